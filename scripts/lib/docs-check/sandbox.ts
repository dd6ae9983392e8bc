import type {Node} from 'unist';
import {visit} from 'unist-util-visit';
import type {LoadedSandboxBranches} from '../../../plugins/openapi-contracts/sandboxBranches';
import type {ParsedPage} from './parse';
import {proseOfYaml} from './scenarios';

// The introduction shows the sandbox table through <SandboxBranches />, which the build
// fills from contracts/sandbox-branches.yaml. Its cells are spelled and their links
// checked in that file, where a writer fixes them; check:scenarios replays its runs.

/** Whether the page shows the sandbox table. */
export function showsSandboxBranches(page: ParsedPage): boolean {
  let shown = false;
  if (page.tree)
    visit(page.tree, 'mdxJsxFlowElement', (node: Node & {name?: string | null}) => {
      if (node.name === 'SandboxBranches') shown = true;
    });
  return shown;
}

/** What a reader reads of the file: the cells. */
export function proseOfSandboxBranches(loaded: LoadedSandboxBranches, source: string): string {
  return proseOfYaml(
    loaded.yaml,
    source,
    loaded.branches.flatMap((_, row) => [
      ['branches', row, 'exercise'],
      ['branches', row, 'do'],
    ]),
  );
}
