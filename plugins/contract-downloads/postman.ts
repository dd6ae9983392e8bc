import crypto from 'node:crypto';
import Converter from 'openapi-to-postmanv2';
import {apiId, apiIdFields, idKind, isIdName} from '../openapi-contracts/ids';
import {
  deref,
  listedValues,
  listOperations,
  loadContract,
  operationScopes,
  type JsonObject,
  type LocatedOperation,
} from '../openapi-contracts/contracts';
import type {Transition} from '../openapi-contracts/types';

// A Postman collection of a contract, by openapi-to-postmanv2: requests filled from the
// contract's examples, one folder per tag. Then what a reader needs to send them at
// once: the sandbox as `{{baseUrl}}`, the token as `{{accessToken}}` sent the way the
// contract's security scheme says, no auth on the calls that take none, an
// Idempotency-Key per call that a resend reuses until an answer is final, a token call that asks for every scope the collection's
// calls need, sends the credentials of the `clientId` and `clientSecret` variables (v3:
// `apiKey`, `apiSecret`) and keeps the token it gets in `accessToken`, and optional query
// parameters switched off. An ID in a path or a body is a variable (`{{project_id}}`, a
// quote's `music_track_id` `{{track_id}}`) that the call answering one keeps, so that a
// reader's own project, not the example's, is what the next calls act on; the token call's
// scopes are a variable too. What the converter makes up is replaced, so that the same
// contract always gives the same collection: a query value with no example in the contract
// (a date, a cursor the API never returned) is left empty, and item IDs are derived from
// their place in the collection instead of drawn at random.

type PostmanAuth = {type: string; [key: string]: unknown};
type PostmanRequest = {
  method: string;
  url: {
    path?: string[];
    query?: Array<{key: string; value: string; disabled?: boolean}>;
    variable?: Array<{key: string; value: string}>;
  };
  auth?: PostmanAuth | null;
  header?: Array<{key: string; value: string}>;
  body?: {mode?: string; raw?: string};
};
type PostmanItem = {
  name: string;
  item?: PostmanItem[];
  request?: PostmanRequest;
  response?: Array<{name?: string; code?: number; body?: string; originalRequest?: PostmanRequest}>;
  event?: Array<{listen: string; script: {type: string; exec: string[]}}>;
};
export type PostmanCollection = {
  item: PostmanItem[];
  variable?: unknown[];
  auth?: PostmanAuth | null;
  [key: string]: unknown;
};

/**
 * A copy of the contract whose calls all use the contract's servers: every request then
 * goes to `{{baseUrl}}`, the one place a reader switches environment (a sandbox-only call
 * answers 404 in production, as its description says). A copy, too, because the converter
 * writes into the document it is given (resolved $refs, its own keys), and the parsed
 * contract is shared by every reader in the process.
 */
function withContractServers(contract: JsonObject): JsonObject {
  const copy = structuredClone(contract);
  for (const pathItem of Object.values((copy.paths as JsonObject | undefined) ?? {}))
    for (const operation of Object.values(pathItem as JsonObject))
      if (operation && typeof operation === 'object') delete (operation as JsonObject).servers;
  return copy;
}

function convert(contract: JsonObject): Promise<PostmanCollection> {
  return new Promise((resolve, reject) => {
    Converter.convertV2(
      {type: 'json', data: withContractServers(contract)},
      {folderStrategy: 'Tags', parametersResolution: 'Example', alwaysInheritAuthentication: true},
      (error, result) => {
        if (error) reject(error);
        else if (!result?.result || !result.output)
          reject(new Error(`contracts/openapi: ${result?.reason ?? 'no collection'}`));
        else resolve(result.output[0].data as PostmanCollection);
      },
    );
  });
}

type SecurityScheme = {type: string; scheme?: string; in?: string; name?: string};

/** Collection auth for the contract's default security scheme, with the token in `{{accessToken}}`. */
function collectionAuth(contract: JsonObject, name: string): PostmanAuth {
  const [requirement] = (contract.security as Array<Record<string, unknown>> | undefined) ?? [];
  const schemeName = requirement && Object.keys(requirement)[0];
  const schemes = ((contract.components as JsonObject | undefined)?.securitySchemes ?? {}) as Record<
    string,
    SecurityScheme
  >;
  const scheme = schemeName ? schemes[schemeName] : undefined;
  const token = '{{accessToken}}';
  if (scheme?.type === 'oauth2' || (scheme?.type === 'http' && scheme.scheme === 'bearer')) {
    return {type: 'bearer', bearer: [{key: 'token', value: token, type: 'string'}]};
  }
  if (scheme?.type === 'apiKey' && scheme.in === 'header' && scheme.name) {
    return {
      type: 'apikey',
      apikey: [
        {key: 'key', value: scheme.name, type: 'string'},
        {key: 'value', value: token, type: 'string'},
        {key: 'in', value: 'header', type: 'string'},
      ],
    };
  }
  throw new Error(
    `contracts/openapi/${name}.yaml: no Postman auth for its default security scheme "${schemeName ?? 'none'}".`,
  );
}

function sandboxUrl(contract: JsonObject, name: string): string {
  const servers = (contract.servers as Array<{url: string; 'x-environment'?: string}> | undefined) ?? [];
  const sandbox = servers.find((server) => server['x-environment'] === 'sandbox');
  if (!sandbox) throw new Error(`contracts/openapi/${name}.yaml: no server with x-environment: sandbox.`);
  return sandbox.url;
}

/** A query parameter's example, default or first allowed value in the contract, as Postman sends it. */
function parameterExample(contract: JsonObject, parameter: JsonObject): string | undefined {
  const schema = deref<JsonObject | undefined>(contract, parameter.schema);
  const example = parameter.example ?? schema?.example ?? schema?.default ?? listedValues(schema)?.[0];
  return example === undefined ? undefined : String(example);
}

const randomUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A UUID (version 4 in form) derived from `seed`, the same on every build. */
function uuidFrom(seed: string): string {
  const hex = crypto.createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Every random UUID the converter gave (the collection, items, responses) replaced by one derived from where it sits. */
function stableIds(node: unknown, place: string): void {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    const at = `${place}/${key}`;
    if ((key === 'id' || key === '_postman_id') && typeof value === 'string' && randomUuid.test(value))
      (node as Record<string, unknown>)[key] = uuidFrom(at);
    else stableIds(value, at);
  }
}

/**
 * A saved response for every named example of a status, each named after its example: the
 * converter keeps only the first, and the others (`token_expired` beside `invalid_token`)
 * are answers the call can give too, which its page lists.
 */
function withEveryExample(item: PostmanItem, contract: JsonObject, operation: JsonObject): void {
  for (const [status, raw] of Object.entries((operation.responses as JsonObject | undefined) ?? {})) {
    const response = deref<JsonObject>(contract, raw);
    const media = (response.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined;
    const examples = Object.entries((media?.examples as JsonObject | undefined) ?? {});
    const saved = item.response?.find((candidate) => String(candidate.code) === status);
    if (examples.length === 0 || !saved) continue;
    const [[firstName, first], ...others] = examples;
    const description = saved.name;
    saved.name = `${description} (${firstName})`;
    // The converter pairs a response example with a parameter example of the same name
    // (`limit`'s `first_page`) and may save that one first: the first is the contract's first.
    saved.body = JSON.stringify(deref<JsonObject>(contract, first).value, null, 2);
    for (const [exampleName, example] of others)
      item.response!.push({
        ...structuredClone(saved),
        name: `${description} (${exampleName})`,
        body: JSON.stringify(deref<JsonObject>(contract, example).value, null, 2),
      });
  }
}

/** The fields of a request body's or a response's JSON schema, by name (none without one). */
function jsonFields(contract: JsonObject, bodyOrResponse: unknown): JsonObject {
  const content = bodyOrResponse
    ? (deref<JsonObject>(contract, bodyOrResponse).content as JsonObject | undefined)
    : undefined;
  const schema = deref<JsonObject | undefined>(
    contract,
    (content?.['application/json'] as JsonObject | undefined)?.schema,
  );
  return (schema?.properties as JsonObject | undefined) ?? {};
}

/** A call's first successful response. */
const successOf = (operation: JsonObject): unknown =>
  Object.entries((operation.responses as JsonObject) ?? {}).find(([status]) => status.startsWith('2'))?.[1];

/**
 * The call that gives a token: the one that takes a body and no token. Its credential
 * fields (all but a fixed `grant_type` and the `scope`) are sent from variables named after
 * them (`client_id` → `clientId`), and `tokenField` of its answer is the token.
 */
export function tokenCall(contract: JsonObject): {
  operationId: string;
  credentials: Array<{field: string; variable: string; description: string}>;
  tokenField: string;
} {
  const found = listOperations(contract as never).find(
    ({operation, isWebhook}) =>
      !isWebhook && Array.isArray(operation.security) && operation.security.length === 0 && operation.requestBody,
  );
  if (!found) throw new Error('contracts/openapi: no call takes a body without a token, to get a token with');
  const credentials = Object.entries(jsonFields(contract, found.operation.requestBody))
    .filter(([field, schema]) => field !== 'scope' && deref<JsonObject>(contract, schema).const === undefined)
    .map(([field, schema]) => ({
      field,
      variable: field.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase()),
      description: String(deref<JsonObject>(contract, schema).description ?? field),
    }));
  const tokenField = Object.keys(jsonFields(contract, successOf(found.operation))).find((field) =>
    /token$/.test(field),
  );
  if (!tokenField) throw new Error(`contracts/openapi: ${found.operationId} answers no field named …token`);
  return {operationId: found.operationId, credentials, tokenField};
}

/**
 * The ID variable a collection path segment's items fill: the path parameter that follows
 * that segment in the contract (`projects` → `project_id`), else a request field named
 * after it (`quotes` → `quote_id` of the project request). None for a segment without one.
 */
function idVariables(contract: JsonObject): Map<string, string> {
  const found = new Map<string, string>();
  const calls = listOperations(contract as never).filter((operation) => !operation.isWebhook);
  for (const {path} of calls) {
    const segments = path.split('/').filter(Boolean);
    segments.forEach((segment, index) => {
      const next = /^\{(.+)\}$/.exec(segments[index + 1] ?? '')?.[1];
      if (next && isIdName(next) && !segment.startsWith('{')) found.set(segment, next);
    });
  }
  const requestFields = new Set(
    calls.flatMap(({operation}) => Object.keys(jsonFields(contract, operation.requestBody))),
  );
  for (const {path} of calls) {
    const last = path.split('/').filter(Boolean).at(-1)!;
    const field = `${last.replace(/s$/, '')}_id`;
    if (!found.has(last) && requestFields.has(field)) found.set(last, field);
  }
  return found;
}

/** Every ID a call of the contract takes in its path, by parameter name. */
const pathIds = (calls: ReturnType<typeof listOperations>): Set<string> =>
  new Set(calls.flatMap(({path}) => [...path.matchAll(/\{(.+?)\}/g)].map((match) => match[1]).filter(isIdName)));

/** The kind of ID each path parameter takes, from its example (`track_id` → `trk_`). */
function idKindsOfPaths(contract: JsonObject, calls: ReturnType<typeof listOperations>): Map<string, string> {
  const kinds = new Map<string, string>();
  for (const {pathParameters, operation} of calls)
    for (const node of [...pathParameters, ...((operation.parameters as unknown[]) ?? [])]) {
      const parameter = deref<JsonObject>(contract, node);
      const example = parameter.example;
      if (parameter.in === 'path' && typeof example === 'string' && apiId.test(example))
        kinds.set(String(parameter.name), idKind(example));
    }
  return kinds;
}

/**
 * Puts `{{variable}}` in place of each API ID a body sends, at any depth, that a variable
 * keeps: in a field named after it (`quote_id`), or in one whose name ends with it and that
 * holds its kind of ID (`music_track_id`, a `trk_` ID, takes `track_id`; the longest name
 * first). The first example each variable replaces goes into `examples`. Whether the body
 * changed.
 */
function sendIdsFromVariables(
  body: JsonObject,
  variables: Set<string>,
  kinds: Map<string, string>,
  examples: Map<string, string>,
): boolean {
  const longestFirst = [...variables].sort((a, b) => b.length - a.length);
  let changed = false;
  for (const {holder, field, id} of apiIdFields(body)) {
    const variable = variables.has(field)
      ? field
      : longestFirst.find((name) => field.endsWith(`_${name}`) && kinds.get(name) === idKind(id));
    if (!variable) continue;
    if (!examples.has(variable)) examples.set(variable, id);
    holder[field] = `{{${variable}}}`;
    changed = true;
  }
  return changed;
}

/**
 * What a call answers, for keeping IDs: the list field (`data`, v3's `items`) when it answers
 * a list, and the fields of the object it answers, or of each item of its list.
 */
function answerShape(contract: JsonObject, operation: JsonObject): {list?: string; fields: JsonObject} {
  const fields = jsonFields(contract, successOf(operation));
  const list = ['data', 'items'].find(
    (field) => deref<JsonObject | undefined>(contract, fields[field])?.type === 'array',
  );
  if (!list) return {fields};
  const items = deref<JsonObject | undefined>(contract, deref<JsonObject>(contract, fields[list]).items);
  return {list, fields: (items?.properties as JsonObject | undefined) ?? {}};
}

/** The fields that hold an object whose ID a variable keeps: a project's `info_request` gives `info_request_id`. */
function nestedIds(fields: JsonObject, variables: Set<string>): Array<[string, string]> {
  return Object.keys(fields).flatMap((field): Array<[string, string]> => {
    const variable = [`${field}_id`, `${field}Id`].find((name) => variables.has(name));
    return variable ? [[field, variable]] : [];
  });
}

/**
 * The statuses from which a call taking `{variable}` in its path moves what it names, by the
 * `x-transitions` of the status schema of the answer's `status` field (none where it has
 * none): a deliverable's `pending_review`.
 */
function actionableStatuses(
  contract: JsonObject,
  calls: LocatedOperation[],
  variable: string,
  fields: JsonObject,
): string[] {
  const takers = new Set(calls.filter((call) => call.path.includes(`{${variable}}`)).map((call) => call.operationId));
  const schema = deref<JsonObject | undefined>(contract, fields.status);
  const transitions = (schema?.['x-transitions'] as Transition[] | undefined) ?? [];
  return [
    ...new Set(
      transitions
        .filter(
          ({from, causes}) => from && causes.some((cause) => cause.kind === 'call' && takers.has(cause.operationId)),
        )
        .map(({from}) => from!),
    ),
  ];
}

/**
 * The call's Idempotency-Key, in its own variable: a send makes one when there is none or
 * the body it sends changed (the API answers a key sent with another body `409`), and an
 * answer leaves it for the next send while it is not final (none, `401`, `429`, `5xx`), as
 * the introduction's idempotency says, so that a resend is a retry, never a second order.
 */
function keepKeyForRetries(item: PostmanItem, variable: string): void {
  const prerequest = [
    "const body = pm.request.body ? pm.variables.replaceIn(pm.request.body.toString()) : '';",
    `if (!pm.collectionVariables.get('${variable}') || pm.collectionVariables.get('${variable}_body') !== body) {`,
    `  pm.collectionVariables.set('${variable}', pm.variables.replaceIn('{{$guid}}'));`,
    `  pm.collectionVariables.set('${variable}_body', body);`,
    '}',
  ];
  const forgetWhenFinal = [
    '// Kept for a resend after 401, 429 or a 5xx (or no answer, when this does not run): the retry acts.',
    `if (![401, 429].includes(pm.response.code) && pm.response.code < 500) pm.collectionVariables.unset('${variable}');`,
  ];
  const test = item.event?.find((event) => event.listen === 'test');
  // First, so that a script after it that throws cannot keep a key whose answer was final.
  if (test) test.script.exec.unshift(...forgetWhenFinal);
  item.event = [
    {listen: 'prerequest', script: {type: 'text/javascript', exec: prerequest}},
    ...(test ? item.event! : [{listen: 'test', script: {type: 'text/javascript', exec: forgetWhenFinal}}]),
  ];
}

/**
 * After a 2xx answer, keep the IDs it gives: its own in `own`, and each nested object's
 * (`info_request.id`) in its variable. A list keeps the ID kept before while it lists that
 * item in a status the calls taking it can act from (any status where the contract has no
 * transitions), else its first item in such a status, else its first: listing projects
 * after creating one keeps the new project, and a deliverable approved gives way to one
 * still to review. The nested IDs are the chosen item's, and a chosen item without such an
 * object leaves none, so a project and its question stay a pair.
 */
const keepIdScript = (
  list: string | undefined,
  own: {variable: string; actionable: string[]} | undefined,
  nested: Array<[string, string]>,
): string[] => [
  'if (pm.response.code < 300) {',
  '  const body = pm.response.json();',
  ...(list
    ? [
        own && own.actionable.length > 0
          ? `  const canAct = (item) => item && ${JSON.stringify(own.actionable)}.includes(item.status);`
          : '  const canAct = (item) => Boolean(item);',
        ...(own
          ? [
              `  const kept = body.${list}.find((item) => String(item.id) === pm.collectionVariables.get('${own.variable}'));`,
              `  const chosen = canAct(kept) ? kept : body.${list}.find(canAct) || body.${list}[0];`,
              `  if (chosen) pm.collectionVariables.set('${own.variable}', String(chosen.id));`,
            ]
          : [`  const chosen = body.${list}.find(canAct);`]),
        ...nested.flatMap(([field, variable]) => [
          `  if (chosen && chosen.${field} && chosen.${field}.id !== undefined) pm.collectionVariables.set('${variable}', String(chosen.${field}.id));`,
          `  else if (chosen) pm.collectionVariables.unset('${variable}');`,
        ]),
      ]
    : [
        ...(own
          ? [`  if (body.id !== undefined) pm.collectionVariables.set('${own.variable}', String(body.id));`]
          : []),
        ...nested.map(
          ([field, variable]) =>
            `  if (body.${field} && body.${field}.id !== undefined) pm.collectionVariables.set('${variable}', String(body.${field}.id));`,
        ),
      ]),
  '}',
];

const requestKey = (method: string, segments: string[]): string =>
  `${method.toUpperCase()} /${segments.map((segment) => segment.replace(/^\{(.+)\}$/, ':$1')).join('/')}`;

export async function postmanCollection(name: string): Promise<PostmanCollection> {
  const contract = loadContract(name);
  const collection = await convert(contract);
  const calls = listOperations(contract).filter((operation) => !operation.isWebhook);
  const callOf = new Map(
    calls.map((operation) => [requestKey(operation.method, operation.path.split('/').filter(Boolean)), operation]),
  );
  const token = tokenCall(contract);
  const everyScope = [...new Set(calls.flatMap((operation) => operationScopes(contract, operation.operation)))].join(
    ' ',
  );
  const idVariableOf = idVariables(contract);
  const idKinds = idKindsOfPaths(contract, calls);
  const bodyIdVariables = new Set(idVariableOf.values());
  const everyIdVariable = new Set([...pathIds(calls), ...idVariableOf.values()]);
  let asksForScope = false;
  // Each ID variable starts as the contract's example of its parameter, until a call keeps yours.
  const idExamples = new Map<string, string>();
  const visit = (items: PostmanItem[]): PostmanItem[] =>
    items
      .map((item) => {
        if (item.item) return {...item, item: visit(item.item)};
        const request = item.request!;
        const call = callOf.get(requestKey(request.method, request.url.path ?? []));
        const security = call?.operation.security;
        request.auth = Array.isArray(security) && security.length === 0 ? {type: 'noauth'} : null;
        const idempotencyKey = call && `idempotencyKey_${call.operationId}`;
        const keyHeader = request.header?.find((header) => header.key.toLowerCase() === 'idempotency-key');
        if (keyHeader && idempotencyKey) keyHeader.value = `{{${idempotencyKey}}}`;
        else if (keyHeader) keyHeader.value = '{{$guid}}';
        for (const variable of request.url.variable ?? []) {
          if (!isIdName(variable.key)) continue;
          if (!idExamples.has(variable.key)) idExamples.set(variable.key, variable.value);
          variable.value = `{{${variable.key}}}`;
        }
        if (request.body?.raw) {
          const body = JSON.parse(request.body.raw) as JsonObject;
          if (sendIdsFromVariables(body, bodyIdVariables, idKinds, idExamples))
            request.body.raw = JSON.stringify(body, null, 2);
        }
        if (call) withEveryExample(item, contract, call.operation);
        const own = idVariableOf.get(request.url.path?.at(-1) ?? '');
        const shape = call ? answerShape(contract, call.operation) : {fields: {}};
        const nested = nestedIds(shape.fields, everyIdVariable);
        if (own || nested.length > 0)
          item.event = [
            {
              listen: 'test',
              script: {
                type: 'text/javascript',
                exec: keepIdScript(
                  shape.list,
                  own ? {variable: own, actionable: actionableStatuses(contract, calls, own, shape.fields)} : undefined,
                  nested,
                ),
              },
            },
          ];
        const queryParameters = ((call?.operation.parameters ?? []) as unknown[])
          .map((parameter) => deref<JsonObject>(contract, parameter))
          .filter((parameter) => parameter.in === 'query');
        // The request, and the request each saved response example shows.
        for (const query of [
          request.url.query,
          ...(item.response ?? []).map((saved) => saved.originalRequest?.url.query),
        ]) {
          for (const parameter of query ?? []) {
            const declared = queryParameters.find((candidate) => candidate.name === parameter.key);
            parameter.disabled = !declared?.required;
            parameter.value = (declared && parameterExample(contract, declared)) ?? '';
          }
        }
        // The token call: your credentials, a token for every call of the collection, kept in accessToken.
        if (call?.operationId === token.operationId) {
          const body = JSON.parse(request.body!.raw!) as JsonObject;
          for (const {field, variable} of token.credentials) body[field] = `{{${variable}}}`;
          if ('scope' in body) {
            body.scope = '{{scope}}';
            asksForScope = true;
          }
          request.body!.raw = JSON.stringify(body, null, 2);
          item.event = [
            {
              listen: 'test',
              script: {
                type: 'text/javascript',
                exec: [
                  `const token = pm.response.code === 200 ? pm.response.json().${token.tokenField} : undefined;`,
                  "if (token) pm.collectionVariables.set('accessToken', token);",
                ],
              },
            },
          ];
        }
        if (keyHeader && idempotencyKey) keepKeyForRetries(item, idempotencyKey);
        return item;
      })
      // Webhooks are calls to your server: a folder of them stays empty.
      .filter((item) => !item.item || item.item.length > 0);
  collection.item = visit(collection.item);
  stableIds(collection, name);
  collection.auth = collectionAuth(contract, name);
  // The contract's version, so two downloads tell which is newer (the changelog's releases).
  collection.info = {...(collection.info as JsonObject), version: String((contract.info as JsonObject).version)};
  collection.variable = [
    {
      key: 'baseUrl',
      value: sandboxUrl(contract, name),
      type: 'string',
      description: 'The sandbox. Change it to the production URL to go live.',
    },
    ...token.credentials.map(({variable, description}) => ({
      key: variable,
      value: '',
      type: 'string',
      description: `${description} Sent by the token call.`,
    })),
    ...(asksForScope
      ? [
          {
            key: 'scope',
            value: everyScope,
            type: 'string',
            description:
              'The scopes the token call asks for: every scope of the collection. Keep only those your client may ask for; one it may not answers 403 insufficient_scope.',
          },
        ]
      : []),
    {
      key: 'accessToken',
      value: '',
      type: 'string',
      description: 'The token the token call got, kept by it; sent on every other call.',
    },
    ...[...idExamples].map(([key, value]) => ({
      key,
      value,
      type: 'string',
      description: 'The one the last call kept (the contract’s example until then); set it to one of yours.',
    })),
  ];
  return collection;
}
