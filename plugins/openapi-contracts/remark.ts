import type {Root} from 'mdast';
import type {Node} from 'unist';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';
import {contractsSiteDir, findOperation, loadContract, successExampleNames} from './contracts';
import {expressionAttribute, importNode, literal, type JsxElement} from './mdxNodes';

// Remark plugin: an MDX element such as
//   <ApiEndpoint contract="final-1.0.0" operationId="createProject" />
//   <ApiSchema contract="final-1.0.0" schema="Project" />
// gets a `data` prop holding the view the loader cuts from the contract, through an
// import the plugin adds to the page. Unknown contracts, operations or schemas fail
// the build with the page and the line of each.

/** Components that only show a call's samples, so a page of nothing else needs only those. */
const sampleOnlyComponents = new Set(['ApiCodeSamples', 'ApiResponseSample']);

/**
 * What the page's elements show of each call, by `<contract>#<operationId>`: the calls
 * shown in full (not by a samples component alone), and the named response examples shown,
 * so that a call's view ships those only, rendered, not every example of the call.
 */
function callsOnPage(tree: Root): {full: Set<string>; examples: Map<string, string[]>} {
  const full = new Set<string>();
  const examples = new Map<string, Set<string>>();
  visit(tree, (node: Node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const element = node as JsxElement;
    const operationId = literal(element, 'operationId');
    if (!operationId) return;
    const call = `${literal(element, 'contract')}#${operationId}`;
    if (!sampleOnlyComponents.has(element.name ?? '')) full.add(call);
    const example = literal(element, 'example');
    if (example) examples.set(call, (examples.get(call) ?? new Set()).add(example));
  });
  return {full, examples: new Map([...examples].map(([call, names]) => [call, [...names].sort()]))};
}

/** The `ruleId` of each problem the plugin finds, for checks that read them off the file (npm run check:docs). */
export const componentProblem = 'api-component';

/** What is wrong with an element that names a contract; undefined if nothing is. */
function problemOf(element: JsxElement, contract: string): string | undefined {
  const operationId = literal(element, 'operationId');
  const schema = literal(element, 'schema');
  const view = literal(element, 'view');
  if (!operationId && !schema && view !== 'overview')
    return `<${element.name}> names contract="${contract}" but neither operationId="...", schema="..." nor view="overview" as a string.`;
  if (view !== undefined && !['overview', 'transitions'].includes(view))
    return `<${element.name}>: view="${view}" is neither "overview" nor "transitions" (with schema="...").`;
  let doc;
  try {
    doc = loadContract(contract);
  } catch (error) {
    return `<${element.name}>: ${(error as Error).message}`;
  }
  if (operationId && !findOperation(doc, operationId))
    return `<${element.name}>: contract ${contract} has no operation "${operationId}".`;
  const unknownCall = literal(element, 'calls')
    ?.split(/\s+/)
    .find((call) => call && !findOperation(doc, call));
  if (unknownCall) return `<${element.name}>: contract ${contract} has no operation "${unknownCall}" (calls).`;
  if (schema && !(doc.components?.schemas as Record<string, unknown> | undefined)?.[schema])
    return `<${element.name}>: contract ${contract} has no schema "${schema}".`;
  const example = literal(element, 'example');
  if (example && operationId && !successExampleNames(doc, operationId).includes(example))
    return `<${element.name}>: ${operationId} of contract ${contract} has no response example "${example}" (it has: ${successExampleNames(doc, operationId).join(', ') || 'none by name'}).`;
  return undefined;
}

export default function remarkOpenapiContracts() {
  return (tree: Root, file: VFile) => {
    const imports = new Map<string, string>();
    // A page like the tutorial shows many calls' samples and nothing else of them: it
    // imports the lighter samples view, unless the page needs the full view anyway.
    const {full: fullCalls, examples: shownExamples} = callsOnPage(tree);
    // Every element is checked before the page fails, so that a writer sees all at once.
    const problems: Array<ReturnType<VFile['message']>> = [];
    visit(tree, (node: Node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as JsxElement;
      const contract = literal(element, 'contract');
      // Every Api… element of a page reads a contract; without one it would fail in the render.
      if (!contract && element.name?.startsWith('Api') && !element.attributes.some((a) => a.name === 'data')) {
        problems.push(
          file.message(`<${element.name}> needs contract="..." as a string, such as contract="final-1.0.0".`, {
            place: element.position,
            ruleId: componentProblem,
          }),
        );
        return;
      }
      if (!contract || element.attributes.some((attribute) => attribute.name === 'data')) return;
      const problem = problemOf(element, contract);
      if (problem) {
        problems.push(file.message(problem, {place: element.position, ruleId: componentProblem}));
        return;
      }
      const operationId = literal(element, 'operationId');
      const schema = literal(element, 'schema');
      const view = literal(element, 'view');
      const samplesOnly = operationId !== undefined && !fullCalls.has(`${contract}#${operationId}`);
      const named = shownExamples.get(`${contract}#${operationId}`);
      const query = operationId
        ? `operation=${encodeURIComponent(operationId)}${samplesOnly ? '&part=samples' : ''}${named ? `&examples=${named.map(encodeURIComponent).join(',')}` : ''}`
        : schema
          ? `schema=${encodeURIComponent(schema)}${view === 'transitions' ? '&part=transitions' : ''}`
          : 'overview';
      const source = `@site/${contractsSiteDir}/${contract}.yaml?${query}`;
      let identifier = imports.get(source);
      if (!identifier) {
        identifier = `__contractView${imports.size}`;
        imports.set(source, identifier);
      }
      element.attributes.push(expressionAttribute('data', identifier));
    });
    if (problems.length === 1) file.fail(problems[0].reason, problems[0].place);
    if (problems.length > 1) {
      const list = problems.map((problem) => `  ${problem.line}:${problem.column} ${problem.reason}`).join('\n');
      file.fail(`${problems.length} API components are wrong:\n${list}`, problems[0].place);
    }
    tree.children.unshift(...[...imports].map(([source, identifier]) => importNode(identifier, source)));
  };
}
