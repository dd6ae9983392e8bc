import type {Locator, Page} from '@playwright/test';
import {
  blockedScripts,
  test,
  expect,
  expectingBrowserErrors,
  markDocument,
  isSameDocument,
  navigateClientSide,
  waitForHydration,
} from '../support/fixtures';
import {blockingViolations} from '../support/axe';
import {url} from '../spec-routes';
import {provider} from '../../src/data/provider';
import {currentVersion, olderVersion} from '../../src/data/versions';
import {listedValues, loadContract, type JsonObject} from '../../plugins/openapi-contracts/contracts';
import {wrongBasePath, wrongBasePort} from '../../playwright.config';

// The site-wide settings and behaviours of docs-dev/SITE.md §1, §2, §4 and §7.

test.describe('top bar', () => {
  for (const [label, target] of [
    ['Tutorial', 'intro'],
    ['API', 'api/introduction'],
    ['Widget', 'widget/intro'],
  ] as const) {
    test(`${label} opens ${target}`, async ({page}) => {
      await page.goto(url('markdown-page'));
      await page.locator('.navbar__items').getByRole('link', {name: label, exact: true}).click();
      await expect(page).toHaveURL(url(target));
      await expect(page.locator('h1').first()).toBeVisible();
    });
  }

  test('has the three sections, then the version dropdown, the colour toggle and the search box', async ({page}) => {
    await page.goto(url('api/errors'));
    await expect(page.locator('html'), 'English only').toHaveAttribute('lang', 'en');
    const bar = page.locator('.navbar');
    await expect(bar.locator('.navbar__items:not(.navbar__items--right) > a.navbar__link')).toHaveText([
      'Tutorial',
      'API',
      'Widget',
    ]);
    // In the spec's order: each right-hand part's position among its siblings.
    const right = bar.locator('.navbar__items--right');
    const order = await right.evaluate((items) =>
      [...items.children].map((child) =>
        child.matches('.dropdown')
          ? 'versions'
          : child.querySelector('button[title], button[aria-label*="mode"]')
            ? 'colour'
            : child.matches('.navbar__search') || child.querySelector('.navbar__search')
              ? 'search'
              : child.className,
      ),
    );
    expect(order).toEqual(['versions', 'colour', 'search']);
    await expect(
      bar.locator('.dropdown').getByRole('button').or(bar.locator('.dropdown > .navbar__link')),
    ).toContainText('FINAL-1.0.0');
    await expect(bar.getByRole('button', {name: /dark|light/i})).toBeVisible();
    await expect(
      bar.getByRole('textbox', {name: 'Search'}).or(bar.getByRole('combobox', {name: 'Search'})),
    ).toBeVisible();
  });

  test('the search shortcut hint shows only where the box has room for it beside the text', async ({page}) => {
    const hint = page.locator('.navbar__search [class*="searchHintContainer"]');
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(url('api/errors'));
    await waitForHydration(page);
    await expect(hint).toBeVisible();
    await page.setViewportSize({width: 768, height: 900});
    await expect(page.locator('.navbar input.navbar__search-input')).toBeVisible();
    await expect(hint).toBeHidden();
  });

  test('text typed into the search box stops before its clear button, at 320 px too', async ({page}) => {
    for (const width of [320, 1280]) {
      await page.setViewportSize({width, height: 700});
      await page.goto(url('api/errors'));
      await waitForHydration(page);
      await page.locator('.navbar input.navbar__search-input').click();
      const box = page.locator('.navbar input.navbar__search-input[role="combobox"]');
      await box.fill('cancellation reason of a delivered project');
      const clear = page.locator('.navbar__search [class*="searchClearButton"]');
      await expect(clear).toBeVisible();
      const textEnd = await box.evaluate((input) => {
        const {right} = input.getBoundingClientRect();
        return right - parseFloat(getComputedStyle(input).paddingRight);
      });
      expect(textEnd, `${width} px`).toBeLessThanOrEqual((await clear.boundingBox())!.x);
    }
  });

  test('the search box names its clear button and the list it controls', async ({page}) => {
    await page.goto(url('api/errors'));
    await waitForHydration(page);
    await page.locator('.navbar input.navbar__search-input').click();
    const box = page.getByRole('combobox', {name: 'Search'});
    await box.fill('cancellation reason');
    const list = page.locator('.navbar [role="listbox"]');
    await expect(list.getByRole('option').first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
    await page.getByRole('button', {name: 'Clear search'}).click();
    await expect(box).toHaveValue('');
    await box.fill('quote');
    const clear = page.getByRole('button', {name: 'Clear search'});
    await expect(clear).toBeVisible();
    // A target a finger can hit: 24 × 24 px at least, inside the box.
    const [button, input] = [(await clear.boundingBox())!, (await box.boundingBox())!];
    expect(Math.min(button.width, button.height)).toBeGreaterThanOrEqual(24);
    expect(button.x + button.width).toBeLessThanOrEqual(input.x + input.width);
  });
});

test.describe('versions', () => {
  test('the older version shows no version banner', async ({page}) => {
    await page.goto(url('v3.0.0/projects/create'));
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });
});

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('is light by default, even when the system prefers dark', async ({page}) => {
    await page.goto(url(''));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('mobile menu below 996 px', () => {
  test('just below: the menu button replaces the items', async ({page}) => {
    await page.setViewportSize({width: 995, height: 800});
    await page.goto(url('api/introduction'));
    const toggle = page.getByRole('button', {name: /navigation bar/i});
    await expect(toggle).toBeVisible();
    await expect(page.locator('.navbar__items--right .dropdown')).toBeHidden();
    await toggle.click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Widget', exact: true})).toBeVisible();
  });

  test('just above: the items show and there is no menu button', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await page.goto(url('api/introduction'));
    await expect(page.getByRole('button', {name: /navigation bar/i})).toBeHidden();
    await expect(page.locator('.navbar__items').getByRole('link', {name: 'Widget', exact: true})).toBeVisible();
  });
});

test.describe('sidebar', () => {
  test('cannot be hidden', async ({page}) => {
    await page.goto(url('api/introduction'));
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    await expect(page.getByRole('button', {name: /collapse sidebar/i})).toHaveCount(0);
  });

  test('opening one category leaves the others open', async ({page}) => {
    await page.goto(url('api/introduction'));
    await waitForHydration(page);
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    const category = (label: string) =>
      sidebar
        .locator('.theme-doc-sidebar-item-category-level-1')
        .filter({has: page.getByText(label, {exact: true})})
        .first();
    const expand = async (label: string) => {
      const item = category(label);
      if (await item.evaluate((el) => el.classList.contains('menu__list-item--collapsed'))) {
        await item
          .locator('.menu__list-item-collapsible')
          .first()
          .getByRole('button')
          .or(item.locator('.menu__link--sublist').first())
          .first()
          .click();
      }
      await expect(item).not.toHaveClass(/menu__list-item--collapsed/);
    };
    await expand('Access');
    await expand('Ordering');
    await expect(category('Access')).not.toHaveClass(/menu__list-item--collapsed/);
  });
});

/** The connection the page's `navigator.connection` reports, which decides link prefetching. */
async function emulateConnection(page: Page, connection: {effectiveType: string; saveData: boolean}): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {value, configurable: true});
  }, connection);
}

test.describe('page furniture', () => {
  test('the footer shows the copyright year 2025', async ({page}) => {
    await page.goto(url(''));
    await expect(page.locator('.footer__copyright')).toContainText('© 2025');
  });

  test('the navbar keeps its layout while the logo is still loading', async ({page}) => {
    const title = page.locator('.navbar__title');
    await page.goto(url('intro'));
    await expect(page.locator('.navbar__logo img:visible')).toHaveJSProperty('complete', true);
    const withLogo = await title.boundingBox();
    // Hold the logo back until the title has been measured without it.
    let releaseLogo = () => {};
    const logoHeld = new Promise<void>((resolve) => (releaseLogo = resolve));
    await page.route('**/img/logo.svg', async (route) => {
      await logoHeld;
      await route.continue();
    });
    await page.reload({waitUntil: 'domcontentloaded'});
    await expect(title).toBeVisible();
    await expect(page.locator('.navbar__logo img:visible')).toHaveJSProperty('complete', false);
    const withoutLogo = await title.boundingBox();
    releaseLogo();
    expect(withoutLogo).toEqual(withLogo);
  });

  test('the title uses a vertical bar as delimiter', async ({page}) => {
    await page.goto(url('api/errors'));
    await expect(page).toHaveTitle(`Errors | ${provider.name} Integrations`);
  });

  test('every page asks search engines not to index it', async ({page}) => {
    for (const route of ['', 'api/errors', 'v3.0.0/intro', 'tags', 'markdown-page']) {
      await page.goto(url(route));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
  });

  test('Java and PHP are highlighted', async ({page}) => {
    await page.goto(url('markdown-page'));
    await waitForHydration(page);
    for (const language of ['java', 'php']) {
      await page
        .getByRole('tab', {name: language === 'php' ? 'PHP' : 'Java', exact: true})
        .first()
        .click();
      const block = page.locator(`pre.language-${language}`).first();
      await expect(block).toBeVisible();
      // Without the grammar, Prism renders the whole block as plain tokens.
      expect(await block.locator('.token:not(.plain)').count(), language).toBeGreaterThan(5);
    }
  });

  test('code blocks are at most 400px high', async ({page}) => {
    await page.goto(url('markdown-page'));
    await expect(page.locator('.theme-code-block pre').first()).toHaveCSS('max-height', '400px');
  });

  test('copy buttons copy the code, also in a tab chosen later and far down the page', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(url('intro'));
    await waitForHydration(page);
    const copyButton = (block: Locator) => block.getByRole('button', {name: 'Copy code to clipboard'});
    const copied = async (block: Locator) => {
      await block.hover();
      await copyButton(block).click();
      // A screen reader hears the outcome: the button's new name alone is not announced.
      await expect(block.getByRole('status')).toHaveText('Copied');
      await expect(block.getByRole('status')).toHaveText('');
      const text = await page.evaluate(() => navigator.clipboard.readText());
      const lines = block.locator('.token-line');
      expect(text.split('\n')).toHaveLength(await lines.count());
      expect(text.split('\n')[0]).toBe(await lines.first().textContent());
      return text;
    };
    // The buttons of a block are made as it comes near the screen.
    const last = page.locator('.theme-code-block:visible').last();
    await expect(copyButton(last)).toHaveCount(0);
    await last.scrollIntoViewIfNeeded();
    await copied(last);

    const firstStep = page.locator('[data-scenario-step]').first();
    await firstStep.getByRole('tab', {name: 'Python', exact: true}).click();
    const python = firstStep.getByRole('tabpanel').locator('.theme-code-block');
    expect(await copied(python)).toContain('import requests');
  });

  test('the word-wrap button is a toggle that tells whether the lines wrap', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(url('intro'));
    await waitForHydration(page);
    // The first sample's lines are wider than a phone; its buttons are made as it comes near the screen.
    const block = page.locator('.theme-code-block:visible').first();
    await block.scrollIntoViewIfNeeded();
    const wrap = block.getByRole('button', {name: 'Toggle word wrap'});
    await expect(wrap).toHaveAttribute('aria-pressed', 'false');
    await wrap.click();
    await expect(wrap).toHaveAttribute('aria-pressed', 'true');
    await expect(block.locator('code')).toHaveCSS('white-space', 'pre-wrap');
    await wrap.click();
    await expect(wrap).toHaveAttribute('aria-pressed', 'false');
  });

  test('the table of contents lists h2 and h3 but no h4', async ({page}) => {
    await page.goto(url('markdown-page'));
    const toc = page.locator('.table-of-contents');
    await expect(toc.getByRole('link', {name: 'Headings', exact: true})).toBeVisible();
    await expect(toc.getByRole('link', {name: 'Deeper headings'})).toBeVisible();
    await expect(page.locator('h4', {hasText: 'An example of a fourth-level heading'})).toBeVisible();
    await expect(toc.getByRole('link', {name: 'An example of a fourth-level heading'})).toHaveCount(0);
  });
});

test.describe('search', () => {
  async function search(page: Page, query: string) {
    const box = page.locator('.navbar input.navbar__search-input');
    // The search bar loads when the reader reaches for it: focus, wait for it, then type.
    await box.focus();
    await expect(page.locator('.navbar input.navbar__search-input[role="combobox"]')).toBeVisible({timeout: 15_000});
    await page.locator('.navbar input.navbar__search-input[role="combobox"]').fill(query);
    return page.locator('.navbar [role="listbox"] [role="option"], .navbar .aa-suggestion');
  }

  test('finds a phrase of the current version', async ({page}) => {
    await page.goto(url('intro'));
    await waitForHydration(page);
    const results = await search(page, 'cancellation reason');
    await expect(results.first()).toBeVisible({timeout: 15_000});
    await results.first().click();
    await expect(page).toHaveURL(/\/integrations\/documentation\/api\//);
  });

  // A developer back from a failed call types what the response said, or the call's name.
  for (const [query, target] of [
    ['409 conflict', /\/api\/errors#invalid_status_transition$/],
    ['invalid token', /\/api\/errors#invalid_token$/],
    // OLD-3.0.0's 4001 became one of two codes: either entry names it.
    ['4001', /\/api\/errors#(invalid_status_transition|revision_limit_reached)$/],
    ['addRevision', /\/api\/revisions\/create$/],
  ] as const)
    test(`"${query}" leads first to ${target.source.replaceAll('\\', '')}`, async ({page}) => {
      await page.goto(url('intro'));
      await waitForHydration(page);
      const results = await search(page, query);
      await expect(results.first()).toBeVisible({timeout: 15_000});
      await results.first().click();
      await expect(page).toHaveURL(target);
    });

  test("a field is found in the call page's section that lists it, not also in the page's intro", async ({page}) => {
    await page.goto(url('intro'));
    await waitForHydration(page);
    const results = await search(page, 'charged_service_ids');
    await expect(results.first()).toBeVisible({timeout: 15_000});
    const paths = await results.allTextContents();
    // Suggestions end with their page, or with its section: "… › Get a project › Response".
    expect(paths.filter((path) => path.endsWith('› Get a project › Response')).length).toBe(1);
    // The page's intro entry ends at its first heading, so it does not repeat the fields.
    expect(paths.filter((path) => path.endsWith('› Get a project'))).toEqual([]);
  });

  test('Tab leaves the search box for the next control, never for the page', async ({page}) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({width, height: 800});
      await page.goto(url('intro'));
      await waitForHydration(page);
      for (const query of ['project', 'zzqqxx']) {
        const results = await search(page, query);
        await expect(results.first()).toBeVisible({timeout: 15_000});
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const active = document.activeElement;
          return {
            onPage: active === document.body || active === null,
            inList: Boolean(active?.closest('[role="listbox"]')),
            visible: active instanceof HTMLElement && active.offsetParent !== null,
          };
        });
        expect(focused, `${width} px, "${query}"`).toEqual({onPage: false, inList: false, visible: true});
      }
    }
  });

  test('a screen reader hears how many results the typing found', async ({page}) => {
    await page.goto(url('intro'));
    await waitForHydration(page);
    const status = page.locator('.navbar [role="status"]');
    const results = await search(page, 'cancel project');
    await expect(results.first()).toBeVisible({timeout: 15_000});
    const shown = await page.locator('.navbar [role="listbox"] [role="option"]:not(#search-see-all-results)').count();
    await expect(status).toHaveText(`${shown} suggestions for “cancel project”, and See all results`);
    await search(page, 'zzqqxx');
    await expect(status).toHaveText('No results for “zzqqxx”');
  });

  test('finds a phrase of OLD-3.0.0 from a v3.0.0 page', async ({page}) => {
    await page.goto(url('v3.0.0/intro'));
    await waitForHydration(page);
    const results = await search(page, 'dispose');
    await expect(results.first()).toBeVisible({timeout: 15_000});
    // Each result names its version in its path (the OLD-3.0.0 sidebar's top category).
    await expect(results.first()).toContainText('OLD-3.0.0');
    // One suggestions list: the bar loads its index once on a versioned page too.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.navbar [role="listbox"]')).toHaveCount(1);
    await results.first().click();
    await expect(page).toHaveURL(/\/integrations\/documentation\/v3\.0\.0\//);
  });

  test('on a cold OLD-3.0.0 page, typing at once gives one suggestions list that Enter opens', async ({page}) => {
    await page.goto(url('v3.0.0/intro'), {waitUntil: 'commit'});
    await page.locator('.navbar input.navbar__search-input').click();
    await page.keyboard.type('dispose', {delay: 15});
    const bar = page.locator('.navbar input.navbar__search-input[role="combobox"]');
    await expect(bar).toHaveValue('dispose', {timeout: 15_000});
    await expect(page.locator('.navbar [role="option"], .navbar .aa-suggestion').first()).toBeVisible({
      timeout: 15_000,
    });
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.navbar [role="listbox"]')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/integrations\/documentation\/v3\.0\.0\/.+/);
  });

  test('the suggestions, the selected one too, read at AA contrast in both colour modes', async ({page}) => {
    for (const mode of ['light', 'dark'] as const) {
      await page.goto(`${url('intro')}?docusaurus-theme=${mode}`);
      await waitForHydration(page);
      const results = await search(page, 'cancel project');
      await expect(results.first()).toBeVisible({timeout: 15_000});
      await page.keyboard.press('ArrowDown');
      await expect(page.locator('.navbar [role="option"][aria-selected="true"]')).toHaveCount(1);
      expect(
        await blockingViolations(page, {include: '.navbar', rules: ['color-contrast']}),
        `contrast of the suggestions, ${mode}`,
      ).toEqual([]);
    }
  });

  test('the keyboard shortcut focuses the box', async ({page}) => {
    await page.goto(url('api/errors'));
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.navbar input.navbar__search-input')).toBeFocused();
  });

  test('no key press is lost while the page and the search code load (20 cold loads)', async ({page}) => {
    test.setTimeout(120_000);
    const query = 'cancellation reason';
    // Every script arrives late by a different amount, so the reader types before
    // hydration, while the bar's chunk loads, and while the index loads. Routing turns
    // off the HTTP cache: each load is cold.
    let delayMs = 0;
    await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.continue();
    });
    for (let load = 0; load < 20; load++) {
      delayMs = (load % 4) * 100;
      await page.goto(url(load % 2 ? 'intro' : 'api/errors'), {waitUntil: 'commit'});
      const box = page.locator('.navbar input.navbar__search-input');
      await box.click();
      await page.keyboard.type(query, {delay: 15});
      await expect(
        page.locator('.navbar input.navbar__search-input[role="combobox"]'),
        `load ${load + 1}, scripts ${delayMs} ms late`,
      ).toHaveValue(query, {timeout: 15_000});
    }
    await expect(page.locator('.navbar [role="listbox"] [role="option"], .navbar .aa-suggestion').first()).toBeVisible({
      timeout: 15_000,
    });
  });

  test.describe('with the search chunk blocked', () => {
    test.use(expectingBrowserErrors(blockedScripts));

    test('a search chunk that fails to load says so, and Retry loads it', async ({page}) => {
      await page.goto(url('intro'));
      await waitForHydration(page);
      // Every script not yet loaded fails from now on: the search bar's chunk among them.
      const blocked = /\/assets\/js\/.*\.js$/;
      await page.route(blocked, (route) => route.abort('connectionrefused'));
      const box = page.locator('.navbar input.navbar__search-input');
      await box.click();
      await page.keyboard.type('webhook');
      const error = page.locator('.navbar [role="alert"]');
      await expect(error).toContainText('Search could not load');
      await expect(box).toHaveValue('webhook');
      await page.unroute(blocked);
      await error.getByRole('button', {name: 'Retry'}).click();
      await expect(error).toHaveCount(0);
      const bar = page.locator('.navbar input.navbar__search-input[role="combobox"]');
      await expect(bar).toHaveValue('webhook', {timeout: 15_000});
      await expect(bar).toBeFocused();
      await expect(
        page.locator('.navbar [role="listbox"] [role="option"], .navbar .aa-suggestion').first(),
      ).toBeVisible({
        timeout: 15_000,
      });
    });
  });

  test('Tab leaves the search box without opening a result; Escape closes the list and keeps the box', async ({
    page,
  }) => {
    await page.goto(url('api/errors'));
    await waitForHydration(page);
    const results = await search(page, 'token');
    await expect(results.first()).toBeVisible();
    const box = page.getByRole('combobox', {name: 'Search'});
    await page.keyboard.press('Escape');
    await expect(results.first()).toBeHidden();
    await expect(box).toBeFocused();
    await box.fill('token expired');
    await expect(results.first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(box).not.toBeFocused();
    await expect(results.first()).toBeHidden();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe(url('api/errors'));
  });

  test('"See all results" is reached with the arrow keys and followed with Enter', async ({page}) => {
    await page.goto(url('api/errors'));
    await waitForHydration(page);
    const results = await search(page, 'token');
    await expect(results.first()).toBeVisible();
    const box = page.getByRole('combobox', {name: 'Search'});
    const suggestions = page.locator('.navbar [role="listbox"] [role="option"]:not(a)');
    const count = await suggestions.count();
    // The first suggestion is highlighted as the list opens; down to the last, then one more.
    for (let index = 1; index < count; index++) await page.keyboard.press('ArrowDown');
    await expect(suggestions.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    const seeAll = page.locator('.navbar [role="listbox"]').getByRole('option', {name: 'See all results'});
    await expect(seeAll).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await seeAll.getAttribute('id'))!);
    await expect(suggestions.last()).not.toHaveAttribute('aria-selected', 'true');
    expect(await blockingViolations(page, {include: '.navbar'}), 'axe on the open list').toEqual([]);
    await page.keyboard.press('ArrowUp');
    await expect(suggestions.last()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await suggestions.last().getAttribute('id'))!);
    await expect(seeAll).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\/?\?q=token$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Search results for "token"'})).toBeVisible();
  });

  test('a search with no results says so as a disabled option of the list', async ({page}) => {
    await page.goto(url('api/errors'));
    await waitForHydration(page);
    await search(page, 'qqxqzq');
    const listbox = page.locator('.navbar [role="listbox"]');
    await expect(listbox.getByRole('option', {name: 'No results', disabled: true})).toBeVisible();
    expect(await blockingViolations(page, {include: '.navbar'}), 'axe on the list without results').toEqual([]);
  });

  test('an error code finds its entry in the error reference first', async ({page}) => {
    const contract = loadContract(currentVersion.contract);
    // Known today: the list can grow (x-extensible-enum).
    const codes = listedValues(
      (contract.components as {schemas: {ErrorCode: JsonObject}}).schemas.ErrorCode,
    ) as string[];
    for (const code of codes) {
      await page.goto(url(`search?q=${code}`));
      const first = page.getByRole('main').locator('article a').first();
      await expect(first, code).toHaveAttribute('href', url(`api/errors#${code}`));
    }
    // OLD-3.0.0's numeric codes, in its own index, the one its pages' search uses.
    const older = loadContract(olderVersion.contract);
    for (const code of (older.components as {schemas: {ErrorCode: {enum: number[]}}}).schemas.ErrorCode.enum) {
      await page.goto(url(`search?q=${code}&version=${encodeURIComponent(`${olderVersion.path}/`)}`));
      const first = page.getByRole('main').locator('article a').first();
      await expect(first, String(code)).toHaveAttribute('href', url(`${olderVersion.path}/errors#${code}`));
    }
  });

  test("a failed call's message finds its code's entry first, and a receiver's refusal its cause", async ({page}) => {
    // Messages the contract's examples (what a mock answers) and the webhook samples give.
    const expected: Array<[string, RegExp]> = [
      ['The body is not valid JSON', /api\/errors#invalid_request$/],
      ['The access token is missing or not valid', /api\/errors#invalid_token$/],
      ['The field title is missing', /api\/errors#validation_failed$/],
      ['Try again in 12 seconds', /api\/errors#rate_limited$/],
      ['The scope projects:delete does not exist', /api\/errors#validation_failed$/],
      ['Invalid signature', /api\/webhook\/?#verify-the-sender$/],
    ];
    for (const [query, target] of expected) {
      await page.goto(url(`search?q=${encodeURIComponent(query)}`));
      const first = page.getByRole('main').locator('article a').first();
      await expect(first, query).toHaveAttribute('href', target);
    }
  });

  // What a developer types when a call fails or while integrating, and where it must lead.
  test('a status, a header or part of an event type finds the section that explains it first', async ({page}) => {
    const expected: Array<[string, RegExp]> = [
      ['409', /api\/errors#(invalid_status_transition|idempotency_key_reused|revision_limit_reached)$/],
      ['Retry-After', /api\/introduction#retry-after$/],
      ['Idempotency-Key', /api\/introduction#idempotency$/],
      ['webhook signature', /api\/webhook\/?#verify-the-sender$/],
      ['simulate', /api\/introduction#drive-every-branch-in-the-sandbox$/],
      ['status_changed', /api\/webhook\/notifications(#.*)?$/],
    ];
    for (const [query, target] of expected) {
      await page.goto(url(`search?q=${encodeURIComponent(query)}`));
      const first = page.getByRole('main').locator('article a').first();
      await expect(first, query).toHaveAttribute('href', target);
    }
  });

  test('the index leaves out what every page repeats: table header rows', async ({page}) => {
    const indexResponse = page.waitForResponse((response) => /search-index.*\.json$/.test(response.url()));
    await page.goto(url('api/errors'));
    await waitForHydration(page);
    await search(page, 'token');
    const index = (await (await indexResponse).json()) as {documents: {t: string; u: string}[]}[];
    const contents = index.flatMap(({documents}) => documents);
    expect(contents.length).toBeGreaterThan(300);
    // Each call page's errors table starts with this row; "status" would find them all.
    expect(contents.filter((document) => document.t.includes('Status Code When and what to do'))).toEqual([]);
    expect(contents.filter((document) => /\bField Type Description\b/.test(document.t))).toEqual([]);
  });

  test('a "Related" section\'s links do not stand in for the pages they lead to', async ({page}) => {
    await page.goto(url('search?q=project.status_changed'));
    const results = page.getByRole('main').locator('article a');
    await expect(results.first()).toHaveAttribute('href', url('api/webhook/notifications#projectstatus_changed'));
    const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.filter((href) => href?.endsWith('#related'))).toEqual([]);
  });

  test('the results page says which version it searches, and another is one choice away', async ({page}) => {
    // From an older version's page, "See all results" searches that version.
    await page.goto(url(`${olderVersion.path}/projects/dispose`));
    await waitForHydration(page);
    await expect((await search(page, 'dispose')).first()).toBeVisible();
    await page.locator('.navbar [role="listbox"]').getByRole('option', {name: 'See all results'}).click();
    const version = page.getByRole('main').getByRole('combobox', {name: 'Version'});
    await expect(version).toHaveValue(`${olderVersion.path}/`);
    await expect(version.locator('option:checked')).toHaveText(olderVersion.label);
    const results = page.getByRole('main').locator('article a');
    await expect(results.first()).toHaveAttribute('href', url(`${olderVersion.path}/projects/dispose`));
    expect(await blockingViolations(page, {include: 'main'}), 'axe on the results page').toEqual([]);

    // The current version, from the keyboard: the query stays, the results follow.
    await version.focus();
    await page.keyboard.press('ArrowUp');
    await expect(version.locator('option:checked')).toHaveText(`${currentVersion.label} (current)`);
    await expect(page).toHaveURL(
      (address) => address.searchParams.get('q') === 'dispose' && !address.searchParams.has('version'),
    );
    await expect(results.first()).not.toHaveAttribute('href', new RegExp(`/${olderVersion.path}/`));
    expect(await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).not.toContainEqual(
      expect.stringContaining(`/${olderVersion.path}/`),
    );
  });

  test('a full results page lists matches, titled like every page', async ({page}) => {
    await page.goto(url('search?q=webhook'));
    // The results are the page's main landmark, as every page's content is.
    const main = page.getByRole('main');
    await expect(main).toHaveCount(1);
    await expect(main.getByRole('heading', {level: 1, name: 'Search results for "webhook"'})).toBeVisible();
    await expect(main.locator('article a[href*="/api/webhook"]').first()).toBeVisible();
    await expect(page).toHaveTitle(`Search results for "webhook" | ${provider.name} Integrations`);
    await page.getByRole('searchbox', {name: 'Search'}).last().fill('');
    await expect(page).toHaveTitle(`Search the documentation | ${provider.name} Integrations`);
  });

  test('the results page says what each search found in a status region, for screen readers', async ({page}) => {
    await page.goto(url('search'));
    await waitForHydration(page);
    const status = page.getByRole('main').getByRole('status');
    const box = page.getByRole('main').getByRole('searchbox', {name: 'Search'});
    await box.fill('quote');
    await expect(status).toHaveText(/^\d+ documents found for “quote”$/);
    await box.fill('zzzzqx');
    await expect(status).toHaveText('No documents were found for “zzzzqx”');
  });
});

test.describe('navigation', () => {
  /** Holds back every JavaScript chunk of the next route for `ms`, like a slow network. */
  async function slowChunks(page: Page, ms: number) {
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    });
  }

  async function watchProgressBar(page: Page) {
    await page.evaluate(() => {
      const seen = {progressBar: false};
      (window as unknown as {__seen: typeof seen}).__seen = seen;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) seen.progressBar = true;
      }).observe(document.body, {childList: true, subtree: true});
    });
    return () => page.evaluate(() => (window as unknown as {__seen: {progressBar: boolean}}).__seen.progressBar);
  }

  test('a progress bar appears when a navigation takes over 200 ms', async ({page}) => {
    await page.goto(url('api/introduction'));
    await waitForHydration(page);
    const sawProgressBar = await watchProgressBar(page);
    await slowChunks(page, 1200);
    await navigateClientSide(page, url('api/tracks/trackSubtypes'));
    await expect.poll(sawProgressBar).toBe(true);
    await expect(page.locator('h1').first()).toHaveText(/subtypes/i, {timeout: 10_000});
  });

  test('no progress bar for a fast navigation', async ({page}) => {
    await page.goto(url('api/introduction'));
    await waitForHydration(page);
    // Fast means the route's chunks are already here, as after a hover: on a loaded machine,
    // fetching and evaluating them alone can take longer than the bar's 200 ms delay.
    await page.evaluate(async (path) => {
      await window.docusaurus.preload(path);
    }, url('api/tracks/trackSubtypes'));
    const sawProgressBar = await watchProgressBar(page);
    await navigateClientSide(page, url('api/tracks/trackSubtypes'));
    await expect(page.locator('h1').first()).toHaveText(/subtypes/i);
    await page.waitForTimeout(400);
    expect(await sawProgressBar()).toBe(false);
  });

  for (const connection of [
    {effectiveType: '2g', saveData: false},
    {effectiveType: '4g', saveData: true},
  ]) {
    test(`no prefetching on ${connection.saveData ? 'data-saver' : '2g'} connections`, async ({page}) => {
      await emulateConnection(page, connection);
      await page.goto(url('api/introduction'));
      await waitForHydration(page);
      await page.locator('.theme-doc-sidebar-menu a').nth(3).hover();
      await page.waitForTimeout(500);
      await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
    });
  }

  test('prefetches linked pages on a fast connection', async ({page}) => {
    await emulateConnection(page, {effectiveType: '4g', saveData: false});
    await page.goto(url('api/introduction'));
    await waitForHydration(page);
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
  });

  test.describe("with the next route's scripts blocked", () => {
    test.use(expectingBrowserErrors(blockedScripts));

    test('a full page reload is made when the next route cannot load', async ({page}) => {
      // On a data-saver connection nothing is prefetched: the next route's scripts are not
      // already loaded at idle time, before the test blocks them.
      await emulateConnection(page, {effectiveType: '4g', saveData: true});
      await page.goto(url('api/introduction'));
      await waitForHydration(page);
      await markDocument(page);
      // Unblocked only once the next route has asked for its scripts and been refused: the
      // address changes at once, and under load its scripts may be asked for later.
      let refused!: () => void;
      const scriptRefused = new Promise<void>((resolve) => (refused = resolve));
      await page.route('**/assets/js/*.js', (route) => {
        refused();
        return route.abort();
      });
      await navigateClientSide(page, url('api/tracks/trackTypes'));
      await page.waitForURL(url('api/tracks/trackTypes'));
      await scriptRefused;
      await page.unroute('**/assets/js/*.js');
      await expect.poll(() => isSameDocument(page).catch(() => false)).toBe(false);
      await expect(page.locator('h1').first()).toHaveText(/track types/i);
    });
  });
});

test.describe('errors', () => {
  test.use(
    expectingBrowserErrors({
      pattern: new RegExp(
        `^console\\.error: Failed to load resource: the server responded with a status of 404 \\(Not Found\\) \\(http://127\\.0\\.0\\.1:${wrongBasePort}/`,
      ),
      why: 'under the wrong base path the assets the pages ask for are missing: the banner is what the test checks',
    }),
  );

  test('a wrong base URL shows the banner', async ({page}) => {
    await page.goto(`http://127.0.0.1:${wrongBasePort}${wrongBasePath}`);
    await expect(page.locator('#__docusaurus-base-url-issue-banner')).toContainText(/did not load properly/i);
  });
});
