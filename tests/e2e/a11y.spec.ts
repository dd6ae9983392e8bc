import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from '../support/fixtures';
import {url} from '../spec-routes';

// Issue 6: every page template, in light and dark, at desktop and mobile width, has no
// serious or critical axe-core violation; a full-page screenshot of each is kept in
// test-results/screenshots/ for review.

/** One representative page per template; the routes come from tests/spec-routes.ts. */
const templates = [
  {name: 'home', route: ''},
  {name: 'tutorial', route: 'intro'},
  {name: 'api-concept', route: 'api/errors'},
  {name: 'api-call', route: 'api/projects/create'},
  {name: 'status-diagram', route: 'api/definitions/statusTypes/project'},
  {name: 'widget-playground', route: 'widget/react-example/basicSettings'},
  {name: 'v3-call', route: 'v3.0.0/projects/create'},
  {name: 'tags', route: 'tags/project'},
  {name: 'not-found', route: 'api/no-such-page'},
] as const;

const modes = ['light', 'dark'] as const;
const viewports = [
  {name: 'desktop', width: 1280, height: 800},
  {name: 'mobile', width: 390, height: 844},
] as const;

const screenshotDir = path.join('test-results', 'screenshots');
const blockingImpacts = new Set(['serious', 'critical']);

/** Opens a page in the given colour mode through the theme's own query parameter. */
async function openInMode(page: Page, route: string, mode: (typeof modes)[number]): Promise<void> {
  await page.goto(`${url(route)}?docusaurus-theme=${mode}`);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  // Diagrams, playgrounds and lazy parts render after hydration; wait for the page to settle.
  await page.waitForLoadState('networkidle');
}

/** "color-contrast (serious): Elements must meet ... — 2 nodes: .a > .b | .c" per violation. */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page}).analyze();
  return results.violations
    .filter((violation) => blockingImpacts.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.length} node(s): ` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary.split('\n').slice(1).join(' ').trim()}]` : ''}`)
          .join(' | '),
    );
}

fs.mkdirSync(screenshotDir, {recursive: true});

for (const template of templates) {
  for (const mode of modes) {
    for (const viewport of viewports) {
      test(`axe: ${template.name} /${template.route} (${mode}, ${viewport.name})`, async ({page}) => {
        await page.setViewportSize({width: viewport.width, height: viewport.height});
        await openInMode(page, template.route, mode);
        await page.screenshot({
          path: path.join(screenshotDir, `${template.name}-${mode}-${viewport.name}.png`),
          fullPage: true,
        });
        expect(
          await blockingViolations(page),
          `serious or critical axe violations on /${template.route} in ${mode} mode at ${viewport.width}px`,
        ).toEqual([]);
      });
    }
  }
}

test('the skip link is the first stop of the keyboard and moves focus to the content', async ({page}) => {
  await page.goto(url('api/errors'));
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main').first()).toBeFocused();
});

test('keyboard focus is visible on links and buttons', async ({page}) => {
  await page.goto(url('api/errors'));
  await waitForHydration(page);
  // Skip link, then the logo link: both get the brand focus ring.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return {style: style.outlineStyle, width: parseFloat(style.outlineWidth)};
  });
  expect(outline.style).toBe('solid');
  expect(outline.width).toBeGreaterThanOrEqual(2);
});

test('code tabs are operable with the arrow keys', async ({page}) => {
  await page.goto(url('markdown-page'));
  await waitForHydration(page);
  const tabList = page.getByRole('tablist').first();
  const tabs = tabList.getByRole('tab');
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
});
