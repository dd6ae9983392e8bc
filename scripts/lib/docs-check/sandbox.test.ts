import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, expect, it} from 'vitest';
import {loadContract} from '../../../plugins/openapi-contracts/contracts';
import {loadSandboxBranches} from '../../../plugins/openapi-contracts/sandboxBranches';
import {currentVersion} from '../../../src/data/versions';
import {fixturePage} from './fixture-page';
import type {LinkIndex} from './links';
import {checkSandboxNameLinks} from './sandbox';

// The sandbox table's cells link each status, event and error code they name to where the
// reference explains it.

const contract = currentVersion.contract;
const docs = new Map([[contract, loadContract(contract)]]);
const page = (file: string, route: string, source: string) => ({
  ...fixturePage(path.join(__dirname, file), source, currentVersion.name),
  route,
});
const pages = [
  page('intro.mdx', '/api/intro', '<SandboxBranches />'),
  page('project.mdx', '/api/statuses/project', `<ApiEnum contract="${contract}" schema="ProjectStatus" />`),
  page('events.mdx', '/api/events', '## `deliverable.delivered`'),
  page('errors.mdx', '/api/errors', `<ApiErrorCatalogue contract="${contract}" view="overview" />`),
];
const index: LinkIndex = {
  targets: new Map([['/api/events', {anchors: new Set(['deliverabledelivered']), anchorsComplete: true}]]),
  fileRoutes: new Map(),
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-links-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

function problemsOf(exercise: string): string[] {
  const file = path.join(dir, 'branches.yaml');
  fs.writeFileSync(
    file,
    `contract: ${contract}\nbranches:\n  - exercise: '${exercise}'\n    do: 'Ask for a revision.'\n`,
  );
  return checkSandboxNameLinks(loadSandboxBranches(file), pages, docs, index, '/base/').map(
    ({line, message}) => `${line}: ${message}`,
  );
}

it('names each status, event and error code a cell writes without its link, at the cell', () => {
  expect(problemsOf('`deliverable.delivered`, `in_review`, `revision_limit_reached` and `speedy`')).toEqual([
    '3: sandbox table, row 1: link `deliverable.delivered` to /api/events#deliverabledelivered',
    '3: sandbox table, row 1: link `in_review` to /api/statuses/project#in_review',
    '3: sandbox table, row 1: link `revision_limit_reached` to /api/errors#revision_limit_reached',
  ]);
});

it('says when no page explains a name it must link', () => {
  expect(problemsOf('`project.status_changed`')).toEqual([
    '3: sandbox table, row 1: `project.status_changed` has no page to link to: no <ApiEnum> lists it, no heading names it, no <ApiErrorCatalogue> shows it',
  ]);
});

it('accepts the links, absolute or relative to the page, and refuses a link elsewhere', () => {
  expect(
    problemsOf(
      '[`deliverable.delivered`](/api/events#deliverabledelivered), [`in_review`](statuses/project#in_review), [`revision_limit_reached`](/base/api/errors#revision_limit_reached)',
    ),
  ).toEqual([]);
  expect(problemsOf('[`in_review`](/api/statuses/project)')).toEqual([
    '3: sandbox table, row 1: link `in_review` to /api/statuses/project#in_review',
  ]);
});
