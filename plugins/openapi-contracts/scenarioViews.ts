import {highlightToHtml} from '../build-highlight/highlight';
import {loadContract} from './contracts';
import {contractOfStep, findStep, type LoadedScenario} from './scenarios';
import type {ScenarioStepView} from './types';
import {buildSamplesView} from './views';

// The view of one scenario step for <ScenarioStep>: the call's samples view with the
// step's own request and response in place of the contract's generic examples, or the
// incoming event, highlighted. Runs at build time only (loader).

export function buildScenarioStepView(loaded: LoadedScenario, stepId: string): ScenarioStepView {
  const {step} = findStep(loaded, stepId);
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
  return {
    kind: 'call',
    scenario: loaded.scenario.name,
    step: step.id,
    contract,
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
