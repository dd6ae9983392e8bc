import {EventEmitter} from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {newDb} from 'pg-mem';
import type {JsonObject} from '../../plugins/openapi-contracts/contracts';
import {findStep, loadScenario} from '../../plugins/openapi-contracts/scenarios';
import type {Mock} from '../../scripts/mock/prism';
import {signature, strictView, type ContractEvent} from './events';
import {checkDeliveries} from './receivers';
import {
  apiClientFiles,
  checkScopes,
  contract,
  contractError,
  doc,
  exampleFile,
  fail,
  isTokenRequest,
  operationOf,
  pass,
  port,
  post,
  readerFolder,
  secret,
  sleep,
  statedScopes,
  tokenRequestScopes,
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
  const server = fs.readFileSync(exampleFile('webhook/server.mjs'), 'utf8');
  const route = fs.readFileSync(exampleFile('notifications/route.mjs'), 'utf8');
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
 * whatever order they came: each project and service at the status of its newest event (an
 * event no newer than the stored status changes nothing), each deliverable as the API last
 * answered, and every question asked.
 */
function expectedState(events: ContractEvent[], mock: Mock, from: number, settled: Map<string, StoredResource>) {
  const resources = new Map<string, StoredResource>();
  const keepNewest = (id: string, status: string, updatedAt: string) => {
    const stored = resources.get(id);
    if (!stored || Date.parse(stored.updated_at) < Date.parse(updatedAt))
      resources.set(id, {status, updated_at: updatedAt});
  };
  const infoRequests: string[] = [];
  for (const {type, payload} of events) {
    const data = payload.data as JsonObject;
    // project.created gives the project's first status, as project.status_changed each next one.
    if (type === 'project.created' || type === 'project.status_changed')
      keepNewest(String(data.project_id), String(data.status), String(data.updated_at));
    if (type === 'service.status_changed')
      keepNewest(String(data.service_id), String(data.status), String(data.updated_at));
    if (type === 'project.info_needed') {
      keepNewest(String(data.project_id), 'info_needed', String(data.updated_at));
      // The contract's question, which the project shows open; a copy's is answered already.
      infoRequests.push(String((data.info_request as JsonObject).id));
    }
  }
  // A tie the worker settled by reading the resource: as the API answered.
  for (const [id, read] of settled) resources.set(id, read);
  for (const call of mock.requests().slice(from))
    if (call.method === 'GET' && call.path.startsWith(`${mock.basePath}/deliverables/`) && call.status === 200) {
      const deliverable = JSON.parse(call.responseBody) as JsonObject;
      keepNewest(String(deliverable.id), String(deliverable.status), String(deliverable.updated_at));
    }
  return {resources, infoRequests};
}

type MemoryDb = ReturnType<typeof newDb>;

function checkStoredState(
  handler: string,
  db: MemoryDb,
  events: ContractEvent[],
  mock: Mock,
  from: number,
  settled: Map<string, StoredResource>,
): void {
  const {resources, infoRequests} = expectedState(events, mock, from, settled);
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
  const check = 'keeps each question the project still shows, not one answered since';
  if (JSON.stringify(asked.sort()) === JSON.stringify([...infoRequests].sort())) pass(handler, check);
  else fail(handler, check, `info_requests holds ${JSON.stringify(asked)}, expected ${JSON.stringify(infoRequests)}`);
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
 * The widget page sends its readers to this worker and its catch-up, with a client allowed
 * the scopes it states for them (its first scope list; reviewing adds its own): each token
 * they ask for must be within that set, or the token call answers insufficient_scope and no
 * widget order is ever confirmed.
 */
function checkWidgetScopeSet(mock: Mock, from: number): void {
  const page = 'docs/widget/intro.mdx';
  const allowed = statedScopes(page);
  const asked = tokenRequestScopes(mock, mock.requests().slice(from)).flatMap((scope) => scope.split(/\s+/));
  const beyond = [...new Set(asked)].filter((scope) => !allowed.has(scope));
  const check = `asks for no scope beyond those ${page} states`;
  if (asked.length > 0 && beyond.length === 0) pass('widget order confirmation', check);
  else
    fail(
      'widget order confirmation',
      check,
      `${page} states ${[...allowed].join(' ')}; the worker and catch-up ask for ${beyond.join(' ') || 'no token'}`,
    );
}

/**
 * The page shows the worker's calls as the `webhook-worker` scenario: the code must ask for
 * the token that scenario asks for and make each call it shows.
 */
function checkFollowsScenario(handler: string, mock: Mock, from: number): void {
  const scenario = loadScenario('webhook-worker');
  const calls = mock.requests().slice(from);
  const requestedScopes = tokenRequestScopes(mock, calls);
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
  const before = tokenRequestScopes(mock, mock.requests().slice(from, expiredAt));
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
  if (
    renewal &&
    isTokenRequest(mock, renewal) &&
    repeat?.method === 'GET' &&
    repeat.path === `${mock.basePath}${repeatedPath}`
  )
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

/**
 * The worker page: an event whose failure may pass is tried again later. Six answers of
 * 503 (send.js's attempts, as the errors page says) leave the event unhandled, its next
 * attempt a minute away and the error kept: six reads of its deliverable so far.
 */
function checkTriedLater(handler: string, db: MemoryDb, eventId: string, reads: number): void {
  const check = 'after send.js gives up (six answers of 503), tries the event again a minute later';
  const [row] = db.public.many(
    `SELECT attempts, retry_at, last_error, handled_at FROM webhook_events WHERE id = '${eventId}'`,
  );
  const inSeconds = row?.retry_at ? (new Date(row.retry_at).getTime() - Date.now()) / 1000 : NaN;
  if (
    reads === 6 &&
    row?.attempts === 1 &&
    !row.handled_at &&
    inSeconds > 45 &&
    inSeconds <= 60 &&
    String(row.last_error).includes('service_unavailable')
  )
    pass(handler, check);
  else
    fail(
      handler,
      check,
      `${reads} reads; attempts ${row?.attempts}, next attempt in ${Math.round(inSeconds)} s, last_error ${row?.last_error}`,
    );
}

/** The worker page: an event whose call answers an error that does not pass is set aside with it. */
function checkSetAside(handler: string, db: MemoryDb, unseen: ContractEvent[]): void {
  for (const event of unseen) {
    const check = `sets aside ${event.type} whose deliverable answers 404 not_found, with the error`;
    const [row] = db.public.many(
      `SELECT failed_at, last_error, handled_at, attempts FROM webhook_events WHERE id = '${event.payload.id}'`,
    );
    if (row?.failed_at && !row.handled_at && row.attempts === 0 && String(row.last_error).includes('not_found'))
      pass(handler, check);
    else fail(handler, check, JSON.stringify(row ?? 'not stored'));
  }
}

export async function checkNotificationsWorker(events: ContractEvent[], mock: Mock): Promise<void> {
  const handler = 'notifications worker';
  const dir = readerFolder({
    'worker.mjs': 'notifications/worker.mjs',
    'catch-up.mjs': 'notifications/catch-up.mjs',
    ...apiClientFiles,
    'confirm-widget-order.js': 'widget/confirm-widget-order.js',
  });
  fs.writeFileSync(path.join(dir, 'server.mjs'), composeNotificationsServer());
  fs.mkdirSync(path.join(dir, 'node_modules/pg'));
  fs.writeFileSync(
    path.join(dir, 'node_modules/pg/package.json'),
    JSON.stringify({name: 'pg', type: 'module', main: 'index.js'}),
  );
  fs.writeFileSync(path.join(dir, 'node_modules/pg/index.js'), 'export default globalThis.handlersCheckPg;\n');

  // One in-memory PostgreSQL (SKIP LOCKED has no meaning with one worker, so pg-mem may ignore it).
  const db = newDb({noAstCoverageCheck: true});
  db.public.none(fs.readFileSync(exampleFile('notifications/schema.sql'), 'utf8'));
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
  // The database is out of reach at the worker's first turn, as while PostgreSQL restarts;
  // each pool must also listen for its idle connections breaking then.
  let unreachable = 1;
  const pools: CheckedPool[] = [];
  class CheckedPool extends EventEmitter {
    private pool = new MemoryPool();
    constructor() {
      super();
      pools.push(this);
    }
    query(text: string, values?: unknown[]) {
      return this.pool.query(text, values).then(strictRows);
    }
    async connect() {
      if (unreachable-- > 0) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
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
  // Two more events, copies of the contract's first deliverable event about deliverables of
  // their own, whose reads this check answers with the contract's error body:
  // - one fails in turn six times with 503 and Retry-After: 1 (the errors page: wait, send
  //   the same call again; send.js gives up after five retries and the worker tries the
  //   event again later), then with 401 token_expired (get a new token and repeat the call
  //   once), then reaches the mock;
  // - one answers 404 not_found, as for a deliverable the token cannot see: an answer that
  //   does not pass, so the worker sets the event aside instead of trying again.
  const deliverableEvent = events.find((event) => (event.payload.data as JsonObject).deliverable_id);
  const aboutDeliverable = (eventId: string, deliverableId: string): ContractEvent[] =>
    deliverableEvent
      ? [
          {
            ...deliverableEvent,
            payload: {
              ...deliverableEvent.payload,
              id: eventId,
              data: {...(deliverableEvent.payload.data as JsonObject), deliverable_id: deliverableId},
            },
          },
        ]
      : [];
  const [failOnce] = aboutDeliverable('evt_01JR0000000000000000000002', 'dlv_01JR0000000000000000000002');
  const deliverablePath = '/deliverables/dlv_01JR0000000000000000000002';
  const unseen = aboutDeliverable('evt_01JR0000000000000000000001', 'dlv_01JR0000000000000000000000');
  const unseenPath = '/deliverables/dlv_01JR0000000000000000000000';
  // The contract's project.info_needed, then the same project's question of an hour before,
  // delivered late (a retry, the catch-up): the API shows the project with the newer question
  // open, so only that one is for the customer; the older one was answered.
  const infoNeeded = events.find((event) => event.type === 'project.info_needed');
  const infoData = infoNeeded?.payload.data as JsonObject | undefined;
  const openQuestion = infoData?.info_request as JsonObject | undefined;
  if (!openQuestion) fail(handler, 'has its events', `${contract} has no project.info_needed webhook with a question`);
  const hourBefore = (time: unknown) => new Date(Date.parse(String(time)) - 3_600_000).toISOString();
  const answeredEarlier: ContractEvent[] =
    infoNeeded && infoData && openQuestion
      ? [
          {
            ...infoNeeded,
            payload: {
              ...infoNeeded.payload,
              id: 'evt_01JR0000000000000000000003',
              data: {
                ...infoData,
                updated_at: hourBefore(infoData.updated_at),
                info_request: {
                  ...openQuestion,
                  id: 'inf_01JR0000000000000000000003',
                  asked_at: hourBefore(openQuestion.asked_at),
                },
              },
            },
          },
        ]
      : [];
  // The contract's service.status_changed, and another status of that service with the same
  // updated_at: the events do not tell which came last, whichever the worker handles first, so
  // it reads the project. Its answer shows the service as it stands now, a minute later (an
  // event still on its way): that is what the worker keeps.
  const serviceChanged = events.find((event) => event.type === 'service.status_changed');
  const serviceData = serviceChanged?.payload.data as JsonObject | undefined;
  if (!serviceData) fail(handler, 'has its events', `${contract} has no service.status_changed webhook`);
  const tied: ContractEvent[] =
    serviceChanged && serviceData
      ? [
          {
            ...serviceChanged,
            payload: {
              ...serviceChanged.payload,
              id: 'evt_01JR0000000000000000000004',
              // The status it had before, reported with the same updated_at.
              data: {...serviceData, previous_status: 'in_progress', status: serviceData.previous_status},
            },
          },
        ]
      : [];
  const settled = new Map<string, StoredResource>(
    serviceData
      ? [
          [
            String(serviceData.service_id),
            {
              status: String(serviceData.status),
              updated_at: new Date(Date.parse(String(serviceData.updated_at)) + 60_000).toISOString(),
            },
          ],
        ]
      : [],
  );
  const delivered = [...events, ...(failOnce ? [failOnce] : []), ...unseen, ...answeredEarlier, ...tied];
  let unseenReads = 0;
  const routedFetch = globalThis.fetch;
  const failures = [
    ...Array.from({length: 6}, () => () => contractError(503, 'service_unavailable', {'Retry-After': '1'})),
    () => {
      expiredAt = mock.requests().length;
      return contractError(401, 'token_expired');
    },
  ];
  const readTimes: number[] = [];
  let expiredAt: number | undefined;
  // The project of the contract's project.created event is a paid widget order: the API
  // answers it as the widget-order scenario's confirm step does, under the event's ID.
  const widgetOrder = events.find((event) => event.type === 'project.created')?.payload.data as JsonObject | undefined;
  const confirmed = findStep(loadScenario('widget-order'), 'confirm').step.call?.response.body as JsonObject;
  const widgetProject: JsonObject = {...confirmed, id: widgetOrder?.project_id, reference: widgetOrder?.reference};
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = urlOf(input);
    if (widgetOrder && url.endsWith(`/projects/${widgetOrder.project_id}`)) {
      const response = await routedFetch(input, init);
      return response.ok ? Response.json(widgetProject) : response;
    }
    if (infoData && openQuestion && url.endsWith(`/projects/${infoData.project_id}`)) {
      const response = await routedFetch(input, init);
      if (!response.ok) return response;
      const project = (await response.json()) as JsonObject;
      const services = (project.services as JsonObject[]).map((service) =>
        settled.has(String(service.id)) ? {...service, ...settled.get(String(service.id))} : service,
      );
      return Response.json({...project, status: 'info_needed', info_request: openQuestion, services});
    }
    if (url.endsWith(unseenPath)) {
      unseenReads += 1;
      return contractError(404, 'not_found');
    }
    if (failOnce && url.endsWith(deliverablePath)) {
      readTimes.push(performance.now());
      const failure = failures.shift();
      if (failure) return failure();
    }
    return routedFetch(input, init);
  };
  // The page calls it a complete handler: every event type the contract sends has its own
  // case, so none reaches the branch for types that are new to the handler.
  const workerSource = fs.readFileSync(path.join(dir, 'worker.mjs'), 'utf8');
  for (const type of new Set(events.filter((event) => event.schema !== undefined).map((event) => event.type))) {
    if (workerSource.includes(`case '${type}':`)) pass(handler, `has a case for ${type}`);
    else fail(handler, `has a case for ${type}`, 'the event falls into the default branch, for unknown types');
  }
  const from = mock.requests().length;
  try {
    await import(pathToFileURL(path.join(dir, 'server.mjs')).href);
    await waitForPort(serverPort, 'the notifications server');
    // The worker loops for ever; it runs until this check's process exits.
    import(pathToFileURL(path.join(dir, 'worker.mjs')).href).catch((error: Error) =>
      logged.push(`worker stopped: ${error.message}`),
    );
    await checkDeliveries(handler, `http://127.0.0.1:${serverPort}/webhooks/studiowave`, delivered);
    const stored = db.public.many('SELECT id FROM webhook_events');
    if (stored.length === delivered.length) pass(handler, 'stores each signed event once, nothing else');
    else
      fail(
        handler,
        'stores each signed event once, nothing else',
        `${stored.length} rows for ${delivered.length} signed events`,
      );

    const waitFor = async (condition: string) => {
      const deadline = Date.now() + 20_000;
      while (db.public.many(`SELECT id FROM webhook_events WHERE ${condition}`).length > 0 && Date.now() < deadline)
        await sleep(200);
    };
    // First turn: every event handled, set aside, or waiting for its next attempt.
    await waitFor('handled_at IS NULL AND failed_at IS NULL AND attempts = 0');
    checkTriedLater(handler, db, String(failOnce?.payload.id), readTimes.length);
    // A minute passes: the event's next attempt is due.
    db.public.none(`UPDATE webhook_events SET retry_at = now() WHERE id = '${failOnce?.payload.id}'`);
    await waitFor('handled_at IS NULL AND failed_at IS NULL');
    checkSetAside(handler, db, unseen);
    const stopped = logged.find((line) => line.startsWith('worker stopped'));
    if (!stopped && logged.some((line) => line.includes('ECONNREFUSED')))
      pass(handler, 'keeps running when the database is out of reach');
    else
      fail(handler, 'keeps running when the database is out of reach', stopped ?? 'the refused connect was not logged');
    for (const row of db.public.many('SELECT id, type, handled_at, attempts FROM webhook_events')) {
      if (unseen.some((event) => event.payload.id === row.id)) continue;
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
    checkStoredState(handler, db, events, mock, from, settled);
    // The page: the worker calls confirmWidgetOrder, which keeps the sale at the API's price.
    const sales = db.public.many('SELECT project_id, reference, amount, currency FROM widget_sales');
    const price = widgetProject.price as JsonObject;
    const wantedSale = [{project_id: widgetProject.id, reference: widgetProject.reference, ...price}];
    if (JSON.stringify(sales) === JSON.stringify(wantedSale))
      pass(handler, 'records the widget sale of project.created');
    else
      fail(
        handler,
        'records the widget sale of project.created',
        `widget_sales: ${JSON.stringify(sales)}, expected ${JSON.stringify(wantedSale)}`,
      );
    await checkRedeliveries(handler, `http://127.0.0.1:${serverPort}/webhooks/studiowave`, db, delivered);
    if (unseenReads === 1) pass(handler, 'reads the deliverable of a set-aside event once, never again');
    else fail(handler, 'reads the deliverable of a set-aside event once, never again', `${unseenReads} reads`);
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
    const waited = readTimes[1] - readTimes[0];
    if (waited >= 990) pass(handler, 'after a 503 with Retry-After: 1, sends the same call again a second later');
    else
      fail(
        handler,
        'after a 503 with Retry-After: 1, sends the same call again a second later',
        Number.isNaN(waited) ? `${readTimes.length} reads in all` : `after ${Math.round(waited)} ms`,
      );
    checkFollowsScenario(handler, mock, from);
    globalThis.fetch = routedFetch;
    await checkCatchUp(dir, db, events, mock);
    checkWidgetScopeSet(mock, from);
    // node-postgres emits 'error' on the pool; with no listener, Node stops the process.
    const unheard = pools.filter((pool) => pool.listenerCount('error') === 0).length;
    if (unheard === 0) pass(handler, 'every pool survives a lost idle connection');
    else
      fail(
        handler,
        'every pool survives a lost idle connection',
        `${unheard} of ${pools.length} have no 'error' listener`,
      );
  } finally {
    console.error = consoleError;
    globalThis.fetch = routedFetch;
  }
}

type ListedEvent = JsonObject & {id: string; type: string; created_at: string; data: JsonObject};

/**
 * The webhook page's catch-up after an outage, as catch-up.mjs does it. Each request reaches
 * the mock, which holds its query to the contract; the answer is this check's own list of
 * three contract events, created 3, 2 and 1 hours ago, filtered by `created_after` and
 * `after` as the contract defines them, in two pages.
 *
 * - First run, nothing received (the endpoint had the wrong secret): it stores all three.
 * - A later run, the last one having begun 150 minutes ago: the event of 2 hours ago was
 *   missed while the newer one arrived, as when a retried event comes after a newer one.
 *   It stores the missed one, and lists from where the last run began, not from the start.
 * - A last run more than 30 days ago: the list may have lost events, so the run fails.
 *   The statement its error names then makes the next run list all 30 days.
 */
async function checkCatchUp(dir: string, db: MemoryDb, events: ContractEvent[], mock: Mock): Promise<void> {
  const handler = 'catch-up after an outage';
  const hour = 60 * 60 * 1000;
  const now = Date.now();
  // Copies of an event the worker handles without a call (a widget order's project.created, a
  // project.status_changed to cancelled, a project.info_needed and a status that ties with the
  // stored one make one): the calls that reach the mock are the catch-up's. Each copy has an ID
  // of its own.
  const types = ['project.status_changed', 'project.status_changed', 'project.status_changed'];
  const history = types.flatMap((type, index) => {
    const event = events.find((candidate) => candidate.type === type);
    return event
      ? [
          {
            ...event.payload,
            id: `${String(event.payload.id).slice(0, -1)}${index}`,
            created_at: new Date(now - (3 - index) * hour).toISOString(),
          } as ListedEvent,
        ]
      : [];
  });
  if (history.length !== types.length) {
    fail(handler, 'has its events', `the contract lacks an example of ${types.join(', ')}`);
    return;
  }
  const [older, missed, newer] = history;
  const listed = (query: URLSearchParams) => {
    const after = query.get('after');
    const createdAfter = query.get('created_after');
    const start = after === null ? 0 : history.findIndex((event) => event.id === after) + 1;
    if (after !== null && start === 0) return undefined;
    return history
      .slice(start)
      .filter((event) => createdAfter === null || Date.parse(event.created_at) >= Date.parse(createdAfter));
  };
  const routedFetch = globalThis.fetch;
  let listCalls = 0;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const response = await routedFetch(input, init);
    const url = new URL(urlOf(input));
    if (!response.ok || !url.pathname.endsWith('/events')) return response;
    if (++listCalls > 5) throw new Error('more than 5 calls for 2 pages: the loop never reaches the last page');
    await response.arrayBuffer();
    const data = listed(url.searchParams);
    if (!data)
      return Response.json(
        {
          error: {
            code: 'invalid_request',
            message: '`after` is not an event of the last 30 days.',
            request_id: 'req_01JR0000000000000000000000',
          },
        },
        {status: 400},
      );
    return url.searchParams.has('cursor')
      ? Response.json({data: data.slice(1), pagination: {next_cursor: null, has_more: false}})
      : Response.json({
          data: data.slice(0, 1),
          pagination: {next_cursor: data.length > 1 ? 'page-2' : null, has_more: data.length > 1},
        });
  };
  const from = mock.requests().length;
  const literal = (value: unknown) => `'${String(value).replaceAll("'", "''")}'`;
  const handledAt = () =>
    new Map(
      db.public
        .many('SELECT id, handled_at FROM webhook_events')
        .map((row) => [String(row.id), String(row.handled_at)]),
    );
  const lastRun = () => db.public.many('SELECT started_at FROM catch_up')[0]?.started_at as Date | null | undefined;
  const setLastRun = (time: number) =>
    db.public.none(`UPDATE catch_up SET started_at = ${literal(new Date(time).toISOString())}`);
  try {
    const {catchUp} = (await import(pathToFileURL(path.join(dir, 'catch-up.mjs')).href)) as {
      catchUp: () => Promise<void>;
    };
    const run = async () => {
      const start = mock.requests().length;
      listCalls = 0;
      let error: Error | undefined;
      await catchUp().catch((caught: Error) => (error = caught));
      const queries = mock
        .requests()
        .slice(start)
        .filter((call) => call.path.endsWith('/events'))
        .map((call) => new URLSearchParams(call.query));
      return {error, queries, shown: queries.map((query) => query.toString()).join(' | ') || 'no call'};
    };
    const checkPages = (which: string, queries: URLSearchParams[], shown: string) => {
      const [first, second] = queries;
      if (queries.length === 2 && second.get('cursor') === 'page-2') pass(handler, `${which}: reads every page`);
      else fail(handler, `${which}: reads every page`, shown);
      second?.delete('cursor');
      if (first && second && first.toString() === second.toString())
        pass(handler, `${which}: keeps the filters on every page`);
      else fail(handler, `${which}: keeps the filters on every page`, shown);
    };

    // First run: nothing received, no run before.
    db.public.none('DELETE FROM webhook_events');
    const firstStart = Date.now();
    const first = await run();
    const firstEnd = Date.now();
    const lacking = history.filter((event) => !handledAt().has(event.id)).map((event) => event.id);
    if (!first.error && lacking.length === 0) pass(handler, 'first run, nothing received: stores every listed event');
    else
      fail(
        handler,
        'first run, nothing received: stores every listed event',
        `${first.error?.message ?? `missing ${lacking.join(', ')}`}; calls: ${first.shown}`,
      );
    checkPages('first run', first.queries, first.shown);
    const recorded = lastRun()?.getTime();
    if (recorded !== undefined && recorded >= firstStart && recorded <= firstEnd)
      pass(handler, 'records when its complete run began');
    else fail(handler, 'records when its complete run began', `catch_up holds ${lastRun()?.toISOString()}`);
    const deadline = Date.now() + 5_000;
    while (db.public.many('SELECT id FROM webhook_events WHERE handled_at IS NULL').length > 0 && Date.now() < deadline)
      await sleep(100);

    // A later run: the newer event arrived, the one before it did not.
    db.public.none('DELETE FROM webhook_events');
    for (const [event, received] of [
      [older, now - 3 * hour],
      [newer, now - hour],
    ] as const) {
      const time = literal(new Date(received).toISOString());
      db.public.none(
        `INSERT INTO webhook_events (id, type, data, test_mode, received_at, handled_at) VALUES
         (${literal(event.id)}, ${literal(event.type)}, ${literal(JSON.stringify(event.data))}, true, ${time}, ${time})`,
      );
    }
    const lastStart = now - 150 * 60 * 1000;
    setLastRun(lastStart);
    const had = handledAt();
    const later = await run();
    const stored = handledAt();
    if (!later.error && stored.has(missed.id))
      pass(handler, 'stores an event it missed, created before one it received');
    else
      fail(
        handler,
        'stores an event it missed, created before one it received',
        `${later.error?.message ?? `${missed.id} is not stored`}; calls: ${later.shown}`,
      );
    const since = Date.parse(later.queries[0]?.get('created_after') ?? '');
    if (since <= lastStart && since > Date.parse(older.created_at))
      pass(handler, 'lists from where its last run began');
    else
      fail(
        handler,
        'lists from where its last run began',
        `created_after should be at most ${new Date(lastStart).toISOString()} and after ${older.created_at}; calls: ${later.shown}`,
      );
    checkPages('later run', later.queries, later.shown);
    const changed = [...had].filter(([id, handled]) => stored.get(id) !== handled).map(([id]) => id);
    if (changed.length === 0 && stored.size === had.size + 1) pass(handler, 'leaves the events it had alone');
    else fail(handler, 'leaves the events it had alone', `changed ${changed.join(', ') || 'the row count'}`);

    // A last run beyond the 30 days the list keeps.
    const longAgo = now - 31 * 24 * hour;
    setLastRun(longAgo);
    const stale = await run();
    if (stale.error && lastRun()?.getTime() === longAgo)
      pass(handler, 'fails when its last run is older than the 30 days the list keeps');
    else
      fail(
        handler,
        'fails when its last run is older than the 30 days the list keeps',
        `it ${stale.error ? 'recorded a run' : 'passed'}; calls: ${stale.shown}`,
      );
    // The statement its error names starts the catch-up over, as the Webhooks page says.
    const rearm = /`(UPDATE catch_up[^`]*)`/.exec(stale.error?.message ?? '')?.[1];
    if (rearm) db.public.none(rearm);
    const again = await run();
    if (rearm && !again.error && again.queries.length > 0 && !again.queries[0].has('created_after'))
      pass(handler, 'after the statement its 30-day error names, lists all 30 days again');
    else
      fail(
        handler,
        'after the statement its 30-day error names, lists all 30 days again',
        rearm
          ? `${again.error?.message ?? 'no error'}; calls: ${again.shown}`
          : `no statement in: ${stale.error?.message}`,
      );
  } catch (error) {
    fail(handler, 'runs', (error as Error).message);
    return;
  } finally {
    globalThis.fetch = routedFetch;
  }
  checkScopes(handler, mock, from);
}
