import type {InlineCode, Link} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {Node} from 'unist';
import {visit} from 'unist-util-visit';
import {findOperation, loadContract, type OpenApiDocument} from '../../../plugins/openapi-contracts/contracts';
import {docsPages} from '../../../plugins/openapi-contracts/docsPages';
import type {LoadedSandboxBranches} from '../../../plugins/openapi-contracts/sandboxBranches';
import {lineAt, ScenarioError} from '../../../plugins/openapi-contracts/scenarios';
import type {TransitionCause} from '../../../plugins/openapi-contracts/types';
import {
  errorCodesOfCalls,
  errorRows,
  simulationActions,
  simulationOperationId,
} from '../../../plugins/openapi-contracts/views';
import {entityOf, statusesOf, statusSchemas, transitionsOf} from './transitions';

// The sandbox table (contracts/sandbox-branches.yaml) replayed through the contract: a
// row's `given` steps, then each of its runs, on the statuses of the project and its
// deliverables. A call moves them as its `x-transitions` causes say; a simulation action
// as the events whose `sandbox` names it; a webhook step as the event that sends it. Then
// the row's cells must say what the runs do: `do` names each action and links each call,
// and everything `exercise` promises (a status, an event, an error code) comes out of a run.

/**
 * The statuses replayed, each on its own: a step that the project's transitions name is
 * checked against the project's status, one that the deliverables' name against theirs.
 * A project's services are left out: they run one after another, and a row does not say
 * which one it drives.
 */
const machines = ['ProjectStatus', 'DeliverableStatus'] as const;

type Step = {kind: 'call' | 'action' | 'webhook'; name: string};

/** Where each replayed status may stand (`null`: not created yet); a deliverable may always be a new one. */
type State = Map<string, Set<string | null>>;

type Outcome = {statuses: Map<string, Set<string>>; events: Set<string>; errors: Set<string>};

const emptyOutcome = (): Outcome => ({
  statuses: new Map(machines.map((machine) => [machine, new Set<string>()])),
  events: new Set(),
  errors: new Set(),
});

/** The names a cell writes as inline code, and the URLs it links to. */
function namesAndLinks(markdown: string): {names: string[]; links: string[]} {
  const names: string[] = [];
  const links: string[] = [];
  visit(fromMarkdown(markdown), (node: Node) => {
    if (node.type === 'inlineCode') names.push((node as InlineCode).value);
    if (node.type === 'link') links.push((node as Link).url);
  });
  return {names, links};
}

function matchesStep(cause: TransitionCause, step: Step): boolean {
  if (step.kind === 'call') return cause.kind === 'call' && cause.operationId === step.name;
  if (cause.kind !== 'event') return false;
  return step.kind === 'action' ? cause.sandbox?.includes(step.name) === true : cause.webhook === step.name;
}

const quoted = (status: string | null) => (status === null ? 'not created yet' : `\`${status}\``);

/**
 * Takes the steps from `state`, recording what they reach in `outcome`. Each status is a set
 * of possibilities (`start` makes a contest `auditioning` and a speedy project
 * `in_progress`); a step that matches transitions of a status but none from where it may
 * stand is refused, as the sandbox answers `409`, and the replay stops there. The events
 * counted are those of the causes at work and the announcement of a new entity
 * (`project.created`); a move's `status_changed` is not counted, since some moves send
 * their own event instead.
 */
function replay(
  doc: OpenApiDocument,
  steps: Step[],
  state: State,
  outcome: Outcome,
  refuse: (message: string) => void,
): State | undefined {
  let now = state;
  for (const [index, step] of steps.entries()) {
    const next: State = new Map(now);
    for (const machine of machines) {
      const matching = (transitionsOf(doc, machine) ?? []).filter((transition) =>
        transition.causes.some((cause) => matchesStep(cause, step)),
      );
      if (matching.length === 0) continue;
      const from = now.get(machine)!;
      const taken = matching.filter((transition) => from.has(transition.from));
      const entity = entityOf(machine);
      if (taken.length === 0) {
        const allowed = [...new Set(matching.map((transition) => quoted(transition.from)))];
        refuse(
          `step ${index + 1}, ${step.name}: the contract's transitions allow it on a ${entity} that is ${allowed.join(' or ')}, not when it is ${[...from].map(quoted).join(' or ')}`,
        );
        return undefined;
      }
      const reached = new Set<string | null>(entity === 'deliverable' ? [null] : []);
      for (const transition of taken) {
        reached.add(transition.to);
        outcome.statuses.get(machine)!.add(transition.to);
        for (const cause of transition.causes)
          if (cause.kind === 'event' && cause.webhook && matchesStep(cause, step)) outcome.events.add(cause.webhook);
        if (transition.from === null && doc.webhooks?.[`${entity}.created`]) outcome.events.add(`${entity}.created`);
      }
      next.set(machine, reached);
    }
    if (step.kind === 'call')
      for (const row of errorRows(doc, findOperation(doc, step.name)!)) outcome.errors.add(row.code);
    now = next;
  }
  return now;
}

export function checkSandboxBranches(loaded: LoadedSandboxBranches): ScenarioError[] {
  const problems: ScenarioError[] = [];
  const doc = loadContract(loaded.contract);
  const actions = simulationActions(doc);
  if (!actions) return [new ScenarioError(loaded.file, 1, `${loaded.contract} has no ${simulationOperationId} call`)];
  const callOfPage = new Map(
    [...docsPages(loaded.contract).operations].map(([operationId, page]) => [page, operationId]),
  );
  const errorCodes = errorCodesOfCalls(doc);
  const otherStatuses = statusSchemas(doc)
    .filter((name) => !(machines as readonly string[]).includes(name))
    .flatMap((name) => statusesOf(doc, name).map((status) => ({status, entity: entityOf(name)})));

  loaded.branches.forEach((branch, row) => {
    const reported = new Set<string>();
    const report = (at: (string | number)[], message: string) => {
      const problem = new ScenarioError(
        loaded.file,
        lineAt(loaded, ['branches', row, ...at]),
        `row ${row + 1}: ${message}`,
      );
      if (!reported.has(problem.message)) problems.push(problem);
      reported.add(problem.message);
    };
    const stepsOf = (names: string[], at: (string | number)[]) =>
      names.flatMap((name): Step[] => {
        if (actions.includes(name)) return [{kind: 'action', name}];
        if (findOperation(doc, name)?.isWebhook === false) return [{kind: 'call', name}];
        if (doc.webhooks?.[name]) return [{kind: 'webhook', name}];
        report(at, `"${name}" is no call, ${simulationOperationId} action or webhook of ${loaded.contract}`);
        return [];
      });
    const given = stepsOf(branch.given ?? [], ['given']);
    const runs = (branch.runs ?? []).map((run, runIndex) => stepsOf(run, ['runs', runIndex]));

    // `given` once, then each run from where it left the project.
    const start: State = new Map(machines.map((machine) => [machine, new Set([null])]));
    const before = emptyOutcome();
    const afterGiven = replay(doc, given, start, before, (message) => report(['given'], `given, ${message}`));
    const outcomes = runs.map((run, runIndex) => {
      const outcome = emptyOutcome();
      if (afterGiven)
        replay(doc, run, afterGiven, outcome, (message) =>
          report(['runs', runIndex], `run ${runIndex + 1}, ${message}`),
        );
      return outcome;
    });

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
      if (![before, ...outcomes].some((outcome) => outcome.statuses.get('ProjectStatus')!.has(name)))
        report(['do'], `names the project status \`${name}\`, which neither "given" nor a run passes through`);

    // Everything `exercise` promises comes out of a run.
    for (const name of namesAndLinks(branch.exercise).names) {
      const machine = machines.find((candidate) => statusesOf(doc, candidate).includes(name));
      const other = otherStatuses.find(({status}) => status === name);
      const [what, reached] = machine
        ? [`the ${entityOf(machine)} status`, outcomes.some((outcome) => outcome.statuses.get(machine)!.has(name))]
        : doc.webhooks?.[name]
          ? ['the event', outcomes.some((outcome) => outcome.events.has(name))]
          : errorCodes.has(name)
            ? ['the error code', outcomes.some((outcome) => outcome.errors.has(name))]
            : [undefined, false];
      if (!what && other)
        report(
          ['exercise'],
          `names the ${other.entity} status \`${name}\`, but only projects and deliverables are replayed`,
        );
      else if (!what)
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
