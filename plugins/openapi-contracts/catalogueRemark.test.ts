import {compile} from '@mdx-js/mdx';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import remarkErrorCatalogue, {catalogueCodes} from './catalogueRemark';
import remarkOpenapiContracts from './remark';

// The error catalogue becomes a heading per code, each followed by its entry, so that the
// table of contents and the search index know each code; a wrong element fails the build
// with the page and the line.

const page = (body: string) => new VFile({path: 'docs/api/errors.mdx', value: `# Errors\n\n${body}\n`});
const compilePage = async (body: string) =>
  String(await compile(page(body), {remarkPlugins: [remarkErrorCatalogue, remarkOpenapiContracts]}));

describe('remark plugin of the error catalogue', () => {
  it('puts a level-3 heading and an entry per code, in the catalogue order, sharing one view', async () => {
    const codes = catalogueCodes('final-1.0.0');
    expect(codes).toContain('validation_failed');
    const compiled = await compilePage('<ApiErrorCatalogue contract="final-1.0.0" view="overview" />');
    const headings = [
      ...compiled.matchAll(
        /_jsxs?\(_components\.h3, \{\s*id: "([a-z_]+)",\s*children: \[_jsx\(_components\.code, \{\s*children: "\1"\s*\}\), ": [a-z ]+ \(HTTP \d{3} [A-Za-z ]+(, \d{3} [A-Za-z ]+)*\)"\]/g,
      ),
    ];
    expect(headings.map((match) => match[1])).toEqual(codes);
    const entries = [...compiled.matchAll(/code: "([a-z_]+)",\s*data: __contractView0/g)];
    expect(entries.map((match) => match[1])).toEqual(codes);
    expect(compiled.match(/import __contractView/g)).toHaveLength(1);
  });

  it("names each code's counterparts in the other version, and a numeric code by its description", async () => {
    const older = await compilePage('<ApiErrorCatalogue contract="v3.0.0" view="overview" />');
    expect(older).toContain('": Action not allowed (HTTP 409 Conflict)"');
    // 4001 split in two; 3002 merged into validation_failed, which 3001 also became.
    expect(older).toMatch(
      /"In FINAL-1\.0\.0: ", _jsx\(_components\.a, \{\s*href: "\/api\/errors#invalid_status_transition",\s*children: _jsx\(_components\.code, \{\s*children: "invalid_status_transition"\s*\}\)\s*\}\), ", ", _jsx\(_components\.a, \{\s*href: "\/api\/errors#revision_limit_reached",/,
    );
    const current = await compilePage('<ApiErrorCatalogue contract="final-1.0.0" view="overview" />');
    // A failed call's message, from the contract's examples, under its code: what a search for it finds.
    expect(current).toContain('Message in the example: “The deliverable has had its 3 revisions.”');
    expect(current).toMatch(
      /"In OLD-3\.0\.0: ", _jsx\(_components\.a, \{\s*href: "\/v3\.0\.0\/errors#3001",\s*children: _jsx\(_components\.code, \{\s*children: "3001"\s*\}\)\s*\}\), ", ", _jsx\(_components\.a, \{\s*href: "\/v3\.0\.0\/errors#3002",/,
    );
  });

  it('fails with the page and line on an unknown contract or a code given by hand', async () => {
    const failure = (body: string) =>
      compilePage(body).then(
        () => 'compiled without error',
        (error: unknown) => String(error),
      );
    expect(await failure('<ApiErrorCatalogue contract="final-9.9.9" view="overview" />')).toMatch(
      /docs\/api\/errors\.mdx:3:1.*Unknown contract "final-9\.9\.9"/,
    );
    expect(await failure('<ApiErrorCatalogue contract="final-1.0.0" view="overview" code="not_found" />')).toMatch(
      /docs\/api\/errors\.mdx:3:1.*shows every code of the contract/,
    );
  });
});
