import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {expect, it} from 'vitest';
import {loadContract} from '../plugins/openapi-contracts/contracts';
import {currentVersion} from '../src/data/versions';

// What the pages say the current contract lets through or refuses, as a client that
// validates against it (as generated clients can) sees it.

const contract = loadContract(currentVersion.contract);
// As a client's validator reads the contract: OpenAPI's own keywords and extensions ignored.
const ajv = new Ajv2020({strict: false, allErrors: true});
addFormats(ajv);
ajv.addSchema({...structuredClone(contract), $id: 'contract'});
const eventList = ajv.getSchema('contract#/components/schemas/EventList')!;
const projectRequest = ajv.getSchema('contract#/components/schemas/ProjectCreateRequest')!;

const page = (event: Record<string, unknown>) => ({data: [event], pagination: {has_more: false, next_cursor: null}});
const laterEvent = {
  id: 'evt_01JQ99X960TS291F5K9P0AD3MZ',
  type: 'project.archived',
  created_at: '2025-03-16T09:40:00Z',
  test_mode: true,
  data: {project_id: 'prj_01JQ7GZQ1M3V5B7N9C2X4Z6K8P', archived_at: '2025-03-16T09:40:00Z'},
};

// New event types can appear at any time: the catch-up must not stop on the first page holding one.
it('the events list accepts an event of a type added after this version', () => {
  expect(eventList(page(laterEvent)), JSON.stringify(eventList.errors)).toBe(true);
});

// A receiver that validates what it gets must not refuse the webhook of a type added later.
it('a webhook of a type added after this version is a valid event envelope', () => {
  const envelope = ajv.getSchema('contract#/components/schemas/WebhookEvent')!;
  expect(envelope(laterEvent), JSON.stringify(envelope.errors)).toBe(true);
});

it('the events list still refuses what is no event', () => {
  const {data: _, ...withoutData} = laterEvent;
  expect(eventList(page(withoutData))).toBe(false);
});

// Create a project: "Send `brief` instead of `script` (a body with both answers 422)".
const audioAd = {
  title: 'Greenleaf summer campaign',
  category: 'audio_ads',
  attributes: {
    spot_length_seconds: 15,
    language: 'en-GB',
    voice_gender: 'male',
    script_writing: true,
    delivery_formats: ['mp3'],
  },
  fulfilment: {type: 'speedy'},
};

it('a project whose script we write takes a brief, and refuses a script beside it', () => {
  const withBrief = {...audioAd, brief: 'Garden centre, 20 % off all roses this weekend.'};
  expect(projectRequest(withBrief), JSON.stringify(projectRequest.errors)).toBe(true);
  expect(projectRequest({...withBrief, script: 'Roses, 20 % off.'})).toBe(false);
});

it('a project with its own script refuses a brief beside it', () => {
  const withScript = {
    ...audioAd,
    attributes: {...audioAd.attributes, script_writing: false},
    script: 'Roses, 20 % off.',
  };
  expect(projectRequest(withScript), JSON.stringify(projectRequest.errors)).toBe(true);
  expect(projectRequest({...withScript, brief: 'Garden centre.'})).toBe(false);
});

// Reasons: "with `other`, a cancellation or a rejection without a `comment` is refused", and
// "an empty `comment` is refused with every code, not only with `other`".
it('a cancellation or a rejection for `other` needs a comment, and no code takes an empty one', () => {
  for (const [name, anotherCode] of [
    ['CancelProjectRequest', 'budget_changed'],
    ['RejectDeliverableRequest', 'wrong_script'],
  ]) {
    const request = ajv.getSchema(`contract#/components/schemas/${name}`)!;
    expect(request({reason: 'other', comment: 'The campaign moved to next year.'}), name).toBe(true);
    expect(request({reason: 'other'}), name).toBe(false);
    expect(request({reason: anotherCode}), name).toBe(true);
    for (const reason of ['other', anotherCode])
      expect(request({reason, comment: ''}), `${name} ${reason}`).toBe(false);
  }
});

// List tracks: "Use `code` as the `type` filter", and the track types call says new types can appear.
it('the tracks list filters by a track type added after this version', () => {
  const parameters = (contract.paths!['/tracks'] as {get: {parameters: {name?: string}[]}}).get.parameters;
  const index = parameters.findIndex((parameter) => parameter.name === 'type');
  const typeFilter = ajv.getSchema(`contract#/paths/~1tracks/get/parameters/${index}/schema`)!;
  expect(typeFilter('voice_tag'), JSON.stringify(typeFilter.errors)).toBe(true);
  expect(typeFilter('')).toBe(false);
});

// Building an order form: the choices of steps 1 to 3 are not a quote until step 4 adds `fulfilment`.
it('a quote needs the fulfilment chosen from the category, with 3 to 10 auditions in a contest', () => {
  const quoteRequest = ajv.getSchema('contract#/components/schemas/QuoteRequest')!;
  const {category, attributes} = audioAd;
  expect(quoteRequest({category, attributes})).toBe(false);
  expect(
    quoteRequest({category, attributes, fulfilment: {type: 'contest', auditions: 5}}),
    JSON.stringify(quoteRequest.errors),
  ).toBe(true);
  expect(quoteRequest({category, attributes, fulfilment: {type: 'contest', auditions: 11}})).toBe(false);
});

// Introduction: "a field a request body does not declare answers 422", nested ones too.
it('a quote or a project refuses a fulfilment field the contract does not declare', () => {
  const quoteRequest = ajv.getSchema('contract#/components/schemas/QuoteRequest')!;
  const {category, attributes} = audioAd;
  expect(quoteRequest({category, attributes, fulfilment: {type: 'speedy', rush: true}})).toBe(false);
  expect(projectRequest({...audioAd, brief: 'Roses.', fulfilment: {type: 'speedy', rush: true}})).toBe(false);
  expect(projectRequest({...audioAd, brief: 'Roses.'}), JSON.stringify(projectRequest.errors)).toBe(true);
});

// Create a project: "`auditions` ... Only with `contest`"; another order with it answers 422.
it('only a contest takes auditions', () => {
  const quoteRequest = ajv.getSchema('contract#/components/schemas/QuoteRequest')!;
  const {category, attributes} = audioAd;
  expect(
    quoteRequest({category, attributes, fulfilment: {type: 'contest', auditions: 3}}),
    JSON.stringify(quoteRequest.errors),
  ).toBe(true);
  expect(quoteRequest({category, attributes, fulfilment: {type: 'speedy', auditions: 3}})).toBe(false);
  expect(
    quoteRequest({
      category,
      attributes,
      fulfilment: {type: 'booking', creative_id: 'crv_01JQ0K2S3ZM2Y6M3GWAR029CQQ', auditions: 3},
    }),
  ).toBe(false);
  expect(
    quoteRequest({category, attributes, fulfilment: {type: 'booking', creative_id: 'crv_01JQ0K2S3ZM2Y6M3GWAR029CQQ'}}),
    JSON.stringify(quoteRequest.errors),
  ).toBe(true);
});

// Attribute values and track types: "We add languages [tones, track types] without a new
// version of the API": what the API sends with one added later is still valid.
it('a track of a type, or an order in a language or tone, added after this version is valid', () => {
  const track = ajv.getSchema('contract#/components/schemas/Track')!;
  const example = structuredClone(
    (contract.paths!['/tracks/{track_id}'] as {get: {responses: {200: {content: Record<string, {example: object}>}}}})
      .get.responses[200].content['application/json'].example,
  );
  expect(track({...example, type: 'voice_tag'}), JSON.stringify(track.errors)).toBe(true);
  const {category, attributes} = audioAd;
  const quoteRequest = ajv.getSchema('contract#/components/schemas/QuoteRequest')!;
  expect(
    quoteRequest({
      category,
      attributes: {...attributes, language: 'ja-JP', tone: 'whispered'},
      fulfilment: {type: 'speedy'},
    }),
    JSON.stringify(quoteRequest.errors),
  ).toBe(true);
});
