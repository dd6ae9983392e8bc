import type {Heading, Root, RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {VFile} from 'vfile';
import {findStep, loadScenario, scenariosSiteDir} from './scenarios';
import {expressionAttribute, importNode, literal, replaceFlowElements, type JsxElement} from './mdxNodes';

// Remark plugin, run before Docusaurus' own (so that headings get their anchors and
// reach the table of contents): each
//   <ScenarioStep scenario="tutorial" step="quote" />
// becomes the step's title as a heading (level 2, or `level="3"` or `"4"`; numbered when the
// scenario says so), its prose as Markdown, and the element itself with a `data` prop
// holding the step's view, imported from `contracts/scenarios/tutorial.yaml?step=quote&shown=…`
// (./loader.js). `shown` lists the scenario's steps the page renders, which a step may name
// by their titles. An unknown scenario or step fails the build with the page and line.

/** The steps of each scenario that the page renders, by scenario name. */
function shownSteps(nodes: RootContent[], shown = new Map<string, Set<string>>()): Map<string, Set<string>> {
  for (const node of nodes) {
    if (node.type === 'mdxJsxFlowElement' && node.name === 'ScenarioStep') {
      const element = node as unknown as JsxElement;
      const name = literal(element, 'scenario');
      const stepId = literal(element, 'step');
      if (name && stepId) shown.set(name, (shown.get(name) ?? new Set()).add(stepId));
    } else if ('children' in node) shownSteps(node.children as RootContent[], shown);
  }
  return shown;
}

export default function remarkScenarios() {
  return (tree: Root, file: VFile) => {
    const imports: RootContent[] = [];
    const numbers = new Map<string, number>();
    const shown = shownSteps(tree.children);
    tree.children = replaceFlowElements(tree.children, 'ScenarioStep', (node) => {
      const element = node as unknown as JsxElement;
      const name = literal(element, 'scenario');
      const stepId = literal(element, 'step');
      if (!name || !stepId)
        file.fail('<ScenarioStep> needs scenario="..." and step="..." as strings.', element.position);
      let title: string;
      let prose: string | undefined;
      let numbered: boolean | undefined;
      try {
        const loaded = loadScenario(name!);
        const {step} = findStep(loaded, stepId!);
        ({title, prose} = step);
        numbered = loaded.scenario.numbered;
      } catch (error) {
        file.fail(`<ScenarioStep>: ${(error as Error).message}`, element.position);
      }
      const depth = Number(literal(element, 'level') ?? 2);
      if (![2, 3, 4].includes(depth)) file.fail('<ScenarioStep level="..."> is 2, 3 or 4.', element.position);
      if (numbered && depth === 2) numbers.set(name!, (numbers.get(name!) ?? 0) + 1);
      const heading: Heading = {
        type: 'heading',
        depth: depth as 2 | 3 | 4,
        children: [{type: 'text', value: numbered && depth === 2 ? `${numbers.get(name!)}. ${title!}` : title!}],
      };
      const identifier = `__scenarioStep${imports.length}`;
      const query = new URLSearchParams({step: stepId!, shown: [...shown.get(name!)!].sort().join(',')});
      imports.push(importNode(identifier, `@site/${scenariosSiteDir}/${name}.yaml?${query}`));
      element.attributes = element.attributes.filter((attribute) => attribute.name !== 'level');
      element.attributes.push(expressionAttribute('data', identifier));
      return [heading, ...(prose ? (fromMarkdown(prose).children as RootContent[]) : []), node];
    });
    tree.children.unshift(...imports);
  };
}
