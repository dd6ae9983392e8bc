import {deref, findOperation, type JsonObject} from '../../plugins/openapi-contracts/contracts';

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
