/**
 * The budgets of issue 7, judged on the figures of one bench run. Each budget says
 * what was measured, so a "not met" names its cause.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {PageFigures} from './lighthouse';
import type {SearchFigures} from './search';
import type {TemplateName} from './templates';

export interface Budget {
  template: TemplateName | 'all';
  budget: string;
  met: boolean;
  measured: string;
}

/** Code that only some pages need, recognised in a script's text, and the templates allowed to load it at first load. */
const lazyFeatures: Array<{feature: string; pattern: RegExp; allowedOn: TemplateName[]}> = [
  // Diagrams are drawn at build time: no template needs a diagram library in the browser.
  {feature: 'diagram library (mermaid)', pattern: /mermaidAPI/, allowedOn: []},
  // The live editor and its in-browser compiler: only when the reader opens the playground.
  {feature: 'playground editor (react-live / sucrase)', pattern: /react-live|sucrase|LiveProvider|LiveEditor/, allowedOn: []},
  // The search plugin's index worker and lunr: only once the reader uses the search box.
  {feature: 'search index / lunr', pattern: /lunr\.Index|search-index/, allowedOn: []},
];

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function judgeBudgets(
  ours: Array<{template: TemplateName; figures: PageFigures}>,
  baseline: Record<TemplateName, PageFigures>,
  search: SearchFigures,
  buildDir: string,
): Budget[] {
  const budgets: Budget[] = [];
  const scriptText = new Map<string, string>();
  const readScript = (relative: string) => {
    if (!scriptText.has(relative)) scriptText.set(relative, fs.readFileSync(path.join(buildDir, relative), 'utf8'));
    return scriptText.get(relative) ?? '';
  };
  for (const {template, figures} of ours) {
    const bare = baseline[template];
    budgets.push(
      {template, budget: 'Lighthouse performance ≥ 0.98', met: figures.performance >= 0.98, measured: figures.performance.toFixed(2)},
      {template, budget: 'accessibility = 1', met: figures.accessibility === 1, measured: figures.accessibility.toFixed(2)},
      {template, budget: 'best practices = 1', met: figures.bestPractices === 1, measured: figures.bestPractices.toFixed(2)},
      {template, budget: 'CLS = 0', met: figures.cls === 0, measured: String(Number(figures.cls.toPrecision(2)))},
      {
        template,
        budget: 'first-load JS ≤ bare baseline',
        met: figures.jsBytes <= bare.jsBytes,
        measured: `${kib(figures.jsBytes)} vs ${kib(bare.jsBytes)}`,
      },
    );
    for (const {feature, pattern, allowedOn} of lazyFeatures) {
      if (allowedOn.includes(template)) continue;
      const loaded = figures.scripts.filter((script) => pattern.test(readScript(script)));
      budgets.push({
        template,
        budget: `no ${feature} at first load`,
        met: loaded.length === 0,
        measured: loaded.length ? loaded.join(', ') : 'none loaded',
      });
    }
  }
  budgets.push({
    template: 'all',
    budget: 'search index fetched only once the search box is used',
    met: !search.indexRequestedBeforeUse,
    measured: search.indexRequestedBeforeUse ? 'requested while the page loaded' : 'requested on focus',
  });
  return budgets;
}
