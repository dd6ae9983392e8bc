/**
 * Where the Markdown copy of a doc page is published: beside the page, its URL plus
 * `.md` (`/api/projects/create` → `/api/projects/create.md`). A category's own page
 * (`/api/webhook/`) too, without its slash (`/api/webhook.md`), as links name it.
 * Written by plugins/markdown-copies, linked from every doc page.
 */
export function markdownCopyPath(permalink: string): string {
  return `${permalink.replace(/\/$/, '')}.md`;
}
