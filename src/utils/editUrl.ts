// "Edit this page" links lead to a page's file in the repository when the site is built
// with DOCS_EDIT_URL set to the repository's edit base, e.g.
// https://git.example.com/studiowave/docs/edit/main: Docusaurus appends the file's path
// (docs/intro.mdx, versioned_docs/version-3.0.0/intro.mdx, src/pages/markdown-page.mdx).
// Unset or empty, the site has no edit link at all.

export const editUrlVariable = 'DOCS_EDIT_URL';

/** The edit base for the docs and pages plugins, or undefined for no link. */
export function editUrlFrom(value: string | undefined): string | undefined {
  const base = value?.trim();
  if (!base) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(base);
  } catch {
    url = undefined;
  }
  if (!url || !['https:', 'http:'].includes(url.protocol)) {
    throw new Error(
      `${editUrlVariable}="${value}" is not an http(s) URL. Set it to the repository's edit base, ` +
        `e.g. https://git.example.com/studiowave/docs/edit/main, or leave it unset for no "Edit this page" link.`,
    );
  }
  return base.replace(/\/+$/, '');
}
