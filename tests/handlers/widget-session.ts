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
 * starts a session on the mock with the `checkout` cookie as its reference (none without
 * the cookie) and a token for projects:write, and answers the page the client_token alone;
 * a cookie over the reference's 100 characters, or one that does not decode, gets 400
 * without a call; when the API refuses, the page gets 502 and no detail of the error.
 */
export async function checkWidgetSessionRoute(mock: Mock): Promise<void> {
  const handler = 'widget session route';
  const dir = readerFolder({
    'widget-session.mjs': 'widget/widget-session.mjs',
    ...apiClientFiles,
  });
  const {widgetSessionRoute} = (await import(pathToFileURL(path.join(dir, 'widget-session.mjs')).href)) as {
    widgetSessionRoute: express.Router;
  };
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
    for (const [cookie, wanted] of [
      ['theme=dark; checkout=chk%2042', {reference: 'chk 42'}],
      [undefined, {}],
    ] as const) {
      const check = cookie
        ? 'starts a session with the checkout cookie as its reference'
        : 'starts one without a cookie';
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

    // A visitor's cookie that does not decode is answered, not thrown out of the handler
    // (Express 4 leaves an async handler's rejection to crash the process).
    const beforeMalformed = mock.requests().length;
    const malformed = await routedFetch(url, {method: 'POST', headers: {Cookie: 'checkout=%E0%A4%A'}});
    const next = await routedFetch(url, {method: 'POST'});
    const malformedCheck = 'answers 400 to a malformed checkout cookie, without a session call, and goes on serving';
    if (malformed.status === 400 && sessionCalls(beforeMalformed).length === 1 && next.status === 200)
      pass(handler, malformedCheck);
    else
      fail(
        handler,
        malformedCheck,
        `answered ${malformed.status}, then ${next.status}, after ${sessionCalls(beforeMalformed).length} session calls (1 expected: the second request's)`,
      );

    const atLimit = await routedFetch(url, {method: 'POST', headers: {Cookie: `checkout=${'c'.repeat(100)}`}});
    if (atLimit.status === 200) pass(handler, 'takes a checkout cookie of 100 characters');
    else fail(handler, 'takes a checkout cookie of 100 characters', `answered ${atLimit.status}`);
    const beforeLong = mock.requests().length;
    const long = await routedFetch(url, {method: 'POST', headers: {Cookie: `checkout=${'c'.repeat(101)}`}});
    if (long.status === 400 && sessionCalls(beforeLong).length === 0)
      pass(handler, 'answers 400 to a checkout cookie over 100 characters, without a session call');
    else
      fail(
        handler,
        'answers 400 to a checkout cookie over 100 characters, without a session call',
        `answered ${long.status} after ${sessionCalls(beforeLong).length} session calls`,
      );

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
    } finally {
      console.error = consoleError;
    }
  } finally {
    globalThis.fetch = routedFetch;
    server.close();
  }
}
