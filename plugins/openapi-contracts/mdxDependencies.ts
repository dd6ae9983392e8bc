import fs from 'node:fs';
import path from 'node:path';
import {exampleFileOf} from '../example-code';
import {versionMappingPath} from '../version-mapping/mappingData';
import {contractFile} from './contracts';
import {sandboxBranchesFile} from './sandboxBranches';
import {scenarioFile} from './scenarios';

const siteDir = path.resolve(__dirname, '../..');

/** The data files whose content the remark plugins write into an MDX page with this source. */
export function dataFilesOf(source: string): string[] {
  const files = new Set<string>();
  for (const [, contract] of source.matchAll(/<[A-Z]\w*\s[^>]*?\bcontract="([^"]+)"/g))
    files.add(contractFile(contract));
  for (const [, name] of source.matchAll(/<ScenarioStep\s[^>]*?\bscenario="([^"]+)"/g)) files.add(scenarioFile(name));
  if (/<SandboxBranches\b/.test(source)) files.add(sandboxBranchesFile);
  // A call page's search keywords (./callKeywords.ts) and the error catalogue's codes of the
  // other version come from the version mapping.
  if (/<(ApiEndpoint|ApiErrorCatalogue)\b/.test(source)) files.add(versionMappingPath);
  // A fenced block with `file="examples/…"` shows that file (../example-code).
  for (const [, meta] of source.matchAll(/^ *```\w*[ \t]+(.*)$/gm)) {
    const example = exampleFileOf(meta);
    if (example) files.add(path.resolve(siteDir, example));
  }
  return [...files].filter((file) => fs.existsSync(file));
}
