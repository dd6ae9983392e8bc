/**
 * The shape of a status machine: the statuses of one entity and the transitions
 * between them. The diagram and the transition table are both drawn from one value of
 * this type, so they cannot disagree.
 */

/** What moves an entity from one status to another. */
export type Cause =
  /** A call of the API, by its operationId in the contract. */
  | {kind: 'call'; operationId: string; condition?: string}
  /** Something that happens on the provider's side; `webhook` is the event you receive. */
  | {kind: 'event'; description: string; webhook?: string};

export interface Transition {
  /** `null` for the transition that creates the entity in its first status. */
  from: string | null;
  to: string;
  causes: readonly [Cause, ...Cause[]];
}

export interface StateMachine {
  /** The entity, as used in headings and anchors: `project`, `service`, `deliverable`. */
  entity: string;
  /** The contract schema whose `status` enum lists these statuses. */
  statusSchema: string;
  /** The values of the `status` field, exactly as in the contract's enum. */
  statuses: readonly string[];
  transitions: readonly Transition[];
}

/** The key of a transition, shared by its edge in the diagram and its table row. */
export function transitionKey(transition: Transition): string {
  return `${transition.from ?? 'start'}->${transition.to}`;
}

/** Final statuses are the ones no transition leaves. */
export function finalStatuses(machine: StateMachine): Set<string> {
  const left = new Set(machine.transitions.map((t) => t.from));
  return new Set(machine.statuses.filter((code) => !left.has(code)));
}

/**
 * Throws, naming the machine, when a transition names an unknown status, when two
 * transitions share a key, or when no single creating transition exists.
 */
export function assertMachineIsConsistent(machine: StateMachine): void {
  const where = `State machine "${machine.entity}" (src/components/StateDiagram/machines.ts)`;
  const codes = new Set(machine.statuses);
  const keys = new Set<string>();
  for (const transition of machine.transitions) {
    for (const end of [transition.from, transition.to]) {
      if (end !== null && !codes.has(end)) {
        throw new Error(`${where}: transition ${transitionKey(transition)} names unknown status "${end}".`);
      }
    }
    const key = transitionKey(transition);
    if (keys.has(key)) {
      throw new Error(`${where}: transition ${key} is listed twice; merge their causes.`);
    }
    keys.add(key);
  }
  const creations = machine.transitions.filter((t) => t.from === null);
  if (creations.length !== 1) {
    throw new Error(`${where}: needs exactly one transition with from: null, found ${creations.length}.`);
  }
}
