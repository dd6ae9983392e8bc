import path from 'node:path';
import {expect, it} from 'vitest';
import {loadContract} from '../../../plugins/openapi-contracts/contracts';
import {currentVersion} from '../../../src/data/versions';
import {fixturePage} from './fixture-page';
import {checkReleaseVersion} from './release-version';

// The changelog's newest release is the version of the contract a reader downloads.

const doc = loadContract(currentVersion.contract);
const docs = new Map([[currentVersion.contract, doc]]);
const contractVersion = String((doc.info as {version: string}).version);
const changelog = (newest: string) =>
  fixturePage(
    path.join(__dirname, 'changelog-fixture.mdx'),
    `# Changelog\n\n## How changes reach you\n\nText.\n\n## ${newest}\n\nFixes.\n\n## 1.0.0\n\nFirst.\n`,
    currentVersion.name,
  );

it('accepts a changelog whose newest release is the contract version', () => {
  expect(checkReleaseVersion(changelog(contractVersion), docs)).toEqual([]);
});

it('reports, at its heading, a newest release other than the contract version', () => {
  expect(checkReleaseVersion(changelog('9.9.9'), docs).map(({line, message}) => `${line}: ${message}`)).toEqual([
    `7: the newest release is 9.9.9, but contracts/openapi/${currentVersion.contract}.yaml is version ${contractVersion}: add its release, or set the contract's info.version`,
  ]);
});
