import {versionMapping} from '../../src/data/versionMapping';

// A call page's search keywords: the search matches whole words, and a developer searches
// for the call by the name their code or the Postman collection uses, its operationId, or
// by its name in the other version (`addRevision` finds `createRevision` too). Read from the
// page's <ApiEndpoint> and from src/data/versionMapping.ts; the config's parseFrontMatter
// adds them to the page's `keywords`, which the search indexes.

const endpointElement = /<ApiEndpoint\s+contract="[^"]+"\s+operationId="([^"]+)"/g;

export function callKeywords(source: string): string[] {
  const mappings = Object.values(versionMapping);
  const names = [...source.matchAll(endpointElement)].flatMap(([, operationId]) => [
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
  // OLD-3.0.0's `deliverables.addRevision` is one word to the search: its last part too.
  const words = names.flatMap((name) => (name ? [name, name.split('.').at(-1)!] : []));
  return [...new Set(words)];
}
