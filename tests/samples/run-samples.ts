import {spawn, spawnSync, type ChildProcessWithoutNullStreams} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import {
  declaresIdempotencyKey,
  findOperation,
  listContracts,
  loadContract,
} from '../../plugins/openapi-contracts/contracts';
import {buildServersView} from '../../plugins/openapi-contracts/views';
import {startMock, type Mock, type MockRecord} from '../../scripts/mock/prism';
import {LANGUAGES, type Language} from '../../src/components/ApiCodeSamples/generate';
import {localEnvironment, requireRuntimes} from '../support/runtimes';
import {extractSamples, type ExtractedSample} from './extract';

// npm run test:samples (after the build): every request sample of the built site, in all
// five languages and both versions, runs with its real runtime against the contract's
// mock (scripts/mock/prism.ts). A sample fails when it exits non-zero, makes no request,
// calls another method than its operation's, leaves out an Idempotency-Key its call
// declares, reuses another sample's key, or when Prism reports a violation; and a sample
// that gets an error answer must exit non-zero (self-tests without the token prove it). The same
// sample text on several pages runs once and is reported for each page.
//
// Ports: SAMPLES_PORT (default 4300) and the next 13: per contract, two for the mock and
// one per language (a lane that tags the requests of that language's samples). Node's
// fetch refuses the Fetch standard's "bad ports" (4190 among them), so the range avoids them.

const port = Number(process.env.SAMPLES_PORT ?? 4300);
const portsPerContract = 2 + LANGUAGES.length;
const laneHeader = 'x-sample-language';
/** Samples running at once: most of a run is starting a runtime, which two cores do best a few at a time. */
const slots = 4;
const buildDir = path.resolve('build');
const token = 'sample-check-token';
// Generous: the machine is shared, and the first Java sample also pays for the JVM start.
const runTimeoutMs = 60_000;

type Job = {
  contract: string;
  operationId: string;
  language: Language;
  code: string;
  pages: string[];
  mustFailWith?: RegExp;
};
type Outcome = {job: Job; problems: string[]};

/** One job per distinct sample text of a contract and language, with every page it is on. */
function jobsOf(samples: ExtractedSample[]): Job[] {
  const jobs = new Map<string, Job>();
  for (const sample of samples) {
    const key = JSON.stringify([sample.contract, sample.language, sample.code]);
    const job = jobs.get(key) ?? {
      contract: sample.contract,
      operationId: sample.operationId,
      language: sample.language,
      code: sample.code,
      pages: [],
    };
    if (!job.pages.includes(sample.page)) job.pages.push(sample.page);
    jobs.set(key, job);
  }
  return [...jobs.values()];
}

function javaClassName(code: string): string {
  const match = /public\s+class\s+(\w+)/.exec(code);
  if (!match) throw new Error('no public class');
  return match[1];
}

/** Runs compiled Java samples in one JVM (tests/samples/SampleLauncher.java). */
class JavaLauncher {
  private process: ChildProcessWithoutNullStreams;
  private answers: AsyncIterator<string>;

  constructor(classDir: string, env: NodeJS.ProcessEnv) {
    this.process = spawn('java', ['-cp', classDir, 'SampleLauncher'], {env});
    this.answers = readline.createInterface({input: this.process.stdout})[Symbol.asyncIterator]();
  }

  /** A sample that does not finish in time fails, and takes this JVM with it (see `alive`). */
  async run(classDir: string, className: string): Promise<{ok: boolean; output: string}> {
    this.process.stdin.write(`${classDir}\t${className}\n`);
    let timer: NodeJS.Timeout | undefined;
    const answer = await Promise.race([
      this.answers.next(),
      new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), runTimeoutMs))),
    ]);
    clearTimeout(timer);
    if (answer === 'timeout') {
      this.process.kill();
      return {ok: false, output: `timed out after ${runTimeoutMs / 1000} s`};
    }
    if (answer.done) return {ok: false, output: 'the Java launcher exited'};
    const [result, output] = answer.value.split('\t');
    return {ok: result === 'ok', output: Buffer.from(output ?? '', 'base64').toString('utf8')};
  }

  get alive(): boolean {
    return this.process.exitCode === null && this.process.signalCode === null;
  }

  stop(): void {
    this.process.stdin.end();
  }
}

/** Compiles the Java samples: one javac per group of distinct class names. */
function compileJava(
  jobs: {job: Job; code: string}[],
  dir: string,
  problems: Map<Job, string[]>,
): Map<Job, {classDir: string; className: string}> {
  const compiled = new Map<Job, {classDir: string; className: string}>();
  const batches: {job: Job; code: string; className: string}[][] = [];
  for (const item of jobs) {
    let className: string;
    try {
      className = javaClassName(item.code);
    } catch (error) {
      problems.get(item.job)!.push(`javac: ${(error as Error).message}`);
      continue;
    }
    const batch = batches.find((candidate) => !candidate.some((other) => other.className === className));
    if (batch) batch.push({...item, className});
    else batches.push([{...item, className}]);
  }
  const javac = (classDir: string, batch: {job: Job; code: string; className: string}[]) => {
    fs.mkdirSync(classDir, {recursive: true});
    const files = batch.map(({code, className}) => {
      const file = path.join(classDir, `${className}.java`);
      fs.writeFileSync(file, code);
      return file;
    });
    return spawnSync('javac', ['-nowarn', '-d', classDir, ...files], {encoding: 'utf8'});
  };
  batches.forEach((batch, index) => {
    const classDir = path.join(dir, `java-${index}`);
    const result = javac(classDir, batch);
    if (result.status === 0) {
      for (const {job, className} of batch) compiled.set(job, {classDir, className});
      return;
    }
    // A compile error: compile each file alone so that it is pinned to its sample.
    batch.forEach((item, position) => {
      const alone = path.join(classDir, `alone-${position}`);
      const single = javac(alone, [item]);
      if (single.status === 0) compiled.set(item.job, {classDir: alone, className: item.className});
      else problems.get(item.job)!.push(`javac: ${single.stderr.trim().split('\n').slice(0, 3).join(' ')}`);
    });
  });
  return compiled;
}

/** Runs a program without blocking this process, which also serves the mock's proxy. */
function runProcess(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ok: boolean; output: string}> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {env, timeout: runTimeoutMs});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ok: false, output: `${error.message}\n${output}`}));
    child.on('close', (code, signal) =>
      resolve({ok: code === 0, output: code === 0 ? output : `exit ${code ?? signal}: ${output}`}),
    );
  });
}

/**
 * A port in front of the mock for one language's samples: it tags each request with the
 * language, so that samples of different languages can run at the same time and each
 * request is still pinned to the sample that sent it.
 */
async function startLane(language: Language, port: number, mockPort: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: mockPort,
        method: request.method,
        path: request.url,
        headers: {...request.headers, [laneHeader]: language},
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => response.writeHead(502).end(error.message));
    request.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

/** At most `slots` samples run at once on the two shared cores. */
function limiter(slots: number): <T>(task: () => Promise<T>) => Promise<T> {
  let free = slots;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (free === 0) await new Promise<void>((resolve) => waiting.push(resolve));
    else free--;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}

async function runContract(
  contract: string,
  jobs: Job[],
  ports: number,
  limit: ReturnType<typeof limiter>,
): Promise<Outcome[]> {
  const doc = loadContract(contract);
  // The samples call the sandbox: its origin is what the mock stands in for.
  const sandboxOrigin = `https://${buildServersView(contract, doc).sandboxHost}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `samples-${contract}-`));
  const env = localEnvironment({ACCESS_TOKEN: token});
  let mock: Mock | undefined;
  let launcher: JavaLauncher | undefined;
  const lanes: http.Server[] = [];
  const problems = new Map<Job, string[]>(jobs.map((job) => [job, []]));
  try {
    mock = await startMock({contract, port: ports});
    const laneUrl = (language: Language) =>
      `http://127.0.0.1:${ports + 2 + LANGUAGES.findIndex(({value}) => value === language)}`;
    for (const {value} of LANGUAGES) lanes.push(await startLane(value, Number(new URL(laneUrl(value)).port), ports));
    const pointed = new Map(jobs.map((job) => [job, job.code.split(sandboxOrigin).join(laneUrl(job.language))]));

    const javaJobs = jobs.filter((job) => job.language === 'java');
    const compiled = compileJava(
      javaJobs.map((job) => ({job, code: pointed.get(job)!})),
      dir,
      problems,
    );
    if (javaJobs.length > 0) {
      const launcherDir = path.join(dir, 'launcher');
      const result = spawnSync('javac', ['-d', launcherDir, path.join(__dirname, 'SampleLauncher.java')], {
        encoding: 'utf8',
      });
      if (result.status !== 0) throw new Error(`javac SampleLauncher.java: ${result.stderr}`);
      launcher = new JavaLauncher(launcherDir, env);
    }

    const keys = new Map<string, Job>();
    const recordsOf = (language: Language) =>
      mock!.requests().filter((record) => record.headers[laneHeader] === language);
    const runOne = async (job: Job, index: number) => {
      const found = problems.get(job)!;
      if (found.length > 0) return;
      const code = pointed.get(job)!;
      if (!job.code.trim()) return found.push('the page shows an empty sample');
      if (!code.includes(`${laneUrl(job.language)}${mock!.basePath}`))
        return found.push(`does not call the sandbox (${sandboxOrigin}${mock!.basePath})`);
      const before = recordsOf(job.language).length;
      const file = (extension: string) => {
        const name = path.join(dir, `sample-${index}.${extension}`);
        fs.writeFileSync(name, code);
        return name;
      };
      const result = await limit(() => {
        switch (job.language) {
          case 'curl':
            return runProcess('bash', [file('sh')], env);
          case 'javascript':
            return runProcess(process.execPath, [file('mjs')], env);
          case 'python':
            return runProcess('python3', [file('py')], env);
          case 'php':
            return runProcess('php', [file('php')], env);
          case 'java': {
            const target = compiled.get(job)!;
            if (!launcher!.alive) launcher = new JavaLauncher(path.join(dir, 'launcher'), env);
            return launcher!.run(target.classDir, target.className);
          }
        }
      });
      const records: MockRecord[] = recordsOf(job.language).slice(before);
      if (!result.ok) found.push(`failed: ${result.output.trim().split('\n').slice(0, 6).join(' | ')}`);
      if (records.length === 0) found.push('made no request to the mock');
      for (const violation of records.flatMap((record) => record.violations)) {
        found.push(
          `mock: ${violation.method} ${violation.path} ${violation.status}: ${violation.location ? `${violation.location}: ` : ''}${violation.message}`,
        );
      }
      const operation = findOperation(doc, job.operationId);
      if (!operation) return found.push(`${contract} has no operation ${job.operationId}`);
      for (const record of records) {
        if (record.method !== operation.method)
          found.push(`sent ${record.method}, but ${job.operationId} is ${operation.method}`);
        if (declaresIdempotencyKey(doc, operation)) {
          const key = record.headers['idempotency-key'];
          if (typeof key !== 'string' || key === '')
            found.push(`sent no Idempotency-Key, which ${job.operationId} takes and the pages ask for`);
          else if (keys.has(key))
            found.push(
              `reused the Idempotency-Key of ${keys.get(key)!.operationId} (${keys.get(key)!.language}): generate a new one`,
            );
          else keys.set(key, job);
        }
      }
    };
    // Each language's samples in turn (a lane pins requests to one sample at a time), the languages side by side.
    await Promise.all(
      LANGUAGES.map(async ({value}) => {
        for (const [index, job] of jobs.entries()) if (job.language === value) await runOne(job, index);
      }),
    );
  } finally {
    launcher?.stop();
    for (const lane of lanes) lane.close();
    await mock?.stop();
    fs.rmSync(dir, {recursive: true, force: true});
  }
  return jobs.map((job) => ({job, problems: problems.get(job)!}));
}

async function main(): Promise<void> {
  const started = Date.now();
  requireRuntimes(['curl', 'openssl', 'node', 'python3', 'java', 'javac', 'php']);
  // `npm run test:samples -- /api/projects/create` checks only the pages named.
  const only = process.argv.slice(2);
  const samples = await extractSamples(buildDir, only);
  const extracted = Date.now();
  const jobs = jobsOf(samples);
  const contracts = listContracts().filter(
    (contract) => only.length === 0 || jobs.some((job) => job.contract === contract),
  );
  const missing = contracts.filter((contract) => !jobs.some((job) => job.contract === contract));
  if (missing.length > 0)
    throw new Error(
      `No runnable sample found in the build for ${missing.join(', ')}: is data-runnable-sample still rendered?`,
    );

  // Broken copies of a real sample that the check must reject, or it proves nothing.
  const model = jobs.find(
    (job) => job.language === 'curl' && /Idempotency-Key/.test(job.code) && /Authorization/.test(job.code),
  );
  if (!model) throw new Error('No curl sample with a token and an Idempotency-Key to build the self-test from.');
  const canary = (what: string, code: string, mustFailWith: RegExp): Job => ({
    ...model,
    code,
    pages: [`(self-test: ${what})`],
    mustFailWith,
  });
  const canaries = [
    canary('no token', model.code.replace(/^.*Authorization.*\n/m, ''), /mock: .* 401: .*security/i),
    canary('no Idempotency-Key', model.code.replace(/^.*Idempotency-Key: .*\n/m, ''), /sent no Idempotency-Key/),
    canary('exits non-zero', `${model.code}\nexit 3`, /failed: exit 3/),
    canary('no request', `exit 0\n${model.code}`, /made no request/),
  ];
  // As the samples' comment says, an error answer fails the program in every language: a
  // GET sample without its token gets 401 from the mock and must exit non-zero.
  for (const {value: language} of LANGUAGES) {
    const get = jobs.find(
      (job) =>
        job.language === language &&
        /Authorization/.test(job.code) &&
        !/Idempotency-Key/.test(job.code) &&
        !job.mustFailWith,
    );
    if (!get) throw new Error(`No ${language} sample with a token and no Idempotency-Key to build the self-test from.`);
    canaries.push({
      ...get,
      // cURL's header can be its last line, after the previous line's continuation.
      code: get.code.replace(
        language === 'curl' ? / \\\n\s*--header "Authorization: [^"]*"/ : /^.*Authorization.*\n/m,
        '',
      ),
      pages: [`(self-test: a ${language} sample answered 401)`],
      mustFailWith: /^failed: /,
    });
  }
  jobs.push(...canaries);

  // One mock per contract; the contracts run side by side, each one's samples in turn.
  const limit = limiter(slots);
  const outcomes = (
    await Promise.all(
      contracts.map((contract, index) =>
        runContract(
          contract,
          jobs.filter((job) => job.contract === contract),
          port + portsPerContract * index,
          limit,
        ),
      ),
    )
  ).flat();

  for (const {job, problems} of outcomes.filter(({job}) => job.mustFailWith)) {
    if (!problems.some((problem) => job.mustFailWith!.test(problem))) {
      throw new Error(
        `The sample check accepted a broken sample ${job.pages[0]}; it reported: ${problems.join('; ') || 'nothing'}`,
      );
    }
  }
  outcomes.splice(0, outcomes.length, ...outcomes.filter(({job}) => !job.mustFailWith));

  for (const contract of contracts) {
    const counts = LANGUAGES.map(({value}) => {
      const ofLanguage = outcomes.filter(({job}) => job.contract === contract && job.language === value);
      return `${value} ${ofLanguage.filter((outcome) => outcome.problems.length === 0).length}/${ofLanguage.length}`;
    });
    const pages = new Set(outcomes.filter(({job}) => job.contract === contract).flatMap(({job}) => job.pages)).size;
    console.log(`samples run: ${contract} ${counts.join(', ')} (${pages} pages)`);
  }
  const failures = outcomes.filter((outcome) => outcome.problems.length > 0);
  for (const {job, problems} of failures) {
    for (const page of job.pages) {
      for (const problem of problems)
        console.error(`FAIL ${page} (${job.contract} ${job.operationId}, ${job.language}): ${problem}`);
    }
  }
  console.log(
    `samples: extracted ${samples.length} from the build in ${((extracted - started) / 1000).toFixed(1)} s, ran ${outcomes.length} distinct in ${((Date.now() - extracted) / 1000).toFixed(1)} s`,
  );
  if (failures.length > 0) process.exitCode = 1;
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
