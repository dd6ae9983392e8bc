import path from 'node:path';
import {parsePageSource} from './parse';

/** A page of the given version, parsed as the checks parse every page, for the checks' tests. */
export function fixturePage(file: string, source: string, versionName: string) {
  const version = {name: versionName, dir: path.dirname(file), routeBase: '/', tagsFile: ''};
  const {page} = parsePageSource({file, route: '/api/fixture', version}, source);
  return {...page, tree: page.tree!};
}
