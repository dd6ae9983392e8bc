/**
 * Lighthouse (mobile, its default settings) on each template page of a site served by
 * our nginx config, driving the system Chromium. Compressed bytes are read from the
 * build's .br files for the scripts and stylesheets the page loaded, so they do not
 * depend on whether Chromium asked for brotli over plain http.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromiumArgs, findChromium} from '../lib/chromium';

export const chromeFlags = ['--headless=new', ...chromiumArgs];

export interface PageFigures {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Brotli bytes of the scripts / stylesheets the page loaded on its first load. */
  jsBytes: number;
  cssBytes: number;
  /** Paths of those scripts, relative to the build, for the lazy-loading budgets. */
  scripts: string[];
  /** Lighthouse's measure of this machine's CPU at the time (a mid-tier phone is about 1000). */
  benchmarkIndex: number;
  /** Audits that cost points, for the notes: id → title, and the first element at fault if the audit names one. */
  failedAudits: Record<string, string>;
  /** The timing figures of every run; the page's own are their medians. */
  runs: RunFigures[];
}

/** The figures that move from one Lighthouse run to the next. */
export type RunFigures = Pick<PageFigures, 'performance' | 'lcpMs' | 'tbtMs' | 'cls'>;

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each timing figure's median over `runs`. */
export const medianOfRuns = (runs: RunFigures[]): RunFigures => ({
  performance: median(runs.map((run) => run.performance)),
  lcpMs: median(runs.map((run) => run.lcpMs)),
  tbtMs: median(runs.map((run) => run.tbtMs)),
  cls: median(runs.map((run) => run.cls)),
});

function compressedSize(buildDir: string, siteUrl: string, resourceUrl: string): number {
  const relative = decodeURIComponent(new URL(resourceUrl).pathname).slice(new URL(siteUrl).pathname.length);
  const file = path.join(buildDir, relative);
  for (const candidate of [`${file}.br`, file]) {
    const stat = fs.statSync(candidate, {throwIfNoEntry: false});
    if (stat) return stat.size;
  }
  throw new Error(`${resourceUrl} was loaded but ${file} is not in the build`);
}

/**
 * Runs Lighthouse `runs` times per page (a fresh Chromium each time). A page's timing
 * figures are the medians of its runs; the rest (bytes, scripts, audits) come from the
 * run whose performance score is nearest the median.
 */
export async function auditPages(
  siteUrl: string,
  buildDir: string,
  routes: string[],
  runs: number,
): Promise<PageFigures[]> {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results: PageFigures[] = [];
  for (const route of routes) {
    const url = `${siteUrl}${route}`;
    const attempts: Array<Omit<PageFigures, 'runs'>> = [];
    let failures = 0;
    for (let run = 0; run < runs; run += 1) {
      const chrome = await chromeLauncher.launch({chromePath: findChromium(), chromeFlags});
      try {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const {lhr} = result;
        if (lhr.runtimeError) {
          // A trace lost on a busy machine (NO_NAVSTART, NO_FCP): run again, a few times at most.
          failures += 1;
          if (failures > 3) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
          console.log(`  ${url}: ${lhr.runtimeError.code}, running again`);
          run -= 1;
          continue;
        }
        const requests = ((lhr.audits['network-requests'].details as {items?: NetworkRequest[]}).items ?? []).filter(
          (request) => request.url.startsWith(siteUrl),
        );
        const ofType = (type: string) => requests.filter((request) => request.resourceType === type);
        const failedAudits: Record<string, string> = {};
        for (const category of Object.values(lhr.categories)) {
          for (const ref of category.auditRefs) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
              const [item] =
                (audit.details as {items?: Array<{node?: {selector?: string; explanation?: string}}>})?.items ?? [];
              const at = item?.node ? ` at ${item.node.selector}: ${item.node.explanation?.split('\n')[0]}` : '';
              failedAudits[ref.id] = `${audit.title}${at}`;
            }
          }
        }
        attempts.push({
          url,
          performance: lhr.categories.performance.score ?? 0,
          accessibility: lhr.categories.accessibility.score ?? 0,
          bestPractices: lhr.categories['best-practices'].score ?? 0,
          lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? NaN,
          tbtMs: lhr.audits['total-blocking-time'].numericValue ?? NaN,
          cls: lhr.audits['cumulative-layout-shift'].numericValue ?? NaN,
          jsBytes: ofType('Script').reduce((sum, request) => sum + compressedSize(buildDir, siteUrl, request.url), 0),
          cssBytes: ofType('Stylesheet').reduce(
            (sum, request) => sum + compressedSize(buildDir, siteUrl, request.url),
            0,
          ),
          scripts: ofType('Script').map((request) =>
            new URL(request.url).pathname.slice(new URL(siteUrl).pathname.length),
          ),
          benchmarkIndex: lhr.environment.benchmarkIndex,
          failedAudits,
        });
      } finally {
        await chrome.kill();
      }
    }
    const runFigures = attempts.map(({performance, lcpMs, tbtMs, cls}) => ({performance, lcpMs, tbtMs, cls}));
    const medians = medianOfRuns(runFigures);
    const [nearest] = [...attempts].sort(
      (a, b) => Math.abs(a.performance - medians.performance) - Math.abs(b.performance - medians.performance),
    );
    console.log(
      `  ${url}: performance ${medians.performance} (runs: ${attempts.map((a) => a.performance).join(', ')})`,
    );
    results.push({...nearest, ...medians, runs: runFigures});
  }
  return results;
}
