// One request to the API, as the errors page says: a 429 or a 5xx (rate_limited,
// internal_error, service_unavailable) and a request that got no answer are sent again,
// unchanged (same Idempotency-Key), after Retry-After seconds (a minute at most: a proxy
// can ask for hours) or a growing wait; any other error is thrown with its code and
// request_id. A POST without an Idempotency-Key is sent again only after a 429: after a
// 5xx (a proxy can send one after the API acted) or no answer, it may have acted. A caller
// someone waits on passes init.signal (an AbortSignal): the attempts and waits stop on it.
const attempts = 6; // waits of 1, 2, 4, 8 and 16 s when no Retry-After comes
const timeout = 30 * 1000;

export class ApiError extends Error {
  constructor(status, {code, message, request_id, details}) {
    super(`HTTP ${status} ${code}: ${message} (request_id ${request_id})`);
    Object.assign(this, {status, code, requestId: request_id, details});
  }
}

export async function send(url, init) {
  const resendable = init.method !== 'POST' || new Headers(init.headers).has('Idempotency-Key');
  for (let attempt = 1; ; attempt += 1) {
    const lastAttempt = attempt === attempts;
    let response;
    try {
      const attemptTimeout = AbortSignal.timeout(timeout);
      response = await fetch(url, {
        ...init,
        signal: init.signal ? AbortSignal.any([init.signal, attemptTimeout]) : attemptTimeout,
      });
    } catch (noAnswer) {
      if (lastAttempt || !resendable || init.signal?.aborted) throw noAnswer;
      await wait(backOff(attempt), init.signal);
      continue;
    }
    if (response.ok) return response;
    // A proxy in between can answer without the API's envelope, in HTML or in its own
    // JSON: its status still counts.
    const body = await response.json().catch(() => undefined);
    const error = typeof body?.error?.code === 'string' ? body.error : {code: `http_${response.status}`, message: ''};
    const final = response.status !== 429 && (response.status < 500 || !resendable);
    if (lastAttempt || final || init.signal?.aborted) throw new ApiError(response.status, error);
    console.warn(`${init.method ?? 'GET'} ${url}: ${error.code}, request_id ${error.request_id}; sending it again`);
    const retryAfter = Number(response.headers.get('Retry-After'));
    await wait(retryAfter > 0 ? Math.min(retryAfter, 60) * 1000 : backOff(attempt), init.signal);
  }
}

const backOff = (attempt) => Math.min(1000 * 2 ** (attempt - 1), 60 * 1000);
const wait = (ms, signal) =>
  new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, {once: true});
  });
