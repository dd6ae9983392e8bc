import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {JsonObject} from '../../plugins/openapi-contracts/contracts';
import type {Mock} from '../../scripts/mock/prism';
import {examples, fail, pass, urlOf} from './support';

/**
 * The loop of /api/projects/getAll: while a page has a `next_cursor`, it asks for the next
 * one with that cursor and the same filters, and stops on the last. The mock answers each
 * call (and checks its query); the call with a cursor gets the last page: another project,
 * no cursor.
 */
export async function checkPagination(mock: Mock): Promise<void> {
  const lastPageId = (id: string) => `${id.slice(0, -4)}LAST`;
  const handler = 'pagination loop';
  const routedFetch = globalThis.fetch;
  let calls = 0;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    // Two pages exist: a loop that does not pass the cursor would read the first for ever.
    if (++calls > 5) throw new Error('more than 5 calls for 2 pages: the loop never reaches the last page');
    const response = await routedFetch(input, init);
    const url = new URL(urlOf(input));
    if (!response.ok || !url.searchParams.has('cursor')) return response;
    const page = (await response.json()) as {data: JsonObject[]};
    return Response.json({
      data: page.data.map((project) => ({...project, id: lastPageId(String(project.id))})),
      pagination: {next_cursor: null, has_more: false},
    });
  };
  const printed: string[] = [];
  const consoleLog = console.log;
  console.log = (...args: unknown[]) => void printed.push(args.join(' '));
  process.env.ACCESS_TOKEN = 'handler-check-token';
  const from = mock.requests().length;
  try {
    await import(pathToFileURL(path.join(examples, 'pagination/every-project-in-review.mjs')).href);
  } catch (error) {
    fail(handler, 'runs', (error as Error).message);
  } finally {
    console.log = consoleLog;
    globalThis.fetch = routedFetch;
  }
  const made = mock.requests().slice(from);
  const [first, second] = made.map((call) => new URLSearchParams(call.query));
  const firstPage =
    made[0] && (JSON.parse(made[0].responseBody) as {data: JsonObject[]; pagination: {next_cursor: string}});
  if (made.length === 2 && second.get('cursor') === firstPage.pagination.next_cursor)
    pass(handler, 'asks for the next page with the cursor of the last, and stops on the last page');
  else
    fail(
      handler,
      'asks for the next page with the cursor of the last, and stops on the last page',
      `${made.length} calls: ${made.map((call) => call.query).join(' | ')}`,
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
