import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import express from 'express';
import type {JsonObject} from '../../plugins/openapi-contracts/contracts';
import type {Mock} from '../../scripts/mock/prism';
import {apiClientFiles, checkScopes, contractError, fail, pass, readerFolder, urlOf} from './support';

/**
 * The widget overview's server route, as a reader assembles it: widget-session.mjs next to
 * api.js, send.js and token.js, mounted on an Express app. The page's POST /widget-session
 * starts a session on the mock with the checkout ID of the signed `checkout` cookie as its
 * reference (none without the cookie) and a token for projects:write, and answers the page
 * the client_token alone; a cookie the site did not sign (another checkout's ID under a
 * signature, no signature, bytes that do not decode) gets 400 without a call; when the
 * API refuses, the page gets 502 and no detail of the error, and so it does after 10 s when
 * the API asks for a longer wait.
 */
export async function checkWidgetSessionRoute(mock: Mock): Promise<void> {
  const handler = 'widget session route';
  const dir = readerFolder({
    'widget-session.mjs': 'widget/widget-session.mjs',
    ...apiClientFiles,
  });
  process.env.CHECKOUT_COOKIE_SECRET = 'handler-check-secret';
  const {widgetSessionRoute, checkoutCookie} = (await import(
    pathToFileURL(path.join(dir, 'widget-session.mjs')).href
  )) as {widgetSessionRoute: express.Router; checkoutCookie: (checkoutId: string) => string};
  // As Express's response.cookie sets it: the value URI-encoded.
  const signed = (checkoutId: string) => `checkout=${encodeURIComponent(checkoutCookie(checkoutId))}`;
  const app = express().use(widgetSessionRoute);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/widget-session`;
  const sessionCalls = (from: number) =>
    mock
      .requests()
      .slice(from)
      .filter((call) => call.method === 'POST' && call.path === `${mock.basePath}/widget-sessions`);
  const routedFetch = globalThis.fetch;
  try {
    const from = mock.requests().length;
    const longest = `chk-${'9'.repeat(96)}`;
    for (const [cookie, wanted, check] of [
      [
        `theme=dark; ${signed('chk 42')}`,
        {reference: 'chk 42'},
        'starts a session with the checkout cookie as its reference',
      ],
      [
        signed(longest),
        {reference: longest},
        'starts one with a checkout ID of 100 characters, the most a reference holds',
      ],
      [undefined, {}, 'starts one without a cookie'],
    ] as const) {
      const before = mock.requests().length;
      const response = await routedFetch(url, {method: 'POST', headers: cookie ? {Cookie: cookie} : {}});
      const body = (await response.json()) as JsonObject;
      const [call] = sessionCalls(before);
      const sent = call ? JSON.parse(call.body || '{}') : undefined;
      if (
        response.status === 200 &&
        JSON.stringify(Object.keys(body)) === '["client_token"]' &&
        typeof body.client_token === 'string' &&
        call?.status === 201 &&
        JSON.stringify(sent) === JSON.stringify(wanted)
      )
        pass(handler, check);
      else
        fail(
          handler,
          check,
          `answered ${response.status} ${JSON.stringify(body)}; sent ${JSON.stringify(sent)}, expected ${JSON.stringify(wanted)}`,
        );
    }
    checkScopes(handler, mock, from);

    // A longer ID would be refused by the API only when the visitor's session starts.
    const tooLong = 'checkoutCookie refuses a checkout ID the API would refuse as a reference (over 100 characters)';
    try {
      checkoutCookie(`${longest}0`);
      fail(handler, tooLong, 'it signed a 101-character ID');
    } catch (error) {
      if (error instanceof RangeError && /100 characters/.test(error.message)) pass(handler, tooLong);
      else fail(handler, tooLong, `threw ${String(error)}`);
    }

    // What a visitor can put in the cookie is refused, answered rather than thrown out of
    // the handler (Express 4 leaves an async handler's rejection to crash the process).
    const [, signature] = checkoutCookie('chk 42').split('.');
    for (const [cookie, what] of [
      [`checkout=${encodeURIComponent(`chk 43.${signature}`)}`, "another checkout's ID under a signature"],
      ['checkout=chk%2043', 'no signature'],
      ['checkout=%E0%A4%A', 'bytes that do not decode'],
    ] as const) {
      const before = mock.requests().length;
      const refused = await routedFetch(url, {method: 'POST', headers: {Cookie: cookie}});
      const next = await routedFetch(url, {method: 'POST'});
      const refusedCheck = `answers 400 to a checkout cookie with ${what}, without a session call, and goes on serving`;
      if (refused.status === 400 && sessionCalls(before).length === 1 && next.status === 200)
        pass(handler, refusedCheck);
      else
        fail(
          handler,
          refusedCheck,
          `answered ${refused.status}, then ${next.status}, after ${sessionCalls(before).length} session calls (1 expected: the second request's)`,
        );
    }

    const check = 'answers 502, without the error, when the API refuses';
    globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) =>
      urlOf(input).endsWith('/widget-sessions') ? contractError(400, 'invalid_request') : routedFetch(input, init);
    const logged: string[] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => logged.push(args.map(String).join(' '));
    try {
      const response = await routedFetch(url, {method: 'POST'});
      const text = await response.text();
      if (
        response.status === 502 &&
        !text.includes('invalid_request') &&
        logged.some((line) => line.includes('invalid_request'))
      )
        pass(handler, check);
      else fail(handler, check, `answered ${response.status} ${text}; logged ${logged.join(' | ') || 'nothing'}`);

      // A visitor waits for the widget: the route gives up at its signal (10 s), where
      // send.js alone would wait and retry, whether the wait is for the session call or for
      // the new token its 401 asks for. The session call answers a 503 with a short wait,
      // then token_expired; the token call then asks for a minute.
      const patience =
        'answers 502 at its 10 s when, after a short wait and a new token, the token call asks to wait a minute';
      let sessionAttempts = 0;
      let tokenAttempts = 0;
      globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
        const called = urlOf(input);
        if (called.endsWith('/widget-sessions'))
          return ++sessionAttempts === 1
            ? contractError(503, 'service_unavailable', {'Retry-After': '2'})
            : contractError(401, 'token_expired');
        if (called.endsWith('/oauth/token'))
          return (tokenAttempts++, contractError(503, 'service_unavailable', {'Retry-After': '60'}));
        return routedFetch(input, init);
      };
      const consoleWarn = console.warn;
      console.warn = () => {};
      const began = Date.now();
      try {
        const waited = await routedFetch(url, {method: 'POST'});
        const seconds = (Date.now() - began) / 1000;
        if (waited.status === 502 && sessionAttempts === 2 && tokenAttempts === 1 && seconds >= 9 && seconds < 30)
          pass(handler, patience);
        else
          fail(
            handler,
            patience,
            `answered ${waited.status} after ${seconds} s, ${sessionAttempts} session and ${tokenAttempts} token calls`,
          );
      } finally {
        console.warn = consoleWarn;
      }
    } finally {
      console.error = consoleError;
    }
  } finally {
    globalThis.fetch = routedFetch;
    server.close();
  }
}
