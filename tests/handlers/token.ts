import {pathToFileURL} from 'node:url';
import type {Mock} from '../../scripts/mock/prism';
import type {JsonObject} from '../../plugins/openapi-contracts/contracts';
import {checkOf, checkScopes, contractError, exampleFile, fail, pass, tokenRequestScopes, urlOf} from './support';

type TokenModule = {
  accessToken: (scope: string) => Promise<string>;
  forgetToken: (scope: string, refused?: string) => Promise<void>;
};

/**
 * token.js of /api/authentication, "one cached token per set of scopes": calls that need a
 * token at the same time, naming the same scopes in any order, share one token request;
 * after forgetToken, the next call asks again.
 */
export async function checkTokenCache(mock: Mock): Promise<void> {
  const handler = 'token.js';
  const file = exampleFile('authentication/token.js');
  // A module instance of its own, so that no other check's cache is shared.
  const {accessToken, forgetToken} = (await import(`${pathToFileURL(file).href}?token-cache`)) as TokenModule;
  const tokenRequests = (from: number) => tokenRequestScopes(mock, mock.requests().slice(from));
  try {
    const from = mock.requests().length;
    const tokens = await Promise.all([
      accessToken('projects:read deliverables:read'),
      accessToken('deliverables:read projects:read'),
      accessToken('projects:read deliverables:read'),
    ]);
    const asked = tokenRequests(from);
    const check = 'calls at the same time, with the same scopes in any order, share one token request';
    if (asked.length === 1 && new Set(tokens).size === 1) pass(handler, check);
    else fail(handler, check, `${asked.length} token requests, ${new Set(tokens).size} tokens`);

    const spaced = mock.requests().length;
    await accessToken('  projects:read   deliverables:read projects:read ');
    if (tokenRequests(spaced).length === 0) pass(handler, 'extra spaces and a repeated scope name the same scopes');
    else fail(handler, 'extra spaces and a repeated scope name the same scopes', 'asked for another token');

    const afterForget = mock.requests().length;
    await forgetToken('deliverables:read projects:read');
    await accessToken('projects:read deliverables:read');
    if (tokenRequests(afterForget).length === 1) pass(handler, 'after forgetToken, asks for a new token');
    else
      fail(handler, 'after forgetToken, asks for a new token', `${tokenRequests(afterForget).length} token requests`);
  } catch (error) {
    fail(handler, 'gets tokens from the token call', (error as Error).message);
  }
}

type UserTokenModule = {
  accessToken: (scope: string, user?: JsonObject) => Promise<string>;
  userIdOf: (user: JsonObject) => string | undefined;
};
type UserApiModule = {
  callApi: (method: string, path: string, options: {scope: string; user?: JsonObject}) => Promise<unknown>;
};

/**
 * User tokens, as /api/users/authentication tells a reseller to keep them: "cache one token
 * per user on your server and renew it a few minutes before it expires", each renewal with
 * a new Idempotency-Key, asked for by your own token with users:write and the user token's
 * scopes. token.js and api.js of the errors page, against the mock, with each token the API
 * issues made distinct (the mock's example is always the same string).
 */
export async function checkUserTokens(mock: Mock): Promise<void> {
  const handler = 'user tokens (token.js, api.js)';
  const {accessToken, userIdOf} = (await import(
    `${pathToFileURL(exampleFile('authentication/token.js')).href}`
  )) as UserTokenModule;
  const {callApi} = (await import(pathToFileURL(exampleFile('authentication/api.js')).href)) as UserApiModule;
  const routedFetch = globalThis.fetch;
  const maria = {external_user_id: 'customer-48213', email: 'maria.lopez@example.com', name: 'Maria Lopez'};
  const tom = {external_user_id: 'customer-50117', email: 'tom.reed@example.com'};
  let issued = 0;
  // What the user token call answers next, instead of a token: planted refusals.
  const refuseUserTokenCall: Array<() => Response> = [];
  const refuseProjects: Array<() => Response> = [];
  let expiresIn = 3600;
  type Sent = {path: string; authorization: string | null; key: string | null; body: JsonObject};
  const sent: Sent[] = [];
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const {pathname} = new URL(urlOf(input));
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as JsonObject) : {};
    sent.push({path: pathname, authorization: headers.get('Authorization'), key: headers.get('Idempotency-Key'), body});
    const tokenCall = pathname.endsWith('/oauth/token') || pathname.endsWith('/oauth/user-token');
    if (pathname.endsWith('/oauth/user-token') && refuseUserTokenCall.length) return refuseUserTokenCall.shift()!();
    if (pathname.endsWith('/projects') && refuseProjects.length) return refuseProjects.shift()!();
    const response = await routedFetch(input, init);
    if (!tokenCall || !response.ok) return response;
    const owner = pathname.endsWith('/user-token') ? `user-${String(body.external_user_id)}` : 'own';
    const answered = (await response.json()) as JsonObject;
    return Response.json({
      ...answered,
      access_token: `${owner}-${++issued}`,
      expires_in: expiresIn,
      // Each user an ID of their own (the mock's example is always the same).
      ...(answered.user
        ? {user: {...(answered.user as JsonObject), id: `usr_for_${String(body.external_user_id)}`}}
        : {}),
    });
  };
  const userTokenCalls = (from: number) => sent.slice(from).filter((call) => call.path.endsWith('/oauth/user-token'));
  const ownTokenCalls = (from: number) => sent.slice(from).filter((call) => call.path.endsWith('/oauth/token'));
  const check = checkOf(handler);
  const fromMock = mock.requests().length;
  try {
    await check("asks for a user's token with your own token, which carries users:write and its scopes", async () => {
      const from = sent.length;
      const token = await accessToken('projects:read quotes:write', maria);
      const [call] = userTokenCalls(from);
      const [own] = ownTokenCalls(from);
      const ownScopes = String(own?.body.scope ?? '').split(' ');
      if (!call) return 'no user token call';
      if (!token.startsWith('user-customer-48213')) return `got ${token}`;
      if (!['users:write', 'projects:read', 'quotes:write'].every((scope) => ownScopes.includes(scope)))
        return `own token asked for "${String(own?.body.scope)}"`;
      if (!call.authorization?.startsWith('Bearer own-')) return `user token call sent ${call.authorization}`;
      if (JSON.stringify(call.body) !== JSON.stringify({...maria, scope: 'projects:read quotes:write'}))
        return `sent ${JSON.stringify(call.body)}`;
      return undefined;
    });
    await check(
      "keeps each user's usr_ ID from their token call (userIdOf), none for a user without a token",
      async () => {
        await accessToken('projects:read', tom);
        const ids = [userIdOf(maria), userIdOf(tom), userIdOf({external_user_id: 'customer-00000'})];
        return JSON.stringify(ids) === JSON.stringify(['usr_for_customer-48213', 'usr_for_customer-50117', undefined])
          ? undefined
          : `userIdOf gave ${JSON.stringify(ids)}`;
      },
    );
    await check(
      'one token per user and scopes: calls at the same time share it, another user gets their own',
      async () => {
        const from = sent.length;
        const [first, again, scopesReordered] = await Promise.all([
          accessToken('projects:read quotes:write', maria),
          accessToken('projects:read quotes:write', maria),
          accessToken('quotes:write projects:read', maria),
        ]);
        const forTom = await accessToken('projects:read quotes:write', tom);
        const reading = await accessToken('projects:read', maria);
        const own = await accessToken('projects:read quotes:write');
        if (userTokenCalls(from).length !== 2)
          return `${userTokenCalls(from).length} user token calls, 2 expected (Tom's, Maria's reading token)`;
        if (first !== again || first !== scopesReordered) return 'the same user and scopes got different tokens';
        if (new Set([first, forTom, reading, own]).size !== 4)
          return `tokens ${[first, forTom, reading, own].join(', ')}: a user, another user, other scopes and your own must differ`;
        return undefined;
      },
    );
    await check('renews a user token in its last 5 minutes, with a new Idempotency-Key', async () => {
      expiresIn = 240;
      const first = await accessToken('deliverables:read', tom);
      const from = sent.length;
      const renewed = await accessToken('deliverables:read', tom);
      expiresIn = 3600;
      const keys = sent.filter((call) => call.path.endsWith('/oauth/user-token')).map((call) => call.key);
      if (userTokenCalls(from).length !== 1 || renewed === first) return 'did not renew';
      if (new Set(keys).size !== keys.length) return 'a renewal reused an Idempotency-Key';
      return undefined;
    });
    await check("callApi with user: the call carries that user's token, renewed once after token_expired", async () => {
      refuseProjects.push(() => contractError(401, 'token_expired'));
      const from = sent.length;
      await callApi('GET', '/projects', {scope: 'projects:read', user: maria});
      const projectCalls = sent.slice(from).filter((call) => call.path.endsWith('/projects'));
      const [refused, repeated] = projectCalls.map((call) => call.authorization);
      if (projectCalls.length !== 2) return `${projectCalls.length} project calls`;
      if (!refused?.startsWith('Bearer user-customer-48213') || !repeated?.startsWith('Bearer user-customer-48213'))
        return `sent ${refused}, then ${repeated}`;
      if (refused === repeated) return 'repeated with the refused token';
      return undefined;
    });
    await check('a user token call refused for your own token gets a new own token and asks once more', async () => {
      refuseUserTokenCall.push(() => contractError(401, 'invalid_token'));
      const from = sent.length;
      const token = await accessToken('search:read', tom);
      const calls = userTokenCalls(from);
      if (calls.length !== 2 || calls[0].authorization === calls[1].authorization)
        return `${calls.length} user token calls, with ${calls.map((call) => call.authorization).join(' then ')}`;
      if (!token.startsWith('user-customer-50117')) return `got ${token}`;
      return undefined;
    });
    checkScopes(handler, mock, fromMock);
  } finally {
    globalThis.fetch = routedFetch;
  }
}
