import type {Root} from 'mdast';
import type {Node} from 'unist';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';
import {contractsSiteDir, findOperation, loadContract} from './contracts';
import {expressionAttribute, importNode, literal, type JsxElement} from './mdxNodes';

// Remark plugin: an MDX element such as
//   <ApiEndpoint contract="final-1.0.0" operationId="createProject" />
//   <ApiSchema contract="final-1.0.0" schema="Project" />
// gets a `data` prop holding the view the loader cuts from the contract, through an
// import the plugin adds to the page. Unknown contracts, operations or schemas fail
// the build with the page and line.

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

export default function remarkOpenapiContracts() {
  return (tree: Root, file: VFile) => {
    const imports = new Map<string, string>();
    // A page like the tutorial shows many calls' samples and nothing else of them: it
    // imports the lighter samples view, unless the page needs the full view anyway.
    const fullCalls = callsShownInFull(tree);
    visit(tree, (node: Node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as JsxElement;
      const contract = literal(element, 'contract');
      if (!contract || element.attributes.some((attribute) => attribute.name === 'data')) return;
      const operationId = literal(element, 'operationId');
      const schema = literal(element, 'schema');
      const view = literal(element, 'view');
      if (!operationId && !schema && view !== 'overview') {
        file.fail(
          `<${element.name}> names contract="${contract}" but neither operationId="...", schema="..." nor view="overview" as a string.`,
          element.position,
        );
      }
      if (view !== undefined && !['overview', 'transitions'].includes(view)) {
        file.fail(
          `<${element.name}>: view="${view}" is neither "overview" nor "transitions" (with schema="...").`,
          element.position,
        );
      }
      let doc;
      try {
        doc = loadContract(contract);
      } catch (error) {
        file.fail(`<${element.name}>: ${(error as Error).message}`, element.position);
      }
      if (operationId && !findOperation(doc, operationId)) {
        file.fail(`<${element.name}>: contract ${contract} has no operation "${operationId}".`, element.position);
      }
      for (const call of literal(element, 'calls')?.split(/\s+/).filter(Boolean) ?? []) {
        if (!findOperation(doc, call))
          file.fail(`<${element.name}>: contract ${contract} has no operation "${call}" (calls).`, element.position);
      }
      if (schema && !(doc.components?.schemas as Record<string, unknown> | undefined)?.[schema]) {
        file.fail(`<${element.name}>: contract ${contract} has no schema "${schema}".`, element.position);
      }
      const samplesOnly = operationId !== undefined && !fullCalls.has(`${contract}#${operationId}`);
      const query = operationId
        ? `operation=${encodeURIComponent(operationId)}${samplesOnly ? '&part=samples' : ''}`
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
    tree.children.unshift(...[...imports].map(([source, identifier]) => importNode(identifier, source)));
  };
}
