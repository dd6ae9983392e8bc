import path from 'node:path';
import {contractOfStep, lineAt, listScenarios, loadScenarioFile} from '../plugins/openapi-contracts/scenarios';
import {currentVersion} from '../src/data/versions';
import type {LocatedValue} from './lib/delivery-formats';
import {priceListProblems, type PricedExample} from './lib/price-list';
import {checkContractExamples, lineOf, loadContracts} from './lib/sample-checker';

// npm run check:samples — every JSON example in contracts/openapi must match the schema
// it sits under (scripts/README.md), and the current contract's examples and its guides'
// (contracts/scenarios) keep one price list. The pages' ```json blocks are checked by check:docs.

const root = path.resolve(__dirname, '..');
const started = Date.now();
const contracts = loadContracts(path.join(root, 'contracts/openapi'));
const currentExamples: LocatedValue[] = [];
const problems = [...contracts.values()].flatMap((contract) =>
  checkContractExamples(contract, contract.name === currentVersion.contract ? currentExamples : undefined),
);
const current = contracts.get(currentVersion.contract)!;
const priced: PricedExample[] = currentExamples.map(({value, at}) => ({
  value,
  file: path.relative(root, current.file),
  line: lineOf(current, at),
}));
// Scenarios that do not load are check:scenarios' to report, with their line.
for (const file of listScenarios()) {
  let loaded;
  try {
    loaded = loadScenarioFile(file);
  } catch {
    continue;
  }
  loaded.scenario.steps.forEach((step, index) => {
    if (contractOfStep(loaded.scenario, step) !== currentVersion.contract) return;
    const parts: Array<[unknown, (string | number)[]]> = [
      [step.call?.request?.body, ['call', 'request', 'body']],
      [step.call?.response.body, ['call', 'response', 'body']],
      [step.event?.payload, ['event', 'payload']],
    ];
    for (const [value, at] of parts)
      if (value !== undefined)
        priced.push({value, file: path.relative(root, file), line: lineAt(loaded, ['steps', index, ...at])});
  });
}
problems.push(...priceListProblems(priced));
for (const problem of problems) {
  console.error(`${path.relative(root, problem.file)}:${problem.line}: ${problem.message}`);
}
const summary = `examples of ${contracts.size} contracts (${Date.now() - started} ms)`;
if (problems.length > 0) {
  console.error(`check:samples: ${problems.length} problem(s) in ${summary}.`);
  process.exit(1);
}
console.log(`check:samples: OK, ${summary}.`);
