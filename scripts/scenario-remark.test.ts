import assert from 'node:assert/strict';
import {test} from 'vitest';
import remarkScenarios from '../plugins/openapi-contracts/scenarioRemark';

// Proves that <ScenarioStep> puts the step's title and prose on the page with its view,
// and that a page naming an unknown scenario or step fails the build with the page and line.

async function compilePage(body: string): Promise<string> {
  const {compile} = await import('@mdx-js/mdx');
  const {VFile} = await import('vfile');
  const page = new VFile({path: 'docs/example.mdx', value: `# Example\n\nSome text.\n\n${body}\n`});
  return String(await compile(page, {remarkPlugins: [remarkScenarios]}));
}

test('a step becomes its numbered heading, its prose and its view', async () => {
  const compiled = await compilePage(
    '<ScenarioStep scenario="tutorial" step="token" />\n\n<ScenarioStep scenario="tutorial" step="values" level="3" />',
  );
  // Each view learns which of its scenario's steps the page shows, to name only those.
  assert.match(
    compiled,
    /import __scenarioStep0 from "@site\/contracts\/scenarios\/tutorial\.yaml\?step=token&shown=token%2Cvalues"/,
  );
  assert.match(compiled, /_components\.h2, \{\s*children: "1\. Get an access token"/);
  assert.match(compiled, /_components\.h3, \{\s*children: "Read the values of an attribute"/);
  assert.match(compiled, /categories:read/);
  assert.match(compiled, /data: __scenarioStep1/);
});

test('an unknown step or scenario fails with the page and the line', async () => {
  await assert.rejects(
    compilePage('<ScenarioStep scenario="tutorial" step="pay" />'),
    /docs\/example\.mdx:5:1.*no step "pay"/,
  );
  await assert.rejects(
    compilePage('<ScenarioStep scenario="tutorials" step="token" />'),
    /docs\/example\.mdx:5:1.*Unknown scenario/,
  );
});
