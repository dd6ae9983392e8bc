import type {InlineCode, Link} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {Node} from 'unist';
import {visit} from 'unist-util-visit';
import {
  deref,
  findOperation,
  listOperations,
  loadContract,
  type JsonObject,
  type OpenApiDocument,
} from '../../../plugins/openapi-contracts/contracts';
import {docsPages} from '../../../plugins/openapi-contracts/docsPages';
import type {LoadedSandboxBranches} from '../../../plugins/openapi-contracts/sandboxBranches';
import {lineAt, ScenarioError} from '../../../plugins/openapi-contracts/scenarios';
import {errorRows, simulationActions, simulationOperationId} from '../../../plugins/openapi-contracts/views';
import type {TransitionCause} from '../../../plugins/openapi-contracts/types';
import {entityOf, transitionsOf, type Transition} from './transitions';

// The sandbox table (contracts/sandbox-branches.yaml) replayed through the contract: each
// run of a row, step by step, on the statuses of its project and deliverables. A call
// moves them as its `x-transitions` causes say; a simulation action as the events whose
// `sandbox` names it; a webhook step as the event that sends it. Then the row's cells must
// say what the runs do: `do` names each action and links each call, and everything
// `exercise` promises (a status, an event, an error code) comes out of a run.

/**
 * The statuses replayed. A project's services are left out: they run one after another,
 * and a row does not say which one it drives.
 */
const machines = ['ProjectStatus', 'DeliverableStatus'] as const;

type Step = {kind: 'call' | 'action' | 'webhook'; name: string};

type Outcome = {statuses: Map<string, Set<string>>; events: Set<string>; errors: Set<string>};

/** The names a cell writes as inline code, and the URLs it links to. */
function namesAndLinks(markdown: string): {names: string[]; links: string[]} {
  const tree = fromMarkdown(markdown);
  const names: string[] = [];
  const links: string[] = [];
  visit(tree, (node: Node) => {
    if (node.type === 'inlineCode') names.push((node as InlineCode).value);
    if (node.type === 'link') links.push((node as Link).url);
  });
  return {names, links};
}

/** The statuses of a status schema. */
function statusesOf(doc: OpenApiDocument, machine: string): string[] {
  const schema = deref<JsonObject | undefined>(doc, (doc.components?.schemas as JsonObject | undefined)?.[machine]);
  return Array.isArray(schema?.enum) ? schema.enum.map(String) : [];
}

function causes(cause: TransitionCause, step: Step): boolean {
  if (step.kind === 'call') return cause.kind === 'call' && cause.operationId === step.name;
  if (cause.kind !== 'event') return false;
  return step.kind === 'action' ? cause.sandbox?.includes(step.name) === true : cause.webhook === step.name;
}

function causedBy(transition: Transition, step: Step): boolean {
  return transition.causes.some((cause) => causes(cause, step));
}

/**
 * Replays one run. Each tracked status is a set of possibilities (a `start` makes a contest
 * `auditioning` and a speedy project `in_progress`); a step that matches transitions of a
 * status but none from where it may stand is refused, as the sandbox answers `409`. A
 * deliverable may always be new: a project has several.
 */
function replay(doc: OpenApiDocument, run: Step[], fail: (message: string) => void): Outcome {
  const statuses = new Map<string, Set<string>>(machines.map((machine) => [machine, new Set<string>()]));
  const now = new Map<string, Set<string | null>>(machines.map((machine) => [machine, new Set([null])]));
  const events = new Set<string>();
  const errors = new Set<string>();
  for (const [index, step] of run.entries()) {
    if (step.kind === 'call')
      for (const row of errorRows(doc, findOperation(doc, step.name)!.operation)) errors.add(row.code);
    for (const machine of machines) {
      const transitions = (transitionsOf(doc, machine) ?? []).filter((transition) => causedBy(transition, step));
      if (transitions.length === 0) continue;
      const from = now.get(machine)!;
      const taken = transitions.filter((transition) => from.has(transition.from));
      const entity = entityOf(machine);
      if (taken.length === 0) {
        const where = [...from].map((status) => (status === null ? `no ${entity} yet` : `\`${status}\``)).join(' or ');
        fail(
          `step ${index + 1}, ${step.name}: the contract's transitions allow it on a ${entity} that is ${transitions.map((t) => (t.from === null ? 'new' : `\`${t.from}\``)).join(', ')}, not when it is ${where}`,
        );
        return {statuses, events, errors};
      }
      const next = new Set<string | null>(entity === 'deliverable' ? [null] : []);
      for (const transition of taken) {
        next.add(transition.to);
        statuses.get(machine)!.add(transition.to);
        // The event of the cause at work, and the one every creation or move of the entity sends.
        for (const cause of transition.causes)
          if (cause.kind === 'event' && cause.webhook && causes(cause, step)) events.add(cause.webhook);
        const announced = `${entity}.${transition.from === null ? 'created' : 'status_changed'}`;
        if (doc.webhooks?.[announced]) events.add(announced);
      }
      now.set(machine, next);
    }
  }
  return {statuses, events, errors};
}

export function checkSandboxBranches(loaded: LoadedSandboxBranches): ScenarioError[] {
  const problems: ScenarioError[] = [];
  const doc = loadContract(loaded.contract);
  const actions = simulationActions(doc);
  if (!actions) return [new ScenarioError(loaded.file, 1, `${loaded.contract} has no ${simulationOperationId} call`)];
  const callOfPage = new Map(
    [...docsPages(loaded.contract).operations].map(([operationId, page]) => [page, operationId]),
  );
  const errorCodes = new Set(
    listOperations(doc).flatMap((operation) => errorRows(doc, operation.operation).map((row) => row.code)),
  );

  loaded.branches.forEach((branch, row) => {
    const report = (at: (string | number)[], message: string) =>
      problems.push(
        new ScenarioError(loaded.file, lineAt(loaded, ['branches', row, ...at]), `row ${row + 1}: ${message}`),
      );
    const stepsOf = (names: string[], at: (string | number)[]) =>
      names.flatMap((name): Step[] => {
        if (actions.includes(name)) return [{kind: 'action', name}];
        if (findOperation(doc, name) && !name.includes('.')) return [{kind: 'call', name}];
        if (doc.webhooks?.[name]) return [{kind: 'webhook', name}];
        report(at, `"${name}" is no call, ${simulationOperationId} action or webhook of ${loaded.contract}`);
        return [];
      });
    const given = stepsOf(branch.given ?? [], ['given']);
    const runs = (branch.runs ?? []).map((run, runIndex) => stepsOf(run, ['runs', runIndex]));
    const outcomes = runs.map((run, runIndex) =>
      replay(doc, [...given, ...run], (message) => report(['runs', runIndex], `run ${runIndex + 1}, ${message}`)),
    );

    // `do` says what the runs do: every action named, every call linked; `given` it may describe by a status.
    const said = namesAndLinks(branch.do);
    const linkedCalls = said.links.flatMap((url) => (callOfPage.has(url) ? [callOfPage.get(url)!] : []));
    const done = runs.flat();
    for (const name of said.names.filter((name) => actions.includes(name)))
      if (!done.some((step) => step.kind === 'action' && step.name === name))
        report(['do'], `names the action \`${name}\`, which no run takes`);
    for (const operationId of linkedCalls)
      if (!done.some((step) => step.kind === 'call' && step.name === operationId))
        report(['do'], `links the call ${operationId}, which no run makes`);
    for (const [runIndex, run] of runs.entries()) {
      for (const step of run) {
        if (step.kind === 'action' && !said.names.includes(step.name))
          report(
            ['runs', runIndex],
            `run ${runIndex + 1} takes the action ${step.name}, which "do" does not name as \`${step.name}\``,
          );
        if (step.kind === 'call' && !linkedCalls.includes(step.name))
          report(
            ['runs', runIndex],
            `run ${runIndex + 1} makes the call ${step.name}, to which "do" does not link (steps before the row's own go in "given")`,
          );
      }
    }
    const projectStatuses = statusesOf(doc, 'ProjectStatus');
    for (const name of said.names.filter((name) => projectStatuses.includes(name)))
      if (!outcomes.some((outcome) => outcome.statuses.get('ProjectStatus')!.has(name)))
        report(['do'], `names the project status \`${name}\`, which none of its runs passes through`);

    // Everything `exercise` names comes out of a run.
    for (const name of namesAndLinks(branch.exercise).names) {
      const machine = machines.find((candidate) => statusesOf(doc, candidate).includes(name));
      const [what, reached] = machine
        ? [`the ${entityOf(machine)} status`, outcomes.some((outcome) => outcome.statuses.get(machine)!.has(name))]
        : doc.webhooks?.[name]
          ? ['the event', outcomes.some((outcome) => outcome.events.has(name))]
          : errorCodes.has(name)
            ? ['the error code', outcomes.some((outcome) => outcome.errors.has(name))]
            : [undefined, false];
      if (!what)
        report(['exercise'], `names \`${name}\`, which is no status, event or error code of ${loaded.contract}`);
      else if (!reached)
        report(
          ['exercise'],
          runs.length === 0
            ? `names ${what} \`${name}\`, but the row has no runs to show it`
            : `names ${what} \`${name}\`, which none of its runs reaches`,
        );
    }
  });
  return problems;
}
