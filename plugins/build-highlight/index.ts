import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {paletteCss} from './highlight';

// Code blocks highlighted at build time (./rehype.ts for MDX, the contract loader for
// the API samples) carry palette classes; this publishes their colours for both
// colour modes as a stylesheet every page loads (under 1 KiB).

export default function buildHighlightPlugin(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'build-highlight', 'palette.css');
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  fs.writeFileSync(cssFile, `${paletteCss()}\n`);
  return {
    name: 'build-highlight',
    getClientModules: () => [cssFile],
  };
}

export {default as rehypeBuildHighlight} from './rehype';
export {highlightToHtml} from './highlight';
