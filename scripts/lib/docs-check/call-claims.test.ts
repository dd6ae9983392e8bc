import path from 'node:path';
import {expect, it} from 'vitest';
import {loadContract} from '../../../plugins/openapi-contracts/contracts';
import {currentVersion, olderVersion} from '../../../src/data/versions';
import {callPagesOf, checkCallClaims} from './call-claims';
import {fixturePage} from './fixture-page';

// A sentence that says which scope a call needs, or which status and error code it
// answers, is held to the contract of its page's version.

const page = (source: string, versionName: string = currentVersion.name) =>
  fixturePage(path.join(__dirname, 'call-claims-fixture.mdx'), source, versionName);

const docs = new Map([currentVersion.contract, olderVersion.contract].map((name) => [name, loadContract(name)]));

const callPage = {
  ...page('<ApiEndpoint contract="final-1.0.0" operationId="createRevision" />'),
  route: '/api/revisions/create',
};
const callPages = callPagesOf([callPage]);

/** The problems of `text` on the page of createRevision (whose "this call" it is). */
const own = (text: string) =>
  checkCallClaims(
    page(`<ApiEndpoint contract="final-1.0.0" operationId="createRevision" />\n\n${text}`),
    docs,
    callPages,
  ).map(({line, column, message}) => `${line}:${column}: ${message}`);

const problemsOf = (source: string, versionName?: string) =>
  checkCallClaims(page(source, versionName), docs, callPages).map(
    ({line, column, message}) => `${line}:${column}: ${message}`,
  );

it('reports a scope that the call named in the same sentence does not take', () => {
  expect(
    problemsOf(
      [
        'Call `POST /widget-sessions` with a token of scope `projects:write`.',
        'Call `POST /widget-sessions` with a token of scope `projects:read`.',
        'To [ask for a revision](/api/revisions/create), the token needs `events:read`.',
        'Ask `POST /oauth/token` for `events:read`: the token call takes any scope.',
        'A user token can never carry `events:read` for `GET /projects`.',
      ].join('\n\n'),
    ),
  ).toEqual([
    '3:52: `projects:read` is not a scope of createWidgetSession in the contract',
    '5:65: `events:read` is not a scope of createRevision in the contract',
  ]);
});

it('reports a status and error code that the call, or else any call, does not answer', () => {
  expect(own('At 0, this call fails with `409` `revision_limit_reached`.')).toEqual([]);
  expect(own('At 0, this call fails with `410` `revision_limit_reached`.')).toEqual([
    '3:28: createRevision does not answer `410` `revision_limit_reached` in the contract',
  ]);
  expect(
    own('This call answers `201` with the revision, and `429` [`rate_limited`](/api/errors#rate_limited).'),
  ).toEqual([]);
  expect(
    problemsOf(
      [
        'Above the limit, calls fail with `429` [`rate_limited`](/api/errors#rate_limited).',
        'Above the limit, calls fail with `400` [`rate_limited`](/api/errors#rate_limited).',
        '`GET /projects` answers `409` `revision_limit_reached`.',
      ].join('\n\n'),
    ),
  ).toEqual([
    '3:34: no call answers `400` `rate_limited` in the contract',
    '5:25: getAllProjects does not answer `409` `revision_limit_reached` in the contract',
  ]);
});

it("holds the older version's pages to their own contract", () => {
  expect(problemsOf('A dispose call on a running project fails with `409` `4001`.', olderVersion.name)).toEqual([]);
  expect(problemsOf('A dispose call on a running project fails with `410` `4001`.', olderVersion.name)).toEqual([
    '1:48: no call answers `410` `4001` in the contract',
  ]);
});

it("holds the older version's scope claims to the scopes its contract declares on the key", () => {
  expect(
    problemsOf(
      [
        'Call `POST /auth/users/token` with a token that carries `users`.',
        'Call `POST /auth/users/token` with a token that carries `read`.',
        '`POST /projects/{projectId}/dispose` needs `write`.',
      ].join('\n\n'),
      olderVersion.name,
    ),
  ).toEqual(['3:57: `read` is not a scope of auth.getUserToken in the contract']);
});

it("on a call's page, ties a sentence that says what is needed, and names no other call, to the page's call", () => {
  expect(own('Call it with a token that needs `deliverables:write`.')).toEqual([]);
  expect(own('Call it with a token that needs `projects:read`.')).toEqual([
    '3:33: `projects:read` is not a scope of createRevision in the contract',
  ]);
  expect(own('To read the result, `GET /projects` needs `projects:read`.')).toEqual([]);
  expect(own('The token you get carries `projects:read`.')).toEqual([]);
});

it('reads a status written with its code in one span, or as text before the code', () => {
  expect(own('At 0, this call fails with `409 revision_limit_reached`.')).toEqual([]);
  expect(own('At 0, this call answers 409 `revision_limit_reached`.')).toEqual([]);
  expect(own('At 0, this call fails with `410 revision_limit_reached`.')).toEqual([
    '3:28: createRevision does not answer `410` `revision_limit_reached` in the contract',
  ]);
  expect(own('At 0, this call answers 410 `revision_limit_reached`.')).toEqual([
    '3:1: createRevision does not answer `410` `revision_limit_reached` in the contract',
  ]);
  expect(own('Instructions take up to 500 characters; `revision_limit_reached` comes at 0.')).toEqual([]);
});

it('ties a link to a page about more than a call to that call only through the anchor of its section', () => {
  const guide = {
    ...page(
      'The widget in short.\n\n## Create the widget session\n\n<ApiEndpoint contract="final-1.0.0" operationId="createWidgetSession" />',
    ),
    route: '/widget/intro',
  };
  const pages = callPagesOf([callPage, guide]);
  const claims = (text: string) =>
    checkCallClaims(page(text), docs, pages).map(({line, column, message}) => `${line}:${column}: ${message}`);
  expect(claims('The [widget](/widget/intro) also needs `deliverables:read`.')).toEqual([]);
  expect(claims('The [session call](/widget/intro#create-the-widget-session) needs `deliverables:read`.')).toEqual([
    '1:67: `deliverables:read` is not a scope of createWidgetSession in the contract',
  ]);
});

it('reads a call named by its operationId, and a clause after a colon or a semicolon as about the calls before it', () => {
  expect(
    problemsOf(
      [
        '`createWidgetSession` needs `projects:write`.',
        '`createWidgetSession` needs `projects:read`.',
        'Call `POST /widget-sessions`; its token needs `projects:read`.',
        '`GET /projects` lists the projects: it answers `409` `revision_limit_reached`.',
        'Call `POST /widget-sessions`. A token that carries `projects:read` reads the projects.',
      ].join('\n\n'),
    ),
  ).toEqual([
    '3:29: `projects:read` is not a scope of createWidgetSession in the contract',
    '5:47: `projects:read` is not a scope of createWidgetSession in the contract',
    '7:48: getAllProjects does not answer `409` `revision_limit_reached` in the contract',
  ]);
});
