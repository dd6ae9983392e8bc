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

/** The codes of a contract's error catalogue, in the order the page shows them. */
export function catalogueCodes(contract: string): string[] {
  const view = buildOverviewView(contract, loadContract(contract), {operations: new Map(), schemas: new Map()});
  return view.errors.map((error) => String(error.value));
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
      let codes: string[];
      try {
        codes = catalogueCodes(contract);
      } catch (error) {
        return file.fail(`<${errorCatalogueElement}>: ${(error as Error).message}`, node.position);
      }
      return codes.flatMap((code): RootContent[] => {
        const heading: Heading = {type: 'heading', depth: 3, children: [{type: 'inlineCode', value: code}]};
        const entry = {
          ...node,
          attributes: [...node.attributes, {type: 'mdxJsxAttribute' as const, name: 'code', value: code}],
        };
        return [heading, entry];
      });
    });
  };
}
