import {STATUS_CODES} from 'node:http';
import type {Heading, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import {errorCodePairs} from '../version-mapping/mappingData';
import {currentVersion, docsBaseOf, olderVersion, versionOfContract} from '../../src/data/versions';
import {loadContract} from './contracts';
import {literal, replaceFlowElements, type JsxElement} from './mdxNodes';
import {buildOverviewView, errorExampleMessages} from './views';

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
function catalogueEntries(contract: string): Array<{code: string; statuses: string[]; description?: string}> {
  const view = buildOverviewView(contract, loadContract(contract), {operations: new Map(), schemas: new Map()});
  return view.errors.map((error) => ({
    code: String(error.value),
    statuses: error.statuses,
    description: error.description,
  }));
}

/**
 * What a code says in words, for readers and for the search, which matches whole words:
 * `quote_expired` reads "quote expired"; a numeric code (OLD-3.0.0's `4001`) the lead of
 * its description ("Action not allowed: ...").
 */
function wordsOf(code: string, description = ''): string {
  return /^\d+$/.test(code) ? (/^([^:.]+)[:.]/.exec(description)?.[1] ?? '') : code.replaceAll('_', ' ');
}

/** The same error in the other version, from the migration table's renamed codes (src/data/versionMapping.ts). */
function counterpartCodes(
  contract: string,
  code: string,
  pairs: Array<{v3: string; final: string}>,
): {version: string; contract: string; codes: string[]} {
  const isCurrent = versionOfContract(contract).name === currentVersion.name;
  const other = isCurrent ? olderVersion : currentVersion;
  return {
    version: other.label,
    contract: other.contract,
    codes: pairs
      .filter((pair) => (isCurrent ? pair.final : pair.v3) === code)
      .map((pair) => (isCurrent ? pair.v3 : pair.final)),
  };
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
      const pairs = errorCodePairs(catalogueCodes(olderVersion.contract), catalogueCodes(currentVersion.contract));
      const messages = errorExampleMessages(loadContract(contract));
      return entries.flatMap(({code, statuses, description}): RootContent[] => {
        // The code in words and its statuses with their reason phrases beside it, so that a
        // search for "invalid token" or "409 conflict" finds the codes it can mean; the
        // anchor stays the code, which every `/api/errors#<code>` link names.
        const words = wordsOf(code, description);
        const withReasons = statuses.map((status) => `${status} ${STATUS_CODES[status] ?? ''}`.trim());
        const heading: Heading = {
          type: 'heading',
          depth: 3,
          children: [
            {type: 'inlineCode', value: code},
            {
              type: 'text',
              value: `${words ? `: ${words}` : ''}${withReasons.length > 0 ? ` (HTTP ${withReasons.join(', ')})` : ''}`,
            },
          ],
          data: {hProperties: {id: code}},
        };
        // Where a migrating reader comes from: the same error's code in the other version.
        const counterpart = counterpartCodes(contract, code, pairs);
        const after: Paragraph[] =
          counterpart.codes.length > 0
            ? [
                {
                  type: 'paragraph',
                  children: [
                    {type: 'text', value: `In ${counterpart.version}: `},
                    ...counterpart.codes.flatMap((other, index): PhrasingContent[] => [
                      ...(index > 0 ? [{type: 'text' as const, value: ', '}] : []),
                      {
                        type: 'link',
                        url: `${docsBaseOf(counterpart.contract)}/errors#${other}`,
                        children: [{type: 'inlineCode', value: other}],
                      },
                    ]),
                    {type: 'text', value: '.'},
                  ],
                },
              ]
            : [];
        const shown = messages.get(code) ?? [];
        if (shown.length > 0)
          after.push({
            type: 'paragraph',
            children: [
              {
                type: 'text',
                value: `${shown.length > 1 ? 'Messages in the examples' : 'Message in the example'}: ${shown.map((message) => `“${message}”`).join('; ')}`,
              },
            ],
          });
        const entry = {
          ...node,
          attributes: [...node.attributes, {type: 'mdxJsxAttribute' as const, name: 'code', value: code}],
        };
        return [heading, entry, ...after];
      });
    });
  };
}
