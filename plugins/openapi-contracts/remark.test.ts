import {compile} from '@mdx-js/mdx';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import remarkOpenapiContracts from './remark';

// A page naming an operation, schema or contract that does not exist fails the build with
// the page and the line; a known one receives its contract view through an import.

const page = (body: string) => new VFile({path: 'docs/api/example.mdx', value: `# Example\n\nSome text.\n\n${body}\n`});
const compilePage = async (body: string) =>
  String(await compile(page(body), {remarkPlugins: [remarkOpenapiContracts]}));
/** The build's report of a failing page, which names the file and the position before the message. */
const failure = (body: string) =>
  compilePage(body).then(
    () => 'compiled without error',
    (error: unknown) => String(error),
  );

describe('remark plugin of the contracts', () => {
  it('imports the full view of a call shown in full and passes it as data', async () => {
    const compiled = await compilePage('<ApiEndpoint contract="final-1.0.0" operationId="getTrack" />');
    expect(compiled).toMatch(
      /import __contractView0 from "@site\/contracts\/openapi\/final-1\.0\.0\.yaml\?operation=getTrack"/,
    );
    expect(compiled).toMatch(/data: __contractView0/);
  });

  it('imports the lighter samples view when a page shows only the samples of a call', async () => {
    const compiled = await compilePage('<ApiCodeSamples contract="final-1.0.0" operationId="getTrack" />');
    expect(compiled).toContain('"@site/contracts/openapi/final-1.0.0.yaml?operation=getTrack&part=samples"');
    const mixed = await compilePage(
      '<ApiCodeSamples contract="final-1.0.0" operationId="getTrack" />\n\n<ApiParameters contract="final-1.0.0" operationId="getTrack" />',
    );
    expect(mixed).not.toContain('part=samples');
    // Both elements share one import of the full view.
    expect(mixed.match(/import __contractView/g)).toHaveLength(1);
  });

  it('names in the import the response examples the page shows, so the view ships those only', async () => {
    const compiled = await compilePage(
      '<ApiResponseSample contract="final-1.0.0" operationId="getProject" example="info_needed" />\n\n' +
        '<ApiResponseSample contract="final-1.0.0" operationId="getProject" example="completed" />\n\n' +
        '<ApiResponseSample contract="final-1.0.0" operationId="getProject" />',
    );
    expect(compiled).toContain(
      '"@site/contracts/openapi/final-1.0.0.yaml?operation=getProject&part=samples&examples=completed,info_needed"',
    );
    expect(compiled.match(/import __contractView/g)).toHaveLength(1);
  });

  it('imports schema and overview views, and leaves elements without a contract alone', async () => {
    const compiled = await compilePage(
      '<ApiSchema contract="v3.0.0" schema="Project" />\n\n<ApiErrorCatalogue contract="final-1.0.0" view="overview" />\n\n<Other schema="Project" />',
    );
    expect(compiled).toContain('"@site/contracts/openapi/v3.0.0.yaml?schema=Project"');
    expect(compiled).toContain('"@site/contracts/openapi/final-1.0.0.yaml?overview"');
    expect(compiled.match(/import __contractView/g)).toHaveLength(2);
  });

  it('fails with the page and line on an unknown operation, schema or contract, or a missing prop', async () => {
    expect(await failure('<ApiEndpoint contract="final-1.0.0" operationId="getTrak" />')).toMatch(
      /docs\/api\/example\.mdx:5:1.*no operation "getTrak"/,
    );
    expect(await failure('<ApiSchema contract="final-1.0.0" schema="Projekt" />')).toMatch(
      /docs\/api\/example\.mdx:5:1.*no schema "Projekt"/,
    );
    expect(await failure('<ApiSchema contract="final-9.9.9" schema="Project" />')).toMatch(
      /docs\/api\/example\.mdx:5:1.*Unknown contract "final-9\.9\.9"/,
    );
    expect(
      await failure(
        '<ApiStatusesFrom contract="final-1.0.0" schema="ProjectStatus" view="transitions" calls="cancelProject cancelProjekt" />',
      ),
    ).toMatch(/docs\/api\/example\.mdx:5:1.*no operation "cancelProjekt" \(calls\)/);
    expect(await failure('<ApiSchema contract="final-1.0.0" />')).toMatch(
      /docs\/api\/example\.mdx:5:1.*neither operationId/,
    );
    expect(await failure('<ApiEndpoint operationId="getTrack" />')).toMatch(
      /docs\/api\/example\.mdx:5:1.*<ApiEndpoint> needs contract="..."/,
    );
    expect(
      await failure(
        '<ApiResponseSample contract="final-1.0.0" operationId="getCategoryAttributes" example="audio_ad" />',
      ),
    ).toMatch(/docs\/api\/example\.mdx:5:1.*no response example "audio_ad" \(it has: voice_over, audio_ads\)/);
    expect(
      await failure(
        '<ApiResponseSample contract="final-1.0.0" operationId="getCategoryAttributes" example="audio_ads" />',
      ),
    ).toBe('compiled without error');
  });

  it('names every wrong element of a page in one failure, each with its line', async () => {
    const report = await failure(
      '<ApiEndpoint contract="final-1.0.0" operationId="getTrak" />\n\n<ApiSchema contract="final-1.0.0" schema="Track" />\n\n<ApiSchema contract="final-1.0.0" schema="Projekt" />',
    );
    expect(report).toMatch(/docs\/api\/example\.mdx:5:1.*2 API components are wrong/);
    expect(report).toMatch(/5:1 <ApiEndpoint>: contract final-1\.0\.0 has no operation "getTrak"/);
    expect(report).toMatch(/9:1 <ApiSchema>: contract final-1\.0\.0 has no schema "Projekt"/);
  });
});
