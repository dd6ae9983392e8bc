import crypto from 'node:crypto';
import {
  deref,
  listOperations,
  loadContract,
  type JsonObject,
  type OpenApiDocument,
} from '../../plugins/openapi-contracts/contracts';

// Webhook events for the handler checks, built from the contract's webhook examples, and
// a view of an event that refuses reads of fields its schema does not define.

export type ContractEvent = {type: string; operationId: string; payload: JsonObject; schema: unknown};

export function contractEvents(contract: string): ContractEvent[] {
  const doc = loadContract(contract);
  return listOperations(doc)
    .filter((operation) => operation.isWebhook)
    .map((operation) => {
      const body = deref<JsonObject>(doc, operation.operation.requestBody);
      const media = (body.content as JsonObject)['application/json'] as JsonObject;
      const named = Object.values((media.examples as JsonObject | undefined) ?? {}).map(
        (example) => deref<JsonObject>(doc, example).value,
      );
      const payload = (media.example ?? named[0]) as JsonObject | undefined;
      if (!payload)
        throw new Error(
          `contracts/openapi/${contract}.yaml: webhook ${operation.path} has no example to build an event from.`,
        );
      return {type: operation.path, operationId: operation.operationId, payload, schema: media.schema};
    });
}

/**
 * The notifications page: "New event types can appear at any time. Answer 2xx to a type you
 * do not know and ignore it; do the same with unknown fields." An event of a type and with
 * a field no contract has, to deliver with the contract's own.
 */
export function eventOfUnknownType(like: ContractEvent): ContractEvent {
  const type = 'project.archived_in_a_later_version';
  const payload = {
    ...like.payload,
    id: 'evt_01JR0000000000000000000000',
    type,
    data: {...(like.payload.data as JsonObject), field_added_later: true},
  };
  return {type, operationId: 'none', payload, schema: undefined};
}

/** The `Studiowave-Signature` header the webhook page describes: HMAC-SHA256 of `<t>.<body>`. */
export function signature(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Every schema that may describe a property, through `$ref`, `allOf`, `oneOf` and `anyOf`. */
function propertySchemas(doc: OpenApiDocument, schemas: unknown[]): Map<string, unknown[]> | undefined {
  const found = new Map<string, unknown[]>();
  let typed = false;
  const collect = (node: unknown) => {
    const schema = deref<JsonObject>(doc, node);
    if (!schema || typeof schema !== 'object') return;
    for (const key of ['allOf', 'oneOf', 'anyOf']) for (const part of (schema[key] as unknown[]) ?? []) collect(part);
    if (schema.properties) {
      typed = true;
      for (const [name, child] of Object.entries(schema.properties as JsonObject))
        found.set(name, [...(found.get(name) ?? []), child]);
    }
  };
  schemas.forEach(collect);
  return typed ? found : undefined;
}

/**
 * The value as a handler sees it, except that reading a field the schema does not define
 * is reported (and gives undefined, as it would in production). Arrays and objects without
 * declared properties are not checked further.
 */
export function strictView<T>(
  doc: OpenApiDocument,
  value: T,
  schemas: unknown[],
  where: string,
  report: (field: string) => void,
): T {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const properties = propertySchemas(doc, schemas);
  if (!properties) return value;
  return new Proxy(value as object, {
    get(target, key, receiver) {
      if (typeof key === 'symbol' || key === 'toJSON' || key === 'then' || key === 'constructor')
        return Reflect.get(target, key, receiver);
      if (!properties.has(key)) {
        report(`${where}.${key}`);
        return undefined;
      }
      return strictView(doc, Reflect.get(target, key, receiver), properties.get(key)!, `${where}.${key}`, report);
    },
  }) as T;
}
