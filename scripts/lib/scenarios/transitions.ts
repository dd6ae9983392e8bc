import {deref, type JsonObject, type OpenApiDocument} from '../../../plugins/openapi-contracts/contracts';
import {machines} from '../../../src/components/StateDiagram/machines';
import type {Transition} from '../../../src/components/StateDiagram/machine';

export type {Transition};

/**
 * The status transitions of one status schema (ProjectStatus, ServiceStatus,
 * DeliverableStatus): its `x-transitions` in the contract, or, while the contract
 * has none, the status machines of the status pages. The one place that knows where
 * they live.
 */
export function transitionsOf(doc: OpenApiDocument, statusSchema: string): readonly Transition[] | undefined {
  const schema = deref<JsonObject>(doc, (doc.components?.schemas as JsonObject | undefined)?.[statusSchema]);
  if (Array.isArray(schema?.['x-transitions'])) return schema['x-transitions'] as Transition[];
  return Object.values(machines).find((machine) => machine.statusSchema === statusSchema)?.transitions;
}

/** `ProjectStatus` -> `project`: the entity whose `<entity>_id` names it in payloads. */
export function entityOf(statusSchema: string): string {
  return statusSchema.replace(/Status$/, '').replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
}
