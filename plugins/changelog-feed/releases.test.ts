import {describe, expect, it} from 'vitest';
import {releasesOf} from './releases';

const pageUrl = 'https://docs.example/integrations/documentation/api/changelog';
const page = (content: string) =>
  `<html><body><nav>menu</nav><article><div class="theme-doc-markdown markdown">${content}</div></article></body></html>`;

// The plugin passes the changelog page's address; the feed e2e test (markdown-copies.spec.ts)
// checks that every link of the built feed lands on the site.
describe('releasesOf', () => {
  it('makes links absolute against the changelog page: a fragment stays on it', () => {
    const [release] = releasesOf(
      page(
        '<h2 id="110">1.1.0</h2><p><time dateTime="2026-03-01">1 March 2026</time></p>' +
          '<p>See the <a href="#migrating">migration guide</a> and <a href="/integrations/documentation/api/errors">errors</a>.</p>',
      ),
      pageUrl,
      'changelog',
    );
    expect(release.html).toContain(`href="${pageUrl}#migrating"`);
    expect(release.html).toContain('href="https://docs.example/integrations/documentation/api/errors"');
  });

  it('names the file when a release has no date', () => {
    expect(() => releasesOf(page('<h2 id="100">1.0.0</h2><p>First release.</p>'), pageUrl, 'changelog.html')).toThrow(
      /changelog\.html: release "1\.0\.0" has no <time dateTime/,
    );
  });
});
