import {
  test,
  expect,
  markDocument,
  isSameDocument,
  navigateClientSide,
  expectingBrowserErrors,
  expectPageShown,
  notFoundDocument,
  waitForHydration,
} from '../support/fixtures';
import fs from 'node:fs';
import path from 'node:path';
import {allSpecRoutes, url} from '../spec-routes';
import {provider} from '../../src/data/provider';

// Spec §2: every route answers 200 and renders its own page, whether it is the first
// page loaded or reached by client-side navigation; anything else is the not-found page.

const notFoundHeading = 'Page Not Found';
const siteTitle = `${provider.name} Integrations`;

// One page loads every route in turn, each a full document load: a fresh browser context
// per route cost more than the load itself on the CI machine. Soft checks report every
// route that fails, each under its own step.
test('every route of the spec loads with status 200', async ({page}) => {
  test.setTimeout(240_000);
  for (const route of allSpecRoutes) {
    await test.step(`/${route}`, async () => {
      const response = await page.goto(url(route));
      expect.soft(response?.status(), `/${route}`).toBe(200);
      await expect.soft(page.locator('h1').first(), `/${route}`).toBeVisible();
      await expect.soft(page.locator('h1').first(), `/${route}`).not.toHaveText(notFoundHeading);
      await expect.soft(page, `/${route}`).toHaveTitle(new RegExp(`\\| ${siteTitle}$|^${siteTitle}`));
    });
  }
});

// Spec §2: the route list is closed. Two pages come from the stack, not from our content:
// the search plugin's results page ("See all results" of the spec's search box) and the
// tag index Docusaurus makes for the older version, where its tag pages lead.
const pagesBeyondTheList = ['search', 'v3.0.0/tags'];

test('the build holds a page for every spec route and for no other', () => {
  const pages = (fs.readdirSync(path.resolve(__dirname, '../../build'), {recursive: true}) as string[])
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => path.dirname(file).split(path.sep).join('/'))
    .map((dir) => (dir === '.' ? '' : dir));
  expect(pages.sort()).toEqual([...allSpecRoutes, ...pagesBeyondTheList].sort());
});

test('every route renders when reached by client-side navigation', async ({page}) => {
  test.setTimeout(120_000);
  await page.goto(url(''));
  await waitForHydration(page);
  await markDocument(page);
  for (const route of allSpecRoutes) {
    await navigateClientSide(page, url(route));
    await expectPageShown(page, url(route));
    await expect(page.locator('h1').first(), `/${route}`).not.toHaveText(notFoundHeading);
    await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe(url(route));
  }
  expect(await isSameDocument(page), 'no full reload happened').toBe(true);
});

test('Back and Forward move between pages in the browser history, without a reload (spec §2)', async ({page}) => {
  await page.goto(url('api/introduction'));
  await waitForHydration(page);
  await markDocument(page);
  for (const route of ['api/errors', 'api/scopes']) {
    await navigateClientSide(page, url(route));
    await expectPageShown(page, url(route));
  }
  await page.goBack();
  await expect(page).toHaveURL(url('api/errors'));
  await expect(page.locator('h1').first()).toHaveText('Errors');
  await page.goBack();
  await expect(page).toHaveURL(url('api/introduction'));
  await page.goForward();
  await expect(page).toHaveURL(url('api/errors'));
  await expect(page.locator('h1').first()).toHaveText('Errors');
  expect(await isSameDocument(page), 'no full reload happened').toBe(true);
});

test.describe('an unknown path', () => {
  test.use(expectingBrowserErrors(notFoundDocument(url('api/no-such-call'))));

  test('shows the not-found page with status 404', async ({page}) => {
    const response = await page.goto(url('api/no-such-call'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(notFoundHeading);
    await expect(page).toHaveTitle(`${notFoundHeading} | ${siteTitle}`);
  });
});

test('an unknown path reached client-side shows the not-found page', async ({page}) => {
  await page.goto(url('intro'));
  await waitForHydration(page);
  await navigateClientSide(page, url('v3.0.0/projects/cancel'));
  await expect(page.locator('h1')).toHaveText(notFoundHeading);
  await expect(page).toHaveTitle(`${notFoundHeading} | ${siteTitle}`);
});

test.describe('a path ending in index.html is the same page', () => {
  for (const route of ['', 'intro', 'api/categories/available', 'tags/webhook', 'v3.0.0/projects/dispose']) {
    test(`/${route} + index.html`, async ({page}) => {
      await page.goto(url(route));
      await waitForHydration(page);
      const heading = await page.locator('h1').first().textContent();
      const title = await page.title();
      const suffix = route === '' ? 'index.html' : '/index.html';
      const response = await page.goto(url(route + suffix));
      expect(response?.status()).toBe(200);
      // The fixture fails the test on any console error: hydration keeps the server's markup.
      await waitForHydration(page);
      await expect(page).toHaveURL(url(route));
      await expect(page.locator('h1').first()).toHaveText(heading ?? '');
      await expect(page).toHaveTitle(title);
    });
  }
});

test('an address ending in index.html keeps its query and fragment', async ({page}) => {
  await page.goto(url('intro/index.html?from=mail#where-to-go-next'));
  await waitForHydration(page);
  await expect(page).toHaveURL(url('intro?from=mail#where-to-go-next'));
});
