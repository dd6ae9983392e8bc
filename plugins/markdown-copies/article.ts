/** The page's <article> as written: the navbar, sidebar and footer, half of a page's HTML, are never parsed. */
export function articleHtml(html: string): string {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (start < 0 || end < start) throw new Error('no <article> element');
  return html.slice(start, end + '</article>'.length);
}

/**
 * The page's <article> without the token <span>s of highlighted code, another half of a
 * page, of which Markdown keeps only the text; the lines' <div>s and <br>s stay.
 */
export function articleOf(html: string): string {
  return articleHtml(html).replace(/<pre\b[^>]*>[\s\S]*?<\/pre>/g, (pre) => pre.replace(/<\/?span\b[^>]*>/g, ''));
}
