import {randomUUID} from 'node:crypto';
import {accessToken, apiUrl, forgetToken, isTokenRefused} from './token.js';
import {send} from './send.js';

// A call with a token for `scope`, the scopes the call needs:
//   await callApi('GET', `/deliverables/${id}`, {scope: 'deliverables:read'})
// For one of your users, with their token (token.js gets and caches one per user and scopes):
//   await callApi('GET', '/projects', {scope: 'projects:read', user: {external_user_id, email}})
// A POST sends one Idempotency-Key on every attempt. On token_expired or invalid_token (a
// revoked secret's tokens stop working), it gets a new token and repeats the call once.
// signal (an AbortSignal) gives up sooner than send.js's retries, for a caller someone waits on.
export async function callApi(method, path, {scope, body, user, signal, idempotencyKey = randomUUID()} = {}) {
  for (const isRepeat of [false, true]) {
    const token = await untilAborted(accessToken(scope, user), signal);
    try {
      const response = await send(`${apiUrl()}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(method === 'POST' && {'Idempotency-Key': idempotencyKey}),
          ...(body !== undefined && {'Content-Type': 'application/json'}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      return response.status === 204 ? null : await response.json();
    } catch (error) {
      if (!isTokenRefused(error) || isRepeat) throw error;
      await forgetToken(scope, token, user);
    }
  }
}

// Stops waiting for a token, which other calls may share, when the caller's signal aborts.
function untilAborted(promise, signal) {
  if (!signal) return promise;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      signal.throwIfAborted();
      signal.addEventListener('abort', () => reject(signal.reason), {once: true});
    }),
  ]);
}
