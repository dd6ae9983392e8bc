import {randomUUID} from 'node:crypto';
import {ApiError, send} from './send.js';

// The sandbox until you go live; in production set STUDIOWAVE_API_URL=https://api.studiowave.example/v1.
export const apiUrl = () => process.env.STUDIOWAVE_API_URL ?? 'https://sandbox.api.studiowave.example/v1';

const cache = new Map(); // API URL, user (none for yours) and scopes, sorted -> promise of {token, expiresAt}
const userIds = new Map(); // API URL and external_user_id -> our usr_ ID for that user
const scopesOf = (scope) => [...new Set(scope.trim().split(/\s+/))].sort().join(' ');
// A token works only on the host that issued it, and a user token only for its user.
const keyOf = (scope, user) => JSON.stringify([apiUrl(), user?.external_user_id ?? null, scopesOf(scope)]);

// A 401 that a new token cures: it expired early, or its secret was revoked.
export const isTokenRefused = (error) =>
  error instanceof ApiError && ['token_expired', 'invalid_token'].includes(error.code);

// scope: the scopes the caller's calls need, such as 'projects:read deliverables:read'.
// user: to act for one of your users, {external_user_id, email, name} as the user token call
// takes them (name optional); without it, your own token.
export async function accessToken(scope, user) {
  const key = keyOf(scope, user);
  const cached = cache.get(key);
  const current = cached && (await cached.catch(() => null));
  if (current && Date.now() < current.expiresAt - 5 * 60 * 1000) return current.token;
  // Calls that need a new token at the same time share one request.
  const now = cache.get(key);
  if (now === undefined || now === cached)
    cache.set(key, user ? requestUserToken(apiUrl(), scopesOf(scope), user) : requestToken(apiUrl(), scopesOf(scope)));
  return (await cache.get(key)).token;
}

async function requestToken(api, scope) {
  const response = await send(`${api}/oauth/token`, {
    method: 'POST',
    // Like every POST: send.js resends it with this key if no answer came.
    headers: {'Content-Type': 'application/json', 'Idempotency-Key': randomUUID()},
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: process.env.STUDIOWAVE_CLIENT_ID,
      client_secret: process.env.STUDIOWAVE_CLIENT_SECRET,
      scope,
    }),
  });
  return cachedFrom(response);
}

// Your own token asks for it, with users:write and every scope the user token is to carry.
// Each renewal is a new request, with a new Idempotency-Key: the first one's would answer the first token.
async function requestUserToken(api, scope, user) {
  const ownScope = `users:write ${scope}`;
  for (const isRepeat of [false, true]) {
    const own = await accessToken(ownScope);
    try {
      const response = await send(`${api}/oauth/user-token`, {
        method: 'POST',
        headers: {Authorization: `Bearer ${own}`, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID()},
        body: JSON.stringify({...user, scope}),
      });
      const cached = await cachedFrom(response);
      userIds.set(JSON.stringify([api, user.external_user_id]), cached.userId);
      return cached;
    } catch (error) {
      if (!isTokenRefused(error) || isRepeat) throw error;
      await forgetToken(ownScope, own);
    }
  }
}

// Both token calls answer the same fields.
async function cachedFrom(response) {
  const body = await response.json();
  return {token: body.access_token, expiresAt: Date.now() + body.expires_in * 1000, userId: body.user?.id};
}

// Our ID for one of your users (user.id of the user token call), once accessToken got a token
// for them: store it with your own ID, since projects carry it as user_id.
export const userIdOf = (user) => userIds.get(JSON.stringify([apiUrl(), user.external_user_id]));

// After a 401 (the token expired early or its secret was revoked): the next call gets a new one.
// Pass the refused token, and await it: a newer token that another call got meanwhile is
// kept, so calls refused at the same time share one new token. callApi in api.js does this.
export async function forgetToken(scope, refused, user) {
  const key = keyOf(scope, user);
  const entry = cache.get(key);
  if (refused === undefined) return void cache.delete(key);
  const cachedToken = (await entry?.catch(() => null))?.token;
  const replacedMeanwhile = cache.get(key) !== entry;
  if (!replacedMeanwhile && (cachedToken === undefined || cachedToken === refused)) cache.delete(key);
}
