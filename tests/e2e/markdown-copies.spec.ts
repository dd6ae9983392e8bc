import type {APIRequestContext, Page} from '@playwright/test';
import GithubSlugger from 'github-slugger';
import {toString} from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {test, expect} from '../support/fixtures';
import {basePath, currentDocRoutes, olderDocRoutes, url} from '../spec-routes';
import {currentVersion, olderVersion} from '../../src/data/versions';
import {provider} from '../../src/data/provider';
import {loadContract} from '../../plugins/openapi-contracts/contracts';
import {escapeRegexp} from '@docusaurus/utils';

// Issue 13: every doc page of both versions has a Markdown copy beside it, announced in
// its head, holding what the page shows: each name and code of its reference tables and
// every line of every code sample, with each tab's label. Each version's llms.txt lists
// every doc route of that version and nothing else; llms-full.txt holds every copy.

const versions = [
  {label: currentVersion.label, dir: '', routes: currentDocRoutes.map(String)},
  {
    label: olderVersion.label,
    dir: `${olderVersion.path}/`,
    routes: olderDocRoutes.map((route) => `${olderVersion.path}/${route}`),
  },
];

type PageFacts = {
  markdownHref: string | null;
  title: string;
  names: string[];
  codes: string[];
  sampleLines: string[];
  tabLabels: string[];
  tables: number;
};

/** What a reader sees on the built page, read in the browser's own HTML parser. */
function factsOf(page: Page, html: string): Promise<PageFacts> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const content = doc.querySelector('article .theme-doc-markdown')!;
    const textOf = (node: Element) => (node.textContent ?? '').replace(/\u200b/g, '').trim();
    const names = [...content.querySelectorAll('table tbody tr')]
      .map((row) => row.querySelector('td'))
      .filter((cell): cell is HTMLTableCellElement => cell !== null && cell.colSpan === 1)
      // A cell that is a list (the migration table's renames) names each item.
      .flatMap((cell) => {
        const items = [...cell.querySelectorAll('li')];
        if (items.length > 0) return items.map(textOf);
        return [cell.firstElementChild ? textOf(cell.firstElementChild) : textOf(cell)];
      })
      .filter(Boolean);
    const codes = [...content.querySelectorAll('table code')].map(textOf).filter(Boolean);
    const sampleLines = [...content.querySelectorAll('pre')].flatMap((pre) => {
      const copy = pre.cloneNode(true) as Element;
      for (const br of copy.querySelectorAll('br')) br.replaceWith('\n');
      return (copy.textContent ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    });
    const tabLabels = [...content.querySelectorAll('[role=tab]')].map(textOf);
    return {
      markdownHref: doc.querySelector('head link[rel=alternate][type="text/markdown"]')?.getAttribute('href') ?? null,
      title: textOf(content.querySelector('h1')!),
      names,
      codes,
      sampleLines,
      tabLabels,
      tables: content.querySelectorAll('table').length,
    };
  }, html);
}

const markdownParser = unified().use(remarkParse).use(remarkGfm);

/** Splits Markdown into prose (even indexes) and fenced code blocks (odd indexes). */
const fencedParts = (markdown: string): string[] => markdown.split(/(^```[^\n]*\n[\s\S]*?^```$)/m);

/** Markdown text as a reader reads it: backslash escapes outside code blocks do not count. */
const plain = (markdown: string): string =>
  fencedParts(markdown)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/\\([\\`*_{}[\]()#+\-.!|<>~&])/g, '$1')))
    .join('');

/** Inline code marks and line breaks differ between HTML text and Markdown; words do not. */
const comparable = (text: string): string => text.replace(/`/g, '').replace(/\s+/g, ' ');

/** The copies' links are absolute, on the published site: the same path on the test server. */
const published = `${provider.siteUrl}${basePath}`;
const local = (href: string): string => (href.startsWith(published) ? href.slice(provider.siteUrl.length) : href);

/** The anchors a Markdown reader finds in a copy: its headings' GitHub slugs and its `<a id>`s. */
function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set([...markdown.matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1]));
  visit(
    markdownParser.parse(markdown),
    'heading',
    (heading) => void anchors.add(slugger.slug(toString(heading, {includeHtml: false}))),
  );
  return anchors;
}

async function getText(request: APIRequestContext, path: string, type: RegExp): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toMatch(type);
  return response.text();
}

for (const version of versions) {
  test(`every ${version.label} doc page has a Markdown copy with all it shows`, async ({page, request}) => {
    test.setTimeout(120_000);
    const linked = new Set<string>();
    for (const route of version.routes) {
      const facts = await factsOf(page, await getText(request, url(route), /text\/html/));
      expect(facts.markdownHref, `/${route}: <link rel="alternate" type="text/markdown">`).toMatch(/\.md$/);
      const markdown = plain(await getText(request, facts.markdownHref!, /^text\/markdown; charset=utf-8$/));
      const readable = comparable(markdown);
      // Its title, then its version and where the page is published.
      expect(markdown.startsWith(`# ${facts.title}\n\n${version.label}, `), `/${route}: title, version`).toBe(true);
      // Where the page is published, ending with its route, an index page's too (no slash).
      expect(markdown.split('\n')[2].endsWith(`Page: ${published}${route}`), `/${route}: its page`).toBe(true);
      for (const [kind, values] of Object.entries({
        name: facts.names,
        code: facts.codes,
        'sample line': facts.sampleLines,
      })) {
        const missing = [...new Set(values)].filter((value) => !readable.includes(comparable(value)));
        expect(missing, `/${route}: every ${kind} of the page is in ${facts.markdownHref}`).toEqual([]);
      }
      for (const label of facts.tabLabels) expect(markdown, `/${route}: tab ${label}`).toContain(`**${label}**`);
      // Each table stays a table a Markdown reader can parse: none glued to the text before it.
      let tables = 0;
      visit(markdownParser.parse(markdown), 'table', () => void tables++);
      expect(tables, `/${route}: the tables of the page are tables in ${facts.markdownHref}`).toBe(facts.tables);
      const prose = fencedParts(markdown)
        .filter((_, index) => index % 2 === 0)
        .join('\n');
      expect(prose, `/${route}: no leftover HTML outside code`).not.toMatch(/<(div|span|svg|button|details|table)\b/);
      // The version line names the page itself; the rest of the copy links copies.
      const versionLine = markdown.split('\n').findIndex((line) => line.includes('Page: ')) + 1;
      visit(markdownParser.parse(markdown), 'link', (link: {url: string; position?: {start: {line: number}}}) => {
        // Absolute, an anchor of the page itself too: llms-full.txt holds every page.
        expect(link.url, `/${route}: links are absolute`).not.toMatch(/^[/#]/);
        if (link.position?.start.line === versionLine) return;
        if (link.url.startsWith(published)) linked.add(local(link.url));
      });
    }
    // A copy's links to doc pages lead to their copies, so a reader of the Markdown stays in
    // it, and an anchor lands on a heading's slug or an <a id> there.
    const allRoutes = new Set(versions.flatMap((each) => each.routes));
    const anchorsIn = new Map<string, Set<string>>();
    const missing: string[] = [];
    for (const href of linked) {
      const [target, anchor] = href.split('#');
      const route = target.slice(basePath.length);
      expect(allRoutes.has(route.replace(/\/$/, '')), `${href} is a copy, not the HTML page`).toBe(false);
      if (!route.endsWith('.md')) {
        expect((await request.get(target)).status(), href).toBe(200);
        continue;
      }
      expect(allRoutes.has(route.slice(0, -3)), `${href} is a page's copy`).toBe(true);
      if (anchor === undefined) continue;
      if (!anchorsIn.has(target)) anchorsIn.set(target, anchorsOf(await getText(request, target, /^text\/markdown/)));
      if (!anchorsIn.get(target)!.has(anchor)) missing.push(href);
    }
    expect(missing, 'anchors the linked copies lack').toEqual([]);
  });

  test(`${version.label} llms.txt lists every doc route of its version and nothing else`, async ({request}) => {
    const llms = await getText(request, url(`${version.dir}llms.txt`), /^text\/plain/);
    expect(llms).toMatch(new RegExp(`^# .*${version.label}\\n\\n> .+\\n`));
    const links = [...llms.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)(: .+)?$/gm)];
    expect(
      links.filter(([, , href]) => !href.startsWith(published)),
      'every link absolute, on the site',
    ).toEqual([]);
    const entries = links.filter(([, , href]) => href.endsWith('.md'));
    // A page's copy is its route plus .md, a category's own page too (`api/webhook.md`).
    const listed = entries.map(([, , href]) => href.slice(published.length).replace(/\.md$/, ''));
    expect([...listed].sort()).toEqual([...version.routes].sort());
    for (const [, , href] of entries.slice(0, 3))
      expect((await request.get(local(href))).status(), `${href} is a copy`).toBe(200);
    // After the pages: the whole list in one file, the version's contract and downloads, and
    // the other versions' llms.txt.
    const files = links.filter(([, , href]) => !href.endsWith('.md')).map(([, , href]) => local(href));
    expect(files).toEqual(
      expect.arrayContaining([
        ...versions.filter((other) => other !== version).map((other) => url(`${other.dir}llms.txt`)),
        url(`${version.dir}llms-full.txt`),
        expect.stringMatching(/\.yaml$/),
        expect.stringMatching(/\.postman_collection\.json$/),
        expect.stringMatching(/\.d\.ts$/),
      ]),
    );
    for (const href of files) expect((await request.get(href)).status(), href).toBe(200);
    expect(
      entries.every(([, , , description]) => description),
      'each page has its description',
    ).toBe(true);
    expect(llms.split('\n').filter((line) => line.startsWith('## ')).length).toBeGreaterThan(1);

    const full = await getText(request, url(`${version.dir}llms-full.txt`), /^text\/plain/);
    for (const [, title, href] of entries) {
      expect(full, `llms-full.txt holds ${href}`).toContain(`<!-- Source: ${href} -->\n\n# ${title}\n`);
    }
    // Then the same files as llms.txt but itself: the contract, its downloads and the other versions.
    for (const href of files.filter((file) => !file.endsWith('/llms-full.txt')))
      expect(full, `llms-full.txt ends with ${href}`).toContain(`(${published}${href.slice(basePath.length)})`);
  });
}

test('copies say where nested fields sit, keep a call beside its name and a drawing as its text', async ({
  page,
  request,
}) => {
  const copy = (route: string) => getText(request, url(`${route}.md`), /^text\/markdown/);
  // A nested table moves below its table: its title names the whole path.
  expect(await copy('api/projects/create')).toContain('**2 fields of `services[].price`**');
  // Lists of calls: each call's link with its summary, the calls apart (in a cell and out).
  expect(await copy('api/scopes')).toMatch(/\[GET `\/categories`\]\([^)]+\) List categories · \[GET/);
  expect(await copy('api/errors')).toMatch(/\n- \[POST `\/oauth\/token`\]\([^)]+\) Get an access token\n- \[POST/);
  // A field's pattern is code, so its characters read as written.
  expect(await copy('v3.0.0/projects/create')).toContain('pattern `^https://`');
  // Links and code that touch in a cell are apart.
  expect(await copy('api/changelog')).toMatch(/\) `POST \/auth\/token` ↓ becomes \[Authentication\]\(/);
  // A status diagram is its text description, a numbered list of its edges, then its caption.
  await page.goto(url('api/definitions/statusTypes/project'));
  const description = (await page.locator('figure svg desc').textContent())!.trim().replace(/\s+/g, ' ');
  const diagram = await copy('api/definitions/statusTypes/project');
  const edges = description.split(/ (?=\d+\. )/);
  expect(edges.length).toBeGreaterThan(5);
  for (const edge of edges) expect(diagram).toContain(`\n${edge}\n`);
  expect(diagram).toContain('a double border marks a final status');
  // A file name above a code block is code, so it reads without escapes.
  expect(await copy('api/projects/getAll')).toContain('**`every-project-in-review.sh`**');
  // What runs only in the browser is named as such, not left "Loading".
  const widget = await copy('widget/react-example/navBar');
  expect(widget).toContain("_The widget playground runs in the browser, on this page's HTML version._");
  expect(widget).not.toContain('Loading');
});

test('the changelog has a valid Atom feed, announced in its head and linked on the page', async ({page, request}) => {
  await page.goto(url('api/changelog'));
  const announced = page.locator('head link[rel=alternate][type="application/atom+xml"]');
  await expect(announced).toHaveCount(1);
  const href = await announced.getAttribute('href');
  await expect(page.getByRole('link', {name: /Atom feed/})).toHaveAttribute('href', href!);
  const xml = await getText(request, href!, /^application\/atom\+xml/);
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const atom = 'http://www.w3.org/2005/Atom';
    const child = (parent: Element, name: string) =>
      [...parent.children].find((node) => node.namespaceURI === atom && node.localName === name);
    const root = doc.documentElement;
    return {
      parseError: doc.querySelector('parsererror')?.textContent ?? null,
      root: `${root.namespaceURI} ${root.localName}`,
      feed: ['id', 'title', 'updated', 'author'].filter((name) => !child(root, name)),
      self: root.querySelector('link[rel=self]')?.getAttribute('href') ?? null,
      entries: [...root.children]
        .filter((node) => node.localName === 'entry')
        .map((entry) => ({
          missing: ['id', 'title', 'updated', 'content'].filter((name) => !child(entry, name)),
          updated: child(entry, 'updated')?.textContent ?? '',
          link: child(entry, 'link')?.getAttribute('href') ?? '',
        })),
    };
  }, xml);
  expect(feed.parseError).toBeNull();
  expect(feed.root).toBe('http://www.w3.org/2005/Atom feed');
  expect(feed.feed, 'required feed elements').toEqual([]);
  expect(feed.self).toMatch(/\/api\/changelog\.atom$/);
  expect(feed.entries.length).toBeGreaterThan(0);
  for (const entry of feed.entries) {
    expect(entry.missing, 'required entry elements').toEqual([]);
    expect(Number.isNaN(Date.parse(entry.updated))).toBe(false);
  }
  // Each entry points at its release section: a release's <h2> on the changelog, or a
  // correction's <h4> on OLD-3.0.0's introduction; every one of either is an entry.
  for (const [route, heading] of [
    ['api/changelog', 'h2'],
    [`${olderVersion.path}/intro`, 'h4'],
  ]) {
    await page.goto(url(route));
    const sections = await page
      .locator(`article ${heading}[id]`)
      .evaluateAll((nodes) =>
        nodes.filter((node) => /^\d+\.\d+\.\d+/.test(node.textContent ?? '')).map((node) => node.id),
      );
    const linked = feed.entries
      .map((entry) => new URL(entry.link))
      .filter((link) => link.pathname.endsWith(`/${route}`))
      .map((link) => link.hash.slice(1));
    expect(linked, `the feed's entries for /${route}`).toEqual(sections);
  }
});

test('every link in the changelog feed leads to a page of the site, and to its heading or row', async ({request}) => {
  const xml = await getText(request, url('api/changelog.atom'), /^application\/atom\+xml/);
  // The entries' content is HTML in CDATA: its links are attributes as written.
  const links = [...new Set([...xml.matchAll(/href="([^"]+)"/g)].map((match) => match[1]))];
  const onSite = links.filter((href) => href.startsWith(published));
  expect(onSite.length, 'links to the site').toBeGreaterThan(20);
  expect(links.filter((href) => !href.startsWith(published) && !href.startsWith('mailto:'))).toEqual([]);
  const pages = new Map<string, string>();
  for (const href of onSite) {
    const {pathname, hash} = new URL(local(href), 'http://site');
    if (!pages.has(pathname)) {
      const response = await request.get(pathname);
      expect(response.status(), href).toBe(200);
      pages.set(pathname, response.headers()['content-type']?.startsWith('text/html') ? await response.text() : '');
    }
    // A fragment on the page it names: "#migrating-from-v300" on the changelog, not on the home page.
    if (hash)
      expect(new RegExp(`\\sid="?${escapeRegexp(hash.slice(1))}[" >]`).test(pages.get(pathname)!), href).toBe(true);
  }
});

for (const {route, contract} of [
  {route: 'api/introduction', contract: currentVersion.contract},
  {route: 'api/authentication', contract: currentVersion.contract},
  {route: `${olderVersion.path}/intro`, contract: olderVersion.contract},
  {route: `${olderVersion.path}/authentication`, contract: olderVersion.contract},
]) {
  test(`/${route} links the Postman collection and the TypeScript types of ${contract}`, async ({page, request}) => {
    await page.goto(url(route));
    const downloads = page.getByTestId('contract-downloads');
    const postman = await downloads.getByRole('link', {name: 'Postman collection'}).getAttribute('href');
    const types = await downloads.getByRole('link', {name: 'TypeScript types'}).getAttribute('href');
    expect(postman).toBe(url(`openapi/${contract}.postman_collection.json`));
    expect(types).toBe(url(`openapi/${contract}.d.ts`));
    const collection = JSON.parse(await getText(request, postman!, /^application\/json/));
    expect(collection.info.schema).toContain('collection/v2.1.0');
    expect(collection.info.version).toBe(String((loadContract(contract).info as {version: string}).version));
    // The credentials the token call sends, by the names the authentication page gives them.
    const credentials = contract === currentVersion.contract ? ['clientId', 'clientSecret'] : ['apiKey', 'apiSecret'];
    // Then the token call's scopes where it asks for some, the token, and the IDs calls keep.
    const keys: string[] = collection.variable.map((variable: {key: string}) => variable.key);
    const scope = contract === currentVersion.contract ? ['scope'] : [];
    expect(keys.slice(0, credentials.length + scope.length + 2)).toEqual([
      'baseUrl',
      ...credentials,
      ...scope,
      'accessToken',
    ]);
    for (const key of keys.slice(credentials.length + scope.length + 2)) expect(key).toMatch(/(_id|Id)$/);
    expect(collection.variable[0].value).toMatch(/^https:\/\/sandbox\./);
    expect(collection.auth.type).toMatch(/^(bearer|apikey)$/);
    expect(await getText(request, types!, /^text\/plain/)).toContain('export interface operations');
  });
}
