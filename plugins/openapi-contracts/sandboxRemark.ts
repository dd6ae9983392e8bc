import type {PhrasingContent, Root, Table, TableCell} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {VFile} from 'vfile';
import {replaceFlowElements} from './mdxNodes';
import {loadSandboxBranches} from './sandboxBranches';

// Remark plugin, run before Docusaurus' own (so that the cells' links are resolved and
// checked like any other): <SandboxBranches /> becomes the table of
// contracts/sandbox-branches.yaml, one row per branch, as Markdown. A file that does not
// load fails the build with the page and line.

function cell(markdown: string): TableCell {
  const [paragraph] = fromMarkdown(markdown.trim()).children;
  return {
    type: 'tableCell',
    children: paragraph?.type === 'paragraph' ? (paragraph.children as PhrasingContent[]) : [],
  };
}

function row(cells: string[]) {
  return {type: 'tableRow' as const, children: cells.map(cell)};
}

/** The element this plugin replaces; a page uses it without an import. */
export const sandboxBranchesElement = 'SandboxBranches';

export default function remarkSandboxBranches() {
  return (tree: Root, file: VFile) => {
    tree.children = replaceFlowElements(tree.children, sandboxBranchesElement, (node) => {
      let branches;
      try {
        ({branches} = loadSandboxBranches());
      } catch (error) {
        return file.fail(`<SandboxBranches>: ${(error as Error).message}`, node.position);
      }
      const table: Table = {
        type: 'table',
        align: [null, null],
        children: [
          row(['To exercise', 'Do this in the sandbox']),
          ...branches.map((branch) => row([branch.exercise, branch.do])),
        ],
      };
      return [table];
    });
  };
}
