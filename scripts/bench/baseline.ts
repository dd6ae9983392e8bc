/**
 * The bare baseline: a fresh Docusaurus classic template of the version we use, made at
 * bench time in a temporary folder (never committed), under our base path. It borrows
 * our node_modules (one symlink per package, so its build cache stays its own).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {basePath} from '../../src/data/routes';
import type {TemplateName} from './templates';

const docusaurusVersion: string = JSON.parse(
  fs.readFileSync(path.resolve('node_modules/@docusaurus/core/package.json'), 'utf8'),
).version;

/** The bare site's page for each of our templates (it has no versions, API or tag pages of docs). */
export const baselinePages: Record<TemplateName, string> = {
  home: '',
  tutorial: 'docs/intro',
  'API call': 'docs/tutorial-basics/markdown-features',
  'status diagram': 'docs/tutorial-basics/markdown-features',
  'widget playground': 'docs/tutorial-basics/markdown-features',
  'v3.0.0 call': 'docs/tutorial-basics/markdown-features',
  tag: 'blog/tags/docusaurus',
};

export function scaffoldBaseline(): {siteDir: string; version: string} {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-bench-baseline-'));
  const siteDir = path.join(parent, 'classic');
  console.log(`Scaffolding Docusaurus ${docusaurusVersion} classic in ${siteDir}`);
  execFileSync(
    'npx',
    ['--yes', `create-docusaurus@${docusaurusVersion}`, siteDir, 'classic', '--typescript', '--skip-install'],
    {stdio: ['ignore', 'ignore', 'inherit']},
  );
  const configFile = path.join(siteDir, 'docusaurus.config.ts');
  const config = fs.readFileSync(configFile, 'utf8');
  if (!/baseUrl: '\/',/.test(config)) throw new Error(`${configFile}: no "baseUrl: '/'," line to set our base path on`);
  fs.writeFileSync(configFile, config.replace(/baseUrl: '\/',/, `baseUrl: '${basePath}',`));

  const ourModules = path.resolve('node_modules');
  const theirModules = path.join(siteDir, 'node_modules');
  fs.mkdirSync(theirModules);
  for (const entry of fs.readdirSync(ourModules)) {
    if (entry === '.cache') continue;
    fs.symlinkSync(path.join(ourModules, entry), path.join(theirModules, entry));
  }
  return {siteDir, version: docusaurusVersion};
}
