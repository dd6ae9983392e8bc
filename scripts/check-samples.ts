import path from 'node:path';
import {
  contractOfStep,
  lineAt,
  listScenarios,
  loadScenarioFile,
  ScenarioError,
} from '../plugins/openapi-contracts/scenarios';
import {demoQuote, initialChoices} from '../src/components/WidgetPlayground/fixtures';
import {widgetCurrencies} from '../src/data/widget';
import {currentVersion} from '../src/data/versions';
import {deliveryFormatProblems, type LocatedValue} from './lib/delivery-formats';
import {computedPriceProblems, priceListProblems, type Order, type PricedExample} from './lib/price-list';
import fs from 'node:fs';
import {
  checkContractExamples,
  findJsonBlocks,
  lineOf,
  listMarkdownFiles,
  loadContracts,
  parseMeta,
} from './lib/sample-checker';

// npm run check:samples — every JSON example in contracts/openapi must match the schema
// it sits under (scripts/README.md), and the current contract's examples, its guides'
// (contracts/scenarios), its pages' ```json blocks and the widget playground's demo quotes
// keep one price list. check:docs checks the pages' blocks against their schemas.

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
for (const file of listScenarios()) {
  let loaded;
  try {
    loaded = loadScenarioFile(file);
  } catch (error) {
    if (error instanceof ScenarioError) continue; // check:scenarios reports it with its line
    throw error;
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
// The current version's pages: their ```json blocks of the current contract, priced alike,
// and each deliverable's files as its kind has them.
for (const file of listMarkdownFiles([path.join(root, 'docs')]))
  for (const block of findJsonBlocks(fs.readFileSync(file, 'utf8'))) {
    const meta = parseMeta(block.meta);
    const target = meta.get('op') ?? meta.get('schema');
    if (typeof target !== 'string' || !target.startsWith(`${currentVersion.contract}#`)) continue;
    let value: unknown;
    try {
      value = JSON.parse(block.text);
    } catch {
      continue; // check:docs reports a block that is not JSON, with its line.
    }
    priced.push({value, file: path.relative(root, file), line: block.line});
    for (const {message} of deliveryFormatProblems([{value, at: ''}]))
      problems.push({file: path.relative(root, file), line: block.line, message});
  }
// The playground prices the widget's orders, which are speedy (as an order without
// `fulfilment` is), in the widget's currencies.
let playgroundPriced = 0;
const playgroundPrice = ({category, attributes, fulfilment, price}: Order) => {
  const currency = widgetCurrencies.find((code) => code === price?.currency);
  const speedy = (fulfilment?.type ?? 'speedy') === 'speedy';
  if ((category !== 'voice_over' && category !== 'audio_ads') || !speedy || !currency) return undefined;
  playgroundPriced++;
  const choices = {...initialChoices, [category]: {...initialChoices[category], ...attributes}};
  return demoQuote(category, choices, currency).price.amount;
};
const playground = 'the widget playground (src/components/WidgetPlayground/fixtures.ts)';
problems.push(...priceListProblems(priced), ...computedPriceProblems(priced, playgroundPrice, playground));
if (playgroundPriced === 0)
  problems.push({
    file: path.join(root, 'scripts/check-samples.ts'),
    line: 1,
    message: `no example priced by ${playground}`,
  });
for (const problem of problems) {
  console.error(`${path.relative(root, path.resolve(root, problem.file))}:${problem.line}: ${problem.message}`);
}
const summary = `examples of ${contracts.size} contracts (${Date.now() - started} ms)`;
if (problems.length > 0) {
  console.error(`check:samples: ${problems.length} problem(s) in ${summary}.`);
  process.exit(1);
}
console.log(`check:samples: OK, ${summary}.`);
