import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  test,
  expect,
  expectingBrowserErrors,
  expectPageShown,
  isSameDocument,
  markDocument,
  navigateClientSide,
  removedChunks,
  waitForHydration,
} from '../support/fixtures';
import {startNginx, type NginxSite} from '../../scripts/lib/nginx';
import {copyAsNextDeployment} from '../support/redeploy';
import {basePath} from '../spec-routes';
import {nginxPort} from '../../playwright.config';

// Spec §2: "If the next route cannot load, a full page reload is made." A reader keeps
// a page open while a new build is deployed; the chunks the open page knows are gone.
// Docusaurus core (PendingNavigation) reloads on a failed chunk; this proves it for
// our site behind nginx, with an atomic deployment (a symlink swap).

let site: NginxSite;
let workDir: string;

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-deploy-'));
  fs.cpSync('build', path.join(workDir, 'release-1'), {recursive: true});
  copyAsNextDeployment('build', path.join(workDir, 'release-2'));
  site = await startNginx(nginxPort + 1, path.join(workDir, 'release-1'));
});

test.beforeEach(() => {
  site.deploy(path.join(workDir, 'release-1'));
});

test.afterAll(async () => {
  await site?.stop();
  fs.rmSync(workDir, {recursive: true, force: true});
});

test.describe('after a new deployment', () => {
  test.use(expectingBrowserErrors(...removedChunks));

  test('navigating after a new deployment reloads the page and lands on the new build', async ({page}) => {
    const origin = new URL(site.url).origin;
    const missingChunks: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404 && response.url().includes('/assets/js/')) missingChunks.push(response.url());
    });
    await page.goto(`${site.url}intro`);
    await waitForHydration(page);
    const firstMainScript = await page.locator('script[src*="/main."]').getAttribute('src');
    await markDocument(page);

    site.deploy(path.join(workDir, 'release-2'));
    const target = `${basePath}v3.0.0/projects/dispose`;
    await navigateClientSide(page, target);

    await page.waitForURL(`${origin}${target}`);
    await expect(page.locator('h1').first()).toBeVisible();
    await waitForHydration(page);
    expect(missingChunks.length, 'the old build’s chunks were gone').toBeGreaterThan(0);
    expect(await isSameDocument(page), 'a full reload happened').toBe(false);
    const newMainScript = await page.locator('script[src*="/main."]').getAttribute('src');
    expect(newMainScript).not.toBe(firstMainScript);

    // The reloaded page is a working page of the new build: client-side navigation again.
    await markDocument(page);
    await navigateClientSide(page, `${basePath}api/errors`);
    await expectPageShown(page, `${basePath}api/errors`);
    await expect(page.locator('h1').first()).not.toHaveText(/Page Not Found/);
    await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe(`${basePath}api/errors`);
    expect(await isSameDocument(page)).toBe(true);
  });
});

test('without a new deployment the same navigation stays in the page', async ({page}) => {
  await page.goto(`${site.url}intro`);
  await waitForHydration(page);
  await markDocument(page);
  await navigateClientSide(page, `${basePath}v3.0.0/projects/dispose`);
  await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe(`${basePath}v3.0.0/projects/dispose`);
  await expectPageShown(page, `${basePath}v3.0.0/projects/dispose`);
  expect(await isSameDocument(page)).toBe(true);
});
