import fs from 'node:fs';
import path from 'node:path';
import type {Code} from 'mdast';
import {visit} from 'unist-util-visit';
import {exampleFileOf} from '../../../plugins/example-code';
import type {ParsedPage} from './parse';
import type {DocProblem} from './problem';

// A reader saves each example file a page shows under the name its block's title gives
// (`worker.mjs`, `send.js: retries, …`), and runs them side by side. An example that imports
// another by a relative path (`import {confirmWidgetOrder} from './confirm-widget-order.js'`)
// only runs if some page shows that file under the name the import asks for. Reported at the
// block that shows the importing file.

type ShownFile = {source: string; shownAs: string; page: ParsedPage; line: number; column: number};

const titleMeta = /(?:^|\s)title="([^"]+)"/;
const relativeImport = /\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The name a block's title gives its file: the title up to a colon or a space. */
const shownName = (title: string): string => title.split(/[:\s]/)[0];

/** Every example file the pages show under a title, with its block's place; one that does not exist is `example-file`'s. */
export function shownFiles(pages: ParsedPage[], siteRoot: string): ShownFile[] {
  const shown: ShownFile[] = [];
  for (const page of pages) {
    if (!page.tree) continue;
    visit(page.tree, 'code', (node: Code) => {
      const source = exampleFileOf(node.meta);
      const title = titleMeta.exec(node.meta ?? '')?.[1];
      if (!source || !title || !fs.existsSync(path.join(siteRoot, source))) return;
      const {line = 1, column = 1} = node.position?.start ?? {};
      shown.push({source, shownAs: shownName(title), page, line, column});
    });
  }
  return shown;
}

export function checkExampleImports(pages: ParsedPage[], siteRoot: string): DocProblem[] {
  const shown = shownFiles(pages, siteRoot);
  const names = new Set(shown.map((file) => file.shownAs));
  const problems: DocProblem[] = [];
  for (const file of shown) {
    const code = fs.readFileSync(path.join(siteRoot, file.source), 'utf8');
    for (const match of code.matchAll(relativeImport)) {
      const wanted = path.posix.join(path.posix.dirname(file.shownAs), match[1] ?? match[2]);
      if (names.has(wanted)) continue;
      const sameFile = shown.filter((other) => path.posix.basename(other.source) === path.posix.basename(wanted));
      const titled = sameFile.map(
        (other) => `"${other.shownAs}" (${path.relative(siteRoot, other.page.file)}:${other.line})`,
      );
      problems.push({
        file: file.page.file,
        line: file.line,
        column: file.column,
        rule: 'example-imports',
        message: `${file.shownAs} imports ${match[1] ?? match[2]}, but no page shows a file named ${wanted}${
          titled.length > 0 ? `: it is titled ${titled.join(', ')}` : ''
        }`,
      });
    }
  }
  return problems;
}
