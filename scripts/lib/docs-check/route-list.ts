import fs from 'node:fs';
import path from 'node:path';
import {allSpecRoutes, currentTags, olderTags} from '../../../src/data/routes';
import {currentVersion, olderVersion} from '../../../src/data/versions';
import type {ParsedPage} from './parse';
import {pointLocator, type DocProblem} from './problem';
import {declaredTags, listComponentPageRoutes, type Site} from './site';

// The spec lists every route (src/data/routes.ts, which the browser tests visit): a page
// whose route is not on the list, a listed route with no page, and a tag declared in a
// version's tags.yml but not listed, or listed but not declared, are each reported.

export function checkRouteList(pages: ParsedPage[], site: Site): DocProblem[] {
  const routesFile = path.join(site.root, 'src/data/routes.ts');
  // A site without the list, such as the test fixtures of check:docs, has nothing to hold pages to.
  if (!fs.existsSync(routesFile)) return [];
  const routesSource = fs.readFileSync(routesFile, 'utf8');
  const locateInRoutes = pointLocator(routesSource);
  const inRoutesFile = (name: string) => locateInRoutes(Math.max(routesSource.indexOf(`'${name}'`), 0));
  const withoutSlash = (route: string) => route.replace(/(.)\/$/, '$1');
  const listed = new Set(allSpecRoutes.map((route) => withoutSlash(`/${route}`)));
  const built = [...pages.map((page) => page.route), ...listComponentPageRoutes(site)].map(withoutSlash);
  const problems: DocProblem[] = [];
  // Two files with one route (`cancel.mdx` and `cancel/index.mdx`): the build keeps one
  // page and drops the other without a word.
  const fileOfRoute = new Map<string, string>();
  for (const page of pages) {
    const other = fileOfRoute.get(withoutSlash(page.route));
    if (other)
      problems.push({
        file: page.file,
        line: 1,
        column: 1,
        rule: 'route-list',
        message: `${page.route} is also the route of ${path.relative(site.root, other)}: the build would keep one page and drop the other; merge them or move one`,
      });
    else fileOfRoute.set(withoutSlash(page.route), page.file);
  }
  for (const page of pages)
    if (!listed.has(withoutSlash(page.route)))
      problems.push({
        file: page.file,
        line: 1,
        column: 1,
        rule: 'route-list',
        message: `${page.route} is not in the spec's route list (src/data/routes.ts); add a page only when the spec gains one`,
      });
  const tagRoutes = (prefix: string) => (route: string) => route.startsWith(`${prefix}tags/`);
  for (const route of listed) {
    const isTag = tagRoutes('/')(route) || tagRoutes(`/${olderVersion.path}/`)(route);
    if (isTag || route === '/tags' || built.includes(route)) continue;
    problems.push({
      file: routesFile,
      ...inRoutesFile(
        route
          .split('/')
          .slice(route.startsWith(`/${olderVersion.path}/`) ? 2 : 1)
          .join('/'),
      ),
      rule: 'route-list',
      message: `${route} is in the route list, but no page has that route`,
    });
  }
  for (const [version, tags] of [
    [site.versions.find(({name}) => name === currentVersion.name), currentTags],
    [site.versions.find(({name}) => name === olderVersion.name), olderTags],
  ] as const) {
    if (!version) continue;
    const declared = declaredTags(version);
    const tagsSource = fs.readFileSync(version.tagsFile, 'utf8');
    for (const tag of declared.filter((name) => !(tags as readonly string[]).includes(name)))
      problems.push({
        file: version.tagsFile,
        ...pointLocator(tagsSource)(Math.max(tagsSource.indexOf(`${tag}:`), 0)),
        rule: 'route-list',
        message: `tag "${tag}" is declared, but its page is not in the spec's route list (src/data/routes.ts)`,
      });
    for (const tag of (tags as readonly string[]).filter((name) => !declared.includes(name)))
      problems.push({
        file: routesFile,
        ...inRoutesFile(tag),
        rule: 'route-list',
        message: `tag "${tag}" is in the route list, but ${path.relative(site.root, version.tagsFile)} does not declare it`,
      });
  }
  return problems;
}
