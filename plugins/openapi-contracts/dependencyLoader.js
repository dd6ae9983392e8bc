// Webpack/Rspack loader in front of the MDX loader: a page is compiled again when the
// data that the remark plugins write into it changes (a scenario step's title and prose,
// the sandbox table, the contract its elements name, an example file a block shows), not
// only when the page does; else a warm build or `npm start` keeps the old text. Plain JS
// because the bundler requires it directly; ./mdxDependencies.ts, passed in the options,
// finds the files.
module.exports = function mdxDependencyLoader(source) {
  for (const file of this.getOptions().dataFilesOf(source)) this.addDependency(file);
  return source;
};
