import path from 'node:path';
import {contractFile, loadContract, type OpenApiDocument} from './contracts';
import {docsFiles, docsPages} from './docsPages';
import {renderSamples} from './renderedSamples';
import type {OperationView} from './types';
import {loadScenarioFile} from './scenarios';
import {buildScenarioStepView} from './scenarioViews';
import {
  buildOperationView,
  buildOverviewView,
  buildSamplesView,
  buildSchemaView,
  buildServersView,
  buildTransitionsView,
} from './views';
import {layoutMachine} from '../../src/components/StateDiagram/layout';

/** What the module of a view needs from the bundler's loader context. */
export type ViewRequest = {
  resourcePath: string;
  resourceQuery: string;
  mode?: string;
  addDependency(file: string): void;
};

/** The view an import asks for, by its query: servers, overview, transitions, samples, operation or schema. */
function viewOf(contract: string, doc: OpenApiDocument, query: URLSearchParams): unknown {
  if (query.has('servers')) return buildServersView(contract, doc);
  if (query.has('overview')) return buildOverviewView(contract, doc, docsPages(contract));
  if (query.get('part') === 'transitions') {
    const machine = buildTransitionsView(contract, doc, query.get('schema')!, docsPages(contract));
    // The diagram is laid out here: the layout engine never ships to the browser.
    return {...machine, layout: layoutMachine(machine)};
  }
  if (query.has('operation')) {
    const operationId = query.get('operation')!;
    // Of the named examples, those the page shows (`examples=`), rendered; no other ships.
    const shown = new Set(query.get('examples')?.split(',') ?? []);
    const rendered = (view: Omit<OperationView, 'rendered'>) => renderSamples(view, shown);
    if (query.get('part') === 'samples') {
      const view = buildSamplesView(contract, doc, operationId);
      // The samples view's response examples travel as rendered code only.
      return {
        ...view,
        rendered: rendered(view),
        responses: view.responses.map(({status, schema}) => ({status, schema})),
      };
    }
    const view = buildOperationView(contract, doc, operationId);
    // Named examples travel as rendered code only.
    return {
      ...view,
      rendered: rendered(view),
      responses: view.responses.map(({namedExamples: _named, ...response}) => response),
    };
  }
  return buildSchemaView(contract, doc, query.get('schema')!);
}

// The views depend on this code too: rebuild pages when it changes.
const viewCode = [
  'contracts.ts',
  'views.ts',
  'renderedSamples.ts',
  '../../src/components/ApiCodeSamples/generate.ts',
  '../build-highlight/highlight.ts',
  '../../src/components/StateDiagram/layout.ts',
].map((file) => path.join(__dirname, file));

// A production build compiles every page twice, for the browser and for the server
// render, with the same contracts: each view is computed once. Other modes may be
// watching files, so they always compute.
const builtModules = new Map<string, string>();

/** The JavaScript module answering `<contract>.yaml?operation=…` (and the other view queries) or `<scenario>.yaml?step=…`. */
export function viewModule(request: ViewRequest): string {
  const query = new URLSearchParams(request.resourceQuery.replace(/^\?/, ''));
  const once = (build: () => unknown): string => {
    // JSON.parse of a string literal parses faster than the same object literal.
    const moduleOf = (): string => `export default JSON.parse(${JSON.stringify(JSON.stringify(build()))});`;
    if (request.mode !== 'production') return moduleOf();
    const key = request.resourcePath + request.resourceQuery;
    if (!builtModules.has(key)) builtModules.set(key, moduleOf());
    return builtModules.get(key)!;
  };
  if (query.has('step')) {
    for (const file of [...viewCode, ...['scenarios.ts', 'scenarioViews.ts'].map((file) => path.join(__dirname, file))])
      request.addDependency(file);
    const loaded = loadScenarioFile(request.resourcePath);
    // A step shows its call's samples: rebuild when a contract changes.
    for (const step of loaded.scenario.steps)
      request.addDependency(contractFile(step.contract ?? loaded.scenario.contract));
    return once(() => {
      const shown = new Set(query.get('shown')?.split(',') ?? []);
      const stepView = buildScenarioStepView(loaded, query.get('step')!, shown);
      if (stepView.kind === 'call') stepView.operation.rendered = renderSamples(stepView.operation);
      return stepView;
    });
  }
  const contract = path.basename(request.resourcePath).replace(/\.ya?ml$/, '');
  for (const file of viewCode) request.addDependency(file);
  if (query.has('overview') || query.get('part') === 'transitions') {
    // These views link calls and events to their pages: rebuild them when a page changes.
    request.addDependency(path.join(__dirname, 'docsPages.ts'));
    for (const file of docsFiles()) request.addDependency(file);
  }
  return once(() => viewOf(contract, loadContract(contract), query));
}
