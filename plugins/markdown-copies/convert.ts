import type {Root} from 'hast';
import {select} from 'hast-util-select';
import {fromParse5} from 'hast-util-from-parse5';
import {parseFragment} from 'parse5';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {admonitionsAsBlockquotes} from './admonitions';
import {anchorHandlers, keepAnchors} from './anchors';
import {
  browserOnlyNotes,
  captionsAbove,
  describeDrawings,
  openDetails,
  removeComments,
  removeEmptyFigures,
  removeInteractiveChrome,
  spaceTouchingInlines,
} from './chrome';
import {plainCodeBlocks} from './codeBlocks';
import {linksToCopies, pagePathSet} from './links';
import {markdownTables} from './tables';
import {flattenTabs} from './tabs';

// The Markdown of a built doc page, from what the page renders: the article's content
// (`.theme-doc-markdown`, the theme's stable class; breadcrumbs, version badge, table of
// contents and pager stay out), through small transforms of the HTML tree, then
// rehype-remark and remark-gfm for everything Markdown already has a form for.

const processor = unified()
  // The article alone, parsed as a fragment: in standards mode, as the browser parses the
  // page, so a <table> closes the <p> the minifier left open (a document without its
  // doctype would be parsed in quirks mode, the table nested in the paragraph and glued
  // to it in Markdown); and without source positions, which nothing here reports (a
  // quarter of the conversion's time).
  .use(function parseArticle() {
    this.parser = (html: string) => fromParse5(parseFragment(html)) as Root;
  })
  .use(() => (tree: Root, file: VFile) => {
    const content = select('article .theme-doc-markdown', tree);
    if (!content) throw new Error('no <article> with .theme-doc-markdown');
    const article: Root = {type: 'root', children: [content]};
    linksToCopies(
      article,
      file.data.pagePaths as Set<string>,
      file.data.siteUrl as string,
      file.data.permalink as string,
    );
    for (const transform of [
      removeComments,
      describeDrawings,
      browserOnlyNotes,
      removeInteractiveChrome,
      removeEmptyFigures,
      plainCodeBlocks,
      flattenTabs,
      admonitionsAsBlockquotes,
      captionsAbove,
      markdownTables,
      openDetails,
      spaceTouchingInlines,
      keepAnchors,
    ]) {
      transform(article);
    }
    return article;
  })
  .use(rehypeRemark, {handlers: anchorHandlers})
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {bullet: '-', fence: '`', fences: true, rule: '-', emphasis: '_'})
  .freeze();

/**
 * The Markdown of each article (with its page's permalink), or why it failed; run in a
 * worker thread (see ./index.ts). `permalinks` are the doc pages that have a copy, which
 * the articles' links are sent to; `siteUrl` (`https://host`) makes every link absolute, so
 * a copy read anywhere resolves them.
 */
export default function articlesToMarkdown(
  articles: Array<{html: string; permalink: string}>,
  permalinks: string[],
  siteUrl: string,
): Array<{markdown: string} | {error: string}> {
  const pagePaths = pagePathSet(permalinks);
  return articles.map(({html, permalink}) => {
    try {
      return {
        markdown: String(processor.processSync(new VFile({value: html, data: {pagePaths, siteUrl, permalink}}))),
      };
    } catch (error) {
      return {error: (error as Error).message};
    }
  });
}
