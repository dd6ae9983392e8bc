import path from 'node:path';
import {expect, it} from 'vitest';
import {loadContract} from '../../../plugins/openapi-contracts/contracts';
import {currentVersion} from '../../../src/data/versions';
import {fixturePage} from './fixture-page';
import {checkPreferHeaders} from './prefer-headers';

// A `Prefer` header a page names is one a mock of the contract answers.

const docs = new Map([[currentVersion.contract, loadContract(currentVersion.contract)]]);
const page = (text: string) =>
  fixturePage(path.join(__dirname, 'prefer-fixture.mdx'), `# Walk\n\n${text}\n`, currentVersion.name);
const problems = (text: string) => checkPreferHeaders(page(text), docs).map(({line, message}) => `${line}: ${message}`);

it('accepts the names of response examples, with or without their status, and a status alone', () => {
  expect(
    problems('Send `Prefer: example=jingle`, then `Prefer: code=422, example=track_too_long`, or `Prefer: code=503`.'),
  ).toEqual([]);
});

it('reports, where the page names it, an example no call has, or one under another status', () => {
  expect(
    problems(
      'Send `Prefer: example=jingles`.\n\nOr `Prefer: code=409, example=track_too_long`.\n\nOr `Prefer: code=418`.',
    ),
  ).toEqual([
    `3: \`Prefer: example=jingles\`: no call of contracts/openapi/${currentVersion.contract}.yaml has an example named jingles, so a mock would answer another one`,
    `5: \`Prefer: code=409, example=track_too_long\`: no call of contracts/openapi/${currentVersion.contract}.yaml has a 409 answer with an example named track_too_long, so a mock would answer another one`,
    `7: \`Prefer: code=418\`: no call of contracts/openapi/${currentVersion.contract}.yaml has a 418 answer, so a mock would answer another one`,
  ]);
});
