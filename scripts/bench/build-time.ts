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

export type BuildTimes = {coldSeconds: number; coldRuns: number[]; warmSeconds: number};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Seconds for a production build of each site without any cache (after `docusaurus
 * clear`), `rounds` times, the sites taking turns so that both meet the same state of the
 * machine (its file cache, other load), and the median kept; then once more with the
 * cache each site's last build left. One cold build alone is not a figure: on this machine
 * the same build takes from 6 to 10 s depending on what ran before it.
 */
export function measureBuildTimes(siteDirs: string[], rounds: number): BuildTimes[] {
  const coldRuns = siteDirs.map((): number[] => []);
  for (let round = 0; round < rounds; round++) {
    siteDirs.forEach((siteDir, index) => {
      docusaurus(siteDir, 'clear');
      coldRuns[index].push(docusaurus(siteDir, 'build'));
    });
  }
  return siteDirs.map((siteDir, index) => ({
    coldSeconds: median(coldRuns[index]),
    coldRuns: coldRuns[index],
    warmSeconds: docusaurus(siteDir, 'build'),
  }));
}
