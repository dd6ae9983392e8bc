import fs from 'node:fs';
import path from 'node:path';
import type {Mock} from '../../scripts/mock/prism';
import {checkOf} from './support';

// The pages' walks on a mock: the `Prefer: example=…` of each step, sent to Prism in the
// page's order, answer one story, from its quote to what it delivers.

type Deliverable = {id?: string; project_id?: string; kind?: string; status?: string; creative_id?: string};
type Answer = {status: number; body: Record<string, unknown>};

/** The `Prefer` values a page's walk names, in order, and the walk's text. */
function walkOf(page: string, start: string): {walk: string; preferred: string[]} {
  const text = fs.readFileSync(path.resolve(__dirname, '../..', page), 'utf8');
  const at = text.indexOf(start);
  const walk = at < 0 ? '' : text.slice(at);
  return {walk, preferred: [...walk.matchAll(/`Prefer: (example=\w+)`/g)].map((match) => match[1])};
}

const callOn =
  (mock: Mock) =>
  async (method: string, route: string, prefer?: string, body?: object): Promise<Answer> => {
    const response = await fetch(`${mock.prismUrl}${route}`, {
      method,
      headers: {
        Authorization: 'Bearer a-token',
        ...(body ? {'Content-Type': 'application/json', 'Idempotency-Key': `walk-${route}`} : {}),
        ...(prefer ? {Prefer: prefer} : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return {status: response.status, body: (await response.json()) as Record<string, unknown>};
  };

/** A quote, then a project made from it with the same order, as the walks' first two steps. */
async function quoteThenProject(
  call: ReturnType<typeof callOn>,
  prefers: string[],
  order: Record<string, unknown>,
  project: Record<string, unknown>,
) {
  const quote = await call('POST', '/quotes', prefers[0], order);
  const created = await call('POST', '/projects', prefers[1], {...order, ...project, quote_id: quote.body.id});
  return {quote, created, projectId: created.body.id as string | undefined};
}

const madeFromQuote = ({quote, created}: {quote: Answer; created: Answer}): string | undefined =>
  created.status === 201 &&
  created.body.quote_id === quote.body.id &&
  created.body.status === 'open' &&
  JSON.stringify(created.body.fulfilment) === JSON.stringify(quote.body.fulfilment) &&
  JSON.stringify(created.body.attributes) === JSON.stringify(quote.body.attributes)
    ? undefined
    : `HTTP ${created.status}, quote ${String(created.body.quote_id)} of ${String(quote.body.id)}, status ${String(created.body.status)}`;

/** The select winner page's walk of a contest. */
export async function checkContestWalk(mock: Mock): Promise<void> {
  const check = checkOf('the contest walk on Prism');
  const page = 'docs/api/deliverables/selectWinner.mdx';
  const {walk, preferred} = walkOf(page, '## Walk a contest on a mock');
  const call = callOn(mock);
  await check(`${page} asks for the quote, the project and the auditions by name`, async () =>
    preferred.length === 3 ? undefined : `found ${preferred.join(', ') || 'no Prefer header'}`,
  );
  const order = {
    category: 'voice_over',
    attributes: {
      language: 'en-US',
      voice_gender: 'female',
      voice_age: 'adult',
      purpose: 'e_learning',
      tone: 'conversational',
      delivery_formats: ['mp3', 'wav'],
      video_sync: false,
      word_count: 40,
    },
    fulfilment: {type: 'contest', auditions: 3},
  };
  const made = await quoteThenProject(call, preferred, order, {
    title: 'Onboarding course, welcome',
    script: 'Welcome to Greenleaf.',
  });
  const list = await call('GET', `/projects/${made.projectId}/deliverables`, preferred[2]);
  const auditions = (list.body.data ?? []) as Deliverable[];
  const winner = await call('POST', `/deliverables/${auditions[0]?.id}/select-winner`);

  await check(`${preferred[0]}: a quote for a contest`, async () => {
    const fulfilment = made.quote.body.fulfilment as {type?: string; auditions?: number} | undefined;
    return made.quote.status === 201 && fulfilment?.type === 'contest' && fulfilment.auditions === 3
      ? undefined
      : `HTTP ${made.quote.status} ${JSON.stringify(fulfilment)}`;
  });
  await check(`${preferred[1]}: the contest made from that quote, open`, async () => madeFromQuote(made));
  await check(`${preferred[2]}: as many auditions of that project as the contest asked, to choose from`, async () =>
    list.status === 200 &&
    auditions.length === (made.quote.body.fulfilment as {auditions?: number}).auditions &&
    auditions.every(
      (audition) =>
        audition.project_id === made.projectId &&
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
      selected.project_id === made.projectId &&
      selected.status === 'selected' &&
      selected.id === auditions[ordinal]?.id
      ? undefined
      : `HTTP ${winner.status} ${selected.id} of ${selected.project_id}, ${selected.status}; the page says the ${said} audition`;
  });
}

/** The audio ads page's walk of an order with script writing, to its script. */
export async function checkScriptWritingWalk(mock: Mock): Promise<void> {
  const check = checkOf('the script writing walk on Prism');
  const page = 'docs/api/categories/available/audioAds.mdx';
  const {preferred} = walkOf(page, 'walk this branch');
  const call = callOn(mock);
  await check(`${page} asks for the quote, the project and the script by name`, async () =>
    preferred.length === 3 ? undefined : `found ${preferred.join(', ') || 'no Prefer header'}`,
  );
  const order = {
    category: 'audio_ads',
    attributes: {
      spot_length_seconds: 30,
      language: 'en-US',
      voice_gender: 'female',
      script_writing: true,
      delivery_formats: ['mp3', 'wav'],
      sound_effects: false,
      loudness_target: 'broadcast',
    },
    fulfilment: {type: 'speedy'},
  };
  const made = await quoteThenProject(call, preferred, order, {
    title: 'Spring sale, in our words',
    brief: 'Garden centre, spring sale.',
  });
  const list = await call('GET', `/projects/${made.projectId}/deliverables`, preferred[2]);
  const [script] = (list.body.data ?? []) as Deliverable[];

  await check(`${preferred[0]}: a quote with script writing`, async () =>
    made.quote.status === 201 && (made.quote.body.attributes as {script_writing?: boolean}).script_writing === true
      ? undefined
      : `HTTP ${made.quote.status} ${JSON.stringify(made.quote.body.attributes)}`,
  );
  await check(`${preferred[1]}: the project made from that quote, its script written first`, async () => {
    const services = ((made.created.body.services ?? []) as {type?: string}[]).map(({type}) => type);
    return madeFromQuote(made) ?? (services[0] === 'script_writing' ? undefined : `services ${services.join(', ')}`);
  });
  await check(`${preferred[2]}: that project's script, to review`, async () =>
    list.status === 200 &&
    script?.project_id === made.projectId &&
    script.kind === 'script' &&
    script.status === 'pending_review'
      ? undefined
      : `HTTP ${list.status} ${JSON.stringify(script)}`,
  );
}
