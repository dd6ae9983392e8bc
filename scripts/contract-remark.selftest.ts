import assert from 'node:assert/strict';
import remarkOpenapiContracts from '../plugins/openapi-contracts/remark';

// Proves that a page naming an operation the contract lacks fails the build with the
// page and the line, and that a known one receives its contract view through an import.

async function main() {
  const {compile} = await import('@mdx-js/mdx');
  const {VFile} = await import('vfile');
  const page = (body: string) => new VFile({path: 'docs/api/example.mdx', value: `# Example\n\nSome text.\n\n${body}\n`});

  const compiled = String(await compile(page('<ApiEndpoint contract="final-1.0.0" operationId="getTrack" />'), {remarkPlugins: [remarkOpenapiContracts]}));
  assert.match(compiled, /import __contractView0 from "@site\/contracts\/openapi\/final-1\.0\.0\.yaml\?operation=getTrack"/);
  assert.match(compiled, /data: __contractView0/);

  await assert.rejects(
    compile(page('<ApiEndpoint contract="final-1.0.0" operationId="getTrak" />'), {remarkPlugins: [remarkOpenapiContracts]}),
    /docs\/api\/example\.mdx:5:1.*no operation "getTrak"/,
  );
  await assert.rejects(
    compile(page('<ApiSchema contract="final-9.9.9" schema="Project" />'), {remarkPlugins: [remarkOpenapiContracts]}),
    /docs\/api\/example\.mdx:5:1.*Unknown contract "final-9\.9\.9"/,
  );
  console.log('contract remark selftest: OK, unknown operations and contracts fail with the page and line.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
