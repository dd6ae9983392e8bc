/**
 * The goals of issue 12, judged on the figures of one bench run against the bare site's
 * long doc page of the same run. Each budget says what was measured, so a "not met"
 * names its cause.
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
  // The widget playground (src/components/WidgetPlayground/Playground.tsx, recognised by its
  // caption) and any live editor: only on the playground page.
  {
    feature: 'widget playground',
    pattern: /Preview in demo mode: fixture data|react-live|sucrase/,
    allowedOn: ['widget playground'],
  },
  // The search plugin's index worker and lunr: only once the reader uses the search box.
  {feature: 'search index / lunr', pattern: /lunr\.Index|search-index/, allowedOn: []},
];

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function judgeBudgets(
  ours: Array<{template: TemplateName; figures: PageFigures}>,
  longDoc: PageFigures,
  search: SearchFigures,
  buildDir: string,
  coldBuildSeconds: {ours: number; bare: number},
): Budget[] {
  const budgets: Budget[] = [];
  const scriptText = new Map<string, string>();
  const readScript = (relative: string) => {
    if (!scriptText.has(relative)) scriptText.set(relative, fs.readFileSync(path.join(buildDir, relative), 'utf8'));
    return scriptText.get(relative) ?? '';
  };
  for (const {template, figures} of ours) {
    const minimumPerformance = Math.max(0.95, longDoc.performance);
    budgets.push(
      {
        template,
        budget: 'performance ≥ 0.95 and ≥ bare long doc page',
        met: figures.performance >= minimumPerformance,
        measured: `${figures.performance.toFixed(2)} vs ${longDoc.performance.toFixed(2)}`,
      },
      {
        template,
        budget: 'TBT ≤ bare long doc page',
        met: figures.tbtMs <= longDoc.tbtMs,
        measured: `${Math.round(figures.tbtMs)} ms vs ${Math.round(longDoc.tbtMs)} ms`,
      },
      {
        template,
        budget: 'accessibility = 1',
        met: figures.accessibility === 1,
        measured: figures.accessibility.toFixed(2),
      },
      {
        template,
        budget: 'best practices = 1',
        met: figures.bestPractices === 1,
        measured: figures.bestPractices.toFixed(2),
      },
      {template, budget: 'CLS = 0', met: figures.cls === 0, measured: String(Number(figures.cls.toPrecision(2)))},
      {
        template,
        budget: 'first-load JS ≤ bare long doc page',
        met: figures.jsBytes <= longDoc.jsBytes,
        measured: `${kib(figures.jsBytes)} vs ${kib(longDoc.jsBytes)}`,
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
    budget: 'cold build ≤ 1.5 × bare',
    met: coldBuildSeconds.ours <= 1.5 * coldBuildSeconds.bare,
    measured: `${coldBuildSeconds.ours.toFixed(1)} s vs ${coldBuildSeconds.bare.toFixed(1)} s`,
  });
  budgets.push({
    template: 'all',
    budget: 'search index fetched only once the search box is used',
    met: !search.indexRequestedBeforeUse,
    measured: search.indexRequestedBeforeUse ? 'requested while the page loaded' : 'requested on focus',
  });
  return budgets;
}
