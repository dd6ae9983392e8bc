import type {Root, RootContent} from 'mdast';
import {div} from './mdxNodes';

// Remark plugin: on a call page, the request and response samples and the rest of the page
// (parameters, request body, response, errors) are wrapped as two panes. From about
// 1400 px the samples stay in view beside the fields (src/css/callPanes.css); below that,
// the page reads in one column as before. Headings keep their place in the text, so the
// table of contents does not change. On a call page the fields pane runs to the end of the
// page: the search index takes a page's intro up to its first heading outside the panes,
// which would otherwise take in every sample and field. In a guide, whose samples sit in
// a section of their own (the introduction's simulate call), it ends with the section that
// holds the last field table.

const sampleComponents = new Set(['ApiCodeSamples', 'ApiResponseSample']);
const fieldComponents = new Set(['ApiParameters', 'ApiRequestBody', 'ApiResponse']);

type Element = RootContent & {name?: string | null};

const nameOf = (node: RootContent) => (node.type === 'mdxJsxFlowElement' ? (node as Element).name : undefined);
const isSectionHeading = (node: RootContent) => node.type === 'heading' && node.depth <= 2;

export default function remarkCallPanes() {
  return (tree: Root) => {
    const {children} = tree;
    const first = children.findIndex((node) => nameOf(node) === 'ApiCodeSamples');
    if (first < 0) return;
    let samplesEnd = first + 1;
    while (samplesEnd < children.length && sampleComponents.has(nameOf(children[samplesEnd]) ?? '')) samplesEnd++;
    const fieldIndexes = children.flatMap((node, index) =>
      index >= samplesEnd && fieldComponents.has(nameOf(node) ?? '') ? [index] : [],
    );
    const lastField = fieldIndexes.at(-1) ?? -1;
    // Samples without field tables (the tutorial, guides): nothing to put beside them.
    if (lastField < 0) return;
    const inGuide = children.slice(0, first).some(isSectionHeading);
    const nextSection = children.findIndex((node, index) => index > lastField && isSectionHeading(node));
    const fieldsEnd = inGuide && nextSection >= 0 ? nextSection : children.length;
    const panes = div('api-call-panes', [
      div('api-call-panes__samples', children.slice(first, samplesEnd), {
        role: 'region',
        'aria-label': 'Request and response samples',
      }),
      // `markdown`: Infima sizes and spaces the headings and paragraphs of `.markdown`'s
      // own children only, and the page's sections are now the pane's.
      div('api-call-panes__fields markdown', children.slice(samplesEnd, fieldsEnd)),
    ]);
    children.splice(first, fieldsEnd - first, panes);
  };
}
