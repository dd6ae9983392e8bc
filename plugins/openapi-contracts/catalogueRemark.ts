import type {Heading, Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import {loadContract} from './contracts';
import {literal, replaceFlowElements, type JsxElement} from './mdxNodes';
import {buildOverviewView} from './views';

// Remark plugin, run before Docusaurus' own (so that the headings get their anchors and
// reach the table of contents): the error catalogue
//   <ApiErrorCatalogue contract="final-1.0.0" view="overview" />
// becomes one level-3 heading per error code of the contract, in the catalogue's order,
// each followed by the element with `code="<code>"`, which shows that code's statuses,
// meaning, what to do and the calls that return it. A heading per code is what the search
// index and the table of contents are made of: searching a code lands on its entry, and
// `/api/errors#<code>` links land on its heading.

/** The element this plugin expands. */
export const errorCatalogueElement = 'ApiErrorCatalogue';

/** The codes of a contract's error catalogue with their HTTP statuses, in the order the page shows them. */
function catalogueEntries(contract: string): Array<{code: string; statuses: string[]}> {
  const view = buildOverviewView(contract, loadContract(contract), {operations: new Map(), schemas: new Map()});
  return view.errors.map((error) => ({code: String(error.value), statuses: error.statuses}));
}

/** The codes of a contract's error catalogue, in the order the page shows them. */
export function catalogueCodes(contract: string): string[] {
  return catalogueEntries(contract).map(({code}) => code);
}

export default function remarkErrorCatalogue() {
  return (tree: Root, file: VFile) => {
    tree.children = replaceFlowElements(tree.children, errorCatalogueElement, (node) => {
      const element = node as unknown as JsxElement;
      const contract = literal(element, 'contract');
      if (!contract || literal(element, 'view') !== 'overview' || literal(element, 'code') !== undefined)
        return file.fail(
          `<${errorCatalogueElement}> takes contract="..." and view="overview", and shows every code of the contract.`,
          node.position,
        );
      let entries: ReturnType<typeof catalogueEntries>;
      try {
        entries = catalogueEntries(contract);
      } catch (error) {
        return file.fail(`<${errorCatalogueElement}>: ${(error as Error).message}`, node.position);
      }
      return entries.flatMap(({code, statuses}): RootContent[] => {
        // The status beside the code, so that a search for "409" finds the codes it can mean;
        // the anchor stays the code, which every `/api/errors#<code>` link names.
        const heading: Heading = {
          type: 'heading',
          depth: 3,
          children: [
            {type: 'inlineCode', value: code},
            ...(statuses.length > 0 ? [{type: 'text' as const, value: ` (HTTP ${statuses.join(', ')})`}] : []),
          ],
          data: {hProperties: {id: code}},
        };
        const entry = {
          ...node,
          attributes: [...node.attributes, {type: 'mdxJsxAttribute' as const, name: 'code', value: code}],
        };
        return [heading, entry];
      });
    });
  };
}
