import path from 'node:path';
import type {Document, LineCounter} from 'yaml';
import {lineAt, parseYamlFile, ScenarioError} from './scenarios';

// Reads contracts/sandbox-branches.yaml: the table of the introduction's section "Drive
// every branch in the sandbox", row by row, with the runs of calls and simulation actions
// each row tells the reader to make. Shared by the build (./sandboxRemark.ts renders the
// table) and by the checks (npm run check:scenarios replays the runs; check:docs spells
// the cells and follows their links), so the page and the checks read the same rows.
// The format is in contracts/scenarios/README.md.

export const sandboxBranchesFile = path.resolve(__dirname, '../..', 'contracts/sandbox-branches.yaml');

export type SandboxBranch = {
  /** Markdown: the statuses, events and errors the row lets the reader see. */
  exercise: string;
  /** Markdown: what the reader does. */
  do: string;
  /**
   * What `do` tells the reader to do, one run per project: calls by operationId, actions
   * of the simulation call, or a webhook for what happens outside the API (a widget payment).
   */
  runs?: string[][];
  /** What brings each run's project to where `do` starts ("an `in_progress` project"), in the same steps. */
  given?: string[];
};

export type LoadedSandboxBranches = {
  file: string;
  yaml: Document;
  lines: LineCounter;
  contract: string;
  branches: SandboxBranch[];
};

/** Parses the file and checks its shape; errors name the file and the line. */
export function loadSandboxBranches(file = sandboxBranchesFile): LoadedSandboxBranches {
  const {yaml, lines} = parseYamlFile(file);
  const fail = (at: (string | number)[], message: string): never => {
    throw new ScenarioError(file, lineAt({yaml, lines}, at), message);
  };
  const data = yaml.toJS() as {contract?: unknown; branches?: unknown};
  if (typeof data?.contract !== 'string') fail(['contract'], '"contract" must name the contract the rows are about');
  if (!Array.isArray(data.branches) || data.branches.length === 0) fail(['branches'], '"branches" must list the rows');
  const branches = data.branches as SandboxBranch[];
  const isSteps = (steps: unknown) =>
    Array.isArray(steps) && steps.length > 0 && steps.every((step) => typeof step === 'string');
  branches.forEach((branch, index) => {
    const row = `row ${index + 1}`;
    for (const key of Object.keys(branch ?? {}))
      if (!['exercise', 'do', 'given', 'runs'].includes(key))
        fail(['branches', index, key], `${row}: unknown key "${key}" (a row has exercise, do, given and runs)`);
    for (const key of ['exercise', 'do'] as const) {
      // A table cell holds one paragraph: more would be dropped from the page.
      if (typeof branch?.[key] !== 'string' || !branch[key].trim() || /\n\s*\n/.test(branch[key].trim()))
        fail(['branches', index, key], `${row}: "${key}" must be one paragraph of Markdown`);
    }
    if (
      branch.runs !== undefined &&
      !(Array.isArray(branch.runs) && branch.runs.length > 0 && branch.runs.every(isSteps))
    )
      fail(['branches', index, 'runs'], `${row}: "runs" is a list of runs, each a list of steps`);
    if (branch.given !== undefined && !isSteps(branch.given))
      fail(['branches', index, 'given'], `${row}: "given" is a list of steps, taken before each run`);
    if (branch.given !== undefined && branch.runs === undefined)
      fail(['branches', index, 'given'], `${row}: "given" needs "runs" to take them before`);
  });
  return {file, yaml, lines, contract: data.contract as string, branches};
}
