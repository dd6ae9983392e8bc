/**
 * What the tests visit: the site's routes (src/data/routes.ts, the one list) and the URL
 * of a route under the base path.
 */
import {basePath} from '../src/data/routes';

export {
  allSpecRoutes,
  basePath,
  currentDocRoutes,
  currentTags,
  generalRoutes,
  olderDocRoutes,
  olderTags,
} from '../src/data/routes';

export const url = (route: string): string => `${basePath}${route}`;
