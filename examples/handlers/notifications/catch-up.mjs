import pg from 'pg';
import {callApi} from './api.js';

const scope = 'events:read'; // GET /events
const db = new pg.Pool();
db.on('error', (error) => console.error('Database connection lost', error));
const minute = 60 * 1000;
const kept = 30 * 24 * 60 * minute; // the events list keeps 30 days
// The API's dates are in whole seconds, and so are those it takes.
const inWholeSeconds = (date) => date.toISOString().replace(/\.\d+Z$/, 'Z');

// Stores every event created since the last complete run began, as the route does: the
// worker handles them, and the event ID skips those that did arrive. The first run takes
// all 30 days.
export async function catchUp() {
  const startedAt = new Date();
  const {rows} = await db.query('SELECT started_at FROM catch_up');
  // From where the last run began, not after the last event received: an event created
  // earlier can still be on its retries, or have failed. 5 minutes cover the difference
  // between your clock and the API's.
  const from = rows[0].started_at && new Date(rows[0].started_at.getTime() - 5 * minute);
  if (from && startedAt - from > kept)
    throw new Error(
      `Last catch-up over 30 days ago: read your projects not yet completed or cancelled and those created ` +
        `since ${inWholeSeconds(from)} (GET /projects?created_after=, with a token for projects:read), then run ` +
        '`UPDATE catch_up SET started_at = NULL` so that the next run lists all 30 days',
    );
  let cursor = null;
  let hasMore = true;
  while (hasMore) {
    const query = new URLSearchParams({
      ...(from && {created_after: inWholeSeconds(from)}),
      limit: '100',
      ...(cursor && {cursor}),
    });
    const page = await callApi('GET', `/events?${query}`, {scope});
    for (const event of page.data) {
      await db.query(
        `INSERT INTO webhook_events (id, type, data, test_mode) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO NOTHING`,
        [event.id, event.type, event.data, event.test_mode],
      );
    }
    ({next_cursor: cursor, has_more: hasMore} = page.pagination);
  }
  await db.query('UPDATE catch_up SET started_at = $1', [startedAt]);
}

// In server.mjs, at start-up and every hour. The server need not wait for it: it starts
// from its own last run, whatever the route received meanwhile.
//   import {catchUp} from './catch-up.mjs';
//   catchUp().catch(console.error);
//   setInterval(() => catchUp().catch(console.error), 60 * 60 * 1000);
