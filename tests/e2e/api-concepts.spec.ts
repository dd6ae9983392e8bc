import {test, expect} from '../support/fixtures';
import {url} from '../spec-routes';
import {loadContract} from '../../plugins/openapi-contracts/contracts';

// The status pages: a static SVG diagram with an accessible name, and a transition
// table whose rows are exactly the diagram's edges.

for (const entity of ['project', 'service', 'deliverable']) {
  test(`the ${entity} status page draws its diagram and lists the same transitions`, async ({page}) => {
    await page.goto(url(`api/definitions/statusTypes/${entity}`));
    const diagram = page.locator(`[data-state-diagram="${entity}"] svg[role="img"]`);
    await expect(diagram).toBeVisible();
    await expect(diagram).toHaveAccessibleName(new RegExp(`^${entity} status diagram$`, 'i'));
    await expect(diagram).toHaveAccessibleDescription(new RegExp(`^1\\. A ${entity} starts as `));
    const edges = await diagram
      .locator('path[data-transition]')
      .evaluateAll((paths) => paths.map((path) => path.getAttribute('data-transition')));
    const rows = await page
      .locator(`table[data-transitions="${entity}"] tbody tr`)
      .evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-transition')));
    expect(edges.length).toBeGreaterThan(1);
    expect(rows).toEqual(edges);
    // Every status of the contract's enum appears as a node of the diagram.
    const statuses = await page
      .locator('[data-testid="api-enum"] tbody tr')
      .evaluateAll((trs) => trs.map((tr) => tr.id));
    const nodes = await diagram
      .locator('[data-status]')
      .evaluateAll((gs) => gs.map((g) => g.getAttribute('data-status')));
    expect(statuses.length).toBeGreaterThan(1);
    expect([...nodes].sort()).toEqual([...statuses].sort());
    // The text alternative numbers the edges as the table does and names what the double borders mark.
    const finals = await diagram
      .locator('[data-status]')
      .evaluateAll((gs) => gs.filter((g) => g.querySelectorAll('rect').length === 2).map((g) => g.dataset.status));
    expect(finals.length).toBeGreaterThan(0);
    const description = await diagram.locator('desc').textContent();
    expect(description).toMatch(new RegExp(`^1\\. A ${entity} starts as `));
    expect(description).toContain(`${rows.length}. From `);
    expect(description).toMatch(new RegExp(`Final statuses: ${finals.join(', ')}\\.$`));
    const finalRows = await page
      .locator(`table[data-transitions="${entity}"] tbody tr td:nth-child(3)`)
      .evaluateAll((tds) =>
        tds.filter((td) => td.textContent!.endsWith('(final)')).map((td) => td.querySelector('code')!.textContent),
      );
    expect(new Set(finalRows)).toEqual(new Set(finals));
    // Every call named in the table links to a page that exists in the build.
    const links = await page
      .locator(`table[data-transitions="${entity}"] a`)
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(links.length, 'calls named in the table link to their pages').toBeGreaterThan(0);
    for (const href of links) {
      expect((await page.request.get(href.split('#')[0])).status(), href).toBe(200);
    }
  });
}

// Sentences that name the statuses a call acts from render them from the transitions.
const statusSentences = [
  {
    route: 'api/projects/cancel',
    opening: 'You can cancel a project that is',
    schema: 'ProjectStatus',
    calls: ['cancelProject'],
  },
  {
    route: 'api/definitions/statusTypes/deliverable',
    opening: 'Approve, reject, revise and select work only on a deliverable in',
    schema: 'DeliverableStatus',
    calls: [
      'approveDeliverable',
      'approveDeliverablesByProject',
      'rejectDeliverable',
      'createRevision',
      'selectWinner',
    ],
  },
];

for (const {route, opening, schema, calls} of statusSentences) {
  test(`${route} names the statuses ${calls.join(', ')} act from, as the transitions of the contract do`, async ({
    page,
  }) => {
    const statusEnum = (
      loadContract('final-1.0.0').components!.schemas as Record<
        string,
        {enum: string[]; 'x-transitions': {from: string | null; causes: {operationId?: string}[]}[]}
      >
    )[schema];
    await page.goto(url(route));
    for (const call of calls) {
      const actsFrom = statusEnum.enum.filter((status) =>
        statusEnum['x-transitions'].some(
          (transition) => transition.from === status && transition.causes.some((cause) => cause.operationId === call),
        ),
      );
      const listed = actsFrom.length === 1 ? actsFrom[0] : `${actsFrom.slice(0, -1).join(', ')} or ${actsFrom.at(-1)}`;
      await expect(page.locator('li, p', {hasText: opening})).toContainText(`${opening} ${listed}.`);
    }
  });
}

test('a move the provider makes names its sandbox action, which leads to the table that drives it', async ({page}) => {
  await page.goto(url('api/definitions/statusTypes/project'));
  const row = page.locator('table[data-transitions="project"] tr[data-transition="in_progress->info_needed"]');
  await expect(row).toContainText('Webhook: project.info_needed; sandbox action: ask_question');
  await row.getByRole('link', {name: 'ask_question'}).click();
  await expect(page).toHaveURL(/\/api\/introduction#drive-every-branch-in-the-sandbox$/);
  const table = page.locator('table').filter({hasText: 'Do this in the sandbox'});
  await expect(table.getByRole('row').filter({hasText: 'project.info_needed'})).toContainText(
    'ask_question on an in_progress project, then answer it.',
  );
});
