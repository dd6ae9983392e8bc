import path from 'node:path';
import {expect, it} from 'vitest';
import {loadContract} from '../../../plugins/openapi-contracts/contracts';
import {currentVersion, olderVersion} from '../../../src/data/versions';
import {fixturePage} from './fixture-page';
import {checkReleaseVersion} from './release-version';

// The changelog's newest release, and an older version's newest correction, is the version
// of the contract a reader downloads.

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

const olderDoc = loadContract(olderVersion.contract);
const olderContractVersion = String((olderDoc.info as {version: string}).version);
const corrections = (newest: string) =>
  fixturePage(
    path.join(__dirname, 'intro-fixture.mdx'),
    `# Introduction\n\n### Corrections to the contract\n\n**${newest}**, released on 29 November 2026:\n\n- A fix.\n`,
    olderVersion.name,
  );

it("checks an older version's newest correction, a paragraph that opens with it in bold, against its contract", () => {
  const olderDocs = new Map([[olderVersion.contract, olderDoc]]);
  expect(checkReleaseVersion(corrections(olderContractVersion), olderDocs)).toEqual([]);
  expect(checkReleaseVersion(corrections('3.0.9'), olderDocs).map(({line, message}) => `${line}: ${message}`)).toEqual([
    `5: the newest release is 3.0.9, but contracts/openapi/${olderVersion.contract}.yaml is version ${olderContractVersion}: add its release, or set the contract's info.version`,
  ]);
});
