import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {PluginOptions as SearchOptions} from '@easyops-cn/docusaurus-search-local';
import {provider} from './src/data/provider';
import {basePath} from './src/data/routes';
import {currentVersion, olderVersion, versions} from './src/data/versions';
import {blockColoursOf, darkCodeTheme, extraPrismLanguages, lightCodeTheme} from './src/utils/prismThemes';
import {editUrlFrom, editUrlVariable} from './src/utils/editUrl';
import {ssrTemplate} from './src/utils/ssrTemplate';
import openapiContracts, {
  remarkCallPanes,
  remarkErrorCatalogue,
  remarkOpenapiContracts,
  remarkSandboxBranches,
  remarkScenarios,
} from './plugins/openapi-contracts';
import {callKeywords} from './plugins/openapi-contracts/callKeywords';
import remarkExampleCode from './plugins/example-code';
import remarkTableRegions from './plugins/table-regions';
import versionMapping from './plugins/version-mapping';
import buildHighlight, {rehypeBuildHighlight} from './plugins/build-highlight';
import markdownCopies from './plugins/markdown-copies';
import contractDownloads from './plugins/contract-downloads';
import changelogFeed from './plugins/changelog-feed';
import postcssOptions from './plugins/postcss-options';
import sharedChunks from './plugins/shared-chunks';
import searchPageLandmark from './plugins/search-page-landmark';

// Runs in Node.js at build time. Every setting of the site specification (docs-dev/SITE.md) is
// visible here, in the order of the spec: site, build rules, versions, theme.

// "Edit this page" on every doc page and the writing guide, from DOCS_EDIT_URL (CONTRIBUTING.md).
const editUrl = editUrlFrom(process.env[editUrlVariable]);

const config: Config = {
  title: `${provider.name} Integrations`,
  tagline: provider.tagline,
  favicon: 'img/favicon.svg',

  // No page shows when it was last updated, so the build reads no Git history. Pages are
  // rendered on the main thread: at our hundred pages, two render threads each loading the
  // bundler cost more than the second core gains (1.5–1.7 s against 2.1–2.2 s).
  future: {v4: true, experimental_vcs: false, faster: {ssgWorkerThreads: false}},
  // Spec §4: UI state lives in local storage. Namespaced, because the site shares
  // its origin with the rest of the provider's site.
  storage: {type: 'localStorage', namespace: true},

  url: provider.siteUrl,
  baseUrl: basePath,
  baseUrlIssueBanner: true,
  titleDelimiter: '|',
  noIndex: true,
  trailingSlash: undefined,

  // The page paints before the bundle runs, on short pages too (src/utils/ssrTemplate.ts).
  ssrTemplate,

  // A broken link fails the build (naming the page and the link); the rest warn.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'warn'},
    // A call page answers to its operationId in the search, and to the call's name in the
    // other version: both join its front matter's `keywords`.
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      const keywords = callKeywords(params.fileContent);
      const own = result.frontMatter.keywords;
      if (keywords.length > 0 && (own === undefined || Array.isArray(own)))
        result.frontMatter.keywords = [...new Set([...((own as string[] | undefined) ?? []), ...keywords])];
      return result;
    },
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

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
          // Call pages put their samples beside the fields on wide screens.
          // Markdown tables scroll inside a labelled region a keyboard can focus.
          remarkPlugins: [remarkOpenapiContracts, remarkCallPanes, remarkTableRegions],
          // <ScenarioStep scenario="..." step="..."/> gets its title, prose and view; before
          // Docusaurus' own plugins, so that the titles reach the table of contents.
          // <SandboxBranches /> becomes the sandbox table of contracts/sandbox-branches.yaml.
          // <ApiErrorCatalogue /> becomes a heading per error code, for the search and the contents.
          // ```js file="examples/..." blocks show the handler files that npm run test:handlers runs.
          beforeDefaultRemarkPlugins: [remarkScenarios, remarkSandboxBranches, remarkErrorCatalogue, remarkExampleCode],
          // Code blocks are highlighted here, not in the reader's browser (plugins/build-highlight).
          rehypePlugins: [rehypeBuildHighlight],
          showLastUpdateTime: false,
          editUrl,
          lastVersion: currentVersion.name,
          versions: Object.fromEntries(versions.map(({name, label, path}) => [name, {label, path, banner: 'none'}])),
        },
        blog: false,
        pages: {editUrl, remarkPlugins: [remarkTableRegions], rehypePlugins: [rehypeBuildHighlight]},
        theme: {customCss: ['./src/css/custom.css', './src/css/callPanes.css']},
      } satisfies Preset.Options,
    ],
  ],

  // Serves contract views to the API pages at build time (plugins/openapi-contracts);
  // publishes the titles and calls of the v3 → FINAL-1.0.0 mapping (plugins/version-mapping);
  // publishes the colours of code highlighted at build time (plugins/build-highlight);
  // after the build, writes a Markdown copy of every doc page and llms.txt (plugins/markdown-copies)
  // and publishes each contract with its Postman collection and TypeScript types, and only
  // those files of contracts/ (plugins/contract-downloads),
  // and the Atom feed of the API changelog (plugins/changelog-feed); stops PostCSS from
  // searching for a config file the site does not have (plugins/postcss-options); gives code
  // that several chunks import a chunk of its own, so that no page loads two copies
  // (plugins/shared-chunks); gives the search plugin's page its main landmark
  // (plugins/search-page-landmark).
  plugins: [
    openapiContracts,
    versionMapping,
    buildHighlight,
    markdownCopies,
    contractDownloads,
    changelogFeed,
    postcssOptions,
    sharedChunks,
    searchPageLandmark,
  ],
  // An address ending in index.html becomes the path the page was rendered for, before
  // hydration; link prefetches wait for idle time rather than run with hydration; components
  // that keep the server's markup learn when hydration is over; the skip link keeps the focus
  // it gives; a region that does not scroll at this width is no Tab stop; a screen reader hears
  // the heading of the page a link opens; Space toggles what the theme draws as a link with a
  // button's role.
  clientModules: [
    './src/clientModules/cleanIndexPath.ts',
    './src/clientModules/idlePrefetch.ts',
    './src/clientModules/firstRender.ts',
    './src/clientModules/skipLinkFocus.ts',
    './src/clientModules/regionTabStops.ts',
    './src/clientModules/routeAnnouncer.ts',
    './src/clientModules/spaceActivatesButtons.ts',
  ],

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
        // Lines repeated on many pages (the errors every call returns, the calls behind an
        // error code) would outrank the page that explains a term: data-search="skip". So would
        // the links of a page's "Related" section, which lead to the pages that say more.
        ignoreCssSelectors: ['pre', '[role=tablist]', 'thead', '[data-search=skip]', 'h2#related + ul'],
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
        `${currentVersion.label} is the current API. Still on ${olderVersion.label}? ` +
        `<a href="${basePath}api/changelog#migrating-from-v300">See what changed and how to migrate</a>.`,
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
      versionPersistence: 'localStorage',
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: provider.name,
      // Sized, so the title does not move when the logo arrives after the first paint.
      logo: {alt: `${provider.name} logo`, src: 'img/logo.svg', width: 32, height: 32},
      // Below 996 px the theme collapses these items into the mobile menu. No search item:
      // the theme then puts the search box after the colour toggle, the spec's order.
      items: [
        {type: 'doc', docId: 'intro', label: 'Tutorial', position: 'left'},
        {type: 'doc', docId: 'api/introduction', label: 'API', position: 'left'},
        {type: 'doc', docId: 'widget/intro', label: 'Widget', position: 'left'},
        {type: 'docsVersionDropdown', position: 'right'},
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
      // Block colours only: the token colours, raised to 4.5:1 contrast, come with the
      // highlighting (src/utils/prismThemes.ts); languages added there too.
      theme: blockColoursOf(lightCodeTheme),
      darkTheme: blockColoursOf(darkCodeTheme),
      additionalLanguages: extraPrismLanguages,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
