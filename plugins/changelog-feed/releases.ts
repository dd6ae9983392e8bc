import type {Element, Root} from 'hast';
import {select, selectAll} from 'hast-util-select';
import {fromParse5} from 'hast-util-from-parse5';
import {toHtml} from 'hast-util-to-html';
import {parseFragment} from 'parse5';
import {articleHtml} from '../markdown-copies/article';

// The releases of a built page: each heading of the given level (the changelog's <h2>s)
// whose text starts with a version number opens one, up to the next heading of that level
// or above; it must hold a <time dateTime> (the release date).

export type Release = {title: string; anchor: string; date: Date; html: string};

const versionHeading = /^\d+\.\d+\.\d+\b/;

const textOf = (node: Element): string =>
  toHtml(node)
    .replace(/<[^>]+>/g, '')
    .replace(/\u200b/g, '')
    .trim();

/**
 * The releases of the page `html`, published at `pageUrl`, newest first as the page lists them, each opened by a
 * `heading` (h2 to h6); their links are made absolute against that address, so
 * `#migrating` stays on the page.
 */
export function releasesOf(html: string, pageUrl: string, source: string, heading = 'h2'): Release[] {
  const level = Number(heading.slice(1));
  const closes = (tagName: string) => /^h[1-6]$/.test(tagName) && Number(tagName.slice(1)) <= level;
  // Only the article, the smaller part of the page, parsed as a fragment: in standards
  // mode, as browsers parse the page.
  let article: string;
  try {
    article = articleHtml(html);
  } catch (error) {
    throw new Error(`${source}: ${(error as Error).message}`);
  }
  const tree = fromParse5(parseFragment(article)) as Root;
  const content = select('article .theme-doc-markdown', tree);
  if (!content) throw new Error(`${source}: no article content`);
  const releases: Release[] = [];
  let current: {heading: Element; body: Element[]} | undefined;
  const close = (): void => {
    if (!current) return;
    const {heading, body} = current;
    const title = textOf(heading);
    const time = body
      .map((node) => select('time[datetime]', node) ?? (node.tagName === 'time' ? node : undefined))
      .find(Boolean);
    const date = new Date(String(time?.properties.dateTime ?? ''));
    if (Number.isNaN(date.getTime())) {
      throw new Error(`${source}: release "${title}" has no <time dateTime="YYYY-MM-DD"> with its release date.`);
    }
    for (const node of body) {
      for (const link of selectAll('a[href]', node))
        link.properties.href = new URL(String(link.properties.href), pageUrl).href;
      for (const anchor of selectAll('a.hash-link', node)) anchor.children = [];
    }
    releases.push({
      title,
      anchor: String(heading.properties.id),
      date,
      html: body.map((node) => toHtml(node)).join('\n'),
    });
    current = undefined;
  };
  for (const node of content.children) {
    if (node.type !== 'element') continue;
    if (closes(node.tagName)) {
      close();
      if (node.tagName === heading && versionHeading.test(textOf(node))) current = {heading: node, body: []};
    } else if (current) {
      current.body.push(node);
    }
  }
  close();
  if (releases.length === 0)
    throw new Error(`${source}: no release section (an <${heading}> that starts with a version number).`);
  return releases;
}

/**
 * The releases of several pages in one feed, newest first. The pages date releases by
 * day, so the releases of one day, in the pages' order (each page newest first), are a
 * second apart from midnight: a feed reader that orders entries by time keeps that order
 * instead of picking one of its own, and no two entries share a time.
 */
export function inFeedOrder<T extends Release>(...pages: T[][]): T[] {
  const all = pages.flat().sort((a, b) => b.date.getTime() - a.date.getTime());
  return all.map((release) => {
    const sameDay = all.filter((other) => other.date.getTime() === release.date.getTime());
    const later = sameDay.length - 1 - sameDay.indexOf(release);
    return {...release, date: new Date(release.date.getTime() + later * 1000)};
  });
}
