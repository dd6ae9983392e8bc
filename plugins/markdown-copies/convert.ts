import type {Root} from 'hast';
import {select} from 'hast-util-select';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {admonitionsAsBlockquotes} from './admonitions';
import {
  captionsAbove,
  openDetails,
  removeComments,
  removeEmptyFigures,
  removeInteractiveChrome,
  spaceTouchingInlines,
} from './chrome';
import {plainCodeBlocks} from './codeBlocks';
import {markdownTables} from './tables';
import {flattenTabs} from './tabs';

// The Markdown of a built doc page, from what the page renders: the article's content
// (`.theme-doc-markdown`, the theme's stable class; breadcrumbs, version badge, table of
// contents and pager stay out), through small transforms of the HTML tree, then
// rehype-remark and remark-gfm for everything Markdown already has a form for.

const processor = unified()
  .use(rehypeParse)
  .use(() => (tree: Root) => {
    const content = select('article .theme-doc-markdown', tree);
    if (!content) throw new Error('no <article> with .theme-doc-markdown');
    const article: Root = {type: 'root', children: [content]};
    for (const transform of [
      removeComments,
      removeInteractiveChrome,
      removeEmptyFigures,
      plainCodeBlocks,
      flattenTabs,
      admonitionsAsBlockquotes,
      captionsAbove,
      markdownTables,
      openDetails,
      spaceTouchingInlines,
    ]) {
      transform(article);
    }
    return article;
  })
  .use(rehypeRemark)
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkStringify, {bullet: '-', fence: '`', fences: true, rule: '-', emphasis: '_'})
  .freeze();

/**
 * The page's <article>: the navbar, sidebar and footer, half of a page's HTML, are never
 * parsed. Nor are the token <span>s of highlighted code, another half, of which Markdown
 * keeps only the text; the lines' <div>s and <br>s stay.
 */
export function articleOf(html: string): string {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (start < 0 || end < start) throw new Error('no <article> element');
  return html
    .slice(start, end + '</article>'.length)
    .replace(/<pre\b[^>]*>[\s\S]*?<\/pre>/g, (pre) => pre.replace(/<\/?span\b[^>]*>/g, ''));
}

export function articleToMarkdown(article: string): string {
  return String(processor.processSync(article));
}
