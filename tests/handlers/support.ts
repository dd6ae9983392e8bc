import {spawn, type ChildProcess} from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  declaresIdempotencyKey,
  findOperation,
  loadContract,
  matchOperation,
  operationScopes,
  type JsonObject,
} from '../../plugins/openapi-contracts/contracts';
import {buildServersView} from '../../plugins/openapi-contracts/views';
import type {Mock, MockRecord} from '../../scripts/mock/prism';

// What every handler check shares: the contract and its mock, the results, and the
// checks of the calls a handler makes.

export const contract = 'final-1.0.0';
export const port = Number(process.env.HANDLERS_PORT ?? 4200);
export const secret = 'whsec_handler_check';
export const doc = loadContract(contract);
export const servers = buildServersView(contract, doc);
export const examples = path.resolve(__dirname, '../../examples/handlers');
const examplesRoot = path.dirname(examples);
/** Example files the checks asked for, relative to the repository: `examples/handlers/…`. */
const examplesRun = new Set<string>();
const fromRepository = (file: string) => path.relative(path.dirname(examplesRoot), file).split(path.sep).join('/');

/** An example file (a path under examples/handlers/), noted as run by the check that asks for it. */
export function exampleFile(relative: string): string {
  const file = path.join(examples, relative);
  if (!fs.existsSync(file)) throw new Error(`examples/handlers/${relative}: no such file`);
  examplesRun.add(fromRepository(file));
  return file;
}

/** The files under examples/ no check has asked for: pages show them, so each must run. */
export function examplesNotRun(): string[] {
  return fs
    .readdirSync(examplesRoot, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => fromRepository(path.join(entry.parentPath, entry.name)))
    .filter((file) => !examplesRun.has(file))
    .sort();
}

type Result = {handler: string; check: string; problem?: string};
export const results: Result[] = [];
export const pass = (handler: string, check: string) => results.push({handler, check});
export const fail = (handler: string, check: string, problem: string) => results.push({handler, check, problem});

/** One named check of `handler` at a time: the problem `run` returns or throws fails it, none passes it. */
export const checkOf = (handler: string) => async (name: string, run: () => Promise<string | undefined>) => {
  try {
    const problem = await run();
    if (problem) fail(handler, name, problem);
    else pass(handler, name);
  } catch (error) {
    fail(handler, name, (error as Error).message);
  }
};

/** A page's source, by its path in the repository (`docs/api/…`). */
export const readPage = (page: string): string => fs.readFileSync(path.resolve(__dirname, '../..', page), 'utf8');

/** The request body a call's contract shows: its `example`, else its first named example. */
export function requestExampleOf(operation: JsonObject): JsonObject | undefined {
  const media = (
    operation.requestBody as
      {content?: Record<string, {example?: JsonObject; examples?: Record<string, {value: JsonObject}>}>} | undefined
  )?.content?.['application/json'];
  return media ? (media.example ?? Object.values(media.examples ?? {})[0]?.value) : undefined;
}

/** The contract's quote request (an audio ad), which several checks send or vary. */
export const quoteExample = requestExampleOf(findOperation(doc, 'createQuote')!.operation)!;

/** The `Prefer` values a text tells the reader to send as `Prefer: example=…`, in order. */
export const preferredExamples = (text: string): string[] =>
  [...text.matchAll(/`Prefer: (example=\w+)`/g)].map((match) => match[1]);

/**
 * A call to a Prism mock as a test client makes it: a token (`auth`, by default a bearer
 * token; OLD-3.0.0 sends `X-Auth-Token`), JSON, an optional Prefer.
 */
export async function prismCall(
  mock: Mock,
  method: string,
  route: string,
  {
    prefer,
    body,
    auth = {Authorization: 'Bearer a-token'},
  }: {prefer?: string; body?: unknown; auth?: Record<string, string>} = {},
): Promise<{status: number; body: Record<string, unknown>}> {
  const response = await fetch(`${mock.prismUrl}${route}`, {
    method,
    headers: {
      ...auth,
      ...(body === undefined ? {} : {'Content-Type': 'application/json', 'Idempotency-Key': `check-${route}`}),
      ...(prefer ? {Prefer: prefer} : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {status: response.status, body: (await response.json()) as Record<string, unknown>};
}

/**
 * The scopes a page tells the reader's client to be allowed: those of the calls its first
 * `<ApiScopesFor calls="...">` names, as the page renders them.
 */
export function statedScopes(page: string): Set<string> {
  const source = readPage(page);
  const calls = /<ApiScopesFor\b[^>]*\bcalls="([^"]+)"/.exec(source)?.[1].split(/\s+/) ?? [];
  return new Set(
    calls.flatMap((operationId) => {
      const located = findOperation(doc, operationId);
      if (!located) throw new Error(`${page}: <ApiScopesFor> names ${operationId}, not a call of ${contract}`);
      return operationScopes(doc, located.operation);
    }),
  );
}

/** The URL a fetch call asks for, as the handlers' wrapped fetch sees it. */
export const urlOf = (input: string | URL | Request) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * A folder laid out as a reader assembles the pages' files: each example file (a path under
 * examples/handlers/) under the name its page gives it, as ES modules, with Express installed.
 */
export function readerFolder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'handlers-'));
  for (const [name, example] of Object.entries(files)) fs.copyFileSync(exampleFile(example), path.join(dir, name));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({type: 'module'}));
  fs.mkdirSync(path.join(dir, 'node_modules'));
  fs.symlinkSync(path.resolve(__dirname, '../../node_modules/express'), path.join(dir, 'node_modules/express'));
  return dir;
}

/** The errors page's and authentication's client files, which most handlers import. */
export const apiClientFiles = {
  'token.js': 'authentication/token.js',
  'send.js': 'authentication/send.js',
  'api.js': 'authentication/api.js',
};

/** The answer of the API to a failed call: its error envelope, with this check's request ID. */
export const contractError = (status: number, code: string, headers: Record<string, string> = {}) =>
  Response.json(
    {error: {code, message: 'From the handler check.', request_id: 'req_01JR0000000000000000000000'}},
    {status, headers},
  );

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitForPort(
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

export function post(url: string, body: string, headers: Record<string, string>): Promise<number> {
  return fetch(url, {method: 'POST', headers: {'Content-Type': 'application/json', ...headers}, body}).then(
    async (response) => {
      await response.arrayBuffer();
      return response.status;
    },
  );
}

/** The operation of the contract a call to the mock matches. */
export function operationOf(method: string, requestPath: string, basePath: string) {
  return matchOperation(doc, method, requestPath.slice(basePath.length));
}

export const isTokenRequest = (mock: Mock, call: MockRecord): boolean =>
  call.method === 'POST' && call.path === `${mock.basePath}/oauth/token`;

/** The scopes each token request among `calls` asked for, as sent ('projects:read deliverables:read'). */
export function tokenRequestScopes(mock: Mock, calls: MockRecord[]): string[] {
  return calls
    .filter((call) => isTokenRequest(mock, call))
    .map((call) => String((JSON.parse(call.body || '{}') as {scope?: string}).scope ?? ''));
}

/**
 * Every call after a token request is covered by that token's requested scopes; a handler
 * given its token instead is held to the scopes its own comment tells the reader to give.
 */
export function checkScopes(handler: string, mock: Mock, from: number, givenScopes: string[] = []): void {
  const calls = mock.requests().slice(from);
  const granted = new Set([...givenScopes, ...tokenRequestScopes(mock, calls).flatMap((scope) => scope.split(/\s+/))]);
  // The introduction's go-live list: every POST sends an Idempotency-Key (the contract
  // declares one on each), the token call included.
  for (const call of calls.filter((candidate) => candidate.method === 'POST')) {
    const operation = operationOf(call.method, call.path, mock.basePath);
    if (operation && declaresIdempotencyKey(doc, operation) && !call.headers['idempotency-key'])
      fail(handler, `Idempotency-Key on ${operation.operationId}`, 'the POST carries no Idempotency-Key');
  }
  const checked = new Set<string>();
  for (const call of calls.filter((candidate) => !isTokenRequest(mock, candidate))) {
    const operation = operationOf(call.method, call.path, mock.basePath);
    if (!operation) {
      fail(handler, `${call.method} ${call.path}`, 'no operation of the contract matches this call');
      continue;
    }
    if (checked.has(operation.operationId)) continue;
    checked.add(operation.operationId);
    const missing = operationScopes(doc, operation.operation).filter((scope) => !granted.has(scope));
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
export function routeApiToMock(mock: Mock): void {
  const original = globalThis.fetch;
  const {sandboxHost, productionHost} = servers;
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
    let url = urlOf(input);
    for (const host of [`https://${sandboxHost}`, `https://${productionHost}`])
      if (url.startsWith(`${host}/`)) url = mock.baseUrl + url.slice(host.length);
    return original(url, init);
  };
}

// Headers of one connection (Java's client asks to upgrade to HTTP/2), not to be passed on.
const hopHeaders = new Set([
  'host',
  'connection',
  'upgrade',
  'http2-settings',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);
/** The headers a server in front of the mock passes on, either way. */
const withoutHopHeaders = (headers: http.IncomingHttpHeaders | Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && !hopHeaders.has(entry[0]),
    ),
  );

/** One request to a server in front of the mock: its URL (on the mock), a reply, or the mock's own answer. */
export type FrontRequest = {
  request: http.IncomingMessage;
  url: URL;
  /** The request's body, as sent. */
  body: Buffer;
  reply: (answer: Response) => Promise<void>;
  forward: () => Promise<Response>;
};

/**
 * A server on 127.0.0.1:`frontPort` in front of the mock, where a check plants the answers a
 * rule needs: `handle` replies itself or passes on the mock's answer.
 */
export function startFrontServer(
  mock: Mock,
  frontPort: number,
  handle: (front: FrontRequest) => Promise<unknown>,
): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', mock.baseUrl);
      const reply = async (answer: Response) => {
        const body = Buffer.from(await answer.arrayBuffer());
        response.writeHead(answer.status, withoutHopHeaders(Object.fromEntries(answer.headers)));
        response.end(body);
      };
      const body = Buffer.concat(chunks);
      const forward = () =>
        fetch(`${mock.baseUrl}${url.pathname}${url.search}`, {
          method: request.method,
          headers: withoutHopHeaders(request.headers),
          body: chunks.length > 0 ? body : undefined,
        });
      void handle({request, url, body, reply, forward});
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(frontPort, '127.0.0.1', () => resolve(server));
  });
}

/** Runs a reader's program in `cwd`, killed after a minute: its output, with stderr when it failed. */
export function runProgram(
  command: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<{code: number | null; output: string; errors: string}> {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {cwd, env});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({code, output: code === 0 ? stdout : `${stdout}${stderr}`, errors: stderr});
    });
  });
}
