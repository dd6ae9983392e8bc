import path from 'node:path';
import {expect, it} from 'vitest';
import {currentVersion} from '../../../src/data/versions';
import {fixturePage} from './fixture-page';
import {checkMdxScope} from './mdx-scope';

// A name a page uses that nothing on it defines fails with the file, line and column,
// before the build would fail with the page's address alone.

const problemsOf = (source: string) => {
  const page = fixturePage(path.join(__dirname, 'mdx-scope-fixture.mdx'), source, currentVersion.name);
  return checkMdxScope({...page, tree: page.tree!}).map(({line, column, message}) => `${line}:${column}: ${message}`);
};

it('reports a placeholder in braces in prose, and a component used without its import', () => {
  expect(
    problemsOf(
      [
        "import {provider} from '@site/src/data/provider';",
        "import ApiEndpoint from '@site/src/components/ApiEndpoint';",
        '',
        'Send the request to /projects/{project_id}/cancel.',
        '',
        '<ApiEndpoint contract="final-1.0.0" operationId="cancelProject" />',
        '',
        '<ScenarioStep scenario="tutorial" step="token" />',
        '',
        '<CodeBlock language="bash">{`curl ${provider.sandboxUrl} ${apiHost}`}</CodeBlock>',
        '',
        'Defaults read names too: {[provider].map(({name = defaultName}) => name)}.',
      ].join('\n'),
    ),
  ).toEqual([
    '4:31: {project_id} is read as JavaScript and `project_id` is not defined on this page: write \\{project_id\\}, or put it in backticks as code.',
    "8:1: <ScenarioStep> is not imported on this page: add `import ScenarioStep from '@site/src/components/ScenarioStep';` below the front matter.",
    "10:1: <CodeBlock> is not imported on this page: add `import CodeBlock from '@theme/CodeBlock';` below the front matter.",
    '10:28: `apiHost` is not defined on this page: import it, or write the value itself.',
    '12:26: `defaultName` is not defined on this page: import it, or write the value itself.',
  ]);
});

it("takes what the page imports and exports, an expression's own parameters, and the theme's components", () => {
  expect(
    problemsOf(
      [
        "import {provider} from '@site/src/data/provider';",
        "export const calls = ['getProject'];",
        'export const {length: count} = calls;',
        '',
        'Ask {provider.name} for {calls.map((call) => call.toUpperCase()).join(", ")}.',
        '',
        'Or {calls.map(({length}, index, [first = length, ...rest]) => first + rest.length + index)}.',
        '',
        '<Details><summary>More</summary>Text in `{braces}` is code.</Details>',
        '',
        'Escaped \\{project_id\\} is text.',
      ].join('\n'),
    ),
  ).toEqual([]);
});
