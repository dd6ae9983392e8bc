import fs from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import {loadContract} from '../../../plugins/openapi-contracts/contracts';
import {currentVersion, olderVersion} from '../../../src/data/versions';
import {checkLimitTables} from './limits';
import {fixturePage} from './fixture-page';

// The Limits table and the retry schedule are held to the contract of their page's
// version: a number that differs, or a row nothing ties to the contract, is reported.

const page = (source: string, versionName: string) =>
  fixturePage(path.join(__dirname, 'limits-fixture.mdx'), source, versionName);

const docs = new Map([currentVersion.contract, olderVersion.contract].map((name) => [name, loadContract(name)]));

it('reports the Limits rows and retry attempts that differ from the contract, and rows tied to nothing', () => {
  const source = [
    '| What | Limit |',
    '| --- | --- |',
    '| `title` of a project | 1 to 200 characters |',
    '| `script` | up to 6,000 characters |',
    '| Uploads | 10 MB |',
    '| Webhook answer | within 10 seconds; 7 attempts over about 33 hours |',
    '',
    '| Attempt | Sent |',
    '| --- | --- |',
    '| 1 | when the event happens |',
    '| 2 | 1 minute after attempt 1 failed |',
    '| 3 | 5 minutes after attempt 2 failed |',
    '| 4 | 30 minutes after attempt 3 failed |',
    '| 5 | 3 hours after attempt 4 failed |',
    '| 6 | 6 hours after attempt 5 failed |',
    '| 7 | 24 hours after attempt 6 failed |',
  ].join('\n');
  const problems = checkLimitTables(page(source, currentVersion.name), docs)
    .filter(({message}) => !message.includes('has no row for'))
    .map(({line, message}) => `${line}: ${message}`);
  expect(problems).toEqual([
    '4: the Limits row "`script`" should say "up to 60,000 characters", as the contract does',
    '5: the Limits row "Uploads" is not tied to the contract: add it to scripts/lib/docs-check/limits.ts',
    '14: attempt 5 should be sent "2 hours after attempt 4 failed", as the contract says',
  ]);
});

it("holds a page to its own version's contract, and says what that contract lacks", () => {
  const source = '| What | Limit |\n| --- | --- |\n| `title` of a project | 1 to 200 characters |\n';
  const problems = checkLimitTables(page(source, olderVersion.name), docs);
  expect(problems.map(({line, message}) => `${line}: ${message}`)).toEqual([
    '1: contracts/openapi/v3.0.0.yaml has nothing at #/components/schemas/ProjectCreateRequest/properties/title, which this page restates',
  ]);
});

// The introduction's table claims every limit: a bound a call accepts that no row reads is
// reported, naming the call and the bound.
it('reports a limit of the contract that the Limits table leaves out', () => {
  const introduction = fs.readFileSync(path.resolve(__dirname, '../../../docs/api/introduction.mdx'), 'utf8');
  const table = /^\| What \| Limit \|\n(?:\|.*\n)+/m.exec(introduction)![0];
  expect(checkLimitTables(page(table, currentVersion.name), docs)).toEqual([]);
  const withoutSearch = table.replace(/^\| Search `q` \|.*\n/m, '');
  expect(checkLimitTables(page(withoutSearch, currentVersion.name), docs).map(({message}) => message)).toEqual([
    'the Limits table has no row for `q` of GET /search (minLength 2, maxLength 200): add one, tied to the contract in scripts/lib/docs-check/limits.ts',
  ]);
});
