import type {LoadedVersion} from '@docusaurus/plugin-content-docs';

// llms.txt (llmstxt.org) of one docs version: an H1, a blockquote summary, then one H2
// section per sidebar category, each page as `- [title](Markdown copy): description`.

type SidebarItem = LoadedVersion['sidebars'][string][number];
type Doc = LoadedVersion['docs'][number];

export type LlmsPage = {doc: Doc; markdownUrl: string};
export type LlmsSection = {title: string; pages: LlmsPage[]};
/** A file that is no page: another version's llms.txt, a contract or a download. */
export type LlmsLink = {title: string; url: string; description: string};

/** A category that holds only categories (besides its own page) names no section of its own: its children do. */
const holdsOnlyCategories = (item: Extract<SidebarItem, {type: 'category'}>): boolean =>
  item.items.every((child) => child.type === 'category');

/** The sections of one sidebar, in sidebar order; nested categories join their section. */
export function sidebarSections(
  sidebar: SidebarItem[],
  sidebarTitle: string,
  pageOf: (docId: string) => LlmsPage,
): LlmsSection[] {
  const sections: LlmsSection[] = [];
  const sectionNamed = (title: string): LlmsSection => {
    const existing = sections.find((section) => section.title === title);
    if (existing) return existing;
    const created = {title, pages: []};
    sections.push(created);
    return created;
  };
  const collect = (items: SidebarItem[], into: LlmsSection): void => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') into.pages.push(pageOf(item.id));
      if (item.type !== 'category') continue;
      if (item.link?.type === 'doc') into.pages.push(pageOf(item.link.id));
      collect(item.items, into);
    }
  };
  const walk = (items: SidebarItem[], title: string, prefix: string): void => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') sectionNamed(title).pages.push(pageOf(item.id));
      if (item.type !== 'category') continue;
      const label = `${prefix}${item.label}`;
      if (holdsOnlyCategories(item)) {
        if (item.link?.type === 'doc') sectionNamed(label).pages.push(pageOf(item.link.id));
        walk(item.items, label, `${label}: `);
      } else {
        const section = sectionNamed(label);
        if (item.link?.type === 'doc') section.pages.push(pageOf(item.link.id));
        collect(item.items, section);
      }
    }
  };
  walk(sidebar, sidebarTitle, '');
  return sections.filter((section) => section.pages.length > 0);
}

const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

/** The sections of files after the pages: `## title`, then `- [title](url): description`. */
function fileLines(fileSections: Array<{title: string; links: LlmsLink[]}>): string[] {
  const lines: string[] = [];
  for (const section of fileSections.filter(({links}) => links.length > 0)) {
    lines.push(`## ${section.title}`, '');
    for (const link of section.links) lines.push(`- [${link.title}](${link.url}): ${oneLine(link.description)}`);
    lines.push('');
  }
  return lines;
}

export function llmsTxt(
  title: string,
  summary: string,
  sections: LlmsSection[],
  fileSections: Array<{title: string; links: LlmsLink[]}> = [],
): string {
  const lines = [`# ${title}`, '', `> ${oneLine(summary)}`, ''];
  for (const section of sections) {
    lines.push(`## ${section.title}`, '');
    for (const {doc, markdownUrl} of section.pages) {
      lines.push(`- [${oneLine(doc.title)}](${markdownUrl})${doc.description ? `: ${oneLine(doc.description)}` : ''}`);
    }
    lines.push('');
  }
  return [...lines, ...fileLines(fileSections)].join('\n');
}

/**
 * llms-full.txt: its heading and summary, every page's Markdown copy in llms.txt order,
 * each after the address it is published at, then the same files as llms.txt.
 */
export function llmsFullTxt(
  title: string,
  summary: string,
  pages: Array<LlmsPage & {markdown: string}>,
  fileSections: Array<{title: string; links: LlmsLink[]}> = [],
): string {
  const parts = [`# ${title}\n\n> ${oneLine(summary)}\n`];
  for (const {markdownUrl, markdown} of pages) {
    parts.push(`<!-- Source: ${markdownUrl} -->\n\n${markdown.trim()}\n`);
  }
  const files = fileLines(fileSections);
  if (files.length > 0) parts.push(files.join('\n'));
  return parts.join('\n---\n\n');
}
