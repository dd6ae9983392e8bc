import path from 'node:path';
import {listScenarios, scenariosDir} from '../plugins/openapi-contracts/scenarios';
import {loadSandboxBranches, sandboxBranchesFile} from '../plugins/openapi-contracts/sandboxBranches';
import {checkScenarioFile} from './lib/scenarios/checker';
import {checkSandboxBranches} from './lib/scenarios/sandbox';

// npm run check:scenarios: every guide's scenario (contracts/scenarios/*.yaml) can be
// followed word for word, and every run of the sandbox table (contracts/sandbox-branches.yaml)
// gets where its row says. The rules are in contracts/scenarios/README.md.

const files = listScenarios(scenariosDir);
let passed = 0;
for (const file of files) {
  const problems = checkScenarioFile(file);
  if (problems.length === 0) passed++;
  for (const problem of problems) console.error(problem.message);
}
console.log(
  `scenarios ${passed}/${files.length}${passed < files.length ? ` (failing: ${files.length - passed}, see above)` : ''} in ${path.relative(process.cwd(), scenariosDir)}`,
);

const sandboxProblems = (() => {
  try {
    const loaded = loadSandboxBranches();
    const problems = checkSandboxBranches(loaded);
    if (problems.length === 0) {
      const runs = loaded.branches.flatMap((branch) => branch.runs ?? []).length;
      console.log(
        `sandbox table: ${loaded.branches.length} rows, ${runs} runs replayed in ${path.relative(process.cwd(), sandboxBranchesFile)}`,
      );
    }
    return problems.map((problem) => problem.message);
  } catch (error) {
    return [(error as Error).message];
  }
})();
for (const message of sandboxProblems) console.error(message);

if (passed < files.length || files.length === 0 || sandboxProblems.length > 0) process.exit(1);
