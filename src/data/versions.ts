/**
 * The documented API versions, once. docusaurus.config.ts, both plugins, the checks,
 * the components and the tests read them from here. Docusaurus itself reads the older
 * versions' names from versions.json, so this module fails at once if the two disagree.
 */
import versionsJson from '../../versions.json';

export type DocsVersion = {
  /** Docusaurus' version name: `current` for docs/, else the folder versioned_docs/version-<name>. */
  readonly name: string;
  /** What the version dropdown and the pages call it. */
  readonly label: string;
  /** The route prefix under the base path, without slashes; '' for the current version. */
  readonly path: string;
  /** The contract it documents: contracts/openapi/<contract>.yaml. */
  readonly contract: string;
  /** The route of its API pages (scopes, errors, calls), without the base path. */
  readonly docsBase: string;
  /** Where its MDX pages live, relative to the site root. */
  readonly docsDir: string;
  readonly current: boolean;
};

/** FINAL-1.0.0, documented in docs/ and served at the base path itself. */
export const currentVersion = {
  name: 'current',
  label: 'FINAL-1.0.0',
  path: '',
  contract: 'final-1.0.0',
  docsBase: '/api',
  docsDir: 'docs',
  current: true,
} as const satisfies DocsVersion;

/** OLD-3.0.0: the version the migration guide and the version mapping lead from. */
export const olderVersion = {
  name: '3.0.0',
  label: 'OLD-3.0.0',
  path: 'v3.0.0',
  contract: 'v3.0.0',
  docsBase: '/v3.0.0',
  docsDir: 'versioned_docs/version-3.0.0',
  current: false,
} as const satisfies DocsVersion;

/** Every version, current first. */
export const versions: readonly DocsVersion[] = [currentVersion, olderVersion];

const olderNames = versions.filter((version) => !version.current).map((version) => version.name);
if (JSON.stringify(olderNames) !== JSON.stringify(versionsJson)) {
  throw new Error(
    `versions.json lists ${JSON.stringify(versionsJson)} but src/data/versions.ts lists ${JSON.stringify(olderNames)}: ` +
      'make them name the same older versions, newest first.',
  );
}

/** The route of a page of a version, e.g. `/v3.0.0/projects/create` for `projects/create`. */
export function versionRoute(version: DocsVersion, route: string): string {
  return `/${[version.path, route].filter(Boolean).join('/')}`;
}

/** The version documenting a contract; throws, naming the contract, when none does. */
export function versionOfContract(contract: string): DocsVersion {
  const version = versions.find((candidate) => candidate.contract === contract);
  if (!version) {
    const known = versions.map((candidate) => candidate.contract).join(', ');
    throw new Error(`No version documents contract "${contract}" (known: ${known}); add it to src/data/versions.ts.`);
  }
  return version;
}

/** Where a contract's API pages live, so components link a scope or an error code to the right version. */
export function docsBaseOf(contract: string): string {
  return versionOfContract(contract).docsBase;
}
