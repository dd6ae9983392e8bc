import type {Node} from 'unist';
import {visit} from 'unist-util-visit';
import type {LoadedSandboxBranches} from '../../../plugins/openapi-contracts/sandboxBranches';
import type {ParsedPage} from './parse';

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

/** What a reader reads of the file: the cells, with inline code (names of the API) blanked out. */
export function proseOfSandboxBranches(loaded: LoadedSandboxBranches, source: string): string {
  const masked = source.replace(/[^\n]/g, ' ').split('');
  loaded.branches.forEach((_, row) => {
    for (const cell of ['exercise', 'do']) {
      const node = loaded.yaml.getIn(['branches', row, cell], true) as {range?: [number, number]} | undefined;
      if (node?.range) for (let index = node.range[0]; index < node.range[1]; index++) masked[index] = source[index];
    }
  });
  return masked.join('').replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
}
