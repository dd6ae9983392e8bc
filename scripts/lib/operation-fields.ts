import {deref, findOperation, listedValues, type JsonObject} from '../../plugins/openapi-contracts/contracts';

// The schemas and field names an operation exchanges, at any depth of its parameters,
// its request body and its 2xx responses, through $refs, allOf/oneOf/anyOf, array items
// and maps.

export type Field = {name: string; required: boolean};

/**
 * Calls `visit` with every schema under `node`, each descended into once, with the
 * property whose value it is (kept through combinations, items and maps).
 */
export function eachSchema(
  doc: JsonObject,
  node: unknown,
  visit: (schema: JsonObject, property: Field | undefined) => void,
  property?: Field,
  seen = new Set<unknown>(),
): void {
  const schema = deref<JsonObject | undefined>(doc, node);
  if (!schema || typeof schema !== 'object') return;
  visit(schema, property);
  if (seen.has(schema)) return;
  seen.add(schema);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const)
    for (const part of (schema[key] as unknown[] | undefined) ?? []) eachSchema(doc, part, visit, property, seen);
  if (schema.items) eachSchema(doc, schema.items, visit, property, seen);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    eachSchema(doc, schema.additionalProperties, visit, property, seen);
  const required = new Set((schema.required as string[] | undefined) ?? []);
  for (const [name, value] of Object.entries((schema.properties as JsonObject | undefined) ?? {}))
    eachSchema(doc, value, visit, {name, required: required.has(name)}, seen);
}

/** The JSON schemas of a request body or a response. */
export const jsonSchemas = (doc: JsonObject, holder: unknown): unknown[] =>
  Object.values((deref<JsonObject | undefined>(doc, holder)?.content as JsonObject | undefined) ?? {}).map(
    (media) => (media as JsonObject).schema,
  );

const fieldsUnder = (doc: JsonObject, roots: unknown[]): Field[] => {
  const fields: Field[] = [];
  for (const root of roots) eachSchema(doc, root, (_, property) => property && fields.push(property));
  return fields;
};

/** The fields of the request body of `operationId`; `required` where a schema requires it. */
export function requestFields(doc: JsonObject, operationId: string): Field[] {
  return fieldsUnder(doc, jsonSchemas(doc, findOperation(doc, operationId)?.operation.requestBody));
}

/** The JSON schemas `operationId` exchanges: its request body and its 2xx responses. */
const exchangedSchemas = (doc: JsonObject, operationId: string): unknown[] => {
  const operation = findOperation(doc, operationId)?.operation;
  const responses = Object.entries((operation?.responses ?? {}) as JsonObject)
    .filter(([status]) => status.startsWith('2'))
    .flatMap(([, response]) => jsonSchemas(doc, response));
  return [...jsonSchemas(doc, operation?.requestBody), ...responses];
};

/** The names of every field `operationId` sends or receives (request body, 2xx responses). */
export function exchangedFieldNames(doc: JsonObject, operationId: string): Set<string> {
  return new Set(fieldsUnder(doc, exchangedSchemas(doc, operationId)).map((field) => field.name));
}

/** A field and the field whose object holds it (`undefined` at the top of a body). */
export type FieldPlace = {name: string; parent: string | undefined};

/**
 * Every place of a field in what `operationId` sends or receives: each field with the
 * field that holds it, under every parent that holds it (a schema shared by two fields is
 * walked under each). A top-level list (`items`, `data`) holds its objects' fields as the
 * top of the body does, so that a list and a single object compare.
 */
export function exchangedFieldPlaces(doc: JsonObject, operationId: string, topLists: string[]): FieldPlace[] {
  const places: FieldPlace[] = [];
  const walk = (node: unknown, parent: string | undefined, path: Set<unknown>): void => {
    const schema = deref<JsonObject | undefined>(doc, node);
    if (!schema || typeof schema !== 'object' || path.has(schema)) return;
    path.add(schema);
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const)
      for (const part of (schema[key] as unknown[] | undefined) ?? []) walk(part, parent, path);
    if (schema.items) walk(schema.items, parent, path);
    for (const [name, value] of Object.entries((schema.properties as JsonObject | undefined) ?? {})) {
      places.push({name, parent});
      walk(value, parent === undefined && topLists.includes(name) ? undefined : name, path);
    }
    path.delete(schema);
  };
  for (const root of exchangedSchemas(doc, operationId)) walk(root, undefined, new Set());
  return places;
}

/**
 * The schemas a value can match: through $refs, allOf/oneOf/anyOf and array items (an
 * array's values are its items' values too), not into its properties.
 */
export function valueSchemas(doc: JsonObject, node: unknown, found = new Set<JsonObject>()): Set<JsonObject> {
  const schema = deref<JsonObject | undefined>(doc, node);
  if (!schema || typeof schema !== 'object' || found.has(schema)) return found;
  found.add(schema);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const)
    for (const part of (schema[key] as unknown[] | undefined) ?? []) valueSchemas(doc, part, found);
  if (schema.items) valueSchemas(doc, schema.items, found);
  return found;
}

/**
 * Every field and parameter `operationId` exchanges (its parameters, its request body and
 * its 2xx responses), by name, with the schemas of its values wherever it occurs.
 */
export function exchangedFieldSchemas(doc: JsonObject, operationId: string): Map<string, Set<JsonObject>> {
  const byName = new Map<string, Set<JsonObject>>();
  const add = (name: string, node: unknown) => {
    byName.set(name, valueSchemas(doc, node, byName.get(name)));
  };
  const located = findOperation(doc, operationId);
  const parameters = [...(located?.pathParameters ?? []), ...((located?.operation.parameters as unknown[]) ?? [])];
  for (const parameter of parameters) {
    const {name, schema} = deref<JsonObject>(doc, parameter);
    add(String(name), schema);
  }
  for (const root of exchangedSchemas(doc, operationId))
    eachSchema(doc, root, (schema) => {
      for (const [name, value] of Object.entries((schema.properties as JsonObject | undefined) ?? {})) add(name, value);
    });
  return byName;
}

/**
 * The values the enums (and consts) of `schemas` allow, as text; none when none has one. A
 * list that can grow (`x-extensible-enum`) counts with the values known today, which are
 * the ones the docs and their examples may use.
 */
export function enumValuesOf(schemas: Iterable<JsonObject>): Set<string> {
  const values = new Set<string>();
  for (const schema of schemas) {
    for (const value of listedValues(schema) ?? []) values.add(String(value));
    if ('const' in schema) values.add(String(schema.const));
  }
  return values;
}

/**
 * Whether a value is one `schemas` take: one of their enum values when they have an enum,
 * else a match of one of their patterns when they have one; any value otherwise.
 */
export function acceptsValue(schemas: Iterable<JsonObject>, value: string): boolean {
  const list = [...schemas];
  const allowed = enumValuesOf(list);
  if (allowed.size > 0) return allowed.has(value);
  const patterns = list.flatMap((schema) => (typeof schema.pattern === 'string' ? [new RegExp(schema.pattern)] : []));
  return patterns.length === 0 || patterns.some((pattern) => pattern.test(value));
}

/** The JSON types `schemas` declare, `null` left out: a field that became nullable keeps its type. */
export function jsonTypesOf(schemas: Iterable<JsonObject>): Set<string> {
  const types = new Set<string>();
  for (const schema of schemas)
    for (const type of [schema.type].flat()) if (typeof type === 'string' && type !== 'null') types.add(type);
  return types;
}
