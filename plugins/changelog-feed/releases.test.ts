import {describe, expect, it} from 'vitest';
import {inFeedOrder, releasesOf} from './releases';

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

  it('reads corrections under another heading level, each up to the next heading of that level or above', () => {
    const releases = releasesOf(
      page(
        '<h3 id="corrections">Corrections</h3><h4 id="302">3.0.2</h4><p><time dateTime="2026-11-29">29 November</time></p>' +
          '<ul><li>Second.</li></ul><h4 id="301">3.0.1</h4><p><time dateTime="2026-11-28">28 November</time></p>' +
          '<ul><li>First.</li></ul><h2 id="next">What OLD-3.0.0 does not have</h2><p>Not a correction.</p>',
      ),
      pageUrl,
      'intro',
      'h4',
    );
    expect(releases.map(({title, anchor}) => [title, anchor])).toEqual([
      ['3.0.2', '302'],
      ['3.0.1', '301'],
    ]);
    expect(releases[1].html).not.toContain('Not a correction');
  });

  it("gives the releases of one day, over both pages, a second each in the pages' order", () => {
    const day = (versions: string[], date: string) =>
      releasesOf(
        page(
          versions
            .map((version) => `<h2 id="${version}">${version}</h2><p><time dateTime="${date}">x</time></p>`)
            .join(''),
        ),
        pageUrl,
        'changelog',
      );
    const feed = inFeedOrder(day(['1.2.0', '1.1.1', '1.0.0'], '2026-11-29'), day(['3.0.2', '3.0.1'], '2026-11-29'));
    expect(feed.map(({title, date}) => [title, date.toISOString()])).toEqual([
      ['1.2.0', '2026-11-29T00:00:04.000Z'],
      ['1.1.1', '2026-11-29T00:00:03.000Z'],
      ['1.0.0', '2026-11-29T00:00:02.000Z'],
      ['3.0.2', '2026-11-29T00:00:01.000Z'],
      ['3.0.1', '2026-11-29T00:00:00.000Z'],
    ]);
  });
});
