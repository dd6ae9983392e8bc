import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import type {ParsedPage} from './parse';
import type {DocProblem} from './problem';

// MDX drops up to two spaces from the start of each line of a `{…}` expression in the page
// (mdx-js's flow parsing), so code written as a template literal there, such as
// <CodeBlock>{`…`}</CodeBlock>, renders with its indentation cut. Written as an
// `export const` (ESM, which MDX leaves as it is) or a fenced block, it keeps it.

const templateLiteral = /`(?:[^`\\]|\\[\s\S])*`/g;

export function checkExpressionIndent(page: ParsedPage & {tree: Root}): DocProblem[] {
  const problems: DocProblem[] = [];
  visit(page.tree, ['mdxFlowExpression', 'mdxTextExpression'], (node) => {
    const start = node.position?.start;
    const end = node.position?.end;
    if (start?.offset === undefined || end?.offset === undefined) return;
    const written = page.source.slice(start.offset, end.offset);
    for (const literal of written.matchAll(templateLiteral)) {
      const indented = /\n[ \t]+\S/.exec(literal[0]);
      if (!indented) continue;
      const before = written.slice(0, literal.index + indented.index + 1);
      problems.push({
        file: page.file,
        line: start.line + before.split('\n').length - 1,
        column: 1,
        message:
          'MDX cuts up to two spaces from each line of a {…} expression, so this code loses its indentation: write it above the element as export const name = `…`; and show {name}, or as a fenced code block.',
        rule: 'expression-indent',
      });
      break;
    }
  });
  return problems;
}
