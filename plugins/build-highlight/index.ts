import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {paletteCss} from './markup';

// Code blocks highlighted at build time (./rehype.ts for MDX, the contract loader for
// the API samples) carry palette classes; this publishes their colours for both
// colour modes as a stylesheet every page loads (under 1 KiB).
//
// The theme's client module that adds our extra languages to the browser's Prism would
// load and set up Prism on every page; it is left out of the bundle. The swizzled
// CodeBlock content adds them itself when a block that needs Prism in the browser shows.
const themePrismLanguagesModule = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic')),
  'prism-include-languages',
);
// Highlights, in the server render, code only known then; the browser keeps its markup.
const serverHighlightModule = path.resolve(__dirname, '../../src/theme/CodeBlock/Content/serverHighlight.ts');

export default function buildHighlightPlugin(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'build-highlight', 'palette.css');
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  fs.writeFileSync(cssFile, `${paletteCss()}\n`);
  return {
    name: 'build-highlight',
    getClientModules: () => [cssFile],
    configureWebpack: (_config, isServer) => ({
      resolve: {alias: {[themePrismLanguagesModule]: false, ...(isServer ? {} : {[serverHighlightModule]: false})}},
    }),
  };
}

export {default as rehypeBuildHighlight} from './rehype';
