import fs from 'node:fs';
import {contractFile} from './contracts';
import {sandboxBranchesFile} from './sandboxBranches';
import {scenarioFile} from './scenarios';

/** The data files whose content the remark plugins write into an MDX page with this source. */
export function dataFilesOf(source: string): string[] {
  const files = new Set<string>();
  for (const [, contract] of source.matchAll(/<[A-Z]\w*\s[^>]*?\bcontract="([^"]+)"/g))
    files.add(contractFile(contract));
  for (const [, name] of source.matchAll(/<ScenarioStep\s[^>]*?\bscenario="([^"]+)"/g)) files.add(scenarioFile(name));
  if (/<SandboxBranches\b/.test(source)) files.add(sandboxBranchesFile);
  return [...files].filter((file) => fs.existsSync(file));
}
