import type {APIResponse, Page} from '@playwright/test';
import {test, expect, expectPageShown, navigateClientSide, waitForHydration} from '../support/fixtures';
import {templatePages} from '../../scripts/bench/templates';
import {allSpecRoutes, url} from '../spec-routes';

// Runs in the `nginx` project: the build behind deploy/nginx/documentation.conf, as in
// production. Checks what a static file server in the tests cannot: headers, encodings,
// caching per file type, and a Content-Security-Policy the site really runs under.

const immutable = 'public, max-age=31536000, immutable';

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-robots-tag']).toContain('noindex');
}

/** The first-load script and stylesheet URLs of a page, read from its HTML. */
async function firstLoadAssets(page: Page, route: string): Promise<string[]> {
  await page.goto(url(route));
  // The page's runner adds the bundles' <script>s after their preloads (src/utils/ssrTemplate.ts): wait
  // until they have run, or an early look finds the stylesheet alone.
  await waitForHydration(page);
  return page.evaluate(() => [
    ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
    ...[...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((link) => link.href),
  ]);
}

test('a page is HTML that the browser revalidates, with the security headers', async ({request}) => {
  const response = await request.get(url('intro'));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers()['cache-control']).toBe('no-cache');
  expectSecurityHeaders(response);
});

test('nginx answers each spec route with its page, with or without a trailing slash or index.html', async ({
  request,
}) => {
  for (const route of allSpecRoutes) {
    const variants = route === '' ? ['', 'index.html'] : [route, `${route}/`, `${route}/index.html`];
    for (const variant of variants) {
      const response = await request.get(url(variant), {maxRedirects: 0});
      expect(response.status(), `/${variant}`).toBe(200);
      expect(response.headers()['content-type'], `/${variant}`).toBe('text/html; charset=utf-8');
      expect(await response.text(), `/${variant}`).not.toContain('Page Not Found');
    }
  }
});

test('an unknown path answers 404 with the site page and the same headers', async ({request}) => {
  for (const path of ['api/no-such-call', 'assets/js/no-such-chunk.js', 'v3.0.0/projects/cancel']) {
    const response = await request.get(url(path));
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Page Not Found');
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    expectSecurityHeaders(response);
  }
});

test('the base path without its slash redirects to the home page', async ({request}) => {
  const response = await request.get(url('').replace(/\/$/, ''), {maxRedirects: 0});
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(url(''));
});

test('hashed assets are cached for a year, other files revalidated', async ({page, request}) => {
  const assets = await firstLoadAssets(page, 'intro');
  expect(assets.length).toBeGreaterThan(2);
  for (const asset of assets) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control'], asset).toBe(immutable);
    expectSecurityHeaders(response);
  }
  // Its name's hash covers only docs/*.md(x), not the versioned docs or the contracts.
  const searchIndex = await request.get(await searchIndexUrl(page));
  expect(searchIndex.headers()['cache-control']).toBe('no-cache');
  const logo = await request.get(url('img/logo.svg'));
  expect(logo.headers()['content-type']).toContain('image/svg+xml');
  expect(logo.headers()['cache-control']).toBe('no-cache');
});

test('assets are sent precompressed with brotli or gzip, as the browser asks', async ({page, request}) => {
  const [script] = (await firstLoadAssets(page, '')).filter((asset) => asset.includes('/main.'));
  expect(script).toBeDefined();
  const identity = await request.get(script, {headers: {'Accept-Encoding': 'identity'}});
  expect(identity.headers()['content-encoding']).toBeUndefined();
  const body = await identity.body();
  for (const encoding of ['br', 'gzip']) {
    const response = await request.get(script, {headers: {'Accept-Encoding': encoding}});
    expect(response.headers()['content-encoding'], encoding).toBe(encoding);
    expect(response.headers().vary, encoding).toContain('Accept-Encoding');
    expect(Number(response.headers()['content-length']), encoding).toBeLessThan(body.length / 2);
    // The client decodes the body: it must be the very same file.
    expect((await response.body()).equals(body), encoding).toBe(true);
  }
  const page404 = await request.get(url('no-such-page'), {headers: {'Accept-Encoding': 'br'}});
  expect(page404.status()).toBe(404);
  expect(page404.headers()['content-encoding']).toBe('br');
});

test('the files for tools (Markdown copies, llms.txt, feed, downloads) have their types and the same headers', async ({
  request,
}) => {
  const files: Array<[string, string]> = [
    ['api/projects/create.md', 'text/markdown; charset=utf-8'],
    ['api/categories/available.md', 'text/markdown; charset=utf-8'],
    ['v3.0.0/projects/create.md', 'text/markdown; charset=utf-8'],
    ['llms.txt', 'text/plain; charset=utf-8'],
    ['v3.0.0/llms-full.txt', 'text/plain; charset=utf-8'],
    ['api/changelog.atom', 'application/atom+xml; charset=utf-8'],
    ['openapi/final-1.0.0.postman_collection.json', 'application/json; charset=utf-8'],
    ['openapi/v3.0.0.d.ts', 'text/plain; charset=utf-8'],
  ];
  for (const [file, type] of files) {
    const response = await request.get(url(file));
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toBe(type);
    expect(response.headers()['cache-control'], file).toBe('no-cache');
    expectSecurityHeaders(response);
  }
  // Large enough to be precompressed: sent as brotli, decoded to the same text.
  for (const file of ['llms-full.txt', 'api/projects/create.md', 'openapi/final-1.0.0.postman_collection.json']) {
    const identity = await request.get(url(file), {headers: {'Accept-Encoding': 'identity'}});
    const response = await request.get(url(file), {headers: {'Accept-Encoding': 'br'}});
    expect(response.headers()['content-encoding'], file).toBe('br');
    expect((await response.body()).equals(await identity.body()), file).toBe(true);
  }
  const missing = await request.get(url('api/no-such-call.md'));
  expect(missing.status()).toBe(404);
  expectSecurityHeaders(missing);
});

async function searchIndexUrl(page: Page): Promise<string> {
  const index = page.waitForResponse((response) => /search-index.*\.json$/.test(response.url()));
  await page.goto(url('intro'));
  await waitForHydration(page);
  await page
    .getByRole('button', {name: /search/i})
    .or(page.getByPlaceholder(/search/i))
    .first()
    .click();
  await page.keyboard.type('project');
  return (await index).url();
}

test.describe('the site runs under its Content-Security-Policy', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as {cspViolations: string[]}).cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) => {
        violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`);
      });
    });
  });

  test('no violation on any template page, while searching or navigating', async ({page}) => {
    const consoleViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
    });
    const violations = () => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
    for (const {route} of templatePages) {
      await page.goto(url(route));
      await waitForHydration(page);
      expect(await violations(), `/${route}`).toEqual([]);
    }
    await searchIndexUrl(page);
    await expect(page.locator('[role=listbox] [role=option]').first()).toBeVisible();
    for (const {route} of templatePages) {
      await navigateClientSide(page, url(route));
      await expectPageShown(page, url(route));
    }
    await page.locator('button[title*="dark" i], button[aria-label*="dark" i]').first().click();
    expect(await violations()).toEqual([]);
    expect(consoleViolations).toEqual([]);
  });
});
