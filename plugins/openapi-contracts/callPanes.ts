import type {Root, RootContent} from 'mdast';
import {div} from './mdxNodes';

// Remark plugin: on a call page, the request and response samples and the rest of the page
// (parameters, request body, response, errors) are wrapped as two panes. From about
// 1400 px the samples stay in view beside the fields (src/css/callPanes.css); below that,
// the page reads in one column as before. Headings keep their place in the text, so the
// table of contents does not change. The fields pane runs to the end of the page: the
// search index takes a page's intro up to its first heading outside the panes, which
// would otherwise take in every sample and field.

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
    // Samples without field tables (the tutorial, guides): nothing to put beside them.
    if (!tree.children.slice(samplesEnd).some((node) => fieldComponents.has(nameOf(node) ?? ''))) return;
    const samples = tree.children.slice(first, samplesEnd);
    const fields = tree.children.slice(samplesEnd);
    const panes = div('api-call-panes', [
      div('api-call-panes__samples', samples, {role: 'region', 'aria-label': 'Request and response samples'}),
      // `markdown`: Infima sizes and spaces the headings and paragraphs of `.markdown`'s
      // own children only, and the page's sections are now the pane's.
      div('api-call-panes__fields markdown', fields),
    ]);
    tree.children.splice(first, tree.children.length - first, panes);
  };
}
