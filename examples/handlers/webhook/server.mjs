import crypto from 'node:crypto';
import express from 'express';

const secret = process.env.STUDIOWAVE_WEBHOOK_SECRET;
if (!secret) throw new Error('STUDIOWAVE_WEBHOOK_SECRET is not set');
const toleranceSeconds = 300;
const signatureFormat = /^t=(\d{1,18}),v1=([0-9a-f]{64})$/;

export function isSignedByStudiowave(rawBody, header) {
  // express.raw leaves {} in req.body when the request has no body.
  if (!Buffer.isBuffer(rawBody)) return false;
  const match = signatureFormat.exec(header ?? '');
  if (!match) return false;
  const [, timestamp, signature] = match;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const expected = crypto.createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  const received = Buffer.from(signature, 'hex');
  // timingSafeEqual throws on buffers of different lengths; both are 32 bytes here.
  return received.length === expected.length && crypto.timingSafeEqual(received, expected);
}

const app = express();

// express.raw keeps the exact bytes that were signed; express.json would parse them first.
// Every Content-Type: the signature, not a header a proxy may rewrite, says who sent them.
app.post('/webhooks/studiowave', express.raw({type: () => true}), (req, res) => {
  if (!isSignedByStudiowave(req.body, req.get('Studiowave-Signature'))) {
    return res.status(400).send('Invalid signature');
  }
  const event = JSON.parse(req.body.toString('utf8'));
  res.sendStatus(204);
  console.log(`Received ${event.type} ${event.id}`);
});

// HOST narrows the interface, e.g. 127.0.0.1 behind a reverse proxy on the same machine.
app.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '0.0.0.0');
