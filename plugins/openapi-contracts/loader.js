// Webpack/Rspack loader for `contracts/openapi/<name>.yaml?operation=<id>` and
// `?schema=<Name>`, and `contracts/scenarios/<name>.yaml?step=<id>` (./scenarioRemark.ts):
// returns only the view one MDX component needs, as JSON, so a
// page never ships the whole contract. The remark plugin (./remark.ts) adds these
// imports to pages. Plain JS because the bundler loads it directly; the TypeScript
// it uses is compiled on the fly by jiti, which Docusaurus itself uses for its config.
const path = require('node:path');
const jiti = require('jiti')(__filename);

module.exports = function openapiViewLoader() {
  const {contractFile, loadContract} = jiti('./contracts.ts');
  const {buildOperationView, buildSamplesView, buildSchemaView, buildOverviewView} = jiti('./views.ts');
  const {docsFiles, operationPages} = jiti('./operationPages.ts');
  const query = new URLSearchParams(this.resourceQuery.replace(/^\?/, ''));
  if (query.has('step')) {
    const {loadScenarioFile} = jiti('./scenarios.ts');
    const {buildScenarioStepView} = jiti('./scenarioViews.ts');
    for (const file of ['contracts.ts', 'views.ts', 'scenarios.ts', 'scenarioViews.ts']) this.addDependency(path.join(__dirname, file));
    const loaded = loadScenarioFile(this.resourcePath);
    // A step shows its call's samples: rebuild when a contract changes.
    for (const step of loaded.scenario.steps) this.addDependency(contractFile(step.contract ?? loaded.scenario.contract));
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(buildScenarioStepView(loaded, query.get('step'))))});`;
  }
  const contract = path.basename(this.resourcePath).replace(/\.ya?ml$/, '');
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
