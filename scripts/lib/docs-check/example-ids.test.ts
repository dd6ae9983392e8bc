import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, it} from 'vitest';
import {currentVersion} from '../../../src/data/versions';
import {loadContracts} from '../sample-checker';
import {checkExampleIds} from './example-ids';
import {fixturePage} from './fixture-page';

// An example ID names one object or event wherever it appears: the contract's examples
// first, then pages, then scenarios. Lasting fields, the object an ID sits in, and every
// field of an event must agree; what changes over time (status, updated_at) may differ.

const root = path.resolve(__dirname, '../../..');
const contracts = loadContracts(path.join(root, 'contracts/openapi'));
const relative = (file: string) => path.relative(root, file);

const page = (json: object) =>
  fixturePage(
    path.join(__dirname, 'example-ids-fixture.mdx'),
    `# Fixture\n\n\`\`\`json\n${JSON.stringify(json, null, 2)}\n\`\`\`\n`,
    currentVersion.name,
  );

it('names a reused event ID, a project of another category and a service of another project, each with its line', () => {
  const scenarioDir = fs.mkdtempSync(path.join(os.tmpdir(), 'example-ids-'));
  const scenario = path.join(scenarioDir, 'fixture.yaml');
  fs.writeFileSync(
    scenario,
    [
      'steps:',
      '  - body:',
      '      id: prj_01JQ7GZQ1M3V5B7N9C2X4Z6K8P',
      '      services:',
      '        - id: srv_01JQES71D41N3F5ESQ8GTD1FY9',
      '',
    ].join('\n'),
  );
  const problems = checkExampleIds(
    contracts.values(),
    [
      page({
        data: [
          // The contract's project as it is later: a new status and update time are fine.
          {id: 'prj_01JQSH066S7KDD3D3ETX23SDEM', category: 'audio_ads', status: 'completed'},
          {id: 'prj_01JQSH066S7KDD3D3ETX23SDEM', category: 'voice_over'},
          {id: 'evt_01JQJQ49KRTH9577ZWWSYQFT4P', type: 'deliverable.delivered', created_at: '2025-03-15T09:12:01Z'},
        ],
      }),
    ],
    [scenario],
    relative,
  ).map(({file, line, message}) => `${path.basename(file)}:${line}: ${message}`);
  expect(problems).toEqual([
    expect.stringMatching(
      /^example-ids-fixture\.mdx:12: prj_01JQSH066S7KDD3D3ETX23SDEM here is another object \(category "voice_over" here, "audio_ads" there\), not the one at contracts\/openapi\/final-1\.0\.0\.yaml:\d+/,
    ),
    expect.stringMatching(
      /^example-ids-fixture\.mdx:16: evt_01JQJQ49KRTH9577ZWWSYQFT4P here is another event, not the one at contracts\/openapi\/final-1\.0\.0\.yaml:\d+/,
    ),
    expect.stringMatching(
      /^fixture\.yaml:5: srv_01JQES71D41N3F5ESQ8GTD1FY9 here is another object \(inside prj_01JQ7GZQ1M3V5B7N9C2X4Z6K8P here, prj_01JQSH066S7KDD3D3ETX23SDEM there\)/,
    ),
  ]);
});

it("names an object whose snapshots its status type's x-transitions cannot join", () => {
  const problems = checkExampleIds(
    contracts.values(),
    // The contract's project, cancelled before the contract's examples show it at work.
    [page({id: 'prj_01JQSH066S7KDD3D3ETX23SDEM', status: 'cancelled', updated_at: '2025-03-14T12:00:00Z'})],
    [],
    relative,
  ).map(({message}) => message);
  expect(problems).toEqual([
    expect.stringMatching(
      /^prj_01JQSH066S7KDD3D3ETX23SDEM is `info_needed` at 2025-03-14T13:05:00Z \(contracts\/openapi\/final-1\.0\.0\.yaml:\d+\) and `cancelled` at 2025-03-14T12:00:00Z \(scripts\/lib\/docs-check\/example-ids-fixture\.mdx:\d+\), after it, which ProjectStatus's x-transitions never lead to/,
    ),
  ]);
});
