import pg from 'pg';

const db = new pg.Pool();
db.on('error', (error) => console.error('Database connection lost', error));

app.post('/webhooks/studiowave', express.raw({type: () => true}), async (req, res) => {
  if (!isSignedByStudiowave(req.body, req.get('Studiowave-Signature'))) {
    return res.status(400).send('Invalid signature');
  }
  const event = JSON.parse(req.body.toString('utf8'));
  try {
    await db.query(
      `INSERT INTO webhook_events (id, type, data, test_mode) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO NOTHING`,
      [event.id, event.type, event.data, event.test_mode],
    );
    res.sendStatus(204);
  } catch (error) {
    console.error(error);
    res.sendStatus(500); // Not stored: the event comes again.
  }
});
