import pg from 'pg';
import {accessToken} from './token.js';

const api = 'https://sandbox.api.studiowave.example/v1';
const scope = 'events:read'; // GET /events
const db = new pg.Pool();

// Stores every event after the last one received, as the route does: the worker handles
// them, and the event ID skips those that did arrive.
export async function catchUp() {
  const {rows} = await db.query('SELECT id FROM webhook_events ORDER BY received_at DESC LIMIT 1');
  if (rows.length === 0) return; // nothing received yet: nothing to catch up on
  let cursor = null;
  do {
    const query = new URLSearchParams({after: rows[0].id, limit: '100', ...(cursor && {cursor})});
    const response = await fetch(`${api}/events?${query}`, {
      headers: {Authorization: `Bearer ${await accessToken(scope)}`},
    });
    if (!response.ok) throw new Error(`GET /events: HTTP ${response.status}`);
    const page = await response.json();
    for (const event of page.data) {
      await db.query(
        `INSERT INTO webhook_events (id, type, data, test_mode) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO NOTHING`,
        [event.id, event.type, event.data, event.test_mode],
      );
    }
    cursor = page.pagination.next_cursor;
  } while (cursor);
}

// In server.mjs, at start-up and every hour:
//   import {catchUp} from './catch-up.mjs';
//   await catchUp();
//   setInterval(() => catchUp().catch(console.error), 60 * 60 * 1000);
