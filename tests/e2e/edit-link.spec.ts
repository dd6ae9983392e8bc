import {test, expect} from '../support/fixtures';
import {url} from '../spec-routes';
import {editUrlFrom, editUrlVariable} from '../../src/utils/editUrl';

// "Edit this page" comes from DOCS_EDIT_URL at build time (src/utils/editUrl.ts). The
// suite runs against the build of `npm test`, made with the same environment: without
// the variable no page offers the link; with it, each links to its own file.
// The config's handling of a set variable is unit-tested in src/utils/editUrl.test.ts.

const editBase = editUrlFrom(process.env[editUrlVariable]);

const pages = [
  {route: 'api/errors', file: 'docs/api/errors.mdx', ready: '.theme-doc-footer'},
  {route: 'v3.0.0/errors', file: 'versioned_docs/version-3.0.0/errors.mdx', ready: '.theme-doc-footer'},
  {route: 'markdown-page', file: 'src/pages/markdown-page.mdx', ready: 'main h1'},
];

for (const {route, file, ready} of pages) {
  test(`${route} ${editBase ? `links to ${file} for editing` : 'has no "Edit this page" link'}`, async ({page}) => {
    await page.goto(url(route));
    // The link would sit in the page's footer (docs) or below its content (pages): wait for them.
    await expect(page.locator(ready).first()).toBeVisible();
    const editLink = page.getByRole('link', {name: 'Edit this page'});
    if (editBase) {
      await expect(editLink).toHaveAttribute('href', `${editBase}/${file}`);
    } else {
      await expect(editLink).toHaveCount(0);
      await expect(page.locator('.theme-edit-this-page')).toHaveCount(0);
    }
  });
}
