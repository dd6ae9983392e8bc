import {test as base, expect, type Page} from '@playwright/test';

/**
 * Every end-to-end test imports `test` from here. It fails any test during which the
 * page asked a host other than the local test server: the site ships everything it needs.
 */
export const test = base.extend<{offlineGuard: void}>({
  offlineGuard: [
    async ({page}, use) => {
      const foreign: string[] = [];
      page.on('request', (request) => {
        const {protocol, hostname} = new URL(request.url());
        if (!['data:', 'blob:', 'about:'].includes(protocol) && hostname !== '127.0.0.1') {
          foreign.push(request.url());
        }
      });
      await use();
      expect(foreign, 'requests to other hosts').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

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

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-has-hydrated'));
}
