import {describe, expect, it} from 'vitest';
import {listScenarios, loadScenarioFile} from './scenarios';
import {buildScenarioStepView} from './scenarioViews';
import {apiId} from './ids';

// A reader following a guide sends their own credentials and the IDs their own run
// returned, not the example's: each call step must name every such value it sends.

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

describe.each(listScenarios())('%s', (file) => {
  const loaded = loadScenarioFile(file);
  const inputs = new Set(Object.values(loaded.scenario.inputs ?? {}).map((input) => String(input.value)));

  it.each(loaded.scenario.steps.filter((step) => step.call).map((step) => step.id))(
    'step %s lists every ID and input it sends, and where the reader gets theirs',
    (stepId) => {
      const view = buildScenarioStepView(loaded, stepId, new Set(loaded.scenario.steps.map((step) => step.id)));
      if (view.kind !== 'call') throw new Error('a call step');
      const request = loaded.scenario.steps.find((step) => step.id === stepId)!.call!.request ?? {};
      const theirs = strings([request.path, request.query, request.body]).filter(
        (value) => apiId.test(value) || inputs.has(value),
      );
      expect(view.yours.map((source) => source.value).sort()).toEqual([...new Set(theirs)].sort());
    },
  );
});

const scenario = (name: string) => loadScenarioFile(listScenarios().find((file) => file.endsWith(`/${name}.yaml`))!);

it('the tutorial says where the project gets its quote ID, and whose token the calls send', () => {
  const tutorial = scenario('tutorial');
  const view = buildScenarioStepView(
    tutorial,
    'create-project',
    new Set(tutorial.scenario.steps.map((step) => step.id)),
  );
  if (view.kind !== 'call') throw new Error('a call step');
  expect(view.yours).toContainEqual({value: 'quo_01JQZRFDPR4WN8C2XKT7GA5BHM', step: 'Get a quote', field: 'id'});
  expect(view.tokenStep).toBe('Get an access token');
});

// A page that shows some steps of a scenario: a title it does not show is one the reader
// cannot find, so the step names the earlier event or call by what it is.
it('a step names an earlier step off the page by its event or call, and no token step off the page', () => {
  const answer = buildScenarioStepView(scenario('info-needed'), 'answer', new Set(['token', 'answer']));
  if (answer.kind !== 'call') throw new Error('a call step');
  expect(answer.tokenStep).toBeDefined();
  const fromEvent = answer.yours.filter((source) => 'field' in source);
  expect(fromEvent.length).toBeGreaterThan(0);
  for (const source of fromEvent) expect(source).toMatchObject({event: 'project.info_needed'});

  const tutorial = scenario('tutorial');
  const project = buildScenarioStepView(tutorial, 'create-project', new Set(['create-project']));
  if (project.kind !== 'call') throw new Error('a call step');
  expect(project.tokenStep).toBeUndefined();
  expect(project.yours).toContainEqual({value: 'quo_01JQZRFDPR4WN8C2XKT7GA5BHM', call: 'Get a quote', field: 'id'});
});

// The webhook step's receivers log only an event's type and ID: the deliverable ID the
// revision sends comes from the list the reader called, not from the event before it.
it('a value a call answered is named by that call, not by an earlier event that carried it', () => {
  const tutorial = scenario('tutorial');
  const revision = buildScenarioStepView(tutorial, 'revision', new Set(tutorial.scenario.steps.map((step) => step.id)));
  if (revision.kind !== 'call') throw new Error('a call step');
  expect(revision.yours).toContainEqual({
    value: 'dlv_01JQ769GZQ2GK9AJSFH5AX2AD2',
    step: 'Review the deliverables',
    field: 'data[0].id',
  });
});
