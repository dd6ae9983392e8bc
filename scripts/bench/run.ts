/**
 * `npm run bench`: our production build against a bare Docusaurus classic site of the
 * same version, in one run, on this machine. Prints tables and writes
 * bench-results/report.json. Not a test: it judges the budgets and says which hold.
 *
 *   npm run bench [-- --runs 3] [-- --builds 3]   (Lighthouse runs per page, cold builds per
 *   site taken in turns; the medians are kept)
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {precompress} from '../deploy/precompress';
import {startNginx} from '../lib/nginx';
import {baselinePages, scaffoldBaseline} from './baseline';
import {measureBuildTimes, type BuildTimes} from './build-time';
import {judgeBudgets} from './budgets';
import {auditPages, medianOfRuns, type PageFigures} from './lighthouse';
import {measureSearch} from './search';
import {templatePages, type TemplateName} from './templates';

const {values} = parseArgs({
  options: {runs: {type: 'string', default: '3'}, builds: {type: 'string', default: '3'}},
});
const runs = Number(values.runs);
const buildRounds = Number(values.builds);
const reportFile = path.resolve('bench-results/report.json');

/** A loopback port nobody listens on: other checkouts may run their servers on this machine. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function benchSite(siteDir: string, build: BuildTimes, routes: string[]) {
  const buildDir = path.join(siteDir, 'build');
  await precompress(buildDir);
  const site = await startNginx(await freePort(), buildDir);
  try {
    const pages = await auditPages(site.url, buildDir, routes, runs);
    return {build, buildDir, site, pages};
  } catch (error) {
    await site.stop();
    throw error;
  }
}

const ratio = (ours: number, bare: number) => (bare ? (ours / bare).toFixed(2) : '—');
const pad = (cells: Array<string | number>, widths: number[]) =>
  cells.map((cell, index) => String(cell).padEnd(widths[index])).join(' ');

/** The bare site's long doc page (markdown-features): the yardstick of every template's goal. */
const longDocTemplate: TemplateName = 'API call';

/**
 * The long doc page is audited beside every template the bare site has no page of its own
 * for (API call, status diagram, widget playground, v3.0.0 call). The yardstick pools all
 * those runs: each timing figure is their median, steadier than one row's few runs.
 */
function longDocYardstick(bare: PageFigures[], bareRoutes: string[]): PageFigures {
  const longDocRoute = baselinePages[longDocTemplate];
  const audits = bare.filter((_, index) => bareRoutes[index] === longDocRoute);
  const runs = audits.flatMap((audit) => audit.runs);
  return {...audits[0], ...medianOfRuns(runs), runs};
}

function printPages(ours: PageFigures[], bare: PageFigures[], longDoc: PageFigures): void {
  const widths = [18, 6, 5, 5, 5, 7, 7, 6, 8, 8, 9, 9];
  console.log(
    `\n${pad(['Template', 'Site', 'Perf', 'A11y', 'BP', 'LCP ms', 'TBT ms', 'CLS', 'JS KiB', 'CSS KiB', 'TBT/long', 'JS/long'], widths)}`,
  );
  templatePages.forEach(({template}, index) => {
    const rows: Array<[string, PageFigures]> = [
      ['ours', ours[index]],
      ['bare', bare[index]],
    ];
    for (const [site, figures] of rows) {
      console.log(
        pad(
          [
            site === 'ours' ? template : '',
            site,
            figures.performance.toFixed(2),
            figures.accessibility.toFixed(2),
            figures.bestPractices.toFixed(2),
            Math.round(figures.lcpMs),
            Math.round(figures.tbtMs),
            Number(figures.cls.toPrecision(2)),
            (figures.jsBytes / 1024).toFixed(1),
            (figures.cssBytes / 1024).toFixed(1),
            site === 'ours' ? ratio(figures.tbtMs, longDoc.tbtMs) : '',
            site === 'ours' ? ratio(figures.jsBytes, longDoc.jsBytes) : '',
          ],
          widths,
        ),
      );
    }
    console.log(
      pad(
        [
          '',
          'ratio',
          ratio(ours[index].performance, bare[index].performance),
          '',
          '',
          ratio(ours[index].lcpMs, bare[index].lcpMs),
          ratio(ours[index].tbtMs, bare[index].tbtMs),
          '',
          ratio(ours[index].jsBytes, bare[index].jsBytes),
          ratio(ours[index].cssBytes, bare[index].cssBytes),
        ],
        widths,
      ),
    );
  });
  console.log(
    `TBT/long, JS/long: ours against the bare long doc page (${baselinePages[longDocTemplate]}) of this run: ` +
      `performance ${longDoc.performance.toFixed(2)}, TBT ${Math.round(longDoc.tbtMs)} ms, ` +
      `LCP ${Math.round(longDoc.lcpMs)} ms, medians of its ${longDoc.runs.length} runs.`,
  );
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadAtStart = os.loadavg()[0];
  console.log(
    `Bench: ${runs} Lighthouse run(s) per page, mobile settings, ${os.cpus().length} CPUs, load average ${loadAtStart.toFixed(1)}`,
  );

  const {siteDir: baselineDir, version} = scaffoldBaseline();
  console.log(`\nBuilds: ${buildRounds} cold build(s) of each site, in turns, then a warm one`);
  const [ourBuild, bareBuild] = measureBuildTimes([process.cwd(), baselineDir], buildRounds);
  for (const [site, build] of [
    ['ours', ourBuild],
    ['bare', bareBuild],
  ] as const) {
    const runs = build.coldRuns.map((seconds) => seconds.toFixed(1)).join(', ');
    console.log(
      `  ${site}: cold ${build.coldSeconds.toFixed(1)} s (runs: ${runs}), warm ${build.warmSeconds.toFixed(1)} s`,
    );
  }

  console.log('\nOur site');
  const ours = await benchSite(
    process.cwd(),
    ourBuild,
    templatePages.map(({route}) => route),
  );
  let search;
  try {
    search = await measureSearch(ours.site.url, ours.buildDir);
  } finally {
    await ours.site.stop();
  }

  console.log('\nBare baseline');
  const bareRoutes = templatePages.map(({template}) => baselinePages[template]);
  const bare = await benchSite(baselineDir, bareBuild, bareRoutes);
  await bare.site.stop();
  fs.rmSync(path.dirname(baselineDir), {recursive: true, force: true});

  const longDoc = longDocYardstick(bare.pages, bareRoutes);
  const budgets = judgeBudgets(
    templatePages.map(({template}, index) => ({template, figures: ours.pages[index]})),
    longDoc,
    search,
    ours.buildDir,
    {ours: ours.build.coldSeconds, bare: bare.build.coldSeconds},
  );

  const buildWidths = [26, 10, 10, 7];
  console.log(`\n${pad([`Build (s, median of ${buildRounds})`, 'ours', 'bare', 'ratio'], buildWidths)}`);
  for (const [label, key] of [
    ['cold (no cache)', 'coldSeconds'],
    ['warm (cache)', 'warmSeconds'],
  ] as const) {
    const [our, theirs] = [ours.build[key], bare.build[key]];
    console.log(pad([label, our.toFixed(1), theirs.toFixed(1), ratio(our, theirs)], buildWidths));
  }
  printPages(ours.pages, bare.pages, longDoc);
  console.log(`\nSearch (ours; the bare classic site has no search)`);
  console.log(
    `  index: ${search.indexFiles} file(s), ${(search.indexBytes / 1024).toFixed(1)} KiB, ${(search.indexBrotliBytes / 1024).toFixed(1)} KiB brotli`,
  );
  console.log(
    `  first key press → first result: cold ${Math.round(search.coldQueryMs)} ms (index fetched on focus), warm ${Math.round(search.warmQueryMs)} ms`,
  );
  console.log('\nBudgets');
  for (const budget of budgets) {
    console.log(
      `  ${budget.met ? 'met    ' : 'NOT MET'}  ${budget.template.padEnd(18)} ${budget.budget}: ${budget.measured}`,
    );
  }
  const notMet = budgets.filter((budget) => !budget.met);
  console.log(`\n${budgets.length - notMet.length} budgets met, ${notMet.length} not met`);
  for (const figures of ours.pages) {
    const lost = Object.entries(figures.failedAudits);
    if (lost.length) console.log(`  ${figures.url}: ${lost.map(([id, title]) => `${id} (${title})`).join('; ')}`);
  }

  fs.mkdirSync(path.dirname(reportFile), {recursive: true});
  fs.writeFileSync(
    reportFile,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        docusaurusVersion: version,
        lighthouseRunsPerPage: runs,
        // Lighthouse scales the CPU time it observes: on a shared, loaded machine the scores drop for both sites.
        machine: {
          cpus: os.cpus().length,
          memoryGiB: Math.round(os.totalmem() / 2 ** 30),
          loadAverageAtStart: loadAtStart,
          loadAverageAtEnd: os.loadavg()[0],
          benchmarkIndexMedian: [...ours.pages, ...bare.pages].map((page) => page.benchmarkIndex).sort((a, b) => a - b)[
            ours.pages.length
          ],
        },
        ours: {
          build: ours.build,
          pages: templatePages.map(({template}, index) => ({template, ...ours.pages[index]})),
          search,
        },
        baseline: {
          build: bare.build,
          pages: templatePages.map(({template}, index) => ({template, ...bare.pages[index]})),
        },
        budgets,
        seconds: Math.round((Date.now() - started) / 1000),
      },
      null,
      2,
    )}\n`,
  );
  console.log(
    `Machine: load average ${loadAtStart.toFixed(1)} → ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs; scores are relative to the bare site measured in the same run.`,
  );
  console.log(`\nReport: ${path.relative(process.cwd(), reportFile)} (${Math.round((Date.now() - started) / 1000)} s)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
