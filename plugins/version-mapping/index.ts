import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {errorCodePairs, versionMappingFile} from './mappingData';
import {currentCounterpartOf, olderCounterparts, versionMapping, type Mapping} from '../../src/data/versionMapping';
import {catalogueCodes} from '../openapi-contracts/catalogueRemark';
import {contractFile, listOperations, loadContract} from '../openapi-contracts/contracts';
import {currentVersion, olderVersion} from '../../src/data/versions';

// The migration table and the v3 page pointers name each page by its title and each
// call by "METHOD /path", read at build time from the docs and the two contracts.
// Only what src/data/versionMapping.ts names is published (a few KB), and a name
// that is missing from a contract or the docs fails the build. The names go to a data
// file that only the pages showing them import (`@generated/version-mapping/default/
// names.json`); every page's global data keeps only the version dropdown's route map.

export type MappedCall = {method: string; path: string};
type Side = {titles: {[route: string]: string}; calls: {[operationId: string]: MappedCall}};
/**
 * Page routes (inside their version) to their counterpart in the other version: all the
 * version dropdown needs, so it does not ship the mapping's prose to every page.
 */
export type CounterpartRoutes = {
  toCurrent: {[olderRoute: string]: string};
  toOlder: {[currentRoute: string]: string};
  /**
   * On the error catalogues (v3 `errors`, FINAL `api/errors`), each code's anchor to its
   * renamed code's in the other version, or '' when it has no one code there (`1001` splits).
   */
  errorAnchors: {
    olderRoute: string;
    currentRoute: string;
    toCurrent: {[olderCode: string]: string};
    toOlder: {[currentCode: string]: string};
  };
};
/** The titles and calls of the mapped pages, for the pages that name them. */
export type VersionMappingNames = {v3: Side; final: Side};
/** The plugin's global data: what the version dropdown needs on every page. */
export type VersionMappingData = {counterparts: CounterpartRoutes};

const sides = {
  v3: {versionName: olderVersion.name, contract: olderVersion.contract},
  final: {versionName: currentVersion.name, contract: currentVersion.contract},
} as const;

function callsOf(contract: string, wanted: string[]): Side['calls'] {
  const calls: Side['calls'] = {};
  for (const {operationId, method, path: callPath, isWebhook} of listOperations(loadContract(contract))) {
    if (!isWebhook && wanted.includes(operationId)) {
      calls[operationId] = {method, path: callPath};
    }
  }
  const missing = wanted.filter((operationId) => !calls[operationId]);
  if (missing.length > 0) {
    throw new Error(
      `${versionMappingFile} names operations that ${path.relative(process.cwd(), contractFile(contract))} lacks: ${missing.join(', ')}`,
    );
  }
  return calls;
}

function titlesOf(docs: DocsContent, versionName: string, wanted: string[]): Side['titles'] {
  const version = docs.loadedVersions.find((candidate) => candidate.versionName === versionName);
  const versionPath = version?.path.replace(/\/?$/, '/') ?? '';
  const titles: Side['titles'] = {};
  for (const doc of version?.docs ?? []) titles[doc.permalink.slice(versionPath.length).replace(/\/$/, '')] = doc.title;
  const missing = wanted.filter((route) => !(route in titles));
  if (missing.length > 0) {
    throw new Error(`${versionMappingFile} names pages that docs version ${versionName} lacks: ${missing.join(', ')}`);
  }
  return Object.fromEntries(wanted.map((route) => [route, titles[route]!]));
}

/**
 * The codes of the two error catalogues that the errors page's mapping renames one to one;
 * a code that split (`1001`) or merged keeps no anchor, and the switch opens the page's top.
 */
function errorAnchors(): CounterpartRoutes['errorAnchors'] {
  const olderCodes = catalogueCodes(olderVersion.contract);
  const currentCodes = catalogueCodes(currentVersion.contract);
  const renamed = errorCodePairs(olderCodes, currentCodes);
  const renamedTo = (codes: string[], pairs: [string, string][]) =>
    Object.fromEntries(
      codes.map((code) => {
        const targets = pairs.filter(([from]) => from === code);
        return [code, targets.length === 1 ? targets[0][1] : ''];
      }),
    );
  return {
    olderRoute: 'errors',
    currentRoute: versionMapping.errors.final!,
    toCurrent: renamedTo(
      olderCodes,
      renamed.map(({v3, final}) => [v3, final]),
    ),
    toOlder: renamedTo(
      currentCodes,
      renamed.map(({v3, final}) => [final, v3]),
    ),
  };
}

export default function versionMappingPlugin(_context: LoadContext): Plugin {
  const entries = Object.entries(versionMapping) as [string, Mapping][];
  const present = (values: (string | null | undefined)[]) =>
    [...new Set(values)].filter((value): value is string => Boolean(value));
  const wanted = {
    v3: {routes: present(entries.map(([route]) => route)), calls: present(entries.map(([, m]) => m.v3OperationId))},
    final: {
      routes: present(entries.map(([, m]) => m.final)),
      calls: present(entries.map(([, m]) => (m.final === null ? undefined : m.finalOperationId))),
    },
  };
  return {
    name: 'version-mapping',
    getPathsToWatch: () => Object.values(sides).map(({contract}) => contractFile(contract)),
    allContentLoaded: async ({allContent, actions}) => {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent;
      const side = (key: keyof typeof sides): Side => ({
        titles: titlesOf(docs, sides[key].versionName, wanted[key].routes),
        calls: callsOf(sides[key].contract, wanted[key].calls),
      });
      const counterparts: CounterpartRoutes = {
        toCurrent: Object.fromEntries(
          entries.flatMap(([route]) => {
            const current = currentCounterpartOf(route);
            return current ? [[route, current]] : [];
          }),
        ),
        toOlder: Object.fromEntries(olderCounterparts),
        errorAnchors: errorAnchors(),
      };
      const names: VersionMappingNames = {v3: side('v3'), final: side('final')};
      await actions.createData('names.json', JSON.stringify(names));
      const data: VersionMappingData = {counterparts};
      actions.setGlobalData(data);
    },
  };
}
