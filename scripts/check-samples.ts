import path from 'node:path';
import {checkSamples} from './lib/sample-checker';

// npm run check:samples — every JSON example in contracts/openapi and every ```json
// block in the docs must match the contract schema it names (scripts/README.md).

const root = path.resolve(__dirname, '..');
const started = Date.now();
const {problems, blocks, files} = checkSamples({
  contractsDir: path.join(root, 'contracts/openapi'),
  markdownDirs: ['docs', 'versioned_docs', 'src/pages'].map((dir) => path.join(root, dir)),
});
for (const problem of problems) {
  console.error(`${path.relative(root, problem.file)}:${problem.line}: ${problem.message}`);
}
const summary = `${files} pages, ${blocks} json blocks, contract examples (${Date.now() - started} ms)`;
if (problems.length > 0) {
  console.error(`check:samples: ${problems.length} problem(s) in ${summary}.`);
  process.exit(1);
}
console.log(`check:samples: OK, ${summary}.`);
