// Webpack/Rspack loader for `contracts/openapi/<name>.yaml?operation=<id>` and
// `?schema=<Name>`: returns only the view one MDX component needs, as JSON, so a
// page never ships the whole contract. The remark plugin (./remark.ts) adds these
// imports to pages. Plain JS because the bundler requires it directly; the TypeScript
// it uses is compiled once per build through tsx's API (the runner of scripts/).
const path = require('node:path');
const {register} = require('tsx/cjs/api');

const requireTs = register({namespace: 'openapi-contracts-loader'}).require;
const {loadContract} = requireTs('./contracts.ts', __filename);
const {buildOperationView, buildSamplesView, buildSchemaView, buildOverviewView} = requireTs('./views.ts', __filename);
const {docsFiles, operationPages} = requireTs('./operationPages.ts', __filename);

module.exports = function openapiViewLoader() {
  const contract = path.basename(this.resourcePath).replace(/\.ya?ml$/, '');
  const query = new URLSearchParams(this.resourceQuery.replace(/^\?/, ''));
  // The views depend on this code too: rebuild pages when it changes.
  for (const file of ['contracts.ts', 'views.ts']) this.addDependency(path.join(__dirname, file));
  const doc = loadContract(contract);
  if (query.has('overview')) {
    // The overview links each call to its page: rebuild it when a page changes.
    for (const file of ['operationPages.ts']) this.addDependency(path.join(__dirname, file));
    for (const file of docsFiles()) this.addDependency(file);
  }
  const view = query.has('overview')
    ? buildOverviewView(contract, doc, operationPages(contract))
    : query.has('operation')
      ? query.get('part') === 'samples'
        ? buildSamplesView(contract, doc, query.get('operation'))
        : buildOperationView(contract, doc, query.get('operation'))
      : buildSchemaView(contract, doc, query.get('schema'));
  // JSON.parse of a string literal parses faster than the same object literal.
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(view))});`;
};
