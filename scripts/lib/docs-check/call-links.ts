import {sectionsOf} from '../../../plugins/openapi-contracts/docsPages';
import {findOperation, type JsonObject, type OpenApiDocument} from '../../../plugins/openapi-contracts/contracts';
import {currentVersion} from '../../../src/data/versions';
import {eachSchema, jsonSchemas} from '../operation-fields';
import {entityOf, statusSchemas, transitionsOf} from '../scenarios/transitions';
import {linksOf, routeOf, type LinkIndex} from './links';
import type {ParsedPage} from './parse';
import type {DocProblem} from './problem';
import {referenceTargets, type Target} from './reference-targets';

// A call's page links what the call touches, as the reference pages promise: the page of
// each status it moves and of each status or reason it takes or, as a read, answers (the
// page that renders that list with <ApiEnum>), and the section of each webhook event its
// moves send: a moved status sends `<resource>.status_changed`, a created one
// `<resource>.created`, where the contract has that webhook. Read from the current
// contract: its `x-transitions`, its webhooks, request bodies and the answers of GET calls.

/** A status with its diagram (`x-transitions`) or a reason list: what the definitions pages explain. */
const isStatusOrReason = (doc: OpenApiDocument, name: string) =>
  transitionsOf(doc, name) !== undefined || name.endsWith('Reason');

/**
 * Where a call's statuses and reasons are for the reader: the request body it takes and,
 * for a read (GET), the answer it shows; an action's answer is the resource it acted on.
 */
function readSchemas(doc: OpenApiDocument, operationId: string): Set<string> {
  const located = findOperation(doc, operationId);
  if (!located) return new Set();
  const schemas = (doc.components?.schemas ?? {}) as Record<string, JsonObject>;
  const nameOf = new Map(Object.entries(schemas).map(([name, schema]) => [schema, name]));
  const answers = Object.entries((located.operation.responses as JsonObject | undefined) ?? {})
    .filter(([status]) => located.method === 'GET' && status.startsWith('2'))
    .flatMap(([, response]) => jsonSchemas(doc, response));
  const found = new Set<string>();
  for (const root of [...jsonSchemas(doc, located.operation.requestBody), ...answers])
    eachSchema(doc, root, (schema) => {
      const name = nameOf.get(schema);
      if (name) found.add(name);
    });
  return found;
}

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
  const reference = referenceTargets(current, contract, index);
  const listPage = (schema: string): Target[] => {
    const target = reference.listPage(schema);
    return target ? [target] : [];
  };
  const webhooks = new Set(Object.keys((doc.webhooks as JsonObject | undefined) ?? {}));
  const statuses = statusSchemas(doc);

  const touched = (operationId: string): Target[] => {
    const targets: Target[] = [];
    for (const schema of statuses) {
      const moves = transitionsOf(doc, schema)!.filter((transition) =>
        transition.causes.some((cause) => cause.kind === 'call' && cause.operationId === operationId),
      );
      if (moves.length === 0) continue;
      targets.push(...listPage(schema));
      const events = moves.map((move) => `${entityOf(schema)}.${move.from === null ? 'created' : 'status_changed'}`);
      for (const event of new Set(events.filter((name) => webhooks.has(name)))) {
        const section = reference.eventSection(event);
        targets.push(
          section ?? {route: '(no page)', anchor: event, what: `the ${event} event, which no page's heading names`},
        );
      }
    }
    for (const name of readSchemas(doc, operationId)) if (isStatusOrReason(doc, name)) targets.push(...listPage(name));
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
