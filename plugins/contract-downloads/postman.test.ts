import fs from 'node:fs';
import {makeDocumentFromString} from '@redocly/openapi-core';
import {describe, expect, it} from 'vitest';
import {
  contractFile,
  deref,
  findOperation,
  listContracts,
  listOperations,
  loadContract,
  type JsonObject,
} from '../openapi-contracts/contracts';
import {idKind} from '../openapi-contracts/ids';
import {postmanCollection, type PostmanCollection} from './postman';

type QueryValue = {key: string; value: string; disabled?: boolean};

/** Every query parameter of every request in the collection, saved response examples included. */
function queryValues(collection: PostmanCollection): Array<QueryValue & {path: string}> {
  const found: Array<QueryValue & {path: string}> = [];
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const url = (node as {url?: {path?: string[]; query?: QueryValue[]}}).url;
    if (url?.query) for (const parameter of url.query) found.push({...parameter, path: `/${url.path?.join('/')}`});
    for (const value of Object.values(node)) walk(value);
  };
  walk(collection.item);
  return found;
}

/** Every field of a JSON body that holds a text or a number, at any depth, as [name, value]. */
const bodyFields = (body: unknown): Array<[string, unknown]> =>
  Array.isArray(body)
    ? body.flatMap(bodyFields)
    : Object.entries((body ?? {}) as Record<string, unknown>).flatMap(([field, value]): Array<[string, unknown]> =>
        value && typeof value === 'object' ? bodyFields(value) : [[field, value]],
      );

type Item = PostmanCollection['item'][number];
const items = (nodes: Item[]): Item[] => nodes.flatMap((node) => (node.item ? items(node.item) : [node]));

describe.each(listContracts())('the Postman collection of %s', (name) => {
  it('is the same on every build: no random IDs or made-up values', async () => {
    const [first, second] = [await postmanCollection(name), await postmanCollection(name)];
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it('leaves the parsed contract, which other readers share, as its file says', async () => {
    await postmanCollection(name);
    const file = contractFile(name);
    const fresh = makeDocumentFromString(fs.readFileSync(file, 'utf8'), file).parsed;
    expect(JSON.stringify(loadContract(name))).toBe(JSON.stringify(fresh));
  });

  // A reader's own objects, not the examples': an ID in a path or a body is a variable that
  // an earlier call of the collection fills (`POST /projects` keeps the project's ID).
  it('sends every ID from a variable that a call answering that ID keeps', async () => {
    const collection = await postmanCollection(name);
    const requests = items(collection.item);
    const declared = new Set((collection.variable as Array<{key: string}>).map((variable) => variable.key));
    const kept = new Set(
      requests.flatMap((item) =>
        (item.event ?? []).flatMap((event) =>
          [...event.script.exec.join('\n').matchAll(/set\('(\w+)'/g)].map((m) => m[1]),
        ),
      ),
    );
    const sent = requests.flatMap((item) => [
      ...(item.request!.url.variable ?? [])
        .filter((variable) => /(_id|Id)$/.test(variable.key))
        .map((variable) => ({key: variable.key, value: variable.value})),
      ...bodyFields(JSON.parse(item.request!.body?.raw || '{}'))
        // Your own IDs (`external_user_id`) stay examples, and credentials have variables of
        // their own: the API answers none of them.
        .filter(
          ([field, value]) =>
            /_id$/.test(field) && field !== 'client_id' && /^([a-z]{2,4}_[0-9A-Z]{26}|\{\{.*\}\})$/.test(String(value)),
        )
        .map(([key, value]) => ({key, value: String(value)})),
    ]);
    expect(sent.length).toBeGreaterThan(0);
    for (const {key, value} of sent) {
      // A field sends the variable it is named after, or whose name it ends with (`music_track_id`).
      const variable = /^\{\{(\w+)\}\}$/.exec(value)?.[1];
      expect(variable, `${key} sends a variable`).toBeDefined();
      expect(key === variable || key.endsWith(`_${variable}`), `${key} sends {{${variable}}}`).toBe(true);
      expect(declared, key).toContain(variable);
      expect(kept, `a call of the collection keeps ${variable}`).toContain(variable);
    }
  });

  it('saves an answer for every named example of every status, named after it', async () => {
    const contract = loadContract(name);
    const saved = items((await postmanCollection(name)).item);
    let named = 0;
    for (const {method, path, operation, isWebhook} of listOperations(contract)) {
      if (isWebhook) continue;
      const item = saved.find(
        (candidate) =>
          candidate.request?.method === method &&
          `/${candidate.request.url.path?.join('/')}` === path.replace(/\{(.+?)\}/g, ':$1'),
      );
      for (const [status, raw] of Object.entries((operation.responses as JsonObject | undefined) ?? {})) {
        const media = (deref<JsonObject>(contract, raw).content as JsonObject | undefined)?.['application/json'] as
          JsonObject | undefined;
        for (const [exampleName, example] of Object.entries((media?.examples as JsonObject | undefined) ?? {})) {
          named++;
          const answer = item?.response?.find((response) => response.name?.endsWith(`(${exampleName})`));
          expect(answer?.code, `${method} ${path} ${status} ${exampleName}`).toBe(Number(status));
          expect(JSON.parse(answer!.body!)).toEqual(deref<JsonObject>(contract, example).value);
        }
      }
    }
    expect(named).toBeGreaterThan(0);
  });

  it("sends only the contract's query values: required ones on, optional ones off", async () => {
    const contract = loadContract(name);
    // By path as Postman writes it (`/projects/:project_id`): a name can mean another parameter elsewhere.
    const declared = new Map<string, JsonObject>();
    for (const {path, operation} of listOperations(contract)) {
      for (const parameter of ((operation.parameters as unknown[]) ?? []).map((p) => deref<JsonObject>(contract, p))) {
        if (parameter.in === 'query') declared.set(`${path.replace(/\{(.+?)\}/g, ':$1')}?${parameter.name}`, parameter);
      }
    }
    const values = queryValues(await postmanCollection(name));
    expect(values.length).toBeGreaterThan(0);
    for (const {key, value, disabled, path} of values) {
      const parameter = declared.get(`${path}?${key}`);
      expect(parameter, `${path}: ?${key} is not in the contract`).toBeDefined();
      expect(disabled, `${path}: ?${key}`).toBe(!parameter!.required);
      const schema = deref<JsonObject | undefined>(contract, parameter!.schema);
      const fromContract = [
        parameter!.example,
        schema?.example,
        schema?.default,
        ...((schema?.enum as unknown[]) ?? []),
      ]
        .filter((candidate) => candidate !== undefined)
        .map(String);
      if (value !== '') expect(fromContract, `${path}: ?${key}=${value}`).toContain(value);
    }
  });
});

// The track an order names sits in its attributes: the collection sends the one List tracks
// keeps, a variable that starts as a track ID of the contract's examples, as the order's own does.
it("final-1.0.0's quote and project send the track List tracks keeps", async () => {
  const contract = loadContract('final-1.0.0');
  const collection = await postmanCollection('final-1.0.0');
  const requests = items(collection.item);
  const example = (operationId: string) =>
    (
      findOperation(contract, operationId)!.operation.requestBody as {
        content: {'application/json': {example: JsonObject}};
      }
    ).content['application/json'].example;
  const initial = (collection.variable as Array<{key: string; value: string}>).find(({key}) => key === 'track_id');
  for (const [operationId, name] of [
    ['createQuote', 'Get a quote'],
    ['createProject', 'Create a project'],
  ]) {
    const sentTrack = (example(operationId).attributes as JsonObject).music_track_id as string;
    const body = JSON.parse(requests.find((item) => item.name === name)!.request!.body!.raw!) as JsonObject;
    expect((body.attributes as JsonObject).music_track_id, name).toBe('{{track_id}}');
    expect(idKind(initial!.value), 'the variable starts as a track').toBe(idKind(sentTrack));
  }
  const listTracks = requests.find((item) => item.name === 'List tracks')!;
  expect(listTracks.event?.flatMap((event) => event.script.exec).join('\n')).toContain("set('track_id'");
});

// A list's test script, run as Postman runs it, over the list the mock would answer.
it("final-1.0.0's lists keep an ID the next calls can act on", async () => {
  const collection = await postmanCollection('final-1.0.0');
  const run = (name: string, body: unknown, kept: Record<string, string>) => {
    const item = items(collection.item).find((candidate) => candidate.name === name);
    expect(item?.event, `${name} keeps IDs`).toBeDefined();
    const script = item!.event!.find((event) => event.listen === 'test')!.script.exec.join('\n');
    const variables = new Map(Object.entries(kept));
    const pm = {
      response: {code: 200, json: () => body},
      collectionVariables: {
        get: (key: string) => variables.get(key),
        set: (key: string, value: string) => variables.set(key, value),
        unset: (key: string) => variables.delete(key),
      },
    };
    new Function('pm', script)(pm);
    return Object.fromEntries(variables);
  };
  const deliverables = {
    data: [
      {id: 'dlv_approved', status: 'approved'},
      {id: 'dlv_to_review', status: 'pending_review'},
      {id: 'dlv_also_to_review', status: 'pending_review'},
    ],
  };
  const list = 'List deliverables of a project';
  // The first to review, not the list's first, which is approved.
  expect(run(list, deliverables, {deliverable_id: 'dlv_example'}).deliverable_id).toBe('dlv_to_review');
  // The one kept before, while it is still to review; once approved, the next to review.
  expect(run(list, deliverables, {deliverable_id: 'dlv_also_to_review'}).deliverable_id).toBe('dlv_also_to_review');
  expect(run(list, deliverables, {deliverable_id: 'dlv_approved'}).deliverable_id).toBe('dlv_to_review');
  // Nothing to review: the first.
  expect(run(list, {data: [{id: 'dlv_approved', status: 'approved'}]}, {}).deliverable_id).toBe('dlv_approved');
  // Listing projects after creating one keeps the new project.
  const projects = {
    data: [
      {id: 'prj_other', status: 'in_progress'},
      {id: 'prj_created', status: 'open'},
    ],
  };
  expect(run('List projects', projects, {project_id: 'prj_created'}).project_id).toBe('prj_created');
  // A project and its open question stay a pair.
  const asking = {data: [{id: 'prj_asking', status: 'info_needed', info_request: {id: 'inf_its_own'}}]};
  expect(run('List projects', asking, {project_id: 'prj_gone', info_request_id: 'inf_other'})).toMatchObject({
    project_id: 'prj_asking',
    info_request_id: 'inf_its_own',
  });
  // A project without an open question leaves no other project's question to answer.
  expect(run('List projects', projects, {project_id: 'prj_created', info_request_id: 'inf_other'})).toEqual({
    project_id: 'prj_created',
  });
});

it("final-1.0.0's calls keep their Idempotency-Key for a resend until the answer is final", async () => {
  const collection = await postmanCollection('final-1.0.0');
  const all = items(collection.item);
  const create = all.find((candidate) => candidate.name === 'Create a project')!;
  const quote = all.find((candidate) => candidate.name === 'Get a quote')!;
  const header = (item: typeof create) =>
    item.request!.header!.find((candidate) => candidate.key === 'Idempotency-Key')!.value;
  // One variable per call: a key belongs to one call.
  expect(header(create)).toBe('{{idempotencyKey_createProject}}');
  expect(header(quote)).toBe('{{idempotencyKey_createQuote}}');
  const variables = new Map<string, string>();
  let made = 0;
  const script = (listen: string) => create.event!.find((event) => event.listen === listen)!.script.exec.join('\n');
  const send = (code: number, body = '{"title": "Spring sale"}') => {
    const pm = {
      request: {body: {toString: () => body}},
      variables: {replaceIn: (text: string) => (text === '{{$guid}}' ? `key-${++made}` : text)},
      response: {code, json: () => ({id: 'prj_created', status: 'open'})},
      collectionVariables: {
        get: (key: string) => variables.get(key),
        set: (key: string, value: string) => variables.set(key, value),
        unset: (key: string) => variables.delete(key),
      },
    };
    new Function('pm', script('prerequest'))(pm);
    const sent = variables.get('idempotencyKey_createProject');
    new Function('pm', script('test'))(pm);
    return sent;
  };
  const first = send(503);
  // A resend after a 503, a 429 or a 401 is a retry: the same key.
  expect(send(429)).toBe(first);
  expect(send(401)).toBe(first);
  expect(send(201)).toBe(first);
  // After a final answer, the next send is a new order: a new key.
  const next = send(422);
  expect(next).not.toBe(first);
  // A body changed after a 503 is another request: a new key, which the API would refuse otherwise.
  const unanswered = send(503);
  expect(send(503, '{"title": "Summer sale"}')).not.toBe(unanswered);
});
