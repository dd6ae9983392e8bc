import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {loadContract} from '../plugins/openapi-contracts/contracts';
import {loadSandboxBranches} from '../plugins/openapi-contracts/sandboxBranches';
import {placeAt} from '../plugins/openapi-contracts/scenarios';
import {versionMappingPath} from '../plugins/version-mapping/mappingData';
import {versions} from '../src/data/versions';
import {widgetComponents, widgetSettings, stepIds, testCards} from '../src/data/widget';
import {contractVocabulary, findPhantomNames, findPhantomNamesInMapping, type Vocabulary} from './lib/phantom-names';

// npm run check:names: every inline `code` span in the prose of a page that looks like an
// API name must exist in that page's contract (FINAL-1.0.0 for docs/, OLD-3.0.0 for
// versioned_docs/version-3.0.0/), in the widget's settings (src/data/widget.ts), or in
// scripts/names-allowed.yaml, which says why each other name is there. So must those of the
// sandbox table (contracts/sandbox-branches.yaml). The sentences of the migration guide
// (src/data/versionMapping.ts) may name either version.
// Usage: tsx scripts/check-names.ts [--contract <name> <file>...]

const root = path.resolve(__dirname, '..');
const allowListFile = path.join(root, 'scripts/names-allowed.yaml');

// The widget is documented in the current version only.
const pageSets = versions.map((version) => ({
  dir: version.docsDir,
  contract: version.contract,
  widget: version.current,
}));

/** The widget's props, callbacks, payload fields and literal values, from the one data file. */
function widgetNames(): string[] {
  const names: string[] = [...Object.values(widgetComponents), ...stepIds, ...testCards.map((card) => card.outcome)];
  for (const setting of widgetSettings) {
    names.push(setting.name, ...setting.name.split('.'));
    for (const value of setting.allowed ?? []) names.push(value.value);
    for (const field of setting.payload ?? [])
      names.push(field.name, ...(field.type.match(/'[^']+'/g) ?? []).map((v) => v.slice(1, -1)));
    names.push(...(setting.type.match(/'[^']+'/g) ?? []).map((value) => value.slice(1, -1)));
  }
  return names;
}

function loadAllowList(): Set<string> {
  const entries = parse(fs.readFileSync(allowListFile, 'utf8')) as {name: string; why: string}[];
  const allowed = new Set<string>();
  entries.forEach((entry, index) => {
    if (typeof entry?.name !== 'string' || typeof entry.why !== 'string' || entry.why.trim() === '') {
      throw new Error(`${path.relative(root, allowListFile)}: entry ${index + 1} needs a name and a why.`);
    }
    allowed.add(entry.name);
  });
  return allowed;
}

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

const contractVocabularies = new Map<string, Vocabulary>();

/** The contract's vocabulary, computed once per contract (its field paths take a tenth of a second). */
function vocabularyOf(contract: string, widget: boolean): Vocabulary {
  if (!contractVocabularies.has(contract))
    contractVocabularies.set(contract, contractVocabulary(loadContract(contract)));
  const {names, calls, fieldPaths} = contractVocabularies.get(contract)!;
  return {names: new Set([...names, ...(widget ? widgetNames() : [])]), calls, fieldPaths};
}

function main(): void {
  const allowed = loadAllowList();
  const args = process.argv.slice(2);
  const jobs =
    args[0] === '--contract'
      ? [{contract: args[1], widget: false, files: args.slice(2).map((file) => path.resolve(file))}]
      : pageSets.map((set) => ({...set, files: mdxFiles(path.join(root, set.dir))}));
  let phantoms = 0;
  let pages = 0;
  for (const job of jobs) {
    const vocabulary = vocabularyOf(job.contract, job.widget);
    for (const file of job.files) {
      pages += 1;
      for (const phantom of findPhantomNames(fs.readFileSync(file, 'utf8'), vocabulary, allowed)) {
        phantoms += 1;
        console.error(
          `${path.relative(process.cwd(), file)}:${phantom.line}:${phantom.column}: \`${phantom.name}\`: ${phantom.reason} in contract ${job.contract}, nor in scripts/names-allowed.yaml`,
        );
      }
    }
  }
  if (args[0] !== '--contract') {
    // The sandbox table's cells, which the introduction shows, name its contract's fields.
    const sandbox = loadSandboxBranches();
    const vocabulary = vocabularyOf(sandbox.contract, false);
    sandbox.branches.forEach((branch, row) => {
      for (const cell of ['exercise', 'do'] as const)
        for (const phantom of findPhantomNames(branch[cell], vocabulary, allowed)) {
          phantoms += 1;
          const {line} = placeAt(sandbox, ['branches', row, cell]);
          console.error(
            `${path.relative(process.cwd(), sandbox.file)}:${line}: row ${row + 1}, ${cell}: \`${phantom.name}\`: ${phantom.reason} in contract ${sandbox.contract}, nor in scripts/names-allowed.yaml`,
          );
        }
    });
    // The migration guide's sentences name fields of both versions.
    const both = pageSets.map((set) => vocabularyOf(set.contract, false));
    for (const phantom of findPhantomNamesInMapping(fs.readFileSync(versionMappingPath, 'utf8'), both, allowed)) {
      phantoms += 1;
      console.error(
        `${path.relative(process.cwd(), versionMappingPath)}:${phantom.line}:${phantom.column}: \`${phantom.name}\`: ${phantom.reason} in either contract, nor in scripts/names-allowed.yaml`,
      );
    }
  }
  if (phantoms > 0) {
    console.error(
      `check:names: ${phantoms} phantom name(s). Fix the page, or the contract, or add the name to scripts/names-allowed.yaml with why.`,
    );
    process.exit(1);
  }
  console.log(
    `check:names: OK, ${pages} pages, the sandbox table and the migration data, every API name in their prose exists in their contract.`,
  );
}

main();
