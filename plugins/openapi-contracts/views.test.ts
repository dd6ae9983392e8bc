import {describe, expect, it} from 'vitest';
import type {OpenApiDocument} from './contracts';
import {loadContract} from './contracts';
import {
  actionFor,
  meaningFor,
  buildOperationView,
  buildOverviewView,
  buildSamplesView,
  buildSchemaView,
  buildTransitionsView,
} from './views';

const current = loadContract('final-1.0.0');
const old = loadContract('v3.0.0');

/** A contract small enough to read in one glance, with the cases the views treat specially. */
const fixture = {
  openapi: '3.1.0',
  info: {title: 'Fixture', version: '1'},
  servers: [
    {url: 'https://api.example.test/v1', 'x-environment': 'production'},
    {url: 'https://sandbox.example.test/v1', 'x-environment': 'sandbox'},
  ],
  paths: {
    '/things/{thing_id}': {
      parameters: [{name: 'thing_id', in: 'path', required: true, schema: {type: 'string'}, example: 'thg 1'}],
      patch: {
        operationId: 'update-thing',
        security: [{key: ['things:write']}],
        parameters: [
          {name: 'tags', in: 'query', schema: {type: 'array', items: {type: 'string'}}, example: ['a', 'b']},
          {name: 'limit', in: 'query', schema: {type: 'integer', minimum: 1, maximum: 50, default: 10}},
          {name: 'X-Trace', in: 'header', required: true, schema: {type: 'string'}, example: 't-1'},
          {name: 'session', in: 'cookie', schema: {type: 'string'}},
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {$ref: '#/components/schemas/Thing'},
              examples: {one: {$ref: '#/components/examples/Thing'}},
            },
          },
        },
        responses: {
          '200': {
            description: 'Updated.',
            content: {'application/json': {schema: {$ref: '#/components/schemas/Thing'}}},
          },
          '204': {description: 'Nothing to say.'},
          '404': {
            description: 'No such thing.',
            content: {'application/json': {example: {error: {code: 'not_found'}}}},
          },
          '500': {description: 'Broken.'},
        },
        'x-error-hints': {not_found: 'Check the ID.'},
      },
    },
    '/open': {
      get: {operationId: 'openCall', security: [], responses: {'404': {$ref: '#/components/responses/NotFound'}}},
    },
  },
  components: {
    securitySchemes: {
      key: {type: 'apiKey', in: 'header', name: 'X-Api-Key', 'x-scopes': {'things:write': 'Change things.'}},
    },
    responses: {
      NotFound: {description: 'Missing.', content: {'application/json': {example: {errorCode: 'not_found'}}}},
    },
    examples: {Thing: {value: {name: 'Lamp', parent: null}}},
    schemas: {
      Base: {
        type: 'object',
        description: 'Shared fields.',
        required: ['id'],
        properties: {id: {type: 'string', pattern: '^thg_'}},
      },
      Thing: {
        allOf: [{$ref: '#/components/schemas/Base'}],
        required: ['name'],
        properties: {
          name: {type: 'string', minLength: 1, maxLength: 80},
          colour: {type: ['string', 'null'], enum: ['red', 'blue', null]},
          parent: {
            oneOf: [{$ref: '#/components/schemas/Thing'}, {type: 'null'}],
            description: 'The thing this one sits in.',
          },
          sizes: {type: 'array', items: {type: 'integer', minimum: 0}, minItems: 1, uniqueItems: true},
        },
      },
      ErrorCode: {
        type: 'string',
        enum: ['not_found', 'never_returned'],
        'x-enum-meanings': {not_found: 'There is no such thing.', never_returned: 'Unused.'},
        'x-enum-actions': {not_found: 'Check the ID.'},
      },
    },
  },
} as unknown as OpenApiDocument;

describe('operation view', () => {
  it('shows a real call of the contract: method, path, hosts, scope, parameters and body', () => {
    const view = buildOperationView('final-1.0.0', current, 'cancelProject');
    expect(view).toMatchObject({
      method: 'POST',
      path: '/projects/{project_id}/cancel',
      serverUrl: 'https://api.studiowave.example/v1',
      sandboxUrl: 'https://sandbox.api.studiowave.example/v1',
      scopes: ['projects:write'],
      authenticated: true,
      isWebhook: false,
    });
    expect(view.parameters.map((p) => `${p.location} ${p.name} ${p.required}`)).toEqual([
      'path project_id true',
      'header Idempotency-Key false',
    ]);
    expect(view.requestBody?.required).toBe(true);
    expect(view.requestBody?.schema.name).toBe('CancelProjectRequest');
    expect(view.requestBody?.schema.fields.find((f) => f.name === 'reason')?.enumValues?.map((v) => v.value)).toContain(
      'other',
    );
    expect(view.responses.map((r) => r.status)).toEqual(['200']);
    expect(view.responses[0].schema.typeName).toBe('Project');
  });

  it('marks the errors most calls return as common and keeps the call-specific ones apart', () => {
    const view = buildOperationView('final-1.0.0', current, 'cancelProject');
    const common = view.errors.filter((e) => e.common).map((e) => e.code);
    expect(common).toContain('invalid_token');
    expect(view.errors.filter((e) => !e.common).length).toBeGreaterThan(0);
    for (const error of view.errors) expect(error.meaning, error.code).not.toBe('');
  });

  it('reads the v3 error shape (errorCode) and webhooks', () => {
    const v3 = buildOperationView(
      'v3.0.0',
      old,
      buildOverviewView('v3.0.0', old, {operations: new Map(), schemas: new Map()}).errors[0].operations[0].operationId,
    );
    expect(v3.errors.some((e) => e.code !== '')).toBe(true);
    const webhook = buildOperationView('final-1.0.0', current, 'onProjectStatusChanged');
    expect(webhook.isWebhook).toBe(true);
    expect(webhook.sample.url).toBe(webhook.path);
  });

  it('names the known operations when asked for an unknown one', () => {
    expect(() => buildOperationView('final-1.0.0', current, 'cancelProjekt')).toThrow(
      /Contract final-1\.0\.0 has no operation "cancelProjekt"\. Known: .*cancelProject/,
    );
  });

  it('builds the sample request against the sandbox, with path and query examples and required headers', () => {
    const {sample, parameters} = buildOperationView('fixture', fixture, 'update-thing');
    expect(sample).toEqual({
      name: 'UpdateThing',
      method: 'PATCH',
      url: 'https://sandbox.example.test/v1/things/thg%201?tags=a,b',
      auth: {header: 'X-Api-Key'},
      headers: [
        ['X-Trace', 't-1'],
        ['Content-Type', 'application/json'],
      ],
      body: {name: 'Lamp', parent: null},
    });
    // Cookie parameters are not shown; arrays, defaults and ranges are.
    expect(parameters.map((p) => p.name)).toEqual(['thing_id', 'tags', 'limit', 'X-Trace']);
    expect(parameters[1]).toMatchObject({type: 'array of string', example: 'a,b'});
    expect(parameters[2]).toMatchObject({type: 'integer', defaultValue: '10', constraints: ['1–50']});
  });

  it("samples the events list as the webhook page's catch-up calls it: from a time, not after a received event", () => {
    const {sample} = buildSamplesView('final-1.0.0', current, 'getAllEvents');
    expect(new URL(sample.url).searchParams.get('created_after')).toBe('2025-03-15T16:35:00Z');
    expect(new URL(sample.url).searchParams.has('after')).toBe(false);
  });

  it('merges allOf members, reads nullable unions and stops at recursive schemas', () => {
    const body = buildOperationView('fixture', fixture, 'update-thing').requestBody!;
    const fields = Object.fromEntries(body.schema.fields.map((field) => [field.name, field]));
    expect(Object.keys(fields).sort()).toEqual(['colour', 'id', 'name', 'parent', 'sizes']);
    expect(fields.id).toMatchObject({required: true, type: 'string', constraints: ['pattern ^thg_']});
    expect(fields.name).toMatchObject({required: true, constraints: ['1–80 characters']});
    expect(fields.colour).toMatchObject({type: 'string', nullable: true, required: false});
    expect(fields.parent).toMatchObject({
      nullable: true,
      typeName: 'Thing',
      description: 'The thing this one sits in.',
    });
    expect(fields.parent.children).toBeUndefined();
    expect(fields.sizes).toMatchObject({
      type: 'array',
      itemType: 'integer',
      constraints: ['≥ 1 items', 'no duplicates', '≥ 0'],
    });
  });

  it('lists error rows with the catalogue meaning, action and the call hint; unknown codes fall back to the response', () => {
    const {errors, responses} = buildOperationView('fixture', fixture, 'update-thing');
    expect(errors).toEqual([
      {
        status: '404',
        code: 'not_found',
        meaning: 'There is no such thing.',
        action: 'Check the ID.',
        hint: 'Check the ID.',
        common: true,
      },
      {status: '500', code: '', meaning: 'Broken.', common: false},
    ]);
    expect(responses.map((r) => r.status)).toEqual(['200', '204']);
    expect(responses[1]).toMatchObject({description: 'Nothing to say.'});
  });

  it('has no scope and no auth for a call with an empty security requirement', () => {
    const view = buildOperationView('fixture', fixture, 'openCall');
    expect(view).toMatchObject({scopes: [], authenticated: false});
    expect(view.sample.auth).toBeUndefined();
    expect(view.errors).toEqual([
      {status: '404', code: 'not_found', meaning: 'There is no such thing.', action: 'Check the ID.', common: true},
    ]);
  });
});

describe('samples view', () => {
  it('keeps the sample and the response examples, named ones too, and drops the tables', () => {
    const full = buildOperationView('final-1.0.0', current, 'createProject');
    const samples = buildSamplesView('final-1.0.0', current, 'createProject');
    expect(samples.sample).toEqual(full.sample);
    expect(samples.responses.map((r) => [r.status, r.example, r.namedExamples])).toEqual(
      full.responses.map((r) => [r.status, r.example, r.namedExamples]),
    );
    // Its named examples too, for <ApiResponseSample example="contest"> on another call's page.
    expect(Object.keys(samples.responses[0].namedExamples ?? {})).toContain('contest');
    expect(samples).toMatchObject({parameters: [], errors: [], requestBody: undefined});
    expect(samples.responses.every((r) => r.schema.fields.length === 0)).toBe(true);
    expect(JSON.stringify(samples).length).toBeLessThan(JSON.stringify(full).length / 2);
  });
});

describe('schema view', () => {
  it('shows a named schema of the contract with its example', () => {
    const view = buildSchemaView('final-1.0.0', current, 'Project');
    const price = view.fields.find((f) => f.name === 'price');
    expect(view).toMatchObject({name: 'Project', typeName: 'Project', type: 'object'});
    expect(price).toMatchObject({typeName: 'Money', required: true});
    expect(price?.children?.length).toBeGreaterThan(0);
    // Required and nullable as the contract says.
    const raw = (current.components?.schemas as Record<string, {required: string[]}>).Project;
    expect(view.fields.filter((f) => f.required).map((f) => f.name)).toEqual(
      view.fields.map((f) => f.name).filter((name) => raw.required.includes(name)),
    );
    expect(view.fields.find((f) => f.name === 'reference')).toMatchObject({type: 'string', nullable: true});
    expect(view.fields.find((f) => f.name === 'cancellation')).toMatchObject({required: false, nullable: false});
  });

  it('lists enum values with their descriptions and actions', () => {
    const view = buildSchemaView('fixture', fixture, 'ErrorCode');
    expect(view.enumValues).toEqual([
      {value: 'not_found', description: 'There is no such thing.', action: 'Check the ID.'},
      {value: 'never_returned', description: 'Unused.'},
    ]);
  });

  it('shows the values known today of a list that can grow, marked as such, and a closed list as closed', () => {
    const track = buildSchemaView('final-1.0.0', current, 'Track');
    expect(track.fields.find((f) => f.name === 'type')).toMatchObject({
      enumValues: [{value: 'music_bed'}, {value: 'jingle'}, {value: 'sound_logo'}],
      valuesCanGrow: true,
    });
    expect(track.fields.find((f) => f.name === 'moods')?.valuesCanGrow).toBeUndefined();
    expect(track.fields.find((f) => f.name === 'moods')?.enumValues?.length).toBeGreaterThan(0);
  });

  it('fails naming the contract and the schema', () => {
    expect(() => buildSchemaView('final-1.0.0', current, 'Projekt')).toThrow(
      'Contract final-1.0.0 has no schema "Projekt".',
    );
  });
});

describe('overview view', () => {
  it('groups the calls of the real contract by scope and lists the calls without a token', () => {
    const view = buildOverviewView('final-1.0.0', current, {
      operations: new Map([['cancelProject', '/api/projects/cancel']]),
      schemas: new Map(),
    });
    const write = view.scopes.find((s) => s.name === 'projects:write');
    expect(write?.operations.map((o) => o.operationId)).toContain('cancelProject');
    expect(write?.operations.find((o) => o.operationId === 'cancelProject')?.page).toBe('/api/projects/cancel');
    expect(write?.operations.find((o) => o.operationId === 'createProject')?.page).toBeUndefined();
    expect(view.publicOperations.map((o) => o.operationId)).toEqual(['getToken']);
    expect(view.scopes.flatMap((s) => s.operations).some((o) => o.operationId.startsWith('on'))).toBe(false);
  });

  it('lists the error codes by status, codes of one status together', () => {
    const view = buildOverviewView('final-1.0.0', current, {operations: new Map(), schemas: new Map()});
    const statuses = view.errors.map((error) => error.statuses[0]);
    expect(statuses).toEqual([...statuses].sort());
    const codes = view.errors.map((error) => error.value);
    const conflicts = codes.indexOf('invalid_status_transition');
    expect(codes.slice(conflicts, conflicts + 4)).toEqual([
      'invalid_status_transition',
      'idempotency_key_reused',
      'revision_limit_reached',
      'quote_expired',
    ]);
  });

  it('lists every catalogued error code with its statuses and calls, once each', () => {
    const view = buildOverviewView('fixture', fixture, {operations: new Map(), schemas: new Map()});
    expect(view.scopes).toEqual([
      {
        name: 'things:write',
        description: 'Change things.',
        operations: [expect.objectContaining({operationId: 'update-thing'})],
      },
    ]);
    expect(view.errors).toEqual([
      expect.objectContaining({
        value: 'not_found',
        statuses: ['404'],
        operations: [
          expect.objectContaining({operationId: 'update-thing'}),
          expect.objectContaining({operationId: 'openCall'}),
        ],
      }),
      expect.objectContaining({value: 'never_returned', statuses: [], operations: []}),
    ]);
  });

  it("lists the calls a session's token can make, and fails on a call the contract lacks", () => {
    const view = buildOverviewView('final-1.0.0', current, {operations: new Map(), schemas: new Map()});
    expect(view.sessionTokenCalls.createWidgetSession.map((call) => call.operationId)).toEqual([
      'getAllCategories',
      'getCategoryAttributes',
      'getAttributeValues',
      'createQuote',
      'getAllTracks',
      'getTrack',
      'getTrackTypes',
      'getTrackSubtypes',
    ]);
    const withUnknown = structuredClone(fixture) as unknown as OpenApiDocument;
    const paths = withUnknown.paths as Record<string, Record<string, Record<string, unknown>>>;
    paths['/things/{thing_id}'].patch['x-session-token-calls'] = ['openCall', 'noSuchCall'];
    expect(() => buildOverviewView('fixture', withUnknown, {operations: new Map(), schemas: new Map()})).toThrow(
      /x-session-token-calls of update-thing names "noSuchCall", which is no call of the contract/,
    );
  });
});

describe('buildTransitionsView', () => {
  const pages = {
    operations: new Map([['simulateProject', '/api/introduction#drive-every-branch-in-the-sandbox']]),
    schemas: new Map([['ProjectInfoNeededEvent', '/api/webhook/infoNeeded']]),
  };
  const statusSchema = (doc: OpenApiDocument) =>
    (doc.components!.schemas as Record<string, {'x-transitions': {from: string; to: string; causes: object[]}[]}>)
      .ProjectStatus;
  /** The contract with only the project's move to info_needed, whose one cause is the creative's question. */
  const withQuestion = (sandbox: unknown): OpenApiDocument => {
    const doc = structuredClone(current);
    const machine = statusSchema(doc);
    const question = machine['x-transitions'].find((t) => t.to === 'info_needed')!;
    machine['x-transitions'] = [
      {from: null as unknown as string, to: 'open', causes: [{kind: 'event', description: 'Created.'}]},
      {...question, causes: [{...question.causes[0], sandbox}]},
    ];
    return doc;
  };

  it('names the sandbox action of a move the provider makes, and where the action is documented', () => {
    const view = buildTransitionsView('final-1.0.0', withQuestion(['ask_question']), 'ProjectStatus', pages);
    expect(view.transitions[1].causes[0]).toMatchObject({
      kind: 'event',
      webhook: 'project.info_needed',
      sandbox: ['ask_question'],
      sandboxPage: '/api/introduction#drive-every-branch-in-the-sandbox',
    });
  });

  it('fails on an action the simulation call does not take, listing those it does', () => {
    expect(() => buildTransitionsView('final-1.0.0', withQuestion(['teleport']), 'ProjectStatus', pages)).toThrow(
      /sandbox lists actions of simulateProject \(start, ask_question, deliver, deliver_revision, redeliver_events\), each once; found \["teleport"\]/,
    );
  });
});

describe('what to do about an error, on one call', () => {
  const action =
    'Use a new key for a new operation. On a retry of a request with a body, resend its first body with the same key. Send a POST you fixed with a new `Idempotency-Key`.';
  it('keeps every step on a call that takes a body and a key', () => {
    expect(actionFor(action, {takesIdempotencyKey: true, takesBody: true, path: '/projects'})).toBe(action);
  });
  it('leaves out the body step on a call without a body, and the key step on a call without a key', () => {
    expect(actionFor(action, {takesIdempotencyKey: true, takesBody: false, path: '/projects'})).toBe(
      'Use a new key for a new operation. Send a POST you fixed with a new `Idempotency-Key`.',
    );
    expect(actionFor(action, {takesIdempotencyKey: false, takesBody: false, path: '/projects'})).toBe(
      'Use a new key for a new operation.',
    );
  });
  it("tells a call about the Idempotency-Key header in a code's meaning only when it takes one", () => {
    const meaning = 'The body is not JSON. So is a POST whose `Idempotency-Key` header is empty.';
    expect(meaningFor(meaning, {takesIdempotencyKey: true})).toBe(meaning);
    expect(meaningFor(meaning, {takesIdempotencyKey: false})).toBe('The body is not JSON.');
  });
  it('tells only calls on projects what a user token sees, and only calls on revisions what used revisions allow', () => {
    const row = (operationId: string, code: string) =>
      buildOperationView('v3.0.0', old, operationId).errors.find((error) => error.code === code)!;
    const userTokenSees = /user token sees only/;
    const revisionsUsed = /revisions used/;
    expect(row('categories.getParameters', '2001').action).not.toMatch(userTokenSees);
    expect(row('projects.get', '2001').action).toMatch(userTokenSees);
    expect(row('projects.dispose', '4001').action).not.toMatch(revisionsUsed);
    expect(row('deliverables.approveByProject', '4001').action).not.toMatch(revisionsUsed);
    expect(row('deliverables.addRevision', '4001').action).toMatch(revisionsUsed);
  });
  it('shows the approve call, which takes no body, no body step for a reused key (the contract)', () => {
    const rows = buildOperationView('final-1.0.0', current, 'approveDeliverable').errors;
    const reused = rows.find((row) => row.code === 'idempotency_key_reused')!;
    expect(`${reused.hint} ${reused.action}`).not.toMatch(/\bbody\b/);
    expect(reused.action).toBe('Use a new key for a new operation.');
  });
});
