import assert from 'node:assert/strict';
import path from 'node:path';
import {checkSamples} from './lib/sample-checker';

// Proves that npm run check:samples fails on bad samples, naming the file and the
// line: it runs the checker on the deliberately broken fixtures in
// scripts/fixtures/check-samples and compares what it reports.

const fixtures = path.join(__dirname, 'fixtures/check-samples');
const page = path.join(fixtures, 'pages/samples.mdx');
const contract = path.join(fixtures, 'contracts/fixture.yaml');
const {problems} = checkSamples({contractsDir: path.join(fixtures, 'contracts'), markdownDirs: [path.join(fixtures, 'pages')]});
const reported = problems.map((problem) => `${path.relative(fixtures, problem.file)}:${problem.line}: ${problem.message}`);

const expected: [file: string, line: number, pattern: RegExp][] = [
  [contract, 27, /createThing response 201: \/colour must be one of: red, blue/],
  [page, 25, /\/colour must be one of: red, blue/],
  [page, 31, /\/parts\/0 has a field the contract does not define: "sise"/],
  [page, 37, /needs schema=/],
  [page, 43, /not valid JSON/],
  [page, 49, /fixture has no schema Nothing/],
];

for (const [file, line, pattern] of expected) {
  const match = problems.find((problem) => problem.file === file && problem.line === line && pattern.test(problem.message));
  assert.ok(match, `expected ${path.relative(fixtures, file)}:${line} ${pattern}, got:\n${reported.join('\n')}`);
}
assert.equal(problems.length, expected.length, `unexpected problems:\n${reported.join('\n')}`);
console.log(`check-samples selftest: OK, the checker reports all ${expected.length} planted problems with file and line.`);
