import fs from 'node:fs';
import path from 'node:path';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Heading, Link} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import type {Node} from 'unist';
import {visit} from 'unist-util-visit';
import {catalogueCodes, errorCatalogueElement} from '../../../plugins/openapi-contracts/catalogueRemark';
import {loadContract} from '../../../plugins/openapi-contracts/contracts';
import {literal, type JsxElement} from '../../../plugins/openapi-contracts/mdxNodes';
import {buildOverviewView, buildSchemaView} from '../../../plugins/openapi-contracts/views';
import type {ParsedPage} from './parse';
import type {LoadedSandboxBranches} from '../../../plugins/openapi-contracts/sandboxBranches';
import {placeAt} from '../../../plugins/openapi-contracts/scenarios';
import {showsSandboxBranches} from './sandbox';
import {scenarioStepsOf} from './scenarios';
import type {DocProblem} from './problem';
import {declaredTags, listComponentPageRoutes, type Site} from './site';

// Internal links: each one must lead to a page, tag page or static file of the site,
// and its #anchor to a heading or a row of that page. Anchors are known from the
// headings (slugged as Docusaurus does), explicit `id` props and the rows the contract
// components render; on a page with a component whose ids only exist at render time,
// an unknown anchor is not reported.

/** Components whose row ids come from data outside the page and the contracts. */
const componentsWithOwnIds = new Set(['WidgetSettingsTable', 'MigrationTable', 'MigrationSteps']);

/** The ids the contract components on a page render (enum values, error codes, scopes). */
function contractComponentIds(element: JsxElement): string[] {
  const contract = literal(element, 'contract');
  if (!contract) return [];
  try {
    const doc = loadContract(contract);
    const schema = literal(element, 'schema');
    if (element.name === 'ApiEnum' && schema)
      return (buildSchemaView(contract, doc, schema).enumValues ?? []).map((value) => String(value.value));
    if (element.name === errorCatalogueElement) return catalogueCodes(contract);
    if (element.name === 'ApiScopes')
      return buildOverviewView(contract, doc, {operations: new Map(), schemas: new Map()}).scopes.map(
        (scope) => scope.name,
      );
  } catch {
    // An unknown contract or schema is reported by the contract check of the page.
  }
  return [];
}

type Target = {anchors: Set<string>; anchorsComplete: boolean};

function anchorsOf(page: ParsedPage): Target {
  const anchors = new Set<string>();
  let anchorsComplete = true;
  const slugger = createSlugger();
  // The tree is the page as built: expandScenarios has put its scenario steps' headings in.
  visit(page.tree!, (node: Node) => {
    if (node.type === 'heading') {
      const children = (node as Heading).children.filter((child) => child.type !== 'html');
      // An explicit id as MDX writes it, a last `{/* #id */}`, as Docusaurus reads it.
      const last = children.at(-1) as {type: string; value?: string} | undefined;
      const commentId =
        last?.type === 'mdxTextExpression' ? parseMarkdownHeadingId(`{${last.value}}`, 'mdx-comment').id : undefined;
      const text = toString(commentId ? children.slice(0, -1) : children);
      anchors.add(commentId ?? slugger.slug(text));
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const element = node as JsxElement;
      const id = literal(element, 'id');
      if (id) anchors.add(id);
      contractComponentIds(element).forEach((value) => anchors.add(value));
      if (componentsWithOwnIds.has(element.name ?? '')) anchorsComplete = false;
    }
  });
  return {anchors, anchorsComplete};
}

type PageLink = {url: string; offset?: number};

/** The links a page writes: Markdown links and definitions, `<a href>` and `<Link to>`. */
export function linksOf(page: ParsedPage): PageLink[] {
  const links: PageLink[] = [];
  visit(page.tree!, (node: Node & {url?: string}) => {
    const offset = node.position?.start.offset;
    if ((node.type === 'link' || node.type === 'definition') && node.url) links.push({url: node.url, offset});
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const element = node as JsxElement;
      const url =
        element.name === 'a' ? literal(element, 'href') : element.name === 'Link' ? literal(element, 'to') : undefined;
      if (url) links.push({url, offset});
    }
  });
  return links;
}

const normalise = (route: string) => route.replace(/(.)\/$/, '$1');

export type LinkIndex = {targets: Map<string, Target>; fileRoutes: Map<string, string>};

/** Every route of the site with its anchors: pages, tag pages, React pages. */
export function linkIndex(site: Site, pages: ParsedPage[]): LinkIndex {
  const targets = new Map<string, Target>();
  const fileRoutes = new Map<string, string>();
  for (const page of pages) {
    fileRoutes.set(page.file, page.route);
    targets.set(page.route, page.tree ? anchorsOf(page) : {anchors: new Set(), anchorsComplete: false});
  }
  for (const version of site.versions) {
    targets.set(`${version.routeBase}tags`, {anchors: new Set(), anchorsComplete: false});
    for (const tag of declaredTags(version))
      targets.set(`${version.routeBase}tags/${tag}`, {anchors: new Set(), anchorsComplete: false});
  }
  for (const route of listComponentPageRoutes(site)) targets.set(route, {anchors: new Set(), anchorsComplete: false});
  return {targets, fileRoutes};
}

/**
 * The route a link's path leads to from a page (itself when empty, a page file's route for
 * `.md`/`.mdx`, else the URL without the base URL); undefined for a page file that is none.
 */
export function routeOf(pathPart: string, page: ParsedPage, index: LinkIndex, baseUrl: string): string | undefined {
  if (pathPart === '') return page.route;
  if (/\.mdx?$/.test(pathPart)) return index.fileRoutes.get(path.resolve(path.dirname(page.file), pathPart));
  const absolute = pathPart.startsWith('/') ? pathPart : new URL(pathPart, `http://site${page.route}`).pathname;
  return normalise(absolute.startsWith(baseUrl) ? `/${absolute.slice(baseUrl.length)}` : absolute);
}

/** What is wrong with a link from a page, or undefined when it leads somewhere. */
function linkProblem(url: string, page: ParsedPage, site: Site, index: LinkIndex, baseUrl: string): string | undefined {
  if (/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('pathname:')) return undefined; // another site, mailto:, tel:
  const [pathPart, anchor] = url.split('#') as [string, string | undefined];
  if (url.startsWith('pathname://')) {
    const file = pathPart.replace(/^pathname:\/\//, '').replace(baseUrl, '/');
    if (site.staticDirs.some((dir) => fs.existsSync(path.join(dir, file)))) return undefined;
    if (site.builtFiles.includes(file.replace(/^\//, ''))) return undefined;
    const staticDirs = site.staticDirs.map((dir) => path.relative(site.root, dir)).join(' or ');
    return `link to ${url}: no file ${file} in ${staticDirs}, nor one the build writes (a contract, its downloads, the changelog feed)`;
  }
  const route = routeOf(pathPart, page, index, baseUrl);
  if (!route)
    return `link to ${url}: no page ${path.relative(site.root, path.resolve(path.dirname(page.file), pathPart))}`;
  const target = index.targets.get(route);
  if (!target) return `link to ${url}: no page has the route ${route}`;
  if (anchor && !target.anchors.has(anchor) && target.anchorsComplete) {
    const known = [...target.anchors].slice(0, 12).join(', ');
    return `link to ${url}: ${route} has no anchor #${anchor} (it has: ${known || 'none'}${target.anchors.size > 12 ? ', ...' : ''})`;
  }
  return undefined;
}

/** The page's own links; those the build brought in from a scenario have no place in the page and are checked there. */
export function checkLinks(page: ParsedPage, site: Site, index: LinkIndex, baseUrl: string): DocProblem[] {
  const links = linksOf(page).flatMap(({url, offset}) => {
    const message = offset === undefined ? undefined : linkProblem(url, page, site, index, baseUrl);
    return message ? [{file: page.file, ...page.locate(offset!), rule: 'link', message}] : [];
  });
  const images = imagesOf(page).flatMap(({src, offset, jsx}) => {
    const message = imageProblem(src, jsx, page, site, baseUrl);
    return message ? [{file: page.file, ...page.locate(offset), rule: 'image', message}] : [];
  });
  return [...links, ...images];
}

type PageImage = {src: string; offset: number; jsx: boolean};

/** Markdown images and `<img>` elements whose `src` is written out. */
function imagesOf(page: ParsedPage): PageImage[] {
  const images: PageImage[] = [];
  visit(page.tree!, (node: Node & {url?: string}) => {
    const offset = node.position?.start.offset;
    if (offset === undefined) return;
    if (node.type === 'image' && node.url) images.push({src: node.url, offset, jsx: false});
    if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      (node as JsxElement).name === 'img'
    ) {
      const src = literal(node as JsxElement, 'src');
      if (src) images.push({src, offset, jsx: true});
    }
  });
  return images;
}

/**
 * What is wrong with an image, or undefined. Docusaurus resolves a Markdown image's path
 * itself (relative to the page's file, or in a static folder) and adds the base path; an
 * `<img>` keeps its `src` as written, so that must hold the base path.
 */
function imageProblem(src: string, jsx: boolean, page: ParsedPage, site: Site, baseUrl: string): string | undefined {
  if (/^([a-z][a-z\d+.-]*:|\/\/)/i.test(src)) return undefined; // another site, data:
  const inStatic = (file: string) => site.staticDirs.some((dir) => fs.existsSync(path.join(dir, file)));
  const staticDirs = site.staticDirs.map((dir) => path.relative(site.root, dir)).join(' or ');
  const written = src.split(/[?#]/)[0];
  let file = written;
  try {
    file = decodeURI(written);
  } catch {
    // A stray % is no escape: the path is as written.
  }
  if (jsx) {
    if (!file.startsWith(baseUrl))
      return `image ${src}: an <img> keeps its src as written, so the browser asks for it outside the site's base path ${baseUrl}; use Markdown's ![text](${file.startsWith('/') ? file : `/${file}`}) or write the base path`;
    const inSite = file.slice(baseUrl.length - 1);
    return inStatic(inSite) ? undefined : `image ${src}: no file ${inSite} in ${staticDirs}`;
  }
  if (file.startsWith('/')) return inStatic(file) ? undefined : `image ${src}: no file ${file} in ${staticDirs}`;
  const beside = path.resolve(path.dirname(page.file), file);
  return fs.existsSync(beside) ? undefined : `image ${src}: no file ${path.relative(site.root, beside)}`;
}

/** The links of Markdown that a data file gives the page, reported at `at` in that file, after `what`. */
function checkLinksOfData(
  markdown: string,
  at: {file: string; line: number; column: number; what: string},
  page: ParsedPage,
  site: Site,
  index: LinkIndex,
  baseUrl: string,
): DocProblem[] {
  const links: string[] = [];
  visit(unified().use(remarkParse).parse(markdown), 'link', (node: Link) => void links.push(node.url));
  return links.flatMap((url) => {
    const message = linkProblem(url, page, site, index, baseUrl);
    return message
      ? [
          {
            file: at.file,
            line: at.line,
            column: at.column,
            rule: 'link',
            message: `${at.what}, shown on ${page.route}: ${message}`,
          },
        ]
      : [];
  });
}

/** The links in the prose of the scenario steps a page shows, reported at the step's prose in its scenario file. */
export function checkScenarioLinks(page: ParsedPage, site: Site, index: LinkIndex, baseUrl: string): DocProblem[] {
  return scenarioStepsOf(page).flatMap(({loaded, index: stepIndex, step}) =>
    step.prose
      ? checkLinksOfData(
          step.prose,
          {file: loaded.file, ...placeAt(loaded, ['steps', stepIndex, 'prose']), what: `step "${step.id}"`},
          page,
          site,
          index,
          baseUrl,
        )
      : [],
  );
}

/** The links in the sandbox table's cells, on the page that shows it, reported at the cell in its file. */
export function checkSandboxLinks(
  page: ParsedPage,
  loaded: LoadedSandboxBranches | undefined,
  site: Site,
  index: LinkIndex,
  baseUrl: string,
): DocProblem[] {
  if (!loaded || !showsSandboxBranches(page)) return [];
  return loaded.branches.flatMap((branch, row) =>
    (['exercise', 'do'] as const).flatMap((cell) =>
      checkLinksOfData(
        branch[cell],
        {file: loaded.file, ...placeAt(loaded, ['branches', row, cell]), what: `sandbox table, row ${row + 1}`},
        page,
        site,
        index,
        baseUrl,
      ),
    ),
  );
}
