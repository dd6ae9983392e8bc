import {highlightToHtml} from '../build-highlight/highlight';
import {findOperation, loadContract} from './contracts';
import {
  contractOfStep,
  findStep,
  type LoadedScenario,
  type ScenarioRequest,
  type ScenarioStep as ScenarioStepDefinition,
} from './scenarios';
import type {ScenarioStepView, ScenarioValueSource, StepReference} from './types';
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
 * An earlier step as the reader finds it: by its title when the page shows it, else by
 * what it is (the event, or the call's summary), which the page then describes in prose.
 */
function earlierStep(step: ScenarioStepDefinition, contract: string, shown: ReadonlySet<string>): StepReference {
  if (shown.has(step.id)) return {step: step.title};
  if (step.event) return {event: step.event.type};
  const {operationId} = step.call!;
  return {call: String(findOperation(loadContract(contract), operationId)?.operation.summary ?? operationId)};
}

/**
 * Where each value the step sends comes from, when the reader's run has another: their
 * inputs, and the IDs (`id`, `…_id`) earlier answers and events returned. Codes such as
 * `voice_over` or `en-GB` are the same for every reader, so they are not listed. A call's
 * answer, which the reader sees, names a value before an event that brought it earlier:
 * what a webhook carried only the reader's receiver saw, and it may not print it.
 */
function valuesToReplace(
  loaded: LoadedScenario,
  index: number,
  request: ScenarioRequest,
  shown: ReadonlySet<string>,
): ScenarioValueSource[] {
  const origins = new Map<string, ScenarioValueSource>();
  const fromEvents = new Set<string>();
  for (const input of Object.values(loaded.scenario.inputs ?? {}))
    origins.set(String(input.value), {value: String(input.value), input: input.description});
  for (const earlier of loaded.scenario.steps.slice(0, index)) {
    const returned = earlier.call ? earlier.call.response.body : earlier.event?.payload;
    for (const {path, key, value} of scalars(returned)) {
      if (!(key === 'id' || key.endsWith('_id'))) continue;
      if (origins.has(value) && !(fromEvents.has(value) && earlier.call)) continue;
      origins.set(value, {
        value,
        field: path,
        ...earlierStep(earlier, contractOfStep(loaded.scenario, earlier), shown),
      });
      if (earlier.event) fromEvents.add(value);
      else fromEvents.delete(value);
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

/**
 * `shown` holds the steps of the scenario that the page renders: a step refers to an
 * earlier one by its title only when the reader can find that title on the page.
 */
export function buildScenarioStepView(
  loaded: LoadedScenario,
  stepId: string,
  shown: ReadonlySet<string>,
): ScenarioStepView {
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
  // The token the call sends is the latest earlier token step's of its contract. Off the
  // page, the samples' note asks for a token with the call's scopes instead.
  const tokenSource = base.authenticated
    ? loaded.scenario.steps
        .slice(0, index)
        .filter((earlier) => earlier.token && contractOfStep(loaded.scenario, earlier) === contract)
        .at(-1)
    : undefined;
  const tokenStep = tokenSource && shown.has(tokenSource.id) ? tokenSource.title : undefined;
  return {
    kind: 'call',
    scenario: loaded.scenario.name,
    step: step.id,
    contract,
    yours: valuesToReplace(loaded, index, request, shown),
    ...(tokenStep ? {tokenStep} : {}),
    operation: {
      ...base,
      // The step's values are the reader's own, from earlier steps (`yours`), not the example's.
      exampleIds: undefined,
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
