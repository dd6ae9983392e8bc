import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {LANGUAGES, type Language} from '../../src/components/ApiCodeSamples/generate';
import {basePath} from '../spec-routes';
import {chromiumArgs, findChromium} from '../../scripts/lib/chromium';

// Reads every runnable request sample from the built HTML, as a reader gets it: each page
// with a `data-runnable-sample` element is parsed by Chromium with JavaScript off (the
// static HTML, no hydration), and the code of each language panel (`data-language`) is
// read line by line. Every panel must be in the HTML: a missing language fails.

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
  return [target, path.join(target, 'index.html'), `${target}.html`].find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
}

export async function extractSamples(buildDir: string, only: string[] = []): Promise<ExtractedSample[]> {
  if (!fs.existsSync(path.join(buildDir, 'index.html')))
    throw new Error(`No build in ${buildDir}: run \`npm run build\` first.`);
  const pages = pagesWithSamples(buildDir).filter((page) => only.length === 0 || only.includes(page));
  if (pages.length === 0)
    throw new Error(`No page with a runnable sample in ${buildDir}${only.length ? ` among ${only.join(', ')}` : ''}.`);
  const browser = await chromium.launch({executablePath: findChromium({headlessShell: true}), args: chromiumArgs});
  const samples: ExtractedSample[] = [];
  try {
    const context = await browser.newContext({javaScriptEnabled: false});
    const foreign: string[] = [];
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== SITE) {
        foreign.push(url.href);
        return route.abort();
      }
      // With JavaScript off, the document is all the samples need: its stylesheet, images
      // and icons would only cost time.
      if (route.request().resourceType() !== 'document') return route.abort();
      const file = fileFor(buildDir, url.pathname);
      return file ? route.fulfill({path: file}) : route.fulfill({status: 404, body: 'Not found'});
    });
    const page = await context.newPage();
    for (const route of pages) {
      await page.goto(`${SITE}${basePath}${route.slice(1)}`, {waitUntil: 'domcontentloaded'});
      const found = await page.locator('[data-runnable-sample]').evaluateAll(
        (elements, languages) =>
          elements.flatMap((element) =>
            languages.map((language) => {
              const panel = element.querySelector(`[data-language="${language}"]`);
              const lines = [...(panel?.querySelectorAll('.token-line') ?? [])].map((line) => line.textContent ?? '');
              return {
                operationId: element.getAttribute('data-runnable-sample') ?? '',
                contract: element.getAttribute('data-contract') ?? '',
                language,
                found: Boolean(panel),
                code: lines.length > 0 ? lines.join('\n') : (panel?.querySelector('code')?.textContent ?? ''),
              };
            }),
          ),
        LANGUAGES.map(({value}) => value),
      );
      for (const {found: present, language, ...sample} of found) {
        if (!present)
          throw new Error(
            `${route}: the HTML has no ${language} panel for ${sample.operationId}; every language must be in the page.`,
          );
        samples.push({page: route, language: language as Language, ...sample});
      }
    }
    if (foreign.length > 0) throw new Error(`The site requested other hosts: ${[...new Set(foreign)].join(', ')}`);
  } finally {
    await browser.close();
  }
  return samples;
}
