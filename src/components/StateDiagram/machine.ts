/**
 * What the diagram derives from a status machine of the contract (the `x-transitions` of a
 * status enum, checked and linked at build time by plugins/openapi-contracts).
 */
import type {StatusMachineView, Transition} from '@site/plugins/openapi-contracts/types';

/** The key of a transition, shared by its edge in the diagram and its table row. */
export function transitionKey(transition: Transition): string {
  return `${transition.from ?? 'start'}->${transition.to}`;
}

/** Final statuses are the ones no transition leaves. */
export function finalStatuses(machine: StatusMachineView): Set<string> {
  const left = new Set(machine.transitions.map((t) => t.from));
  return new Set(machine.statuses.filter((code) => !left.has(code)));
}
