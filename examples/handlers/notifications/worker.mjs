import pg from 'pg';
import {callApi} from './api.js';
import {ApiError} from './send.js';
import {apiUrl} from './token.js';
import {confirmWidgetOrder} from './confirm-widget-order.js';

// GET /deliverables/{deliverable_id}, and GET /projects/{project_id} for widget sales and questions.
const scope = 'projects:read deliverables:read';
const db = new pg.Pool();
// An idle connection that breaks (the database restarts) is replaced; unheard, it stops Node.
db.on('error', (error) => console.error('Database connection lost', error));
// In production, confirmWidgetOrder leaves test-mode projects alone.
const live = new URL(apiUrl()).hostname === 'api.studiowave.example';

// Where confirmWidgetOrder keeps widget sales: one row per project, saved again when the
// project changes; changed_at moves only when what the visitor paid does, which is what
// your fulfilment acts on.
const salesIn = (client) => ({
  save: ({projectId, reference, price}) =>
    client.query(
      `INSERT INTO widget_sales (project_id, reference, amount, currency) VALUES ($1, $2, $3, $4)
       ON CONFLICT (project_id) DO UPDATE
       SET reference = EXCLUDED.reference, amount = EXCLUDED.amount, currency = EXCLUDED.currency,
           changed_at = CASE
             WHEN widget_sales.amount = EXCLUDED.amount AND widget_sales.currency = EXCLUDED.currency
             THEN widget_sales.changed_at ELSE now() END`,
      [projectId, reference, price.amount, price.currency],
    ),
});

// Stores a status unless the stored one is newer: events arrive in any order. One with the
// same updated_at is replaced only by what the API answers (settles).
async function storeStatus(client, id, status, updatedAt, settles = false) {
  await client.query(
    `INSERT INTO studiowave_resources (id, status, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, updated_at = EXCLUDED.updated_at
     WHERE studiowave_resources.updated_at < EXCLUDED.updated_at
        OR ($4 AND studiowave_resources.updated_at = EXCLUDED.updated_at)`,
    [id, status, updatedAt, settles],
  );
}

// Stores an event's status; returns whether it ties, another status stored with the same
// updated_at: the events then do not tell which came last, and the caller reads the resource.
async function applyStatus(client, id, status, updatedAt) {
  await storeStatus(client, id, status, updatedAt);
  const tie = await client.query(
    'SELECT 1 FROM studiowave_resources WHERE id = $1 AND updated_at = $2 AND status <> $3',
    [id, updatedAt, status],
  );
  return tie.rows.length === 1;
}

async function handleEvent(client, type, data) {
  switch (type) {
    case 'project.created':
    case 'project.status_changed':
      if (await applyStatus(client, data.project_id, data.status, data.updated_at)) {
        const project = await callApi('GET', `/projects/${data.project_id}`, {scope});
        await storeStatus(client, project.id, project.status, project.updated_at, true);
      }
      // Widget sales: a new order is confirmed, a cancelled one settled at what it cost.
      await confirmWidgetOrder(
        {type, data},
        {readProject: (id) => callApi('GET', `/projects/${id}`, {scope}), live, sales: salesIn(client)},
      );
      break;
    case 'service.status_changed':
      if (await applyStatus(client, data.service_id, data.status, data.updated_at)) {
        const {services} = await callApi('GET', `/projects/${data.project_id}`, {scope});
        const service = services.find(({id}) => id === data.service_id);
        if (service) await storeStatus(client, service.id, service.status, service.updated_at, true);
      }
      break;
    case 'deliverable.delivered':
    case 'deliverable.status_changed':
    case 'revision.delivered': {
      // Read the deliverable: its current status and files, whatever the order of events.
      const deliverable = await callApi('GET', `/deliverables/${data.deliverable_id}`, {scope});
      await applyStatus(client, deliverable.id, deliverable.status, deliverable.updated_at);
      break;
    }
    case 'project.info_needed': {
      await applyStatus(client, data.project_id, 'info_needed', data.updated_at);
      // Read the project: an event handled late (a retry, the catch-up) can carry a question
      // answered since. Only the one the project still shows waits for your customer.
      const project = await callApi('GET', `/projects/${data.project_id}`, {scope});
      if (project.info_request?.id !== data.info_request.id) break;
      await client.query(
        `INSERT INTO info_requests (id, project_id, question, asked_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO NOTHING`,
        [data.info_request.id, data.project_id, data.info_request.question, data.info_request.asked_at],
      );
      // The project waits until you answer. Tell your customer from the info_requests row once
      // this transaction commits (it can roll back and run again), then send their answer with
      // POST /projects/{project_id}/info-requests/{info_request_id}/answer. The row stays once
      // answered: the open question is a project's newest row while it is info_needed.
      break;
    }
    default:
      break; // A new event type: nothing to do until you support it.
  }
}

// An API error that the same call would meet again (a 4xx other than 429, after api.js has
// renewed the token once) does not pass by waiting: the event is set aside, with the error,
// for you to look at. Anything else (the API still unavailable after send.js's retries, the
// database) is tried again later, after the events that have not failed.
const isFinal = (error) => error instanceof ApiError && error.status < 500 && error.status !== 429;
const retryDelay = (attempts) => Math.min(2 ** attempts, 60) * 60 * 1000; // 1, 2, 4 ... 60 min

async function handleNextEvent() {
  const client = await db.connect();
  let event;
  try {
    await client.query('BEGIN');
    const {rows} = await client.query(
      `SELECT id, type, data, attempts FROM webhook_events
       WHERE handled_at IS NULL AND failed_at IS NULL AND (retry_at IS NULL OR retry_at <= now())
       ORDER BY attempts, received_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    event = rows[0];
    if (event) {
      await handleEvent(client, event.type, event.data);
      await client.query('UPDATE webhook_events SET handled_at = now() WHERE id = $1', [event.id]);
    }
    await client.query('COMMIT');
    return Boolean(event);
  } catch (error) {
    await client.query('ROLLBACK');
    console.error(`Event ${event?.id ?? '(none)'} failed`, error);
    if (!event) return false;
    if (isFinal(error))
      await client.query('UPDATE webhook_events SET failed_at = now(), last_error = $2 WHERE id = $1', [
        event.id,
        error.message,
      ]);
    else
      await client.query(
        'UPDATE webhook_events SET attempts = attempts + 1, retry_at = $2, last_error = $3 WHERE id = $1',
        [event.id, new Date(Date.now() + retryDelay(event.attempts)), error.message],
      );
    return false;
  } finally {
    client.release();
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
for (;;) {
  let handled = false;
  try {
    handled = await handleNextEvent();
  } catch (error) {
    // The database is unreachable: nothing was marked, so the next turn tries again.
    console.error('Worker could not reach the database', error);
  }
  if (!handled) await sleep(1000);
}
