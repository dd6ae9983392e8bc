import path from 'node:path';
import config from '../docusaurus.config';
import {provider} from '../src/data/provider';
import {contractsDir} from '../plugins/openapi-contracts/contracts';
import {scenariosDir} from '../plugins/openapi-contracts/scenarios';
import {sandboxBranchesFile} from '../plugins/openapi-contracts/sandboxBranches';
import {checkDocs, formatProblem} from './lib/docs-check';
import {siteFromConfig} from './lib/docs-check/site';

// npm run check:docs — the writers' check, in seconds and without a browser: front
// matter, MDX and Markdown style, spelling, links and samples of every page. Each
// problem is printed as file:line:column: message [check]. See CONTRIBUTING.md.

async function main() {
  const root = path.resolve(__dirname, '..');
  const started = Date.now();
  const {problems, pages, timings} = await checkDocs({
    site: siteFromConfig(root, config),
    baseUrl: config.baseUrl,
    contractsDir,
    scenariosDir,
    sandboxBranchesFile,
    spellingConfig: path.join(root, 'cspell.json'),
    knownWords: [provider.name],
  });
  for (const problem of problems) console.error(formatProblem(problem, root));
  const parts = Object.entries(timings)
    .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
    .join(', ');
  const summary = `${pages} pages in ${((Date.now() - started) / 1000).toFixed(1)} s (${parts})`;
  if (problems.length > 0) {
    console.error(`check:docs: ${problems.length} problem(s) in ${summary}.`);
    process.exit(1);
  }
  console.log(`check:docs: OK, ${summary}.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
