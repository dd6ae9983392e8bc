import type {Code} from 'mdast';
import {visit} from 'unist-util-visit';
import {exampleFileProblem} from '../../../plugins/example-code';
import type {ParsedPage} from './parse';
import type {DocProblem} from './problem';

// A block with file="examples/…" shows that file: it exists under examples/ and the block
// itself stays empty. The build stops on the same mistakes, after minutes and without the
// page's line; this reports them at the block, and the other example rules skip the block.

export function checkExampleFiles(page: ParsedPage & {tree: NonNullable<ParsedPage['tree']>}): DocProblem[] {
  const problems: DocProblem[] = [];
  visit(page.tree, 'code', (node: Code) => {
    const message = exampleFileProblem(node);
    if (!message) return;
    const {line = 1, column = 1} = node.position?.start ?? {};
    problems.push({file: page.file, line, column, rule: 'example-file', message});
  });
  return problems;
}
