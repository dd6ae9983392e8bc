import express from 'express';
import {callApi} from './api.js';

// The page's POST /widget-session. Only your server holds API credentials: it starts the
// session with its own token and hands the page the session's client_token, nothing else.
// The reference links the visitor's projects to your checkout: here the checkout ID your
// site keeps in its `checkout` cookie (up to 100 characters).
export const widgetSessionRoute = express.Router().post('/widget-session', async (request, response) => {
  const cookie = /(?:^|;\s*)checkout=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
  try {
    const reference = cookie ? decodeURIComponent(cookie) : undefined;
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
