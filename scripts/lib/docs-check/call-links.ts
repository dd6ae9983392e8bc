import GithubSlugger from 'github-slugger';
import {sectionsOf} from '../../../plugins/openapi-contracts/docsPages';
import {
  deref,
  listOperations,
  refName,
  type JsonObject,
  type OpenApiDocument,
} from '../../../plugins/openapi-contracts/contracts';
import {currentVersion} from '../../../src/data/versions';
import {linksOf, routeOf, type LinkIndex} from './links';
import type {ParsedPage} from './parse';
import type {DocProblem} from './problem';

// A call's page links what the call touches, as the reference pages promise: the page of
// each status it moves and of each status or reason it takes or, as a read, answers (the
// page that renders that list with <ApiEnum>), and the section of each webhook event its
// moves send (a moved status sends `<resource>.status_changed`, a created one
// `<resource>.created`). Read from the current contract: its `x-transitions`, request
// bodies and the answers of GET calls.

const enumElement = /<ApiEnum\s+contract="([^"]+)"\s+schema="([^"]+)"/g;
const eventHeading = /^#{2,3} `([a-z_]+\.[a-z_]+)`\s*$/gm;

type Target = {route: string; anchor?: string; what: string};

/** The schemas a schema reaches through `$ref`s, itself included. */
function reachedSchemas(doc: OpenApiDocument, node: unknown, found = new Set<string>(), seen = new Set<unknown>()) {
  if (!node || typeof node !== 'object' || seen.has(node)) return found;
  seen.add(node);
  const name = refName(node);
  if (name) found.add(name);
  const value = name ? deref<JsonObject>(doc, node) : (node as JsonObject);
  for (const child of Object.values(value)) reachedSchemas(doc, child, found, seen);
  return found;
}

/**
 * Where a call's statuses and reasons are for the reader: the request body it takes and,
 * for a read (GET), the answer it shows; an action's answer is the resource it acted on.
 */
function readBodiesOf(method: string, operation: JsonObject): unknown[] {
  const answers = Object.entries((operation.responses as JsonObject | undefined) ?? {})
    .filter(([status]) => method === 'GET' && status.startsWith('2'))
    .map(([, response]) => response);
  return [operation.requestBody, ...answers];
}

/** A status with its diagram (`x-transitions`) or a reason list: what the definitions pages explain. */
const isStatusOrReason = (name: string, schema: JsonObject | undefined) =>
  (name.endsWith('Status') && schema?.['x-transitions'] !== undefined) || name.endsWith('Reason');

export function checkCallLinks(
  pages: ParsedPage[],
  contracts: Map<string, OpenApiDocument>,
  index: LinkIndex,
  baseUrl: string,
): DocProblem[] {
  const contract = currentVersion.contract;
  const doc = contracts.get(contract);
  if (!doc) return [];
  const current = pages.filter((page) => page.version?.name === currentVersion.name && page.tree);
  const enumPages = new Map<string, string>();
  const eventSections = new Map<string, Target>();
  for (const page of current) {
    for (const [, of, schema] of page.source.matchAll(enumElement))
      if (of === contract) enumPages.set(schema, page.route);
    for (const [, event] of page.source.matchAll(eventHeading))
      eventSections.set(event, {
        route: page.route,
        anchor: new GithubSlugger().slug(event),
        what: `the ${event} event`,
      });
  }
  const schemas = (doc.components?.schemas ?? {}) as Record<string, JsonObject>;
  const enumPage = (schema: string): Target[] =>
    enumPages.has(schema) ? [{route: enumPages.get(schema)!, what: `the ${schema} page`}] : [];
  const operations = new Map(listOperations(doc).map((located) => [located.operationId, located]));

  const touched = (operationId: string): Target[] => {
    const targets: Target[] = [];
    for (const [name, schema] of Object.entries(schemas)) {
      const moves = ((schema['x-transitions'] as JsonObject[] | undefined) ?? []).filter((transition) =>
        (transition.causes as JsonObject[]).some((cause) => cause.kind === 'call' && cause.operationId === operationId),
      );
      if (moves.length === 0) continue;
      const resource = name.replace(/Status$/, '').toLowerCase();
      targets.push(...enumPage(name));
      for (const event of new Set(
        moves.map((move) => `${resource}.${move.from === null ? 'created' : 'status_changed'}`),
      ))
        if (eventSections.has(event)) targets.push(eventSections.get(event)!);
    }
    const located = operations.get(operationId);
    for (const body of located ? readBodiesOf(located.method, located.operation) : [])
      for (const name of reachedSchemas(doc, body))
        if (isStatusOrReason(name, schemas[name])) targets.push(...enumPage(name));
    return targets;
  };

  const problems: DocProblem[] = [];
  for (const page of current) {
    const links = linksOf(page).map(({url}) => {
      const [pathPart, anchor] = url.split('#') as [string, string | undefined];
      return {route: routeOf(pathPart, page, index, baseUrl), anchor};
    });
    for (const operationId of sectionsOf(page.source, contract).operations.keys()) {
      const at = page.source.indexOf(`operationId="${operationId}"`);
      const seen = new Set<string>();
      for (const target of touched(operationId)) {
        const key = `${target.route}#${target.anchor ?? ''}`;
        if (seen.has(key) || target.route === page.route) continue;
        seen.add(key);
        const linked = links.some(
          (link) => link.route === target.route && (target.anchor === undefined || link.anchor === target.anchor),
        );
        if (!linked)
          problems.push({
            file: page.file,
            ...page.locate(at),
            rule: 'call-links',
            message: `${operationId} touches ${target.what}: link ${target.route}${target.anchor ? `#${target.anchor}` : ''} from this page`,
          });
      }
    }
  }
  return problems;
}
