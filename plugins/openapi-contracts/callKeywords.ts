import {versionMapping} from '../../src/data/versionMapping';
import {versions} from '../../src/data/versions';
import {listOperations, loadContract} from './contracts';
import {endpointElement} from './docsPages';

// A call page's search keywords: the search matches whole words, and a developer searches
// for the call by the name their code or the Postman collection uses, its operationId, or
// by its name in the other version (`addRevision` finds `createRevision` too). Read from the
// page's <ApiEndpoint> and from src/data/versionMapping.ts; the config's parseFrontMatter
// adds them to the page's `keywords`, which the search indexes.

/**
 * The last parts of the dotted operationIds (OLD-3.0.0's `deliverables.addRevision`) that
 * name one call only. Read once: the hook runs for every page, twice per build.
 */
let uniqueLastPartsRead: Set<string> | undefined;
function uniqueLastParts(): Set<string> {
  if (uniqueLastPartsRead) return uniqueLastPartsRead;
  const count = new Map<string, number>();
  for (const {contract} of versions)
    for (const {operationId} of listOperations(loadContract(contract))) {
      const last = operationId.split('.').at(-1)!;
      if (last !== operationId) count.set(last, (count.get(last) ?? 0) + 1);
    }
  uniqueLastPartsRead = new Set([...count].filter(([, calls]) => calls === 1).map(([last]) => last));
  return uniqueLastPartsRead;
}

export function callKeywords(source: string): string[] {
  const mappings = Object.values(versionMapping);
  const names = [...source.matchAll(new RegExp(endpointElement, 'g'))].flatMap(([, , operationId]) => [
    operationId,
    ...mappings.flatMap((mapping) =>
      mapping.final === null
        ? []
        : mapping.finalOperationId === operationId
          ? [mapping.v3OperationId]
          : mapping.v3OperationId === operationId
            ? [mapping.finalOperationId]
            : [],
    ),
  ]);
  // OLD-3.0.0's `deliverables.addRevision` is one word to the search: its last part too,
  // where it names one call (not `get` or `create`, which would rank these pages for any read).
  const unique = uniqueLastParts();
  const words = names.flatMap((name) => {
    const last = name?.split('.').at(-1);
    return name ? [name, ...(last && unique.has(last) ? [last] : [])] : [];
  });
  return [...new Set(words)];
}
