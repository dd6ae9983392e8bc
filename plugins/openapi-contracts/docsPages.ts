import fs from 'node:fs';
import path from 'node:path';
import {parseMarkdownHeadingId} from '@docusaurus/utils';
import GithubSlugger from 'github-slugger';
import {versionRoute, versions} from '../../src/data/versions';
import {findStep, loadScenario} from './scenarios';

// Which docs page documents which operation and schema, read from the pages themselves:
// the page that renders <ApiEndpoint contract="C" operationId="X" /> is the page of X, and
// the section that renders <ApiSchema contract="C" schema="S" /> is where S is described.
// So the scope, error and status tables link to calls and events without a list to keep in step.

const siteDir = path.resolve(__dirname, '../..');

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** The element that makes a page the page of a call: its contract and operationId. */
export const endpointElement = /<ApiEndpoint\s+contract="([^"]+)"\s+operationId="([^"]+)"/;
const schemaElement = /<ApiSchema\s+contract="([^"]+)"\s+schema="([^"]+)"/;
const heading = /^#{2,6}\s+(.*?)\s*$/;
const scenarioStepElement = /<ScenarioStep\s+scenario="([^"]+)"\s+step="([^"]+)"(?:\s+level="(\d)")?/;

/** The docs files read, so that a bundler loader can rebuild when one changes. */
export function docsFiles(): string[] {
  return versions.flatMap(({docsDir}) => mdxFiles(path.join(siteDir, docsDir)));
}

/** The anchor Docusaurus gives a heading: its explicit id (an MDX comment, `#id`), else the slug of its text. */
function anchorOf(slugger: GithubSlugger, match: RegExpExecArray): string {
  const {text: title, id} = parseMarkdownHeadingId(match[1], 'mdx-comment');
  const text = title.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*_]/g, (mark) => (mark === '_' ? mark : ''));
  const slug = slugger.slug(text);
  return id ?? slug;
}

/**
 * The anchor of the heading a <ScenarioStep> becomes (./scenarioRemark.ts): its step's
 * title, numbered at level 2 when the scenario is. An unknown step keeps the anchor before
 * it; the remark plugin fails the build with the page and line.
 */
function scenarioStepAnchor(
  slugger: GithubSlugger,
  [, name, stepId, level]: RegExpExecArray,
  numbers: Map<string, number>,
): string | undefined {
  let loaded: ReturnType<typeof loadScenario>;
  let title: string;
  try {
    loaded = loadScenario(name);
    title = findStep(loaded, stepId).step.title;
  } catch {
    return undefined;
  }
  if (!loaded.scenario.numbered || (level ?? '2') !== '2') return slugger.slug(title);
  numbers.set(name, (numbers.get(name) ?? 0) + 1);
  return slugger.slug(`${numbers.get(name)}. ${title}`);
}

export type DocsPages = {
  /** operationId → route of the page that renders <ApiEndpoint> for it (with the section's anchor when it sits under a heading). */
  operations: Map<string, string>;
  /** Schema name → route and anchor of the section that renders <ApiSchema> for it. */
  schemas: Map<string, string>;
};

/** Every docs file of every version with its route, without the base URL. */
export function docsRoutes(): Array<{file: string; route: string}> {
  return versions.flatMap((version) => {
    const root = path.join(siteDir, version.docsDir);
    return mdxFiles(root).map((file) => ({
      file,
      route: versionRoute(
        version,
        path
          .relative(root, file)
          .replace(/\.mdx?$/, '')
          .replace(/(^|\/)index$/, ''),
      ),
    }));
  });
}

/**
 * Where one page renders each operation and schema of one contract: the anchor of the
 * section around it, or '' above the first heading (first place wins).
 */
export function sectionsOf(source: string, contract: string): DocsPages {
  const sections: DocsPages = {operations: new Map(), schemas: new Map()};
  const slugger = new GithubSlugger();
  const stepNumbers = new Map<string, number>();
  let anchor = '';
  for (const line of source.split('\n')) {
    const title = heading.exec(line);
    if (title) anchor = anchorOf(slugger, title);
    const step = scenarioStepElement.exec(line);
    if (step) anchor = scenarioStepAnchor(slugger, step, stepNumbers) ?? anchor;
    const endpoint = endpointElement.exec(line);
    if (endpoint?.[1] === contract && !sections.operations.has(endpoint[2]))
      sections.operations.set(endpoint[2], anchor);
    const schema = schemaElement.exec(line);
    if (schema?.[1] === contract && !sections.schemas.has(schema[2])) sections.schemas.set(schema[2], anchor);
  }
  return sections;
}

/** Where the docs render each operation and schema of one contract (first page wins), without the base URL. */
export function docsPages(contract: string): DocsPages {
  const pages: DocsPages = {operations: new Map(), schemas: new Map()};
  for (const {file, route} of docsRoutes()) {
    const sections = sectionsOf(fs.readFileSync(file, 'utf8'), contract);
    for (const kind of ['operations', 'schemas'] as const)
      for (const [name, anchor] of sections[kind])
        if (!pages[kind].has(name)) pages[kind].set(name, anchor ? `${route}#${anchor}` : route);
  }
  return pages;
}
