import path from 'node:path';
import {expect, it} from 'vitest';
import {currentVersion} from '../../../src/data/versions';
import {checkExampleEnvironment, environmentVariablesOf} from './example-env';
import {fixturePage} from './fixture-page';

// token.js reads the client's credentials and the API host from the environment: the page
// that shows it must name each variable.

const siteRoot = path.resolve(__dirname, '../../..');
const page = (prose: string) =>
  fixturePage(
    path.join(siteRoot, 'docs/env-fixture.mdx'),
    `# Token\n\n${prose}\n\n\`\`\`js title="token.js" file="examples/handlers/authentication/token.js"\n\`\`\`\n`,
    currentVersion.name,
  );

it('reads the variables of every language the examples use', () => {
  expect(
    environmentVariablesOf(
      'process.env.A_B; process.env["C"]; os.environ["D"]; os.environ.get("E"); getenv(\'F\'); System.getenv("G")',
    ),
  ).toEqual(['A_B', 'C', 'D', 'E', 'F', 'G']);
});

it('accepts a page that names each variable its example reads', () => {
  const prose = 'Set `STUDIOWAVE_CLIENT_ID`, `STUDIOWAVE_CLIENT_SECRET` and `STUDIOWAVE_API_URL`.';
  expect(checkExampleEnvironment(page(prose), siteRoot)).toEqual([]);
});

it('reports, at the block, the variables the page does not name', () => {
  const problems = checkExampleEnvironment(page('Set `STUDIOWAVE_API_URL` for production.'), siteRoot);
  expect(problems.map(({line, message}) => `${line}: ${message}`)).toEqual([
    '5: examples/handlers/authentication/token.js reads `STUDIOWAVE_CLIENT_ID`, `STUDIOWAVE_CLIENT_SECRET` from the environment, which this page does not name: say what to set it to',
  ]);
});
