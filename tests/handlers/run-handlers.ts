import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {newDb} from 'pg-mem';
import {loadContract, matchOperation, type JsonObject} from '../../plugins/openapi-contracts/contracts';
import {findStep, loadScenario} from '../../plugins/openapi-contracts/scenarios';
import {buildServersView} from '../../plugins/openapi-contracts/views';
import {startMock, type Mock, type MockRecord} from '../../scripts/mock/prism';
import {localEnvironment, requireRuntimes} from '../support/runtimes';
import {contractEvents, eventOfUnknownType, signature, strictView, type ContractEvent} from './events';

// npm run test:handlers: every webhook receiver and worker the pages show (the files under
// examples/handlers/, which the pages render) runs against events built from the
// contract's webhook examples. A correctly signed event is accepted, of a type the
// contract does not know too; a tampered, stale, future, unsigned, malformed or wrongly
// keyed one is refused with 400; the follow-up calls the pages describe reach the
// contract's mock without a violation, with a token whose scopes cover them; a handler
// that reads an event field the schema lacks fails; and the notifications worker leaves
// its tables as that page promises: newest status wins, a duplicate changes nothing, a
// failed event is tried again, one token serves every call until a 401; its catch-up
// stores the events it missed. The projects list's paging loop reads every page and
// stops on the last.
//
// Ports: HANDLERS_PORT (default 4200) and the next 6: the mock (2), the four receivers,
// the notifications server; and 3000, the port the webhook page's samples listen on.

const contract = 'final-1.0.0';
const port = Number(process.env.HANDLERS_PORT ?? 4200);
const examples = path.resolve(__dirname, '../../examples/handlers');
const secret = 'whsec_handler_check';
const doc = loadContract(contract);

type Result = {handler: string; check: string; problem?: string};
const results: Result[] = [];
const pass = (handler: string, check: string) => results.push({handler, check});
const fail = (handler: string, check: string, problem: string) => results.push({handler, check, problem});

/** The URL a fetch call asks for, as the handlers' wrapped fetch sees it. */
const urlOf = (input: string | URL | Request) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForPort(
  portNumber: number,
  what: string,
  child?: ChildProcess,
  output?: () => string,
): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}: ${output?.() ?? ''}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(portNumber, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(200);
  }
  throw new Error(`${what} did not listen on 127.0.0.1:${portNumber} within 30 s: ${output?.() ?? ''}`);
}

function post(url: string, body: string, headers: Record<string, string>): Promise<number> {
  return fetch(url, {method: 'POST', headers: {'Content-Type': 'application/json', ...headers}, body}).then(
    async (response) => {
      await response.arrayBuffer();
      return response.status;
    },
  );
}

/** The deliveries every receiver must accept (each contract event, signed) and refuse. */
async function checkDeliveries(handler: string, url: string, events: ContractEvent[]): Promise<void> {
  for (const event of events) {
    const body = JSON.stringify(event.payload);
    const status = await post(url, body, {
      'Studiowave-Event-Id': String(event.payload.id),
      'Studiowave-Signature': signature(secret, body),
    });
    if (status === 204) pass(handler, `accepts a signed ${event.type}`);
    else fail(handler, `accepts a signed ${event.type}`, `answered ${status}, not 204`);
  }
  const body = JSON.stringify(events[0].payload);
  // The same event with test_mode flipped: a forged body under a genuine signature.
  const tampered = body.includes('"test_mode":true')
    ? body.replace('"test_mode":true', '"test_mode":false')
    : body.replace('"test_mode":false', '"test_mode":true');
  const refused: [string, string, Record<string, string>][] = [
    ['a tampered body', tampered, {'Studiowave-Signature': signature(secret, body)}],
    [
      'a stale signature (10 minutes old)',
      body,
      {'Studiowave-Signature': signature(secret, body, Math.floor(Date.now() / 1000) - 600)},
    ],
    [
      'a signature from the future (10 minutes ahead)',
      body,
      {'Studiowave-Signature': signature(secret, body, Math.floor(Date.now() / 1000) + 600)},
    ],
    ['another secret', body, {'Studiowave-Signature': signature('whsec_someone_else', body)}],
    ['a shortened v1', body, {'Studiowave-Signature': signature(secret, body).slice(0, -2)}],
    ['a header without t', body, {'Studiowave-Signature': signature(secret, body).replace(/^t=\d+,/, '')}],
    ['no signature', body, {}],
  ];
  for (const [what, sent, headers] of refused) {
    const status = await post(url, sent, {'Studiowave-Event-Id': String(events[0].payload.id), ...headers});
    if (status === 400) pass(handler, `refuses ${what}`);
    else fail(handler, `refuses ${what}`, `answered ${status}, not 400`);
  }
}

/** The event fields a receiver reads, found in its source, must exist in the event envelope. */
function checkReadFields(handler: string, source: string, events: ContractEvent[]): void {
  const reads = new Set<string>();
  for (const pattern of [/\bevent\.(\w+)/g, /\bevent\[["'](\w+)["']\]/g, /\$event\[['"](\w+)['"]\]/g]) {
    for (const match of source.matchAll(pattern)) reads.add(match[1]);
  }
  for (const field of reads) {
    const missing: string[] = [];
    for (const event of events) {
      // Reading the field through the strict view records it when the schema lacks it.
      void strictView(doc, event.payload, [event.schema], 'event', (read) => missing.push(read))[
        field as keyof JsonObject
      ];
    }
    if (missing.length > 0) fail(handler, `reads event.${field}`, `no such field in the event schema (${missing[0]})`);
    else pass(handler, `reads event.${field}`);
  }
}

/** The page's send-test-event.mjs signs a saved event so that the receiver accepts it. */
/** Runs send-test-event.mjs as the webhook page does; without a URL it posts to its default. */
function sendTestEvent(event: ContractEvent, url?: string): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'handlers-event-')), 'event.json');
  fs.writeFileSync(file, JSON.stringify(event.payload, null, 2));
  return new Promise<string>((resolve) => {
    const args = [path.join(examples, 'webhook/send-test-event.mjs'), file, ...(url ? [url] : [])];
    const child = spawn(process.execPath, args, {env: localEnvironment({STUDIOWAVE_WEBHOOK_SECRET: secret})});
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('close', () => {
      fs.rmSync(path.dirname(file), {recursive: true, force: true});
      resolve(text.trim());
    });
  });
}

async function checkSendTestEvent(url: string, event: ContractEvent): Promise<void> {
  const handler = 'send-test-event.mjs';
  const output = await sendTestEvent(event, url);
  if (/^HTTP 2\d\d$/.test(output)) pass(handler, 'posts a signed event the receiver accepts');
  else fail(handler, 'posts a signed event the receiver accepts', output || 'no output');
}

/**
 * The page: send-test-event.mjs "posts to http://localhost:3000/webhooks/studiowave, where the
 * samples above listen". Each receiver started as the page starts it (its default port, or
 * Flask's `--port 3000`; HOST keeps it on 127.0.0.1) must accept the script's default post.
 */
async function checkDefaultEndpoint(event: ContractEvent): Promise<void> {
  const handler = 'send-test-event.mjs';
  const dir = path.join(examples, 'webhook');
  const defaultPort = 3000;
  const receivers: [string, string, string[]][] = [
    ['server.mjs', process.execPath, ['server.mjs']],
    ['app.py', 'python3', ['-m', 'flask', '--app', 'app', 'run', '--port', String(defaultPort)]],
    ['StudiowaveWebhook.java', 'java', ['StudiowaveWebhook.java']],
  ];
  for (const [file, command, args] of receivers) {
    const check = `posts by default where ${file} listens`;
    const child = spawn(command, args, {
      cwd: dir,
      env: localEnvironment({HOST: '127.0.0.1', STUDIOWAVE_WEBHOOK_SECRET: secret}),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await waitForPort(defaultPort, file, child, () => output);
      const answer = await sendTestEvent(event);
      if (answer === 'HTTP 204') pass(handler, check);
      else
        fail(
          handler,
          check,
          answer.split('\n').find((line) => /ECONNREFUSED|^\w*Error:/.test(line.trim())) ?? (answer || 'no output'),
        );
    } catch (error) {
      fail(handler, check, (error as Error).message.split('\n').slice(0, 4).join(' | '));
    } finally {
      child.kill();
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
    }
  }
}

/** The page says each receiver prints every event it accepts: its ID, and its type where it parses JSON. */
async function checkPrintsEvents(
  handler: string,
  output: () => string,
  events: ContractEvent[],
  withType: boolean,
): Promise<void> {
  const lines = events.map((event) => (withType ? `${event.type} ${event.payload.id}` : String(event.payload.id)));
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline && !lines.every((line) => output().includes(line))) await sleep(50);
  const missing = lines.filter((line) => !output().includes(line));
  if (missing.length === 0) pass(handler, `prints the ${withType ? 'type and ID' : 'ID'} of each event`);
  else fail(handler, `prints the ${withType ? 'type and ID' : 'ID'} of each event`, `never printed "${missing[0]}"`);
}

async function checkReceivers(events: ContractEvent[]): Promise<void> {
  const dir = path.join(examples, 'webhook');
  const receivers: {handler: string; file: string; command: (receiverPort: number) => [string, string[]]}[] = [
    {handler: 'webhook receiver, JavaScript', file: 'server.mjs', command: () => [process.execPath, ['server.mjs']]},
    {
      handler: 'webhook receiver, Python',
      file: 'app.py',
      command: (receiverPort) => [
        'python3',
        ['-m', 'flask', '--app', 'app', 'run', '--host', '127.0.0.1', '--port', String(receiverPort)],
      ],
    },
    {
      handler: 'webhook receiver, Java',
      file: 'StudiowaveWebhook.java',
      command: () => ['java', ['StudiowaveWebhook.java']],
    },
    {
      handler: 'webhook receiver, PHP',
      file: 'webhook.php',
      command: (receiverPort) => ['php', ['-S', `127.0.0.1:${receiverPort}`, 'webhook.php']],
    },
  ];
  // The receivers start side by side (Java compiles its file first), then are checked in turn.
  const started = receivers.map((receiver, index) => {
    const receiverPort = port + 2 + index;
    const [command, args] = receiver.command(receiverPort);
    const child = spawn(command, args, {
      cwd: dir,
      env: localEnvironment({HOST: '127.0.0.1', PORT: String(receiverPort), STUDIOWAVE_WEBHOOK_SECRET: secret}),
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return {...receiver, receiverPort, child, output: () => output};
  });
  try {
    for (const receiver of started) {
      checkReadFields(receiver.handler, fs.readFileSync(path.join(dir, receiver.file), 'utf8'), events);
      try {
        await waitForPort(receiver.receiverPort, receiver.handler, receiver.child, receiver.output);
        await checkDeliveries(
          receiver.handler,
          `http://127.0.0.1:${receiver.receiverPort}/webhooks/studiowave`,
          events,
        );
        await checkPrintsEvents(receiver.handler, receiver.output, events, receiver.file !== 'StudiowaveWebhook.java');
        if (receiver.file === 'server.mjs')
          await checkSendTestEvent(`http://127.0.0.1:${receiver.receiverPort}/webhooks/studiowave`, events[0]);
      } catch (error) {
        fail(receiver.handler, 'runs', (error as Error).message.split('\n').slice(0, 6).join(' | '));
      }
    }
  } finally {
    for (const {child} of started) child.kill();
  }
  await checkDefaultEndpoint(events[0]);
}

/** The operation of the contract a call to the mock matches. */
function operationOf(method: string, requestPath: string, basePath: string) {
  return matchOperation(doc, method, requestPath.slice(basePath.length));
}

function scopesOf(operation: JsonObject): string[] {
  const security = (operation.security ?? doc.security ?? []) as Record<string, string[]>[];
  return security.flatMap((requirement) => Object.values(requirement).flat());
}

/**
 * Every call after a token request is covered by that token's requested scopes; a handler
 * given its token instead is held to the scopes its own comment tells the reader to give.
 */
function checkScopes(handler: string, mock: Mock, from: number, givenScopes: string[] = []): void {
  const calls = mock.requests().slice(from);
  const tokens = calls.filter((call) => call.method === 'POST' && call.path === `${mock.basePath}/oauth/token`);
  const granted = new Set([
    ...givenScopes,
    ...tokens.flatMap((call) => String((JSON.parse(call.body || '{}') as {scope?: string}).scope ?? '').split(/\s+/)),
  ]);
  const checked = new Set<string>();
  for (const call of calls.filter((candidate) => !tokens.includes(candidate))) {
    const operation = operationOf(call.method, call.path, mock.basePath);
    if (!operation) {
      fail(handler, `${call.method} ${call.path}`, 'no operation of the contract matches this call');
      continue;
    }
    if (checked.has(operation.operationId)) continue;
    checked.add(operation.operationId);
    const missing = scopesOf(operation.operation).filter((scope) => !granted.has(scope));
    if (missing.length > 0)
      fail(
        handler,
        `token for ${operation.operationId}`,
        `the token's scopes (${[...granted].join(' ')}) lack ${missing.join(', ')}`,
      );
    else pass(handler, `token for ${operation.operationId}`);
  }
  for (const violation of calls.flatMap((call) => call.violations)) {
    fail(
      handler,
      `${violation.method} ${violation.path}`,
      `mock: ${violation.status} ${violation.location}: ${violation.message}`,
    );
  }
}

/** fetch as the handlers call it, with the API hosts pointed at the mock. */
function routeApiToMock(mock: Mock): void {
  const original = globalThis.fetch;
  const {sandboxHost, productionHost} = buildServersView(contract, doc);
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
    let url = urlOf(input);
    for (const host of [`https://${sandboxHost}`, `https://${productionHost}`])
      if (url.startsWith(`${host}/`)) url = mock.baseUrl + url.slice(host.length);
    return original(url, init);
  };
}

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

async function checkNotificationsWorker(events: ContractEvent[], mock: Mock): Promise<void> {
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

/**
 * Follows the widget-order scenario: the handler receives its project.created event, reads
 * the project from the sandbox as its `confirm` step answers (the scenario checker holds
 * that body to the contract), and must mark the order paid; in production (`live`) the same
 * sandbox project must not, and a project whose price differs from the order's must throw.
 */
async function checkWidgetConfirmation(events: ContractEvent[], mock: Mock): Promise<void> {
  const handler = 'widget order confirmation';
  const created = events.find((event) => event.type === 'project.created');
  if (!created) {
    fail(handler, 'has its event', `${contract} has no project.created webhook`);
    return;
  }
  const scenario = loadScenario('widget-order');
  const confirmCall = findStep(scenario, 'confirm').step.call;
  const project = confirmCall?.response.body as JsonObject | undefined;
  if (confirmCall?.operationId !== 'getProject' || !project) {
    fail(handler, 'follows its scenario', `${scenario.file}: step "confirm" is not a getProject call with a body`);
    return;
  }
  const file = path.join(examples, 'widget/confirm-widget-order.js');
  const source = fs.readFileSync(file, 'utf8');
  const {confirmWidgetOrder} = (await import(pathToFileURL(file).href)) as {
    confirmWidgetOrder: (
      event: unknown,
      settings: {api: string; accessToken: string; live: boolean; orders: unknown},
    ) => Promise<void>;
  };
  const badReads: string[] = [];
  const data = created.payload.data as JsonObject;
  const price = project.price as JsonObject;
  const paid: Array<[string, string]> = [];
  const ordersExpecting = (amount: unknown) => ({
    findByReference: async (reference: string) =>
      reference === project.reference
        ? {id: 'ord_1', reference, expectedAmount: amount, currency: price.currency}
        : null,
    markPaid: async (orderId: string, projectId: string) => void paid.push([orderId, projectId]),
  });
  // The request reaches the mock (its path, token and scopes are checked there); the answer
  // is the scenario's, or a variant of it: what the handler decides must follow the API's answer.
  let answer: JsonObject = project;
  const viaMock = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const response = await viaMock(input, init);
    const url = urlOf(input);
    if (!response.ok || !url.endsWith(`/projects/${data.project_id}`)) return response;
    return Response.json(answer, {status: confirmCall.response.status});
  };
  const from = mock.requests().length;
  const run = (live: boolean, expectedAmount: unknown) =>
    confirmWidgetOrder(
      strictView(doc, created.payload, [created.schema], 'event', (field) => badReads.push(field)),
      {
        api: buildServersView(contract, doc).sandbox,
        accessToken: 'handler-check-token',
        live,
        orders: ordersExpecting(expectedAmount),
      },
    );
  const expectPaid = async (check: string, live: boolean, variant: JsonObject, markedPaid: boolean) => {
    answer = variant;
    paid.length = 0;
    await run(live, price.amount);
    const expected = markedPaid ? [['ord_1', project.id]] : [];
    if (JSON.stringify(paid) === JSON.stringify(expected)) pass(handler, check);
    else fail(handler, check, `markPaid calls: ${JSON.stringify(paid)}, expected ${JSON.stringify(expected)}`);
  };
  try {
    await expectPaid('marks the paid sandbox order paid', false, project, true);
    await expectPaid('in production, leaves a test-mode project alone', true, project, false);
    await expectPaid('in production, marks a paid live order paid', true, {...project, test_mode: false}, true);
    const refunded = {...project, payment: {...(project.payment as JsonObject), status: 'refunded'}};
    await expectPaid('believes the API, not the event: a refunded project is not marked paid', false, refunded, false);
    answer = project;
    paid.length = 0;
    const mismatch = await run(false, Number(price.amount) + 1).then(
      () => 'it returned',
      (error: Error) => (paid.length === 0 && error.message.includes(String(project.id)) ? undefined : error.message),
    );
    if (mismatch === undefined) pass(handler, 'refuses a project whose price differs from the order');
    else fail(handler, 'refuses a project whose price differs from the order', mismatch);
  } catch (error) {
    fail(handler, 'handles project.created', (error as Error).message);
  } finally {
    globalThis.fetch = viaMock;
  }
  const wanted = `${mock.basePath}/projects/${data.project_id}`;
  if (
    mock
      .requests()
      .slice(from)
      .some((call) => call.method === 'GET' && call.path === wanted)
  )
    pass(handler, 'reads the project');
  else fail(handler, 'reads the project', `no GET ${wanted} reached the mock`);
  for (const field of new Set(badReads)) fail(handler, `reads ${field}`, 'no such field in the event schema');
  const header = source
    .split('\n')
    .filter((line) => line.startsWith('//'))
    .join(' ');
  checkScopes(handler, mock, from, header.match(/\b[a-z_]+:(?:read|write)\b/g) ?? []);
}

/**
 * The loop of /api/projects/getAll: while a page has a `next_cursor`, it asks for the next
 * one with that cursor and the same filters, and stops on the last. The mock answers each
 * call (and checks its query); the call with a cursor gets the last page: another project,
 * no cursor.
 */
async function checkPagination(mock: Mock): Promise<void> {
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

/** The checks must catch a receiver that accepts anything and a read of a missing field. */
async function selfTest(events: ContractEvent[]): Promise<void> {
  const careless = http.createServer((request, response) =>
    request.resume().on('end', () => response.writeHead(204).end()),
  );
  await new Promise<void>((resolve) => careless.listen(port + 2, '127.0.0.1', () => resolve()));
  const before = results.length;
  try {
    await checkDeliveries('self-test', `http://127.0.0.1:${port + 2}/`, events);
  } finally {
    careless.close();
  }
  const refusals = results.splice(before).filter((result) => result.check.startsWith('refuses '));
  const caught = refusals.filter((result) => result.problem).length;
  if (caught === 0 || caught !== refusals.length)
    throw new Error(
      `Self-test: a receiver that accepts everything failed ${caught} of the ${refusals.length} refusal checks.`,
    );
  const reads: string[] = [];
  const created = events.find((event) => event.type === 'project.created') ?? events[0];
  void (
    strictView(doc, created.payload, [created.schema], 'event', (field) => reads.push(field)) as {
      data: {project?: unknown};
    }
  ).data.project;
  if (reads[0] !== 'event.data.project')
    throw new Error('Self-test: reading event.data.project, which no event has, went unnoticed.');
}

async function main(): Promise<void> {
  const started = Date.now();
  requireRuntimes(['node', 'python3', 'flask', 'java', 'php']);
  const known = contractEvents(contract);
  const events = [...known, eventOfUnknownType(known[0])];
  const mock = await startMock({contract, port});
  try {
    routeApiToMock(mock);
    await selfTest(events);
    await checkReceivers(events);
    await checkNotificationsWorker(events, mock);
    await checkWidgetConfirmation(events, mock);
    await checkPagination(mock);
  } finally {
    await mock.stop();
  }
  const handlers = [...new Set(results.map((result) => result.handler))];
  console.log(
    `handlers: ${handlers
      .map((handler) => {
        const own = results.filter((result) => result.handler === handler);
        return `${handler} ${own.filter((result) => !result.problem).length}/${own.length}`;
      })
      .join(', ')} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  for (const {handler, check, problem} of results.filter((result) => result.problem))
    console.error(`FAIL ${handler}: ${check}: ${problem}`);
  process.exit(results.some((result) => result.problem) ? 1 : 0);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
