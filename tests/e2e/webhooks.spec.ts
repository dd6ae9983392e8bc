import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from '../support/fixtures';
import {url} from '../spec-routes';
import {currentVersion} from '../../src/data/versions';
import {loadContract, listOperations, deref, type JsonObject} from '../../plugins/openapi-contracts/contracts';

// The webhook pages: one section per event type of the contract's `webhooks`, and
// verification code in the site-wide language tabs.

const contract = loadContract(currentVersion.contract);
const eventTypes = listOperations(contract)
  .filter((operation) => operation.isWebhook)
  .map((operation) => {
    const body = deref<JsonObject>(contract, operation.operation.requestBody);
    const example = (body.content as {'application/json': {example: {type: string}}})['application/json'].example;
    return example.type;
  });

type Section = {schemas: number; exampleTypes: string[]};

test('the notifications page has a section per event type, with its fields and an example', async ({page}) => {
  expect(eventTypes.length, 'webhooks in the contract').toBeGreaterThan(0);
  await page.goto(url('api/webhook/notifications'));
  const sections = await page.locator('article .markdown').evaluate((markdown) => {
    const found: Record<string, Section> = {};
    let current: Section | undefined;
    for (const element of Array.from(markdown.children)) {
      if (element.tagName === 'H2') {
        const name = element.querySelector('code')?.textContent ?? element.textContent ?? '';
        current = found[name] = {schemas: 0, exampleTypes: []};
      } else if (current) {
        current.schemas += element.matches('[data-testid="api-schema"]')
          ? 1
          : element.querySelectorAll('[data-testid="api-schema"]').length;
        const code = element.querySelector('pre code')?.textContent;
        const type = code?.match(/"type": "([^"]+)"/)?.[1];
        if (type) current.exampleTypes.push(type);
      }
    }
    return found;
  });
  for (const type of eventTypes) {
    expect(sections[type], `section for ${type}`).toBeDefined();
    expect(sections[type].schemas, `fields of ${type}`).toBe(1);
    expect(sections[type].exampleTypes, `example of ${type}`).toEqual([type]);
  }
});

/** The verification code's tabs: the first tab set of the webhook page (the catch-up's request samples come later). */
const verificationTabs = (page: Page) => page.locator('.tabs-container').first();

test('the verification code follows the language chosen on a call page', async ({page}) => {
  await page.goto(url('api/projects/get'));
  await waitForHydration(page);
  await page.getByRole('tab', {name: 'Python', exact: true}).click();

  await page.goto(url('api/webhook'));
  await waitForHydration(page);
  const tabs = verificationTabs(page);
  await expect(tabs.getByRole('tab')).toHaveText(['JavaScript', 'Python', 'Java', 'PHP']);
  await expect(tabs.getByRole('tab', {name: 'Python', exact: true})).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tabpanel').locator('pre')).toContainText('hmac.compare_digest');

  await tabs.getByRole('tab', {name: 'PHP', exact: true}).click();
  await expect(page).toHaveURL(/[?&]language=php/);
  await expect(tabs.getByRole('tabpanel').locator('pre')).toContainText('hash_equals');
});

test('a language the verification code lacks (cURL) falls back to JavaScript there, and stays on the request samples', async ({
  page,
}) => {
  await page.goto(url('api/projects/get'));
  await waitForHydration(page);
  await page.getByRole('tab', {name: 'cURL', exact: true}).click();

  await page.goto(url('api/webhook'));
  await waitForHydration(page);
  const tabs = verificationTabs(page);
  await expect(tabs.getByRole('tab', {name: 'JavaScript', exact: true})).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tabpanel').locator('pre')).toContainText('crypto.timingSafeEqual');
  const catchUp = page.locator('[data-runnable-sample="getAllEvents"]');
  await expect(catchUp.getByRole('tab', {name: 'cURL', exact: true})).toHaveAttribute('aria-selected', 'true');
});

test('the info-needed page documents the answerInfoRequest call', async ({page}) => {
  const answer = listOperations(contract).find((operation) => operation.operationId === 'answerInfoRequest');
  await page.goto(url('api/webhook/infoNeeded'));
  const endpoint = page.getByTestId('api-endpoint');
  await expect(endpoint).toContainText(answer!.method);
  await expect(endpoint).toContainText(answer!.path);
  await expect(page.getByTestId('api-errors')).toContainText('invalid_status_transition');
});
