import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {listOperations, loadContract, type JsonObject} from '../../plugins/openapi-contracts/contracts';

// The contract's mock: Stoplight Prism in mock mode, behind a small recording proxy.
// Prism ignores the servers' base path and calls `callbacks` URLs, so it serves a copy
// of the contract without callbacks, and the proxy strips the sandbox base path
// (`/v1` for FINAL-1.0.0, `/legacy/v3` for v3.0.0) before forwarding. The proxy listens on
// `port`, Prism on `port + 1`; both bind to 127.0.0.1 only.

export type MockViolation = {
  method: string;
  /** The path the client asked for, base path included. */
  path: string;
  status: number;
  /** Where Prism found the problem, e.g. "request.header.Idempotency-Key". */
  location: string;
  message: string;
};

export type MockRecord = {
  method: string;
  /** The path the client asked for, base path included, without the query. */
  path: string;
  query: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  status: number;
  responseBody: string;
  violations: MockViolation[];
};

export type Mock = {
  /** Origin of the mock; the API lives under the contract's base path, e.g. `${baseUrl}/v1/projects`. */
  baseUrl: string;
  /** The path part of the sandbox server URL, e.g. "/v1". */
  basePath: string;
  /** Prism itself, as a reader runs it: the contract's paths without the base path, unrecorded. */
  prismUrl: string;
  requests(): MockRecord[];
  violations(): MockViolation[];
  stop(): Promise<void>;
};

// From the site's root, where npm runs every script (tsx gives an ES module importing this
// file no usable __dirname).
const PRISM_BIN = path.resolve('node_modules/.bin/prism');
const STARTUP_TIMEOUT_MS = 60_000;

/** The sandbox server's path, the base path every call of the contract lives under. */
function sandboxBasePath(doc: JsonObject, contract: string): string {
  const servers = (doc.servers as {url: string; 'x-environment'?: string}[] | undefined) ?? [];
  const sandbox = servers.find((server) => server['x-environment'] === 'sandbox');
  if (!sandbox) throw new Error(`contracts/openapi/${contract}.yaml: no server with x-environment: sandbox.`);
  return new URL(sandbox.url).pathname.replace(/\/$/, '');
}

/** A copy of the contract that Prism can serve without calling out: no callbacks. */
function writeMockContract(contract: string): {file: string; basePath: string; cleanup(): void} {
  const doc = structuredClone(loadContract(contract));
  for (const {operation, isWebhook} of listOperations(doc)) if (!isWebhook) delete operation.callbacks;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `mock-${contract}-`));
  const file = path.join(dir, `${contract}.json`);
  fs.writeFileSync(file, JSON.stringify(doc));
  return {
    file,
    basePath: sandboxBasePath(doc, contract),
    cleanup: () => fs.rmSync(dir, {recursive: true, force: true}),
  };
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`Mock: port ${port} on 127.0.0.1 is in use.`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function waitForPrism(port: number, prism: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (prism.exitCode !== null) throw new Error(`Prism exited with ${prism.exitCode} before listening:\n${log()}`);
    const ready = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ready && /listening on/i.test(log())) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Prism did not listen on 127.0.0.1:${port} within ${STARTUP_TIMEOUT_MS / 1000} s:\n${log()}`);
}

/** Prism's findings on one exchange: the `sl-violations` header and its own error responses. */
function violationsOf(
  method: string,
  requestPath: string,
  status: number,
  headers: http.IncomingHttpHeaders,
  body: string,
): MockViolation[] {
  const found: MockViolation[] = [];
  const header = headers['sl-violations'];
  if (typeof header === 'string') {
    for (const item of JSON.parse(header) as {location?: string[]; message?: string; severity?: string | number}[]) {
      // Prism lists hints and warnings too; only errors are violations of the contract.
      if (item.severity !== 'Error' && item.severity !== 0) continue;
      found.push({
        method,
        path: requestPath,
        status,
        location: (item.location ?? []).join('.'),
        message: item.message ?? 'violation',
      });
    }
  }
  if (found.length === 0 && status >= 400 && /problem\+json/.test(String(headers['content-type']))) {
    // Prism's own errors (invalid request, no matching route, invalid security) carry a
    // problem document whose type points at stoplight.io/prism/errors.
    try {
      const problem = JSON.parse(body) as {
        type?: string;
        title?: string;
        detail?: string;
        validation?: {location?: string[]; message?: string}[];
      };
      if (problem.type?.includes('stoplight.io/prism/errors')) {
        const details = problem.validation?.length
          ? problem.validation
          : [{location: [], message: problem.detail ?? problem.title}];
        for (const item of details) {
          found.push({
            method,
            path: requestPath,
            status,
            location: (item.location ?? []).join('.'),
            message: `${problem.title}: ${item.message}`,
          });
        }
      }
    } catch {
      // Not JSON: an error response of the contract itself, not Prism's finding.
    }
  }
  return found;
}

export async function startMock(options: {contract: string; port: number}): Promise<Mock> {
  const {contract, port} = options;
  const prismPort = port + 1;
  await assertPortFree(port);
  await assertPortFree(prismPort);
  const copy = writeMockContract(contract);
  const {basePath} = copy;

  let output = '';
  const prism = spawn(PRISM_BIN, ['mock', copy.file, '--host', '127.0.0.1', '--port', String(prismPort), '--errors'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1'},
  });
  // A run that dies without stop() (an uncaught error) takes the mock with it, so that the
  // next run does not find the port taken.
  const killOnExit = () => prism.kill('SIGTERM');
  process.once('exit', killOnExit);
  prism.once('exit', () => process.off('exit', killOnExit));
  prism.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  prism.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stopPrism = () =>
    new Promise<void>((resolve) => {
      if (prism.exitCode !== null || prism.signalCode !== null) return resolve();
      prism.once('exit', () => resolve());
      prism.kill('SIGTERM');
    });

  try {
    await waitForPrism(prismPort, prism, () => output);
  } catch (error) {
    await stopPrism();
    copy.cleanup();
    throw error;
  }

  const records: MockRecord[] = [];
  const proxy = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(request.url ?? '/', 'http://mock');
      const method = request.method ?? 'GET';
      const record: MockRecord = {
        method,
        path: url.pathname,
        query: url.search,
        headers: request.headers,
        body: body.toString(),
        status: 0,
        responseBody: '',
        violations: [],
      };
      records.push(record);
      const reply = (status: number, headers: http.OutgoingHttpHeaders, text: string) => {
        record.status = status;
        record.responseBody = text;
        response.writeHead(status, headers);
        response.end(text);
      };
      if (url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) {
        const message = `${url.pathname} is outside the base path ${basePath} of ${contract}`;
        record.violations.push({method, path: url.pathname, status: 404, location: 'request.path', message});
        return reply(404, {'content-type': 'text/plain'}, message);
      }
      const forwarded = http.request(
        {
          host: '127.0.0.1',
          port: prismPort,
          method,
          path: url.pathname.slice(basePath.length) + url.search || '/',
          headers: {...request.headers, host: `127.0.0.1:${prismPort}`},
        },
        (upstream) => {
          const answer: Buffer[] = [];
          upstream.on('data', (chunk: Buffer) => answer.push(chunk));
          upstream.on('end', () => {
            const text = Buffer.concat(answer).toString();
            const status = upstream.statusCode ?? 502;
            record.violations.push(...violationsOf(method, url.pathname, status, upstream.headers, text));
            const headers = {...upstream.headers};
            delete headers['transfer-encoding'];
            delete headers['content-length'];
            reply(status, headers, text);
          });
        },
      );
      forwarded.on('error', (error) => {
        record.violations.push({
          method,
          path: url.pathname,
          status: 502,
          location: 'mock',
          message: `Prism unreachable: ${error.message}`,
        });
        reply(502, {'content-type': 'text/plain'}, error.message);
      });
      forwarded.end(body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    basePath,
    prismUrl: `http://127.0.0.1:${prismPort}`,
    requests: () => [...records],
    violations: () => records.flatMap((record) => record.violations),
    stop: async () => {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await stopPrism();
      copy.cleanup();
    },
  };
}
