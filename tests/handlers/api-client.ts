import {pathToFileURL} from 'node:url';
import type {Mock} from '../../scripts/mock/prism';
import {
  checkOf,
  checkScopes,
  contractError,
  doc,
  exampleFile,
  fail,
  pass,
  readPage,
  quoteExample,
  servers,
  urlOf,
} from './support';
import {deref, findOperation, type JsonObject} from '../../plugins/openapi-contracts/contracts';

type ApiError = Error & {status: number; code: string; requestId: string};
type SendModule = {send: (url: string, init: RequestInit) => Promise<Response>};
type ApiModule = {
  callApi: (
    method: string,
    path: string,
    options: {scope: string; body?: unknown; idempotencyKey?: string; user?: {external_user_id: string; email: string}},
  ) => Promise<unknown>;
};

/**
 * send.js and api.js of /api/errors, "handling errors in your client", against the mock
 * with answers planted in front of it: each rule of the page's list that code can follow.
 */
/** A quote the contract allows: its own request example. */

export async function checkApiClient(mock: Mock): Promise<void> {
  const handler = 'send.js and api.js';
  const {send} = (await import(pathToFileURL(exampleFile('authentication/send.js')).href)) as SendModule;
  const {callApi} = (await import(pathToFileURL(exampleFile('authentication/api.js')).href)) as ApiModule;
  const from = mock.requests().length;
  const routedFetch = globalThis.fetch;
  // What the next requests to the planted path get instead of the mock's answer.
  let planted: Array<() => Response> = [];
  let plantedPath = '';
  const sent: Array<{at: number; key: string | null}> = [];
  // The planted calls and the token requests, in the order they were made.
  const order: string[] = [];
  // The host of every request, before the test's fetch points it at the mock.
  const hosts: string[] = [];
  let tokensIssued = 0;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const {host, pathname} = new URL(urlOf(input));
    hosts.push(host);
    if (pathname.endsWith('/oauth/token')) {
      order.push('token');
      // Each token the API issues is its own; the mock's example is always the same string.
      const response = await routedFetch(input, init);
      if (!response.ok) return response;
      return Response.json({
        ...((await response.json()) as JsonObject),
        access_token: `token-${++tokensIssued}`,
      });
    }
    if (pathname.endsWith(plantedPath)) {
      order.push('call');
      const headers = new Headers(init?.headers);
      sent.push({at: performance.now(), key: headers.get('Idempotency-Key')});
      const answer = planted.shift();
      if (answer) return answer();
    }
    return routedFetch(input, init);
  };
  const plant = (pathEnd: string, ...answers: Array<() => Response>) => {
    plantedPath = pathEnd;
    planted = answers;
    sent.length = 0;
    order.length = 0;
  };
  const check = checkOf(handler);
  const project = 'https://sandbox.api.studiowave.example/v1/projects/prj_01JQSH066S7KDD3D3ETX23SDEM';
  const get = {method: 'GET', headers: {Authorization: 'Bearer a-token'}};
  try {
    await check('after a 429 with Retry-After: 1, sends the same request a second later', async () => {
      plant('/projects/prj_01JQSH066S7KDD3D3ETX23SDEM', () => contractError(429, 'rate_limited', {'Retry-After': '1'}));
      const response = await send(project, get);
      const waited = sent[1]?.at - sent[0]?.at;
      if (response.status !== 200) return `ended with HTTP ${response.status}`;
      return sent.length === 2 && waited >= 990 ? undefined : `${sent.length} requests, ${Math.round(waited)} ms apart`;
    });
    await check('waits a minute at most, whatever Retry-After a proxy sends', async () => {
      plant('/projects/prj_01JQSH066S7KDD3D3ETX23SDEM', () =>
        Response.json({message: 'down for maintenance'}, {status: 503, headers: {'Retry-After': '3600'}}),
      );
      // The wait send.js asks for, read off the timer instead of spent.
      const waits: number[] = [];
      const realSetTimeout = globalThis.setTimeout;
      globalThis.setTimeout = ((callback: () => void, ms?: number) => {
        waits.push(ms ?? 0);
        return realSetTimeout(callback, 0);
      }) as typeof setTimeout;
      try {
        const response = await send(project, get);
        if (response.status !== 200) return `ended with HTTP ${response.status}`;
      } finally {
        globalThis.setTimeout = realSetTimeout;
      }
      return waits.includes(60_000) && Math.max(...waits) === 60_000 ? undefined : `waited ${waits.join(', ')} ms`;
    });
    await check('sends again a 502 that a proxy answered without the envelope', async () => {
      plant('/projects/prj_01JQSH066S7KDD3D3ETX23SDEM', () => new Response('<h1>Bad gateway</h1>', {status: 502}));
      const response = await send(project, get);
      return response.status === 200 && sent.length === 2 ? undefined : `${sent.length} requests`;
    });
    await check('sends again a 503 that a proxy answered in its own JSON, without the error envelope', async () => {
      plant('/projects/prj_01JQSH066S7KDD3D3ETX23SDEM', () =>
        Response.json({message: 'upstream unavailable'}, {status: 503, headers: {'Retry-After': '1'}}),
      );
      const response = await send(project, get);
      return response.status === 200 && sent.length === 2 ? undefined : `${sent.length} requests`;
    });
    await check('sends a request that got no answer again', async () => {
      plant('/projects/prj_01JQSH066S7KDD3D3ETX23SDEM', () => {
        throw new TypeError('fetch failed');
      });
      const response = await send(project, get);
      return response.status === 200 && sent.length === 2 ? undefined : `${sent.length} requests`;
    });
    await check('throws any other error at once, with its code and request_id', async () => {
      plant('/projects/prj_01JQSH066S7KDD3D3ETX23SDEM', () => contractError(409, 'invalid_status_transition'));
      const error = (await send(project, get).then(
        () => undefined,
        (thrown: unknown) => thrown,
      )) as ApiError | undefined;
      if (!error) return 'no error';
      if (sent.length !== 1) return `${sent.length} requests`;
      return error.code === 'invalid_status_transition' && error.requestId?.startsWith('req_') && error.status === 409
        ? undefined
        : `thrown: ${error.message}`;
    });
    await check('a POST keeps its Idempotency-Key when sent again after a 503', async () => {
      plant('/quotes', () => contractError(503, 'service_unavailable', {'Retry-After': '1'}));
      await callApi('POST', '/quotes', {scope: 'quotes:write', body: quoteExample});
      const [first, second] = sent;
      return sent.length === 2 && first.key && first.key === second.key
        ? undefined
        : `keys: ${sent.map((request) => request.key).join(', ')}`;
    });
    await check(
      'a POST tried again after send.js gave up, with the idempotencyKey kept, sends the same key',
      async () => {
        const unavailable = () => contractError(503, 'service_unavailable', {'Retry-After': '1'});
        plant('/quotes', ...Array.from({length: 6}, () => unavailable));
        const idempotencyKey = 'order-4711-attempt-key';
        for (let attempt = 0; attempt < 2; attempt += 1)
          await callApi('POST', '/quotes', {scope: 'quotes:write', body: quoteExample, idempotencyKey}).catch(
            () => undefined,
          );
        const keys = sent.map((request) => request.key);
        // Six attempts answered 503, then the later call's one that the mock answers.
        return keys.length === 7 && keys.every((key) => key === idempotencyKey)
          ? undefined
          : `keys: ${keys.join(', ')}`;
      },
    );
    await check('on invalid_token, gets a new token and repeats the call once, then gives up', async () => {
      const refused = () => contractError(401, 'invalid_token');
      plant('/projects/prj_01JQSH066S7KDD3D3ETX23SDEM', refused, refused, refused);
      const error = await callApi('GET', '/projects/prj_01JQSH066S7KDD3D3ETX23SDEM', {scope: 'projects:read'}).then(
        () => undefined,
        (thrown: unknown) => thrown as ApiError,
      );
      const afterRefusal = order.slice(order.indexOf('call')).join(' → ');
      if (afterRefusal !== 'call → token → call') return `requests: ${afterRefusal}`;
      return error?.code === 'invalid_token' ? undefined : 'no invalid_token error after the repeat';
    });
    await check('calls refused at the same time (a revoked secret) share one new token', async () => {
      const refused = () => contractError(401, 'invalid_token');
      plant('/projects/prj_01JQSH066S7KDD3D3ETX23SDEM', ...Array.from({length: 10}, () => refused));
      await Promise.all(
        Array.from({length: 10}, () =>
          callApi('GET', '/projects/prj_01JQSH066S7KDD3D3ETX23SDEM', {scope: 'projects:read'}),
        ),
      );
      const tokenRequests = order.filter((request) => request === 'token').length;
      return tokenRequests === 1 ? undefined : `${tokenRequests} token requests for 10 refused calls`;
    });
    await check('a POST without an Idempotency-Key is not sent again after a 503: it may have acted', async () => {
      plant('/quotes', () => contractError(503, 'service_unavailable', {'Retry-After': '1'}));
      const error = await send('https://sandbox.api.studiowave.example/v1/quotes', {
        method: 'POST',
        headers: {Authorization: 'Bearer a-token', 'Content-Type': 'application/json'},
        body: '{}',
      }).then(
        () => undefined,
        (thrown: unknown) => thrown as ApiError,
      );
      if (sent.length !== 1) return `${sent.length} requests`;
      return error?.status === 503 ? undefined : 'no 503 error thrown';
    });
    await check('with STUDIOWAVE_API_URL set to production, gets its token and calls there', async () => {
      const {productionHost} = servers;
      process.env.STUDIOWAVE_API_URL = `https://${productionHost}/v1`;
      planted = [];
      hosts.length = 0;
      try {
        // projects:read has a sandbox token in the cache from an earlier check: not for this host.
        await callApi('GET', '/projects/prj_01JQSH066S7KDD3D3ETX23SDEM', {scope: 'projects:read'});
      } finally {
        delete process.env.STUDIOWAVE_API_URL;
      }
      return hosts.length === 2 && hosts.every((host) => host === productionHost)
        ? undefined
        : `requests went to ${hosts.join(', ')}`;
    });
    checkScopes(handler, mock, from);
  } finally {
    globalThis.fetch = routedFetch;
  }
}

/**
 * The go-live checklist's recipe: Prism serving the contract, STUDIOWAVE_API_URL at it, and
 * a `Prefer` header on a call to get the answer a branch needs. api.js renews the token on
 * the contract's token_expired and repeats the call; a 404 is thrown at once with its code.
 */
export async function checkAgainstPrism(mock: Mock): Promise<void> {
  const handler = 'the go-live checklist with Prism';
  const {callApi} = (await import(pathToFileURL(exampleFile('authentication/api.js')).href)) as ApiModule;
  const {preferNext} = (await import(pathToFileURL(exampleFile('authentication/prefer-next.js')).href)) as {
    preferNext: (answer: string) => void;
  };
  const routedFetch = globalThis.fetch;
  // Every request the client sends, with the Prefer header preferNext put on it.
  const asked: string[] = [];
  const recordingFetch = (input: string | URL | Request, init?: RequestInit) => {
    const prefer = new Headers(init?.headers).get('Prefer');
    asked.push(`${new URL(urlOf(input)).pathname}${prefer ? ` (${prefer})` : ''}`);
    return routedFetch(input, init);
  };
  globalThis.fetch = recordingFetch;
  process.env.STUDIOWAVE_API_URL = mock.prismUrl;
  const project = '/projects/prj_01JQSH066S7KDD3D3ETX23SDEM';
  const page = 'docs/api/introduction.mdx';
  const pageText = readPage(page);
  const shown = [...pageText.matchAll(/`Prefer: ([^`]+)`/g)].map((match) => match[1]);
  try {
    // The checklist: without a Prefer header, the attributes call answers its first example
    // (voice_over) whatever category the path names; `Prefer: example=<name>` picks another.
    const attributesOf = async (headers: Record<string, string>) => {
      const response = await routedFetch(`${mock.prismUrl}/categories/audio_ads/attributes`, {
        headers: {Authorization: 'Bearer a-token', ...headers},
      });
      const body = (await response.json().catch(() => ({}))) as {data?: {code?: string}[]};
      return {status: response.status, codes: body.data?.map(({code}) => code) ?? []};
    };
    const plain = await attributesOf({});
    const plainCheck = `${page}: without Prefer, the audio ad's attributes call answers voice_over's`;
    if (plain.codes.includes('word_count') && !plain.codes.includes('spot_length_seconds')) pass(handler, plainCheck);
    else fail(handler, plainCheck, `HTTP ${plain.status} ${plain.codes.join(', ')}`);
    const examples = shown.filter((shownHeader) => !shownHeader.includes('code='));
    // The values call's examples, named after their attribute, each listing its values.
    const valuesCall = findOperation(doc, 'getAttributeValues')!;
    const valuesAnswer = deref<JsonObject>(doc, (valuesCall.operation.responses as JsonObject)['200']);
    const valuesExamples = ((valuesAnswer.content as JsonObject)['application/json'] as JsonObject).examples as Record<
      string,
      {value: {data: {code: unknown}[]}}
    >;
    for (const header of examples) {
      const name = /example=(\w+)/.exec(header)?.[1] ?? '';
      const listed = valuesExamples[name]?.value.data.map(({code}) => code);
      if (listed) {
        // Whatever attribute the path names: the language's, the first example.
        const response = await routedFetch(`${mock.prismUrl}/categories/voice_over/attributes/language/values`, {
          headers: {Authorization: 'Bearer a-token', Prefer: header},
        });
        const body = (await response.json().catch(() => ({}))) as {data?: {code?: unknown}[]};
        const codes = body.data?.map(({code}) => code) ?? [];
        const check = `${page}'s Prefer: ${header} gets the values of ${name}`;
        if (response.status === 200 && JSON.stringify(codes) === JSON.stringify(listed)) pass(handler, check);
        else fail(handler, check, `HTTP ${response.status} ${codes.join(', ')}`);
        continue;
      }
      const named = await attributesOf({Prefer: header});
      const check = `${page}'s Prefer: ${header} gets the audio ad's attributes`;
      if (named.status === 200 && named.codes.includes('spot_length_seconds')) pass(handler, check);
      else fail(handler, check, `HTTP ${named.status} ${named.codes.join(', ')}`);
    }
    if (examples.length === 0) fail(handler, `${page} names an example with Prefer`, 'none found');
    // Each Prefer header with a status gets that status and the error it names.
    for (const header of shown.filter((shownHeader) => shownHeader.includes('code='))) {
      const status = Number(/code=(\d+)/.exec(header)?.[1]);
      const code = /example=(\w+)/.exec(header)?.[1];
      const response = await routedFetch(`${mock.prismUrl}${project}`, {
        headers: {Authorization: 'Bearer a-token', Prefer: header},
      });
      const body = (await response.json().catch(() => ({}))) as {error?: {code?: string}};
      const check = `${page}'s Prefer: ${header} gets its answer`;
      if (response.status === status && (!code || body.error?.code === code)) pass(handler, check);
      else fail(handler, check, `HTTP ${response.status} ${body.error?.code ?? JSON.stringify(body)}`);
    }
    if (shown.length === 0) fail(handler, `${page} shows a Prefer header`, 'none found');
    const scope = 'projects:read';
    // A token for Prism's host first, so that the requests below are the call's own.
    await callApi('GET', project, {scope});
    asked.length = 0;
    const expired = shown.find((header) => header.includes('token_expired'));
    const renews = `${page}'s Prefer for token_expired brings a new token and one repeat`;
    if (expired) {
      // The planted answer goes to the call; its repeat, after a new token, goes without it.
      preferNext(expired);
      const read = (await callApi('GET', project, {scope})) as JsonObject;
      if (read?.id && asked.join(' → ') === `${project} (${expired}) → /oauth/token → ${project}`)
        pass(handler, renews);
      else fail(handler, renews, asked.join(' → '));
    } else fail(handler, renews, 'the page shows no Prefer header for token_expired');

    asked.length = 0;
    preferNext('code=404');
    const error = await callApi('GET', project, {scope}).then(
      () => undefined,
      (thrown: unknown) => thrown as ApiError,
    );
    if (error?.code === 'not_found' && asked.length === 1)
      pass(handler, 'Prefer: code=404 is thrown at once as not_found');
    else
      fail(
        handler,
        'Prefer: code=404 is thrown at once as not_found',
        `${error?.message ?? 'no error'}: ${asked.join(' → ')}`,
      );

    // For a user the client first gets a user token: the planted answer waits for the call.
    asked.length = 0;
    preferNext('code=404');
    const user = {external_user_id: 'customer-48213', email: 'maria.lopez@example.com'};
    const userError = await callApi('GET', project, {scope, user}).then(
      () => undefined,
      (thrown: unknown) => thrown as ApiError,
    );
    const forUser = "Prefer: code=404 skips the user token call and reaches a user's call";
    const tokenCalls = asked.slice(0, -1);
    if (
      userError?.code === 'not_found' &&
      asked.at(-1) === `${project} (code=404)` &&
      tokenCalls.includes('/oauth/user-token') &&
      tokenCalls.every((request) => /^\/oauth\/(user-)?token$/.test(request))
    )
      pass(handler, forUser);
    else fail(handler, forUser, `${userError?.message ?? 'no error'}: ${asked.join(' → ')}`);

    // The checklist: Prism's answers to a body that is not JSON and to a form body, which
    // the API answers 400 invalid_request.
    const text = pageText.replace(/\s+/g, ' ');
    const credentials =
      'grant_type=client_credentials&client_id=cli_4f1c2b7e9a&client_secret=sk_test_8d2f4a6c1e3b5d7f9a0c2e4b';
    for (const [what, contentType, said, status, code] of [
      ['a body that is not JSON', 'application/json', /not JSON gets Prism's own `invalid_json`/, 400, 'invalid_json'],
      [
        'a form body',
        'application/x-www-form-urlencoded',
        /form body [^.]* gets the call's `422` example/,
        422,
        'validation_failed',
      ],
    ] as const) {
      const check = `${page}: ${what} to the token call gets ${status} ${code} from Prism`;
      const response = await routedFetch(`${mock.prismUrl}/oauth/token`, {
        method: 'POST',
        headers: {'Content-Type': contentType},
        body: credentials,
      });
      const body = (await response.json().catch(() => ({}))) as {error?: {code?: string}};
      if (!said.test(text)) fail(handler, check, 'the page no longer says so');
      else if (response.status === status && body.error?.code === code) pass(handler, check);
      else fail(handler, check, `HTTP ${response.status} ${body.error?.code ?? JSON.stringify(body)}`);
    }
    // The checklist: Prism answers a request the contract does not allow with the call's
    // 422 example, or 400 for a query, whatever Prefer asks for.
    for (const [what, route, init, said, status, code] of [
      [
        'a body without its required fields',
        '/quotes',
        {method: 'POST', body: '{}'},
        /`422` example/,
        422,
        'validation_failed',
      ],
      [
        "a voice over sent an audio ad's attributes (the quote example's)",
        '/quotes',
        {method: 'POST', body: JSON.stringify({...quoteExample, category: 'voice_over'})},
        /a voice over sent an audio\s+ad's attributes/,
        422,
        'validation_failed',
      ],
      ['a query out of range', '/projects?limit=0', {}, /`400` for a query/, 400, 'invalid_request'],
      [
        'an Idempotency-Key over 255 characters',
        '/quotes',
        {method: 'POST', body: JSON.stringify(quoteExample), headers: {'Idempotency-Key': 'k'.repeat(256)}},
        /an `Idempotency-Key` over 255\s+characters\) with the call's `422` example/,
        422,
        'validation_failed',
      ],
    ] as const) {
      const check = `${page}: ${what}, sent with Prefer: code=503, gets ${status} ${code} from Prism`;
      const response = await routedFetch(`${mock.prismUrl}${route}`, {
        ...init,
        headers: {
          Authorization: 'Bearer a-token',
          'Content-Type': 'application/json',
          Prefer: 'code=503',
          ...('headers' in init ? init.headers : {}),
        },
      });
      const body = (await response.json().catch(() => ({}))) as {error?: {code?: string}};
      if (!/Prism checks your request[^.]*whatever `Prefer` asks/.test(text) || !said.test(text))
        fail(handler, check, 'the page no longer says so');
      else if (response.status === status && body.error?.code === code) pass(handler, check);
      else fail(handler, check, `HTTP ${response.status} ${body.error?.code ?? JSON.stringify(body)}`);
    }
    // What the mock does not check: a field fulfilment does not declare (unevaluatedProperties).
    const undeclared = 'a fulfilment field the contract does not declare gets through Prism, as the checklist warns';
    const lenient = await routedFetch(`${mock.prismUrl}/quotes`, {
      method: 'POST',
      headers: {Authorization: 'Bearer a-token', 'Content-Type': 'application/json', 'Idempotency-Key': 'lenient'},
      body: JSON.stringify({...quoteExample, fulfilment: {type: 'speedy', priority: 'high'}}),
    });
    if (!/does not check `unevaluatedProperties`[^.]*gets through the mock/.test(text))
      fail(handler, undeclared, 'the page no longer says so');
    else if (lenient.status === 201) pass(handler, undeclared);
    else fail(handler, undeclared, `HTTP ${lenient.status}: the mock now refuses it, so the page can say less`);
  } finally {
    delete process.env.STUDIOWAVE_API_URL;
    globalThis.fetch = routedFetch;
  }
}
