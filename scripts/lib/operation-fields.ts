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

/** The names of every field `operationId` sends or receives (request body, 2xx responses). */
export function exchangedFieldNames(doc: JsonObject, operationId: string): Set<string> {
  const responses = Object.entries((findOperation(doc, operationId)?.operation.responses ?? {}) as JsonObject)
    .filter(([status]) => status.startsWith('2'))
    .flatMap(([, response]) => jsonSchemas(doc, response));
  return new Set([...requestFields(doc, operationId), ...fieldsUnder(doc, responses)].map((field) => field.name));
}
