import fs from 'node:fs';
import type {Root, Yaml} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {parseDocument, type Document} from 'yaml';
import {pointLocator, type DocProblem, type Point} from './problem';
import type {PageFile} from './site';

// Reads and parses a page once, the way Docusaurus's MDX loader does (GFM, directives
// for admonitions, `{#id}` heading ids), for every check that follows.

export type FrontMatter = {
  data: Record<string, unknown>;
  yaml: Document;
  /** The place in the page of an offset inside the front matter's text. */
  locate: (offset: number) => Point;
  /** Where the front matter's text starts in the page. */
  offset: number;
};

export type ParsedPage = PageFile & {
  source: string;
  /** Undefined when the MDX does not parse (the problem says where). */
  tree?: Root;
  frontMatter?: FrontMatter;
  locate: (offset: number) => Point;
};

/** The parser of the pages: MDX with GFM tables, directives and YAML front matter. */
export function mdxParser() {
  return unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective);
}

export function parsePage(page: PageFile): {page: ParsedPage; problems: DocProblem[]} {
  return parsePageSource(page, fs.readFileSync(page.file, 'utf8'));
}

/** Like parsePage, for a page's text already in hand (the checks' tests build theirs). */
export function parsePageSource(page: PageFile, text: string): {page: ParsedPage; problems: DocProblem[]} {
  const source = text;
  const locate = pointLocator(source);
  const parsed: ParsedPage = {...page, source, locate};
  const problems: DocProblem[] = [];
  // The site's MDX (Docusaurus' v4 flags) reads no `{#id}` after a heading, and the build's
  // error only says that an expression does not parse: say what to write instead.
  for (const match of source.matchAll(/^#{1,6} .*?(\{#([\w-]+)\})\s*$/gm)) {
    problems.push({
      file: page.file,
      ...locate(match.index + match[0].indexOf(match[1])),
      rule: 'mdx',
      message: `a heading's id is written {/* #${match[2]} */} in MDX, not ${match[1]}.`,
    });
  }
  if (problems.length > 0) return {page: parsed, problems};
  try {
    parsed.tree = mdxParser().parse(new VFile({path: page.file, value: source}));
  } catch (error) {
    const {line, column, reason, message} = error as {line?: number; column?: number; reason?: string; message: string};
    // An element left open is reported with its place in the text only: "(9:1-9:7)".
    const [, textLine, textColumn] = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason ?? message) ?? [];
    problems.push({
      file: page.file,
      line: line ?? (Number(textLine) || 1),
      column: column ?? (Number(textColumn) || 1),
      rule: 'mdx',
      message: `MDX does not parse: ${reason ?? message}`,
    });
    return {page: parsed, problems};
  }
  const yamlNode = parsed.tree.children.find((node): node is Yaml => node.type === 'yaml');
  if (yamlNode?.position?.start.offset !== undefined) {
    const offset = source.indexOf('\n', yamlNode.position.start.offset) + 1;
    const yaml = parseDocument(yamlNode.value, {prettyErrors: false});
    const frontMatterLocate = (at: number) => locate(offset + at);
    for (const error of yaml.errors) {
      problems.push({
        file: page.file,
        ...frontMatterLocate(error.pos[0]),
        rule: 'front-matter',
        message: `front matter is not valid YAML: ${error.message}`,
      });
    }
    const data = yaml.errors.length === 0 ? yaml.toJS() : {};
    parsed.frontMatter = {data: data && typeof data === 'object' ? data : {}, yaml, locate: frontMatterLocate, offset};
  }
  return {page: parsed, problems};
}
