import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {listContracts, listOperations, loadContract} from '../plugins/openapi-contracts/contracts';
import {buildOperationView} from '../plugins/openapi-contracts/views';
import {generateSample, LANGUAGES, type Language} from '../src/components/ApiCodeSamples/generate';
import {minimumJava} from '../src/data/sampleRuntimes';

// npm run check:samples, part 3: the request samples that the call pages generate in
// five languages must at least parse. JavaScript is parsed by TypeScript; shell,
// Python, Java (for the oldest release the samples' note names) and PHP by their own
// tools when this machine has them (a missing tool is reported, not ignored silently).

type Sample = {label: string; language: Language; code: string; name: string};

function has(command: string): boolean {
  return (
    spawnSync(command, ['--version'], {stdio: 'ignore'}).status === 0 ||
    spawnSync(command, ['-version'], {stdio: 'ignore'}).status === 0
  );
}

function checkJavaScript(code: string): string | undefined {
  const {diagnostics} = ts.transpileModule(code, {
    reportDiagnostics: true,
    compilerOptions: {target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext},
  });
  return diagnostics?.length
    ? diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' ')).join('; ')
    : undefined;
}

function run(command: string, args: string[], input?: string): string | undefined {
  const result = spawnSync(command, args, {input, encoding: 'utf8'});
  return result.status === 0 ? undefined : `${result.stderr || result.stdout}`.trim().split('\n').slice(0, 4).join(' ');
}

const checkShell = (code: string) => run('bash', ['-n'], code);
// One Python process for every sample: starting python3 costs about a second here.
const PARSE_ALL =
  'import ast, json, sys\nfor label, code in json.load(sys.stdin):\n    try:\n        ast.parse(code)\n    except SyntaxError as error:\n        print(json.dumps([label, f"line {error.lineno}: {error.msg}"]))';
function checkPythonAll(batch: [string, string][]): [string, string][] {
  const result = spawnSync('python3', ['-c', PARSE_ALL], {input: JSON.stringify(batch), encoding: 'utf8'});
  if (result.status !== 0) return [['python3', result.stderr.trim()]];
  return result.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as [string, string]);
}
// One PHP process too: token_get_all with TOKEN_PARSE parses a sample and throws a ParseError.
const PHP_PARSE_ALL =
  'foreach (json_decode(stream_get_contents(STDIN), true) as [$label, $code]) { try { token_get_all($code, TOKEN_PARSE); } catch (ParseError $error) { echo json_encode([$label, "line {$error->getLine()}: {$error->getMessage()}"]), "\\n"; } }';
function checkPhpAll(batch: [string, string][]): [string, string][] {
  const result = spawnSync('php', ['-r', PHP_PARSE_ALL], {input: JSON.stringify(batch), encoding: 'utf8'});
  if (result.status !== 0) return [['php', (result.stderr || result.stdout).trim()]];
  return result.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as [string, string]);
}

const samples: Sample[] = [];
for (const contract of listContracts()) {
  const doc = loadContract(contract);
  for (const operation of listOperations(doc).filter((op) => !op.isWebhook)) {
    const view = buildOperationView(contract, doc, operation.operationId);
    for (const {value} of LANGUAGES) {
      samples.push({
        label: `${contract} ${operation.operationId} (${value})`,
        language: value,
        code: generateSample(value, view.sample),
        name: view.sample.name,
      });
    }
  }
}

// The checkers must reject broken code, or this whole check proves nothing.
assert.ok(checkJavaScript('const = ;'), 'the JavaScript check accepts broken code');
const tools = {bash: has('bash'), python3: has('python3'), javac: has('javac'), php: has('php')};
if (tools.bash) assert.ok(checkShell("curl 'unterminated"), 'the shell check accepts broken code');
if (tools.python3)
  assert.equal(checkPythonAll([['broken', 'print((']]).length, 1, 'the Python check accepts broken code');
if (tools.php) assert.equal(checkPhpAll([['broken', '<?php echo (;']]).length, 1, 'the PHP check accepts broken code');

const problems: string[] = [];
const note = (label: string, error: string | undefined) => error && problems.push(`${label}: ${error}`);
for (const sample of samples) {
  if (sample.language === 'javascript') note(sample.label, checkJavaScript(sample.code));
  if (sample.language === 'curl' && tools.bash) note(sample.label, checkShell(sample.code));
}
const batchOf = (language: Language): [string, string][] =>
  samples.filter((sample) => sample.language === language).map((sample) => [sample.label, sample.code]);
if (tools.python3) for (const [label, error] of checkPythonAll(batchOf('python'))) note(label, error);
if (tools.php) for (const [label, error] of checkPhpAll(batchOf('php'))) note(label, error);
if (tools.javac) {
  // One javac run for every Java sample of one contract (class names are unique per contract).
  for (const contract of listContracts()) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'java-samples-'));
    const files = samples
      .filter((sample) => sample.language === 'java' && sample.label.startsWith(`${contract} `))
      .map((sample) => {
        const file = path.join(dir, `${sample.name}.java`);
        fs.writeFileSync(file, sample.code);
        return file;
      });
    // For the oldest Java the samples' note names: a newer API or syntax fails here.
    note(
      `${contract} Java samples (Java ${minimumJava})`,
      run('javac', ['--release', String(minimumJava), '-d', path.join(dir, 'classes'), ...files]),
    );
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

const checked = Object.entries(tools)
  .filter(([, present]) => present)
  .map(([tool]) => tool);
const missing = Object.entries(tools)
  .filter(([, present]) => !present)
  .map(([tool]) => tool);
// A writer's machine may lack a compiler; CI (.ci/run sets CI) must check every language.
if (missing.length > 0 && process.env.CI) {
  console.error(`check-code-samples: ${missing.join(', ')} not installed, so those samples were not checked.`);
  process.exit(1);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`check-code-samples: ${problems.length} sample(s) do not parse.`);
  process.exit(1);
}
console.log(
  `check-code-samples: OK, ${samples.length} samples parse (JavaScript by TypeScript${checked.length ? `, ${checked.join(', ')}` : ''})${missing.length ? `; not on this machine, so not checked: ${missing.join(', ')}` : ''}.`,
);
