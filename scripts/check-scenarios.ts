import path from 'node:path';
import {listScenarios, scenariosDir} from '../plugins/openapi-contracts/scenarios';
import {checkScenarioFile} from './lib/scenarios/checker';

// npm run check:scenarios: every guide's scenario (contracts/scenarios/*.yaml) can be
// followed word for word. The rules are in contracts/scenarios/README.md.

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
if (passed < files.length || files.length === 0) process.exit(1);
