import fs from 'node:fs';
import type {Locator, Page} from '@playwright/test';
import {test, expect, navigateClientSide, waitForHydration} from '../support/fixtures';
import {blockingViolations} from '../support/axe';
import {url} from '../spec-routes';
import {deref, loadContract, findOperation} from '../../plugins/openapi-contracts/contracts';
import {docsPages, docsRoutes} from '../../plugins/openapi-contracts/docsPages';
import {currentVersion} from '../../src/data/versions';
import {loadScenario} from '../../plugins/openapi-contracts/scenarios';
import {buildServersView} from '../../plugins/openapi-contracts/views';

// The FINAL-1.0.0 call pages, rendered from contracts/openapi/final-1.0.0.yaml:
// what the first screen shows, the shared language tabs, highlighting and the
// expandable field tables. Expected values come from the contract itself.

const contract = loadContract(currentVersion.contract);
const servers = buildServersView(currentVersion.contract, contract);

// Every call page of FINAL-1.0.0 (route → operationId), read from the pages as the build
// reads them; an operation documented in a section of another page is left out.
const callPages = Object.fromEntries(
  [...docsPages(currentVersion.contract).operations]
    .filter(([, route]) => !route.includes('#'))
    .map(([operationId, route]) => [route.replace(/^\//, ''), operationId]),
);

const LANGUAGES = ['cURL', 'JavaScript', 'Python', 'Java', 'PHP'];

function scopeOf(operationId: string): string | undefined {
  const security = findOperation(contract, operationId)?.operation.security as Record<string, string[]>[] | undefined;
  return security?.[0]?.oauth2?.[0];
}

/** The scopes a token needs to run the samples: the call's, and those its example body asks for (a user token's). */
function sampleScopesOf(operationId: string, scope: string): string {
  const body = findOperation(contract, operationId)?.operation.requestBody as
    {content?: {'application/json'?: {example?: {scope?: unknown}}}} | undefined;
  const asked = body?.content?.['application/json']?.example?.scope;
  const scopes = [...new Set([scope, ...(typeof asked === 'string' ? asked.split(' ') : [])])];
  return scopes.length === 1 ? scope : `${scopes.slice(0, -1).join(', ')} and ${scopes.at(-1)}`;
}

test('every call page shows method, path, scope and the five language tabs of its operation', async ({page}) => {
  test.slow();
  expect(Object.keys(callPages).length, 'call pages found').toBeGreaterThan(0);
  for (const [route, operationId] of Object.entries(callPages)) {
    const operation = findOperation(contract, operationId);
    expect(operation, `${operationId} in the contract`).toBeDefined();
    await page.goto(url(route));
    const endpoint = page.getByTestId('api-endpoint');
    await expect(endpoint, route).toContainText(operation!.method);
    await expect(endpoint, route).toContainText(operation!.path);
    const scope = scopeOf(operationId);
    if (scope) {
      await expect(endpoint.getByRole('link', {name: scope}), route).toHaveAttribute('href', url('api/scopes'));
      // The note under the samples asks for a token with that scope, not any token (and, for
      // a user token, with every scope the sample asks the user token for).
      await expect(page.locator('[data-runnable-sample]').first(), route).toContainText(
        `Put a token from authentication with ${sampleScopesOf(operationId, scope)} in the ACCESS_TOKEN environment variable`,
      );
    } else {
      await expect(endpoint, route).toContainText('none');
      // A call without a token sends credentials: the note says whose to send.
      await expect(page.locator('[data-runnable-sample]').first(), route).toContainText(
        "The credentials in them are the example's: send your own sandbox credentials",
      );
    }
    // The request samples' tabs, the page's first (a page can show more code in tabs below).
    await expect(page.getByRole('tablist').first().getByRole('tab'), route).toHaveText(LANGUAGES);
    await expect(page.getByTestId('api-errors'), route).toBeVisible();
  }
});

test('the projects list shows its paging loop in the language chosen for its request samples', async ({page}) => {
  await page.goto(url('api/projects/getAll'));
  await waitForHydration(page);
  await page.getByRole('tablist').first().getByRole('tab', {name: 'Java', exact: true}).click();
  const loops = page.getByRole('tablist').nth(1).locator('xpath=..');
  await expect(loops.getByRole('tab', {name: 'Java', exact: true})).toHaveAttribute('aria-selected', 'true');
  await expect(loops.getByRole('tabpanel').filter({visible: true})).toContainText('public class EveryProjectInReview');
});

test('a named response example of the contract shows under its name, highlighted', async ({page}) => {
  await page.goto(url('api/categories/getAttributes'));
  const sample = page.locator('.theme-code-block').filter({hasText: 'Response 200: audio_ads'});
  await expect(sample).toContainText('"code": "music_track_id"');
  await expect(sample).toContainText('"type": "track_id"');
  await expect(sample.locator('.token').first()).toBeVisible();
});

test('a sandbox-only call shows the sandbox as its one base URL, and its samples call it', async ({page}) => {
  await page.goto(url('api/introduction'));
  const endpoint = page.getByTestId('api-endpoint').filter({hasText: '/simulate'});
  await expect(endpoint).toContainText(`${servers.sandbox} (sandbox only)`);
  await expect(endpoint).not.toContainText(servers.production);
  await expect(page.locator('[data-runnable-sample]').filter({hasText: '/simulate'}).first()).toContainText(
    `${servers.sandbox}/projects/`,
  );
});

test('the users page asks for the own token that can hand out its example user token', async ({page}) => {
  await page.goto(url('api/users/authentication'));
  const {requestBody} = findOperation(contract, 'getUserToken')!.operation as {
    requestBody: {content: {'application/json': {example: {scope: string}}}};
  };
  const handedOut = requestBody.content['application/json'].example.scope.split(' ');
  const asked = await page
    .getByRole('listitem')
    .filter({hasText: 'For the request above'})
    .locator('code')
    .allTextContents();
  const scopes = asked.filter((code) => /^[a-z]+:[a-z]+$/.test(code));
  expect(new Set(scopes)).toEqual(new Set(['users:write', ...handedOut]));
});

test("the samples' note names the example's IDs they send, so a reader puts theirs in their place", async ({page}) => {
  const pathExample = (operationId: string) => {
    const {pathParameters, operation} = findOperation(contract, operationId)!;
    return [...pathParameters, ...((operation.parameters as unknown[]) ?? [])]
      .map((parameter) => deref<{name: string; in: string; example?: string}>(contract, parameter))
      .find((parameter) => parameter.in === 'path' && parameter.name.endsWith('_id'))!.example!;
  };
  await page.goto(url('api/projects/get'));
  await expect(page.locator('[data-runnable-sample] > p')).toContainText(
    `The ID ${pathExample('getProject')} in them is the example's: put yours in its place.`,
  );
  // In a body too: the track and the quote a project is created with.
  await page.goto(url('api/projects/create'));
  const body = findOperation(contract, 'createProject')!.operation.requestBody as {
    content: {'application/json': {example: {quote_id: string; attributes: {music_track_id: string}}}};
  };
  const {quote_id: quote, attributes} = body.content['application/json'].example;
  await expect(page.locator('[data-runnable-sample] > p')).toContainText(
    `The IDs ${attributes.music_track_id} and ${quote} in them are the example's`,
  );
});

test('the parameter table lists type, default and allowed values from the contract', async ({page}) => {
  await page.goto(url('api/projects/getAll'));
  const table = page.getByTestId('api-parameters');
  const limit = table.getByRole('row').filter({hasText: /^limit/});
  await expect(limit).toContainText('integer');
  await expect(limit).toContainText('Default: 20');
  await expect(limit).toContainText('1–100');
  const status = table.getByRole('row').filter({hasText: /^status/});
  await expect(status).toContainText('Query');
  await expect(status).toContainText('in_review');
  await expect(status).toContainText('cancelled');
});

test('a call without parameters names the header its token goes in, from the contract', async ({page}) => {
  const v3 = loadContract('v3.0.0');
  const schemes = (v3.components as {securitySchemes: Record<string, {type: string; in?: string; name?: string}>})
    .securitySchemes;
  const tokenHeader = Object.values(schemes).find(
    (scheme) => scheme.type === 'apiKey' && scheme.in === 'header',
  )!.name!;
  await page.goto(url('v3.0.0/projects/create'));
  const parameters = page.locator('h2#parameters + *');
  await expect(parameters).toContainText(`its only header is the token, ${tokenHeader}`);
  await expect(parameters.getByRole('link', {name: 'authentication'})).toHaveAttribute(
    'href',
    url('v3.0.0/authentication'),
  );
  // The token call itself takes no token.
  await page.goto(url('v3.0.0/authentication'));
  await expect(page.getByText('This call takes no path, query or header parameters.')).toBeVisible();
});

test('the five samples send the same request', async ({page}) => {
  await page.goto(url('api/projects/cancel'));
  await waitForHydration(page);
  const target = 'https://sandbox.api.studiowave.example/v1/projects/prj_01JQSKX2M4R8D6VHQ0N3TB7WFE/cancel';
  for (const language of LANGUAGES) {
    await page.getByRole('tab', {name: language, exact: true}).click();
    const code = page.getByRole('tabpanel').locator('pre');
    await expect(code, language).toContainText(target);
    await expect(code, language).toContainText('budget_changed');
    await expect(code, language).toContainText('ACCESS_TOKEN');
  }
});

test('a language chosen on one page stays chosen on other pages and after a reload', async ({page}) => {
  await page.goto(url('api/projects/create'));
  await waitForHydration(page);
  await page.getByRole('tab', {name: 'PHP', exact: true}).click();
  await expect(page).toHaveURL(/[?&]language=php/);

  await page.goto(url('api/tracks/get'));
  await waitForHydration(page);
  await expect(page.getByRole('tab', {name: 'PHP', exact: true})).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').locator('pre')).toContainText('<?php');

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('tab', {name: 'PHP', exact: true})).toHaveAttribute('aria-selected', 'true');
});

for (const [language, keyword] of [
  ['cURL', 'curl'],
  ['Java', 'import'],
  ['PHP', 'curl_setopt_array'],
] as const) {
  test(`${language} samples are highlighted by Prism`, async ({page}) => {
    await page.goto(url('api/quotes/quote'));
    await waitForHydration(page);
    await page.getByRole('tab', {name: language, exact: true}).click();
    const code = page.getByRole('tabpanel').locator('pre');
    await expect(code.locator('.token').filter({hasText: keyword}).first()).toBeVisible();
    expect(await code.locator('.token.string').count()).toBeGreaterThan(5);
  });
}

test('nested fields open and close with the keyboard', async ({page}) => {
  await page.goto(url('api/projects/create'));
  await waitForHydration(page);
  const body = page.getByTestId('api-request-body');
  const summary = body.locator('summary', {hasText: 'fields of fulfilment'});
  const nestedField = body
    .locator('details:has(> summary:has-text("fields of fulfilment"))')
    .getByRole('cell', {name: 'creative_id', exact: true});
  await expect(nestedField).toBeHidden();
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(nestedField).toBeVisible();
  await page.keyboard.press('Space');
  await expect(nestedField).toBeHidden();
});

test('reference tables keep the server’s markup on hydration and render on client-side navigation', async ({page}) => {
  // React marks each element it hydrated or rendered with a `__reactFiber$…` property.
  const reactOwns = (locator: Locator) =>
    locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

  await page.goto(url('api/projects/create'));
  await waitForHydration(page);
  for (const testId of ['api-parameters', 'api-request-body', 'api-response']) {
    await expect(page.getByTestId(testId)).toBeVisible();
    expect(await reactOwns(page.getByTestId(testId)), `${testId}: hydration built no tree for it`).toBe(false);
  }
  // The same page reached by client-side navigation, from a page with neither tables nor
  // code, has no server markup: React renders it.
  await page.goto(url(''));
  await waitForHydration(page);
  await navigateClientSide(page, url('api/projects/create'));
  await expect(page).toHaveURL(/\/api\/projects\/create$/);
  await expect(page.getByTestId('api-request-body').getByText('category', {exact: true}).first()).toBeVisible();
  expect(await reactOwns(page.getByTestId('api-request-body'))).toBe(true);
});

test('hydration keeps the server’s code samples: no tab set is built again', async ({page}) => {
  // Counts the code blocks taken out of the page, from before any script runs.
  await page.addInitScript(() => {
    const counter = window as unknown as {removedCodeBlocks: number};
    counter.removedCodeBlocks = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches('pre') || node.querySelector('pre')))
            counter.removedCodeBlocks += 1;
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto(url('intro'));
  await waitForHydration(page);
  // Past the effects that run after hydration (the theme's remount was one of them).
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await expect(page.getByRole('tab', {name: 'Python', exact: true}).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {removedCodeBlocks: number}).removedCodeBlocks)).toBe(0);
});

test('each error links to its entry in the error reference', async ({page}) => {
  await page.goto(url('api/projects/cancel'));
  const errors = page.getByTestId('api-errors');
  await expect(errors.getByRole('link', {name: 'invalid_status_transition'})).toHaveAttribute(
    'href',
    url('api/errors#invalid_status_transition'),
  );
  await expect(errors).toContainText('already `completed`'.replace(/`/g, ''));
});

// A row says when this call answers the code (its hint) and what to do (the catalogue's
// action); a call that takes no Idempotency-Key is not told what to do with one.
test('each error row says when and what to do, about this call', async ({page}) => {
  await page.goto(url('api/projects/create'));
  // The row of the code, not another row whose meaning names it.
  const notFound = page.getByTestId('api-errors').getByRole('row', {name: /^404 not_found\b/});
  await expect(notFound).toContainText('The quote_id, the music_track_id or the booked creative_id does not exist.');
  await expect(notFound).toContainText('Send a POST you fixed with a new Idempotency-Key');
  // A POST is told about its header; a GET (below) is not.
  await expect(page.getByTestId('api-errors').getByRole('row', {name: /^400 invalid_request\b/})).toContainText(
    'So is a POST whose Idempotency-Key header is empty or longer than 255 characters.',
  );
  await page.goto(url('api/projects/getAll'));
  const invalid = page.getByTestId('api-errors').getByRole('row', {name: /^400 invalid_request\b/});
  await expect(invalid).toContainText('Do not retry it unchanged.');
  await expect(invalid).not.toContainText('Idempotency-Key');
});

// The guides render their scenario (contracts/scenarios/): each step shows its own
// request and response, not the contract's generic example.
const tutorial = loadScenario('tutorial').scenario;
const stepOf = (id: string) => tutorial.steps.find((step) => step.id === id)!;

test('the tutorial shows each step of its scenario, with the step’s own request and response', async ({page}) => {
  await page.goto(url('intro'));
  await waitForHydration(page);
  const token = stepOf('token');
  const tokenStep = page.locator('[data-scenario-step="token"]');
  await expect(page.getByRole('heading', {level: 2, name: `1. ${token.title}`})).toBeVisible();
  await expect(tokenStep.locator('pre').first()).toContainText(
    String((token.call!.request!.body as {scope: string}).scope),
  );
  for (const language of LANGUAGES) {
    await tokenStep.getByRole('tab', {name: language, exact: true}).click();
    await expect(tokenStep.getByRole('tabpanel').locator('pre'), language).toContainText('deliverables:write');
  }

  // The quote and the project order the category the tutorial read, with the quote's ID.
  const project = stepOf('create-project').call!;
  const projectStep = page.locator('[data-scenario-step="create-project"]');
  await expect(projectStep.getByRole('tabpanel').locator('pre')).toContainText(
    String((project.request!.body as {quote_id: string}).quote_id),
  );
  await expect(projectStep.getByRole('tabpanel').locator('pre')).toContainText('voice_over');
  // Above the samples: which values are the reader's own, and where their run gives them.
  await expect(
    projectStep.getByRole('listitem').filter({hasText: (project.request!.body as {quote_id: string}).quote_id}),
  ).toContainText(`: the id of “${stepOf('quote').title}”`);
  await expect(projectStep).toContainText(
    `Put the token that “${token.title}” returned in the ACCESS_TOKEN environment variable`,
  );
  await expect(projectStep.locator('pre').last()).toContainText(
    `"id": "${(project.response.body as {id: string}).id}"`,
  );

  // The deliverables of that project, waiting for review; the webhook shows its event.
  const deliverables = page.locator('[data-scenario-step="deliverables"]');
  await expect(deliverables.getByRole('tabpanel').locator('pre')).toContainText(
    `/projects/${(project.response.body as {id: string}).id}/deliverables`,
  );
  await expect(deliverables.locator('pre').last()).toContainText('"status": "pending_review"');
  await expect(page.locator('[data-scenario-step="webhook"] pre')).toContainText('"type": "deliverable.delivered"');

  // After the revision, the approved deliverable has two versions.
  const approved = page.locator('[data-scenario-step="approve"]');
  await expect(page.getByRole('heading', {level: 2, name: `9. ${stepOf('approve').title}`})).toBeVisible();
  await expect(approved.locator('pre').last()).toContainText('"version_count": 2');
  await expect(approved.locator('pre').last()).toContainText('"status": "approved"');
});

// A step names an earlier step (“Get a quote”) for where the reader's token and IDs come
// from: the reader must find that title on the page, else the step says what it was.
const pagesWithSteps = docsRoutes()
  .filter(({file}) => fs.readFileSync(file, 'utf8').includes('<ScenarioStep'))
  .map(({route}) => route.replace(/^\//, ''));

test('every step title a guide quotes for a token or an ID is a heading of the same page', async ({page}) => {
  test.setTimeout(60_000);
  expect(pagesWithSteps).toEqual(expect.arrayContaining(['intro', 'widget/intro', 'api/webhook/infoNeeded']));
  for (const route of pagesWithSteps) {
    await page.goto(url(route));
    const headings = (await page.locator('article :is(h2, h3, h4)').allTextContents()).map((heading) =>
      heading
        .replace(/^\d+\. /, '')
        .replace(/\u200b/g, '')
        .trim(),
    );
    const quoted = (await page.locator('[data-scenario-step]').allTextContents()).flatMap((text) =>
      [...text.matchAll(/(?:of|token that) “([^”]+)”/g)].map((match) => match[1]),
    );
    for (const title of quoted) expect(headings, `/${route} quotes “${title}”`).toContain(title);
  }
});

test('the widget confirmation and the webhook worker show their scenario’s event and call', async ({page}) => {
  await page.goto(url('widget/react-example/widgetPayment'));
  await expect(page.locator('[data-scenario-step="created"] pre')).toContainText('"type": "project.created"');
  await expect(page.locator('[data-scenario-step="confirm"] pre').last()).toContainText('"source": "widget"');
  await expect(page.getByText("event.type === 'project.created' && event.data.source === 'widget'")).toBeVisible();

  await page.goto(url('api/webhook/notifications'));
  await expect(page.locator('[data-scenario-step="token"] pre').first()).toContainText(
    'deliverables:read projects:read',
  );
  await expect(page.locator('[data-scenario-step="read-deliverable"] pre').first()).toContainText(
    '/deliverables/dlv_01JQS9YMD0D2XVKQA2XAC9K0F1',
  );
});

test.describe('call page layout', () => {
  type Box = {x: number; y: number; width: number; height: number};
  const box = async (locator: Locator): Promise<Box> => {
    const found = await locator.boundingBox();
    expect(found, String(locator)).not.toBeNull();
    return found!;
  };
  const overlaps = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  async function open(page: Page, width: number, mode: 'light' | 'dark' = 'light') {
    await page.setViewportSize({width, height: 900});
    await page.goto(`${url('api/projects/create')}?docusaurus-theme=${mode}`);
    await waitForHydration(page);
    return {samples: page.locator('.api-call-panes__samples'), fields: page.locator('.api-call-panes__fields')};
  }

  /** Nothing sticks out of the page sideways: no element wider than the screen pushes it. */
  async function expectNoSidewaysScroll(page: Page) {
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
  }

  /** The sections in the panes read like the rest of the page: every h2 at one size. */
  async function expectOneHeadingSize(page: Page) {
    const sizes = await page
      .locator('article h2')
      .evaluateAll((headings) => [...new Set(headings.map((heading) => getComputedStyle(heading).fontSize))]);
    expect(sizes, 'h2 font sizes').toHaveLength(1);
  }

  test('from 1400 px the samples stay beside the fields while the reader scrolls', async ({page}) => {
    test.slow();
    const {samples, fields} = await open(page, 1440);
    const [samplesBox, fieldsBox] = [await box(samples), await box(fields)];
    expect(samplesBox.x, 'samples right of the fields').toBeGreaterThanOrEqual(fieldsBox.x + fieldsBox.width);
    expect(Math.abs(samplesBox.y - fieldsBox.y), 'both panes start at the same height').toBeLessThan(40);
    await expect(samples.getByRole('tab', {name: 'PHP', exact: true})).toBeInViewport();
    await expect(samples.getByText('Response 201')).toBeVisible();
    // Deep in the response fields, the samples are still on screen.
    await page.locator('h2#response').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    await expect(samples.getByRole('tabpanel')).toBeInViewport();
    // The contents: "On this page" above the text, with the h2 and h3 headings.
    const toc = page.locator('.theme-doc-toc-mobile');
    const tocButton = toc.getByRole('button', {name: 'On this page'});
    await expect(tocButton).toHaveAttribute('aria-expanded', 'false');
    await tocButton.click();
    await expect(tocButton).toHaveAttribute('aria-expanded', 'true');
    await expect(toc.getByRole('link', {name: 'Request body', exact: true})).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectOneHeadingSize(page);
    // In the narrower fields pane, no word of a name, location or type breaks across lines
    // (the description, the last column, may break a long value).
    const brokenWords = await fields.evaluate((pane) =>
      [...pane.querySelectorAll('table tbody td:not(:last-child)')].flatMap((cell) => {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        const broken: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const word of node.textContent!.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, word.index!);
            range.setEnd(node, word.index! + word[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) broken.push(word[0]);
          }
        }
        return broken;
      }),
    );
    expect(brokenWords, 'words broken across lines').toEqual([]);
    for (const mode of ['light', 'dark'] as const) {
      await open(page, 1440, mode);
      expect(await blockingViolations(page), `axe at 1440 px, ${mode}`).toEqual([]);
    }
  });

  for (const width of [1024, 320]) {
    test(`at ${width} px the page reads in one column, samples first`, async ({page}) => {
      const {samples, fields} = await open(page, width);
      const [samplesBox, fieldsBox] = [await box(samples), await box(fields)];
      expect(samplesBox.y + samplesBox.height, 'samples above the fields').toBeLessThanOrEqual(fieldsBox.y);
      expect(overlaps(samplesBox, fieldsBox)).toBe(false);
      expect(Math.abs(samplesBox.x - fieldsBox.x), 'one column').toBeLessThan(2);
      const toc = width >= 997 ? page.locator('.theme-doc-toc-desktop') : page.locator('.theme-doc-toc-mobile');
      await expect(toc).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectOneHeadingSize(page);
    });
  }
});

test("the widget overview lists the calls of the session's token from the contract, each leading to its page", async ({
  page,
}) => {
  const calls = findOperation(contract, 'createWidgetSession')?.operation['x-session-token-calls'] as string[];
  const routes = docsPages(currentVersion.contract).operations;
  await page.goto(url('widget/intro'));
  const list = page.locator('h3#what-the-widgets-token-can-do ~ ul').first();
  const links = list.getByRole('link');
  await expect(links).toHaveCount(calls.length);
  for (const [index, operationId] of calls.entries()) {
    const {method, path} = findOperation(contract, operationId)!;
    await expect(links.nth(index)).toContainText(`${method.toUpperCase()} ${path}`);
    await expect(links.nth(index)).toHaveAttribute('href', url(routes.get(operationId)!.replace(/^\//, '')));
  }
  // The page's promise: the browser's token reads no project and no deliverable.
  await expect(list).not.toContainText('/projects');
  await expect(list).not.toContainText('/deliverables');
});
