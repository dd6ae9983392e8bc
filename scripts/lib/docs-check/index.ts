import fs from 'node:fs';
import path from 'node:path';
import {listScenarios, loadScenarioFile} from '../../../plugins/openapi-contracts/scenarios';
import {loadSandboxBranches} from '../../../plugins/openapi-contracts/sandboxBranches';
import {loadContracts} from '../sample-checker';
import {checkFrontMatter, checkTagDeclarations, frontMatterValidators} from './front-matter';
import {checkLinks, checkSandboxLinks, checkScenarioLinks, linkIndex} from './links';
import {lintPage} from './lint';
import {checkExpressionIndent} from './expression-indent';
import {checkMdxScope} from './mdx-scope';
import {checkLimitTables} from './limits';
import {parsePage, type ParsedPage} from './parse';
import {checkDataFacts, checkProseFacts} from './prose-facts';
import {checkReleaseVersion} from './release-version';
import {checkPreferHeaders} from './prefer-headers';
import {checkRouteList} from './route-list';
import {callPagesOf, checkCallClaims} from './call-claims';
import {checkCallLinks} from './call-links';
import type {DocProblem} from './problem';
import {checkExampleEnvironment} from './example-env';
import {checkExampleFiles} from './example-files';
import {checkExampleImports} from './example-imports';
import {checkExampleIds} from './example-ids';
import {checkContractComponents, checkHttpRequests, checkJsonBlocks} from './samples';
import {checkSandboxNameLinks, proseOfSandboxBranches} from './sandbox';
import {expandScenarios, proseOfScenario} from './scenarios';
import {listPages, type Site} from './site';
import {proseOf, spellCheckProse} from './spelling';

// npm run check:docs without a browser or a build: every page of the site is parsed
// once and checked for front matter, MDX and Markdown style, spelling, links and its
// samples against the contracts. See CONTRIBUTING.md for what the messages mean.

export type DocsCheckOptions = {
  site: Site;
  /** The site's base URL, e.g. `/integrations/documentation/`: links may include it. */
  baseUrl: string;
  contractsDir: string;
  /** The guides' scenarios (contracts/scenarios), whose prose is spelled in place. */
  scenariosDir: string;
  /** The sandbox table (contracts/sandbox-branches.yaml), whose cells are spelled in place. */
  sandboxBranchesFile: string;
  /** cspell.json of the project (it names the word list). */
  spellingConfig: string;
  /** Words known from the repo's data rather than the word list, such as the provider's name. */
  knownWords: string[];
};

export type DocsCheckResult = {problems: DocProblem[]; pages: number; timings: Record<string, number>};

export async function checkDocs(options: DocsCheckOptions): Promise<DocsCheckResult> {
  const timings: Record<string, number> = {};
  const timed = async <T>(name: string, run: () => T | Promise<T>): Promise<T> => {
    const started = Date.now();
    try {
      return await run();
    } finally {
      timings[name] = (timings[name] ?? 0) + Date.now() - started;
    }
  };
  const problems: DocProblem[] = [];
  const pages: ParsedPage[] = await timed('parse', () =>
    listPages(options.site).map((file) => {
      const parsed = parsePage(file);
      problems.push(...parsed.problems);
      return parsed.page;
    }),
  );
  const validators = frontMatterValidators(options.site);
  const contracts = await timed('json-samples', () => loadContracts(options.contractsDir));
  const contractDocs = new Map([...contracts].map(([name, contract]) => [name, contract.doc]));
  const spell = (file: string, prose: string) =>
    spellCheckProse(file, prose, options.spellingConfig, options.knownWords);
  await timed('route-list', () => problems.push(...checkRouteList(pages, options.site)));
  await timed('front-matter', () => problems.push(...checkTagDeclarations(options.site)));
  // The page as written: its front matter, samples, words and Markdown.
  const callPages = callPagesOf(pages);
  for (const page of pages) {
    await timed('json-samples', () => problems.push(...checkJsonBlocks(page, contracts)));
    await timed('http-samples', () => problems.push(...checkHttpRequests(page, contracts)));
    // A page that does not parse has only that problem; the rest needs its tree.
    const {tree} = page;
    if (!tree) continue;
    await timed('front-matter', () => problems.push(...checkFrontMatter(page, options.site, validators)));
    await timed('spelling', async () => problems.push(...(await spell(page.file, proseOf(page)))));
    await timed('lint', async () => problems.push(...(await lintPage({...page, tree}))));
    await timed('mdx-scope', () =>
      problems.push(...checkMdxScope({...page, tree}), ...checkExpressionIndent({...page, tree})),
    );
    await timed('contract-facts', () => {
      const tableRows = checkLimitTables({...page, tree}, contractDocs);
      // A Limits row that differs is reported once, as a row, not again for its number.
      const reportedLines = new Set(tableRows.map(({line}) => line));
      problems.push(...tableRows, ...checkProseFacts(page, contractDocs).filter(({line}) => !reportedLines.has(line)));
    });
    await timed('call-claims', () => problems.push(...checkCallClaims(page, contractDocs, callPages)));
    await timed('example-imports', () =>
      problems.push(
        ...checkExampleFiles({...page, tree}),
        ...checkExampleEnvironment({...page, tree}, options.site.root),
      ),
    );
    await timed('contract-facts', () =>
      problems.push(
        ...checkReleaseVersion({...page, tree}, contractDocs),
        ...checkPreferHeaders({...page, tree}, contractDocs),
      ),
    );
  }
  // The strings of the site's data modules that pages render, such as the migration notes.
  const dataDir = path.join(options.site.root, 'src/data');
  const dataFiles = fs.existsSync(dataDir) ? fs.readdirSync(dataDir).filter((name) => name.endsWith('.ts')) : [];
  for (const file of dataFiles.map((name) => path.join(dataDir, name)))
    await timed('contract-facts', () =>
      problems.push(...checkDataFacts(file, fs.readFileSync(file, 'utf8'), contractDocs)),
    );
  const scenarioFiles = fs.existsSync(options.scenariosDir) ? listScenarios(options.scenariosDir) : [];
  await timed('example-imports', () => problems.push(...checkExampleImports(pages, options.site.root)));
  await timed('example-ids', () =>
    problems.push(
      ...checkExampleIds(contracts.values(), pages, scenarioFiles, (file) => path.relative(options.site.root, file)),
    ),
  );
  for (const file of scenarioFiles) {
    let loaded;
    try {
      loaded = loadScenarioFile(file);
    } catch {
      continue; // check:scenarios reports a malformed scenario with its file and line.
    }
    const text = fs.readFileSync(file, 'utf8');
    await timed('spelling', async () => problems.push(...(await spell(file, proseOfScenario(loaded, text)))));
    await timed('contract-facts', () => problems.push(...checkDataFacts(file, text, contractDocs)));
  }
  const sandbox = loadSandboxBranchesOrNot(options.sandboxBranchesFile);
  if (sandbox) {
    const text = fs.readFileSync(sandbox.file, 'utf8');
    await timed('spelling', async () =>
      problems.push(...(await spell(sandbox.file, proseOfSandboxBranches(sandbox, text)))),
    );
    await timed('contract-facts', () => problems.push(...checkDataFacts(sandbox.file, text, contractDocs)));
  }
  // The page as built: with its scenario steps' headings, which links may point to.
  const built = pages.filter(
    (page): page is ParsedPage & {tree: NonNullable<ParsedPage['tree']>} => page.tree !== undefined,
  );
  await timed('links', () => built.forEach((page) => problems.push(...expandScenarios(page))));
  const links = await timed('links', () => linkIndex(options.site, pages));
  for (const page of built) {
    await timed('links', () =>
      problems.push(
        ...checkLinks(page, options.site, links, options.baseUrl),
        ...checkScenarioLinks(page, options.site, links, options.baseUrl),
        ...checkSandboxLinks(page, sandbox, options.site, links, options.baseUrl),
      ),
    );
    await timed('contract-components', () => problems.push(...checkContractComponents(page)));
  }
  await timed('call-links', () => problems.push(...checkCallLinks(built, contractDocs, links, options.baseUrl)));
  await timed('sandbox-links', () =>
    problems.push(...checkSandboxNameLinks(sandbox, built, contractDocs, links, options.baseUrl)),
  );
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  return {problems, pages: pages.length, timings};
}

/** The sandbox table, unless it is missing or does not load: check:scenarios reports that with its line. */
function loadSandboxBranchesOrNot(file: string) {
  try {
    return loadSandboxBranches(file);
  } catch {
    return undefined;
  }
}

export function formatProblem(problem: DocProblem, root: string): string {
  return `${path.relative(root, problem.file)}:${problem.line}:${problem.column}: ${problem.message} [${problem.rule}]`;
}
