import express from 'express';
import {callApi} from './api.js';

// The page's POST /widget-session. Only your server holds API credentials: it starts the
// session with its own token and hands the page the session's client_token, nothing else.
// The reference links the visitor's projects to your checkout: here the checkout ID your
// site keeps in its `checkout` cookie. The visitor can change a cookie: look the reference
// up among your own checkouts before you credit anyone by it.
export const widgetSessionRoute = express.Router().post('/widget-session', async (request, response) => {
  const cookie = /(?:^|;\s*)checkout=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
  const reference = cookie ? decodedOrUndefined(cookie) : undefined;
  if (cookie && reference === undefined) {
    response.status(400).json({error: 'checkout_reference_invalid'});
    return;
  }
  if (reference && [...reference].length > 100) {
    response.status(400).json({error: 'checkout_reference_too_long'});
    return;
  }
  try {
    const session = await callApi('POST', '/widget-sessions', {
      scope: 'projects:write',
      body: reference ? {reference} : {},
    });
    response.json({client_token: session.client_token});
  } catch (error) {
    console.error('Widget session failed', error);
    response.status(502).json({error: 'widget_session_failed'});
  }
});

// A cookie the visitor's browser sent can be any bytes: one that does not decode is refused
// rather than thrown (Express 4 leaves an async handler's rejection to crash the process).
function decodedOrUndefined(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
