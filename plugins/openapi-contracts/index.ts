import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {versions} from '../../src/data/versions';
import {dataFilesOf} from './mdxDependencies';
import {viewModule} from './viewModule';

// Pages show the API contract through MDX components, e.g.
// <ApiParameters contract="final-1.0.0" operationId="createProject" />.
// Loading strategy: at build time only. remark.ts turns each such element into an
// import of `contracts/openapi/<contract>.yaml?operation=<id>`; loader.js answers that
// import with the few KB that operation needs. So a call page ships its own
// operation's view (2-8 KB gzip), never the whole contract or a YAML parser, and
// the bundler rebuilds the page when the contract changes.

export default function openapiContractsPlugin({siteDir}: LoadContext): Plugin {
  return {
    name: 'openapi-contracts',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /\.ya?ml$/,
              resourceQuery: /(?:operation=|schema=|overview|servers|step=)/,
              // The loader runs the code this plugin has already loaded (and the
              // contracts the remark plugins have parsed), passed by reference.
              use: [{loader: path.resolve(__dirname, 'loader.js'), options: {viewModule}}],
            },
            {
              test: /\.mdx?$/,
              // Docusaurus' fallback MDX rule excludes what every MDX rule includes: name the docs.
              include: versions.map(({docsDir}) => path.join(siteDir, docsDir)),
              enforce: 'pre' as const,
              use: [{loader: path.resolve(__dirname, 'dependencyLoader.js'), options: {dataFilesOf}}],
            },
          ],
        },
      };
    },
  };
}

export {default as remarkOpenapiContracts} from './remark';
export {default as remarkScenarios} from './scenarioRemark';
export {default as remarkErrorCatalogue} from './catalogueRemark';
export {default as remarkSandboxBranches} from './sandboxRemark';
export {default as remarkCallPanes} from './callPanes';
