import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

const blockingImpacts = new Set(['serious', 'critical']);

/**
 * The serious and critical axe-core violations on the page, one line each, naming the
 * rule, the elements and why they fail, e.g.
 * "color-contrast (serious): Elements must meet ... — 1 node(s): kbd [contrast of 1.51 ...]".
 */
export async function blockingViolations(
  page: Page,
  {include, rules}: {include?: string; rules?: string[]} = {},
): Promise<string[]> {
  // Only violations are read: axe then details one node per passing rule instead of every
  // node (thousands of code tokens on the tutorial), a quarter less time per page.
  // Legacy mode runs axe in the page itself: the default mode sends every node's partial
  // results to a second page to finish there, which took the tutorial 8-9 s against 3 s,
  // for the same violations. What it adds, cross-origin frames, no page of the site has.
  let builder = new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations']});
  if (include) builder = builder.include(include);
  if (rules) builder = builder.withRules(rules);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => blockingImpacts.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 5).map((node) => {
        const why = node.failureSummary?.split('\n').slice(1).join(' ').trim();
        return `${node.target.join(' ')}${why ? ` [${why}]` : ''}`;
      });
      return `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.length} node(s): ${nodes.join(' | ')}`;
    });
}
