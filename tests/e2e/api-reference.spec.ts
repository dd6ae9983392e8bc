import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '../support/fixtures';
import {url} from '../spec-routes';
import {currentVersion, versions} from '../../src/data/versions';
import {
  listedValues,
  listOperations,
  loadContract,
  operationScopes,
  type JsonObject,
} from '../../plugins/openapi-contracts/contracts';
import {errorCodesOfCalls} from '../../plugins/openapi-contracts/views';

// The reference tables that are derived from the contract show all of it.

const contract = loadContract(currentVersion.contract);
const calls = listOperations(contract).filter((operation) => !operation.isWebhook);

for (const version of versions) {
  test(`the ${version.label} scopes page lists every call under the scope it needs`, async ({page}) => {
    const versionContract = loadContract(version.contract);
    await page.goto(url(`${version.docsBase}/scopes`.slice(1)));
    const table = page.getByTestId('api-scopes');
    let rows = 0;
    for (const call of listOperations(versionContract).filter((operation) => !operation.isWebhook)) {
      const [scope] = operationScopes(versionContract, call.operation);
      if (!scope) continue;
      await expect(table.locator(`tr[id="${scope}"]`), call.operationId).toContainText(call.path);
      rows += 1;
    }
    expect(rows, 'calls that need a scope').toBeGreaterThan(0);
  });
}

test('each part of a system in "Choosing the smallest set" gets exactly the scopes its calls need', async ({page}) => {
  // The page names each part's calls in its source; the scopes shown must be their union.
  const source = fs.readFileSync(path.resolve(__dirname, '../../docs/api/scopes.mdx'), 'utf8');
  const rows = [...source.matchAll(/^\| (.+?) \| <ApiScopesFor [^>]*calls="([^"]+)" \/> \|$/gm)];
  expect(rows.length).toBeGreaterThan(4);
  await page.goto(url('api/scopes'));
  for (const [, part, names] of rows) {
    const needed = new Set(
      names.split(' ').flatMap((name) => {
        const call = calls.find((candidate) => candidate.operationId === name);
        expect(call, name).toBeDefined();
        return operationScopes(contract, call!.operation);
      }),
    );
    const label = part.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');
    const row = page.locator('tr', {has: page.locator('td:first-child', {hasText: label})});
    const shown = await row.locator('td:nth-child(2) code').allTextContents();
    expect(shown.sort(), label).toEqual([...needed].sort());
  }
});

test('the errors page has an entry, a heading and a contents link for every error code', async ({page}) => {
  await page.goto(url('api/errors'));
  // Known today: the list can grow (x-extensible-enum).
  const codes = listedValues((contract.components as {schemas: {ErrorCode: JsonObject}}).schemas.ErrorCode) as string[];
  const toc = page.locator('.theme-doc-toc-desktop');
  const answered = errorCodesOfCalls(contract);
  expect(answered.size).toBeGreaterThan(0);
  for (const code of codes) {
    await expect(page.locator(`h3[id="${code}"] > code`)).toHaveText(code);
    const entry = page.locator(`h3[id="${code}"] + [data-testid="api-error-entry"]`);
    await expect(entry).toContainText(/HTTP \d{3}/);
    // Its calls' disclosure names the code, so that one is told from another out of context.
    const summary = entry.locator('summary');
    if (answered.has(code))
      await expect(summary).toHaveText(new RegExp(`^(One call answers|\\d+ calls answer) ${code}$`));
    else await expect(summary).toHaveCount(0);
    // The code in words and the statuses with their reasons beside it, so that a search for
    // "invalid token" or "409 conflict" finds it.
    await expect(toc.locator(`a[href="#${code}"]`)).toHaveText(
      new RegExp(`^${code}: ${code.replaceAll('_', ' ')} \\(HTTP \\d{3} [A-Za-z ]+(, \\d{3} [A-Za-z ]+)*\\)$`),
    );
  }
  // A migrating reader finds the code the same error had in OLD-3.0.0, from the migration table.
  await expect(page.locator('h3[id="invalid_status_transition"] ~ p').first()).toHaveText('In OLD-3.0.0: 4001.');
  await page.goto(url('api/errors#quote_expired'));
  await expect(page.locator('h3[id="quote_expired"]')).toBeInViewport();
});

test('the introduction links to the contract, served as a static file', async ({page, request}) => {
  await page.goto(url('api/introduction'));
  const href = await page.getByRole('link', {name: /Download the FINAL-1\.0\.0 contract/}).getAttribute('href');
  expect(href).toBe(url('openapi/final-1.0.0.yaml'));
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/^openapi: 3\.1/);
});

test('of contracts/, the site publishes the contracts and their downloads, not the sources of its pages', async ({
  request,
}) => {
  for (const file of ['openapi/v3.0.0.yaml', 'openapi/final-1.0.0.d.ts'])
    expect((await request.get(url(file))).status(), file).toBe(200);
  for (const file of ['scenarios/tutorial.yaml', 'scenarios/README.md', 'sandbox-branches.yaml'])
    expect((await request.get(url(file))).status(), file).toBe(404);
});
