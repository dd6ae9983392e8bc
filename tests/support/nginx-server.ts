/**
 * Playwright's web server for the `nginx` project: readies the build for deployment
 * (precompressed files, CSP include), then runs nginx in the foreground on loopback.
 *
 *   tsx tests/support/nginx-server.ts [--port 4175] [--dir build]
 */
import {spawn} from 'node:child_process';
import {parseArgs} from 'node:util';
import {prepareForDeployment} from '../../scripts/deploy/prepare';
import {prepareNginx} from '../../scripts/lib/nginx';

const {values} = parseArgs({
  options: {port: {type: 'string', default: '4175'}, dir: {type: 'string', default: 'build'}},
});

async function main(): Promise<void> {
  await prepareForDeployment(values.dir);
  const {binary, args} = prepareNginx(Number(values.port), values.dir);
  const nginx = spawn(binary, args, {stdio: 'inherit'});
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => nginx.kill('SIGQUIT'));
  nginx.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
