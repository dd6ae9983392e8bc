import {spawnSync} from 'node:child_process';

// The language runtimes the sample and handler checks run code with. A missing one fails
// the run with one line saying how to install it: a language is never skipped.

export type Runtime = 'curl' | 'openssl' | 'jq' | 'node' | 'python3' | 'flask' | 'java' | 'javac' | 'php';

const checks: Record<Runtime, {command: string; args: string[]; install: string}> = {
  curl: {command: 'curl', args: ['--version'], install: 'apt-get install -y curl'},
  // The curl samples generate their Idempotency-Key with `openssl rand`.
  openssl: {command: 'openssl', args: ['version'], install: 'apt-get install -y openssl'},
  // The projects list's cURL loop reads each page's cursor with jq.
  jq: {command: 'jq', args: ['--version'], install: 'apt-get install -y jq'},
  node: {command: process.execPath, args: ['--version'], install: 'install Node.js 20'},
  python3: {
    command: 'python3',
    args: ['-c', 'import requests'],
    install: 'apt-get install -y python3-requests (or pip install requests for the python3 on PATH)',
  },
  // The webhook receiver of /api/webhook in Python is a Flask app.
  flask: {
    command: 'python3',
    args: ['-c', 'import flask'],
    install: 'apt-get install -y python3-flask (or pip install flask for the python3 on PATH)',
  },
  java: {command: 'java', args: ['-version'], install: 'apt-get install -y default-jdk-headless'},
  javac: {command: 'javac', args: ['-version'], install: 'apt-get install -y default-jdk-headless'},
  php: {
    command: 'php',
    args: ['-r', 'exit(function_exists("curl_init") ? 0 : 1);'],
    install: 'apt-get install -y php-cli php-curl',
  },
};

/** Throws one line per missing runtime, each with its install command. */
export function requireRuntimes(runtimes: Runtime[]): void {
  const missing = runtimes.filter((runtime) => {
    const {command, args} = checks[runtime];
    return spawnSync(command, args, {stdio: 'ignore'}).status !== 0;
  });
  if (missing.length > 0) {
    throw new Error(missing.map((runtime) => `Missing runtime ${runtime}: ${checks[runtime].install}`).join('\n'));
  }
}

/** The environment for code under test: no proxy between it and the local mock. */
export function localEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extra,
    NO_PROXY: '127.0.0.1,localhost',
    no_proxy: '127.0.0.1,localhost',
  };
  for (const name of ['http_proxy', 'https_proxy', 'HTTP_PROXY', 'HTTPS_PROXY', 'all_proxy', 'ALL_PROXY'])
    delete env[name];
  return env;
}
