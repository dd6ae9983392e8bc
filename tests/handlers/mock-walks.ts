import fs from 'node:fs';
import {parse as parseYaml} from 'yaml';
import {loadContract, type JsonObject} from '../../plugins/openapi-contracts/contracts';
import {scenarioFile} from '../../plugins/openapi-contracts/scenarios';
import type {Mock} from '../../scripts/mock/prism';
import {checkOf, doc, fail, preferredExamples, prismCall, quoteExample, readPage} from './support';

// The pages' walks on a mock: each step's `Prefer: example=…`, sent to Prism in the page's
// order with the request the page gives for it, answers one story, from its quote to what
// it delivers.

type Deliverable = {id?: string; project_id?: string; kind?: string; status?: string; creative_id?: string};
type Answer = {status: number; body: Record<string, unknown>};

/** The part of a page from `start` to the next level-2 heading. */
function sectionOf(text: string, start: string): string {
  const at = text.indexOf(start);
  if (at < 0) return '';
  const end = text.indexOf('\n## ', at + start.length);
  return text.slice(at, end < 0 ? undefined : end);
}

/** The first ```json block of a page after `marker`, parsed. */
function jsonBlockAfter(text: string, marker: string): JsonObject {
  const at = text.indexOf(marker);
  const block = at < 0 ? undefined : /```json[^\n]*\n([\s\S]*?)\n```/.exec(text.slice(at));
  if (!block) throw new Error(`no JSON block after "${marker}"`);
  return JSON.parse(block[1]) as JsonObject;
}

/** The request body of a scenario's step, as its page shows it. */
function scenarioRequest(scenario: string, step: string): JsonObject {
  const {steps} = parseYaml(fs.readFileSync(scenarioFile(scenario), 'utf8')) as {
    steps: Array<{id: string; call?: {request?: {body?: JsonObject}}}>;
  };
  const body = steps.find(({id}) => id === step)?.call?.request?.body;
  if (!body) throw new Error(`${scenario}.yaml: no request body in step ${step}`);
  return body;
}

/** A walk's checks: a step that throws fails the walk, not the whole run. */
async function walk(handler: string, steps: () => Promise<void>): Promise<void> {
  try {
    await steps();
  } catch (error) {
    fail(handler, 'walks to the end', (error as Error).message);
  }
}

const madeFromQuote = (quote: Answer, created: Answer): string | undefined =>
  created.status === 201 &&
  created.body.quote_id === quote.body.id &&
  created.body.status === 'open' &&
  JSON.stringify(created.body.fulfilment) === JSON.stringify(quote.body.fulfilment) &&
  JSON.stringify(created.body.attributes) === JSON.stringify(quote.body.attributes)
    ? undefined
    : `HTTP ${created.status}, quote ${String(created.body.quote_id)} of ${String(quote.body.id)}, status ${String(created.body.status)}`;

/** The select winner page's walk of a contest, with the quote page's voice-over request. */
export async function checkContestWalk(mock: Mock): Promise<void> {
  const handler = 'the contest walk on Prism';
  const check = checkOf(handler);
  const page = 'docs/api/deliverables/selectWinner.mdx';
  const steps = sectionOf(readPage(page), '## Walk a contest on a mock');
  const preferred = preferredExamples(steps);
  await walk(handler, async () => {
    await check(`${page} asks for the quote, the project and the auditions by name`, async () =>
      preferred.length === 3 ? undefined : `found ${preferred.join(', ') || 'no Prefer header'}`,
    );
    const order = jsonBlockAfter(readPage('docs/api/quotes/quote.mdx'), '## A voice-over quote');
    const quote = await prismCall(mock, 'POST', '/quotes', {prefer: preferred[0], body: order});
    // What step 2 adds to the quote's order: a title and a script of the quote's word count.
    const contest = (doc.components as {examples: Record<string, {value: JsonObject}>}).examples.ProjectContestOpen
      .value;
    const created = await prismCall(mock, 'POST', '/projects', {
      prefer: preferred[1],
      body: {...order, title: contest.title, script: contest.script, quote_id: quote.body.id},
    });
    const projectId = created.body.id;
    const list = await prismCall(mock, 'GET', `/projects/${String(projectId)}/deliverables`, {prefer: preferred[2]});
    const auditions = (list.body.data ?? []) as Deliverable[];
    const winner = await prismCall(mock, 'POST', `/deliverables/${String(auditions[0]?.id)}/select-winner`);

    await check(`${preferred[0]}: a quote for the contest the quote page asks for`, async () =>
      quote.status === 201 && JSON.stringify(quote.body.fulfilment) === JSON.stringify(order.fulfilment)
        ? undefined
        : `HTTP ${quote.status} ${JSON.stringify(quote.body.fulfilment)}`,
    );
    await check(`${preferred[1]}: the contest made from that quote, open`, async () => madeFromQuote(quote, created));
    await check(`${preferred[2]}: as many auditions of that project as the contest asked, to choose from`, async () =>
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
    await check('select winner answers the audition the page says, of that project, selected', async () => {
      const selected = winner.body as Deliverable;
      const said = /The mock answers the (\w+) audition/.exec(steps)?.[1];
      const ordinal = ['first', 'second', 'third'].indexOf(said ?? '');
      return winner.status === 200 &&
        selected.project_id === projectId &&
        selected.status === 'selected' &&
        selected.id === auditions[ordinal]?.id
        ? undefined
        : `HTTP ${winner.status} ${selected.id} of ${selected.project_id}, ${selected.status}; the page says the ${said} audition`;
    });
  });
}

/** The audio ads page's walk of an order with script writing, with the requests it names. */
export async function checkScriptWritingWalk(mock: Mock): Promise<void> {
  const handler = 'the script writing walk on Prism';
  const check = checkOf(handler);
  const page = 'docs/api/categories/available/audioAds.mdx';
  const preferred = preferredExamples(sectionOf(readPage(page), 'walk this branch'));
  await walk(handler, async () => {
    await check(`${page} asks for the quote, the project and the script by name`, async () =>
      preferred.length === 3 ? undefined : `found ${preferred.join(', ') || 'no Prefer header'}`,
    );
    // Step 1: the changelog's quote; step 2: create a project's request for script writing.
    const order = scenarioRequest('migration', 'quote');
    const quote = await prismCall(mock, 'POST', '/quotes', {prefer: preferred[0], body: order});
    const request = jsonBlockAfter(
      readPage('docs/api/projects/create.mdx'),
      '<summary>An audio ad whose script we write',
    );
    const created = await prismCall(mock, 'POST', '/projects', {prefer: preferred[1], body: request});
    const list = await prismCall(mock, 'GET', `/projects/${String(created.body.id)}/deliverables`, {
      prefer: preferred[2],
    });
    const [script] = (list.body.data ?? []) as Deliverable[];

    await check(`${preferred[0]}: the quote of the changelog's order`, async () =>
      quote.status === 201 && (quote.body.attributes as {script_writing?: boolean}).script_writing === true
        ? undefined
        : `HTTP ${quote.status} ${JSON.stringify(quote.body.attributes)}`,
    );
    await check("create a project's request for script writing names that quote", async () =>
      request.quote_id === quote.body.id
        ? undefined
        : `it names ${String(request.quote_id)}, the quote is ${String(quote.body.id)}`,
    );
    await check(`${preferred[1]}: the project made from that quote, its script written first`, async () => {
      const services = ((created.body.services ?? []) as {type?: string}[]).map(({type}) => type);
      return (
        madeFromQuote(quote, created) ??
        (services[0] === 'script_writing' ? undefined : `services ${services.join(', ')}`)
      );
    });
    await check(`${preferred[2]}: that project's script, to review`, async () =>
      list.status === 200 &&
      script?.project_id === created.body.id &&
      script.kind === 'script' &&
      script.status === 'pending_review'
        ? undefined
        : `HTTP ${list.status} ${JSON.stringify(script)}`,
    );
  });
}

/** The reject page's walk: the list example it names holds the deliverable the reject example refuses. */
export async function checkRejectWalk(mock: Mock): Promise<void> {
  const handler = 'the reject walk on Prism';
  const check = checkOf(handler);
  const page = 'docs/api/deliverables/reject.mdx';
  const [listPrefer] = preferredExamples(readPage(page));
  await walk(handler, async () => {
    const list = await prismCall(mock, 'GET', '/projects/prj_01JQXJ8R2W6FEM1T4KB9NQYD3S/deliverables', {
      prefer: listPrefer,
    });
    const toReview = ((list.body.data ?? []) as Deliverable[]).find(({status}) => status === 'pending_review');
    const rejected = await prismCall(mock, 'POST', `/deliverables/${String(toReview?.id)}/reject`, {
      body: {reason: 'wrong_language_or_accent'},
    });
    const answer = rejected.body as Deliverable;
    await check(`${page}: ${listPrefer ?? 'no Prefer'} lists the deliverable reject answers, rejected`, async () =>
      toReview &&
      rejected.status === 200 &&
      answer.id === toReview.id &&
      answer.project_id === toReview.project_id &&
      answer.status === 'rejected'
        ? undefined
        : `listed ${JSON.stringify(toReview ?? null)}; reject answered HTTP ${rejected.status} ${answer.id} of ${answer.project_id}, ${answer.status}`,
    );
  });
}

/** The v3 contract's example of a project, the one its other examples name. */
function v3ExampleProject(): JsonObject {
  const v3 = loadContract('v3.0.0');
  const get = (v3.paths as Record<string, {get: JsonObject}>)['/projects/{projectId}'].get;
  const examples = (
    get.responses as {'200': {content: {'application/json': {examples: Record<string, {value: JsonObject}>}}}}
  )['200'].content['application/json'].examples;
  return Object.values(examples)[0].value;
}

/**
 * The migration guide on mocks: list projects' `legacy` example is v3's example project as
 * `/v1` shows it, found by its integer, and the same quote costs the same on both mocks.
 */
export async function checkMigrationWalk(
  mock: Mock,
  v3Quote: (body: JsonObject, prefer?: string) => Promise<Answer>,
): Promise<void> {
  const handler = 'the migration walk on Prism';
  const check = checkOf(handler);
  const page = 'docs/api/projects/getAll.mdx';
  const [legacyPrefer] = preferredExamples(sectionOf(readPage(page), 'While you [migrate'));
  const v3Project = v3ExampleProject();
  await walk(handler, async () => {
    const list = await prismCall(mock, 'GET', `/projects?legacy_id=${String(v3Project.id)}`, {prefer: legacyPrefer});
    const [project] = (list.body.data ?? []) as JsonObject[];
    await check(`${page}: ${legacyPrefer ?? 'no Prefer'} answers v3's example project, as /v1 shows it`, async () => {
      const parameters = v3Project.parameters as Record<string, unknown>;
      const attributes = (project?.attributes ?? {}) as Record<string, unknown>;
      const shown = {
        legacy_id: project?.legacy_id,
        title: project?.title,
        reference: project?.reference,
        brief: project?.brief,
        amount: (project?.price as {amount?: number} | undefined)?.amount,
        attributes: [
          attributes.spot_length_seconds,
          attributes.language,
          attributes.voice_gender,
          attributes.script_writing,
        ],
      };
      const expected = {
        legacy_id: v3Project.id,
        title: v3Project.title,
        reference: v3Project.reference,
        brief: v3Project.brief,
        amount: Math.round(Number(v3Project.price) * 100),
        attributes: [parameters.spotLength, parameters.language, parameters.voiceGender, parameters.scriptWriting],
      };
      return list.status === 200 && JSON.stringify(shown) === JSON.stringify(expected)
        ? undefined
        : `HTTP ${list.status}: ${JSON.stringify(shown)}, v3 has ${JSON.stringify(expected)}`;
    });
    await check('it shows the formats and loudness legacy_id says a v3 project has', async () => {
      const said = String(
        (doc.components as {schemas: Record<string, {properties: Record<string, {description?: string}>}>}).schemas
          .Project.properties.legacy_id.description ?? '',
      ).replace(/\s+/g, ' ');
      const attributes = (project?.attributes ?? {}) as {delivery_formats?: string[]; loudness_target?: string};
      return said.includes(`\`delivery_formats\` is \`[${(attributes.delivery_formats ?? []).join(', ')}]\``) &&
        said.includes(`\`loudness_target\` \`${attributes.loudness_target}\``)
        ? undefined
        : `the example shows ${JSON.stringify(attributes)}`;
    });
    const changelog = 'docs/api/changelog.mdx';
    const [v3Prefer, quotePrefer] = preferredExamples(
      sectionOf(readPage(changelog), '### The same quote on both versions'),
    );
    const quote = await prismCall(mock, 'POST', '/quotes', {
      prefer: quotePrefer,
      body: scenarioRequest('migration', 'quote'),
    });
    const v3Order = scenarioRequest('migration', 'v3-quote');
    const old = await v3Quote(v3Order, v3Prefer);
    await check(
      `${changelog}: on the mocks, ${v3Prefer ?? 'no Prefer'} and ${quotePrefer ?? 'no Prefer'} price the same order alike`,
      async () => {
        const price = quote.body.price as {amount?: number; currency?: string} | undefined;
        return quote.status === 201 &&
          old.status === 200 &&
          JSON.stringify(old.body.parameters) === JSON.stringify(v3Order.parameters) &&
          price?.amount === Math.round(Number(old.body.price) * 100) &&
          price.currency === old.body.currency
          ? undefined
          : `/v1 HTTP ${quote.status} ${JSON.stringify(price)}; v3 HTTP ${old.status} ${JSON.stringify(old.body)}`;
      },
    );
  });
}

/** The errors page's way to get one code of several on a mock: its Prefer, on the call it names. */
export async function checkErrorOnMock(mock: Mock): Promise<void> {
  const handler = 'an error on Prism, as the errors page asks for it';
  const check = checkOf(handler);
  const page = 'docs/api/errors.mdx';
  const asked = /`Prefer: (code=(\d+), example=(\w+))`\s+on \[create a revision\]/.exec(readPage(page));
  await check(`${page}: its Prefer answers that status and code on create a revision`, async () => {
    if (!asked) return 'the page no longer names a Prefer with a code and an example for create a revision';
    const answer = await prismCall(mock, 'POST', '/deliverables/dlv_01JQS9YMD0D2XVKQA2XAC9K0F1/revisions', {
      prefer: asked[1],
      body: {reason: 'pronunciation', instructions: 'Say Greenleaf as one word.'},
    });
    const code = (answer.body.error as {code?: string} | undefined)?.code;
    return answer.status === Number(asked[2]) && code === asked[3]
      ? undefined
      : `HTTP ${answer.status} ${JSON.stringify(answer.body)}`;
  });
}

type Track = {id?: string; type?: string; subtype?: string; length_seconds?: number};

/**
 * The list tracks page's walk of a jingle for a 30-second spot: the types that play at
 * the end, their subtypes, the tracks shorter than the spot, and the quote's error for
 * one that is not.
 */
export async function checkJingleWalk(mock: Mock): Promise<void> {
  const handler = 'the jingle walk on Prism';
  const check = checkOf(handler);
  const page = 'docs/api/tracks/getAll.mdx';
  const steps = sectionOf(readPage(page), '## Choose a track for an audio ad');
  const [listed] = preferredExamples(steps);
  const quoteError = /`Prefer: (code=422, example=\w+)`/.exec(steps)?.[1];
  await walk(handler, async () => {
    await check(`${page} asks for the jingles and the quote's error by name`, async () =>
      listed && quoteError ? undefined : `found ${listed ?? 'no example'} and ${quoteError ?? 'no error'}`,
    );
    const types = await prismCall(mock, 'GET', '/track-types');
    const atEnd = ((types.body.data ?? []) as Array<{code: string; plays?: string}>)
      .filter(({plays}) => plays === 'at_end')
      .map(({code}) => code);
    const subtypes = await prismCall(mock, 'GET', '/track-types/jingle/subtypes', {prefer: listed});
    const [subtype] = (subtypes.body.data ?? []) as Array<{code: string; type: string}>;
    const spotLength = 30;
    const tracks = await prismCall(
      mock,
      'GET',
      `/tracks?type=jingle&subtype=${subtype?.code}&length_seconds_max=${spotLength - 1}`,
      {prefer: listed},
    );
    const found = (tracks.body.data ?? []) as Track[];
    const order = quoteExample;
    const quote = await prismCall(mock, 'POST', '/quotes', {
      prefer: quoteError,
      body: {
        ...order,
        attributes: {
          ...(order.attributes as JsonObject),
          spot_length_seconds: spotLength,
          music_track_id: found[0]?.id,
        },
      },
    });

    await check('the track types say a jingle plays at the end', async () =>
      atEnd.includes('jingle') ? undefined : `types that play at_end: ${atEnd.join(', ') || 'none'}`,
    );
    await check(`${listed}: subtypes of jingle`, async () =>
      subtype && (subtypes.body.data as Array<{type: string}>).every(({type}) => type === 'jingle')
        ? undefined
        : `HTTP ${subtypes.status} ${JSON.stringify(subtypes.body.data)}`,
    );
    await check(
      `${listed}: the example lists jingles of that subtype, shorter than the spot, as the filters ask`,
      async () =>
        found.length > 0 &&
        found.every(
          (track) => track.type === 'jingle' && track.subtype === subtype?.code && track.length_seconds! < spotLength,
        )
          ? undefined
          : `HTTP ${tracks.status} ${JSON.stringify(found)}`,
    );
    await check(`${quoteError}: the example's error is not_allowed on attributes.music_track_id`, async () => {
      const details = (quote.body.error as {details?: Array<{field: string; issue: string}>} | undefined)?.details;
      return quote.status === 422 &&
        details?.[0]?.field === 'attributes.music_track_id' &&
        details[0].issue === 'not_allowed'
        ? undefined
        : `HTTP ${quote.status} ${JSON.stringify(quote.body)}`;
    });
  });
}

type ListedEvent = {id: string; created_at: string};

/** The webhook page's walk of two pages of the events list, as its catch-up reads them. */
export async function checkEventsPagingWalk(mock: Mock): Promise<void> {
  const handler = 'the events paging walk on Prism';
  const check = checkOf(handler);
  const page = 'docs/api/webhook/index.mdx';
  const section = sectionOf(readPage(page), '## Catch up after an outage');
  const [first] = preferredExamples(section);
  const limit = Number(/`limit=(\d+)`/.exec(section)?.[1]);
  await walk(handler, async () => {
    await check(`${page} asks for the first page by name, with its limit`, async () =>
      first && limit > 0 ? undefined : `found ${first ?? 'no Prefer header'} and limit ${limit}`,
    );
    const one = await prismCall(mock, 'GET', `/events?limit=${limit}`, {prefer: first});
    const {next_cursor: cursor, has_more: more} = one.body.pagination as {
      next_cursor: string | null;
      has_more: boolean;
    };
    const two = await prismCall(mock, 'GET', `/events?limit=${limit}&cursor=${encodeURIComponent(String(cursor))}`);
    const last = two.body.pagination as {next_cursor: string | null; has_more: boolean};
    const events = [...(one.body.data as ListedEvent[]), ...(two.body.data as ListedEvent[])];
    await check(`${first}: a full page of ${limit} events and a cursor, more to follow`, async () =>
      one.status === 200 && (one.body.data as unknown[]).length === limit && more && typeof cursor === 'string'
        ? undefined
        : `HTTP ${one.status} ${JSON.stringify(one.body.pagination)}`,
    );
    await check(`with that cursor: the last page, of ${limit} events at most`, async () =>
      two.status === 200 &&
      (two.body.data as unknown[]).length <= limit &&
      last.has_more === false &&
      last.next_cursor === null
        ? undefined
        : `HTTP ${two.status} ${JSON.stringify(last)}`,
    );
    await check('the two pages list each event once, oldest first', async () => {
      const ids = events.map(({id}) => id);
      const times = events.map(({created_at}) => Date.parse(created_at));
      return new Set(ids).size === ids.length && times.every((time, index) => index === 0 || time >= times[index - 1])
        ? undefined
        : `events ${events.map(({id, created_at}) => `${id} ${created_at}`).join(', ')}`;
    });
  });
}
