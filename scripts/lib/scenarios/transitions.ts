import {deref, type JsonObject, type OpenApiDocument} from '../../../plugins/openapi-contracts/contracts';
import type {Transition} from '../../../plugins/openapi-contracts/types';

export type {Transition};

/**
 * The status transitions of one status schema (ProjectStatus, ServiceStatus,
 * DeliverableStatus): its `x-transitions` in the contract, the source of the status pages too.
 */
export function transitionsOf(doc: OpenApiDocument, statusSchema: string): readonly Transition[] | undefined {
  const schema = deref<JsonObject>(doc, (doc.components?.schemas as JsonObject | undefined)?.[statusSchema]);
  return Array.isArray(schema?.['x-transitions']) ? (schema['x-transitions'] as Transition[]) : undefined;
}

/** The contract's status schemas: those with `x-transitions`. */
export function statusSchemas(doc: OpenApiDocument): string[] {
  return Object.keys((doc.components?.schemas as JsonObject | undefined) ?? {}).filter(
    (name) => transitionsOf(doc, name) !== undefined,
  );
}

/** The statuses of a status schema. */
export function statusesOf(doc: OpenApiDocument, statusSchema: string): string[] {
  const schema = deref<JsonObject | undefined>(
    doc,
    (doc.components?.schemas as JsonObject | undefined)?.[statusSchema],
  );
  return Array.isArray(schema?.enum) ? schema.enum.map(String) : [];
}

/** `ProjectStatus` -> `project`: the entity whose `<entity>_id` names it in payloads. */
export function entityOf(statusSchema: string): string {
  return statusSchema
    .replace(/Status$/, '')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase();
}
