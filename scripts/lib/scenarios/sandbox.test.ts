import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, it} from 'vitest';
import {loadSandboxBranches, sandboxBranchesFile} from '../../../plugins/openapi-contracts/sandboxBranches';
import {checkSandboxBranches} from './sandbox';

// check:scenarios replays the sandbox table: one planted mistake per row kind, each
// reported with the file and the line of the row's cell or run at fault.

function problemsOf(branch: string): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-branches-'));
  const file = path.join(dir, 'sandbox-branches.yaml');
  fs.writeFileSync(file, `contract: final-1.0.0\nbranches:\n${branch}`);
  try {
    return checkSandboxBranches(loadSandboxBranches(file)).map((problem) =>
      problem.message.replace(`${path.relative(process.cwd(), file)}:`, 'line '),
    );
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

it('passes the site table', () => {
  expect(checkSandboxBranches(loadSandboxBranches(sandboxBranchesFile)).map((problem) => problem.message)).toEqual([]);
});

it('refuses an action the project cannot take yet, as the sandbox answers 409', () => {
  expect(
    problemsOf(`  - exercise: '\`info_needed\`'
    do: '\`ask_question\` on a new project.'
    given: [createProject]
    runs:
      - [ask_question]
`),
  ).toEqual([
    "line 7: row 1: run 1, step 1, ask_question: the contract's transitions allow it on a project that is `in_progress`, not when it is `open`",
    'line 3: row 1: names the project status `info_needed`, which none of its runs reaches',
  ]);
});

it('wants every status, event and error code the row promises out of a run', () => {
  expect(
    problemsOf(`  - exercise: '\`completed\`, \`revision.delivered\`, \`revision_limit_reached\` and \`paid\`'
    do: '\`start\`, then \`deliver\`.'
    given: [createProject]
    runs:
      - [start, deliver]
`),
  ).toEqual([
    'line 3: row 1: names the project status `completed`, which none of its runs reaches',
    'line 3: row 1: names the event `revision.delivered`, which none of its runs reaches',
    'line 3: row 1: names the error code `revision_limit_reached`, which none of its runs reaches',
    'line 3: row 1: names `paid`, which is no status, event or error code of final-1.0.0',
  ]);
});

it('holds the cell to its runs: actions named, calls linked, statuses passed', () => {
  expect(
    problemsOf(`  - exercise: A rejection
    do: '[Reject](/api/deliverables/reject) a \`cancelled\` deliverable, then \`deliver_revision\`.'
    given: [createProject, start]
    runs:
      - [deliver, rejectDeliverable, deliver, approveDeliverable, getEverything]
`),
  ).toEqual([
    'line 7: row 1: "getEverything" is no call, simulateProject action or webhook of final-1.0.0',
    'line 4: row 1: names the action `deliver_revision`, which no run takes',
    'line 7: row 1: run 1 takes the action deliver, which "do" does not name as `deliver`',
    'line 7: row 1: run 1 makes the call approveDeliverable, to which "do" does not link (steps before the row\'s own go in "given")',
    'line 4: row 1: names the project status `cancelled`, which neither "given" nor a run passes through',
  ]);
});

it('reports a refused "given" once, at its line, and names what is not replayed', () => {
  expect(
    problemsOf(`  - exercise: '\`pending\` and \`deliverable.delivered\`'
    do: '[Approve](/api/deliverables/approve) it.'
    given: [createProject, approveDeliverable]
    runs:
      - [approveDeliverable]
      - [onProjectCreated, approveDeliverable]
`),
  ).toEqual([
    'line 8: row 1: "onProjectCreated" is no call, simulateProject action or webhook of final-1.0.0',
    "line 5: row 1: given, step 2, approveDeliverable: the contract's transitions allow it on a project that is `in_review`, not when it is `open`",
    'line 3: row 1: names the service status `pending`, but only projects and deliverables are replayed',
    'line 3: row 1: names the event `deliverable.delivered`, which none of its runs reaches',
  ]);
});
