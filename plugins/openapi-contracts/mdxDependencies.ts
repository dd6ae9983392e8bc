import fs from 'node:fs';
import {exampleFilePath} from '../example-code';
import {versionMappingPath} from '../version-mapping/mappingData';
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
  // A call page's search keywords (./callKeywords.ts) and the error catalogue's codes of the
  // other version come from the version mapping.
  if (/<(ApiEndpoint|ApiErrorCatalogue)\b/.test(source)) files.add(versionMappingPath);
  // A fenced block with `file="examples/…"` shows that file (../example-code).
  for (const [, meta] of source.matchAll(/^ *(?:`{3,}|~{3,})[^\s`]*[ \t]+(.*)$/gm)) {
    const example = exampleFilePath(meta);
    if (example) files.add(example);
  }
  return [...files].filter((file) => fs.existsSync(file));
}
