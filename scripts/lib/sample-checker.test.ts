import path from 'node:path';
import {expect, it} from 'vitest';
import {checkSamples} from './sample-checker';

// npm run check:samples must fail on bad samples, naming the file and the line (of the
// field at fault, or where the JSON stops parsing, inside a block): the checker runs on
// the deliberately broken fixtures in scripts/fixtures/check-samples.

const fixtures = path.resolve(__dirname, '../fixtures/check-samples');
const page = 'pages/samples.mdx';
const contract = 'contracts/fixture.yaml';

it('reports every planted problem, and only those, with file and line', () => {
  const {problems} = checkSamples({
    contractsDir: path.join(fixtures, 'contracts'),
    markdownDirs: [path.join(fixtures, 'pages')],
  });
  const reported = problems.map((problem) => ({
    file: path.relative(fixtures, problem.file),
    line: problem.line,
    message: problem.message,
  }));
  expect(reported).toEqual([
    {
      file: contract,
      line: 27,
      message: expect.stringMatching(/createThing response 201: \/colour must be one of: red, blue/),
    },
    {file: page, line: 26, message: expect.stringMatching(/\/colour must be one of: red, blue/)},
    {
      file: page,
      line: 35,
      message: expect.stringMatching(/\/parts\/0 has a field the contract does not define: "sise"/),
    },
    {file: page, line: 41, message: expect.stringMatching(/needs schema=/)},
    {file: page, line: 50, message: expect.stringMatching(/not valid JSON/)},
    {file: page, line: 55, message: expect.stringMatching(/fixture has no schema Nothing/)},
    // A response shows the default of a field left out; a request may leave it out, and a
    // field whose description says when it is there ("Only with …") may be absent.
    {
      file: page,
      line: 63,
      message: expect.stringMatching(
        /\(root\) leaves out finish, whose default \("matte"\) what the API sends always shows$/,
      ),
    },
    // A closed schema names the field it does not define, not only "additional properties".
    {
      file: page,
      line: 69,
      message: expect.stringMatching(/\(root\) has a field the contract does not define: "titel"/),
    },
  ]);
});
