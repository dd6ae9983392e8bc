import fs from 'node:fs';
import path from 'node:path';

// Which docs page documents which operation, read from the pages themselves: the page
// that renders <ApiEndpoint contract="C" operationId="X" /> is the page of X. So the
// scope and error tables link to calls without a second list to keep in step.

const siteDir = path.resolve(__dirname, '../..');

/** Docs folders and the route prefix their pages are served under. */
const docsRoots: {dir: string; routePrefix: string}[] = [
  {dir: 'docs', routePrefix: '/'},
  ...(fs.existsSync(path.join(siteDir, 'versioned_docs'))
    ? fs
        .readdirSync(path.join(siteDir, 'versioned_docs'))
        .filter((name) => name.startsWith('version-'))
        .map((name) => ({dir: path.join('versioned_docs', name), routePrefix: `/v${name.slice('version-'.length)}/`}))
    : []),
];

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
  return docsRoots.flatMap(({dir}) => mdxFiles(path.join(siteDir, dir)));
}

/** operationId → route (without the base URL) of the page documenting it, for one contract. */
export function operationPages(contract: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const {dir, routePrefix} of docsRoots) {
    const root = path.join(siteDir, dir);
    for (const file of mdxFiles(root)) {
      const relative = path.relative(root, file).replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
      for (const [, pageContract, operationId] of fs.readFileSync(file, 'utf8').matchAll(endpointElement)) {
        if (pageContract === contract && !pages.has(operationId)) pages.set(operationId, `${routePrefix}${relative}`);
      }
    }
  }
  return pages;
}
