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

/** `ProjectStatus` -> `project`: the entity whose `<entity>_id` names it in payloads. */
export function entityOf(statusSchema: string): string {
  return statusSchema
    .replace(/Status$/, '')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase();
}
