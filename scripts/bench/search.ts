/**
 * The search box as a reader meets it: how large the index is, whether the page loads
 * it before anyone searches, and the time from the first key press to the first result
 * shown, cold (the index still to fetch) and warm (index loaded), timed inside the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium} from '../lib/chromium';

export interface SearchFigures {
  indexFiles: number;
  indexBytes: number;
  indexBrotliBytes: number;
  indexRequestedBeforeUse: boolean;
  coldQueryMs: number;
  warmQueryMs: number;
}

const queries = ['project', 'webhook', 'token', 'deliverable', 'errors'];

export function indexSizes(buildDir: string): {files: number; bytes: number; brotliBytes: number} {
  const indexes = fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /(^|\/)search-index[^/]*\.json$/.test(file))
    .map((file) => path.join(buildDir, file));
  return {
    files: indexes.length,
    bytes: indexes.reduce((sum, file) => sum + fs.statSync(file).size, 0),
    brotliBytes: indexes.reduce(
      (sum, file) => sum + (fs.statSync(`${file}.br`, {throwIfNoEntry: false})?.size ?? fs.statSync(file).size),
      0,
    ),
  };
}

export async function measureSearch(siteUrl: string, buildDir: string): Promise<SearchFigures> {
  const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
  try {
    const page = await browser.newPage();
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (/search-index.*\.json/.test(request.url())) indexRequests.push(request.url());
    });
    await page.addInitScript(() => {
      const timings: number[] = [];
      let pressedAt = 0;
      (window as unknown as {searchTimings: number[]}).searchTimings = timings;
      document.addEventListener(
        'keydown',
        () => {
          if (!pressedAt) pressedAt = performance.now();
        },
        true,
      );
      new MutationObserver(() => {
        if (pressedAt && document.querySelector('[role=listbox] [role=option]')) {
          timings.push(performance.now() - pressedAt);
          pressedAt = 0;
        }
      }).observe(document, {subtree: true, childList: true});
    });
    await page.goto(`${siteUrl}intro`, {waitUntil: 'networkidle'});
    const indexRequestedBeforeUse = indexRequests.length > 0;
    const input = page.getByRole('searchbox').or(page.locator('input.navbar__search-input')).first();
    const results = page.locator('[role=listbox] [role=option]').first();
    const timings = () => page.evaluate(() => (window as unknown as {searchTimings: number[]}).searchTimings);
    await input.focus();
    await page.keyboard.type(queries[0]);
    await results.waitFor();
    const [coldQueryMs] = await timings();
    const warm: number[] = [];
    for (const query of queries.slice(1)) {
      await input.fill('');
      await page.locator('[role=listbox] [role=option]').first().waitFor({state: 'detached'});
      await page.keyboard.type(query);
      await results.waitFor();
      warm.push((await timings()).at(-1) ?? NaN);
    }
    const sizes = indexSizes(buildDir);
    return {
      indexFiles: sizes.files,
      indexBytes: sizes.bytes,
      indexBrotliBytes: sizes.brotliBytes,
      indexRequestedBeforeUse,
      coldQueryMs,
      warmQueryMs: warm.sort((a, b) => a - b)[Math.floor(warm.length / 2)],
    };
  } finally {
    await browser.close();
  }
}
