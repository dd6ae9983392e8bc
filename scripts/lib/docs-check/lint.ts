import type {Root} from 'mdast';
import remarkLintTableCellPadding from 'remark-lint-table-cell-padding';
import remarkPresetLintConsistent from 'remark-preset-lint-consistent';
import remarkPresetLintRecommended from 'remark-preset-lint-recommended';
import {VFile} from 'vfile';
import {mdxParser, type ParsedPage} from './parse';
import type {DocProblem} from './problem';

// Markdown style: remark-lint's consistent preset (one way to write each construct per
// page), then its recommended preset (mistakes that render wrongly or not at all), whose
// settings win where both set a rule (ordered lists use `1.`).
// Table cell padding is left free: pages write `|---|` and `| --- |` and both render alike.

const linter = mdxParser()
  .use(remarkPresetLintConsistent)
  .use(remarkPresetLintRecommended)
  .use(remarkLintTableCellPadding, false);

export async function lintPage(page: ParsedPage & {tree: Root}): Promise<DocProblem[]> {
  const file = new VFile({path: page.file, value: page.source});
  // The linter's transformers add messages and do not change the tree, so the shared tree is safe.
  await linter.run(page.tree, file);
  return file.messages.map((message) => ({
    file: page.file,
    line: message.line ?? 1,
    column: message.column ?? 1,
    message: message.reason,
    rule: message.ruleId ? `${message.source ?? 'remark-lint'}/${message.ruleId}` : 'mdx',
  }));
}
