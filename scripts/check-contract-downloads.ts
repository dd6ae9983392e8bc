/**
 * Checks the files generated from each contract by the build (plugins/contract-downloads):
 *
 * 1. Newman runs each version's Postman collection against the contract's mock (Prism,
 *    scripts/mock/prism.ts): every request must answer 2xx with no validation violation.
 * 2. The TypeScript types compile, a typed createProject request type-checks
 *    (fixtures/contract-types/create-project.ts), and wrong ones fail, naming the field:
 *    a misspelt field (create-project-misspelt.ts), a voice over with an audio ad's
 *    attributes (create-project-other-category.ts).
 * 3. The "Use:" lines at the top of each version's types file compile against it, in a
 *    project that bundles and in one of Node's ES modules, and their event guard narrows an
 *    event of the events list.
 * 4. The contract's own examples type-check against its types, each where it belongs
 *    (a call's request body and 2xx answers, a webhook's event), as object literals, so a
 *    field the types lack or a value they refuse fails: a reader who types a test fixture
 *    or a mock event with these types can build what the API sends.
 * 5. As the authentication pages say, the credential variables are all a collection needs:
 *    the token call sends them and keeps the token the mock answers in `accessToken`, which
 *    every secured request then sends as its contract's security scheme asks; the token
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
import ts from 'typescript';
import {
  deref,
  listContracts,
  listOperations,
  loadContract,
  matchOperation,
  operationScopes,
  type JsonObject,
} from '../plugins/openapi-contracts/contracts';
import {tokenCall} from '../plugins/contract-downloads/postman';
import {downloadFiles} from '../src/data/contractDownloads';
import {currentVersion} from '../src/data/versions';
import {assertBuilt, defaultBuildDir} from './deploy/build-files';
import {startMock, type Mock, type MockRecord} from './mock/prism';
import {escapeRegexp} from '@docusaurus/utils';

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

/** What Newman is given: one value per credential variable of the token call. */
const credentialValue = (variable: string) => `newman-${variable}`;

/** The token the mock answers the token call with: its contract's example. */
function mockToken(doc: JsonObject): string {
  const {operationId, tokenField} = tokenCall(doc);
  const call = listOperations(doc as never).find((candidate) => candidate.operationId === operationId)!;
  const [, ok] = Object.entries(call.operation.responses as JsonObject).find(([status]) => status.startsWith('2'))!;
  const [[, example]] = mediaExamples(doc, ok);
  return String((example as JsonObject)[tokenField]);
}

/**
 * Requests of a secured call that do not carry the token the token call got, as the
 * contract's scheme says; a token call that does not send the credential variables.
 */
function credentialProblems(contract: string, mock: Mock): string[] {
  const doc = loadContract(contract);
  const accessToken = mockToken(doc as JsonObject);
  const {operationId, credentials} = tokenCall(doc as JsonObject);
  const tokenRequests = mock
    .requests()
    .filter(
      (request) =>
        matchOperation(doc, request.method, request.path.slice(mock.basePath.length))?.operationId === operationId,
    );
  const unsent = credentials.filter(
    ({field, variable}) =>
      !tokenRequests.some(
        (request) => (JSON.parse(request.body || '{}') as JsonObject)[field] === credentialValue(variable),
      ),
  );
  const schemes = ((doc.components as JsonObject | undefined)?.securitySchemes ?? {}) as Record<string, JsonObject>;
  const sends = (headers: MockRecord['headers'], scheme: JsonObject) =>
    scheme.type === 'apiKey'
      ? headers[String(scheme.name).toLowerCase()] === accessToken
      : headers.authorization === `Bearer ${accessToken}`;
  return mock
    .requests()
    .flatMap((request) => {
      const operation = matchOperation(doc, request.method, request.path.slice(mock.basePath.length));
      const security = (operation?.operation.security ?? doc.security ?? []) as Record<string, string[]>[];
      if (!operation || security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0))
        return [];
      const sent = security.some((requirement) =>
        Object.keys(requirement).every((name) => sends(request.headers, schemes[name] ?? {})),
      );
      return sent
        ? []
        : [
            `"${operation.operation.summary}" does not send the token the token call kept in {{accessToken}} as ${Object.keys(security[0])[0]} asks`,
          ];
    })
    .concat(unsent.map(({field, variable}) => `the token call does not send {{${variable}}} as ${field}`));
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
  const callOfKey = new Map<string, string>();
  for (const request of mock.requests()) {
    const operation = matchOperation(doc, request.method, request.path.slice(mock.basePath.length));
    if (!operation) continue;
    // Each call's own key, made by the collection (a UUID), never another call's.
    const key = request.headers['idempotency-key'];
    if (typeof key === 'string') {
      const summary = String(operation.operation.summary);
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key))
        problems.push(`"${summary}" sends the Idempotency-Key ${key}, not a UUID`);
      else if (callOfKey.get(key) !== undefined && callOfKey.get(key) !== summary)
        problems.push(`"${summary}" sends the Idempotency-Key of "${callOfKey.get(key)}"`);
      callOfKey.set(key, summary);
    }
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
      ...tokenCall(loadContract(contract) as JsonObject).credentials.flatMap(({variable}) => [
        '--env-var',
        `${variable}=${credentialValue(variable)}`,
      ]),
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

/** A TypeScript file to check against the generated types, and where its text comes from. */
type TypedFile = {name: string; text: string; shownAs: string; lineLabels?: string[]};
type TypeCheckResult = {ok: boolean; output: string};

/**
 * How an integrator's project resolves imports: through a bundler, or as Node's ES modules
 * (`"type": "module"`, which the Node samples ask for), where an import names its `.js`.
 */
const moduleSettings = {
  bundler: {module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler},
  'node ES modules': {module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext},
};
type ModuleSetting = keyof typeof moduleSettings;

/**
 * Type-checks each file beside every generated types file, as an integrator's strict
 * project would: one TypeScript program for all of them (the standard library is read
 * once), each file judged by its own diagnostics, which name it as `shownAs`.
 */
function typeCheck(files: TypedFile[], setting: ModuleSetting = 'bundler'): Map<string, TypeCheckResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-types-'));
  try {
    if (setting === 'node ES modules') fs.writeFileSync(path.join(dir, 'package.json'), '{"type": "module"}\n');
    for (const contract of listContracts()) {
      const typesFile = path.join(defaultBuildDir, downloadFiles(contract).types);
      fs.copyFileSync(typesFile, path.join(dir, path.basename(typesFile)));
    }
    for (const file of files) fs.writeFileSync(path.join(dir, file.name), file.text);
    const program = ts.createProgram(
      files.map((file) => path.join(dir, file.name)),
      {
        noEmit: true,
        strict: true,
        target: ts.ScriptTarget.ES2022,
        ...moduleSettings[setting],
      },
    );
    const formatHost: ts.FormatDiagnosticsHost = {
      getCurrentDirectory: () => dir,
      getCanonicalFileName: (fileName) => fileName,
      getNewLine: () => '\n',
    };
    return new Map(
      files.map((file) => {
        const diagnostics = ts.getPreEmitDiagnostics(program, program.getSourceFile(path.join(dir, file.name)));
        const output = ts.formatDiagnostics(diagnostics, formatHost).replaceAll(file.name, file.shownAs);
        return [file.name, {ok: diagnostics.length === 0, output}];
      }),
    );
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

const fixtureDir = path.resolve(__dirname, 'fixtures/contract-types');
const fixture = (name: string): TypedFile => {
  const file = path.join(fixtureDir, name);
  return {name, text: fs.readFileSync(file, 'utf8'), shownAs: path.relative(process.cwd(), file)};
};

/** Fixtures that must not type-check, and what tsc's error has to name. */
const refusedFixtures = [
  {name: 'create-project-misspelt.ts', what: 'the misspelt field "titel"', names: /'titel'/},
  {
    name: 'create-project-other-category.ts',
    what: 'a voice over with the attributes of an audio ad',
    names: /missing the following properties[^\n]*: purpose, word_count/,
  },
];

function checkTypes(results: Map<string, TypeCheckResult>, typesFile: string): string[] {
  const problems: string[] = [];
  const valid = results.get('create-project.ts')!;
  if (!valid.ok)
    problems.push(`a valid createProject request does not type-check against ${typesFile}:\n${valid.output}`);
  for (const {name, what, names} of refusedFixtures) {
    const refused = results.get(name)!;
    // The fixture's own diagnostic, its indented lines included, not another file's.
    const error = new RegExp(`${escapeRegexp(name)}\\(\\d+,\\d+\\): error TS\\d+: (?:[^\\n]|\\n +)*${names.source}`);
    if (refused.ok || !error.test(refused.output))
      problems.push(
        `a createProject request with ${what} should fail, naming it; tsc said:\n${refused.output || 'nothing'}`,
      );
  }
  console.log(
    `${currentVersion.contract}: types compile, a typed request checks, ${refusedFixtures.length} wrong ones fail (${problems.length} problems)`,
  );
  return problems;
}

/** The example in the header of a types file, as the TypeScript it shows. */
function usageExample(typesText: string): string {
  const header = typesText.slice(0, typesText.indexOf('\n\n'));
  const lines = header.split('\n').filter((line) => /^\/\/ Use: |^\/\/ {6}/.test(line));
  return lines.map((line) => line.replace(/^\/\/ Use: |^\/\/ {6}/, '')).join('\n');
}

const usageFileOf = (contract: string): string => `usage-${contract}.ts`;

/** What the header's event guard is for: an event of the events list narrows once it passes. */
const eventGuardUse = `
type ListedEvent = operations['getAllEvents']['responses'][200]['content']['application/json']['data'][number];
export const statusOf = (event: ListedEvent): string | undefined =>
  isKnown(event) && event.type === 'project.status_changed' ? event.data.status : undefined;
`;

function usageFiles(): TypedFile[] {
  return listContracts().map((contract) => {
    const typesFile = path.join(defaultBuildDir, downloadFiles(contract).types);
    const example = usageExample(fs.readFileSync(typesFile, 'utf8'));
    const guardUse = example.includes('isKnown') ? eventGuardUse : '';
    return {
      name: usageFileOf(contract),
      text: `${example}\nexport type {Body};\n${guardUse}`,
      shownAs: `the "Use:" example of ${typesFile}`,
    };
  });
}

function checkUsageExamples(
  results: Map<string, TypeCheckResult>,
  files: TypedFile[],
  setting: ModuleSetting,
): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const result = results.get(file.name)!;
    if (!file.text.includes('type Body') || !result.ok)
      problems.push(`${file.shownAs} does not compile (${setting}):\n${file.text}\n${result.output}`);
  }
  console.log(
    `types files: the "Use:" example compiles in ${files.length - problems.length} of ${files.length} (${setting})`,
  );
  return problems;
}

const examplesFileOf = (contract: string): string => `examples-${contract}.ts`;

/** The JSON examples of a request body or response, by name, `$ref`s followed. */
function mediaExamples(doc: JsonObject, node: unknown): Array<[string, unknown]> {
  const media = (deref<JsonObject | undefined>(doc, node)?.content as JsonObject | undefined)?.['application/json'] as
    JsonObject | undefined;
  if (!media) return [];
  if (media.example !== undefined) return [['example', media.example]];
  return Object.entries((media.examples as JsonObject | undefined) ?? {}).map(([name, example]) => [
    name,
    deref<JsonObject>(doc, example).value,
  ]);
}

/** Every example of each contract as a typed constant: `operations[id]['requestBody']…` and the 2xx answers. */
function exampleFiles(): TypedFile[] {
  return listContracts().map((contract) => {
    const doc = loadContract(contract) as JsonObject;
    const typesFile = path.join(defaultBuildDir, downloadFiles(contract).types);
    const lines = [`import type {operations} from './${path.basename(typesFile, '.d.ts')}';`];
    // What each line holds, for the diagnostics: "createProject 201 example voice_over".
    const lineLabels = [''];
    const add = (label: string, type: string, value: unknown) => {
      lines.push(`export const example${lines.length}: ${type} = ${JSON.stringify(value)};`);
      lineLabels.push(label);
    };
    for (const {operationId, operation} of listOperations(doc as never)) {
      const at = `operations['${operationId}']`;
      for (const [name, value] of mediaExamples(doc, operation.requestBody))
        add(
          `${operationId} request body, example ${name}`,
          `NonNullable<${at}['requestBody']>['content']['application/json']`,
          value,
        );
      for (const [status, response] of Object.entries((operation.responses as JsonObject | undefined) ?? {}))
        if (status.startsWith('2'))
          for (const [name, value] of mediaExamples(doc, response))
            add(
              `${operationId} ${status}, example ${name}`,
              `${at}['responses'][${status}]['content']['application/json']`,
              value,
            );
    }
    return {
      name: examplesFileOf(contract),
      text: lines.join('\n'),
      shownAs: `contracts/openapi/${contract}.yaml typed with ${path.relative(process.cwd(), typesFile)}`,
      lineLabels,
    };
  });
}

function checkExamples(results: Map<string, TypeCheckResult>, files: TypedFile[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const result = results.get(file.name)!;
    const count = file.lineLabels!.length - 1;
    // Diagnostics name the example, not a line of the generated file.
    const output = result.output.replaceAll(
      new RegExp(`${escapeRegexp(file.shownAs)}\\((\\d+),\\d+\\)`, 'g'),
      (_, line: string) => `${file.shownAs}: ${file.lineLabels![Number(line) - 1]}`,
    );
    if (!result.ok) problems.push(`${file.shownAs}: examples that the types refuse:\n${output}`);
    console.log(`${file.shownAs}: ${result.ok ? `all ${count} examples type-check` : 'not every example type-checks'}`);
  }
  return problems;
}

async function main(): Promise<void> {
  assertBuilt(defaultBuildDir);
  const usage = usageFiles();
  const examples = exampleFiles();
  const results = typeCheck([
    fixture('create-project.ts'),
    ...refusedFixtures.map(({name}) => fixture(name)),
    ...usage,
    ...examples,
  ]);
  const problems = [
    ...checkTypes(results, path.join(defaultBuildDir, downloadFiles(currentVersion.contract).types)),
    ...checkUsageExamples(results, usage, 'bundler'),
    ...checkUsageExamples(typeCheck(usage, 'node ES modules'), usage, 'node ES modules'),
    ...checkExamples(results, examples),
  ];
  // Each contract's collection runs against its own mock, all at once.
  const collections = await Promise.all(
    listContracts().map((contract, index) => runCollection(contract, firstMockPort + 2 * index)),
  );
  problems.push(...collections.flat());
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
