import {createSlugger} from '@docusaurus/utils';
import {visit} from 'unist-util-visit';
import {literal, type JsxElement} from '../../../plugins/openapi-contracts/mdxNodes';
import type {LinkIndex} from './links';
import type {ParsedPage} from './parse';

// Where one version's pages explain a name of its contract, read from the pages: the page
// that lists a status or reason schema's values (<ApiEnum>, each value a row with its own
// anchor), the section of a webhook event (the heading named after it) and an error code's
// entry in the catalogue (<ApiErrorCatalogue>, one heading per code). The rules that ask a
// page to link what it names resolve those links here.

export type Target = {route: string; anchor?: string; what: string};

export type ReferenceTargets = {
  /** The page that renders `<ApiEnum schema="…">`, the whole list. */
  listPage(schema: string): Target | undefined;
  /** One value's row on that page. */
  listValue(schema: string, value: string): Target | undefined;
  /** The section headed by the event's type (`## \`project.created\``). */
  eventSection(event: string): Target | undefined;
  /** The code's entry in the error catalogue. */
  errorEntry(code: string): Target | undefined;
};

/** The pages (of `contract`) that render `element`, by the value of its `key` prop: the route and the element's anchor prefix. */
function elementPages(
  pages: ParsedPage[],
  contract: string,
  element: string,
  key: string,
): Map<string, {route: string; anchorPrefix: string}> {
  const found = new Map<string, {route: string; anchorPrefix: string}>();
  for (const page of pages)
    visit(page.tree!, (node) => {
      const jsx = node as JsxElement;
      if (jsx.type !== 'mdxJsxFlowElement' || jsx.name !== element || literal(jsx, 'contract') !== contract) return;
      const value = literal(jsx, key);
      if (value && !found.has(value))
        found.set(value, {route: page.route, anchorPrefix: literal(jsx, 'anchorPrefix') ?? ''});
    });
  return found;
}

/** `pages` are one version's parsed pages; `contract` is that version's. */
export function referenceTargets(pages: ParsedPage[], contract: string, index: LinkIndex): ReferenceTargets {
  const listPages = elementPages(pages, contract, 'ApiEnum', 'schema');
  const cataloguePage = elementPages(pages, contract, 'ApiErrorCatalogue', 'view').get('overview')?.route;
  return {
    listPage: (schema) => {
      const list = listPages.get(schema);
      return list ? {route: list.route, what: `the ${schema} page`} : undefined;
    },
    listValue: (schema, value) => {
      const list = listPages.get(schema);
      return list
        ? {route: list.route, anchor: `${list.anchorPrefix}${value}`, what: `${value} on the ${schema} page`}
        : undefined;
    },
    eventSection: (event) => {
      const anchor = createSlugger().slug(event);
      const route = pages
        .map((page) => page.route)
        .find((candidate) => index.targets.get(candidate)?.anchors.has(anchor));
      return route ? {route, anchor, what: `the ${event} event`} : undefined;
    },
    errorEntry: (code) =>
      cataloguePage ? {route: cataloguePage, anchor: code, what: `${code} in the error catalogue`} : undefined,
  };
}
