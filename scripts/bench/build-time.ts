import {execFileSync} from 'node:child_process';
import path from 'node:path';

const docusaurusCli = path.resolve('node_modules/@docusaurus/core/bin/docusaurus.mjs');

function docusaurus(siteDir: string, command: string): number {
  const started = performance.now();
  execFileSync(process.execPath, [docusaurusCli, command], {
    cwd: siteDir,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {...process.env, NODE_ENV: 'production'},
  });
  return (performance.now() - started) / 1000;
}

/** Seconds for a production build without any cache (after `docusaurus clear`), then again with it. */
export function measureBuildTimes(siteDir: string): {coldSeconds: number; warmSeconds: number} {
  docusaurus(siteDir, 'clear');
  const coldSeconds = docusaurus(siteDir, 'build');
  const warmSeconds = docusaurus(siteDir, 'build');
  return {coldSeconds, warmSeconds};
}
