import type {Root, Table} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {SKIP, visit} from 'unist-util-visit';
import {scrollableRegionClass} from '../../src/components/ScrollableRegion/className';
import {div} from '../openapi-contracts/mdxNodes';

// Remark plugin: a Markdown table sits in a region that scrolls it sideways on a narrow
// screen, which a keyboard can focus (WCAG 2.1.1) and a screen reader names after the
// table's column headings, as <ScrollableRegion> does for the components' tables. Done at
// build time: the page ships the markup, not code that computes it.

export default function remarkTableRegions() {
  return (tree: Root) => {
    visit(tree, 'table', (table: Table, index, parent) => {
      if (!parent || index === undefined) return undefined;
      const headings = (table.children[0]?.children ?? []).map((cell) => toString(cell).trim());
      parent.children[index] = div(scrollableRegionClass, [table], {
        role: 'region',
        'aria-label': `Table: ${headings.join(', ')}`,
        tabIndex: '0',
      }) as (typeof parent.children)[number];
      return SKIP;
    });
  };
}
