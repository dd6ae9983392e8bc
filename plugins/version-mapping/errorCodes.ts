import {versionMapping} from '../../src/data/versionMapping';

/**
 * The error codes the errors page's mapping pairs across the versions, among the codes of
 * both catalogues. A code may have several counterparts: v3's `1001` split in two.
 */
export function errorCodePairs(olderCodes: string[], currentCodes: string[]): Array<{v3: string; final: string}> {
  return versionMapping.errors.renamed.filter(({v3, final}) => olderCodes.includes(v3) && currentCodes.includes(final));
}
