import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// The search plugin's page puts its results in the site's Layout without a <main>
// landmark, and its module exports nothing smaller to wrap. For that one module,
// `@theme/Layout` is src/theme/SearchPage/MainLayout.tsx, which adds the landmark.
const searchPageModule = /[\\/]@easyops-cn[\\/]docusaurus-search-local[\\/].*[\\/]SearchPage[\\/]SearchPage\.jsx$/;
const mainLayout = path.resolve(__dirname, '../../src/theme/SearchPage/MainLayout.tsx');

export default function searchPageLandmarkPlugin(): Plugin {
  return {
    name: 'search-page-landmark',
    configureWebpack: () => ({
      module: {rules: [{test: searchPageModule, resolve: {alias: {'@theme/Layout': mainLayout}}}]},
    }),
  };
}
