/**
 * The files published for each contract, relative to the site root: the contract itself
 * (the `contracts` static directory) and what plugins/contract-downloads generates from it
 * at build time. Pages link them through `pathname:///…`.
 */
export function downloadFiles(contract: string): {openapi: string; postman: string; types: string} {
  return {
    openapi: `openapi/${contract}.yaml`,
    postman: `openapi/${contract}.postman_collection.json`,
    types: `openapi/${contract}.d.ts`,
  };
}
