import fs from 'node:fs';
import path from 'node:path';
import type {Mock} from '../../scripts/mock/prism';
import {checkOf} from './support';

/**
 * The get project page's examples by status on a mock: each `Prefer: example=<status>` it
 * names answers, from Prism, the project in that status.
 */
export async function checkProjectStatusExamples(mock: Mock): Promise<void> {
  const check = checkOf('get project by status on Prism');
  const page = 'docs/api/projects/get.mdx';
  const text = fs.readFileSync(path.resolve(__dirname, '../..', page), 'utf8');
  const named = [...text.matchAll(/`Prefer: example=(\w+)`/g)].map((match) => match[1]);
  await check(`${page} names the statuses to ask for`, async () =>
    named.length >= 2 ? undefined : `found ${named.join(', ') || 'none'}`,
  );
  for (const status of named)
    await check(`Prefer: example=${status} answers the project ${status}`, async () => {
      const response = await fetch(`${mock.prismUrl}/projects/prj_01JQSH066S7KDD3D3ETX23SDEM`, {
        headers: {Authorization: 'Bearer a-token', Prefer: `example=${status}`},
      });
      const body = (await response.json()) as {status?: string};
      return response.status === 200 && body.status === status
        ? undefined
        : `HTTP ${response.status} ${JSON.stringify(body).slice(0, 120)}`;
    });
}
