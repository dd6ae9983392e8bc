import path from 'node:path';
import {expect, it} from 'vitest';
import {currentVersion} from '../../../src/data/versions';
import {checkExampleImports} from './example-imports';
import {fixturePage} from './fixture-page';

// The notifications worker imports api.js, send.js, token.js and confirm-widget-order.js:
// the pages must show each under the name the import asks for.

const siteRoot = path.resolve(__dirname, '../../..');
const block = (title: string, file: string) => `\`\`\`js title="${title}" file="examples/handlers/${file}"\n\`\`\`\n`;
const pages = (confirmTitle: string) => [
  fixturePage(
    path.join(siteRoot, 'docs/worker-fixture.mdx'),
    `# Worker\n\n${block('worker.mjs', 'notifications/worker.mjs')}\n${block('send.js: retries', 'authentication/send.js')}\n${block('api.js', 'authentication/api.js')}\n${block('token.js', 'authentication/token.js')}`,
    currentVersion.name,
  ),
  fixturePage(
    path.join(siteRoot, 'docs/widget-fixture.mdx'),
    `# Widget\n\nText.\n\n${block(confirmTitle, 'widget/confirm-widget-order.js')}`,
    currentVersion.name,
  ),
];

it('accepts example files shown under the names their imports use', () => {
  expect(checkExampleImports(pages('confirm-widget-order.js'), siteRoot)).toEqual([]);
});

it('reports, at the importing block, an import that no shown file answers', () => {
  const problems = checkExampleImports(pages('server/confirm-widget-order.js'), siteRoot);
  expect(problems.map(({file, line, message}) => `${path.relative(siteRoot, file)}:${line}: ${message}`)).toEqual([
    'docs/worker-fixture.mdx:3: worker.mjs imports ./confirm-widget-order.js, but no page shows a file named confirm-widget-order.js: it is titled "server/confirm-widget-order.js" (docs/widget-fixture.mdx:5)',
  ]);
});
