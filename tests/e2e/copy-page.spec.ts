import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from '../support/fixtures';
import {blockingViolations} from '../support/axe';
import {url} from '../spec-routes';

// Issue 13: "Copy page" and "View as Markdown" on every doc page. Usable by keyboard and
// screen reader (a live region says what happened), nothing fetched until a press, and a
// way to copy by hand when the browser refuses the clipboard.

const route = 'api/projects/create';
const markdownUrl = url(`${route}.md`);

async function openPage(page: Page, mode: 'light' | 'dark' = 'light'): Promise<string[]> {
  const markdownRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.md')) markdownRequests.push(request.url());
  });
  await page.goto(`${url(route)}?docusaurus-theme=${mode}`);
  await waitForHydration(page);
  return markdownRequests;
}

/** Moves the focus with Tab until it reaches the element with this accessible name. */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return;
  }
  throw new Error(`"${name}" is not reachable with Tab`);
}

test('Copy page copies the Markdown copy, by keyboard, and says so in a live region', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const markdownRequests = await openPage(page);
  await page.waitForLoadState('networkidle');
  expect(markdownRequests, 'nothing is fetched before a press').toEqual([]);

  await tabTo(page, 'Copy page');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Page copied as Markdown.')).toBeVisible();
  await expect(page.locator('[role=status]', {hasText: 'Page copied as Markdown.'})).toHaveCount(1);
  expect(markdownRequests).toEqual([`http://127.0.0.1:${new URL(page.url()).port}${markdownUrl}`]);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const served = await (await page.request.get(markdownUrl)).text();
  expect(copied).toBe(served);
  expect(copied.startsWith('# Create a project\n')).toBe(true);
});

test('View as Markdown links the copy announced in the head', async ({page}) => {
  await openPage(page);
  const announced = await page.locator('head link[rel=alternate][type="text/markdown"]').getAttribute('href');
  expect(announced).toBe(markdownUrl);
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', markdownUrl);
});

test('when the clipboard is refused, the Markdown is shown selected to copy by hand', async ({page}) => {
  await page.addInitScript(() => {
    const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', {value: {write: refuse, writeText: refuse}, configurable: true});
  });
  await openPage(page);
  await page.getByRole('button', {name: 'Copy page'}).click();
  // The page's code blocks have status regions of their own.
  await expect(page.getByRole('status').filter({hasText: 'Your browser blocked copying'})).toHaveCount(1);
  const fallback = page.getByRole('textbox', {name: 'This page as Markdown'});
  await expect(fallback).toBeFocused();
  const selected = await fallback.evaluate((area: HTMLTextAreaElement) =>
    area.value.slice(area.selectionStart, area.selectionEnd),
  );
  expect(selected.startsWith('# Create a project\n')).toBe(true);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the page actions pass axe in ${mode} mode, after a copy too`, async ({page, context}) => {
    // axe over a long reference page takes a few seconds.
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, mode);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByText('Page copied as Markdown.')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}
