import path from 'node:path';
import {expect, it} from 'vitest';
import {checkDocs, formatProblem} from './lib/docs-check';

// npm run check:docs fails on bad pages and names the file, line and column: the checker
// runs on the fixture site in scripts/fixtures/check-docs, where each page breaks one rule.

const fixtures = path.join(__dirname, 'fixtures/check-docs');
const docs = path.join(fixtures, 'docs');

const expected: [where: string, rule: string, message: RegExp][] = [
  ['docs/front-matter.mdx:4:1', 'front-matter', /unknown front matter key "sidebar_lable"/],
  [
    'docs/front-matter.mdx:5:15',
    'front-matter',
    /tag "lamps" is not declared in docs\/tags\.yml \(declared: guide, draft, key\)/,
  ],
  ['docs/links.mdx:7:3', 'link', /no page has the route \/guides\/nowhere/],
  ['docs/links.mdx:7:38', 'link', /\/guides\/clean has no anchor #nowhere \(it has: a-clean-page, where-to-go-next\)/],
  ['docs/links.mdx:8:3', 'link', /no page docs\/guides\/missing\.mdx/],
  ['docs/links.mdx:8:46', 'link', /no file \/missing\.yaml in static/],
  ['docs/links.mdx:14:43', 'image', /image \/img\/missing\.svg: no file \/img\/missing\.svg in static/],
  ['docs/links.mdx:15:1', 'image', /image \.\/missing\.png: no file docs\/missing\.png/],
  ['docs/links.mdx:16:1', 'image', /an <img> keeps its src as written.*outside the site's base path/],
  ['docs/links.mdx:17:1', 'image', /image \/integrations\/documentation\/img\/gone\.svg: no file \/img\/gone\.svg/],
  ['docs/heading-id.mdx:7:24', 'mdx', /a heading's id is written \{\/\* #retries \*\/\} in MDX, not \{#retries\}/],
  ['docs/malformed.mdx:9:1', 'mdx', /MDX does not parse: Expected a closing tag for `<Tabs>`/],
  ['docs/samples.mdx:8:1', 'json-sample', /\/colour must be one of: red, blue/],
  ['docs/samples.mdx:11:1', 'contract-component', /contract final-1\.0\.0 has no operation "noSuchOperation"/],
  ['docs/samples.mdx:13:1', 'contract-component', /contract final-1\.0\.0 has no schema "NoSuchSchema"/],
  ['docs/samples.mdx:15:1', 'scenario', /<ScenarioStep>: Unknown scenario/],
  ['docs/samples.mdx:17:1', 'http-sample', /\/v1\/things\/thi_1 is not \/v2\/things\/\{thing_id\}/],
  ['docs/samples.mdx:17:1', 'http-sample', /query parameter fields=size: must be equal to one of the allowed values/],
  ['docs/samples.mdx:17:1', 'http-sample', /getThing declares no query parameter colour/],
  ['docs/samples.mdx:17:1', 'http-sample', /getThing needs "Authorization: Bearer <token>"/],
  ['scenarios/lamp-order.yaml:8:45', 'spelling', /"recieve" is not a British English word/],
  [
    'sandbox-branches.yaml:4:9',
    'link',
    /sandbox table, row 1, shown on \/links: link to \/guides\/nowhere: no page has the route \/guides\/nowhere/,
  ],
  ['sandbox-branches.yaml:4:46', 'spelling', /"recieve" is not a British English word/],
  ['docs/spelling.mdx:7:5', 'spelling', /"recieve" is not a British English word.*did you mean receive/],
  ['docs/spelling.mdx:9:5', 'spelling', /"color" is an American spelling/],
  ['docs/spelling.mdx:11:17', 'spelling', /"teh" is not a British English word/],
  ['docs/style.mdx:7:2', 'remark-lint/ordered-list-marker-style', /expected `\.`/],
  ['docs/style.mdx:8:2', 'remark-lint/ordered-list-marker-style', /expected `\.`/],
  ['pages/about.mdx:2:1', 'front-matter', /front matter has no "description"/],
  ['docs/tags.yml:4:1', 'front-matter', /tag "draft" has no description: its tag page shows it/],
  ['docs/tags.yml:8:1', 'front-matter', /tag "key"'s description has Markdown, which its tag page shows as it is/],
];

it('reports every planted problem with file:line:column, and nothing on the clean page', async () => {
  const {problems, pages} = await checkDocs({
    site: {
      root: fixtures,
      versions: [{name: 'current', dir: docs, routeBase: '/', tagsFile: path.join(docs, 'tags.yml')}],
      pagesDir: path.join(fixtures, 'pages'),
      staticDirs: [path.join(fixtures, 'static')],
      builtFiles: ['openapi/fixture.yaml'],
    },
    baseUrl: '/integrations/documentation/',
    contractsDir: path.join(__dirname, 'fixtures/check-samples/contracts'),
    scenariosDir: path.join(fixtures, 'scenarios'),
    sandboxBranchesFile: path.join(fixtures, 'sandbox-branches.yaml'),
    spellingConfig: path.join(__dirname, '../cspell.json'),
    knownWords: [],
  });
  expect(pages).toBe(9);
  const reported = problems.map((problem) => formatProblem(problem, fixtures));
  for (const [where, rule, message] of expected) {
    const found = reported.some(
      (line) => line.startsWith(`${where}: `) && line.endsWith(`[${rule}]`) && message.test(line),
    );
    expect(found, `expected ${where} [${rule}] ${message}, got:\n${reported.join('\n')}`).toBe(true);
  }
  expect(reported).toHaveLength(expected.length);
}, 30_000);
