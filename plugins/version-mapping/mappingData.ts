import path from 'node:path';
import {versionMapping} from '../../src/data/versionMapping';

/** The file of the version mapping, relative to the site: what reads it and what reports on it name it so. */
export const versionMappingFile = 'src/data/versionMapping.ts';
/** The same, absolute. */
export const versionMappingPath = path.resolve(__dirname, '../..', versionMappingFile);

/**
 * The error codes the errors page's mapping pairs across the versions, among the codes of
 * both catalogues. A code may have several counterparts: v3's `1001` split in two.
 */
export function errorCodePairs(olderCodes: string[], currentCodes: string[]): Array<{v3: string; final: string}> {
  return versionMapping.errors.renamed.filter(({v3, final}) => olderCodes.includes(v3) && currentCodes.includes(final));
}
