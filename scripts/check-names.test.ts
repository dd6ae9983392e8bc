import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {loadContract} from '../plugins/openapi-contracts/contracts';
import {contractVocabulary, findPhantomNames, findPhantomNamesInMapping} from './lib/phantom-names';

// Proves that npm run check:names fails on a phantom name, with file, line and column,
// and lets real names through: the fixture page names both.

const fixture = path.join(__dirname, 'fixtures/check-names/phantom.mdx');
const final = contractVocabulary(loadContract('final-1.0.0'));

test('a phantom field, event, call, header and scope are reported where they stand', () => {
  const found = findPhantomNames(readFileSync(fixture, 'utf8'), final, new Set()).map(
    (phantom) => `${phantom.line}:${phantom.column} ${phantom.name}`,
  );
  expect(found).toEqual([
    '9:24 revisionCount',
    '11:36 project.finished',
    '11:68 GET /projects/{project_id}/files',
    '15:3 Idempotency-Token',
    '15:25 projects:delete',
  ]);
});

test('the OLD-3.0.0 contract knows its camelCase names and FINAL-1.0.0 does not', () => {
  const v3 = contractVocabulary(loadContract('v3.0.0'));
  const page = 'Renamed: `revisionCount` and `musicStyle`.';
  expect(findPhantomNames(page, v3, new Set())).toEqual([]);
  expect(findPhantomNames(page, final, new Set()).map((phantom) => phantom.name)).toEqual([
    'revisionCount',
    'musicStyle',
  ]);
});

test('the migration data may name either version, but nothing else', () => {
  const v3 = contractVocabulary(loadContract('v3.0.0'));
  const source = [
    '  changed: [',
    "      what: '`revisionCount` becomes `version_count`.',",
    "      action: 'Show `version_count - 1`, or `revisionTotal`.',",
  ].join('\n');
  expect(findPhantomNamesInMapping(source, [final, v3], new Set())).toEqual([
    {line: 3, column: 45, name: 'revisionTotal', reason: 'camelCase name not defined'},
  ]);
});

test('a hex digest, such as a signature, is no name', () => {
  const digest = 'a9c3a94f7a9ac7926d7cdbf037c967083f5fb1e801b24b179e58e26c58c9bc06';
  expect(findPhantomNames(`Its \`v1\` is \`${digest}\`, not \`a9c3a94f\`.`, final, new Set(['v1']))).toEqual([
    expect.objectContaining({name: 'a9c3a94f'}),
  ]);
});
test('an allow-listed name passes', () => {
  expect(findPhantomNames('Send `X-Trace-Id`.', final, new Set(['X-Trace-Id']))).toEqual([]);
});

test('the command fails naming file:line:column', () => {
  const run = () =>
    execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'check-names.ts'), '--contract', 'final-1.0.0', fixture],
      {
        encoding: 'utf8',
        stdio: 'pipe',
      },
    );
  let failure: {status: number; stderr: string} | undefined;
  try {
    run();
  } catch (error) {
    failure = error as {status: number; stderr: string};
  }
  expect(failure?.status).toBe(1);
  expect(failure?.stderr).toMatch(
    /phantom\.mdx:9:24: `revisionCount`: camelCase name not defined in contract final-1\.0\.0/,
  );
  expect(failure?.stderr).toMatch(/check:names: 5 phantom name\(s\)/);
}, 60_000); // a child process that loads tsx and the contract: seconds on a busy machine

test('a field path must be a path of the contract, not fields that exist apart', () => {
  // `kind` and `fulfilment` are both fields, but a fulfilment has a type, not a kind.
  const page = 'Set `fulfilment.type`, read `cancellation.refunded` and `data.deliverable_id`, not `fulfilment.kind`.';
  expect(findPhantomNames(page, final, new Set()).map((phantom) => phantom.name)).toEqual(['fulfilment.kind']);
});
