import {createHmac, timingSafeEqual} from 'node:crypto';
import express from 'express';
import {callApi} from './api.js';

// The page's POST /widget-session. Only your server holds API credentials: it starts the
// session with its own token and hands the page the session's client_token, nothing else.
// The reference links the visitor's projects to your checkout: here the checkout ID your
// site keeps in a `checkout` cookie it signed when the checkout began (checkoutCookie), so
// that a visitor cannot put someone else's checkout in it.
const secret = process.env.CHECKOUT_COOKIE_SECRET;
if (!secret) throw new Error('Set CHECKOUT_COOKIE_SECRET: the key that signs your checkout cookies');

const signatureOf = (checkoutId) => createHmac('sha256', secret).update(checkoutId).digest('base64url');

/**
 * The `checkout` cookie's value for one of your checkouts. Set it when the checkout begins:
 * response.cookie('checkout', checkoutCookie(checkout.id), {httpOnly: true, secure: true, sameSite: 'lax'})
 */
export function checkoutCookie(checkoutId) {
  // It becomes the session's reference, which holds up to 100 characters like a project's.
  if (checkoutId.length > 100) throw new RangeError(`Checkout ID longer than 100 characters: ${checkoutId}`);
  return `${checkoutId}.${signatureOf(checkoutId)}`;
}

export const widgetSessionRoute = express.Router().post('/widget-session', async (request, response) => {
  const cookie = /(?:^|;\s*)checkout=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
  const reference = cookie ? signedCheckoutId(cookie) : undefined;
  if (cookie && reference === undefined) {
    response.status(400).json({error: 'checkout_reference_invalid'});
    return;
  }
  try {
    const session = await callApi('POST', '/widget-sessions', {
      scope: 'projects:write',
      body: reference ? {reference} : {},
      // The visitor waits for the widget: after 10 s, answer 502 rather than retry for minutes.
      signal: AbortSignal.timeout(10 * 1000),
    });
    response.json({client_token: session.client_token});
  } catch (error) {
    console.error('Widget session failed', error);
    response.status(502).json({error: 'widget_session_failed'});
  }
});

// The checkout ID of a cookie your site signed; undefined for any other bytes the browser
// sends, answered rather than thrown (Express 4 leaves an async handler's rejection to
// crash the process).
function signedCheckoutId(cookie) {
  let value;
  try {
    value = decodeURIComponent(cookie); // response.cookie encoded it
  } catch {
    return undefined;
  }
  const dot = value.lastIndexOf('.');
  const checkoutId = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signatureOf(checkoutId));
  return dot > 0 && given.length === expected.length && timingSafeEqual(given, expected) ? checkoutId : undefined;
}
