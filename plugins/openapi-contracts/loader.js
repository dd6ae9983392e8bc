// Webpack/Rspack loader for `contracts/openapi/<name>.yaml?operation=<id>` and
// `?schema=<Name>`, and `contracts/scenarios/<name>.yaml?step=<id>&shown=<ids>` (./scenarioRemark.ts):
// returns only the view one MDX component needs, as JSON, so a page never ships the
// whole contract. The remark plugin (./remark.ts) adds these imports to pages. Plain JS
// because the bundler requires it directly; the work is ./viewModule.ts, which the
// plugin (./index.ts) passes in the loader's options.
module.exports = function openapiViewLoader() {
  return this.getOptions().viewModule(this);
};
