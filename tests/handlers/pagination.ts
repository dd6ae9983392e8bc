import fs from 'node:fs';
import type http from 'node:http';
import type {JsonObject} from '../../plugins/openapi-contracts/contracts';
import type {Mock} from '../../scripts/mock/prism';
import {localEnvironment} from '../support/runtimes';
import {
  apiClientFiles,
  checkScopes,
  contractError,
  fail,
  pass,
  port,
  readerFolder,
  runProgram,
  startFrontServer,
} from './support';

/**
 * The loops of /api/projects/getAll, one per language tab, each run as the page says: the
 * JavaScript with api.js, send.js and token.js beside it and client credentials, the others
 * with a token in ACCESS_TOKEN. While a page has a `next_cursor`, a loop asks for the next
 * one with that cursor and the same filters, and stops on the last. In front of the mock,
 * which answers each call (and checks its query), the first page gets a cursor (the
 * contract's example is a last page); before it, the first call gets no answer (the
 * connection closes) where the page says the loop asks again, then a 500 with a proxy's
 * Retry-After date; the first call with that cursor gets a 429 with Retry-After: 1, which
 * the loop must wait out, not stop on; the next gets the last page: other projects, no cursor.
 */
const loops: Array<{language: string; file: string; runtime: string; ownToken: boolean; asksAgainUnanswered: boolean}> =
  [
    {
      language: 'JavaScript',
      file: 'every-project-in-review.mjs',
      runtime: process.execPath,
      ownToken: true,
      asksAgainUnanswered: true,
    },
    {
      language: 'Python',
      file: 'every_project_in_review.py',
      runtime: 'python3',
      ownToken: false,
      asksAgainUnanswered: true,
    },
    {language: 'Java', file: 'EveryProjectInReview.java', runtime: 'java', ownToken: false, asksAgainUnanswered: true},
    {language: 'PHP', file: 'every-project-in-review.php', runtime: 'php', ownToken: false, asksAgainUnanswered: true},
    // curl's --retry gives up on a connection closed without an answer; the page says so.
    {
      language: 'cURL',
      file: 'every-project-in-review.sh',
      runtime: 'bash',
      ownToken: false,
      asksAgainUnanswered: false,
    },
  ];

const nextCursor = 'eyJwYWdlIjoyfQ';
const lastPageId = (id: string) => `${id.slice(0, -4)}LAST`;
/** HANDLERS_PORT + 7: after the mock, the receivers and the notifications server. */
const frontPort = port + 7;

/** What the server in front of the mock saw of one loop's run. */
type Paging = {calls: number; firstRequests: number; cursorRequests: number};

/**
 * Two pages of projects in front of the mock: the first unanswered once (when `unanswered`),
 * then refused once with a 500, the second refused once with a 429.
 */
function startPagingServer(mock: Mock, paging: Paging, unanswered: boolean): Promise<http.Server> {
  const refusals = unanswered ? 2 : 1;
  return startFrontServer(mock, frontPort, async ({request, url, reply, forward}) => {
    if (url.pathname !== `${mock.basePath}/projects`) return reply(await forward());
    // Two pages exist: a loop that does not pass the cursor would read the first for ever.
    if (++paging.calls > 6) return reply(contractError(400, 'invalid_request'));
    if (url.searchParams.has('cursor') && paging.cursorRequests++ === 0)
      return reply(contractError(429, 'rate_limited', {'Retry-After': '1'}));
    if (!url.searchParams.has('cursor') && paging.firstRequests++ < refusals) {
      if (unanswered && paging.firstRequests === 1) return request.socket.destroy();
      // A proxy's 500 may say when to come back as a date, which the API never sends.
      return reply(contractError(500, 'internal_error', {'Retry-After': new Date(Date.now() + 1000).toUTCString()}));
    }
    const answer = await forward();
    if (!answer.ok) return reply(answer);
    const page = (await answer.json()) as {data: JsonObject[]};
    return reply(
      url.searchParams.has('cursor')
        ? Response.json({
            data: page.data.map((project) => ({...project, id: lastPageId(String(project.id))})),
            pagination: {next_cursor: null, has_more: false},
          })
        : Response.json({...page, pagination: {next_cursor: nextCursor, has_more: true}}),
    );
  });
}

export async function checkPagination(mock: Mock): Promise<void> {
  for (const loop of loops) {
    const handler = `pagination loop (${loop.language})`;
    // Saved under the name its tab gives it, beside the page's other files.
    const dir = readerFolder({[loop.file]: `pagination/${loop.file}`, ...(loop.ownToken ? apiClientFiles : {})});
    const environment = localEnvironment({
      STUDIOWAVE_API_URL: `http://127.0.0.1:${frontPort}${mock.basePath}`,
      ...(loop.ownToken
        ? {STUDIOWAVE_CLIENT_ID: 'cli_handler_check', STUDIOWAVE_CLIENT_SECRET: 'handler-check-secret'}
        : {ACCESS_TOKEN: 'handler-check-token'}),
    });
    if (!loop.asksAgainUnanswered) {
      // The page: curl's --retry gives up on a connection closed without an answer.
      const dropping = await startPagingServer(mock, {calls: 0, firstRequests: 0, cursorRequests: 0}, true);
      const givenUp = await runProgram([loop.runtime, loop.file], dir, environment);
      await new Promise((resolve) => dropping.close(resolve));
      const check = 'gives up on a page that got no answer, as the page says';
      if (givenUp.code !== 0 && /empty reply/i.test(givenUp.output)) pass(handler, check);
      else fail(handler, check, `exit ${givenUp.code}: ${givenUp.output.trim().split('\n').slice(-2).join(' | ')}`);
    }
    const paging: Paging = {calls: 0, firstRequests: 0, cursorRequests: 0};
    const server = await startPagingServer(mock, paging, loop.asksAgainUnanswered);
    const from = mock.requests().length;
    const {code, output, errors} = await runProgram([loop.runtime, loop.file], dir, environment);
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, {recursive: true, force: true});
    if (code === 0) pass(handler, 'runs');
    else fail(handler, 'runs', `exit ${code}: ${output.trim().split('\n').slice(-4).join(' | ')}`);
    checkScopes(handler, mock, from, loop.ownToken ? [] : ['projects:read']);
    const made = mock
      .requests()
      .slice(from)
      .filter((call) => call.path === `${mock.basePath}/projects`);
    const [first, second] = made.map((call) => new URLSearchParams(call.query));
    if (made.length === 2 && second.get('cursor') === nextCursor)
      pass(handler, 'asks for the next page with the cursor of the last, and stops on the last page');
    else
      fail(
        handler,
        'asks for the next page with the cursor of the last, and stops on the last page',
        `${made.length} calls: ${made.map((call) => call.query).join(' | ')}`,
      );
    const firstPageAsks = loop.asksAgainUnanswered ? 3 : 2;
    const againCheck = loop.asksAgainUnanswered
      ? 'asks for a page again when it got no answer, then after a 500 with a date in Retry-After, and goes on'
      : 'asks for a page again after a 500 with a date in Retry-After, and goes on';
    if (paging.firstRequests === firstPageAsks) pass(handler, againCheck);
    else fail(handler, againCheck, `the first page was asked ${paging.firstRequests} times`);
    if (paging.cursorRequests === 2) pass(handler, 'asks for a page again after a 429, and goes on');
    else
      fail(
        handler,
        'asks for a page again after a 429, and goes on',
        `the page with a cursor was asked ${paging.cursorRequests} times`,
      );
    second?.delete('cursor');
    if (first && second && first.toString() === second.toString()) pass(handler, 'keeps the filters on every page');
    else fail(handler, 'keeps the filters on every page', made.map((call) => call.query).join(' | '));
    const firstPage = made[0] && (JSON.parse(made[0].responseBody) as {data: JsonObject[]});
    const firstIds = firstPage ? firstPage.data.map((project) => String(project.id)) : [];
    const expectedIds = [...firstIds, ...firstIds.map(lastPageId)];
    const printedIds = output
      .trim()
      .split('\n')
      .map((line) => line.split(' ')[0]);
    if (JSON.stringify(printedIds) === JSON.stringify(expectedIds)) pass(handler, 'prints the projects of every page');
    else fail(handler, 'prints the projects of every page', `printed ${JSON.stringify(output)}`);
    // A refused answer's body is no page: reading it as one makes jq fail beside the pages.
    const readRefusal = 'reads only the answered pages, not the bodies of refused answers';
    if (!/^jq: /m.test(errors)) pass(handler, readRefusal);
    else
      fail(
        handler,
        readRefusal,
        errors
          .trim()
          .split('\n')
          .filter((line) => line.startsWith('jq: '))
          .join(' | '),
      );
  }
}
