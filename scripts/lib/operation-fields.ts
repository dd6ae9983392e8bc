import {deref, findOperation, type JsonObject} from '../../plugins/openapi-contracts/contracts';

// The field names an operation exchanges, at any depth of its request body and of its
// 2xx responses, through $refs, allOf/oneOf/anyOf, array items and maps.

type Field = {name: string; required: boolean};

function fieldsOf(doc: JsonObject, schema: unknown, into: Field[], seen: Set<unknown>): void {
  const resolved = deref<JsonObject | undefined>(doc, schema);
  if (!resolved || typeof resolved !== 'object' || seen.has(resolved)) return;
  seen.add(resolved);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const)
    for (const part of (resolved[key] as unknown[] | undefined) ?? []) fieldsOf(doc, part, into, seen);
  if (resolved.items) fieldsOf(doc, resolved.items, into, seen);
  if (resolved.additionalProperties && typeof resolved.additionalProperties === 'object')
    fieldsOf(doc, resolved.additionalProperties, into, seen);
  const required = new Set((resolved.required as string[] | undefined) ?? []);
  for (const [name, property] of Object.entries((resolved.properties as JsonObject | undefined) ?? {})) {
    into.push({name, required: required.has(name)});
    fieldsOf(doc, property, into, seen);
  }
}

const jsonSchemas = (doc: JsonObject, holder: unknown): unknown[] =>
  Object.values((deref<JsonObject | undefined>(doc, holder)?.content as JsonObject | undefined) ?? {}).map(
    (media) => (media as JsonObject).schema,
  );

/** The fields of the request body of `operationId`; `required` where a schema requires it. */
export function requestFields(doc: JsonObject, operationId: string): Field[] {
  const fields: Field[] = [];
  const operation = findOperation(doc, operationId)?.operation;
  for (const schema of jsonSchemas(doc, operation?.requestBody)) fieldsOf(doc, schema, fields, new Set());
  return fields;
}

/** The names of every field `operationId` sends or receives (request body, 2xx responses). */
export function exchangedFieldNames(doc: JsonObject, operationId: string): Set<string> {
  const fields = requestFields(doc, operationId);
  const responses = (findOperation(doc, operationId)?.operation.responses ?? {}) as JsonObject;
  for (const [status, response] of Object.entries(responses))
    if (status.startsWith('2'))
      for (const schema of jsonSchemas(doc, response)) fieldsOf(doc, schema, fields, new Set());
  return new Set(fields.map((field) => field.name));
}
