import type {Root} from 'mdast';
import type {Node} from 'unist';
import {visit} from 'unist-util-visit';
import {VFile} from 'vfile';
import type {Document} from 'yaml';
import remarkScenarios from '../../../plugins/openapi-contracts/scenarioRemark';
import {
  findStep,
  loadScenario,
  type LoadedScenario,
  type ScenarioStep,
} from '../../../plugins/openapi-contracts/scenarios';
import type {ParsedPage} from './parse';
import type {DocProblem} from './problem';

// Guides show steps of a scenario (contracts/scenarios/<name>.yaml) through
// <ScenarioStep scenario="..." step="..." />, which the build turns into the step's
// heading and prose. The check does the same, with the build's own remark plugin, so that
// links reach those headings; the prose itself is spelled and its links checked in the
// scenario file, where a writer fixes them.

type JsxElement = Node & {name: string | null; attributes: {type: string; name?: string; value?: unknown}[]};

const literal = (element: JsxElement, name: string) => {
  const value = element.attributes.find(
    (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name,
  )?.value;
  return typeof value === 'string' ? value : undefined;
};

/** The scenario steps a page shows; unknown ones are reported by expandScenarios. */
export function scenarioStepsOf(page: ParsedPage): {loaded: LoadedScenario; index: number; step: ScenarioStep}[] {
  const steps: {loaded: LoadedScenario; index: number; step: ScenarioStep}[] = [];
  if (!page.tree) return steps;
  visit(page.tree, 'mdxJsxFlowElement', (node: Node) => {
    const element = node as JsxElement;
    const [name, stepId] = [literal(element, 'scenario'), literal(element, 'step')];
    if (element.name !== 'ScenarioStep' || !name || !stepId) return;
    try {
      const loaded = loadScenario(name);
      steps.push({loaded, ...findStep(loaded, stepId)});
    } catch {
      // Reported with the page's line by expandScenarios.
    }
  });
  return steps;
}

/**
 * Puts each step's heading and prose into the page's tree, as the build does. What the
 * plugin adds carries places in the scenario's prose, not in the page: they are removed
 * so that no check reads the page at them.
 */
export function expandScenarios(page: ParsedPage & {tree: Root}): DocProblem[] {
  const fromPage = new WeakSet<Node>();
  visit(page.tree, (node: Node) => void fromPage.add(node));
  try {
    remarkScenarios()(page.tree, new VFile({path: page.file, value: page.source}));
  } catch (error) {
    const {line, column, reason, message} = error as {line?: number; column?: number; reason?: string; message: string};
    return [{file: page.file, line: line ?? 1, column: column ?? 1, rule: 'scenario', message: reason ?? message}];
  }
  visit(page.tree, (node: Node) => {
    if (!fromPage.has(node)) delete node.position;
  });
  return [];
}

/** What a reader of the scenario's guide reads: its title, the steps' titles and prose, the inputs' descriptions. */
export function proseOfScenario(loaded: LoadedScenario, source: string): string {
  return proseOfYaml(loaded.yaml, source, [
    ['title'],
    ...loaded.scenario.steps.flatMap((_, index) => [
      ['steps', index, 'title'],
      ['steps', index, 'prose'],
    ]),
    ...Object.keys(loaded.scenario.inputs ?? {}).map((name) => ['inputs', name, 'description']),
  ]);
}

/**
 * The text of the YAML nodes at `paths`, in place (everything else blanked, so that
 * positions stay the file's), for the spelling check. Inline code in the prose is a name
 * of the API, not a word.
 */
export function proseOfYaml(yaml: Document, source: string, paths: (string | number)[][]): string {
  const masked = source.replace(/[^\n]/g, ' ').split('');
  for (const at of paths) {
    const node = yaml.getIn(at, true) as {range?: [number, number, number]} | undefined;
    if (node?.range) for (let index = node.range[0]; index < node.range[1]; index++) masked[index] = source[index];
  }
  return masked.join('').replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
}
