import {highlightToHtml} from '../build-highlight/highlight';
import {loadContract} from './contracts';
import {contractOfStep, findStep, type LoadedScenario, type ScenarioRequest} from './scenarios';
import type {ScenarioStepView, ScenarioValueSource} from './types';
import {buildSamplesView} from './views';

// The view of one scenario step for <ScenarioStep>: the call's samples view with the
// step's own request and response in place of the contract's generic examples, or the
// incoming event, highlighted. Runs at build time only (loader).

/** Every scalar of a JSON value with its path (`data[0].id`), depth first, in order. */
function scalars(value: unknown, at = ''): Array<{path: string; key: string; value: string}> {
  if (Array.isArray(value)) return value.flatMap((item, index) => scalars(item, `${at}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => {
      const path = at ? `${at}.${key}` : key;
      return item && typeof item === 'object' ? scalars(item, path) : [{path, key, value: String(item)}];
    });
  return [];
}

/**
 * Where each value the step sends comes from, when the reader's run has another: their
 * inputs, and the IDs (`id`, `…_id`) earlier answers and events returned. Codes such as
 * `voice_over` or `en-GB` are the same for every reader, so they are not listed.
 */
function valuesToReplace(loaded: LoadedScenario, index: number, request: ScenarioRequest): ScenarioValueSource[] {
  const origins = new Map<string, ScenarioValueSource>();
  for (const input of Object.values(loaded.scenario.inputs ?? {}))
    origins.set(String(input.value), {value: String(input.value), input: input.description});
  for (const earlier of loaded.scenario.steps.slice(0, index)) {
    const returned = earlier.call ? earlier.call.response.body : earlier.event?.payload;
    for (const {path, key, value} of scalars(returned)) {
      if ((key === 'id' || key.endsWith('_id')) && !origins.has(value))
        origins.set(value, {value, step: earlier.title, field: path});
    }
  }
  const sent = [...scalars(request.path ?? {}), ...scalars(request.query ?? {}), ...scalars(request.body ?? {})];
  const yours = new Map<string, ScenarioValueSource>();
  for (const {value} of sent) {
    const origin = origins.get(value);
    if (origin && !yours.has(value)) yours.set(value, origin);
  }
  return [...yours.values()];
}

export function buildScenarioStepView(loaded: LoadedScenario, stepId: string): ScenarioStepView {
  const {step, index} = findStep(loaded, stepId);
  const contract = contractOfStep(loaded.scenario, step);
  if (step.event) {
    const code = JSON.stringify(step.event.payload, null, 2);
    return {
      kind: 'event',
      scenario: loaded.scenario.name,
      step: step.id,
      contract,
      type: step.event.type,
      code,
      html: highlightToHtml(code, 'json'),
    };
  }
  const call = step.call!;
  const base = buildSamplesView(contract, loadContract(contract), call.operationId);
  const request = call.request ?? {};
  let path = base.path;
  for (const [name, value] of Object.entries(request.path ?? {}))
    path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
  const query = Object.entries(request.query ?? {}).map(
    ([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value)).replace(/%2C/g, ',')}`,
  );
  const tokenStep = base.authenticated
    ? loaded.scenario.steps
        .slice(0, index)
        .filter((earlier) => earlier.token && contractOfStep(loaded.scenario, earlier) === contract)
        .at(-1)?.title
    : undefined;
  return {
    kind: 'call',
    scenario: loaded.scenario.name,
    step: step.id,
    contract,
    yours: valuesToReplace(loaded, index, request),
    ...(tokenStep ? {tokenStep} : {}),
    operation: {
      ...base,
      sample: {
        // Method, auth and the generated keys stay the call's own; the values are the step's.
        ...base.sample,
        url: `${base.sandboxUrl ?? ''}${path}${query.length ? `?${query.join('&')}` : ''}`,
        headers: [
          ...Object.entries(request.headers ?? {}),
          ...(request.body !== undefined ? [['Content-Type', 'application/json'] as [string, string]] : []),
        ],
        ...(request.body !== undefined ? {body: request.body} : {body: undefined}),
      },
      responses: [
        {
          status: String(call.response.status),
          example: call.response.body,
          schema: {contract, name: '', type: 'object', fields: []},
        },
      ],
    },
  };
}
