import type {Plugin} from '@docusaurus/types';

// How the browser's code is split beyond Docusaurus' own rules (a chunk per route, and a
// common chunk of what half the pages share). Each group below is code that several chunks
// import: without a chunk of its own, each would carry a copy, often two on one page.
// Each loads once and stays cached from page to page. A chunk under 1 KiB is sent
// uncompressed (scripts/deploy/precompress.ts), so code that small is better copied.

const sharedChunk = (name: string, test: RegExp) => ({
  test,
  name,
  chunks: 'all' as const,
  minChunks: 2,
  // Above Docusaurus' common chunk (40), so that these stay in their own.
  priority: 45,
});

const cacheGroups = {
  // The Api* components (and src/lib) serve a third of the pages: below the common chunk's 50 %.
  apiComponents: sharedChunk(
    'api-components',
    /^(?!.*node_modules).*[\\/]src[\\/](components[\\/]Api[^\\/]*|lib)[\\/][^\\/]+\.tsx?$/,
  ),
  // The swizzled code block and its helpers: imported by the doc layout and by pages' own samples.
  codeBlock: {
    ...sharedChunk('code-block', /^(?!.*node_modules).*[\\/]src[\\/]theme[\\/]CodeBlock[\\/]/),
    // Some 1.7 KiB br: under the bundler's 20 KB floor for a shared chunk, so it stayed copied.
    minSize: 0,
  },
};

export default function sharedChunksPlugin(): Plugin {
  return {
    name: 'shared-chunks',
    configureWebpack: (_config, isServer) => (isServer ? {} : {optimization: {splitChunks: {cacheGroups}}}),
  };
}
