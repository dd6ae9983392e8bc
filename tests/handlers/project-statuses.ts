import {successExampleNames} from '../../plugins/openapi-contracts/contracts';
import type {Mock} from '../../scripts/mock/prism';
import {checkOf, doc, preferredExamples, prismCall, readPage} from './support';

/**
 * The get project page's examples by status on a mock: it names every example the contract
 * has, and each `Prefer: example=<status>` answers, from Prism, the project in that status.
 */
export async function checkProjectStatusExamples(mock: Mock): Promise<void> {
  const check = checkOf('get project by status on Prism');
  const page = 'docs/api/projects/get.mdx';
  const named = preferredExamples(readPage(page)).map((prefer) => prefer.replace('example=', ''));
  const examples = successExampleNames(doc, 'getProject');
  await check(`${page} names every status the contract has an example of`, async () =>
    JSON.stringify([...named].sort()) === JSON.stringify([...examples].sort())
      ? undefined
      : `the page names ${named.join(', ') || 'none'}; the contract has ${examples.join(', ')}`,
  );
  for (const status of named)
    await check(`Prefer: example=${status} answers the project ${status}`, async () => {
      const {status: code, body} = await prismCall(mock, 'GET', '/projects/prj_01JQSH066S7KDD3D3ETX23SDEM', {
        prefer: `example=${status}`,
      });
      return code === 200 && body.status === status ? undefined : `HTTP ${code} ${JSON.stringify(body).slice(0, 120)}`;
    });
}
