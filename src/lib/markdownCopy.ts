/**
 * Where the Markdown copy of a doc page is published: beside the page, its URL plus
 * `.md` (`/api/projects/create` → `/api/projects/create.md`); a route that ends in a
 * slash gets `index.md`. Written by plugins/markdown-copies, linked from every doc page.
 */
export function markdownCopyPath(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}
