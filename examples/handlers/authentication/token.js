import {randomUUID} from 'node:crypto';
import {send} from './send.js';

// The sandbox until you go live; in production set STUDIOWAVE_API_URL=https://api.studiowave.example/v1.
export const apiUrl = () => process.env.STUDIOWAVE_API_URL ?? 'https://sandbox.api.studiowave.example/v1';

const cache = new Map(); // API URL and scopes, sorted -> promise of {token, expiresAt}
const scopesOf = (scope) => [...new Set(scope.trim().split(/\s+/))].sort().join(' ');
// A token works only on the host that issued it.
const keyOf = (scope) => `${apiUrl()} ${scopesOf(scope)}`;

// scope: the scopes the caller's calls need, such as 'projects:read deliverables:read'.
export async function accessToken(scope) {
  const key = keyOf(scope);
  const cached = cache.get(key);
  const current = cached && (await cached.catch(() => null));
  if (current && Date.now() < current.expiresAt - 5 * 60 * 1000) return current.token;
  // Calls that need a new token at the same time share one request.
  const now = cache.get(key);
  if (now === undefined || now === cached) cache.set(key, requestToken(apiUrl(), scopesOf(scope)));
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
  const body = await response.json();
  return {token: body.access_token, expiresAt: Date.now() + body.expires_in * 1000};
}

// After a 401 (the token expired early or its secret was revoked): the next call gets a new one.
// Pass the refused token, and await it: a newer token that another call got meanwhile is
// kept, so calls refused at the same time share one new token. callApi in api.js does this.
export async function forgetToken(scope, refused) {
  const key = keyOf(scope);
  const entry = cache.get(key);
  if (refused === undefined) return void cache.delete(key);
  const cachedToken = (await entry?.catch(() => null))?.token;
  const replacedMeanwhile = cache.get(key) !== entry;
  if (!replacedMeanwhile && (cachedToken === undefined || cachedToken === refused)) cache.delete(key);
}
