import mergeAllOf from 'json-schema-merge-allof';
import {
  childPointer,
  declaresIdempotencyKey,
  deref,
  findOperation,
  listedValues,
  listOperations,
  locate,
  operationScopes,
  pointerOf,
  pointerTo,
  refName,
  valuesCanGrow,
  type JsonObject,
  type LocatedOperation,
  type OpenApiDocument,
} from './contracts';
import type {DocsPages} from './docsPages';
import type {
  BodyView,
  EnumValue,
  ErrorRow,
  FieldNode,
  OperationLink,
  OperationView,
  OverviewView,
  ParameterRow,
  SampleRequest,
  SchemaVariant,
  SchemaView,
  ServersView,
  StatusMachineView,
  Transition,
  TransitionCause,
} from './types';
import {apiIdFields, isIdName} from './ids';

// Turns a contract into the small views that MDX components render. Runs at build
// time only (loader and checks); nothing here ships to the browser.

const MAX_DEPTH = 8;

type Schema = JsonObject;

function typesOf(schema: Schema): string[] {
  const type = schema.type;
  if (Array.isArray(type)) return type.map(String);
  if (typeof type === 'string') return [type];
  if (schema.properties || schema.allOf) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function isNullSchema(schema: unknown): boolean {
  return !!schema && typeof schema === 'object' && (schema as Schema).type === 'null';
}

function enumValues(doc: OpenApiDocument, schema: Schema): EnumValue[] | undefined {
  const descriptions = (schema['x-enum-meanings'] as JsonObject) ?? {};
  const actions = (schema['x-enum-actions'] as JsonObject) ?? {};
  // A const narrows an enum it was merged with (allOf) to its one value.
  const values = 'const' in schema ? [schema.const] : listedValues(schema);
  return values?.map((value) => ({
    value: value as string | number | boolean,
    ...(descriptions[String(value)] ? {description: String(descriptions[String(value)])} : {}),
    ...(actions[String(value)] ? {action: String(actions[String(value)])} : {}),
  }));
}

function constraintsOf(schema: Schema, named: boolean): string[] {
  const constraints: string[] = [];
  const range = (min: unknown, max: unknown, unit: string) => {
    if (min !== undefined && max !== undefined) constraints.push(`${min}–${max}${unit}`);
    else if (min !== undefined) constraints.push(`≥ ${min}${unit}`);
    else if (max !== undefined) constraints.push(`≤ ${max}${unit}`);
  };
  range(schema.minimum, schema.maximum, '');
  range(schema.minLength, schema.maxLength, ' characters');
  range(schema.minItems, schema.maxItems, ' items');
  if (schema.uniqueItems) constraints.push('no duplicates');
  // Named string types (IDs, timestamps) explain their pattern in their description.
  if (schema.pattern && !named) constraints.push(`pattern ${String(schema.pattern)}`);
  return constraints;
}

/** Keywords the merge library does not know (extensions, `example`) keep the first member's value. */
function firstValue(values: unknown[], path: string[]): unknown {
  const key = path.at(-1);
  if (key === '$ref' && new Set(values).size > 1)
    throw new Error(`members point to different schemas (${values.join(', ')}).`);
  return values[0];
}

/**
 * Merges allOf members into one schema, every keyword (properties, required, type,
 * enum, formats, bounds, examples, additionalProperties...) through json-schema-merge-allof.
 * A property that several members define is merged too, with its `$ref` resolved first.
 */
function flattenAllOf(doc: OpenApiDocument, schema: Schema): Schema {
  if (!Array.isArray(schema.allOf)) return schema;
  const {allOf, ...own} = schema;
  const members = (allOf as unknown[]).map((member) => flattenAllOf(doc, deref<Schema>(doc, member)));
  const definitions = new Map<string, number>();
  for (const member of [own, ...members]) {
    for (const name of Object.keys((member.properties as JsonObject | undefined) ?? {}))
      definitions.set(name, (definitions.get(name) ?? 0) + 1);
  }
  const resolveShared = (member: Schema): Schema =>
    member.properties
      ? {
          ...member,
          properties: Object.fromEntries(
            Object.entries(member.properties as JsonObject).map(([name, property]) => [
              name,
              definitions.get(name)! > 1 ? deref(doc, property) : property,
            ]),
          ),
        }
      : member;
  try {
    return mergeAllOf({...resolveShared(own), allOf: members.map(resolveShared)} as Parameters<typeof mergeAllOf>[0], {
      ignoreAdditionalProperties: true,
      resolvers: {defaultResolver: firstValue},
    }) as Schema;
  } catch (error) {
    const at = pointerOf(doc, schema);
    throw new Error(`${at ? locate(doc, at) : 'allOf'}: allOf cannot be merged: ${(error as Error).message}`);
  }
}

type Described = Omit<FieldNode, 'name' | 'required'>;

/** Describes a schema as a field: type, constraints, nested fields and variants. */
function describe(doc: OpenApiDocument, raw: unknown, stack: string[]): Described {
  const name = refName(raw);
  const ownDescription = (raw as Schema)?.description as string | undefined;
  if (name && stack.includes(name)) {
    return {
      type: 'object',
      typeName: name,
      nullable: false,
      constraints: [],
      description: ownDescription ?? `See ${name} above.`,
    };
  }
  const nextStack = name ? [...stack, name] : stack;
  let schema = flattenAllOf(doc, deref<Schema>(doc, raw));
  let nullable = false;

  // oneOf/anyOf with a null member means "this or null".
  for (const key of ['oneOf', 'anyOf'] as const) {
    const members = schema[key] as unknown[] | undefined;
    if (members?.some(isNullSchema)) {
      nullable = true;
      const rest = members.filter((member) => !isNullSchema(member));
      if (rest.length === 1) {
        const inner = describe(doc, rest[0], nextStack);
        return {
          ...inner,
          nullable: true,
          description: ownDescription ?? (schema.description as string) ?? inner.description,
        };
      }
      schema = {...schema, [key]: rest};
    }
  }

  const types = typesOf(schema);
  if (types.includes('null')) nullable = true;
  const shownTypes = types.filter((type) => type !== 'null');
  const node: Described = {
    type: shownTypes.join(' | ') || (schema.oneOf || schema.anyOf ? 'object' : 'any'),
    nullable,
    constraints: constraintsOf(schema, !!name),
    description: ownDescription ?? (schema.description as string | undefined),
  };
  if (name && (shownTypes.includes('object') || schema.oneOf || schema.anyOf)) node.typeName = name;
  if (schema.format) node.format = String(schema.format);
  if ('default' in schema) node.defaultValue = JSON.stringify(schema.default);
  const values = enumValues(doc, schema);
  if (values) node.enumValues = values;
  // A const narrows a list that can grow to one value, which is fixed.
  if (valuesCanGrow(schema) && !('const' in schema)) node.valuesCanGrow = true;

  if (nextStack.length > MAX_DEPTH) return node;

  if (shownTypes.includes('array') && schema.items) {
    const item = describe(doc, schema.items, nextStack);
    node.itemType = item.typeName ?? item.type;
    if (item.children) node.children = item.children;
    if (item.variants) node.variants = item.variants;
    if (item.enumValues) node.enumValues = item.enumValues;
    if (item.valuesCanGrow) node.valuesCanGrow = true;
    if (!node.format && item.format) node.format = item.format;
    if (!node.description) node.description = item.description;
    node.constraints.push(...item.constraints);
  }
  if (schema.properties) node.children = fieldsOf(doc, schema, nextStack);
  const variants = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (variants && variants.some((member) => typesOf(deref(doc, member)).includes('object'))) {
    node.variants = variants.map((member, index): SchemaVariant => {
      const resolved = flattenAllOf(doc, deref<Schema>(doc, member));
      return {
        title: refName(member) ?? (resolved.title as string | undefined) ?? `Variant ${index + 1}`,
        description: resolved.description as string | undefined,
        children: fieldsOf(doc, resolved, nextStack),
      };
    });
  }
  return node;
}

function fieldsOf(doc: OpenApiDocument, schema: Schema, stack: string[]): FieldNode[] {
  const required = new Set((schema.required as string[]) ?? []);
  return Object.entries((schema.properties as JsonObject) ?? {}).map(([name, property]) => ({
    name,
    required: required.has(name),
    ...describe(doc, property, stack),
  }));
}

export function schemaView(
  contract: string,
  doc: OpenApiDocument,
  schema: unknown,
  name: string,
  example?: unknown,
): SchemaView {
  const described = describe(doc, schema, []);
  return {
    contract,
    name,
    description: described.description,
    type: described.type,
    typeName: described.typeName,
    fields: described.children ?? [],
    variants: described.variants,
    enumValues: described.enumValues,
    ...(described.valuesCanGrow ? {valuesCanGrow: true} : {}),
    example,
  };
}

/** A named schema of components/schemas, for concept pages. */
export function buildSchemaView(contract: string, doc: OpenApiDocument, name: string): SchemaView {
  const schema = (doc.components?.schemas as JsonObject | undefined)?.[name];
  if (!schema) throw new Error(`Contract ${contract} has no schema "${name}".`);
  const examples = (schema as Schema).examples as unknown[] | undefined;
  return schemaView(contract, doc, {$ref: `#/components/schemas/${name}`}, name, examples?.[0]);
}

function firstExample(doc: OpenApiDocument, media: JsonObject): unknown {
  if ('example' in media) return media.example;
  const first = Object.values((media.examples as JsonObject) ?? {})[0];
  return first === undefined ? undefined : deref<JsonObject>(doc, first).value;
}

function bodyView(contract: string, doc: OpenApiDocument, container: JsonObject, name: string): BodyView | undefined {
  const media = (container.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined;
  if (!media?.schema) return undefined;
  const named = namedExamples(doc, media);
  return {
    description: container.description as string | undefined,
    schema: schemaView(contract, doc, media.schema, refName(media.schema) ?? name),
    example: firstExample(doc, media),
    ...(named ? {namedExamples: named} : {}),
  };
}

function namedExamples(doc: OpenApiDocument, media: JsonObject): Record<string, unknown> | undefined {
  const named = Object.entries((media.examples as JsonObject | undefined) ?? {});
  if (named.length < 2) return undefined;
  return Object.fromEntries(named.map(([name, example]) => [name, deref<JsonObject>(doc, example).value]));
}

/** The error code an error example carries: `error.code` (1.0) or `errorCode` (v3). */
/** The example values of a response's JSON body: its `example`, or each of its `examples`. */
function responseExamples(doc: OpenApiDocument, response: JsonObject): unknown[] {
  const media = (response.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined;
  if (!media) return [];
  if ('example' in media) return [media.example];
  return Object.values((media.examples as JsonObject) ?? {}).map((example) => deref<JsonObject>(doc, example).value);
}

/**
 * The messages of a contract's error examples, by code, each once, in the contract's
 * order. FINAL-1.0.0's envelope is `{error: {code, message}}`, OLD-3.0.0's `{errorCode, error}`.
 */
export function errorExampleMessages(doc: OpenApiDocument): Map<string, string[]> {
  const messages = new Map<string, string[]>();
  for (const {operation} of listOperations(doc))
    for (const [status, raw] of Object.entries((operation.responses as JsonObject) ?? {})) {
      if (/^[123]/.test(status)) continue;
      for (const example of responseExamples(doc, deref<JsonObject>(doc, raw))) {
        const code = errorCodeOf(example);
        const error = (example as JsonObject | undefined)?.error;
        const message = typeof error === 'string' ? error : (error as JsonObject | undefined)?.message;
        if (!code || typeof message !== 'string' || !message) continue;
        const known = messages.get(code) ?? [];
        if (!known.includes(message)) messages.set(code, [...known, message]);
      }
    }
  return messages;
}

function errorCodeOf(example: unknown): string | undefined {
  if (!example || typeof example !== 'object') return undefined;
  const value = example as JsonObject;
  const nested = value.error as JsonObject | undefined;
  if (nested && typeof nested === 'object' && 'code' in nested) return String(nested.code);
  if ('errorCode' in value) return String(value.errorCode);
  if ('code' in value) return String(value.code);
  return undefined;
}

function errorCatalogue(doc: OpenApiDocument): Map<string, EnumValue> {
  const catalogue = new Map<string, EnumValue>();
  for (const schema of Object.values((doc.components?.schemas as JsonObject) ?? {}) as Schema[]) {
    if (!schema['x-enum-actions']) continue;
    for (const value of enumValues(doc, schema) ?? []) catalogue.set(String(value.value), value);
  }
  return catalogue;
}

/**
 * A catalogue action as it reads on one call: a call without an `Idempotency-Key` (a GET)
 * is not told what to do with one, nor a call without a body what to do with its body, nor
 * a call that names no project or deliverable in its path (the catalogue, quotes, tracks,
 * creating a project) what a user token sees of projects, nor a call on no revisions what used revisions allow. The
 * catalogue writes each such step as a sentence of its own (sentences end with `. `).
 */
export function actionFor(
  action: string,
  call: {takesIdempotencyKey: boolean; takesBody: boolean; path: string},
): string {
  const onProjects = /\/(projects|deliverables)\/\{/.test(call.path);
  const onRevisions = /\/revisions\b/.test(call.path);
  return sentencesFor(action, call)
    .filter(
      (sentence) =>
        (call.takesBody || !/\bbody\b/.test(sentence)) &&
        (onProjects || !/\buser token sees only\b/.test(sentence)) &&
        (onRevisions || !/\brevisions used\b/.test(sentence)),
    )
    .join(' ');
}

/** A catalogue meaning as it reads on one call: a call without an `Idempotency-Key` is not told about the header. */
export function meaningFor(meaning: string, call: {takesIdempotencyKey: boolean}): string {
  return sentencesFor(meaning, call).join(' ');
}

/** The sentences of a catalogue text (each ends with `. `), without those about a header the call does not take. */
function sentencesFor(text: string, call: {takesIdempotencyKey: boolean}): string[] {
  return text
    .split(/(?<=\.)\s+/)
    .filter((sentence) => call.takesIdempotencyKey || !sentence.includes('Idempotency-Key'));
}

/** The error statuses and codes a call answers, as its page lists them. */
export function errorRows(doc: OpenApiDocument, located: LocatedOperation): Omit<ErrorRow, 'common'>[] {
  const {operation} = located;
  const catalogue = errorCatalogue(doc);
  const call = {
    takesIdempotencyKey: declaresIdempotencyKey(doc, located),
    takesBody: !!operation.requestBody,
    path: located.path,
  };
  const hints = (operation['x-error-hints'] as JsonObject) ?? {};
  const rows: Omit<ErrorRow, 'common'>[] = [];
  for (const [status, raw] of Object.entries((operation.responses as JsonObject) ?? {})) {
    if (/^[123]/.test(status)) continue;
    const response = deref<JsonObject>(doc, raw);
    const codes = responseExamples(doc, response)
      .map(errorCodeOf)
      .filter((code): code is string => !!code);
    // One row per code: two examples of one code (`validation_failed` twice) are one answer.
    for (const code of codes.length > 0 ? [...new Set(codes)] : ['']) {
      const known = catalogue.get(code);
      rows.push({
        status,
        code,
        meaning: known?.description ? meaningFor(known.description, call) : String(response.description ?? ''),
        ...(known?.action ? {action: actionFor(known.action, call)} : {}),
        ...(hints[code] ? {hint: String(hints[code])} : {}),
      });
    }
  }
  return rows;
}

/** Codes most operations return (auth, scope, rate limit, outages) are "common". */
function commonCodes(doc: OpenApiDocument): Set<string> {
  const operations = listOperations(doc).filter((op) => !op.isWebhook);
  const counts = new Map<string, number>();
  for (const op of operations) {
    for (const code of new Set(errorRows(doc, op).map((row) => row.code)))
      counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, count]) => count >= operations.length * 0.75).map(([code]) => code));
}

/**
 * The base URL of an environment: the operation's own servers when it has them (a call
 * that exists in the sandbox only has no production URL), else the contract's.
 */
function serverUrl(doc: OpenApiDocument, environment: string, operation?: JsonObject): string | undefined {
  const own = operation?.servers as JsonObject[] | undefined;
  if (own) return own.find((server) => server['x-environment'] === environment)?.url as string | undefined;
  const servers = ((doc.servers as JsonObject[]) ?? []).map((server) => server);
  return (
    String((servers.find((server) => server['x-environment'] === environment) ?? servers[0])?.url ?? '') || undefined
  );
}

/**
 * The contract's base URLs by `x-environment`, for pages that name a host in their prose:
 * `import servers from '@site/contracts/openapi/final-1.0.0.yaml?servers'`, then `{servers.sandbox}`
 * (the base URL) or `{servers.sandboxHost}` (the host alone).
 */
/** Every error code a call of the contract answers. */
export function errorCodesOfCalls(doc: OpenApiDocument): Set<string> {
  return new Set(listOperations(doc).flatMap((operation) => errorRows(doc, operation).map(({code}) => code)));
}

export function buildServersView(contract: string, doc: OpenApiDocument): ServersView {
  const production = serverUrl(doc, 'production');
  const sandbox = serverUrl(doc, 'sandbox');
  if (!production || !sandbox) {
    throw new Error(
      `${locate(doc, '#/servers')}: contract ${contract} needs a server with x-environment: production and one with x-environment: sandbox.`,
    );
  }
  return {production, sandbox, productionHost: new URL(production).host, sandboxHost: new URL(sandbox).host};
}

/** Every scope the contract's security schemes declare, with its description. */
function declaredScopesOf(doc: OpenApiDocument): Map<string, string> {
  const schemes = Object.values((doc.components?.securitySchemes as JsonObject) ?? {}).map((scheme) =>
    deref<JsonObject>(doc, scheme),
  );
  const declaredScopes = new Map<string, string>();
  for (const scheme of schemes) {
    for (const flow of Object.values((scheme.flows as JsonObject) ?? {}) as JsonObject[]) {
      for (const [name, description] of Object.entries((flow.scopes as JsonObject) ?? {}))
        declaredScopes.set(name, String(description));
    }
    for (const [name, description] of Object.entries((scheme['x-scopes'] as JsonObject) ?? {}))
      declaredScopes.set(name, String(description));
  }
  return declaredScopes;
}

/**
 * The scopes the token running a call's samples needs: the call's own, and those its example
 * body asks for in `scope` (a user token carries only scopes of the token that asks for it).
 */
function sampleTokenScopes(doc: OpenApiDocument, scopes: string[], requestExample: unknown): string[] {
  const asked = (requestExample as JsonObject | undefined)?.scope;
  const declared = declaredScopesOf(doc);
  const names = typeof asked === 'string' ? asked.split(' ').filter((name) => declared.has(name)) : [];
  return [...new Set([...scopes, ...names])];
}

function authOf(doc: OpenApiDocument, operation: JsonObject): {scopes: string[]; auth?: SampleRequest['auth']} {
  const [requirement] = (operation.security ?? doc.security ?? []) as JsonObject[];
  if (!requirement || Object.keys(requirement).length === 0) return {scopes: []};
  const schemeName = Object.keys(requirement)[0];
  const scopes = operationScopes(doc, operation);
  const scheme = deref<JsonObject>(doc, (doc.components?.securitySchemes as JsonObject)?.[schemeName]);
  if (scheme?.type === 'apiKey' && scheme.in === 'header') return {scopes, auth: {header: String(scheme.name)}};
  return {scopes, auth: {header: 'Authorization', scheme: 'Bearer'}};
}

function parameterRows(doc: OpenApiDocument, parameters: unknown[]): ParameterRow[] {
  return parameters
    .map((raw) => deref<JsonObject>(doc, raw))
    .filter((parameter) => ['path', 'query', 'header'].includes(String(parameter.in)))
    .map((parameter) => {
      const described = describe(doc, parameter.schema ?? {}, []);
      return {
        name: String(parameter.name),
        location: parameter.in as ParameterRow['location'],
        required: parameter.required === true,
        type: described.type === 'array' ? `array of ${described.itemType ?? 'string'}` : described.type,
        ...(described.format ? {format: described.format} : {}),
        ...(described.defaultValue ? {defaultValue: described.defaultValue} : {}),
        ...(described.enumValues ? {enumValues: described.enumValues} : {}),
        ...(described.valuesCanGrow ? {valuesCanGrow: true} : {}),
        constraints: described.constraints,
        description: (parameter.description as string | undefined) ?? described.description,
        ...('example' in parameter
          ? {example: Array.isArray(parameter.example) ? parameter.example.join(',') : String(parameter.example)}
          : {}),
      };
    });
}

export function buildOperationView(contract: string, doc: OpenApiDocument, operationId: string): OperationView {
  const located = findOperation(doc, operationId);
  if (!located) {
    const known = listOperations(doc)
      .map((op) => op.operationId)
      .join(', ');
    throw new Error(`Contract ${contract} has no operation "${operationId}". Known: ${known}.`);
  }
  const {operation} = located;
  const parameters = parameterRows(doc, [...located.pathParameters, ...((operation.parameters as unknown[]) ?? [])]);
  const {scopes, auth} = authOf(doc, operation);
  const common = commonCodes(doc);

  const requestContainer = operation.requestBody ? deref<JsonObject>(doc, operation.requestBody) : undefined;
  const request = requestContainer ? bodyView(contract, doc, requestContainer, `${operationId} request`) : undefined;
  const responses = Object.entries((operation.responses as JsonObject) ?? {})
    .filter(([status]) => /^2/.test(status))
    .map(([status, raw]) => {
      const response = deref<JsonObject>(doc, raw);
      const body = bodyView(contract, doc, response, `${operationId} response`);
      return body
        ? {status, ...body}
        : {status, description: response.description as string | undefined, schema: schemaView(contract, doc, {}, '')};
    });

  const sandboxUrl = serverUrl(doc, 'sandbox', operation);
  let samplePath = located.path;
  const query: string[] = [];
  for (const parameter of parameters) {
    if (parameter.example === undefined) continue;
    if (parameter.location === 'path')
      samplePath = samplePath.replace(`{${parameter.name}}`, encodeURIComponent(parameter.example));
    if (parameter.location === 'query')
      query.push(`${encodeURIComponent(parameter.name)}=${encodeURIComponent(parameter.example).replace(/%2C/g, ',')}`);
  }
  const idempotency = parameters.find((p) => p.location === 'header' && p.name.toLowerCase() === 'idempotency-key');
  const sample: SampleRequest = {
    name: operationId.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, _separator, letter: string) =>
      letter.toUpperCase(),
    ),
    method: located.method,
    // Samples target the sandbox: pasting one never places a billed order.
    url: located.isWebhook
      ? located.path
      : `${sandboxUrl ?? ''}${samplePath}${query.length ? `?${query.join('&')}` : ''}`,
    ...(auth ? {auth} : {}),
    // The prose asks for a new key per operation, so samples generate one instead of
    // repeating the contract's example key (a copied fixed key would replay the first order).
    ...(idempotency ? {idempotencyHeader: idempotency.name} : {}),
    headers: [
      ...parameters
        .filter((p) => p.location === 'header' && p.required && p.example && p !== idempotency)
        .map((p): [string, string] => [p.name, p.example as string]),
      ...(request?.example !== undefined ? [['Content-Type', 'application/json'] as [string, string]] : []),
    ],
    ...(request?.example !== undefined ? {body: request.example} : {}),
  };

  // A webhook's sample is an event sent to you, whose IDs are the example's by design.
  const exampleIds = located.isWebhook
    ? []
    : [
        ...new Set([
          ...parameters
            .filter((parameter) => parameter.location === 'path' && isIdName(parameter.name))
            .flatMap((parameter) => (parameter.example ? [parameter.example] : [])),
          ...apiIdFields(sample.body).map(({id}) => id),
        ]),
      ];
  return {
    contract,
    operationId,
    method: located.method,
    path: located.path,
    isWebhook: located.isWebhook,
    summary: operation.summary as string | undefined,
    description: operation.description as string | undefined,
    serverUrl: serverUrl(doc, 'production', operation),
    sandboxUrl,
    scopes,
    authenticated: !!auth,
    sampleTokenScopes: auth ? sampleTokenScopes(doc, scopes, request?.example) : [],
    parameters,
    ...(request && requestContainer ? {requestBody: {...request, required: requestContainer.required === true}} : {}),
    responses,
    errors: errorRows(doc, located).map((row) => ({...row, common: common.has(row.code)})),
    sample,
    ...(exampleIds.length > 0 ? {exampleIds} : {}),
  };
}

/**
 * Every scope of the contract's security schemes with the calls that need it, and every
 * error code with its HTTP statuses and the calls that return it, each linked to its page
 * (./docsPages.ts).
 */
export function buildOverviewView(
  contract: string,
  doc: OpenApiDocument,
  {operations: pages}: DocsPages,
): OverviewView {
  const operations = listOperations(doc).filter((op) => !op.isWebhook);
  const link = (op: (typeof operations)[number]): OperationLink => ({
    operationId: op.operationId,
    method: op.method,
    path: op.path,
    ...(op.operation.summary ? {summary: String(op.operation.summary)} : {}),
    ...(pages.has(op.operationId) ? {page: pages.get(op.operationId)} : {}),
  });
  const declaredScopes = declaredScopesOf(doc);
  const scopeOf = new Map(operations.map((op) => [op.operationId, authOf(doc, op.operation).scopes]));
  const statusesOf = new Map<string, Set<string>>();
  const callsOf = new Map<string, OperationLink[]>();
  for (const op of operations) {
    for (const row of errorRows(doc, op)) {
      if (!row.code) continue;
      if (!statusesOf.has(row.code)) statusesOf.set(row.code, new Set());
      statusesOf.get(row.code)!.add(row.status);
      const calls = callsOf.get(row.code) ?? [];
      if (!calls.some((call) => call.operationId === op.operationId)) calls.push(link(op));
      callsOf.set(row.code, calls);
    }
  }
  return {
    contract,
    scopes: [...declaredScopes].map(([name, description]) => ({
      name,
      description,
      operations: operations.filter((op) => scopeOf.get(op.operationId)?.includes(name)).map(link),
    })),
    publicOperations: operations.filter((op) => (scopeOf.get(op.operationId) ?? []).length === 0).map(link),
    sessionTokenCalls: Object.fromEntries(
      operations
        .filter((op) => op.operation['x-session-token-calls'])
        .map((op) => {
          const calls = op.operation['x-session-token-calls'] as unknown[];
          return [
            op.operationId,
            calls.map((operationId) => {
              const call = operations.find((candidate) => candidate.operationId === operationId);
              if (!call)
                throw new Error(
                  `${locate(doc, `${op.pointer}/x-session-token-calls`)}: x-session-token-calls of ${op.operationId} names "${String(operationId)}", which is no call of the contract.`,
                );
              return link(call);
            }),
          ];
        }),
    ),
    // By status, then in the contract's order: a reader scanning for a 409 finds them together.
    errors: [...errorCatalogue(doc).values()]
      .map((value) => ({
        ...value,
        statuses: [...(statusesOf.get(String(value.value)) ?? [])].sort(),
        operations: callsOf.get(String(value.value)) ?? [],
      }))
      .sort((a, b) => (a.statuses[0] ?? '9').localeCompare(b.statuses[0] ?? '9')),
  };
}

/**
 * The part of an operation's view that ApiCodeSamples and ApiResponseSample read: the
 * request description, without the field tables (the loader adds the rendered samples).
 */
export function buildSamplesView(contract: string, doc: OpenApiDocument, operationId: string): OperationView {
  const view = buildOperationView(contract, doc, operationId);
  const emptySchema: SchemaView = {contract, name: '', type: 'object', fields: []};
  return {
    ...view,
    parameters: [],
    requestBody: undefined,
    responses: view.responses.map((response) => ({
      status: response.status,
      example: response.example,
      // A page may show a named example of a call it shows no table of.
      ...(response.namedExamples ? {namedExamples: response.namedExamples} : {}),
      schema: emptySchema,
    })),
    errors: [],
  };
}

/** The sandbox's call that makes the simulated creatives act; its body's `action` names what they do. */
export const simulationOperationId = 'simulateProject';

/** The schema of the simulation call's `action`, or undefined when the contract has no such call. */
export function simulationActionSchema(doc: OpenApiDocument): JsonObject | undefined {
  const operation = findOperation(doc, simulationOperationId);
  if (!operation) return undefined;
  const body = deref<JsonObject | undefined>(doc, operation.operation.requestBody);
  const schema = deref<JsonObject | undefined>(
    doc,
    ((body?.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined)?.schema,
  );
  return deref<JsonObject | undefined>(doc, (schema?.properties as JsonObject | undefined)?.action);
}

/** The actions the simulation call takes, or undefined when the contract has no such call. */
export function simulationActions(doc: OpenApiDocument): string[] | undefined {
  const action = simulationActionSchema(doc);
  return Array.isArray(action?.enum) ? action.enum.map(String) : undefined;
}

/**
 * A status enum and its `x-transitions`, each call and event linked to the page that
 * documents it. A transition naming an unknown status, operation or webhook, a repeated
 * transition, or other than one creating transition fails the build with the contract's line.
 */
export function buildTransitionsView(
  contract: string,
  doc: OpenApiDocument,
  name: string,
  pages: DocsPages,
): StatusMachineView {
  const schemaAt = pointerTo(['components', 'schemas', name]);
  const schema = (doc.components?.schemas as JsonObject | undefined)?.[name] as Schema | undefined;
  function fail(at: string, message: string): never {
    throw new Error(`${locate(doc, at)}: ${name}: ${message}`);
  }
  if (!schema) throw new Error(`Contract ${contract} has no schema "${name}".`);
  const statuses = Array.isArray(schema.enum) ? schema.enum.map(String) : fail(schemaAt, 'has no enum of statuses.');
  const listed = schema['x-transitions'];
  if (!Array.isArray(listed) || listed.length === 0) fail(schemaAt, 'has no x-transitions.');
  const actions = simulationActions(doc);
  /** An event's `sandbox`: actions of the simulation call that make it happen there. */
  function sandboxActions(sandbox: unknown, at: string): {sandbox: string[]; sandboxPage: string} {
    if (!actions) fail(at, `names sandbox actions, but the contract has no ${simulationOperationId} call.`);
    if (
      !Array.isArray(sandbox) ||
      sandbox.length === 0 ||
      sandbox.some((action, index) => !actions.includes(action) || sandbox.indexOf(action) !== index)
    )
      fail(
        at,
        `sandbox lists actions of ${simulationOperationId} (${actions.join(', ')}), each once; found ${JSON.stringify(sandbox)}.`,
      );
    const sandboxPage =
      pages.operations.get(simulationOperationId) ??
      fail(at, `no page renders <ApiEndpoint contract="${contract}" operationId="${simulationOperationId}" />.`);
    return {sandbox: sandbox as string[], sandboxPage};
  }
  const keys = new Set<string>();
  const transitions = (listed as JsonObject[]).map((raw, index): Transition => {
    const at = childPointer(schemaAt, 'x-transitions', index);
    const from = raw.from === null ? null : String(raw.from);
    const to = String(raw.to);
    for (const end of [from, to]) {
      if (end !== null && !statuses.includes(end))
        fail(at, `transition ${from}->${to} names "${end}", which is not in the enum.`);
    }
    const key = `${from ?? 'start'}->${to}`;
    if (keys.has(key)) fail(at, `transition ${key} is listed twice; merge their causes.`);
    keys.add(key);
    const causes = ((raw.causes as JsonObject[] | undefined) ?? []).map((cause, causeIndex): TransitionCause => {
      const causeAt = childPointer(at, 'causes', causeIndex);
      if (cause.kind === 'call') {
        const operationId = String(cause.operationId);
        if (!findOperation(doc, operationId))
          fail(causeAt, `names operation "${operationId}", which the contract lacks.`);
        const page =
          pages.operations.get(operationId) ??
          fail(causeAt, `no page renders <ApiEndpoint contract="${contract}" operationId="${operationId}" />.`);
        return {kind: 'call', operationId, ...(cause.condition ? {condition: String(cause.condition)} : {}), page};
      }
      if (cause.kind !== 'event' || typeof cause.description !== 'string') {
        return fail(
          causeAt,
          'a cause is {kind: call, operationId, condition?} or {kind: event, description, webhook?, sandbox?}.',
        );
      }
      const sandbox =
        cause.sandbox === undefined ? {} : sandboxActions(cause.sandbox, childPointer(causeAt, 'sandbox'));
      if (cause.webhook === undefined) return {kind: 'event', description: cause.description, ...sandbox};
      const webhook = String(cause.webhook);
      const operation = listOperations(doc).find((op) => op.isWebhook && op.path === webhook);
      if (!operation) fail(causeAt, `names webhook "${webhook}", which the contract lacks.`);
      const body = deref<JsonObject | undefined>(doc, operation.operation.requestBody);
      const payload = refName(
        ((body?.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined)?.schema,
      );
      const page =
        (payload && pages.schemas.get(payload)) ??
        fail(
          causeAt,
          `no page renders <ApiSchema contract="${contract}" schema="${payload}" /> for webhook ${webhook}.`,
        );
      return {kind: 'event', description: cause.description, webhook, page, ...sandbox};
    });
    if (causes.length === 0) fail(at, `transition ${key} names no cause.`);
    return {from, to, causes};
  });
  const creations = transitions.filter((transition) => transition.from === null).length;
  if (creations !== 1) fail(schemaAt, `needs exactly one transition with from: null, found ${creations}.`);
  return {contract, schema: name, entity: name.replace(/Status$/, '').toLowerCase(), statuses, transitions};
}
