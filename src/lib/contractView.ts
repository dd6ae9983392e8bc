/**
 * The contract view a component receives as `data` from the remark plugin
 * (plugins/openapi-contracts). Missing data means the element was not written as
 * a plain MDX element with string props, which the plugin needs.
 */
export function requireView<T>(component: string, data: T | undefined, what: string): T {
  if (!data) {
    throw new Error(
      `<${component}> for ${what} got no contract data. Write it in MDX with string props (contract="..." and operationId="..." or schema="...").`,
    );
  }
  return data;
}
