import fs from 'node:fs';
import path from 'node:path';
import {devices, type Page} from '@playwright/test';
import {test, expect, expectingBrowserErrors, notFoundDocument, waitForHydration} from '../support/fixtures';
import {blockingViolations} from '../support/axe';
import {allSpecRoutes, url} from '../spec-routes';
import {templatePages} from '../../scripts/bench/templates';

// Issue 6: every page template, in light and dark, at desktop and mobile width, has no
// serious or critical axe-core violation; a full-page screenshot of each is kept in
// test-results/screenshots/ for review.

/** One page per template: the shared list (scripts/bench/templates.ts) and the two it leaves out. */
const templates = [
  ...templatePages,
  {template: 'API concept', route: 'api/errors'},
  {template: 'not found', route: 'api/no-such-page'},
] as const;

const modes = ['light', 'dark'] as const;
const viewports = [
  {name: 'desktop', width: 1280, height: 800},
  {name: 'mobile', width: 390, height: 844},
] as const;

const screenshotDir = path.join('test-results', 'screenshots');

/** Opens a page in the given colour mode through the theme's own query parameter. */
async function openInMode(page: Page, route: string, mode: (typeof modes)[number]): Promise<void> {
  await page.goto(`${url(route)}?docusaurus-theme=${mode}`);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  // Diagrams, playgrounds and lazy parts render after hydration; wait for the page to settle.
  await page.waitForLoadState('networkidle');
}

fs.mkdirSync(screenshotDir, {recursive: true});

for (const template of templates) {
  test.describe(template.template, () => {
    if (template.template === 'not found') test.use(expectingBrowserErrors(notFoundDocument(url(template.route))));
    for (const mode of modes) {
      test(`axe: ${template.template} /${template.route} (${mode})`, async ({page, newGuardedPage}) => {
        // Long reference pages take axe a few seconds per width.
        test.setTimeout(90_000);
        // Both widths at once, each page in its own context: axe's work runs in each page's
        // renderer, one per core.
        const [desktop, mobile] = viewports;
        await page.setViewportSize({width: desktop.width, height: desktop.height});
        const pages = [
          {viewport: desktop, page},
          {viewport: mobile, page: await newGuardedPage({...devices['Desktop Chrome'], viewport: mobile})},
        ];
        const violations = await Promise.all(
          pages.map(async ({viewport, page: shown}) => {
            await openInMode(shown, template.route, mode);
            await shown.screenshot({
              path: path.join(
                screenshotDir,
                `${template.template.toLowerCase().replace(/\W+/g, '-')}-${mode}-${viewport.name}.png`,
              ),
              fullPage: true,
            });
            return {viewport, found: await blockingViolations(shown)};
          }),
        );
        for (const {viewport, found} of violations)
          expect(
            found,
            `serious or critical axe violations on /${template.route} in ${mode} mode at ${viewport.width}px`,
          ).toEqual([]);
      });
    }
  });
}

// The deepest field tables: each level a table in a row of the one above, every level open.
test('text in nested field tables keeps its contrast at every depth, in dark mode', async ({page}) => {
  await openInMode(page, 'api/webhook', 'dark');
  await page.locator('main details').evaluateAll((all) => all.forEach((details) => details.setAttribute('open', '')));
  expect(await blockingViolations(page, {include: 'main', rules: ['color-contrast']})).toEqual([]);
});

for (const mode of modes) {
  test(`axe: the open mobile menu (${mode})`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await openInMode(page, 'api/errors', mode);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.getByRole('button', {name: /Back to main menu/}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.screenshot({path: path.join(screenshotDir, `mobile-menu-${mode}-mobile.png`)});
    expect(await blockingViolations(page), `axe violations in the mobile menu (${mode})`).toEqual([]);
  });
}

test('the mobile menu is a dialog: focus moves in and stays, Escape closes it and focus returns to its button', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(url('api/projects/create'));
  await waitForHydration(page);
  const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
  await toggle.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {name: 'Site navigation'});
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  const focusInDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(focusInDialog).toBe(true);
  for (let stop = 0; stop < 25; stop++) {
    await page.keyboard.press(stop % 5 === 4 ? 'Shift+Tab' : 'Tab');
    expect(await focusInDialog(), `Tab ${stop}`).toBe(true);
  }
  // Back to the main menu: focus goes on to its items, not to the page behind.
  await dialog.getByRole('button', {name: /Back to main menu/}).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('link', {name: 'Tutorial'})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  await expect(toggle).toBeFocused();
});

test('Escape closes the version menu and puts focus back on its button', async ({page}) => {
  await page.goto(url('api/projects/create'));
  await waitForHydration(page);
  const button = page.locator('.navbar__items--right .dropdown > .navbar__link');
  // A disclosure of links reached with Tab: no aria-haspopup, which promises a menu's arrow keys.
  await expect(button).not.toHaveAttribute('aria-haspopup');
  // Named for what it switches, its visible label included.
  await expect(button).toHaveAccessibleName('Version: FINAL-1.0.0');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // The menu turns visible with its transition; then Tab reaches its first item.
  const firstItem = page.locator('.navbar__items--right .dropdown .dropdown__menu a').first();
  await expect(firstItem).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(firstItem).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});

test('the skip link is the first stop of the keyboard and moves focus to the content', async ({page}) => {
  await page.goto(url('api/errors'));
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  // Focus moved to <main>, and stays there for a screen reader; the next Tab lands inside
  // it, past the navbar and sidebar.
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('a link that opens another page without a reload says its heading to a screen reader', async ({page}) => {
  await page.goto(url('api/projects/create'));
  await waitForHydration(page);
  // The announcer is the status region outside the app, a child of <body>.
  const announcer = page.locator('body > [role=status]');
  // A page load says nothing: the reader hears the page itself.
  await expect(announcer).toHaveText('');
  await page.locator('.theme-doc-sidebar-menu a[href$="/api/projects/get"]').click();
  await expect(page.locator('h1')).toHaveText('Get a project');
  await expect(announcer).toHaveText('Get a project');
  // A link to a heading of the same page is no new page: the region is left as it was,
  // past the delay after which a new page's heading is said.
  await announcer.evaluate((element) => (element.textContent = 'left as it was'));
  await page.locator('.table-of-contents a').first().click();
  await expect(page).toHaveURL(/\/api\/projects\/get#/);
  await page.waitForTimeout(500);
  await expect(announcer).toHaveText('left as it was');
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/api\/projects\/create$/);
  await expect(announcer).toHaveText('Create a project');
});

test('keyboard focus is visible on links and buttons', async ({page}) => {
  await page.goto(url('api/errors'));
  await waitForHydration(page);
  const focusRing = () =>
    page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const style = getComputedStyle(focused);
      return {
        element: `${focused.tagName.toLowerCase()} "${focused.textContent?.trim() || focused.getAttribute('aria-label')}"`,
        tag: focused.tagName,
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
      };
    });
  const expectFocusRing = async () => {
    const ring = await focusRing();
    expect(ring.style, ring.element).toBe('solid');
    expect(ring.width, ring.element).toBeGreaterThanOrEqual(2);
    return ring.tag;
  };
  // The first stops of the keyboard: the skip link, the announcement's link and its
  // dismiss button, the logo link and the Tutorial link.
  const tags: string[] = [];
  for (let stop = 0; stop < 5; stop++) {
    await page.keyboard.press('Tab');
    tags.push(await expectFocusRing());
  }
  expect(tags).toContain('A');
  expect(tags).toContain('BUTTON');
  // Further buttons, once the reader uses the keyboard: the colour toggle and Copy page.
  for (const button of [
    page.locator('.navbar').getByRole('button', {name: /mode is on/}),
    page.getByRole('button', {name: 'Copy page'}),
  ]) {
    await button.focus();
    await expect(button).toBeFocused();
    await expectFocusRing();
  }
});

test('code tabs follow the ARIA tabs pattern: arrows, Home, End, Enter and Space; each panel is named as its tab', async ({
  page,
}) => {
  await page.goto(url('api/projects/create'));
  await waitForHydration(page);
  const tabList = page.getByRole('tablist').first();
  const tabs = tabList.getByRole('tab');
  const count = await tabs.count();
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tabs.nth(count - 1)).toBeFocused();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press(' ');
  await expect(tabs.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  expect(await page.evaluate(() => window.scrollY), 'Space selects, it does not scroll the page').toBe(scrolled);
  await page.keyboard.press('Home');
  await expect(tabs.first()).toBeFocused();
  // The selected panel is named as its tab.
  const label = (await tabs.nth(count - 1).textContent())!;
  await expect(page.getByRole('tabpanel', {name: label, exact: true}).first()).toBeVisible();
});

test('what the keyboard focuses is never under the sticky navbar', async ({page}) => {
  await page.goto(url('api/errors'));
  await waitForHydration(page);
  // Hidden means another element, such as the navbar, is on top at the focused element's centre.
  const focusedIsOnTop = () =>
    page.evaluate(() => {
      const focused = document.activeElement!;
      const box = focused.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return focused.contains(top) ? 'on top' : `${focused.textContent} is under ${top?.className}`;
    });
  // Backwards from the end of the page, through the catalogue's links: each one the page
  // scrolls up to must land below the bar.
  await page.locator('footer.footer a').last().focus();
  for (let stop = 0; stop < 40; stop++) {
    await page.keyboard.press('Shift+Tab');
    if (await page.evaluate(() => Boolean(document.activeElement!.closest('.navbar, footer')))) continue;
    expect(await focusedIsOnTop(), `stop ${stop}`).toBe('on top');
  }
});

test('the focus ring stands out on the footer in light mode (3:1 or more)', async ({page}) => {
  await page.goto(`${url('api/errors')}?docusaurus-theme=light`);
  await waitForHydration(page);
  const link = page.locator('footer.footer a').first();
  // Reached by the keyboard, as the ring shows only then.
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  expect(await link.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
  const [ring, background] = await link.evaluate((element) => {
    const footer = element.closest('footer.footer')!;
    return [getComputedStyle(element).outlineColor, getComputedStyle(footer).backgroundColor];
  });
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/\d+/g)!
      .slice(0, 3)
      .map((channel) => {
        const value = Number(channel) / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [lighter, darker] = [luminance(ring), luminance(background)].sort((a, b) => b - a);
  expect((lighter + 0.05) / (darker + 0.05)).toBeGreaterThanOrEqual(3);
});

test('a Markdown table scrolls inside a region the keyboard can focus, named after its columns', async ({page}) => {
  await page.setViewportSize({width: 320, height: 800});
  await page.goto(url('widget/react-example/navBar'));
  await waitForHydration(page);
  const region = page.getByRole('region', {name: /^Table: Step, What the visitor does/});
  const scrolls = () => region.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(await scrolls()).toBe(true);
  await expect(region).toHaveAttribute('tabindex', '0');
  await expect(region.locator('table')).toBeVisible();
  // Where the table fits, the region is no Tab stop; it is one again when the screen narrows.
  await page.setViewportSize({width: 1440, height: 800});
  await expect(region).toHaveAttribute('tabindex', '-1');
  expect(await scrolls()).toBe(false);
  await page.setViewportSize({width: 320, height: 800});
  await expect(region).toHaveAttribute('tabindex', '0');
});

test('no region that fits its content is a Tab stop on a wide screen', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  for (const route of ['api/definitions/statusTypes/project', 'widget/react-example/widget', 'v3.0.0/intro']) {
    await page.goto(url(route));
    await waitForHydration(page);
    const regions = page.locator('.scrollable-region:visible');
    // Each page has a region that fits at this width, which the module must take out of the Tab order.
    await expect(page.locator('.scrollable-region:visible[tabindex="-1"]').first()).toBeAttached();
    await expect
      .poll(() =>
        regions.evaluateAll(
          (elements) =>
            elements.filter((region) => region.scrollWidth > region.clientWidth !== (region.tabIndex === 0)).length,
        ),
      )
      .toBe(0);
  }
});

test('sidebar categories open and close from the keyboard', async ({page}) => {
  await page.goto(url('api/errors'));
  await waitForHydration(page);
  const category = page.locator('.theme-doc-sidebar-menu').getByRole('button', {name: 'Catalogue'});
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  await category.focus();
  await page.keyboard.press('Enter');
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  // Space too, as on any button, without scrolling the page.
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Space');
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('a reader who tabs on and goes on pressing keys while the search index loads is never sent back to the box', async ({
  page,
}) => {
  await page.goto(url('api/errors'));
  await waitForHydration(page);
  const search = page.locator('.navbar input.navbar__search-input');
  await page.route(/search-index.*\.json$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  let arrived = false;
  page.on('response', (response) => {
    if (/search-index.*\.json$/.test(response.url())) arrived = true;
  });
  const indexRequested = page.waitForRequest(/search-index.*\.json$/);
  await search.focus();
  await indexRequested;
  // Key presses a few milliseconds apart, before, while and after the index arrives.
  const focusedSearch: boolean[] = [];
  for (let presses = 0; !arrived || presses < 40; presses += 1) {
    await page.keyboard.press(presses === 0 ? 'Tab' : 'Shift');
    focusedSearch.push(await search.evaluate((input) => input === document.activeElement));
  }
  await page.waitForTimeout(300);
  focusedSearch.push(await search.evaluate((input) => input === document.activeElement));
  expect(focusedSearch.filter(Boolean), 'presses after which the search box had focus again').toEqual([]);
});

test('tabbing past the search box keeps focus on the next control while the search index loads', async ({page}) => {
  await page.goto(url('api/errors'));
  await waitForHydration(page);
  const search = page
    .locator('.navbar')
    .getByRole('textbox', {name: 'Search'})
    .or(page.locator('.navbar').getByRole('combobox', {name: 'Search'}));
  // The index arrives after the user has moved on, as on a slow connection.
  await page.route(/search-index.*\.json$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  const indexRequested = page.waitForRequest(/search-index.*\.json$/);
  const indexLoaded = page.waitForResponse((response) => /search-index.*\.json$/.test(response.url()));
  await search.focus();
  await indexRequested;
  await page.keyboard.press('Tab');
  // The search box is the top bar's last control: Tab leaves it for the page.
  const movedOn = await page.evaluate(() => {
    const focused = document.activeElement;
    focused?.setAttribute('data-focused-after-search', '');
    return Boolean(focused) && focused !== document.body && !focused!.closest('.navbar');
  });
  expect(movedOn, 'Tab moved focus out of the search box').toBe(true);
  const next = page.locator('[data-focused-after-search]');
  await expect(next).toBeFocused();
  // Focusing the box starts loading the index; when it arrives, focus must stay put.
  await indexLoaded;
  await page.waitForTimeout(300);
  await expect(next).toBeFocused();
});

// WCAG 1.4.10: at 320 px wide nothing pushes the page sideways; wide tables and code
// scroll inside their own region.
test('no page scrolls sideways at 320 px', async ({page}) => {
  test.slow();
  await page.setViewportSize({width: 320, height: 800});
  const wide: string[] = [];
  for (const route of allSpecRoutes) {
    await page.goto(url(route));
    // What renders in the browser (diagrams, the playground) counts too.
    await waitForHydration(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) wide.push(`${route}: ${overflow} px`);
  }
  expect(wide).toEqual([]);
});

// WCAG 1.4.4: text enlarged to 200 % (the browser's text-only zoom) on a phone still reads
// without scrolling sideways.
test('with text at 200 % a phone-sized page does not scroll sideways', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  const wide: string[] = [];
  for (const route of [
    '',
    'intro',
    'api/projects/create',
    'widget/react-example/basicSettings',
    'v3.0.0/projects/create',
  ]) {
    await page.goto(url(route));
    await waitForHydration(page);
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) wide.push(`/${route}: ${overflow} px`);
  }
  expect(wide).toEqual([]);
});

// An id names one element of a page: a second one takes no link, no label and no
// aria-labelledby (two lists on one page that share a value, a category and a service).
test('no two elements of a page share an id', async ({page, request}) => {
  const shared: string[] = [];
  for (const route of allSpecRoutes) {
    const html = await (await request.get(url(route))).text();
    const ids = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      return [...doc.querySelectorAll('[id]')].map((element) => element.id);
    }, html);
    const twice = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
    if (twice.length > 0) shared.push(`/${route}: ${twice.join(', ')}`);
  }
  expect(shared).toEqual([]);
});
