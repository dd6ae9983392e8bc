/**
 * Checks the files generated from each contract by the build (plugins/contract-downloads):
 *
 * 1. Newman runs each version's Postman collection against the contract's mock (Prism,
 *    scripts/mock/prism.ts): every request must answer 2xx with no validation violation.
 * 2. The TypeScript types compile, a typed createProject request type-checks
 *    (fixtures/contract-types/create-project.ts), and one with a misspelt field fails,
 *    naming the field (create-project-misspelt.ts).
 * 3. The "Use:" lines at the top of each version's types file compile against it.
 * 4. As the authentication pages say, the `accessToken` variable is all a collection needs:
 *    every secured request sends it as its contract's security scheme asks; the token
 *    call asks for every scope the other requests need, and no request sends an optional
 *    query parameter with a made-up value.
 *
 *   npm run build && npm run check:downloads
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {
  deref,
  listContracts,
  loadContract,
  matchOperation,
  operationScopes,
  type JsonObject,
} from '../plugins/openapi-contracts/contracts';
import {downloadFiles} from '../src/data/contractDownloads';
import {currentVersion} from '../src/data/versions';
import {assertBuilt, defaultBuildDir} from './deploy/build-files';
import {startMock, type Mock, type MockRecord} from './mock/prism';

const run = promisify(execFile);
const bin = (name: string): string => path.resolve(__dirname, '../node_modules/.bin', name);
/** The mock's proxy and Prism take two ports of this range, one pair per contract. */
const firstMockPort = Number(process.env.DOWNLOADS_MOCK_PORT ?? 4880);

type NewmanExecution = {
  item: {name: string};
  request: {method: string};
  response?: {code: number};
  requestError?: {message: string};
};
type NewmanReport = {
  run: {executions: NewmanExecution[]; failures: Array<{error: {message: string}; source?: {name?: string}}>};
};

const accessToken = 'mock-access-token';

/** Requests of a secured call that do not carry `accessToken` as the contract's scheme says. */
function credentialProblems(contract: string, mock: Mock): string[] {
  const doc = loadContract(contract);
  const schemes = ((doc.components as JsonObject | undefined)?.securitySchemes ?? {}) as Record<string, JsonObject>;
  const sends = (headers: MockRecord['headers'], scheme: JsonObject) =>
    scheme.type === 'apiKey'
      ? headers[String(scheme.name).toLowerCase()] === accessToken
      : headers.authorization === `Bearer ${accessToken}`;
  return mock.requests().flatMap((request) => {
    const operation = matchOperation(doc, request.method, request.path.slice(mock.basePath.length));
    const security = (operation?.operation.security ?? doc.security ?? []) as Record<string, string[]>[];
    if (!operation || security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0))
      return [];
    const sent = security.some((requirement) =>
      Object.keys(requirement).every((name) => sends(request.headers, schemes[name] ?? {})),
    );
    return sent
      ? []
      : [`"${operation.operation.summary}" does not send {{accessToken}} as ${Object.keys(security[0])[0]} asks`];
  });
}

/**
 * What the collection sends, as the API would judge it beyond the mock: the token it asks
 * for carries the scopes of every other request (Prism checks no scope), and a query
 * parameter is sent only when the call requires it or with the contract's own example
 * (Prism takes any string as a cursor, the API only one it returned).
 */
function sentProblems(contract: string, mock: Mock): string[] {
  const doc = loadContract(contract);
  const problems: string[] = [];
  const granted = new Set<string>();
  const needed = new Map<string, string>();
  for (const request of mock.requests()) {
    const operation = matchOperation(doc, request.method, request.path.slice(mock.basePath.length));
    if (!operation) continue;
    const body = request.body ? (JSON.parse(request.body) as JsonObject) : {};
    if ('client_secret' in body && typeof body.scope === 'string')
      for (const scope of body.scope.split(' ')) granted.add(scope);
    for (const scope of operationScopes(doc, operation.operation))
      needed.set(scope, String(operation.operation.summary));
    const parameters = ((operation.operation.parameters ?? []) as unknown[]).map((parameter) =>
      deref<JsonObject>(doc, parameter),
    );
    for (const [name, value] of new URLSearchParams(request.query)) {
      const parameter = parameters.find((candidate) => candidate.in === 'query' && candidate.name === name);
      if (!parameter?.required && String(parameter?.example) !== value)
        problems.push(
          `"${operation.operation.summary}" sends ${name}=${value}, neither required nor the contract's example`,
        );
    }
  }
  if (granted.size > 0)
    for (const [scope, summary] of needed)
      if (!granted.has(scope)) problems.push(`the token call does not ask for ${scope}, which "${summary}" needs`);
  return problems;
}

async function runCollection(contract: string, port: number): Promise<string[]> {
  const collectionFile = path.join(defaultBuildDir, downloadFiles(contract).postman);
  const collection = JSON.parse(fs.readFileSync(collectionFile, 'utf8')) as {item: Array<{item?: unknown[]}>};
  const expected = collection.item.flatMap((folder) => folder.item ?? [folder]).length;
  const mock = await startMock({contract, port});
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'newman-')), 'report.json');
  const problems: string[] = [];
  try {
    await run(bin('newman'), [
      'run',
      collectionFile,
      '--env-var',
      `baseUrl=${mock.baseUrl}${mock.basePath}`,
      '--env-var',
      `accessToken=${accessToken}`,
      '--reporters',
      'json',
      '--reporter-json-export',
      report,
      '--timeout-request',
      '10000',
    ]).catch((error: {stderr?: string}) => {
      if (!fs.existsSync(report)) throw new Error(`newman failed on ${collectionFile}: ${error.stderr ?? error}`);
    });
    const {run: result} = JSON.parse(fs.readFileSync(report, 'utf8')) as NewmanReport;
    if (result.executions.length !== expected)
      problems.push(`${expected} requests in the collection, ${result.executions.length} sent`);
    for (const execution of result.executions) {
      const code = execution.response?.code;
      if (code === undefined || code >= 300) {
        problems.push(`"${execution.item.name}" answered ${code ?? execution.requestError?.message ?? 'nothing'}`);
      }
    }
    for (const failure of result.failures)
      problems.push(`${failure.source?.name ?? 'collection'}: ${failure.error.message}`);
    problems.push(...credentialProblems(contract, mock), ...sentProblems(contract, mock));
    for (const violation of mock.violations()) {
      problems.push(`${violation.method} ${violation.path}: ${violation.location} ${violation.message}`);
    }
    console.log(
      `${contract}: Newman sent ${result.executions.length} requests to the mock, ${problems.length} problems`,
    );
  } finally {
    await mock.stop();
    fs.rmSync(path.dirname(report), {recursive: true, force: true});
  }
  return problems.map((problem) => `${path.relative(process.cwd(), collectionFile)}: ${problem}`);
}

async function typeCheck(file: string, typesFile: string): Promise<{ok: boolean; output: string}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-types-'));
  try {
    fs.copyFileSync(typesFile, path.join(dir, path.basename(typesFile)));
    fs.copyFileSync(file, path.join(dir, path.basename(file)));
    const args = [
      '--ignoreConfig',
      '--noEmit',
      '--strict',
      '--target',
      'es2022',
      '--module',
      'esnext',
      '--moduleResolution',
      'bundler',
      path.basename(file),
    ];
    const result = await run(bin('tsc'), args, {cwd: dir}).then(
      ({stdout}) => ({ok: true, output: stdout}),
      (error: {stdout?: string}) => ({ok: false, output: error.stdout ?? String(error)}),
    );
    const fixtureDir = path.relative(process.cwd(), path.dirname(file));
    return {ok: result.ok, output: result.output.replace(/^(?=\S+\.ts\(\d+,\d+\))/gm, `${fixtureDir}/`)};
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

async function checkTypes(): Promise<string[]> {
  const fixtures = path.resolve(__dirname, 'fixtures/contract-types');
  const typesFile = path.join(defaultBuildDir, downloadFiles(currentVersion.contract).types);
  const problems: string[] = [];
  const valid = await typeCheck(path.join(fixtures, 'create-project.ts'), typesFile);
  if (!valid.ok)
    problems.push(`a valid createProject request does not type-check against ${typesFile}:\n${valid.output}`);
  const misspelt = await typeCheck(path.join(fixtures, 'create-project-misspelt.ts'), typesFile);
  if (misspelt.ok || !/create-project-misspelt\.ts\(\d+,\d+\): error TS\d+: .*'titel'/.test(misspelt.output)) {
    problems.push(
      `a createProject request with the misspelt field "titel" should fail, naming it; tsc said:\n${misspelt.output || 'nothing'}`,
    );
  }
  console.log(
    `${currentVersion.contract}: types compile, a typed request checks, a misspelt field fails (${problems.length} problems)`,
  );
  return problems;
}

/** The example in the header of a types file, as the TypeScript it shows. */
function usageExample(typesText: string): string {
  const header = typesText.slice(0, typesText.indexOf('\n\n'));
  const lines = header.split('\n').filter((line) => /^\/\/ Use: |^\/\/ {6}/.test(line));
  return lines.map((line) => line.replace(/^\/\/ Use: |^\/\/ {6}/, '')).join('\n');
}

async function checkUsageExamples(): Promise<string[]> {
  const problems: string[] = [];
  for (const contract of listContracts()) {
    const typesFile = path.join(defaultBuildDir, downloadFiles(contract).types);
    const example = usageExample(fs.readFileSync(typesFile, 'utf8'));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-types-usage-'));
    try {
      const file = path.join(dir, 'usage.ts');
      fs.writeFileSync(file, `${example}\nexport type {Body};\n`);
      const result = await typeCheck(file, typesFile);
      if (!example.includes('type Body') || !result.ok)
        problems.push(`the "Use:" example at the top of ${typesFile} does not compile:\n${example}\n${result.output}`);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }
  console.log(
    `types files: the "Use:" example compiles in ${listContracts().length - problems.length} of ${listContracts().length}`,
  );
  return problems;
}

async function main(): Promise<void> {
  assertBuilt(defaultBuildDir);
  const problems = [...(await checkTypes()), ...(await checkUsageExamples())];
  let port = firstMockPort;
  for (const contract of listContracts()) {
    problems.push(...(await runCollection(contract, port)));
    port += 2;
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
