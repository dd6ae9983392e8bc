import path from 'node:path';
import {checkContractExamples, loadContracts} from './lib/sample-checker';

// npm run check:samples — every JSON example in contracts/openapi must match the schema
// it sits under (scripts/README.md). The pages' ```json blocks are checked by check:docs.

const root = path.resolve(__dirname, '..');
const started = Date.now();
const contracts = loadContracts(path.join(root, 'contracts/openapi'));
const problems = [...contracts.values()].flatMap(checkContractExamples);
for (const problem of problems) {
  console.error(`${path.relative(root, problem.file)}:${problem.line}: ${problem.message}`);
}
const summary = `examples of ${contracts.size} contracts (${Date.now() - started} ms)`;
if (problems.length > 0) {
  console.error(`check:samples: ${problems.length} problem(s) in ${summary}.`);
  process.exit(1);
}
console.log(`check:samples: OK, ${summary}.`);
