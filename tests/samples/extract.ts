import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {LANGUAGES, type Language} from '../../src/components/ApiCodeSamples/generate';
import {basePath} from '../spec-routes';
import {chromiumArgs, findChromium} from '../../scripts/lib/chromium';

// Reads every runnable request sample from the built site as a reader sees it: each page
// that has a `data-runnable-sample` element is opened in Chromium, each language tab is
// chosen in turn, and the code of each panel (`data-sample-language`) is read. The tabs
// render lazily, so the static HTML alone holds only the first language.

export type ExtractedSample = {page: string; contract: string; operationId: string; language: Language; code: string};

/** The site's origin inside the browser; every request to it is answered from the build. */
const SITE = 'http://docs.test';

function pagesWithSamples(buildDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html' && fs.readFileSync(full, 'utf8').includes('data-runnable-sample')) {
        found.push(`/${path.relative(buildDir, path.dirname(full)).split(path.sep).join('/')}`);
      }
    }
  };
  walk(buildDir);
  return found.sort();
}

function fileFor(buildDir: string, urlPath: string): string | undefined {
  if (!urlPath.startsWith(basePath)) return undefined;
  const target = path.join(buildDir, decodeURIComponent(urlPath.slice(basePath.length)));
  if (!target.startsWith(buildDir)) return undefined;
  return [target, path.join(target, 'index.html'), `${target}.html`].find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

export async function extractSamples(buildDir: string, only: string[] = []): Promise<ExtractedSample[]> {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error(`No build in ${buildDir}: run \`npm run build\` first.`);
  const pages = pagesWithSamples(buildDir).filter((page) => only.length === 0 || only.includes(page));
  if (pages.length === 0) throw new Error(`No page with a runnable sample in ${buildDir}${only.length ? ` among ${only.join(', ')}` : ''}.`);
  const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
  const samples: ExtractedSample[] = [];
  try {
    const context = await browser.newContext();
    const foreign: string[] = [];
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== SITE) {
        foreign.push(url.href);
        return route.abort();
      }
      const file = fileFor(buildDir, url.pathname);
      return file ? route.fulfill({path: file}) : route.fulfill({status: 404, body: 'Not found'});
    });
    const page = await context.newPage();
    for (const route of pages) {
      await page.goto(`${SITE}${basePath}${route.slice(1)}`, {waitUntil: 'load'});
      // Docusaurus marks <html> once React has hydrated: before that a tab click does nothing.
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 30_000});
      const blocks = page.locator('[data-runnable-sample]');
      const count = await blocks.count();
      for (const {value, label} of LANGUAGES) {
        // Every sample of a page shares one tab group: choosing a language in the first chooses it in all.
        await blocks.first().getByRole('tab', {name: label, exact: true}).click();
        await page.waitForFunction(
          ([selector, expected]) => document.querySelectorAll(selector as string).length === expected,
          [`[data-runnable-sample] [data-sample-language="${value}"] code`, count] as const,
          {timeout: 15_000},
        ).catch(() => {
          throw new Error(`${route}: the ${label} tab did not show its ${count} samples.`);
        });
        const found = await blocks.evaluateAll((elements, language) => {
          return elements.map((element) => {
            const panel = element.querySelector(`[data-sample-language="${language}"]`);
            const lines = [...(panel?.querySelectorAll('.token-line') ?? [])].map((line) => line.textContent ?? '');
            return {
              operationId: element.getAttribute('data-runnable-sample') ?? '',
              contract: element.getAttribute('data-contract') ?? '',
              code: lines.length > 0 ? lines.join('\n') : (panel?.querySelector('code')?.textContent ?? ''),
            };
          });
        }, value);
        for (const sample of found) samples.push({page: route, language: value, ...sample});
      }
    }
    if (foreign.length > 0) throw new Error(`The site requested other hosts: ${[...new Set(foreign)].join(', ')}`);
  } finally {
    await browser.close();
  }
  return samples;
}
