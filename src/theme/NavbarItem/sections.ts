/**
 * The three sections of the top bar, once. The navbar items (DocNavbarItem), the home
 * page and the not-found page read this table; `docId` matches the navbar item's
 * `docId` in docusaurus.config.ts.
 */
import {useActivePluginAndVersion, useLatestVersion} from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';

export type Section = {
  readonly label: string;
  /** The doc the section opens, in the current version. */
  readonly docId: string;
  /** Paths under the base URL that belong to the section, without slashes at the ends. */
  readonly pathPrefixes: readonly string[];
  /** Older versions document only the API, so every page of theirs belongs here. */
  readonly ownsOlderVersions: boolean;
  /** One sentence on what the reader finds there. */
  readonly summary: string;
};

export const sections: readonly Section[] = [
  {
    label: 'Tutorial',
    docId: 'intro',
    pathPrefixes: ['intro'],
    ownsOlderVersions: false,
    summary: 'From API credentials to an approved recording in the sandbox, one call at a time.',
  },
  {
    label: 'API',
    docId: 'api/introduction',
    pathPrefixes: ['api'],
    ownsOlderVersions: true,
    summary: 'Price, order and review voice-over and audio ads from your back end.',
  },
  {
    label: 'Widget',
    docId: 'widget/intro',
    pathPrefixes: ['widget'],
    ownsOlderVersions: false,
    summary: 'Let your visitors configure, price and pay for an order inside your site.',
  },
];

export function sectionOfDocId(docId: string): Section | undefined {
  return sections.find((section) => section.docId === docId);
}

/** "intro/" and "intro" are the same path (an address ending in index.html never reaches React: src/clientModules/cleanIndexPath.ts). */
function normalize(relativePath: string): string {
  return relativePath.replace(/^\/+|\/+$/g, '');
}

export function sectionOfPath(relativePath: string, inOlderVersion: boolean): Section | undefined {
  if (inOlderVersion) {
    return sections.find((section) => section.ownsOlderVersions);
  }
  const path = normalize(relativePath);
  return sections.find((section) =>
    section.pathPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
  );
}

export type SectionState = {
  /** The section of the page being read, if any. */
  readonly activeSection: Section | undefined;
  /** Path (with base URL) of the page being read, normalized. */
  readonly currentPath: string;
  /** Where a section's link leads from this page. */
  readonly entryPath: (section: Section) => string;
};

export function useSections(): SectionState {
  const {pathname} = useLocation();
  const baseUrl = useBaseUrl('/');
  const activeVersion = useActivePluginAndVersion()?.activeVersion;
  const latestVersion = useLatestVersion(undefined);
  const inOlderVersion = !!activeVersion && !activeVersion.isLast;
  const relativePath = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname;

  // Spec §2: each item opens its doc of the current version, from every page (an older
  // version has no such doc; its pages are reached through the version dropdown).
  const entryPath = (section: Section): string => {
    const doc = latestVersion.docs.find((candidate) => candidate.id === section.docId);
    if (!doc) {
      throw new Error(`src/theme/NavbarItem/sections.ts: no doc "${section.docId}" in version ${latestVersion.name}.`);
    }
    return doc.path;
  };

  return {
    activeSection: sectionOfPath(relativePath, inOlderVersion),
    currentPath: `${baseUrl}${normalize(relativePath)}`,
    entryPath,
  };
}
