import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'vitest';
import {listScenarios, loadScenario, scenariosDir} from '../plugins/openapi-contracts/scenarios';
import {checkScenarioFile} from './lib/scenarios/checker';

// Proves that check:scenarios catches each kind of broken guide, with the file and the
// line of the step at fault, on the fixtures in fixtures/check-scenarios/.

const fixtures = path.join(__dirname, 'fixtures/check-scenarios');

function problemsOf(name: string): string[] {
  return checkScenarioFile(path.join(fixtures, `${name}.yaml`)).map((problem) => problem.message);
}

const cases: [fixture: string, line: number, message: RegExp][] = [
  ['unknown-operation', 19, /step "everything".*has no call "getEverything"/],
  ['missing-scope', 19, /step "categories".*needs the scope categories:read, which the token does not ask for/],
  [
    'unreturned-id',
    23,
    /step "deliverables".*project_id is "prj_01JQSH066S7KDD3D3ETX23SDEM", which no earlier step returned/,
  ],
  [
    'off-schema',
    23,
    /step "categories".*response body \(200\) does not match the contract: \/data\/0\/code must be one of/,
  ],
  ['status-skips', 42, /step "read".*is "approved", but from "pending_review"/],
  ['other-category', 41, /step "quote".*CategoryCode "audio_ads" differs from "voice_over" of step "attributes"/],
  ['stale-version', 410, /step "approve".*version_count 1, but after its revision it has at least 2/],
];

for (const [fixture, line, message] of cases) {
  test(`${fixture}: fails with the file and the line of the step`, () => {
    const problems = problemsOf(fixture);
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(problems[0], message);
    assert.ok(
      problems[0].startsWith(`${path.relative(process.cwd(), path.join(fixtures, fixture))}.yaml:${line}: `),
      problems[0],
    );
  });
}

test('attribute-value: an order sends only attribute values the guide read', () => {
  const problems = problemsOf('attribute-value');
  assert.deepEqual(
    problems.map((problem) => problem.split(': ')[0]),
    [182, 229].map((line) => `${path.relative(process.cwd(), path.join(fixtures, 'attribute-value.yaml'))}:${line}`),
  );
  for (const problem of problems) assert.match(problem, /language "en-GB" is not one of the values read for it/);
});

test('a scenario that is not valid YAML names the file and the line', () => {
  const problems = problemsOf('not-yaml');
  assert.equal(problems.length, 1);
  assert.match(problems[0], /not-yaml\.yaml:5: /);
});

test('a response given as a contract example gets its body; an unknown example names the file and the line', () => {
  const {scenario} = loadScenario('tutorial');
  const attributes = scenario.steps.find((step) => step.id === 'attributes')!.call!.response;
  assert.equal(attributes.example, 'voice_over');
  assert.ok(Array.isArray((attributes.body as {data: unknown[]}).data));
  const problems = problemsOf('unknown-example');
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(
    problems[0],
    /unknown-example\.yaml:24: step "attributes": final-1\.0\.0 has no example "podcasts" of getCategoryAttributes's 200 \(it has: voice_over, audio_ads\)/,
  );
});

test('every scenario of the site passes', () => {
  for (const file of listScenarios(scenariosDir))
    assert.deepEqual(
      checkScenarioFile(file).map((problem) => problem.message),
      [],
    );
});
