import fs from 'node:fs';
import path from 'node:path';
import {versionRoute, versions} from '../../src/data/versions';

// Which docs page documents which operation, read from the pages themselves: the page
// that renders <ApiEndpoint contract="C" operationId="X" /> is the page of X. So the
// scope and error tables link to calls without a second list to keep in step.

const siteDir = path.resolve(__dirname, '../..');

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

const endpointElement = /<ApiEndpoint\s+contract="([^"]+)"\s+operationId="([^"]+)"/g;

/** The docs files read, so that a bundler loader can rebuild when one changes. */
export function docsFiles(): string[] {
  return versions.flatMap(({docsDir}) => mdxFiles(path.join(siteDir, docsDir)));
}

/** operationId → route (without the base URL) of the page documenting it, for one contract. */
export function operationPages(contract: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const version of versions) {
    const root = path.join(siteDir, version.docsDir);
    for (const file of mdxFiles(root)) {
      const relative = path.relative(root, file).replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
      for (const [, pageContract, operationId] of fs.readFileSync(file, 'utf8').matchAll(endpointElement)) {
        if (pageContract === contract && !pages.has(operationId)) pages.set(operationId, versionRoute(version, relative));
      }
    }
  }
  return pages;
}
