import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {PluginOptions as SearchOptions} from '@easyops-cn/docusaurus-search-local';
import {provider} from './src/data/provider';
import {withAaContrast} from './src/utils/prismContrast';
import {editUrlFrom, editUrlVariable} from './src/utils/editUrl';
import openapiContracts, {remarkOpenapiContracts, remarkScenarios} from './plugins/openapi-contracts';
import versionMapping from './plugins/version-mapping';

// Runs in Node.js at build time. Every setting of ../shared/spec/site-spec.md is
// visible here, in the order of the spec: site, build rules, versions, theme.

// "Edit this page" on every doc page and the writing guide, from DOCS_EDIT_URL (CONTRIBUTING.md).
const editUrl = editUrlFrom(process.env[editUrlVariable]);

const config: Config = {
  title: `${provider.name} Integrations`,
  tagline: provider.tagline,
  favicon: 'img/favicon.svg',

  future: {v4: true},
  // Spec §4: UI state lives in local storage. Namespaced, because the site shares
  // its origin with the rest of the provider's site.
  storage: {type: 'localStorage', namespace: true},

  url: `https://www.${provider.name.toLowerCase()}.example`,
  baseUrl: '/integrations/documentation/',
  baseUrlIssueBanner: true,
  titleDelimiter: '|',
  noIndex: true,
  trailingSlash: undefined,

  // A broken link fails the build (naming the page and the link); the rest warn.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  // The API contracts are published as static files next to the pages.
  staticDirectories: ['static', 'contracts'],

  presets: [
    [
      'classic',
      {
        docs: {
          // Docs live at the base path itself: /intro, /api/..., /widget/..., /tags/...
          routeBasePath: '/',
          path: 'docs',
          sidebarPath: './sidebars.ts',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          // <Api... contract="..." operationId="..."/> elements get their slice of the contract.
          remarkPlugins: [remarkOpenapiContracts],
          // <ScenarioStep scenario="..." step="..."/> gets its title, prose and view; before
          // Docusaurus' own plugins, so that the titles reach the table of contents.
          beforeDefaultRemarkPlugins: [remarkScenarios],
          showLastUpdateTime: false,
          editUrl,
          lastVersion: 'current',
          versions: {
            current: {label: 'FINAL-1.0.0', path: '', banner: 'none'},
            '3.0.0': {label: 'OLD-3.0.0', path: 'v3.0.0', banner: 'none'},
          },
        },
        pages: {editUrl},
        blog: false,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  // Serves contract views to the API pages at build time (plugins/openapi-contracts);
  // publishes the titles and calls of the v3 → FINAL-1.0.0 mapping (plugins/version-mapping).
  plugins: [openapiContracts, versionMapping],

  themes: [
    [
      '@easyops-cn/docusaurus-search-local',
      {
        hashed: 'filename',
        indexDocs: true,
        indexBlog: false,
        indexPages: false,
        docsRouteBasePath: '/',
        language: ['en'],
        // noIndex (above) would otherwise leave the search index empty.
        forceIgnoreNoIndex: true,
        // Code samples (five languages per call) and their tab labels add a sixth to the
        // index every search downloads; the prose and field tables name the same things.
        ignoreCssSelectors: ['pre', '[role=tablist]'],
        searchBarShortcut: true,
        searchBarShortcutHint: true,
        highlightSearchTermsOnTargetPage: false,
        searchResultLimits: 8,
        explicitSearchResultPath: true,
      } satisfies SearchOptions,
    ],
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      // Light by default even when the OS prefers dark.
      respectPrefersColorScheme: false,
    },
    // Spec §4: dismissing it is remembered in local storage. A new id shows it again.
    announcementBar: {
      id: 'final-1-0-0-current',
      content:
        'FINAL-1.0.0 is the current API. Still on OLD-3.0.0? ' +
        '<a href="/integrations/documentation/api/changelog#migrating-from-v300">See what changed and how to migrate</a>.',
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
      versionPersistence: 'localStorage',
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: provider.name,
      logo: {alt: `${provider.name} logo`, src: 'img/logo.svg'},
      // Below 996 px the theme collapses these items into the mobile menu.
      items: [
        {type: 'doc', docId: 'intro', label: 'Tutorial', position: 'left'},
        {type: 'doc', docId: 'api/introduction', label: 'API', position: 'left'},
        {type: 'doc', docId: 'widget/intro', label: 'Widget', position: 'left'},
        {type: 'docsVersionDropdown', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Start',
          items: [
            {label: 'Tutorial', to: '/intro'},
            {label: 'Authentication', to: '/api/authentication'},
          ],
        },
        {
          title: 'Reference',
          items: [
            {label: 'API introduction', to: '/api/introduction'},
            {label: 'Errors', to: '/api/errors'},
            {label: 'Changelog', to: '/api/changelog'},
          ],
        },
        {
          title: 'Widget',
          items: [
            {label: 'Widget overview', to: '/widget/intro'},
            {label: 'Payment step', to: '/widget/react-example/widgetPayment'},
          ],
        },
      ],
      copyright: `Copyright © 2025 ${provider.name}. Sample hosts use the reserved .example domain.`,
    },
    prism: {
      // Token colours raised to 4.5:1 contrast (src/utils/prismContrast.ts).
      theme: withAaContrast(prismThemes.github),
      darkTheme: withAaContrast(prismThemes.dracula),
      // Beyond the defaults: the two server languages of our samples.
      additionalLanguages: ['java', 'php'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
