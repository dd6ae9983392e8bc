import {test, expect, expectingBrowserErrors, waitForHydration} from '../support/fixtures';
import type {Locator, Page} from '@playwright/test';
import {blockingViolations} from '../support/axe';
import {url} from '../spec-routes';
import {testCards, widgetComponents, widgetScript} from '../../src/data/widget';
import {wordCount} from '../../src/lib/wordCount';

// The widget pages and their playground: settings drive the preview and the snippet,
// the demo order reaches each test-card outcome, and all of it works from the keyboard.
// The fixture's offline guard fails any test whose page asked another host.

const settingsPage = url('widget/react-example/basicSettings');
const paymentPage = url('widget/react-example/widgetPayment');
const widgetPages = [
  'widget/intro',
  'widget/react-example/basicSettings',
  'widget/react-example/navBar',
  'widget/react-example/widget',
  'widget/react-example/widgetPayment',
];

const cardFor = (outcome: string) => {
  const card = testCards.find((candidate) => candidate.outcome === outcome);
  if (!card) throw new Error(`src/data/widget.ts has no test card with outcome ${outcome}`);
  return card.number;
};

async function openPlayground(page: Page, path = settingsPage): Promise<Locator> {
  await page.goto(path);
  await waitForHydration(page);
  const playground = page.getByTestId('widget-playground').first();
  await expect(playground.getByTestId('widget-preview')).toBeVisible();
  return playground;
}

async function continueTo(preview: Locator, step: string): Promise<void> {
  while ((await preview.getAttribute('data-step')) !== step) {
    await preview.getByRole('button', {name: 'Continue'}).click();
  }
}

async function payWithCard(preview: Locator, number: string): Promise<void> {
  await continueTo(preview, 'payment');
  await preview.getByLabel('Card number').fill(number);
  await preview.getByLabel('Expiry (MM/YY)').fill('12/34');
  await preview.getByLabel('Security code (CVC)').fill('123');
  await preview.getByRole('button', {name: /^Pay /}).click();
}

test('code the page writes as an MDX expression is highlighted in the server’s HTML and stays so after hydration', async ({
  page,
  request,
}) => {
  const html = await (await request.get(settingsPage)).text();
  expect(html).toMatch(/language-tsx[^>]*>(?:(?!<\/pre>)[\s\S])*<span class="token keyword[^"]*">import /);
  await page.goto(settingsPage);
  await waitForHydration(page);
  const usage = page.locator('.theme-code-block.language-tsx').first();
  await expect(usage.locator('.token.keyword').first()).toHaveText(/import/);
  // The build-time palette colours it, in both colour modes: the markup carries no inline colour.
  await expect(usage.locator('.token.keyword').first()).not.toHaveAttribute('style', /color/);
});

test('the live snippet is plain code until it scrolls into view, then highlighted by Prism', async ({page}) => {
  await page.setViewportSize({width: 390, height: 700});
  const playground = await openPlayground(page);
  const snippet = playground.getByTestId('widget-snippet');
  // It starts as the page's own code above it.
  const pageSettings = `<${widgetComponents.provider} clientToken={clientToken} theme="auto" locale="en-GB">`;
  await expect(snippet).toContainText(pageSettings);
  // Far below the first screen on a phone: the browser's highlighter has not loaded.
  await expect(snippet.locator('.token')).toHaveCount(0);
  await snippet.scrollIntoViewIfNeeded();
  await expect(snippet.locator('.token.tag').first()).toBeVisible();
  await expect(snippet).toContainText(pageSettings);
  // In the site's token colours, which the browser's highlighter brings (the config ships block colours only).
  const colourOf = (selector: string) =>
    snippet
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).color);
  expect(await colourOf('.token.attr-name')).not.toBe(await colourOf('pre'));
});

test('a keyboard reader who tabs to the live snippet keeps the focus as it turns highlighted', async ({page}) => {
  await page.setViewportSize({width: 390, height: 700});
  const playground = await openPlayground(page);
  const snippet = playground.getByTestId('widget-snippet');
  await expect(snippet.locator('.token')).toHaveCount(0);
  // The control before the snippet, then Tab: the block scrolls into view and loads Prism.
  await snippet.locator('pre').evaluate((pre: HTMLElement) => {
    const controls = [...document.querySelectorAll<HTMLElement>('input, button, a[href], [tabindex="0"]')];
    controls[controls.indexOf(pre) - 1].focus();
  });
  await page.keyboard.press('Tab');
  await expect(snippet.locator('.token.tag').first()).toBeVisible();
  await expect(snippet.locator('pre')).toBeFocused();
});

test('a link to a heading below the playground still shows that heading once the playground is in', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  const heading = page.getByRole('heading', {name: 'Payment methods and currency'});
  await openPlayground(page, `${url('widget/react-example/widgetPayment')}#payment-methods-and-currency`);
  // The playground is far taller than its placeholder: without the page keeping the
  // heading in place, it moved 870 px down, off the screen.
  const top = (await heading.boundingBox())!.y;
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(200);
});

test('an address whose fragment is not valid percent-encoding still gets the playground', async ({page}) => {
  await openPlayground(page, `${url('widget/react-example/widgetPayment')}#100%`);
});

test('changing a setting changes the preview and the snippet at once', async ({page}) => {
  const playground = await openPlayground(page);
  const preview = playground.getByTestId('widget-preview');
  const snippet = playground.getByTestId('widget-snippet');

  // It starts with the settings of the page's code above it.
  await expect(snippet).toContainText(
    `<${widgetComponents.provider} clientToken={clientToken} theme="auto" locale="en-GB">`,
  );

  await playground.getByLabel('theme').selectOption('dark');
  await expect(preview).toHaveCSS('background-color', 'rgb(29, 30, 33)');
  await expect(snippet).toContainText('theme="dark"');

  await playground.getByLabel('locale').selectOption('de-DE');
  await expect(preview.getByRole('heading', {name: 'Was möchten Sie bestellen?'})).toBeVisible();
  await expect(snippet).toContainText('locale="de-DE"');

  await playground.getByRole('combobox', {name: 'category'}).selectOption('audio_ads');
  await expect(preview).toHaveAttribute('data-step', 'details');
  // Setting the category hid the step the visitor was on: a restart, reported like the others
  // (just before the price the details step shows).
  await expect(playground.getByTestId('widget-events')).toContainText(
    'onStepChange{"step":"details","previous_step":"category","trigger":"restart"}',
  );
  await expect(preview.getByRole('navigation')).toContainText('Schritt 1 von 3');
  await expect(snippet).toContainText('category="audio_ads"');

  await playground.getByRole('checkbox', {name: 'review'}).uncheck();
  await expect(preview.getByRole('navigation').getByRole('listitem')).toHaveCount(2);
  await expect(snippet).toContainText("steps={['category', 'details', 'payment']}");

  await playground.getByLabel('navBar.variant').selectOption('compact');
  await expect(preview.getByRole('navigation')).toHaveText('Schritt 1 von 2: Details');
  await playground.getByLabel('navBar.visible').uncheck();
  await expect(preview.getByRole('navigation')).toHaveCount(0);
  await expect(snippet).toContainText("navBar={{visible: false, variant: 'compact'}}");

  await playground.getByLabel('payment.currency').selectOption('GBP');
  await expect(preview).toContainText('£');
  await playground.getByRole('checkbox', {name: 'paypal'}).uncheck();
  await expect(snippet).toContainText("payment={{methods: ['card'], currency: 'GBP'}}");

  await playground.getByLabel('Script tag').check();
  await expect(snippet).toContainText("theme: 'dark',");
  await expect(snippet).toContainText("payment: {methods: ['card'], currency: 'GBP'},");

  await playground.getByRole('button', {name: 'Reset the playground'}).click();
  await expect(preview.getByRole('heading', {name: 'What would you like to order?'})).toBeVisible();
  await expect(snippet).not.toContainText("theme: 'dark'");
});

test('onReady fires once on mount, and onPriceChange with each new price', async ({page}) => {
  const playground = await openPlayground(page);
  const preview = playground.getByTestId('widget-preview');
  const events = playground.getByTestId('widget-events').locator('li');
  await expect(events.filter({hasText: 'onReady'})).toHaveCount(1);
  await expect(events.filter({hasText: 'onReady'})).toContainText('"test_mode":true');

  await continueTo(preview, 'details');
  const priceEvents = events.filter({hasText: 'onPriceChange'});
  const before = await priceEvents.count();
  await preview.getByLabel('Script length (words)').fill('900');
  await expect(priceEvents).toHaveCount(before + 1);
  await expect(priceEvents.first()).toContainText('"word_count":900');
  await expect(priceEvents.first()).toContainText('"turnaround_hours":48');
  await expect(events.filter({hasText: 'onReady'})).toHaveCount(1);
  // The new price is said to a screen reader too, from a polite live region.
  const priceLine = preview.getByText(/^Price:/);
  await expect(priceLine).toHaveAttribute('aria-live', 'polite');
});

test('the bar goes back to a completed step, never ahead, and not at all with clickable off', async ({page}) => {
  const playground = await openPlayground(page);
  const preview = playground.getByTestId('widget-preview');
  const nav = preview.getByRole('navigation', {name: 'Order steps'});
  await continueTo(preview, 'review');
  await expect(nav.getByRole('button')).toHaveText([/Category/, /Details/]);
  await expect(nav.getByText('Payment')).toBeVisible();

  await nav.getByRole('button', {name: 'Details'}).click();
  await expect(preview).toHaveAttribute('data-step', 'details');
  await expect(playground.getByTestId('widget-events').locator('li').first()).toContainText('"trigger":"nav_bar"');

  await playground.getByLabel('navBar.clickable').uncheck();
  await expect(nav.getByRole('listitem')).toHaveCount(4);
  await expect(nav.getByRole('button')).toHaveCount(0);
});

test("theme auto follows the visitor's colour scheme and its changes", async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  const playground = await openPlayground(page);
  const preview = playground.getByTestId('widget-preview');
  await playground.getByLabel('theme').selectOption('auto');
  const dark = 'rgb(29, 30, 33)';
  await expect(preview).not.toHaveCSS('background-color', dark);
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(preview).toHaveCSS('background-color', dark);
  await page.emulateMedia({colorScheme: 'light'});
  await expect(preview).not.toHaveCSS('background-color', dark);
});

test('with one payment method the payment step offers no choice', async ({page}) => {
  const playground = await openPlayground(page, paymentPage);
  const preview = playground.getByTestId('widget-preview');
  await continueTo(preview, 'payment');
  await expect(preview.getByRole('group', {name: 'Payment method'})).toBeVisible();
  await playground.getByRole('checkbox', {name: 'paypal'}).uncheck();
  await expect(preview.getByRole('group', {name: 'Payment method'})).toHaveCount(0);
  await expect(preview.getByRole('radio')).toHaveCount(0);
  await expect(preview.getByLabel('Card number')).toBeVisible();
});

test('an invalid configuration shows the error state and calls onError', async ({page}) => {
  const playground = await openPlayground(page);
  await playground.getByRole('checkbox', {name: 'category'}).uncheck();
  const preview = playground.getByTestId('widget-preview');
  await expect(preview).toHaveAttribute('data-step', 'error');
  await expect(preview).toContainText('invalid_configuration');
  await expect(playground.getByTestId('widget-events')).toContainText('"code":"invalid_configuration"');
  // Said to a screen reader, whose focus stays on the setting, far from the preview.
  await expect(preview.getByRole('status')).toContainText('invalid_configuration');
});

test("the details step takes the order's title and script, or a brief when a writer is to write it", async ({page}) => {
  const playground = await openPlayground(page);
  const preview = playground.getByTestId('widget-preview');
  await continueTo(preview, 'details');
  // The navBar page: the visitor gives the project's title and script (contract: Project.title, script, brief).
  await expect(preview.getByLabel('Order title')).toHaveValue('Spring sale radio spot');
  await expect(preview.getByLabel('Script', {exact: true})).toHaveValue(/^Spring has arrived/);
  expect(await blockingViolations(page), 'axe on the details step').toEqual([]);

  await preview.getByRole('button', {name: 'Back'}).click();
  await preview.getByRole('radio', {name: /Audio ad/}).check();
  await continueTo(preview, 'details');
  await preview.getByLabel('Write the script for me').check();
  await expect(preview.getByLabel('Script', {exact: true})).toHaveCount(0);
  await preview.getByLabel('Brief for the script writer').fill('A calm spot for our autumn opening hours.');
  await preview.getByLabel('Write the script for me').uncheck();
  await expect(preview.getByLabel('Script', {exact: true})).toHaveValue(/^Spring has arrived/);
  await preview.getByLabel('Write the script for me').check();
  await expect(preview.getByLabel('Brief for the script writer')).toHaveValue(
    'A calm spot for our autumn opening hours.',
  );
});

test("a voice over starts with its script's word count, which the review names in words", async ({page}) => {
  const playground = await openPlayground(page, paymentPage);
  const preview = playground.getByTestId('widget-preview');
  await continueTo(preview, 'details');
  const script = await preview.getByLabel('Script', {exact: true}).inputValue();
  const words = wordCount(script);
  // The voice-over page: a count far from the script's sends the order to info_needed.
  await expect(preview.getByLabel('Script length (words)')).toHaveValue(String(words));
  await continueTo(preview, 'review');
  await expect(preview.getByRole('definition').first()).toHaveText(new RegExp(` · ${words} words$`));
});

test("the price line follows the locale's punctuation: a space before the colon in French", async ({page}) => {
  const playground = await openPlayground(page);
  const preview = playground.getByTestId('widget-preview');
  await playground.getByLabel('locale').selectOption('fr-FR');
  await continueTo(preview, 'details');
  await expect(preview.getByText(/^Prix/)).toHaveText(/^Prix\u00a0: \S/);
  await playground.getByLabel('locale').selectOption('en-GB');
  await expect(preview.getByText(/^Price/)).toHaveText(/^Price: \S/);
});

test('an order is paid with the successful test card, and the session takes another', async ({page}) => {
  const playground = await openPlayground(page);
  const preview = playground.getByTestId('widget-preview');
  await payWithCard(preview, cardFor('success'));
  await expect(preview).toHaveAttribute('data-step', 'succeeded');
  await expect(preview.getByTestId('widget-project-id')).toContainText(/prj_[0-9A-Z]{26}/);
  await expect(preview.getByTestId('widget-announcer')).toContainText('Thank you, your order is placed');
  await expect(playground.getByTestId('widget-events').locator('li').first()).toContainText('onPaymentSucceeded');
  await expect(playground.getByTestId('widget-events').locator('li').first()).toContainText('"reference":"order-1042"');

  // The overview: a session takes several orders, each its own project with the session's reference.
  const firstProject = await preview.getByTestId('widget-project-id').textContent();
  await preview.getByRole('button', {name: 'Start a new order'}).click();
  await expect(preview).toHaveAttribute('data-step', 'category');
  // A custom progress indicator follows onStepChange alone: the new order is a step change.
  await expect(playground.getByTestId('widget-events').locator('li').first()).toContainText(
    '"step":"category","previous_step":"payment","trigger":"restart"',
  );
  await payWithCard(preview, cardFor('success'));
  await expect(preview).toHaveAttribute('data-step', 'succeeded');
  await expect(preview.getByTestId('widget-project-id')).not.toHaveText(firstProject ?? '');
  await expect(playground.getByTestId('widget-events').locator('li').first()).toContainText('"reference":"order-1042"');
});

test('a declined card is reported and the visitor can pay again', async ({page}) => {
  const playground = await openPlayground(page, paymentPage);
  const preview = playground.getByTestId('widget-preview');
  await payWithCard(preview, cardFor('declined'));
  await expect(preview.getByTestId('widget-notice')).toHaveText('Your card was declined. Try another card.');
  await expect(preview).toHaveAttribute('data-step', 'payment');
  await expect(playground.getByTestId('widget-events').locator('li').first()).toContainText('"code":"card_declined"');

  await preview.locator('summary', {hasText: 'Test cards'}).click();
  await preview.getByRole('button', {name: `Use ${cardFor('success')}`}).click();
  await preview.getByRole('button', {name: /^Pay /}).click();
  await expect(preview).toHaveAttribute('data-step', 'succeeded');
});

test('a card whose method is unavailable is reported as payment_method_unavailable, and another way pays', async ({
  page,
}) => {
  const playground = await openPlayground(page, paymentPage);
  const preview = playground.getByTestId('widget-preview');
  await payWithCard(preview, cardFor('method_unavailable'));
  await expect(preview.getByTestId('widget-notice')).toHaveText(
    'This card cannot be used right now. Try another way to pay.',
  );
  await expect(preview).toHaveAttribute('data-step', 'payment');
  await expect(playground.getByTestId('widget-events').locator('li').first()).toContainText(
    '"code":"payment_method_unavailable"',
  );
  await payWithCard(preview, cardFor('success'));
  await expect(preview).toHaveAttribute('data-step', 'succeeded');
});

test('authentication required: the simulated 3-D Secure challenge can pass or fail', async ({page}) => {
  const playground = await openPlayground(page, paymentPage);
  const preview = playground.getByTestId('widget-preview');
  await payWithCard(preview, cardFor('authentication_required'));
  const challenge = preview.getByRole('dialog', {name: 'Confirm this payment'});
  await expect(challenge).toBeVisible();
  await expect(challenge.getByRole('heading')).toBeFocused();
  // A modal dialog: Tab goes round its two buttons, and the card form behind it is out of reach.
  await expect(challenge).toHaveAttribute('aria-modal', 'true');
  const [complete, fail] = [
    challenge.getByRole('button', {name: 'Complete authentication'}),
    challenge.getByRole('button', {name: 'Fail authentication'}),
  ];
  await page.keyboard.press('Shift+Tab');
  await expect(fail).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(complete).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(fail).toBeFocused();
  expect(await preview.getByLabel('Card number').evaluate((field) => field.closest('[inert]') !== null)).toBe(true);

  await challenge.getByRole('button', {name: 'Fail authentication'}).click();
  await expect(preview.getByTestId('widget-notice')).toHaveText('Authentication failed. Nothing was charged.');
  await expect(playground.getByTestId('widget-events').locator('li').first()).toContainText(
    '"code":"authentication_failed"',
  );

  await preview.getByRole('button', {name: /^Pay /}).click();
  await preview.getByRole('dialog').getByRole('button', {name: 'Complete authentication'}).click();
  await expect(preview).toHaveAttribute('data-step', 'succeeded');
});

test('PayPal: approving pays the order; closing its window cancels it back to the first step', async ({page}) => {
  const playground = await openPlayground(page, paymentPage);
  const preview = playground.getByTestId('widget-preview');
  const events = playground.getByTestId('widget-events').locator('li');
  const openPaypal = async () => {
    await continueTo(preview, 'payment');
    await preview.getByRole('radio', {name: 'PayPal'}).check();
    await preview.getByRole('button', {name: 'Continue with PayPal'}).click();
    const window = preview.getByRole('dialog', {name: 'PayPal (simulated)'});
    await expect(window.getByRole('heading')).toBeFocused();
    return window;
  };

  await (await openPaypal()).getByRole('button', {name: 'Close window'}).click();
  await expect(events.nth(1)).toContainText('onCancel');
  await expect(events.first()).toContainText('"step":"details","previous_step":"payment","trigger":"restart"');
  // The first step shown: this page's playground presets the category, so its first step is details.
  await expect(
    preview.getByRole('navigation', {name: 'Order steps'}).locator('li').first().locator('[aria-current="step"]'),
  ).toBeVisible();
  await expect(preview.getByTestId('widget-notice')).toHaveText('Order cancelled. Nothing was charged.');
  await expect(playground.getByTestId('widget-events')).not.toContainText('onPaymentSucceeded');

  await (await openPaypal()).getByRole('button', {name: 'Approve payment'}).click();
  await expect(preview).toHaveAttribute('data-step', 'succeeded');
  await expect(events.first()).toContainText('onPaymentSucceeded');
});

test('below 360 px of container width the bar is one line and the card fields stack, as the widget page says', async ({
  page,
}) => {
  const cardFieldsSideBySide = async (preview: Locator) => {
    const expiry = (await preview.getByLabel('Expiry (MM/YY)').boundingBox())!;
    const cvc = (await preview.getByLabel('Security code (CVC)').boundingBox())!;
    return Math.abs(expiry.y - cvc.y) < 1 && cvc.x > expiry.x;
  };
  const wide = (await openPlayground(page, paymentPage)).getByTestId('widget-preview');
  await continueTo(wide, 'payment');
  expect(await cardFieldsSideBySide(wide)).toBe(true);

  await page.setViewportSize({width: 320, height: 800});
  const preview = (await openPlayground(page, paymentPage)).getByTestId('widget-preview');
  expect((await preview.boundingBox())!.width).toBeLessThan(360);
  const nav = preview.getByRole('navigation', {name: 'Order steps'});
  await expect(nav.getByText(/^Step 1 of \d: /)).toBeVisible();
  await expect(nav.locator('ol')).toBeHidden();
  await continueTo(preview, 'payment');
  expect(await cardFieldsSideBySide(preview)).toBe(false);
  expect(await preview.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  // The test cards' table scrolls in a region the keyboard can reach.
  const testCards = page.getByRole('region', {name: 'Test cards'});
  expect(await testCards.evaluate((region) => region.scrollWidth > region.clientWidth)).toBe(true);
  await expect(testCards).toHaveAttribute('tabindex', '0');
});

test('a card that is not a test card is refused in test mode', async ({page}) => {
  const playground = await openPlayground(page, paymentPage);
  const preview = playground.getByTestId('widget-preview');
  const events = playground.getByTestId('widget-events').locator('li');
  await continueTo(preview, 'payment');
  const before = await events.count();
  await payWithCard(preview, '4111 1111 1111 1111');
  await expect(preview.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await expect(preview.getByLabel('Card number')).toBeFocused();
  await expect(preview).toContainText('In test mode, use one of the test cards.');
  // The payment page: no payment was tried, so no callback at all, even a moment later.
  await page.waitForTimeout(500);
  await expect(events).toHaveCount(before);
});

// The introduction's script-tag page, as an integrator's page at another address of the
// test server, with the widget's script served from there too (the page may ask no other host).
for (const scriptLoads of [false, true]) {
  test.describe(scriptLoads ? 'with the widget script' : 'without the widget script', () => {
    if (!scriptLoads)
      test.use(
        expectingBrowserErrors({
          pattern:
            /^console\.error: Failed to load resource: the server responded with a status of 404 .*\/shop\/widget\.js:0\)$/,
          why: "the widget's script is missing on purpose",
        }),
      );
    test(
      scriptLoads
        ? 'the script-tag sample asks for a session and mounts the widget with its token'
        : 'the script-tag sample asks for no session when the widget script did not load, and keeps its link',
      async ({page}) => {
        await page.goto(url('widget/intro'));
        const sample = await page.locator('pre', {hasText: widgetScript.url}).first().innerText();
        const shop = new URL('/shop/', page.url()).href;
        const sessions: string[] = [];
        await page.route(`${shop}**`, (route) => {
          const asked = route.request().url();
          if (asked === shop)
            return route.fulfill({
              contentType: 'text/html',
              body: sample.replace(widgetScript.url, `${shop}widget.js`),
            });
          if (asked === `${shop}widget.js` && scriptLoads)
            return route.fulfill({
              contentType: 'text/javascript',
              body: `window.${widgetScript.globalName} = {mount: (element, settings) => { element.textContent = 'Widget for ' + settings.clientToken; return {update() {}}; }};`,
            });
          return route.fulfill({status: 404, body: ''});
        });
        await page.route(new URL('/widget-session', shop).href, (route) => {
          sessions.push(route.request().method());
          return route.fulfill({json: {client_token: 'wst_test', expires_at: '2030-01-01T00:00:00Z', test_mode: true}});
        });
        await page.goto(shop);
        await page.waitForLoadState('networkidle');
        if (scriptLoads) {
          await expect(page.locator('#audio-order')).toHaveText('Widget for wst_test');
          expect(sessions).toEqual(['POST']);
        } else {
          await expect(page.locator('#audio-order').getByRole('link', {name: 'Order by email instead'})).toBeVisible();
          expect(sessions).toEqual([]);
        }
      },
    );
  });
}

test('the playground works from the keyboard alone', async ({page}) => {
  const playground = await openPlayground(page);
  const preview = playground.getByTestId('widget-preview');

  await playground.getByLabel('theme').focus();
  await page.keyboard.press('ArrowUp');
  await expect(playground.getByTestId('widget-snippet')).toContainText('theme="dark"');

  const firstRadio = preview.getByRole('radio', {name: /Voice over/});
  await firstRadio.focus();
  await page.keyboard.press('ArrowDown');
  await expect(preview.getByRole('radio', {name: /Audio ad/})).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(preview.getByRole('button', {name: 'Continue'})).toBeFocused();
  await page.keyboard.press('Enter');

  // Focus moves to the new step's heading and the live region names the step.
  await expect(preview.getByRole('heading', {name: 'Order details'})).toBeFocused();
  await expect(preview.getByTestId('widget-announcer')).toHaveText('Step 2 of 4: Details');
  await page.keyboard.press('Tab');
  const focusedOutline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
  expect(focusedOutline).toBe('solid');

  // The completed step in the navigation bar is a button: back to the start.
  await preview.getByRole('button', {name: /Category/}).focus();
  await page.keyboard.press('Enter');
  // The first step shown: this page's playground presets the category, so its first step is details.
  await expect(
    preview.getByRole('navigation', {name: 'Order steps'}).locator('li').first().locator('[aria-current="step"]'),
  ).toBeVisible();
  await expect(playground.getByTestId('widget-events').locator('li').first()).toContainText('"trigger":"nav_bar"');
});

// Focus never falls to the page while a payment processes: it waits on the pay button,
// which says so, also when the bank's window that held it closes.
test('while a payment processes, focus stays in the widget, on the button that says so', async ({page}) => {
  const playground = await openPlayground(page, paymentPage);
  const preview = playground.getByTestId('widget-preview');
  await continueTo(preview, 'payment');
  await preview.getByLabel('Card number').fill(cardFor('authentication_required'));
  await preview.getByLabel('Expiry (MM/YY)').fill('12/34');
  await preview.getByLabel('Security code (CVC)').fill('123');
  // The processing delay waits for the test's clock, so each state holds while it is checked.
  await page.clock.install();
  await preview.getByRole('button', {name: /^Pay /}).focus();
  await page.keyboard.press('Enter');
  const processing = preview.getByRole('button', {name: 'Processing payment…'});
  await expect(processing).toBeFocused();
  await expect(processing).toHaveAttribute('aria-disabled', 'true');
  await page.clock.runFor(1000);
  const challenge = preview.getByRole('dialog', {name: 'Confirm this payment'});
  await expect(challenge.getByRole('heading')).toBeFocused();
  await challenge.getByRole('button', {name: 'Complete authentication'}).focus();
  await page.keyboard.press('Enter');
  await expect(processing).toBeFocused();
  await page.clock.runFor(1000);
  await expect(preview).toHaveAttribute('data-step', 'succeeded');
});

test('Escape closes the PayPal window, as its close button does', async ({page}) => {
  const playground = await openPlayground(page, paymentPage);
  const preview = playground.getByTestId('widget-preview');
  await continueTo(preview, 'payment');
  await preview.getByRole('radio', {name: 'PayPal'}).check();
  await preview.getByRole('button', {name: 'Continue with PayPal'}).click();
  await expect(preview.getByRole('dialog', {name: 'PayPal (simulated)'}).getByRole('heading')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(preview.getByRole('dialog')).toHaveCount(0);
  // The newest event first: the restart's step change, then the cancellation.
  await expect(playground.getByTestId('widget-events').locator('li').nth(1)).toContainText('onCancel');
});

test('the server renders a placeholder, never a broken playground', async ({request}) => {
  const response = await request.get(settingsPage);
  // React's server renderer separates adjacent text nodes with empty comments.
  const html = (await response.text()).replaceAll('<!-- -->', '');
  expect(html).toMatch(/role="?status"?[^>]*>Loading the widget playground/);
  expect(html).not.toContain('data-testid="widget-preview"');
});

test.describe('widget pages load nothing from another host', () => {
  for (const route of widgetPages) {
    test(`/${route}`, async ({page}) => {
      await page.goto(url(route));
      await waitForHydration(page);
      // Every page but the introduction has one playground, which loads after hydration.
      const previews = page.getByTestId('widget-playground').getByTestId('widget-preview');
      await expect(previews).toHaveCount(route === 'widget/intro' ? 0 : 1);
      for (const preview of await previews.all()) await expect(preview).toBeVisible();
      await page.waitForLoadState('networkidle');
    });
  }
});
