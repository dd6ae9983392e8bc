// Webpack/Rspack loader for `contracts/openapi/<name>.yaml?operation=<id>` and
// `?schema=<Name>`, and `contracts/scenarios/<name>.yaml?step=<id>` (./scenarioRemark.ts):
// returns only the view one MDX component needs, as JSON, so a
// page never ships the whole contract. The remark plugin (./remark.ts) adds these
// imports to pages. Plain JS because the bundler requires it directly; the TypeScript
// it uses is compiled once per build through tsx's API (the runner of scripts/).
const path = require('node:path');
const {register} = require('tsx/cjs/api');

const requireTs = register({namespace: 'openapi-contracts-loader'}).require;
const {contractFile, loadContract} = requireTs('./contracts.ts', __filename);
const {buildOperationView, buildOverviewView, buildSamplesView, buildSchemaView, buildServersView, buildTransitionsView} =
  requireTs('./views.ts', __filename);
const {docsFiles, docsPages} = requireTs('./docsPages.ts', __filename);
const {loadScenarioFile} = requireTs('./scenarios.ts', __filename);
const {buildScenarioStepView} = requireTs('./scenarioViews.ts', __filename);

/** The view an import asks for, by its query: servers, overview, transitions, samples, operation or schema. */
function viewOf(contract, doc, query) {
  if (query.has('servers')) return buildServersView(contract, doc);
  if (query.has('overview')) return buildOverviewView(contract, doc, docsPages(contract));
  if (query.get('part') === 'transitions') return buildTransitionsView(contract, doc, query.get('schema'), docsPages(contract));
  if (query.has('operation')) {
    const operationId = query.get('operation');
    return query.get('part') === 'samples'
      ? buildSamplesView(contract, doc, operationId)
      : buildOperationView(contract, doc, operationId);
  }
  return buildSchemaView(contract, doc, query.get('schema'));
}

module.exports = function openapiViewLoader() {
  const query = new URLSearchParams(this.resourceQuery.replace(/^\?/, ''));
  if (query.has('step')) {
    for (const file of ['contracts.ts', 'views.ts', 'scenarios.ts', 'scenarioViews.ts']) this.addDependency(path.join(__dirname, file));
    const loaded = loadScenarioFile(this.resourcePath);
    // A step shows its call's samples: rebuild when a contract changes.
    for (const step of loaded.scenario.steps) this.addDependency(contractFile(step.contract ?? loaded.scenario.contract));
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(buildScenarioStepView(loaded, query.get('step'))))});`;
  }
  const contract = path.basename(this.resourcePath).replace(/\.ya?ml$/, '');
  // The views depend on this code too: rebuild pages when it changes.
  for (const file of ['contracts.ts', 'views.ts']) this.addDependency(path.join(__dirname, file));
  if (query.has('overview') || query.get('part') === 'transitions') {
    // These views link calls and events to their pages: rebuild them when a page changes.
    this.addDependency(path.join(__dirname, 'docsPages.ts'));
    for (const file of docsFiles()) this.addDependency(file);
  }
  const view = viewOf(contract, loadContract(contract), query);
  // JSON.parse of a string literal parses faster than the same object literal.
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(view))});`;
};
