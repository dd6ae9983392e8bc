import path from 'node:path';
import {expect, it} from 'vitest';
import {currentVersion} from '../../../src/data/versions';
import {checkExpressionIndent} from './expression-indent';
import {fixturePage} from './fixture-page';

const problemsOf = (source: string) => {
  const page = fixturePage(path.join(__dirname, 'expression-indent-fixture.mdx'), source, currentVersion.name);
  return checkExpressionIndent({...page, tree: page.tree!}).map(({line, rule}) => `${line} ${rule}`);
};

it('reports indented code in a template literal of a JSX expression, at its first indented line', () => {
  expect(
    problemsOf(
      [
        "import CodeBlock from '@theme/CodeBlock';",
        '',
        '<CodeBlock language="css">{`.box {',
        '  margin: 0;',
        '}`}</CodeBlock>',
      ].join('\n'),
    ),
  ).toEqual(['4 expression-indent']);
});

it('passes the same code exported, one-line literals and fenced blocks', () => {
  expect(
    problemsOf(
      [
        "import CodeBlock from '@theme/CodeBlock';",
        '',
        'export const box = `.box {',
        '  margin: 0;',
        '}`;',
        '',
        '<CodeBlock language="css">{box}</CodeBlock>',
        '',
        '<CodeBlock language="bash">{`npm install ${box}`}</CodeBlock>',
        '',
        '```css',
        '.box {',
        '  margin: 0;',
        '}',
        '```',
      ].join('\n'),
    ),
  ).toEqual([]);
});
