/**
 * Where each API contract (contracts/openapi/<name>.yaml) is documented, so that
 * components link a scope or an error code to the right version's page.
 */
export const contractDocsBase: Record<string, string> = {
  'final-1.0.0': '/api',
  'v3.0.0': '/v3.0.0',
};

export function docsBaseOf(contract: string): string {
  const base = contractDocsBase[contract];
  if (!base) throw new Error(`No docs base for contract "${contract}"; add it to src/data/contracts.ts.`);
  return base;
}
