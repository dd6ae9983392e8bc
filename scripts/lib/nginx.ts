/**
 * Runs Debian's nginx as an ordinary process for the tests: a generated top-level
 * config in a temporary folder (pid, logs and temp paths there, loopback only) that
 * includes the production config of deploy/nginx/ unchanged, with the CSP include
 * computed from the build it serves. The site's files are reached through a symlink,
 * as an atomic deployment would swap it. Assets are precompressed beforehand
 * (scripts/deploy/precompress.ts); without the .br/.gz files nginx sends them plain.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {basePath} from '../../src/data/routes';
import {writeNginxPolicy} from '../deploy/csp';

const repoRoot = path.resolve(__dirname, '../..');
const productionConfigDir = path.join(repoRoot, 'deploy/nginx');

const nginxCandidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'];
const brotliModuleCandidates = [
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/share/nginx/modules/ngx_http_brotli_static_module.so',
];

function findFirst(candidates: Array<string | undefined>, missing: string): string {
  const found = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (!found) throw new Error(missing);
  return found;
}

export interface NginxSite {
  url: string;
  /** Points the site at another build folder, atomically, like a deployment does. */
  deploy(buildDir: string): void;
  stop(): Promise<void>;
  process: ChildProcess;
}

/** Writes the config; returns the command line that runs nginx in the foreground. */
export function prepareNginx(port: number, buildDir: string): {workDir: string; args: string[]; binary: string} {
  const binary = findFirst(nginxCandidates, 'nginx not found: `apt-get install -y nginx` (or set NGINX_PATH).');
  const brotliModule = findFirst(
    brotliModuleCandidates,
    'The nginx brotli module is missing: `apt-get install -y libnginx-mod-http-brotli-static`.',
  );
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
  const siteLink = path.join(workDir, 'www', basePath.replace(/\/$/, ''));
  fs.mkdirSync(path.dirname(siteLink), {recursive: true});
  fs.symlinkSync(path.resolve(buildDir), siteLink);
  const configDir = path.join(workDir, 'docs-site');
  fs.mkdirSync(configDir);
  for (const file of fs.readdirSync(productionConfigDir).filter((name) => name.endsWith('.conf'))) {
    fs.symlinkSync(path.join(productionConfigDir, file), path.join(configDir, file));
  }
  writeNginxPolicy(buildDir, path.join(configDir, 'generated/content-security-policy.conf'));
  const temp = path.join(workDir, 'temp');
  fs.mkdirSync(temp);
  const isRoot = process.getuid?.() === 0;
  fs.writeFileSync(
    path.join(workDir, 'nginx.conf'),
    `load_module ${brotliModule};
${isRoot ? 'user root root;' : ''}
worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${workDir}/www;
    include docs-site/documentation.conf;
  }
}
`,
  );
  return {workDir, binary, args: ['-p', `${workDir}/`, '-c', path.join(workDir, 'nginx.conf'), '-g', 'daemon off;']};
}

export async function startNginx(port: number, buildDir: string): Promise<NginxSite> {
  const {workDir, binary, args} = prepareNginx(port, buildDir);
  const child = spawn(binary, args, {stdio: ['ignore', 'inherit', 'inherit']});
  const url = `http://127.0.0.1:${port}${basePath}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `nginx exited with ${child.exitCode}: ${fs.readFileSync(path.join(workDir, 'error.log'), 'utf8')}`,
      );
    }
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    process: child,
    deploy(newBuildDir) {
      const siteLink = path.join(workDir, 'www', basePath.replace(/\/$/, ''));
      const nextLink = `${siteLink}.next`;
      fs.symlinkSync(path.resolve(newBuildDir), nextLink);
      fs.renameSync(nextLink, siteLink);
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
      fs.rmSync(workDir, {recursive: true, force: true});
    },
  };
}
