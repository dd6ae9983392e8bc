import crypto from 'node:crypto';
import {readFile} from 'node:fs/promises';

const [file, endpoint = 'http://localhost:3000/webhooks/studiowave'] = process.argv.slice(2);
const body = await readFile(file, 'utf8');
const timestamp = Math.floor(Date.now() / 1000);
const signature = crypto
  .createHmac('sha256', process.env.STUDIOWAVE_WEBHOOK_SECRET)
  .update(`${timestamp}.${body}`)
  .digest('hex');

const response = await fetch(endpoint, {
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    'Studiowave-Event-Id': JSON.parse(body).id,
    'Studiowave-Signature': `t=${timestamp},v1=${signature}`,
  },
  body,
});
console.log(`HTTP ${response.status}`);
