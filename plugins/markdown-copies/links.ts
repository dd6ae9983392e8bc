import type {Root} from 'hast';
import {findAll, isElement} from './hast';
import {markdownCopyPath} from '../../src/lib/markdownCopy';

// A copy's links to other doc pages lead to their Markdown copies, so that a reader or a
// tool that works from the Markdown (llms.txt) stays in it. Every link and image of the site
// is absolute: a copy pasted into an assistant or read in a terminal has no page to
// resolve `/integrations/…` against.

export const withoutSlash = (pathname: string): string => pathname.replace(/\/$/, '');

/**
 * Rewrites `<a href>` to a doc page (`pagePaths`: the permalinks of the pages with a copy)
 * to the page's copy, keeping the #anchor, and makes every site path absolute on `siteUrl`;
 * a link to an anchor of the page itself (`permalink`) too, which llms-full.txt, holding
 * every page, could not resolve.
 */
export function linksToCopies(tree: Root, pagePaths: ReadonlySet<string>, siteUrl: string, permalink: string): void {
  for (const {node} of findAll(tree, (candidate) => isElement(candidate, 'a', 'img'))) {
    const attribute = node.tagName === 'a' ? 'href' : 'src';
    const given = node.properties[attribute];
    const target = typeof given === 'string' && given.startsWith('#') ? `${permalink}${given}` : given;
    if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) continue;
    const [, pathname, hash = ''] = /^([^#?]*)(?:\?[^#]*)?(#.*)?$/.exec(target) ?? [];
    const copied = node.tagName === 'a' && pathname && pagePaths.has(withoutSlash(pathname));
    node.properties[attribute] = `${siteUrl}${copied ? markdownCopyPath(pathname) + hash : target}`;
  }
}

/** The set `linksToCopies` reads, from the doc pages' permalinks. */
export const pagePathSet = (permalinks: string[]): Set<string> => new Set(permalinks.map(withoutSlash));
