import type {Plugin} from '@docusaurus/types';

// The site's PostCSS plugins are Docusaurus' own and it has no PostCSS config file. Saying
// so spares postcss-loader a search of every folder above each stylesheet for one
// (cosmiconfig): 0.6 s of a cold build.

export default function postcssOptionsPlugin(): Plugin {
  return {
    name: 'postcss-options',
    configurePostCss: (options) => ({...options, config: false}),
  };
}
