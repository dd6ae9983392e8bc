import type {Root} from 'hast';
import {findAll, isElement} from './hast';
import {markdownCopyPath} from '../../src/lib/markdownCopy';

// A copy's links to other doc pages lead to their Markdown copies, so that a reader or a
// tool that works from the Markdown (llms.txt) stays in it; other links stay as they are.

const withoutSlash = (pathname: string): string => pathname.replace(/\/$/, '');

/** Rewrites `<a href>` to a doc page (`pagePaths`: the permalinks of the pages with a copy) to the page's copy, keeping the #anchor. */
export function linksToCopies(tree: Root, pagePaths: ReadonlySet<string>): void {
  for (const {node} of findAll(tree, (candidate) => isElement(candidate, 'a'))) {
    const href = node.properties.href;
    if (typeof href !== 'string' || !href.startsWith('/')) continue;
    const [, pathname, hash = ''] = /^([^#?]*)(?:\?[^#]*)?(#.*)?$/.exec(href) ?? [];
    if (pathname && pagePaths.has(withoutSlash(pathname))) node.properties.href = markdownCopyPath(pathname) + hash;
  }
}

/** The set `linksToCopies` reads, from the doc pages' permalinks. */
export const pagePathSet = (permalinks: string[]): Set<string> => new Set(permalinks.map(withoutSlash));
