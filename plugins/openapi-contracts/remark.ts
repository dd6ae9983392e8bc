import type {Root} from 'mdast';
import type {Node} from 'unist';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';
import {contractsSiteDir, deref, findOperation, loadContract, type JsonObject, type OpenApiDocument} from './contracts';
import {expressionAttribute, importNode, literal, type JsxElement} from './mdxNodes';

// Remark plugin: an MDX element such as
//   <ApiEndpoint contract="final-1.0.0" operationId="createProject" />
//   <ApiSchema contract="final-1.0.0" schema="Project" />
// gets a `data` prop holding the view the loader cuts from the contract, through an
// import the plugin adds to the page. Unknown contracts, operations or schemas fail
// the build with the page and the line of each.

/** Components that only show a call's samples, so a page of nothing else needs only those. */
const sampleOnlyComponents = new Set(['ApiCodeSamples', 'ApiResponseSample']);

/** `contract#operationId` of the calls some element of the page shows more of than samples. */
function callsShownInFull(tree: Root): Set<string> {
  const full = new Set<string>();
  visit(tree, (node: Node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const element = node as JsxElement;
    const operationId = literal(element, 'operationId');
    if (operationId && !sampleOnlyComponents.has(element.name ?? ''))
      full.add(`${literal(element, 'contract')}#${operationId}`);
  });
  return full;
}

/**
 * The named response examples the page's elements show, by `<contract>#<operationId>`: the
 * view of a call ships those only, rendered, not every example of the call.
 */
function examplesShown(tree: Root): Map<string, string[]> {
  const shown = new Map<string, Set<string>>();
  visit(tree, (node: Node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const element = node as JsxElement;
    const operationId = literal(element, 'operationId');
    const example = literal(element, 'example');
    if (!operationId || !example) return;
    const call = `${literal(element, 'contract')}#${operationId}`;
    shown.set(call, (shown.get(call) ?? new Set()).add(example));
  });
  return new Map([...shown].map(([call, names]) => [call, [...names].sort()]));
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

/** The names of the examples of an operation's successful responses. */
function successExampleNames(doc: OpenApiDocument, operationId: string): string[] {
  const responses = (findOperation(doc, operationId)?.operation.responses ?? {}) as JsonObject;
  return Object.entries(responses)
    .filter(([status]) => status.startsWith('2'))
    .flatMap(([, response]) => {
      const media = (deref<JsonObject>(doc, response).content as JsonObject | undefined)?.['application/json'];
      return Object.keys(((media as JsonObject | undefined)?.examples as JsonObject | undefined) ?? {});
    });
}

export default function remarkOpenapiContracts() {
  return (tree: Root, file: VFile) => {
    const imports = new Map<string, string>();
    // A page like the tutorial shows many calls' samples and nothing else of them: it
    // imports the lighter samples view, unless the page needs the full view anyway.
    const fullCalls = callsShownInFull(tree);
    const shownExamples = examplesShown(tree);
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
