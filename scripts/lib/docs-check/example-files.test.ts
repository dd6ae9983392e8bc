import path from 'node:path';
import {expect, it} from 'vitest';
import {currentVersion} from '../../../src/data/versions';
import {checkExampleEnvironment} from './example-env';
import {checkExampleFiles} from './example-files';
import {checkExampleImports} from './example-imports';
import {fixturePage} from './fixture-page';

// A mistyped file= path is reported at its block, and the other example rules pass it by
// instead of stopping check:docs.

const siteRoot = path.resolve(__dirname, '../../..');
const page = (block: string) =>
  fixturePage(path.join(siteRoot, 'docs/files-fixture.mdx'), `# Files\n\nText.\n\n${block}\n`, currentVersion.name);

it('accepts an empty block that names an example file', () => {
  const shown = page('```js title="token.js" file="examples/handlers/authentication/token.js"\n```');
  expect(checkExampleFiles(shown)).toEqual([]);
});

it('reports, at the block, a file that does not exist, and the other rules skip it', () => {
  const shown = page('```js title="tokens.js" file="examples/handlers/authentication/tokens.js"\n```');
  expect(checkExampleFiles(shown).map(({line, rule, message}) => `${line} ${rule}: ${message}`)).toEqual([
    '5 example-file: file="examples/handlers/authentication/tokens.js" does not exist.',
  ]);
  expect(checkExampleEnvironment(shown, siteRoot)).toEqual([]);
  expect(checkExampleImports([shown], siteRoot)).toEqual([]);
});

it('reports a block that also holds code, and a file outside examples/', () => {
  const filled = page('```js title="token.js" file="examples/handlers/authentication/token.js"\nconst a = 1;\n```');
  const outside = page('```js title="config" file="docusaurus.config.ts"\n```');
  expect([...checkExampleFiles(filled), ...checkExampleFiles(outside)].map(({message}) => message)).toEqual([
    'a block with file="examples/handlers/authentication/token.js" must be empty; its code comes from the file.',
    'file="docusaurus.config.ts" must name a file under examples/.',
  ]);
});
