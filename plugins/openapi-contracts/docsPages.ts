import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import {versionRoute, versions} from '../../src/data/versions';

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

const endpointElement = /<ApiEndpoint\s+contract="([^"]+)"\s+operationId="([^"]+)"/;
const schemaElement = /<ApiSchema\s+contract="([^"]+)"\s+schema="([^"]+)"/;
const heading = /^#{2,6}\s+(.*?)\s*(?:\{#([^}]+)\})?\s*$/;

/** The docs files read, so that a bundler loader can rebuild when one changes. */
export function docsFiles(): string[] {
  return versions.flatMap(({docsDir}) => mdxFiles(path.join(siteDir, docsDir)));
}

/** The anchor Docusaurus gives a heading: its explicit {#id}, else the slug of its text. */
function anchorOf(slugger: GithubSlugger, match: RegExpExecArray): string {
  const text = match[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*_]/g, (mark) => (mark === '_' ? mark : ''));
  const slug = slugger.slug(text);
  return match[2] ?? slug;
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

/** Where the docs render each operation and schema of one contract (first page wins), without the base URL. */
export function docsPages(contract: string): DocsPages {
  const pages: DocsPages = {operations: new Map(), schemas: new Map()};
  for (const {file, route} of docsRoutes()) {
    const slugger = new GithubSlugger();
    let anchor = '';
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      const title = heading.exec(line);
      if (title) anchor = anchorOf(slugger, title);
      const endpoint = endpointElement.exec(line);
      if (endpoint?.[1] === contract && !pages.operations.has(endpoint[2]))
        pages.operations.set(endpoint[2], anchor ? `${route}#${anchor}` : route);
      const schema = schemaElement.exec(line);
      if (schema?.[1] === contract && !pages.schemas.has(schema[2]))
        pages.schemas.set(schema[2], anchor ? `${route}#${anchor}` : route);
    }
  }
  return pages;
}
