import type {Root, RootContent} from 'mdast';
import {div} from './mdxNodes';

// Remark plugin: on a call page, the request and response samples and the sections that
// describe the call's fields (parameters, request body, response) are wrapped as two
// panes. From about 1400 px the samples stay in view beside the fields
// (src/css/callPanes.css); below that, the page reads in one column as before.
// Headings keep their place in the text, so the table of contents does not change.

const sampleComponents = new Set(['ApiCodeSamples', 'ApiResponseSample']);
const fieldComponents = new Set(['ApiParameters', 'ApiRequestBody', 'ApiResponse']);

type Element = RootContent & {name?: string | null};

const nameOf = (node: RootContent) => (node.type === 'mdxJsxFlowElement' ? (node as Element).name : undefined);

export default function remarkCallPanes() {
  return (tree: Root) => {
    const first = tree.children.findIndex((node) => nameOf(node) === 'ApiCodeSamples');
    if (first < 0) return;
    let samplesEnd = first + 1;
    while (samplesEnd < tree.children.length && sampleComponents.has(nameOf(tree.children[samplesEnd]) ?? ''))
      samplesEnd++;
    let lastField = -1;
    tree.children.forEach((node, index) => {
      if (index >= samplesEnd && fieldComponents.has(nameOf(node) ?? '')) lastField = index;
    });
    // Samples without field tables (the tutorial, guides): nothing to put beside them.
    if (lastField < 0) return;
    // The fields pane runs to the end of the section holding the last field table.
    let fieldsEnd = lastField + 1;
    while (
      fieldsEnd < tree.children.length &&
      !(tree.children[fieldsEnd].type === 'heading' && (tree.children[fieldsEnd] as {depth: number}).depth <= 2)
    ) {
      fieldsEnd++;
    }
    const samples = tree.children.slice(first, samplesEnd);
    const fields = tree.children.slice(samplesEnd, fieldsEnd);
    const panes = div('api-call-panes', [
      div('api-call-panes__samples', samples, {role: 'region', 'aria-label': 'Request and response samples'}),
      div('api-call-panes__fields', fields),
    ]);
    tree.children.splice(first, fieldsEnd - first, panes);
  };
}
