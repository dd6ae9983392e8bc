import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {JsonObject} from '../../plugins/openapi-contracts/contracts';
import type {Mock} from '../../scripts/mock/prism';
import {apiClientFiles, checkScopes, contractError, fail, pass, readerFolder, urlOf} from './support';

/**
 * The loop of /api/projects/getAll, with api.js, send.js and token.js beside it as the page
 * says: while a page has a `next_cursor`, it asks for the next one with that cursor and the
 * same filters, and stops on the last. The mock answers each call (and checks its query);
 * the first page gets a cursor (the contract's example is a last page); the first call with
 * that cursor gets a 429 with Retry-After: 1, which the loop must wait out, not stop on; the
 * next gets the last page: another project, no cursor.
 */
export async function checkPagination(mock: Mock): Promise<void> {
  const lastPageId = (id: string) => `${id.slice(0, -4)}LAST`;
  const nextCursor = 'eyJwYWdlIjoyfQ';
  const handler = 'pagination loop';
  const dir = readerFolder({
    'every-project-in-review.mjs': 'pagination/every-project-in-review.mjs',
    ...apiClientFiles,
  });
  const routedFetch = globalThis.fetch;
  let calls = 0;
  let cursorRequests = 0;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(urlOf(input));
    if (!url.pathname.endsWith('/projects')) return routedFetch(input, init);
    // Two pages exist: a loop that does not pass the cursor would read the first for ever.
    if (++calls > 5) throw new Error('more than 5 calls for 2 pages: the loop never reaches the last page');
    if (url.searchParams.has('cursor') && cursorRequests++ === 0)
      return contractError(429, 'rate_limited', {'Retry-After': '1'});
    const response = await routedFetch(input, init);
    if (!response.ok) return response;
    const page = (await response.json()) as {data: JsonObject[]};
    return url.searchParams.has('cursor')
      ? Response.json({
          data: page.data.map((project) => ({...project, id: lastPageId(String(project.id))})),
          pagination: {next_cursor: null, has_more: false},
        })
      : Response.json({...page, pagination: {next_cursor: nextCursor, has_more: true}});
  };
  const printed: string[] = [];
  const consoleLog = console.log;
  console.log = (...args: unknown[]) => void printed.push(args.join(' '));
  Object.assign(process.env, {
    STUDIOWAVE_CLIENT_ID: 'cli_handler_check',
    STUDIOWAVE_CLIENT_SECRET: 'handler-check-secret',
  });
  const from = mock.requests().length;
  try {
    await import(pathToFileURL(path.join(dir, 'every-project-in-review.mjs')).href);
  } catch (error) {
    fail(handler, 'runs', (error as Error).message);
  } finally {
    console.log = consoleLog;
    globalThis.fetch = routedFetch;
  }
  checkScopes(handler, mock, from);
  const made = mock
    .requests()
    .slice(from)
    .filter((call) => call.path.endsWith('/projects'));
  const [first, second] = made.map((call) => new URLSearchParams(call.query));
  const firstPage = made[0] && (JSON.parse(made[0].responseBody) as {data: JsonObject[]});
  if (made.length === 2 && second.get('cursor') === nextCursor)
    pass(handler, 'asks for the next page with the cursor of the last, and stops on the last page');
  else
    fail(
      handler,
      'asks for the next page with the cursor of the last, and stops on the last page',
      `${made.length} calls: ${made.map((call) => call.query).join(' | ')}`,
    );
  if (cursorRequests === 2) pass(handler, 'asks for a page again after a 429, and goes on');
  else
    fail(
      handler,
      'asks for a page again after a 429, and goes on',
      `the page with a cursor was asked ${cursorRequests} times`,
    );
  second?.delete('cursor');
  if (first && second && first.toString() === second.toString()) pass(handler, 'keeps the filters on every page');
  else fail(handler, 'keeps the filters on every page', made.map((call) => call.query).join(' | '));
  const firstIds = firstPage ? firstPage.data.map((project) => String(project.id)) : [];
  const expectedIds = [...firstIds, ...firstIds.map(lastPageId)];
  const printedIds = printed.map((line) => line.split(' ')[0]);
  if (JSON.stringify(printedIds) === JSON.stringify(expectedIds)) pass(handler, 'prints the projects of every page');
  else fail(handler, 'prints the projects of every page', `printed ${JSON.stringify(printed)}`);
  for (const violation of made.flatMap((call) => call.violations))
    fail(handler, `${violation.method} ${violation.path}`, `mock: ${violation.location}: ${violation.message}`);
}
