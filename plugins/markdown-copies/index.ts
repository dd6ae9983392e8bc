import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {changelogFeed} from '../../src/data/changelogFeed';
import {downloadFiles} from '../../src/data/contractDownloads';
import {versions} from '../../src/data/versions';
import {markdownCopyPath} from '../../src/lib/markdownCopy';
import {buildCache, codeVersion} from '../build-cache';
import {runInWorker} from '../worker-task';
import {articleOf} from './article';
import type articlesToMarkdown from './convert';
import {withoutSlash} from './links';
import {llmsFullTxt, llmsTxt, sidebarSections, type LlmsLink, type LlmsPage} from './llms';

// After the build, for each docs version: a Markdown copy of every doc page beside its
// HTML (from what the page renders, see convert.ts), then llms.txt and llms-full.txt in
// the version's folder. The pages announce their copy themselves (src/theme/DocItem/Content).

/** How the copies and llms.txt name a version that is not the current one. */
const olderVersionWords = 'an older version that gets fixes only';

type NavbarDocItem = {type?: string; docId?: string; label?: string};

/** The build folder of a site path: `/integrations/documentation/v3.0.0` → `<outDir>/v3.0.0`. */
const outPath = (outDir: string, baseUrl: string, sitePath: string): string =>
  path.join(outDir, sitePath.startsWith(baseUrl) ? sitePath.slice(baseUrl.length) : sitePath);

const failure = (outDir: string, docSource: string, htmlFile: string, reason: string): string =>
  `Markdown copy of ${docSource} (${path.relative(outDir, htmlFile)}): ${reason}`;

type Doc = LoadedVersion['docs'][number];
type PageSource = {version: LoadedVersion; doc: Doc; htmlFile: string; article: string};

/**
 * The Markdown of every listed doc page of every version, by its HTML file. Pages not in
 * the cache are converted in one worker thread while the main thread runs the other
 * plugins' postBuild (the search index).
 */
async function markdownOfPages(
  context: LoadContext,
  outDir: string,
  versions: LoadedVersion[],
): Promise<Map<PageSource, string>> {
  const sources: PageSource[] = versions.flatMap((version) =>
    version.docs
      .filter((doc) => !doc.unlisted)
      .map((doc) => {
        const htmlFile = path.join(outPath(outDir, context.baseUrl, doc.permalink), 'index.html');
        try {
          return {version, doc, htmlFile, article: articleOf(fs.readFileSync(htmlFile, 'utf8'))};
        } catch (error) {
          throw new Error(failure(outDir, doc.source, htmlFile, (error as Error).message));
        }
      }),
  );
  // The copies' links name the pages that have one: a page more or less is a new cache.
  const permalinks = sources.map((source) => source.doc.permalink);
  const siteUrl = context.siteConfig.url;
  const cache = buildCache('markdown-copies', [codeVersion([__dirname]), siteUrl, ...permalinks].join('\n'));
  // A copy depends on its page's address too: its links to its own anchors name it.
  const cacheKey = (source: PageSource) => `${source.doc.permalink}\n${source.article}`;
  const markdown = new Map(sources.map((source) => [source, cache.read(cacheKey(source))]));
  const missing = sources.filter((source) => markdown.get(source) === undefined);
  if (missing.length > 0) {
    const results = await runInWorker<typeof articlesToMarkdown>(
      path.join(__dirname, 'convert.ts'),
      missing.map((source) => ({html: source.article, permalink: source.doc.permalink})),
      permalinks,
      siteUrl,
    );
    missing.forEach((source, index) => {
      const result = results[index];
      if ('error' in result) throw new Error(failure(outDir, source.doc.source, source.htmlFile, result.error));
      cache.write(cacheKey(source), result.markdown);
      markdown.set(source, result.markdown);
    });
  }
  return markdown as Map<PageSource, string>;
}

/**
 * What llms.txt lists besides the pages: llms-full.txt (not in llms-full.txt itself), the
 * other versions' llms.txt, the contract and its downloads.
 */
function fileSections(
  siteUrl: string,
  baseUrl: string,
  version: LoadedVersion,
  loadedVersions: LoadedVersion[],
  {inFullText}: {inFullText: boolean},
): Array<{title: string; links: LlmsLink[]}> {
  const documented = versions.find((candidate) => candidate.name === version.versionName);
  if (!documented)
    throw new Error(`markdown-copies: docs version ${version.versionName} is not in src/data/versions.ts.`);
  const files = downloadFiles(documented.contract);
  const fullText: LlmsLink = {
    title: 'llms-full.txt',
    url: `${siteUrl}${version.path.replace(/\/$/, '')}/llms-full.txt`,
    description: `Every page of this list in one file: the ${version.label} Markdown copies, in this order.`,
  };
  const downloads: LlmsLink[] = [
    ...(inFullText ? [] : [fullText]),
    {
      title: `${files.openapi.split('/').pop()}`,
      url: `${siteUrl}${baseUrl}${files.openapi}`,
      description: `The ${version.label} API contract (OpenAPI 3.1): every call, field and error these pages show, with the examples of the reference.`,
    },
    {
      title: `${files.postman.split('/').pop()}`,
      url: `${siteUrl}${baseUrl}${files.postman}`,
      description:
        'Every call as a Postman collection, sent to the sandbox: the token call keeps the token in the accessToken variable, and each call that answers an ID keeps it for the calls that take it.',
    },
    {
      title: `${files.types.split('/').pop()}`,
      url: `${siteUrl}${baseUrl}${files.types}`,
      description: "TypeScript types of the contract's requests and answers, generated from it.",
    },
    ...(version.isLast
      ? [
          {
            title: changelogFeed.title,
            url: `${siteUrl}${baseUrl}${changelogFeed.file}`,
            description: 'The changelog as an Atom feed, one entry per release.',
          },
        ]
      : []),
  ];
  const otherVersions = loadedVersions
    .filter((other) => other !== version)
    .map((other) => ({
      title: `${other.label} documentation`,
      url: `${siteUrl}${other.path.replace(/\/$/, '')}/llms.txt`,
      description: other.isLast
        ? 'The current version, where new work belongs, with the migration guide from this one.'
        : `${olderVersionWords[0].toUpperCase()}${olderVersionWords.slice(1)}.`,
    }));
  return [
    {title: 'Contract and downloads', links: downloads},
    {title: 'Other versions', links: otherVersions},
  ];
}

/**
 * The line under a copy's title: its version and its page, an index page's without the
 * trailing slash of its permalink, as every other page's. An OLD-3.0.0 page names its
 * FINAL-1.0.0 counterpart itself (its "In FINAL-1.0.0" aside), which the copy keeps.
 */
const versionLine = (siteUrl: string, version: LoadedVersion, doc: Doc): string =>
  `${version.label}, ${version.isLast ? 'the current version' : olderVersionWords}. Page: ${siteUrl}${withoutSlash(doc.permalink)}`;

function writeVersion(
  context: LoadContext,
  outDir: string,
  version: LoadedVersion,
  loadedVersions: LoadedVersion[],
  sidebarTitles: Map<string, string>,
  markdownOf: Map<PageSource, string>,
): void {
  const {baseUrl, siteConfig} = context;
  const siteUrl = siteConfig.url;
  const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
  const pages = new Map<string, LlmsPage & {markdown: string}>();
  for (const [source, converted] of markdownOf) {
    if (source.version !== version) continue;
    const markdownUrl = markdownCopyPath(source.doc.permalink);
    // The title, then the page's version and address, so a copy read on its own says both.
    const [title, ...rest] = converted.split('\n');
    const markdown = [title, '', versionLine(siteUrl, version, source.doc), ...rest].join('\n');
    fs.writeFileSync(outPath(outDir, baseUrl, markdownUrl), markdown);
    pages.set(source.doc.id, {doc: source.doc, markdownUrl: `${siteUrl}${markdownUrl}`, markdown});
  }
  const pageOf = (docId: string): LlmsPage & {markdown: string} => {
    const page = pages.get(docId);
    if (!page)
      throw new Error(
        `The ${version.label} sidebar names "${docId}", which has no built page (${docsById.has(docId) ? 'unlisted' : 'unknown'}).`,
      );
    return page;
  };
  const sections = Object.entries(version.sidebars).flatMap(([sidebarId, sidebar]) =>
    sidebarSections(sidebar, sidebarTitles.get(sidebarId) ?? version.label, pageOf),
  );
  const listed = new Set(sections.flatMap((section) => section.pages.map((page) => page.doc.id)));
  const outsideSidebars = [...pages.values()].filter((page) => !listed.has(page.doc.id));
  if (outsideSidebars.length > 0) sections.push({title: 'Other pages', pages: outsideSidebars});

  const title = `${siteConfig.title}: ${version.label}`;
  const which = version.isLast ? ' (the current version)' : `, ${olderVersionWords}`;
  const versionDir = outPath(outDir, baseUrl, version.path);
  fs.writeFileSync(
    path.join(versionDir, 'llms.txt'),
    llmsTxt(
      title,
      `${siteConfig.tagline}. The ${version.label} documentation${which}: each page below links its Markdown ` +
        'copy, with its reference tables and code samples; the contract, its downloads and the other versions follow.',
      sections,
      fileSections(siteUrl, baseUrl, version, loadedVersions, {inFullText: false}),
    ),
  );
  const inOrder = [
    ...new Map(sections.flatMap((section) => section.pages).map((page) => [page.doc.id, pageOf(page.doc.id)])).values(),
  ];
  fs.writeFileSync(
    path.join(versionDir, 'llms-full.txt'),
    llmsFullTxt(
      title,
      `${siteConfig.tagline}. The ${version.label} documentation${which}: every page's Markdown copy, with its ` +
        'reference tables and code samples, in the order of llms.txt; the contract, its downloads and the other ' +
        'versions follow.',
      inOrder,
      fileSections(siteUrl, baseUrl, version, loadedVersions, {inFullText: true}),
    ),
  );
}

export default function markdownCopiesPlugin(context: LoadContext): Plugin {
  return {
    name: 'markdown-copies',
    async postBuild({outDir, plugins}) {
      const started = performance.now();
      const docsPlugin = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
      const content = docsPlugin?.content as LoadedContent | undefined;
      if (!content) throw new Error('markdown-copies: the docs plugin has no content to copy.');
      // A sidebar's own pages are listed under the navbar label that opens it (Tutorial, API, Widget).
      const navbarItems = (context.siteConfig.themeConfig.navbar as {items?: NavbarDocItem[]})?.items ?? [];
      const current = content.loadedVersions.find((version) => version.isLast);
      const sidebarTitles = new Map(
        navbarItems.flatMap((item) => {
          const sidebar = item.type === 'doc' && current?.docs.find((doc) => doc.id === item.docId)?.sidebar;
          return sidebar && item.label ? [[sidebar, item.label] as const] : [];
        }),
      );
      const markdownOf = await markdownOfPages(context, outDir, content.loadedVersions);
      for (const version of content.loadedVersions)
        writeVersion(context, outDir, version, content.loadedVersions, sidebarTitles, markdownOf);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `[markdown-copies] Markdown copies and llms.txt for ${content.loadedVersions.length} versions in ${seconds} s`,
      );
    },
  };
}
