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
const {
  buildOperationView,
  buildOverviewView,
  buildSamplesView,
  buildSchemaView,
  buildServersView,
  buildTransitionsView,
} = requireTs('./views.ts', __filename);
const {docsFiles, docsPages} = requireTs('./docsPages.ts', __filename);
const {loadScenarioFile} = requireTs('./scenarios.ts', __filename);
const {buildScenarioStepView} = requireTs('./scenarioViews.ts', __filename);
const {renderSamples} = requireTs('./renderedSamples.ts', __filename);
const {layoutMachine} = requireTs('../../src/components/StateDiagram/layout.ts', __filename);

/** The view an import asks for, by its query: servers, overview, transitions, samples, operation or schema. */
function viewOf(contract, doc, query) {
  if (query.has('servers')) return buildServersView(contract, doc);
  if (query.has('overview')) return buildOverviewView(contract, doc, docsPages(contract));
  if (query.get('part') === 'transitions') {
    const machine = buildTransitionsView(contract, doc, query.get('schema'), docsPages(contract));
    // The diagram is laid out here: the layout engine never ships to the browser.
    return {...machine, layout: layoutMachine(machine)};
  }
  if (query.has('operation')) {
    const operationId = query.get('operation');
    const view =
      query.get('part') === 'samples'
        ? buildSamplesView(contract, doc, operationId)
        : buildOperationView(contract, doc, operationId);
    view.rendered = renderSamples(view);
    // The samples view's response examples travel as rendered code only.
    if (query.get('part') === 'samples') view.responses = view.responses.map(({status, schema}) => ({status, schema}));
    return view;
  }
  return buildSchemaView(contract, doc, query.get('schema'));
}

// A production build compiles every page twice, for the browser and for the server
// render, with the same contracts: each view is computed once. Other modes may be
// watching files, so they always compute.
const builtModules = new Map();

module.exports = function openapiViewLoader() {
  const query = new URLSearchParams(this.resourceQuery.replace(/^\?/, ''));
  // The views depend on this code too: rebuild pages when it changes.
  const code = [
    'contracts.ts',
    'views.ts',
    'renderedSamples.ts',
    '../../src/components/ApiCodeSamples/generate.ts',
    '../build-highlight/highlight.ts',
    '../../src/components/StateDiagram/layout.ts',
  ];
  const once = (build) => {
    if (this.mode !== 'production') return build();
    const key = this.resourcePath + this.resourceQuery;
    if (!builtModules.has(key)) builtModules.set(key, build());
    return builtModules.get(key);
  };
  // JSON.parse of a string literal parses faster than the same object literal.
  const moduleOf = (view) => `export default JSON.parse(${JSON.stringify(JSON.stringify(view))});`;
  if (query.has('step')) {
    for (const file of [...code, 'scenarios.ts', 'scenarioViews.ts']) this.addDependency(path.join(__dirname, file));
    const loaded = loadScenarioFile(this.resourcePath);
    // A step shows its call's samples: rebuild when a contract changes.
    for (const step of loaded.scenario.steps)
      this.addDependency(contractFile(step.contract ?? loaded.scenario.contract));
    return once(() => {
      const stepView = buildScenarioStepView(loaded, query.get('step'));
      if (stepView.kind === 'call') stepView.operation.rendered = renderSamples(stepView.operation);
      return moduleOf(stepView);
    });
  }
  const contract = path.basename(this.resourcePath).replace(/\.ya?ml$/, '');
  for (const file of code) this.addDependency(path.join(__dirname, file));
  if (query.has('overview') || query.get('part') === 'transitions') {
    // These views link calls and events to their pages: rebuild them when a page changes.
    this.addDependency(path.join(__dirname, 'docsPages.ts'));
    for (const file of docsFiles()) this.addDependency(file);
  }
  return once(() => moduleOf(viewOf(contract, loadContract(contract), query)));
};
