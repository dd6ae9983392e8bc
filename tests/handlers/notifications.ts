import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {newDb} from 'pg-mem';
import type {JsonObject} from '../../plugins/openapi-contracts/contracts';
import {loadScenario} from '../../plugins/openapi-contracts/scenarios';
import type {Mock, MockRecord} from '../../scripts/mock/prism';
import {signature, strictView, type ContractEvent} from './events';
import {checkDeliveries} from './receivers';
import {
  checkScopes,
  doc,
  examples,
  fail,
  operationOf,
  pass,
  port,
  post,
  secret,
  sleep,
  urlOf,
  waitForPort,
} from './support';

// The notifications page's handler: its route, worker and catch-up, on pg-mem, held to
// what the page promises of its tables.

/**
 * Follows /api/webhook/notifications word for word: server.mjs of the webhook page with the
 * import and the pool added at the top and its route replaced by the page's, the worker,
 * and token.js of /api/authentication. PostgreSQL is pg-mem, created from schema.sql.
 */
function composeNotificationsServer(): string {
  const server = fs.readFileSync(path.join(examples, 'webhook/server.mjs'), 'utf8');
  const route = fs.readFileSync(path.join(examples, 'notifications/route.mjs'), 'utf8');
  const routeStart = route.indexOf('app.post(');
  const serverRouteStart = server.indexOf('app.post(');
  const serverRouteEnd = server.indexOf('\n});\n', serverRouteStart);
  if (routeStart < 0 || serverRouteStart < 0 || serverRouteEnd < 0) {
    throw new Error(
      'examples/handlers: cannot follow the notifications page: server.mjs or route.mjs has no app.post(...) route.',
    );
  }
  const importsEnd =
    server.lastIndexOf('\nimport ') >= 0 ? server.indexOf('\n', server.lastIndexOf('\nimport ') + 1) + 1 : 0;
  return `${server.slice(0, importsEnd)}${route.slice(0, routeStart)}${server.slice(importsEnd, serverRouteStart)}${route.slice(routeStart).trim()}\n${server.slice(serverRouteEnd + '\n});\n'.length)}`;
}

type StoredResource = {status: string; updated_at: string};

/**
 * What the notifications page promises the tables hold once every event is handled, in
 * whatever order they came: each project and service at the status of its newest event,
 * each deliverable as the API last answered, and every question asked.
 */
function expectedState(events: ContractEvent[], mock: Mock, from: number) {
  const resources = new Map<string, StoredResource>();
  const keepNewest = (id: string, status: string, updatedAt: string) => {
    const stored = resources.get(id);
    if (!stored || Date.parse(stored.updated_at) < Date.parse(updatedAt))
      resources.set(id, {status, updated_at: updatedAt});
  };
  const infoRequests: string[] = [];
  for (const {type, payload} of events) {
    const data = payload.data as JsonObject;
    if (type === 'project.status_changed')
      keepNewest(String(data.project_id), String(data.status), String(data.updated_at));
    if (type === 'service.status_changed')
      keepNewest(String(data.service_id), String(data.status), String(data.updated_at));
    if (type === 'project.info_needed') {
      keepNewest(String(data.project_id), 'info_needed', String(data.updated_at));
      infoRequests.push(String((data.info_request as JsonObject).id));
    }
  }
  for (const call of mock.requests().slice(from))
    if (call.method === 'GET' && call.path.startsWith(`${mock.basePath}/deliverables/`) && call.status === 200) {
      const deliverable = JSON.parse(call.responseBody) as JsonObject;
      keepNewest(String(deliverable.id), String(deliverable.status), String(deliverable.updated_at));
    }
  return {resources, infoRequests};
}

type MemoryDb = ReturnType<typeof newDb>;

function checkStoredState(handler: string, db: MemoryDb, events: ContractEvent[], mock: Mock, from: number): void {
  const {resources, infoRequests} = expectedState(events, mock, from);
  const rows = new Map(
    db.public
      .many('SELECT id, status, updated_at FROM studiowave_resources')
      .map((row) => [String(row.id), {status: String(row.status), updated_at: new Date(row.updated_at).toISOString()}]),
  );
  for (const [id, expected] of resources) {
    const stored = rows.get(id);
    const check = `keeps ${id} at its newest status, ${expected.status}`;
    if (stored?.status === expected.status && Date.parse(stored.updated_at) === Date.parse(expected.updated_at))
      pass(handler, check);
    else fail(handler, check, stored ? `stored ${stored.status} of ${stored.updated_at}` : 'not stored');
  }
  for (const id of rows.keys())
    if (!resources.has(id)) fail(handler, `stores only what the events name`, `${id} is stored, but no event names it`);
  const asked = db.public.many('SELECT id FROM info_requests').map((row) => String(row.id));
  if (JSON.stringify(asked.sort()) === JSON.stringify([...infoRequests].sort()))
    pass(handler, 'keeps each question asked');
  else
    fail(
      handler,
      'keeps each question asked',
      `info_requests holds ${JSON.stringify(asked)}, expected ${JSON.stringify(infoRequests)}`,
    );
}

/** A duplicate delivery is skipped and still gets its 2xx: nothing stored changes. */
async function checkRedeliveries(handler: string, url: string, db: MemoryDb, events: ContractEvent[]): Promise<void> {
  const snapshot = () =>
    JSON.stringify([
      db.public.many('SELECT id, handled_at, attempts FROM webhook_events ORDER BY id'),
      db.public.many('SELECT * FROM studiowave_resources ORDER BY id'),
    ]);
  const before = snapshot();
  const statuses: number[] = [];
  for (const event of events) {
    const body = JSON.stringify(event.payload);
    statuses.push(
      await post(url, body, {
        'Studiowave-Event-Id': String(event.payload.id),
        'Studiowave-Signature': signature(secret, body),
      }),
    );
  }
  await sleep(1_500); // one idle turn of the worker
  if (statuses.some((status) => status !== 204))
    fail(handler, 'answers 204 to a duplicate', `answered ${statuses.join(', ')}`);
  else pass(handler, 'answers 204 to a duplicate');
  if (snapshot() === before) pass(handler, 'changes nothing on a duplicate');
  else fail(handler, 'changes nothing on a duplicate', 'webhook_events or studiowave_resources changed');
}

/**
 * The page shows the worker's calls as the `webhook-worker` scenario: the code must ask for
 * the token that scenario asks for and make each call it shows.
 */
function checkFollowsScenario(handler: string, mock: Mock, from: number): void {
  const scenario = loadScenario('webhook-worker');
  const calls = mock.requests().slice(from);
  const requestedScopes = calls
    .filter((call) => call.method === 'POST' && call.path === `${mock.basePath}/oauth/token`)
    .map((call) => String((JSON.parse(call.body || '{}') as {scope?: string}).scope));
  for (const step of scenario.scenario.steps) {
    if (step.token) {
      const shown = step.token.scopes.join(' ');
      const check = `asks for the scope the page shows (${shown})`;
      if (requestedScopes.length > 0 && requestedScopes.every((scope) => scope === shown)) pass(handler, check);
      else fail(handler, check, `asked for ${requestedScopes.join(' | ') || 'no token'}`);
    }
    const operationId = step.call?.operationId;
    if (!operationId || operationId === 'getToken') continue;
    const made = calls.some((call) => operationOf(call.method, call.path, mock.basePath)?.operationId === operationId);
    if (made) pass(handler, `makes the call the page shows, ${operationId}`);
    else
      fail(
        handler,
        `makes the call the page shows, ${operationId}`,
        `${scenario.file}: step ${step.id}: no such call reached the mock`,
      );
  }
}

/**
 * token.js caches per scope: a worker that handles many events asks for one token, and
 * after a 401 (`expiredAt`: the requests the mock had seen by then) asks for a new one and
 * repeats the call.
 */
function checkTokenReuse(
  handler: string,
  mock: Mock,
  from: number,
  expiredAt: number | undefined,
  repeatedPath: string,
): void {
  const isToken = (call: MockRecord) => call.method === 'POST' && call.path === `${mock.basePath}/oauth/token`;
  const scopeOf = (call: MockRecord) => String((JSON.parse(call.body || '{}') as {scope?: string}).scope);
  const before = mock.requests().slice(from, expiredAt).filter(isToken).map(scopeOf);
  const repeated = before.filter((scope, index) => before.indexOf(scope) !== index);
  if (before.length > 0 && repeated.length === 0) pass(handler, 'asks for one token per scope and reuses it');
  else
    fail(
      handler,
      'asks for one token per scope and reuses it',
      before.length ? `asked ${before.length} times: ${before.join(' | ')}` : 'never asked for a token',
    );
  const check = 'after a 401 token_expired, gets a new token and repeats the call once';
  if (expiredAt === undefined) {
    fail(handler, check, 'the worker never read a deliverable twice');
    return;
  }
  const [renewal, repeat] = mock.requests().slice(expiredAt);
  if (renewal && isToken(renewal) && repeat?.method === 'GET' && repeat.path === `${mock.basePath}${repeatedPath}`)
    pass(handler, check);
  else
    fail(
      handler,
      check,
      `then came: ${
        mock
          .requests()
          .slice(expiredAt)
          .map((call) => `${call.method} ${call.path}`)
          .join(', ') || 'nothing'
      }`,
    );
}

export async function checkNotificationsWorker(events: ContractEvent[], mock: Mock): Promise<void> {
  const handler = 'notifications worker';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'handlers-'));
  fs.writeFileSync(path.join(dir, 'server.mjs'), composeNotificationsServer());
  for (const file of ['worker.mjs', 'catch-up.mjs'])
    fs.copyFileSync(path.join(examples, 'notifications', file), path.join(dir, file));
  fs.copyFileSync(path.join(examples, 'authentication/token.js'), path.join(dir, 'token.js'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({type: 'module'}));
  fs.mkdirSync(path.join(dir, 'node_modules/pg'), {recursive: true});
  fs.writeFileSync(
    path.join(dir, 'node_modules/pg/package.json'),
    JSON.stringify({name: 'pg', type: 'module', main: 'index.js'}),
  );
  fs.writeFileSync(path.join(dir, 'node_modules/pg/index.js'), 'export default globalThis.handlersCheckPg;\n');
  fs.symlinkSync(path.resolve(__dirname, '../../node_modules/express'), path.join(dir, 'node_modules/express'));

  // One in-memory PostgreSQL (SKIP LOCKED has no meaning with one worker, so pg-mem may ignore it).
  const db = newDb({noAstCoverageCheck: true});
  db.public.none(fs.readFileSync(path.join(examples, 'notifications/schema.sql'), 'utf8'));
  const {Pool: MemoryPool} = db.adapters.createPg();
  const badReads: string[] = [];
  const strictRows = (result: {rows: JsonObject[]}) => {
    for (const row of result.rows) {
      const event = events.find((candidate) => candidate.type === row.type);
      if (event && row.data)
        row.data = strictView(doc, {data: row.data}, [event.schema], row.type as string, (field) =>
          badReads.push(field),
        ).data;
    }
    return result;
  };
  class CheckedPool {
    private pool = new MemoryPool();
    query(text: string, values?: unknown[]) {
      return this.pool.query(text, values).then(strictRows);
    }
    async connect() {
      const client = await this.pool.connect();
      return {
        query: (text: string, values?: unknown[]) => client.query(text, values).then(strictRows),
        release: () => client.release(),
      };
    }
  }
  (globalThis as {handlersCheckPg?: unknown}).handlersCheckPg = {Pool: CheckedPool};

  const serverPort = port + 6;
  Object.assign(process.env, {
    HOST: '127.0.0.1',
    PORT: String(serverPort),
    STUDIOWAVE_WEBHOOK_SECRET: secret,
    STUDIOWAVE_CLIENT_ID: 'cli_handler_check',
    STUDIOWAVE_CLIENT_SECRET: 'handler-check-secret',
  });
  const logged: string[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) =>
    logged.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));
  // The first read of a deliverable fails with 503 (the page: a failed event is tried
  // again), the next with 401 token_expired (the authentication page: get a new token and
  // repeat the call once). Both answers are the contract's error body.
  const failOnce = events.find((event) => (event.payload.data as JsonObject).deliverable_id);
  const deliverablePath = `/deliverables/${(failOnce?.payload.data as JsonObject | undefined)?.deliverable_id}`;
  const contractError = (status: number, code: string) =>
    Response.json(
      {error: {code, message: 'From the handler check.', request_id: 'req_01JR0000000000000000000000'}},
      {status},
    );
  const routedFetch = globalThis.fetch;
  let unavailableSent = false;
  let expiredAt: number | undefined;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = urlOf(input);
    if (failOnce && url.endsWith(deliverablePath)) {
      if (!unavailableSent) {
        unavailableSent = true;
        return contractError(503, 'service_unavailable');
      }
      if (expiredAt === undefined) {
        expiredAt = mock.requests().length;
        return contractError(401, 'token_expired');
      }
    }
    return routedFetch(input, init);
  };
  const from = mock.requests().length;
  try {
    await import(pathToFileURL(path.join(dir, 'server.mjs')).href);
    await waitForPort(serverPort, 'the notifications server');
    // The worker loops for ever; it runs until this check's process exits.
    import(pathToFileURL(path.join(dir, 'worker.mjs')).href).catch((error: Error) =>
      logged.push(`worker stopped: ${error.message}`),
    );
    await checkDeliveries(handler, `http://127.0.0.1:${serverPort}/webhooks/studiowave`, events);
    const stored = db.public.many('SELECT id FROM webhook_events');
    if (stored.length === events.length) pass(handler, 'stores each signed event once, nothing else');
    else
      fail(
        handler,
        'stores each signed event once, nothing else',
        `${stored.length} rows for ${events.length} signed events`,
      );

    const deadline = Date.now() + 20_000;
    while (db.public.many('SELECT id FROM webhook_events WHERE handled_at IS NULL').length > 0 && Date.now() < deadline)
      await sleep(200);
    for (const row of db.public.many('SELECT id, type, handled_at, attempts FROM webhook_events')) {
      const expectedAttempts = row.id === failOnce?.payload.id ? 1 : 0;
      const check = expectedAttempts ? `handles ${row.type} on its second attempt` : `handles ${row.type}`;
      if (row.handled_at && row.attempts === expectedAttempts) pass(handler, check);
      else
        fail(
          handler,
          check,
          `handled: ${Boolean(row.handled_at)}, attempts ${row.attempts}: ${logged.join(' | ') || 'no error logged'}`,
        );
    }
    checkStoredState(handler, db, events, mock, from);
    await checkRedeliveries(handler, `http://127.0.0.1:${serverPort}/webhooks/studiowave`, db, events);
    // The page: for deliverables the worker reads the current state from the API.
    for (const event of events.filter((candidate) => (candidate.payload.data as JsonObject).deliverable_id)) {
      const wanted = `${mock.basePath}/deliverables/${(event.payload.data as JsonObject).deliverable_id}`;
      if (
        mock
          .requests()
          .slice(from)
          .some((call) => call.method === 'GET' && call.path === wanted)
      )
        pass(handler, `reads the deliverable of ${event.type}`);
      else fail(handler, `reads the deliverable of ${event.type}`, `no GET ${wanted} reached the mock`);
    }
    for (const field of new Set(badReads)) fail(handler, `reads ${field}`, 'no such field in the event schema');
    checkScopes(handler, mock, from);
    checkTokenReuse(handler, mock, from, expiredAt, deliverablePath);
    checkFollowsScenario(handler, mock, from);
    globalThis.fetch = routedFetch;
    await checkCatchUp(dir, db, mock);
  } finally {
    console.error = consoleError;
    globalThis.fetch = routedFetch;
  }
}

/**
 * The webhook page's catch-up after an outage, as catch-up.mjs does it: one event was
 * missed (its row is gone); catchUp() lists the events after the last one received, page
 * by page with the same filters, and stores those it lacks, leaving the others alone.
 */
async function checkCatchUp(dir: string, db: MemoryDb, mock: Mock): Promise<void> {
  const handler = 'catch-up after an outage';
  const rows = () =>
    new Map(
      db.public
        .many('SELECT id, received_at, handled_at FROM webhook_events')
        .map((row) => [String(row.id), row as {received_at: Date; handled_at: Date | null}]),
    );
  const stored = rows();
  const last = [...stored].sort(([, a], [, b]) => Number(b.received_at) - Number(a.received_at))[0]?.[0];
  // The list answers in two pages: the mock's first event, then the rest after a cursor.
  const routedFetch = globalThis.fetch;
  let listCalls = 0;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const response = await routedFetch(input, init);
    const url = new URL(urlOf(input));
    if (!response.ok || !url.pathname.endsWith('/events')) return response;
    if (++listCalls > 5) throw new Error('more than 5 calls for 2 pages: the loop never reaches the last page');
    const page = (await response.json()) as {data: JsonObject[]};
    return url.searchParams.has('cursor')
      ? Response.json({data: page.data.slice(1), pagination: {next_cursor: null, has_more: false}})
      : Response.json({data: page.data.slice(0, 1), pagination: {next_cursor: 'page-2', has_more: true}});
  };
  const from = mock.requests().length;
  let listed: string[] = [];
  try {
    const {catchUp} = (await import(pathToFileURL(path.join(dir, 'catch-up.mjs')).href)) as {
      catchUp: () => Promise<void>;
    };
    const firstPage = (await routedFetch(`${mock.baseUrl}${mock.basePath}/events?limit=100`, {
      headers: {Authorization: 'Bearer handler-check-token'},
    }).then((response) => response.json())) as {data: JsonObject[]};
    listed = firstPage.data.map((event) => String(event.id));
    const missed = listed.find((id) => stored.has(id)) ?? listed[0];
    db.public.none(`DELETE FROM webhook_events WHERE id = '${missed}'`);
    stored.delete(missed);
    await catchUp();
  } catch (error) {
    fail(handler, 'runs', (error as Error).message);
    return;
  } finally {
    globalThis.fetch = routedFetch;
  }
  const calls = mock
    .requests()
    .slice(from + 1)
    .filter((call) => call.path.endsWith('/events'));
  const [first, second] = calls.map((call) => new URLSearchParams(call.query));
  if (calls.length === 2 && first.get('after') === last && second.get('cursor') === 'page-2')
    pass(handler, 'lists the events after the last one received, and every page');
  else
    fail(
      handler,
      'lists the events after the last one received, and every page',
      `after should be ${last}; calls: ${calls.map((call) => call.query).join(' | ') || 'none'}`,
    );
  second?.delete('cursor');
  if (first && second && first.toString() === second.toString()) pass(handler, 'keeps the filters on every page');
  else fail(handler, 'keeps the filters on every page', calls.map((call) => call.query).join(' | '));
  const now = rows();
  const lacking = listed.filter((id) => !now.has(id));
  if (lacking.length === 0) pass(handler, 'stores every listed event it lacked');
  else fail(handler, 'stores every listed event it lacked', `missing ${lacking.join(', ')}`);
  const changed = [...stored].filter(([id, row]) => String(now.get(id)?.handled_at) !== String(row.handled_at));
  if (changed.length === 0 && now.size === stored.size + listed.filter((id) => !stored.has(id)).length)
    pass(handler, 'leaves the events it had alone');
  else
    fail(
      handler,
      'leaves the events it had alone',
      `changed ${changed.map(([id]) => id).join(', ') || 'the row count'}`,
    );
  checkScopes(handler, mock, from + 1);
}
