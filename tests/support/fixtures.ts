import {test as base, expect, type BrowserContext, type BrowserContextOptions, type Page} from '@playwright/test';
import {escapeRegexp} from '@docusaurus/utils';

/** A browser error a test provokes on purpose, with the reason it is harmless there. */
export type ExpectedBrowserError = {pattern: RegExp; why: string};

/**
 * What a guarded browser context did wrong: requests to a host other than the local test
 * server (the site ships everything it needs), uncaught errors and console errors, except
 * those a test expects.
 */
function watchContext(context: BrowserContext, expected: ExpectedBrowserError[]) {
  const foreign: string[] = [];
  const errors: string[] = [];
  const record = (text: string) => {
    if (!expected.some(({pattern}) => pattern.test(text))) errors.push(text);
  };
  context.on('request', (request) => {
    const {protocol, hostname} = new URL(request.url());
    if (!['data:', 'blob:', 'about:'].includes(protocol) && hostname !== '127.0.0.1') foreign.push(request.url());
  });
  context.on('weberror', (webError) => {
    const error = webError.error();
    record(`uncaught ${error.name}: ${error.message}`);
  });
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const {url, lineNumber} = message.location();
    record(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  return () => {
    expect(foreign, 'requests to other hosts').toEqual([]);
    expect(errors, 'uncaught errors and console errors in the page').toEqual([]);
  };
}

/**
 * Every end-to-end test imports `test` from here. An automatic fixture fails a test during
 * which a page of its context asked a host other than the local test server, threw an
 * uncaught error, or logged a console error. A test that provokes an error on purpose lists
 * it with `expectingBrowserErrors`, with why. `newGuardedPage` opens a page in a context of
 * its own (its own renderer, so two pages work at once on two cores), guarded alike.
 */
export const test = base.extend<{
  browserGuard: void;
  expectedBrowserErrors: ExpectedBrowserError[];
  newGuardedPage: (options: BrowserContextOptions) => Promise<Page>;
}>({
  expectedBrowserErrors: [[], {option: true}],
  browserGuard: [
    async ({context, expectedBrowserErrors}, use) => {
      const check = watchContext(context, expectedBrowserErrors);
      await use();
      check();
    },
    {auto: true},
  ],
  newGuardedPage: async ({browser, baseURL, expectedBrowserErrors}, use) => {
    const opened: Array<{context: BrowserContext; check: () => void}> = [];
    await use(async (options) => {
      const context = await browser.newContext({...options, baseURL});
      opened.push({context, check: watchContext(context, expectedBrowserErrors)});
      return context.newPage();
    });
    for (const {context, check} of opened) {
      await context.close();
      check();
    }
  },
});

export {expect};

/** For `test.use(...)` in a block whose tests provoke these errors on purpose. */
export function expectingBrowserErrors(...errors: ExpectedBrowserError[]) {
  // Playwright reads an array whose second item is an object as [value, options]: wrap it.
  return {expectedBrowserErrors: [errors, {scope: 'test'}] as [ExpectedBrowserError[], {scope: 'test'}]};
}

/** Chromium logs the 404 of a document the test opens on purpose, at `pageUrl` (a path or a full URL). */
export function notFoundDocument(pageUrl: string): ExpectedBrowserError {
  return {
    pattern: new RegExp(
      `^console\\.error: Failed to load resource: the server responded with a status of 404 .*${escapeRegexp(pageUrl)}(\\?[^ ]*)?:0\\)$`,
    ),
    why: 'the test opens an address that does not exist, and the 404 is what it checks',
  };
}

/** Chromium logs each script request the test makes fail on purpose. */
export const blockedScripts: ExpectedBrowserError = {
  pattern:
    /^console\.error: Failed to load resource: net::ERR_(FAILED|CONNECTION_REFUSED) \(http:\/\/127\.0\.0\.1:\d+\/[^ ]*\/assets\/js\/[^ ]+\.js:0\)$/,
  why: 'the test aborts script requests to see how the page copes',
};

/** Chromium logs the chunks of an old deployment that a new one has removed (nginx answers them with its 404 page). */
export const removedChunks: ExpectedBrowserError[] = [
  {
    pattern:
      /^console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/[^ ]*\/assets\/js\/[^ ]+\.js:0\)$/,
    why: 'the open page asks for a chunk of the previous deployment, which is gone',
  },
  {
    pattern:
      /^console\.error: Refused to execute script from 'http:\/\/127\.0\.0\.1:\d+\/[^ ]*\/assets\/js\/[^ ]+\.js' because its MIME type \('text\/html'\) is not executable/,
    why: 'the 404 page that answers the removed chunk is HTML',
  },
];

/** Marks the current document, so a test can tell a client-side navigation from a reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as {__sameDocument: boolean}).__sameDocument = true;
  });
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean((window as unknown as {__sameDocument?: boolean}).__sameDocument));
}

/** Navigates like a click on an in-site link would: through the router, without a reload. */
export async function navigateClientSide(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  }, path);
}

/**
 * Waits until the page shows the route at `path` after a client-side navigation: its
 * title and first heading, as the server renders that route. Until the route's chunks
 * have loaded, the router keeps showing the previous page under the new address.
 */
export async function expectPageShown(page: Page, path: string): Promise<void> {
  const address = new URL(path, page.url()).href;
  const html = await (await page.request.get(address)).text();
  const {title, heading} = await page.evaluate((source) => {
    const shown = new DOMParser().parseFromString(source, 'text/html');
    return {title: shown.title, heading: shown.querySelector('h1')?.textContent ?? ''};
  }, html);
  await expect(page, path).toHaveTitle(title);
  await expect(page.locator('h1').first(), path).toHaveText(heading);
}

/** Waits until React has hydrated the server-rendered page (the server's HTML says `data-has-hydrated=false`). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}
