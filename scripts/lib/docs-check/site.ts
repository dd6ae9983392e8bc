import fs from 'node:fs';
import path from 'node:path';
import type {Config} from '@docusaurus/types';
import {parse as parseYaml} from 'yaml';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {listContracts} from '../../../plugins/openapi-contracts/contracts';
import {changelogFeed} from '../../../src/data/changelogFeed';
import {downloadFiles} from '../../../src/data/contractDownloads';

// Where the pages of the site live and the route each one gets, as Docusaurus derives
// them: read from docusaurus.config.ts and versions.json, so the check follows the
// config instead of restating it.

export type DocsVersion = {
  /** `current` or the version's name in versions.json, e.g. `3.0.0`. */
  name: string;
  /** Absolute folder of its pages. */
  dir: string;
  /** The route its pages sit under, e.g. `/` or `/v3.0.0/`. */
  routeBase: string;
  /** Absolute path of its tags.yml. */
  tagsFile: string;
};

export type Site = {
  root: string;
  versions: DocsVersion[];
  /** Absolute folder of the standalone pages (src/pages). */
  pagesDir: string;
  /** Absolute folders served as static files. */
  staticDirs: string[];
  /** Files the build writes beside them, relative to the site root: each contract and its downloads (plugins/contract-downloads), the changelog feed (plugins/changelog-feed). */
  builtFiles: string[];
};

export type PageFile = {
  file: string;
  /** The route of the page, without the base URL, e.g. `/api/errors`. */
  route: string;
  /** The docs version of the page; undefined for src/pages. */
  version?: DocsVersion;
};

const joinRoute = (...parts: string[]) => `/${parts.join('/')}/`.replace(/\/+/g, '/');

export function siteFromConfig(root: string, config: Config): Site {
  const classic = (config.presets ?? []).find((preset) => Array.isArray(preset) && preset[0] === 'classic');
  const docs = ((classic as [string, {docs?: DocsOptions}] | undefined)?.[1].docs ?? {}) as Partial<DocsOptions>;
  const routeBasePath = docs.routeBasePath ?? 'docs';
  const tagsFileName = typeof docs.tags === 'string' ? docs.tags : 'tags.yml';
  const versionsFile = path.join(root, 'versions.json');
  const olderNames: string[] = fs.existsSync(versionsFile) ? JSON.parse(fs.readFileSync(versionsFile, 'utf8')) : [];
  const versionPath = (name: string) => docs.versions?.[name]?.path ?? (name === 'current' ? '' : name);
  const currentDir = path.join(root, docs.path ?? 'docs');
  const versions: DocsVersion[] = [
    {
      name: 'current',
      dir: currentDir,
      routeBase: joinRoute(versionPath('current'), routeBasePath),
      tagsFile: path.join(currentDir, tagsFileName),
    },
    ...olderNames.map((name) => {
      const dir = path.join(root, 'versioned_docs', `version-${name}`);
      return {
        name,
        dir,
        routeBase: joinRoute(versionPath(name), routeBasePath),
        tagsFile: path.join(dir, tagsFileName),
      };
    }),
  ];
  return {
    root,
    versions,
    pagesDir: path.join(root, 'src/pages'),
    staticDirs: (config.staticDirectories ?? ['static'])
      .filter((dir): dir is string => Boolean(dir))
      .map((dir) => path.join(root, dir)),
    builtFiles: [...listContracts().flatMap((contract) => Object.values(downloadFiles(contract))), changelogFeed.file],
  };
}

function walk(dir: string, accept: (name: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) return [];
      return entry.isDirectory() ? walk(full, accept) : accept(entry.name) ? [full] : [];
    })
    .sort();
}

/** `api/errors.mdx` → `api/errors`; `api/webhook/index.mdx` → `api/webhook`. */
function routePart(relative: string): string {
  return relative
    .replace(/\.[^./]+$/, '')
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index$/, '');
}

/** Every Markdown page of the docs versions and src/pages, with its route. */
export function listPages(site: Site): PageFile[] {
  const docs = site.versions.flatMap((version) =>
    walk(version.dir, (name) => /\.mdx?$/.test(name)).map((file) => ({
      file,
      route: `${version.routeBase}${routePart(path.relative(version.dir, file))}`.replace(/(.)\/$/, '$1'),
      version,
    })),
  );
  const pages = walk(site.pagesDir, (name) => /\.mdx?$/.test(name)).map((file) => ({
    file,
    route: `/${routePart(path.relative(site.pagesDir, file))}`,
  }));
  return [...docs, ...pages];
}

/** Routes of the pages Docusaurus makes from React components in src/pages (index.tsx → `/`). */
export function listComponentPageRoutes(site: Site): string[] {
  return walk(site.pagesDir, (name) => /\.[jt]sx?$/.test(name) && !/\.(test|spec)\./.test(name)).map(
    (file) => `/${routePart(path.relative(site.pagesDir, file))}`,
  );
}

/** The tags a version declares in its tags.yml. */
export function declaredTags(version: DocsVersion): string[] {
  if (!fs.existsSync(version.tagsFile)) return [];
  return Object.keys(parseYaml(fs.readFileSync(version.tagsFile, 'utf8')) ?? {});
}
