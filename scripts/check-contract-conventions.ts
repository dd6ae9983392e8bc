import {
  deref,
  findOperation,
  follow,
  listedValues,
  listOperations,
  loadContract,
  locate,
  pointerOf,
  refName,
  type JsonObject,
  type LocatedOperation,
  type OpenApiDocument,
} from '../plugins/openapi-contracts/contracts';
import {apiId, idKind} from '../plugins/openapi-contracts/ids';
import {errorRows, simulationActionSchema, simulationOperationId} from '../plugins/openapi-contracts/views';
import {wordCount} from '../src/lib/wordCount';
import {currentVersion, olderVersion} from '../src/data/versions';
import {requestFields} from './lib/operation-fields';
import {saysWhen} from './lib/sample-checker';
import {transitionsOf} from './lib/scenarios/transitions';

// npm run lint:contracts, after Redocly: the conventions the current contract states in its
// description and the introduction page repeats hold for every call, so a reader can rely
// on them without reading each call:
//   - every POST takes an `Idempotency-Key` header;
//   - every call that takes a body declares `422`, the answer to a body off its schema (a
//     field it does not declare, a value its pattern or enum refuses);
//   - every response carries the `RateLimit-Limit`, `-Remaining` and `-Reset` headers;
//   - every list that answers `pagination` takes `cursor` and `limit` (1 to 100, default 20);
//   - in what the API sends (2xx responses, webhook events), a field that can be `null` is
//     always there, and a field that can be left out says when: its description has
//     "Only", "Present", "Left out", "Not on" or "Required with". A field with a default
//     is always there, with its default;
//   - a call that can answer `invalid_status_transition` moves a status, so a transition
//     of a status enum (`x-transitions`, the status pages' diagrams) names it;
//   - a call whose description says "Sandbox only" has the sandbox as its one server, so
//     its page and samples show no production URL; a call's own servers are the contract's;
//   - a call that moves a status answers, in its success examples, a status it moves to (the
//     simulation call: one that its example's action moves to; not one it moves other
//     resources to, as select winner the other auditions), so the example a reader copies
//     is one the call can give;
//   - a success example of a call on one resource is that resource: its `id`, or its
//     `<name>_id` field, is the example of the path parameter, so a page's request sample
//     and the answer beside it name the same project or deliverable (in OLD-3.0.0's contract too);
//   - a list's example page is one the request beside it can get: `has_more` with a
//     `next_cursor`, on a full page of the `limit` asked (the `limit` example of the same
//     name as the answer's, else its example, else its default);
//     the last page with `next_cursor` null;
//   - a path parameter is not a closed enum: an unknown code answers `404 not_found` and new
//     codes are additive, so a client validating against the contract must let them through;
//   - a call's `422` example names a field of that call's body, with an issue its schema can
//     have (a required field missing, a length past its bound, values from its list), so the
//     mock and the downloads answer a call about a field it takes;
//   - an error example is one the call can give: no word of a body to a call that takes
//     none, and a `404` names what the call looks up (its last path parameter, else an ID
//     its body sends), so the mock and the Postman collection answer about this call.
//   - an example of a values call named after an attribute lists that attribute's values as
//     its schema lists them, in order (in OLD-3.0.0's contract too); one named after no
//     attribute shows an empty list (an attribute without fixed values).
// Each problem names the file and line of the call or the field.

const rateLimitHeaders = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];

/** Where the optional fields of what the API sends break the convention, each once. */
function checkSentFields(doc: OpenApiDocument, problems: string[]): void {
  const visited = new Set<unknown>();
  const mediaSchema = (node: unknown) =>
    ((deref<JsonObject>(doc, node)?.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined)
      ?.schema;
  const walk = (node: unknown, inheritedRequired: string[] = []): void => {
    const {node: schema, pointer} = follow<JsonObject>(doc, node);
    if (!schema || typeof schema !== 'object' || visited.has(schema)) return;
    visited.add(schema);
    // The parts of an allOf make one object: a field one part requires, another may describe.
    const parts = ((schema.allOf as unknown[]) ?? []).map((part) => deref<JsonObject>(doc, part));
    const required = [...inheritedRequired, ...((schema.required as string[]) ?? [])];
    const partsRequired = parts.flatMap((part) => (part.required as string[]) ?? []);
    for (const part of (schema.allOf as unknown[]) ?? []) walk(part, [...required, ...partsRequired]);
    for (const key of ['oneOf', 'anyOf']) for (const variant of (schema[key] as unknown[]) ?? []) walk(variant);
    if (schema.items) walk(schema.items);
    for (const [name, property] of Object.entries((schema.properties as JsonObject | undefined) ?? {})) {
      const field = deref<JsonObject>(doc, property);
      const description = String((property as JsonObject).description ?? field.description ?? '');
      const nullable = [field.type, ...((field.oneOf as JsonObject[]) ?? []).map((variant) => variant.type)]
        .flat()
        .includes('null');
      const where = `${locate(doc, `${pointer}/properties/${name}`)}: ${name}`;
      if (!required.includes(name) && field.default === undefined) {
        if (nullable) problems.push(`${where}: can be null, so it is never left out: add it to required`);
        else if (!saysWhen.test(description))
          problems.push(`${where}: can be left out, and its description does not say when ("${description}")`);
      }
      walk(property);
    }
  };
  for (const operation of listOperations(doc)) {
    if (operation.isWebhook) walk(mediaSchema(operation.operation.requestBody));
    else
      for (const [status, response] of Object.entries((operation.operation.responses as JsonObject) ?? {}))
        if (status.startsWith('2')) walk(mediaSchema(response));
  }
}

// The sandbox's simulation acts for the creatives: what it does are the diagrams' events.
const actsForTheProvider = new Set([simulationOperationId]);

/** Calls that can be refused for the status they act on, but that no transition names. */
function checkStatusCalls(doc: OpenApiDocument, problems: string[]): void {
  const statusSchemas = Object.keys((doc.components?.schemas as JsonObject | undefined) ?? {});
  const causes = new Set(
    statusSchemas.flatMap((name) =>
      (transitionsOf(doc, name) ?? []).flatMap((transition) =>
        transition.causes.map((cause) => (cause.kind === 'call' ? cause.operationId : undefined)),
      ),
    ),
  );
  for (const operation of listOperations(doc).filter((candidate) => !candidate.isWebhook)) {
    const conflict = (operation.operation.responses as JsonObject | undefined)?.['409'];
    if (!conflict || causes.has(operation.operationId) || actsForTheProvider.has(operation.operationId)) continue;
    const examples = JSON.stringify(deref<JsonObject>(doc, conflict));
    const named = Object.keys((operation.operation['x-error-hints'] as JsonObject | undefined) ?? {});
    if (examples.includes('"invalid_status_transition"') || named.includes('invalid_status_transition'))
      problems.push(
        `${locate(doc, operation.pointer)}: ${operation.operationId} can answer invalid_status_transition, but no x-transitions names it as a cause`,
      );
  }
}

/**
 * A simulation action whose description names a status (`ask_question`: "an `in_progress`
 * project ... becomes `info_needed`") moves it: a transition whose event lists the action
 * in `sandbox` starts or ends there, so the status pages and the sandbox table's replay
 * (check:scenarios) know what the action does.
 */
function checkSimulationActions(doc: OpenApiDocument, problems: string[]): void {
  const schema = simulationActionSchema(doc);
  if (!schema) return;
  const machines = Object.keys((doc.components?.schemas as JsonObject | undefined) ?? {}).flatMap((name) => {
    const transitions = transitionsOf(doc, name);
    return transitions ? [{name, transitions}] : [];
  });
  const statuses = new Set(machines.flatMap(({transitions}) => transitions.flatMap((t) => [t.from, t.to])));
  const descriptions = (schema['x-enum-meanings'] as Record<string, string> | undefined) ?? {};
  for (const [action, description] of Object.entries(descriptions)) {
    const moved = new Set(
      machines.flatMap(({transitions}) =>
        transitions
          .filter((transition) =>
            transition.causes.some((cause) => cause.kind === 'event' && cause.sandbox?.includes(action)),
          )
          .flatMap((transition) => [transition.from, transition.to]),
      ),
    );
    for (const [, status] of description.matchAll(/`([a-z_]+)`/g))
      if (statuses.has(status) && !moved.has(status))
        problems.push(
          `${locate(doc, pointerOf(doc, schema) ?? '')}: the action ${action} names \`${status}\`, but no transition to or from it lists ${action} in its sandbox`,
        );
  }
}

/** The status schema that a response's `status` field takes (`ProjectStatus`), if any. */
function statusSchemaOf(doc: OpenApiDocument, responseSchema: unknown): string | undefined {
  return refName((deref<JsonObject | undefined>(doc, responseSchema)?.properties as JsonObject | undefined)?.status);
}

/** An operation's parameters, those of its path included, `$ref`s followed. */
function parametersOf(doc: OpenApiDocument, operation: LocatedOperation): JsonObject[] {
  return [...operation.pathParameters, ...((operation.operation.parameters as unknown[]) ?? [])].map((parameter) =>
    deref<JsonObject>(doc, parameter),
  );
}

/** The JSON examples of an operation's 2xx responses, with their schema and where each is written. */
function successExamples(
  doc: OpenApiDocument,
  operation: LocatedOperation,
): Array<{code: string; schema: unknown; examples: Array<{value: unknown; at: string}>}> {
  return Object.entries((operation.operation.responses as JsonObject) ?? {})
    .filter(([code]) => code.startsWith('2'))
    .map(([code, node]) => {
      const response = follow<JsonObject>(doc, node, `${operation.pointer}/responses/${code}`);
      const media = (response.node.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined;
      return {
        code,
        schema: media?.schema,
        examples: examplesOf(doc, media, `${response.pointer}/content/application~1json`),
      };
    });
}

/** The examples of a request body or response, each with where it is written. */
function examplesOf(
  doc: OpenApiDocument,
  media: JsonObject | undefined,
  at: string,
): Array<{value: unknown; at: string}> {
  if (!media) return [];
  if (media.example !== undefined) return [{value: media.example, at: `${at}/example`}];
  return Object.entries((media.examples as JsonObject | undefined) ?? {}).map(([name, example]) => {
    const followed = follow<JsonObject>(doc, example, `${at}/examples/${name}`);
    return {value: followed.node.value, at: followed.pointer ?? `${at}/examples/${name}`};
  });
}

/** A call's transition that moves other resources than the one it answers with ("on another audition"). */
const actsOnOthers = (condition: string | undefined) => /^on another\b/.test(condition ?? '');

/**
 * A call that moves a status (a transition names it, or, for the simulation, the actions of
 * its request examples) shows in each success example a status it can move to: a reader
 * who copies the simulation's example, or compares the answer with it, gets that status.
 */
function checkAnsweredStatuses(doc: OpenApiDocument, problems: string[]): void {
  for (const operation of listOperations(doc).filter((candidate) => !candidate.isWebhook)) {
    const body = deref<JsonObject | undefined>(doc, operation.operation.requestBody);
    const actions =
      operation.operationId === simulationOperationId
        ? examplesOf(
            doc,
            (body?.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined,
            `${operation.pointer}/requestBody/content/application~1json`,
          ).map(({value}) => (value as JsonObject | undefined)?.action)
        : [];
    const movesTo = (statusSchema: string) =>
      new Set(
        (transitionsOf(doc, statusSchema) ?? [])
          .filter((transition) =>
            transition.causes.some((cause) =>
              cause.kind === 'call'
                ? cause.operationId === operation.operationId && !actsOnOthers(cause.condition)
                : actions.some((action) => typeof action === 'string' && cause.sandbox?.includes(action)),
            ),
          )
          .map((transition) => transition.to),
      );
    for (const {code, schema, examples} of successExamples(doc, operation)) {
      const statusSchema = statusSchemaOf(doc, schema);
      const allowed = statusSchema ? movesTo(statusSchema) : new Set<string>();
      for (const example of allowed.size > 0 ? examples : []) {
        const status = (example.value as JsonObject | undefined)?.status;
        if (typeof status === 'string' && !allowed.has(status))
          problems.push(
            `${locate(doc, example.at)}: ${operation.operationId} ${code} shows status \`${status}\`, which it does not move to (${[...allowed].join(', ')})`,
          );
      }
    }
  }
}

/**
 * Where a success example names another resource of the kind its path parameter names. Run
 * on every contract: OLD-3.0.0's pages show its request and answer side by side too.
 */
function checkPathExamples(doc: OpenApiDocument, problems: string[]): void {
  for (const operation of listOperations(doc).filter((candidate) => !candidate.isWebhook)) {
    const pathParameters = parametersOf(doc, operation).filter(
      (parameter) =>
        parameter.in === 'path' && (typeof parameter.example === 'string' || typeof parameter.example === 'number'),
    );
    for (const {code, schema, examples} of successExamples(doc, operation))
      for (const example of examples) {
        const value = (example.value ?? {}) as JsonObject;
        for (const parameter of pathParameters) {
          const sent = parameter.example as string | number;
          // The answer's own `id` is of the kind the parameter names: a `prj_` ULID answered
          // with a `prj_` ID, or `deliverableId` (v3's integers) answered with a `Deliverable`.
          const sentKind = typeof sent === 'string' && apiId.test(sent) ? idKind(sent) : undefined;
          const entity = String(parameter.name).replace(/_?id$/i, '').replace(/_/g, '').toLowerCase();
          const sameKind =
            (sentKind !== undefined && typeof value.id === 'string' && value.id.startsWith(sentKind)) ||
            refName(schema)?.toLowerCase() === entity;
          const ownId = sameKind && value.id !== undefined ? value.id : undefined;
          const shown = ownId ?? value[parameter.name as string];
          if (shown !== undefined && shown !== sent)
            problems.push(
              `${locate(doc, example.at)}: ${operation.operationId} ${code} shows ${String(shown)}, but its request names ${parameter.name} ${sent}`,
            );
        }
      }
  }
}

/** Each contract's values call: where its answer lists the values, and the schemas of the attributes. */
const valuesCalls = [
  {
    contract: currentVersion.contract,
    operationId: 'getAttributeValues',
    list: 'data',
    value: 'code',
    attributeSchemas: ['VoiceOverAttributes', 'AudioAdsAttributes'],
    // A boolean attribute has no value list here (an empty answer).
    booleanValues: [],
  },
  {
    contract: olderVersion.contract,
    operationId: 'categories.getParametersValues',
    list: 'items',
    value: 'value',
    attributeSchemas: ['Parameters'],
    // A boolean parameter lists both values.
    booleanValues: [true, false],
  },
];

function checkValueListExamples(doc: OpenApiDocument, call: (typeof valuesCalls)[number], problems: string[]): void {
  const operation = findOperation(doc, call.operationId);
  if (!operation) {
    problems.push(`${call.contract}: no values call ${call.operationId}`);
    return;
  }
  const schemas = (doc.components as {schemas: Record<string, JsonObject>}).schemas;
  const attributeSchema = (name: string) =>
    call.attributeSchemas
      .map((schemaName) => (schemas[schemaName]?.properties as JsonObject | undefined)?.[name])
      .find((property) => property !== undefined);
  /** The values the call lists for an attribute; a `multiple` one, such as delivery_formats, its items'. */
  const valuesOf = (property: unknown): unknown[] => {
    const schema = property === undefined ? undefined : deref<JsonObject>(doc, property);
    const items = schema?.items === undefined ? undefined : deref<JsonObject>(doc, schema.items);
    return listedValues(schema) ?? listedValues(items) ?? (schema?.type === 'boolean' ? call.booleanValues : []);
  };
  const named = new Set<string>();
  for (const {examples} of successExamples(doc, operation))
    for (const example of examples) {
      const name = example.at.split('/').at(-1)!;
      named.add(name);
      const value = example.value as JsonObject;
      const shown = ((value[call.list] as JsonObject[] | undefined) ?? []).map((item) => item[call.value]);
      const property = attributeSchema(name);
      const listed = valuesOf(property);
      const where = `${locate(doc, example.at)}: ${call.operationId} example ${name}`;
      if (JSON.stringify(shown) !== JSON.stringify(listed))
        problems.push(
          property === undefined
            ? `${where} is named after no attribute of ${call.attributeSchemas.join(' or ')}, yet lists values (${shown.join(', ')})`
            : `${where} lists ${shown.join(', ') || 'nothing'}, but the attribute's schema lists ${listed.join(', ') || 'nothing'}`,
        );
      if (typeof value.total === 'number' && value.total !== shown.length)
        problems.push(`${where}: total ${value.total}, but it lists ${shown.length}`);
    }
  // A mock answers each attribute's values only by an example named after it.
  for (const schemaName of call.attributeSchemas)
    for (const [name, property] of Object.entries((schemas[schemaName]?.properties as JsonObject) ?? {}))
      if (valuesOf(property).length > 0 && !named.has(name)) {
        named.add(name); // reported once, at the first schema that has it
        problems.push(
          `${locate(doc, `${pointerOf(doc, schemas[schemaName])}/properties/${name}`)}: ${call.operationId} has no example named ${name}, whose values it lists`,
        );
      }
}

/** The messages of a call's error examples for one status, each with where it is written. */
function errorMessages(
  doc: OpenApiDocument,
  operation: LocatedOperation,
  status: string,
): Array<{message: string; at: string}> {
  const response = follow<JsonObject>(
    doc,
    (operation.operation.responses as JsonObject | undefined)?.[status],
    `${operation.pointer}/responses/${status}`,
  );
  const media = (response.node?.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined;
  return examplesOf(doc, media, `${response.pointer}/content/application~1json`).map((example) => ({
    message: String((example.value as {error?: {message?: unknown}})?.error?.message ?? ''),
    at: example.at,
  }));
}

/**
 * Where an error example, or what the call's page says of an error, could not be about this
 * call, as the mock, the Postman collection and the page show it: a call without a body is
 * told nothing of a body, and a `404` names what the call looks up (its last path
 * parameter, else an ID its body sends).
 */
function checkErrorExamples(doc: OpenApiDocument, operation: LocatedOperation, problems: string[]): void {
  const takesBody = !!operation.operation.requestBody;
  // The page's row: the call's hint, else the code's meaning, then the catalogue's action.
  if (!takesBody)
    for (const row of errorRows(doc, operation)) {
      const said = [row.hint ?? row.meaning, row.action ?? ''].join(' ');
      if (/\bbody\b/i.test(said))
        problems.push(
          `${locate(doc, operation.pointer)}: ${operation.operationId} ${row.status} ${row.code}: its page says "${said.trim()}", of a body this call does not take (give it an x-error-hints entry, or the action a sentence of its own)`,
        );
    }
  const pathParameter = parametersOf(doc, operation)
    .filter((parameter) => parameter.in === 'path')
    .at(-1);
  const name = (field: string) => field.replace(/_(id|code)$/, '').replace(/_/g, ' ');
  const lookedUp = pathParameter
    ? [name(String(pathParameter.name))]
    : requestFields(doc, operation.operationId)
        .filter((field) => field.name.endsWith('_id'))
        .map((field) => name(field.name));
  for (const status of Object.keys((operation.operation.responses as JsonObject) ?? {}).filter((code) =>
    /^[45]/.test(code),
  ))
    for (const {message, at} of errorMessages(doc, operation, status)) {
      const where = `${locate(doc, at)}: ${operation.operationId} ${status}: the message "${message}"`;
      if (!takesBody && /\bbody\b/i.test(message))
        problems.push(`${where} speaks of a body, which this call does not take`);
      if (status === '404' && !lookedUp.some((thing) => message.toLowerCase().includes(thing)))
        problems.push(`${where} names none of what the call looks up (${lookedUp.join(', ') || 'nothing'})`);
    }
}

/** Where a list's example page could not answer its request: more to come on a page not full. */
function checkPageExamples(doc: OpenApiDocument, operation: LocatedOperation, problems: string[]): void {
  const limit = parametersOf(doc, operation).find((parameter) => parameter.name === 'limit');
  const asked = limit?.example ?? deref<JsonObject | undefined>(doc, limit?.schema)?.default;
  // A page the limit asked with the same name as the answer's example (`first_page`).
  const namedLimits = (limit?.examples as Record<string, {value?: unknown}> | undefined) ?? {};
  for (const {code, examples} of successExamples(doc, operation))
    for (const example of examples) {
      const askedHere = namedLimits[example.at.split('/').at(-1) ?? '']?.value ?? asked;
      const {data, pagination} = (example.value ?? {}) as {data?: unknown[]; pagination?: JsonObject};
      if (!pagination || !Array.isArray(data)) continue;
      const where = `${locate(doc, example.at)}: ${operation.operationId} ${code}`;
      if (pagination.has_more === true && typeof pagination.next_cursor !== 'string')
        problems.push(`${where}: has_more is true without a next_cursor`);
      if (pagination.has_more === false && pagination.next_cursor !== null)
        problems.push(`${where}: the last page (has_more false) has a next_cursor`);
      if (pagination.has_more === true && data.length !== askedHere)
        problems.push(
          `${where}: has_more is true on a page of ${data.length}, but its request asks for ${String(askedHere)} (limit); show a full page or the last one`,
        );
    }
}

/** A body field by its dotted path (`attributes.language`), through variants and open objects' values. */
function fieldAt(
  doc: OpenApiDocument,
  schema: unknown,
  path: string[],
): {field: JsonObject; required: boolean} | undefined {
  const node = deref<JsonObject | undefined>(doc, schema);
  if (!node || path.length === 0) return node ? {field: node, required: true} : undefined;
  for (const key of ['allOf', 'oneOf', 'anyOf'])
    for (const variant of (node[key] as unknown[] | undefined) ?? []) {
      const found = fieldAt(doc, variant, path);
      if (found) return found;
    }
  const [name, ...rest] = path;
  const properties = (node.properties as JsonObject | undefined) ?? {};
  const open = node.additionalProperties;
  const next = properties[name] ?? (open === undefined || open === false ? undefined : open === true ? {} : open);
  const found = next === undefined ? undefined : fieldAt(doc, next, rest);
  return (
    found && {
      field: found.field,
      required: found.required && ((node.required as string[] | undefined) ?? []).includes(name),
    }
  );
}

/** Where a call's 422 example is about a field or an issue that call's body cannot have. */
function checkValidationExamples(doc: OpenApiDocument, operation: LocatedOperation, problems: string[]): void {
  const body = deref<JsonObject | undefined>(doc, operation.operation.requestBody);
  const bodySchema = ((body?.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined)
    ?.schema;
  const response = follow<JsonObject>(doc, (operation.operation.responses as JsonObject | undefined)?.['422']);
  const media = (response.node?.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined;
  for (const example of examplesOf(doc, media, response.pointer ?? `${operation.pointer}/responses/422`)) {
    const details = (example.value as {error?: {details?: JsonObject[]}})?.error?.details ?? [];
    for (const {field: path, issue, allowed} of details) {
      const where = `${locate(doc, example.at)}: ${operation.operationId} 422 names ${String(path)}`;
      const found = fieldAt(doc, bodySchema, String(path).split('.'));
      if (!found) {
        problems.push(`${where}, which its body does not take`);
        continue;
      }
      const {field, required} = found;
      const values = listedValues(field) ?? [];
      const pattern = typeof field.pattern === 'string' ? new RegExp(field.pattern) : undefined;
      const possible: Record<string, boolean> = {
        missing: required,
        too_long: field.maxLength !== undefined,
        too_short: field.minLength !== undefined,
        out_of_range: field.minimum !== undefined || field.maximum !== undefined,
      };
      if (issue !== undefined && possible[String(issue)] === false)
        problems.push(`${where} as ${String(issue)}, which its schema does not make possible`);
      for (const value of (allowed as unknown[] | undefined) ?? [])
        if ((values.length > 0 && !values.includes(value)) || (pattern && !pattern.test(String(value))))
          problems.push(`${where} allowing ${String(value)}, which its schema refuses`);
    }
  }
}

/** "Sandbox only" calls list the sandbox alone; any server of a call is one of the contract's. */
function checkOwnServers(doc: OpenApiDocument, operation: JsonObject, where: string, problems: string[]): void {
  const own = operation.servers as JsonObject[] | undefined;
  const environments = (own ?? []).map((server) => server['x-environment']);
  if (
    /^Sandbox only\b/.test(String(operation.description ?? '')) &&
    !(own && environments.every((e) => e === 'sandbox'))
  )
    problems.push(`${where}: says "Sandbox only" but its servers are not the sandbox alone (add servers: the sandbox)`);
  const contractServers = (doc.servers as JsonObject[] | undefined) ?? [];
  for (const server of own ?? [])
    if (
      !contractServers.some((known) => known.url === server.url && known['x-environment'] === server['x-environment'])
    )
      problems.push(
        `${where}: server ${String(server.url)} (${String(server['x-environment'])}) is not a server of the contract`,
      );
}

/**
 * Each example's `word_count` agrees with its script as `word_count` says it is counted
 * (between spaces and line breaks, within 10 %), unless the example shows the project held
 * for that question (`info_needed`).
 */
function checkWordCounts(doc: OpenApiDocument, problems: string[]): void {
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const {attributes, script, status} = node as {
      attributes?: {word_count?: unknown};
      script?: unknown;
      status?: unknown;
    };
    const count = attributes?.word_count;
    if (typeof count === 'number' && typeof script === 'string' && status !== 'info_needed') {
      const words = wordCount(script);
      if (Math.abs(count - words) > words / 10)
        problems.push(
          `${locate(doc, pointerOf(doc, node) ?? '')}: word_count ${count}, but the script has ${words} words; more than 10 % apart holds a project as info_needed`,
        );
    }
    for (const child of Object.values(node)) visit(child);
  };
  visit(doc);
}

function main(): void {
  const doc = loadContract(currentVersion.contract);
  const problems: string[] = [];
  const reported = new Set<string>();
  for (const operation of listOperations(doc).filter((candidate) => !candidate.isWebhook)) {
    const where = `${locate(doc, operation.pointer)}: ${operation.operationId}`;
    const parameters = parametersOf(doc, operation);
    const parameter = (name: string) => parameters.find((candidate) => candidate.name === name);
    if (operation.method === 'POST' && parameter('Idempotency-Key')?.in !== 'header')
      problems.push(`${where}: a POST without the Idempotency-Key header`);
    if (operation.operation.requestBody && !(operation.operation.responses as JsonObject | undefined)?.['422'])
      problems.push(`${where}: takes a body but declares no 422 for a body off its schema`);
    checkOwnServers(doc, operation.operation, where, problems);
    checkValidationExamples(doc, operation, problems);
    checkErrorExamples(doc, operation, problems);
    // An ID or code in a path that names nothing answers 404, whatever its form: a closed
    // list or a pattern would have clients and the mock refuse it first (another answer).
    for (const pathParameter of parameters.filter((candidate) => candidate.in === 'path')) {
      const schema = deref<JsonObject | undefined>(doc, pathParameter.schema);
      if (schema?.enum || schema?.pattern)
        problems.push(
          `${where}: path parameter ${String(pathParameter.name)} has ${schema.enum ? 'a closed list of values' : 'a pattern'}; one that names nothing answers 404 whatever its form (use a plain string)`,
        );
    }
    // The 403's message names the scope to ask for, as the errors page says: this call's.
    const scopes = ((operation.operation.security as Array<Record<string, string[]>> | undefined) ?? []).flatMap(
      (requirement) => Object.values(requirement).flat(),
    );
    for (const {message, at} of errorMessages(doc, operation, '403'))
      if (scopes.length > 0 && !scopes.some((scope) => message.includes(scope)))
        problems.push(
          `${locate(doc, at)}: ${operation.operationId} 403: the message "${message}" names none of its scopes (${scopes.join(', ')})`,
        );
    for (const [status, node] of Object.entries((operation.operation.responses as JsonObject) ?? {})) {
      const response = follow<JsonObject>(doc, node);
      const headers = Object.keys((response.node.headers as JsonObject | undefined) ?? {});
      const missing = rateLimitHeaders.filter((header) => !headers.includes(header));
      // A shared response is reported once, where it is written.
      const at = response.pointer ?? `${operation.pointer}/responses/${status}`;
      if (missing.length > 0 && !reported.has(at)) {
        reported.add(at);
        problems.push(`${locate(doc, at)}: ${operation.operationId} ${status}: no ${missing.join(', ')} header`);
      }
      const media = (response.node.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined;
      const properties = deref<JsonObject>(doc, media?.schema)?.properties as JsonObject | undefined;
      if (status.startsWith('2') && properties?.pagination) {
        const limit = deref<JsonObject>(doc, parameter('limit')?.schema);
        if (parameter('cursor')?.in !== 'query') problems.push(`${where}: a list without the cursor query parameter`);
        if (limit?.minimum !== 1 || limit.maximum !== 100 || limit.default !== 20)
          problems.push(`${where}: limit is not 1 to 100 with default 20`);
        checkPageExamples(doc, operation, problems);
      }
    }
  }
  checkSentFields(doc, problems);
  checkWordCounts(doc, problems);
  checkStatusCalls(doc, problems);
  checkSimulationActions(doc, problems);
  checkAnsweredStatuses(doc, problems);
  for (const contract of [doc, loadContract(olderVersion.contract)]) checkPathExamples(contract, problems);
  for (const call of valuesCalls) checkValueListExamples(loadContract(call.contract), call, problems);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`check-contract-conventions: ${problems.length} problem(s).`);
    process.exit(1);
  }
  console.log(
    `check-contract-conventions: OK, ${currentVersion.contract} keeps its stated conventions on every call and every field it sends, the answers of both contracts show the resource their request names, and their values calls list each attribute's values.`,
  );
}

main();
