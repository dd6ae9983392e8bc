import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from '../support/fixtures';
import {olderDocRoutes, url} from '../spec-routes';
import {currentVersion, olderVersion} from '../../src/data/versions';
import {currentCounterpartOf, olderCounterpartOf, versionMapping} from '../../src/data/versionMapping';

// Issue 4 and 6: the version dropdown opens the counterpart page of src/data/versionMapping.ts,
// both ways, marks the current version, and remembers the preferred one in local storage.

const current = currentVersion.label;
const older = olderVersion.label;
const olderUrl = (route: string) => url(`${olderVersion.path}/${route}`);

/** Opens the desktop version dropdown and returns its menu. */
async function openVersionMenu(page: Page) {
  const dropdown = page
    .locator('.navbar__items--right .dropdown')
    .filter({has: page.locator('.dropdown__menu a', {hasText: older})});
  await dropdown.hover();
  const menu = dropdown.locator('.dropdown__menu');
  await expect(menu).toBeVisible();
  return {dropdown, menu};
}

async function switchTo(page: Page, label: string): Promise<void> {
  const {menu} = await openVersionMenu(page);
  await menu.getByRole('link', {name: new RegExp(`^${label}`)}).click();
}

/** Opens `address` and, once it is hydrated, picks `label` in the version dropdown. */
async function switchFrom(page: Page, address: string, label: string): Promise<void> {
  await page.goto(address);
  await waitForHydration(page);
  await switchTo(page, label);
}

const preferredVersion = (page: Page) =>
  page.evaluate(
    () => Object.entries(localStorage).find(([key]) => key.startsWith('docs-preferred-version-default'))?.[1] ?? null,
  );

test.describe('switching from a v3.0.0 page opens its FINAL-1.0.0 counterpart', () => {
  for (const olderRoute of [
    'projects/dispose',
    'deliverables/addRevision',
    'categories/getParameters',
    'categories/available/audioAds',
  ]) {
    const target = currentCounterpartOf(olderRoute);
    test(`${olderRoute} → ${target}`, async ({page}) => {
      expect(target, 'mapped in src/data/versionMapping.ts').toBeDefined();
      await switchFrom(page, olderUrl(olderRoute), current);
      await expect(page).toHaveURL(new RegExp(`${url(target!)}/?$`));
      await expect(page.locator('h1').first()).toBeVisible();
    });
  }
});

test('switching from a FINAL-1.0.0 page opens its v3.0.0 counterpart, call pages first', async ({page}) => {
  const target = olderCounterpartOf('api/deliverables/getSingle');
  expect(target, 'a call page, not the audioAds deliverable concept page').toBe('deliverables/get');
  await switchFrom(page, url('api/deliverables/getSingle'), older);
  await expect(page).toHaveURL(olderUrl(target!));
});

test('switching on an error reference keeps the error code, renamed, where it has one counterpart', async ({page}) => {
  // A code renamed one to one: no other pair names either side.
  const codes = versionMapping.errors.renamed.filter(({v3}) => /^\d+$/.test(v3));
  const renamed = codes.find(
    (pair) =>
      codes.filter(({v3}) => v3 === pair.v3).length === 1 &&
      codes.filter(({final}) => final === pair.final).length === 1,
  )!;
  await switchFrom(page, `${olderUrl('errors')}#${renamed.v3}`, current);
  await expect(page).toHaveURL(`${url('api/errors')}#${renamed.final}`);
  await expect(page.locator(`h3[id="${renamed.final}"]`)).toBeInViewport();
  await switchTo(page, older);
  await expect(page).toHaveURL(`${olderUrl('errors')}#${renamed.v3}`);
  // 1001 splits in two: the switch opens the page at its top, not at an anchor it lacks.
  await switchFrom(page, `${olderUrl('errors')}#1001`, current);
  await expect(page).toHaveURL(url('api/errors'));
});

test('switching on a tag page opens the same tag in the other version, else its tags', async ({page}) => {
  await switchFrom(page, olderUrl('tags/project'), current);
  await expect(page).toHaveURL(url('tags/project'));
  await waitForHydration(page);
  await switchTo(page, older);
  await expect(page).toHaveURL(olderUrl('tags/project'));
  // A tag only the current version has.
  await switchFrom(page, url('tags/cancellation'), older);
  await expect(page).toHaveURL(new RegExp(`${olderUrl('tags')}/?$`));
});

test('a FINAL-1.0.0 page without a v3.0.0 counterpart switches to the v3.0.0 start page', async ({page}) => {
  expect(olderCounterpartOf('api/tracks/getAll')).toBeUndefined();
  await switchFrom(page, url('api/tracks/getAll'), older);
  await expect(page).toHaveURL(olderUrl('intro'));
});

test('the dropdown shows both versions, the one being read, and marks the current one', async ({page}) => {
  await page.goto(olderUrl('projects/get'));
  await waitForHydration(page);
  const {dropdown, menu} = await openVersionMenu(page);
  await expect(dropdown.locator('> .navbar__link')).toHaveText(older);
  const links = menu.getByRole('link');
  await expect(links).toHaveText([`${current} current`, older]);
  // A screen reader hears the mark as a word of its own.
  await expect(links.nth(0)).toHaveAccessibleName(`${current} current`);
  await expect(links.nth(0).getByText('current', {exact: true})).toBeVisible();
  await expect(links.nth(1)).toHaveClass(/dropdown__link--active/);
  await expect(links.nth(0)).not.toHaveClass(/dropdown__link--active/);
});

test('each switch saves the preferred version in local storage', async ({page}) => {
  await page.goto(url('api/projects/get'));
  await waitForHydration(page);
  expect(await preferredVersion(page)).toBeNull();

  await switchTo(page, older);
  await expect(page).toHaveURL(olderUrl('projects/get'));
  await expect.poll(() => preferredVersion(page)).toBe(olderVersion.name);

  await page.reload();
  await waitForHydration(page);
  expect(await preferredVersion(page), 'kept across reloads').toBe(olderVersion.name);

  await switchTo(page, current);
  await expect(page).toHaveURL(url('api/projects/get'));
  await expect.poll(() => preferredVersion(page)).toBe(currentVersion.name);
});

test('in the mobile menu, switching versions also opens the counterpart page', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto(olderUrl('projects/dispose'));
  await waitForHydration(page);
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  const menu = page.locator('.navbar-sidebar');
  // On a docs page the menu opens on the sidebar; the navbar items are one level up.
  await menu.getByRole('button', {name: /back to main menu/i}).click();
  await menu
    .getByRole('button', {name: 'Versions'})
    .or(menu.getByRole('link', {name: 'Versions'}))
    .click();
  await menu.getByRole('link', {name: new RegExp(`^${current}`)}).click();
  await expect(page).toHaveURL(url(currentCounterpartOf('projects/dispose')!));
  await expect.poll(() => preferredVersion(page)).toBe(currentVersion.name);
  // And the menu closes, as after any other link, leaving the new page in view.
  await expect(page.getByRole('button', {name: /toggle navigation bar/i})).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
});

test('a v3.0.0 call page points to its counterpart', async ({page}) => {
  await page.goto(olderUrl('projects/dispose'));
  const pointer = page.getByRole('complementary', {name: 'Counterpart in FINAL-1.0.0'});
  await expect(pointer.getByRole('link').first()).toHaveAttribute(
    'href',
    url(currentCounterpartOf('projects/dispose')!),
  );
  await expect(pointer).toContainText('POST /projects/{project_id}/cancel');
  await expect(pointer.getByRole('link', {name: /steps of a migration/})).toHaveAttribute(
    'href',
    `${url('api/changelog')}#migrating-from-v300`,
  );
});

test("a v3.0.0 page's pointer lists what else changed, with what to do, one click away", async ({page}) => {
  await page.goto(olderUrl('projects/create'));
  const pointer = page.getByRole('complementary', {name: 'Counterpart in FINAL-1.0.0'});
  const changes = pointer.getByRole('group');
  const summary = changes.getByText(/What else changed, and what to do \(\d+\)/);
  await expect(changes.getByRole('listitem').first()).toBeHidden();
  await summary.focus();
  await page.keyboard.press('Enter');
  const musicStyle = changes.getByRole('listitem').filter({hasText: 'musicStyle'});
  await expect(musicStyle).toContainText('music_track_id');
  await expect(musicStyle).toContainText('GET /tracks?type=music_bed');
  await expect(changes.getByRole('listitem')).toHaveCount(versionMapping['projects/create'].changed.length);
});

test('the changelog migration table has a row for every v3.0.0 page, linking both ways', async ({page}) => {
  await page.goto(`${url('api/changelog')}#migrating-from-v300`);
  const table = page.getByRole('region', {name: /migration table/});
  await expect(table.locator('tbody tr')).toHaveCount(olderDocRoutes.length);
  for (const route of olderDocRoutes) {
    const row = table.locator('tbody tr').filter({has: page.locator(`a[href="${olderUrl(route)}"]`)});
    await expect(row, route).toHaveCount(1);
    const target = versionMapping[route].final;
    if (target !== null) await expect(row.locator(`a[href="${url(target)}"]`), route).toHaveCount(1);
  }
});
