import type {Page} from '@playwright/test';
import {
  blockedScripts,
  expectingBrowserErrors,
  notFoundDocument,
  test,
  expect,
  navigateClientSide,
  waitForHydration,
} from '../support/fixtures';
import {blockingViolations} from '../support/axe';
import {url} from '../spec-routes';
import {templatePages} from '../../scripts/bench/templates';

// Issue 6: what each swizzled theme component adds to the stock theme, in the browser,
// against the production build.

const sectionLabels = ['Tutorial', 'API', 'Widget'] as const;
type SectionLabel = (typeof sectionLabels)[number];

/** The top-bar section links: on desktop in the bar, on mobile in the menu's main list. */
function sectionLink(page: Page, label: SectionLabel, mobile = false) {
  // The mobile menu holds two panels: the main menu first, then the doc sidebar.
  const container = mobile
    ? page.locator('.navbar-sidebar__items > .navbar-sidebar__item').first()
    : page.locator('.navbar__items');
  return container.getByRole('link', {name: label, exact: true});
}

async function expectActiveSection(page: Page, active: SectionLabel | null, mobile = false) {
  const activeClass = mobile ? /menu__link--active/ : /navbar__link--active/;
  for (const label of sectionLabels) {
    const link = sectionLink(page, label, mobile);
    if (label === active) {
      await expect(link, `${label} is the current section`).toHaveAttribute('aria-current', /^(page|true)$/);
      await expect(link).toHaveClass(activeClass);
    } else {
      await expect(link, `${label} is not the current section`).not.toHaveAttribute('aria-current', /.*/);
      await expect(link).not.toHaveClass(activeClass);
    }
  }
}

test.describe('navbar: the section being read', () => {
  const cases: {route: string; active: SectionLabel | null}[] = [
    {route: 'intro', active: 'Tutorial'},
    {route: 'api/introduction', active: 'API'},
    {route: 'api/errors', active: 'API'},
    {route: 'api/definitions/statusTypes/project', active: 'API'},
    {route: 'widget/intro', active: 'Widget'},
    {route: 'widget/react-example/basicSettings', active: 'Widget'},
    {route: 'v3.0.0/intro', active: 'API'},
    {route: 'v3.0.0/projects/create', active: 'API'},
    {route: 'v3.0.0/tags/project', active: 'API'},
    {route: 'tags/project', active: null},
    {route: '', active: null},
  ];

  for (const {route, active} of cases) {
    test(`desktop: /${route} marks ${active ?? 'no section'}`, async ({page}) => {
      await page.goto(url(route));
      await waitForHydration(page);
      await expectActiveSection(page, active);
    });
  }

  test('the section entry page is the current page; deeper pages are in the section', async ({page}) => {
    await page.goto(url('intro'));
    await waitForHydration(page);
    await expect(sectionLink(page, 'Tutorial')).toHaveAttribute('aria-current', 'page');
    await page.goto(url('api/errors'));
    await waitForHydration(page);
    await expect(sectionLink(page, 'API')).toHaveAttribute('aria-current', 'true');
  });

  test('on a v3.0.0 page, API is marked and each item opens its page of the current version (spec §2)', async ({
    page,
  }) => {
    await page.goto(url('v3.0.0/projects/create'));
    await waitForHydration(page);
    await expectActiveSection(page, 'API');
    await expect(sectionLink(page, 'API')).toHaveAttribute('href', url('api/introduction'));
    await expect(sectionLink(page, 'Tutorial')).toHaveAttribute('href', url('intro'));
    await expect(sectionLink(page, 'Widget')).toHaveAttribute('href', url('widget/intro'));
  });

  test('the mark follows client-side navigation', async ({page}) => {
    await page.goto(url('intro'));
    await waitForHydration(page);
    await sectionLink(page, 'API').click();
    await expect(page).toHaveURL(url('api/introduction'));
    await expectActiveSection(page, 'API');
    await navigateClientSide(page, url('widget/react-example/navBar'));
    await expectActiveSection(page, 'Widget');
  });

  for (const {route, active} of [
    {route: 'intro', active: 'Tutorial'},
    {route: 'api/errors', active: 'API'},
    {route: 'v3.0.0/projects/create', active: 'API'},
    {route: 'widget/react-example/basicSettings', active: 'Widget'},
  ] as const) {
    test(`mobile menu (390 px): /${route} marks ${active}`, async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.goto(url(route));
      await waitForHydration(page);
      // The menu opens from the keyboard; on doc pages it starts on the doc sidebar.
      await page.getByRole('button', {name: 'Toggle navigation bar'}).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', {name: /Back to main menu/}).click();
      await expectActiveSection(page, active, true);
    });
  }
});

test.describe('colour toggle', () => {
  const toggle = (page: Page) => page.locator('.navbar').getByRole('button', {name: /mode is on/});

  test('its name says the current mode and what a press does', async ({page}) => {
    await page.goto(url('api/errors'));
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(toggle(page)).toHaveAccessibleName('Light mode is on: switch to dark mode');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(page)).toHaveAccessibleName('Dark mode is on: switch to light mode');
  });

  test('it is reached with Tab and works with Enter and Space', async ({page}) => {
    await page.goto(url('api/errors'));
    await waitForHydration(page);
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('Tab');
      if (await toggle(page).evaluate((button) => button === document.activeElement)) {
        break;
      }
    }
    await expect(toggle(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(page)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the choice survives a reload and is kept in local storage', async ({page}) => {
    await page.goto(url('api/errors'));
    await waitForHydration(page);
    await toggle(page).click();
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(page)).toHaveAccessibleName('Dark mode is on: switch to light mode');
    const stored = await page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('theme')));
    expect(stored.map(([, value]) => value)).toEqual(['dark']);
  });

  test.describe('with the script bundles blocked', () => {
    test.use(expectingBrowserErrors(blockedScripts));

    test('no flash of the light mode: the stored mode applies before any script bundle runs', async ({page}) => {
      await page.goto(url('api/errors'));
      await waitForHydration(page);
      await toggle(page).click();
      // Without the bundles, only the inline theme script can set the mode.
      await page.route('**/assets/js/**', (route) => route.abort());
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.locator('html'), 'React did not run').toHaveAttribute('data-has-hydrated', 'false');
      // Before React runs, the button's name claims no mode (the server render knows none).
      await expect(
        page.locator('.navbar').getByRole('button', {name: 'Switch between dark and light mode'}),
      ).toBeVisible();
      const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      expect(background).toBe('rgb(27, 27, 29)');
    });
  });

  test('the inline theme script comes before the page content in the HTML', async ({request}) => {
    const html = await (await request.get(url('api/errors'))).text();
    const themeScript = html.search(/<script>[^<]*setAttribute\("data-theme"/);
    expect(themeScript).toBeGreaterThan(-1);
    expect(themeScript).toBeLessThan(html.indexOf('id=__docusaurus'));
  });
});

test.describe('crash page', () => {
  const crashMessage = 'Simulated render crash for the crash page test';
  test.use(
    expectingBrowserErrors({
      pattern: new RegExp(`^console\\.error: Error: ${crashMessage}`),
      why: 'the test makes the page crash; React logs the error the crash page shows',
    }),
  );

  /** Serves api/errors with its content module replaced by one that throws while rendering. */
  async function crashErrorsPage(page: Page) {
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!(body.includes('"id":"api/errors"') && body.includes('contentTitle:'))) {
        await route.fulfill({response});
        return;
      }
      const broken = body.replace(
        /default:\(\)=>[\w$]+/,
        `default:()=>()=>{throw new Error(${JSON.stringify(crashMessage)})}`,
      );
      expect(broken, 'the content module of api/errors was found').not.toBe(body);
      await route.fulfill({response, body: broken});
    });
  }

  test('says what happened, sets the title, and shows the error for a support request', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await crashErrorsPage(page);
    await page.goto(url('api/errors'));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
    await expect(page.getByRole('heading', {level: 1})).toBeFocused();
    await expect(page).toHaveTitle('Page Error');
    await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
    const details = page.getByTestId('error-details');
    await expect(details).toContainText(crashMessage);
    await expect(details).toContainText(url('api/errors'));
    await page.getByRole('button', {name: 'Copy details'}).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Copied to the clipboard.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await details.textContent());
    // The navbar and the rest of the site still work.
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
    await page.screenshot({path: 'test-results/screenshots/crash-light-desktop.png', fullPage: true});
    expect(await blockingViolations(page), 'axe violations on the crash page').toEqual([]);
  });

  test('reached by a link, it is heard once: by its focused heading, not also by the announcer', async ({page}) => {
    await crashErrorsPage(page);
    await page.goto(url('api/scopes'));
    await waitForHydration(page);
    await page.locator('.theme-doc-sidebar-menu a[href$="/api/errors"]').click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
    await expect(page.getByRole('heading', {level: 1})).toBeFocused();
    // Past the delay after which the announcer says a new page's heading.
    await page.waitForTimeout(500);
    await expect(page.locator('body > [role=status]')).toHaveText('');
  });

  test('offers a way home', async ({page}) => {
    await crashErrorsPage(page);
    await page.goto(url('api/errors'));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
    // The home page needs no broken chunk; a chunk still in flight must not fail the test.
    await page.unrouteAll({behavior: 'ignoreErrors'});
    await page.getByRole('link', {name: 'Go to the home page'}).click();
    await expect(page).toHaveURL(url(''));
    await expect(page.getByRole('heading', {level: 1})).toContainText('integration documentation');
  });
});

test.describe('progress bar', () => {
  /** Slows every script fetched after `slow()`: a navigation then takes over 200 ms. */
  async function slowScripts(page: Page): Promise<() => void> {
    let slow = false;
    await page.route('**/assets/js/*.js', async (route) => {
      if (slow) {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      }
      await route.continue();
    });
    return () => {
      slow = true;
    };
  }

  async function brandColour(page: Page): Promise<string> {
    return page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.backgroundColor = 'var(--ifm-color-primary)';
      document.body.append(probe);
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return colour;
    });
  }

  for (const mode of ['light', 'dark'] as const) {
    test(`a slow navigation shows a bar in the brand colour (${mode})`, async ({page}) => {
      const slow = await slowScripts(page);
      await page.goto(`${url('intro')}?docusaurus-theme=${mode}`);
      await waitForHydration(page);
      slow();
      await navigateClientSide(page, url('api/definitions/reasons/rejection'));
      const bar = page.locator('#nprogress .bar');
      await expect(bar).toBeVisible();
      const colour = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(colour).toBe(await brandColour(page));
      // It moves (slides in from the left) when motion is welcome.
      expect(await bar.evaluate((element) => getComputedStyle(element).transform)).not.toBe('none');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Rejection reasons');
      await expect(bar).toHaveCount(0);
    });
  }

  test('under prefers-reduced-motion the bar neither slides nor glows', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    const slow = await slowScripts(page);
    await page.goto(url('intro'));
    await waitForHydration(page);
    slow();
    await navigateClientSide(page, url('api/definitions/reasons/rejection'));
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeVisible();
    const style = await bar.evaluate((element) => {
      const computed = getComputedStyle(element);
      return {transform: computed.transform, transition: computed.transitionDuration};
    });
    expect(style).toEqual({transform: 'none', transition: '0s'});
    await expect(page.locator('#nprogress .peg')).toBeHidden();
  });
});

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.locator('.theme-announcement-bar');

  test('points OLD-3.0.0 integrators to the migration guide', async ({page}) => {
    await page.goto(url('v3.0.0/projects/create'));
    await expect(bar(page)).toContainText('FINAL-1.0.0 is the current API');
    const link = bar(page).getByRole('link', {name: 'See what changed and how to migrate'});
    await expect(link).toHaveAttribute('href', `${url('api/changelog')}#migrating-from-v300`);
    await link.click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Changelog');
  });

  test('dismissing it from the keyboard is remembered across reloads and pages', async ({page}) => {
    await page.goto(url('api/errors'));
    await waitForHydration(page);
    await expect(bar(page)).toBeVisible();
    await page.getByRole('button', {name: 'Dismiss announcement'}).focus();
    await page.keyboard.press('Enter');
    await expect(bar(page)).toHaveCount(0);
    // Focus moves on to the navbar, not back to the page's start.
    await expect(page.locator('.navbar__brand')).toBeFocused();
    await page.reload();
    await expect(bar(page)).toBeHidden();
    await page.goto(url('intro'));
    await waitForHydration(page);
    await expect(bar(page)).toHaveCount(0);
  });
});

test.describe('not-found page', () => {
  test.use(expectingBrowserErrors(notFoundDocument(url('api/projects/creat'))));

  test('offers the search, prefilled from the address, and it works', async ({page}) => {
    await page.goto(url('api/projects/creat'));
    await waitForHydration(page);
    const search = page.getByRole('search').getByRole('searchbox', {name: 'Search the documentation'});
    await expect(search).toHaveValue('projects creat');
    await search.fill('cancel a project');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=cancel\+a\+project$/);
    await expect(page.getByRole('article').getByRole('link', {name: 'Cancel a project'}).first()).toBeVisible({
      timeout: 10_000,
    });
  });

  test.describe('under v3.0.0/', () => {
    test.use(
      expectingBrowserErrors(notFoundDocument(url('v3.0.0/no-such-page')), {
        // 404.html is rendered once, for no address; in the browser the version dropdown
        // follows the address (OLD-3.0.0), as stock Docusaurus does, so React re-renders it.
        pattern: /^console\.error: Docusaurus React Root onRecoverableError: Error: Minified React error #418;/,
        why: 'the version label of the static 404 page differs from the one its address asks for',
      }),
    );

    test('leads into each section of the current version and home, under v3.0.0/ too', async ({page}) => {
      await page.goto(url('v3.0.0/no-such-page'));
      await waitForHydration(page);
      const main = page.locator('main');
      await expect(main.getByRole('link', {name: 'Tutorial', exact: true})).toHaveAttribute('href', url('intro'));
      await expect(main.getByRole('link', {name: 'API', exact: true})).toHaveAttribute('href', url('api/introduction'));
      await expect(main.getByRole('link', {name: 'Widget', exact: true})).toHaveAttribute('href', url('widget/intro'));
      await main.getByRole('link', {name: 'Home page'}).click();
      await expect(page).toHaveURL(url(''));
    });
  });
});

test('the home page leads into each section', async ({page}) => {
  await page.goto(url(''));
  // Each region is named by its heading alone (exact), as a screen reader's landmark list says it.
  await expect(page.getByRole('region', {name: 'Common tasks', exact: true})).toBeVisible();
  const cards = page.getByRole('region', {name: 'Start here', exact: true}).getByRole('listitem').getByRole('link');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toHaveAttribute('href', url('intro'));
  await expect(cards.nth(1)).toHaveAttribute('href', url('api/introduction'));
  await expect(cards.nth(2)).toHaveAttribute('href', url('widget/intro'));
});

test.describe('a part that fails to load', () => {
  test.use(expectingBrowserErrors(blockedScripts));
  // The widget playground page loads its playground lazily (LazyComponent).
  const lazyRoute = templatePages.find(({template}) => template === 'widget playground')!.route;

  test('shows the error with "Retry" as an alert, and Retry loads it', async ({page, request}) => {
    const html = await (await request.get(url(lazyRoute))).text();
    expect(html, 'the server renders the lazy part as "Loading …"').toMatch(/role="?status"?[^>]*>Loading /);
    // Route chunks load before React starts (window.docusaurusRoot); scripts asked for
    // after that are the lazy part's (and link prefetches): make those fail.
    let failLateScripts = true;
    await page.route('**/assets/js/*.js', async (chunk) => {
      const reactStarted = await page.evaluate(() => 'docusaurusRoot' in window).catch(() => false);
      await (failLateScripts && reactStarted ? chunk.abort() : chunk.continue());
    });
    await page.goto(url(lazyRoute));
    const alert = page.getByRole('alert').filter({hasText: 'could not be loaded'});
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(/Loading chunk|failed/i);
    await page.screenshot({path: 'test-results/screenshots/load-error-light-desktop.png', fullPage: true});
    expect(await blockingViolations(page), 'axe violations with the load error shown').toEqual([]);
    failLateScripts = false;
    await alert.getByRole('button', {name: 'Retry'}).click();
    await expect(alert).toHaveCount(0);
  });
});
