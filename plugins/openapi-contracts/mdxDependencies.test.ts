import path from 'node:path';
import {expect, it} from 'vitest';
import {dataFilesOf} from './mdxDependencies';

// A page is compiled again when the data its remark plugins write into it changes.

it('names the contracts, scenarios, sandbox table, version mapping and example files a page shows, once each', () => {
  const page = `
<ApiEndpoint contract="final-1.0.0" operationId="createProject" />
<StateDiagram contract="final-1.0.0" schema="ProjectStatus" view="transitions" />
<ApiEndpoint
  contract="v3.0.0"
  operationId="projects-create" />
<ScenarioStep scenario="tutorial" step="quote" />
<ScenarioStep scenario="no-such-scenario" step="quote" />
<SandboxBranches />

\`\`\`js title="token.js" file="examples/handlers/authentication/token.js"
\`\`\`
`;
  expect(dataFilesOf(page).map((file) => path.relative(process.cwd(), file))).toEqual([
    'contracts/openapi/final-1.0.0.yaml',
    'contracts/openapi/v3.0.0.yaml',
    'contracts/scenarios/tutorial.yaml',
    'contracts/sandbox-branches.yaml',
    'src/data/versionMapping.ts',
    'examples/handlers/authentication/token.js',
  ]);
  expect(dataFilesOf('# Plain page\n\nNo components.')).toEqual([]);
});
