import fs from 'node:fs';
import path from 'node:path';
import type {Mock} from '../../scripts/mock/prism';
import {checkOf} from './support';

type Deliverable = {id?: string; project_id?: string; kind?: string; status?: string; creative_id?: string};

/**
 * The select winner page's walk of a contest on a mock: each step's `Prefer: example=…`,
 * sent to Prism in the page's order, answers one contest, from its quote to its winner.
 */
export async function checkContestWalk(mock: Mock): Promise<void> {
  const check = checkOf('the contest walk on Prism');
  const page = 'docs/api/deliverables/selectWinner.mdx';
  const text = fs.readFileSync(path.resolve(__dirname, '../..', page), 'utf8');
  const walk = text.slice(text.indexOf('## Walk a contest on a mock'));
  const preferred = [...walk.matchAll(/`Prefer: (example=\w+)`/g)].map((match) => match[1]);
  const call = async (method: string, route: string, prefer?: string, body?: object) => {
    const response = await fetch(`${mock.prismUrl}${route}`, {
      method,
      headers: {
        Authorization: 'Bearer a-token',
        ...(body ? {'Content-Type': 'application/json', 'Idempotency-Key': `contest-${route}`} : {}),
        ...(prefer ? {Prefer: prefer} : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return {status: response.status, body: (await response.json()) as Record<string, unknown>};
  };
  const order = {
    category: 'voice_over',
    attributes: {
      language: 'en-US',
      voice_gender: 'female',
      voice_age: 'adult',
      purpose: 'e_learning',
      tone: 'conversational',
      delivery_formats: ['mp3', 'wav'],
      word_count: 40,
    },
    fulfilment: {type: 'contest', auditions: 3},
  };

  await check(`${page} asks for the quote, the project and the auditions by name`, async () =>
    preferred.length === 3 ? undefined : `found ${preferred.join(', ') || 'no Prefer header'}`,
  );
  const [quotePrefer, projectPrefer, auditionsPrefer] = preferred;
  const quote = await call('POST', '/quotes', quotePrefer, order);
  const project = await call('POST', '/projects', projectPrefer, {
    ...order,
    title: 'Onboarding course, welcome',
    script: 'Welcome to Greenleaf.',
    quote_id: quote.body.id,
  });
  const projectId = project.body.id as string | undefined;
  const list = await call('GET', `/projects/${projectId}/deliverables`, auditionsPrefer);
  const auditions = (list.body.data ?? []) as Deliverable[];
  const winner = await call('POST', `/deliverables/${auditions[0]?.id}/select-winner`);

  await check(`${quotePrefer}: a quote for a contest`, async () => {
    const fulfilment = quote.body.fulfilment as {type?: string; auditions?: number} | undefined;
    return quote.status === 201 && fulfilment?.type === 'contest' && fulfilment.auditions === 3
      ? undefined
      : `HTTP ${quote.status} ${JSON.stringify(fulfilment)}`;
  });
  await check(`${projectPrefer}: the contest made from that quote, open`, async () =>
    project.status === 201 &&
    project.body.quote_id === quote.body.id &&
    project.body.status === 'open' &&
    JSON.stringify(project.body.fulfilment) === JSON.stringify(quote.body.fulfilment)
      ? undefined
      : `HTTP ${project.status}, quote ${String(project.body.quote_id)}, status ${String(project.body.status)}`,
  );
  await check(`${auditionsPrefer}: as many auditions of that project as the contest asked, to choose from`, async () =>
    list.status === 200 &&
    auditions.length === (quote.body.fulfilment as {auditions?: number}).auditions &&
    auditions.every(
      (audition) =>
        audition.project_id === projectId &&
        audition.kind === 'audition' &&
        audition.status === 'pending_review' &&
        audition.creative_id,
    )
      ? undefined
      : `HTTP ${list.status} ${JSON.stringify(auditions.map(({project_id, kind, status}) => ({project_id, kind, status})))}`,
  );
  await check("select winner answers one of the project's auditions, selected", async () => {
    const selected = winner.body as Deliverable;
    const said = /The mock answers the (\w+) audition/.exec(walk)?.[1];
    const ordinal = ['first', 'second', 'third'].indexOf(said ?? '');
    return winner.status === 200 &&
      selected.project_id === projectId &&
      selected.status === 'selected' &&
      selected.id === auditions[ordinal]?.id
      ? undefined
      : `HTTP ${winner.status} ${selected.id} of ${selected.project_id}, ${selected.status}; the page says the ${said} audition`;
  });
}
