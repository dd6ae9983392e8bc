import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {markdownCopyPath} from '../../src/lib/markdownCopy';
import {buildCache, codeVersion} from '../build-cache';
import {articleOf, articleToMarkdown} from './convert';
import {llmsFullTxt, llmsTxt, sidebarSections, type LlmsPage} from './llms';

// After the build, for each docs version: a Markdown copy of every doc page beside its
// HTML (from what the page renders, see convert.ts), then llms.txt and llms-full.txt in
// the version's folder. The pages announce their copy themselves (src/theme/DocItem/Content).

type NavbarDocItem = {type?: string; docId?: string; label?: string};

/** The build folder of a site path: `/integrations/documentation/v3.0.0` → `<outDir>/v3.0.0`. */
const outPath = (outDir: string, baseUrl: string, sitePath: string): string =>
  path.join(outDir, sitePath.startsWith(baseUrl) ? sitePath.slice(baseUrl.length) : sitePath);

type Cache = ReturnType<typeof buildCache>;

async function writeVersion(
  context: LoadContext,
  outDir: string,
  version: LoadedVersion,
  sidebarTitles: Map<string, string>,
  cache: Cache,
): Promise<void> {
  const {baseUrl, siteConfig} = context;
  const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
  const pages = new Map<string, LlmsPage & {markdown: string}>();
  for (const doc of version.docs.filter((candidate) => !candidate.unlisted)) {
    const htmlFile = path.join(outPath(outDir, baseUrl, doc.permalink), 'index.html');
    let markdown: string;
    try {
      const article = articleOf(fs.readFileSync(htmlFile, 'utf8'));
      markdown = await cache.get(article, () => articleToMarkdown(article));
    } catch (error) {
      throw new Error(
        `Markdown copy of ${doc.source} (${path.relative(outDir, htmlFile)}): ${(error as Error).message}`,
      );
    }
    const markdownUrl = markdownCopyPath(doc.permalink);
    fs.writeFileSync(outPath(outDir, baseUrl, markdownUrl), markdown);
    pages.set(doc.id, {doc, markdownUrl, markdown});
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
  const summary =
    `${siteConfig.tagline}. The ${version.label} documentation${version.isLast ? ' (the current version)' : ''}: ` +
    'every link below is the Markdown copy of a page, with its reference tables and code samples.';
  const versionDir = outPath(outDir, baseUrl, version.path);
  fs.writeFileSync(path.join(versionDir, 'llms.txt'), llmsTxt(title, summary, sections));
  const inOrder = [
    ...new Map(sections.flatMap((section) => section.pages).map((page) => [page.doc.id, pageOf(page.doc.id)])).values(),
  ];
  fs.writeFileSync(path.join(versionDir, 'llms-full.txt'), llmsFullTxt(title, summary, inOrder));
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
      const cache = buildCache('markdown-copies', codeVersion([__dirname]));
      for (const version of content.loadedVersions) await writeVersion(context, outDir, version, sidebarTitles, cache);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `[markdown-copies] Markdown copies and llms.txt for ${content.loadedVersions.length} versions in ${seconds} s`,
      );
    },
  };
}
