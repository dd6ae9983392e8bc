import {spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type {JsonObject} from '../../plugins/openapi-contracts/contracts';
import {localEnvironment} from '../support/runtimes';
import {signature, strictView, type ContractEvent} from './events';
import {
  doc,
  exampleFile,
  examples,
  fail,
  pass,
  port,
  post,
  readPage,
  results,
  secret,
  sleep,
  waitForPort,
} from './support';

// The webhook page's receivers in four languages and its send-test-event.mjs: what they
// accept, refuse and print, started as the page starts them.

/** An event ID no contract event has, in the unsigned header of each delivery. */
const forgedEventId = 'evt_01JQZZZZZZZZZZZZZZZZZZZZZZ';

/** The deliveries every receiver must accept (each contract event, signed) and refuse. */
export async function checkDeliveries(handler: string, url: string, events: ContractEvent[]): Promise<void> {
  for (const event of events) {
    const body = JSON.stringify(event.payload);
    const status = await post(url, body, {
      // Another event's ID: the header is not signed, so a receiver prints (checkPrintsEvents)
      // and dedupes the ID of the body it verified, never this one.
      'Studiowave-Event-Id': forgedEventId,
      'Studiowave-Signature': signature(secret, body),
    });
    if (status === 204) pass(handler, `accepts a signed ${event.type}`);
    else fail(handler, `accepts a signed ${event.type}`, `answered ${status}, not 204`);
  }
  const body = JSON.stringify(events[0].payload);
  // The same event with test_mode flipped: a forged body under a genuine signature.
  const tampered = body.includes('"test_mode":true')
    ? body.replace('"test_mode":true', '"test_mode":false')
    : body.replace('"test_mode":false', '"test_mode":true');
  const refused: [string, string, Record<string, string>][] = [
    ['a tampered body', tampered, {'Studiowave-Signature': signature(secret, body)}],
    // 302 s on either side of the 300 s tolerance: a whole second of clock and of delay.
    [
      'a stale signature (302 s old)',
      body,
      {'Studiowave-Signature': signature(secret, body, Math.floor(Date.now() / 1000) - 302)},
    ],
    [
      'a signature from the future (302 s ahead)',
      body,
      {'Studiowave-Signature': signature(secret, body, Math.floor(Date.now() / 1000) + 302)},
    ],
    ['another secret', body, {'Studiowave-Signature': signature('whsec_someone_else', body)}],
    // A timestamp no clock reaches, as anyone can send: 400, not a crash on its size.
    ['a 400-digit timestamp', body, {'Studiowave-Signature': `t=${'9'.repeat(400)},v1=${'0'.repeat(64)}`}],
    // What anyone can send without the secret: a fresh, well-formed header on a body that is
    // not JSON, or on none. A receiver must answer 400, not fail or stop.
    [
      'another secret on a text/plain body',
      body,
      {'Content-Type': 'text/plain', 'Studiowave-Signature': signature('whsec_someone_else', body)},
    ],
    ['another secret on an empty body', '', {'Studiowave-Signature': signature('whsec_someone_else', '')}],
    ['a shortened v1', body, {'Studiowave-Signature': signature(secret, body).slice(0, -2)}],
    ['a header without t', body, {'Studiowave-Signature': signature(secret, body).replace(/^t=\d+,/, '')}],
    ['no signature', body, {}],
  ];
  // Within the tolerance, 298 s on either side: accepted.
  for (const [what, offset] of [
    ['a signature 298 s old', -298],
    ['a signature 298 s ahead', 298],
  ] as const) {
    const status = await post(url, body, {
      'Studiowave-Event-Id': String(events[0].payload.id),
      'Studiowave-Signature': signature(secret, body, Math.floor(Date.now() / 1000) + offset),
    });
    if (status === 204) pass(handler, `accepts ${what}`);
    else fail(handler, `accepts ${what}`, `answered ${status}, not 204`);
  }
  // The signature covers the bytes, not the Content-Type a proxy may rewrite.
  const plainStatus = await post(url, body, {
    'Content-Type': 'text/plain',
    'Studiowave-Event-Id': String(events[0].payload.id),
    'Studiowave-Signature': signature(secret, body),
  });
  if (plainStatus === 204) pass(handler, 'accepts a signed event sent as text/plain');
  else fail(handler, 'accepts a signed event sent as text/plain', `answered ${plainStatus}, not 204`);
  for (const [what, sent, headers] of refused) {
    const status = await post(url, sent, {'Studiowave-Event-Id': String(events[0].payload.id), ...headers});
    if (status === 400) pass(handler, `refuses ${what}`);
    else fail(handler, `refuses ${what}`, `answered ${status}, not 400`);
  }
}

/** The event fields a receiver reads, found in its source, must exist in the event envelope. */
function checkReadFields(handler: string, source: string, events: ContractEvent[]): void {
  const reads = new Set<string>();
  for (const pattern of [/\bevent\.(\w+)/g, /\bevent\[["'](\w+)["']\]/g, /\$event\[['"](\w+)['"]\]/g]) {
    for (const match of source.matchAll(pattern)) reads.add(match[1]);
  }
  for (const field of reads) {
    const missing: string[] = [];
    for (const event of events) {
      // Reading the field through the strict view records it when the schema lacks it.
      void strictView(doc, event.payload, [event.schema], 'event', (read) => missing.push(read))[
        field as keyof JsonObject
      ];
    }
    if (missing.length > 0) fail(handler, `reads event.${field}`, `no such field in the event schema (${missing[0]})`);
    else pass(handler, `reads event.${field}`);
  }
}

/** The webhook page's test senders, and how the page runs each. */
const testSenders = {
  'send-test-event.mjs': process.execPath,
  'send-test-event.sh': 'sh',
} as const;
type TestSender = keyof typeof testSenders;

/** Runs a test sender as the webhook page does; without a URL it posts to its default. */
function sendTestEvent(
  event: ContractEvent,
  url?: string,
  sender: TestSender = 'send-test-event.mjs',
): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'handlers-event-')), 'event.json');
  fs.writeFileSync(file, JSON.stringify(event.payload, null, 2));
  return new Promise<string>((resolve) => {
    const args = [exampleFile(`webhook/${sender}`), file, ...(url ? [url] : [])];
    const child = spawn(testSenders[sender], args, {env: localEnvironment({STUDIOWAVE_WEBHOOK_SECRET: secret})});
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('close', () => {
      fs.rmSync(path.dirname(file), {recursive: true, force: true});
      resolve(text.trim());
    });
  });
}

async function checkSendTestEvent(
  url: string,
  event: ContractEvent,
  sender: TestSender,
  receiver: string,
): Promise<void> {
  const check = `posts a signed event ${receiver} accepts`;
  const output = await sendTestEvent(event, url, sender);
  if (/^HTTP 2\d\d$/.test(output)) pass(sender, check);
  else fail(sender, check, output || 'no output');
}

const defaultPort = 3000;
/** Each receiver as its page starts it: its default port, or Flask's and PHP's `3000`. */
const receiversAsStarted: [file: string, command: string, args: string[], handler: string][] = [
  ['server.mjs', process.execPath, ['server.mjs'], 'webhook receiver, JavaScript'],
  [
    'app.py',
    'python3',
    ['-m', 'flask', '--app', 'app', 'run', '--port', String(defaultPort)],
    'webhook receiver, Python',
  ],
  ['StudiowaveWebhook.java', 'java', ['StudiowaveWebhook.java'], 'webhook receiver, Java'],
  ['webhook.php', 'php', ['-S', `127.0.0.1:${defaultPort}`, 'webhook.php'], 'webhook receiver, PHP'],
];

/**
 * Started without STUDIOWAVE_WEBHOOK_SECRET, a receiver must say so, at start or on the
 * first post, and accept nothing, rather than fail on something a reader cannot place.
 */
async function checkMissingSecret(event: ContractEvent): Promise<void> {
  const dir = path.join(examples, 'webhook');
  for (const [file, command, args, handler] of receiversAsStarted) {
    const check = 'without STUDIOWAVE_WEBHOOK_SECRET, names it and accepts nothing';
    const env = localEnvironment({HOST: '127.0.0.1'});
    delete env.STUDIOWAVE_WEBHOOK_SECRET;
    const child = spawn(command, args, {cwd: dir, env});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      let answer = 'not started';
      try {
        await waitForPort(defaultPort, file, child, () => output);
        answer = await sendTestEvent(event);
      } catch {
        // Exited at start: what it printed says why.
      }
      await sleep(200);
      if (/^HTTP 2/.test(answer)) fail(handler, check, `accepted a post: ${answer}`);
      else if (!output.includes('STUDIOWAVE_WEBHOOK_SECRET'))
        fail(
          handler,
          check,
          `never named the variable: ${output.trim().split('\n').slice(0, 3).join(' | ') || 'no output'}`,
        );
      else pass(handler, check);
    } finally {
      child.kill();
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
    }
  }
}

/**
 * The page: send-test-event.mjs "posts to http://localhost:3000/webhooks/studiowave, where the
 * samples above listen". Each receiver started as the page starts it (HOST keeps it on
 * 127.0.0.1) must accept the script's default post.
 */
async function checkDefaultEndpoint(event: ContractEvent): Promise<void> {
  const handler = 'send-test-event.mjs';
  const dir = path.join(examples, 'webhook');
  for (const [file, command, args] of receiversAsStarted) {
    const check = `posts by default where ${file} listens`;
    const child = spawn(command, args, {
      cwd: dir,
      env: localEnvironment({HOST: '127.0.0.1', STUDIOWAVE_WEBHOOK_SECRET: secret}),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await waitForPort(defaultPort, file, child, () => output);
      const answer = await sendTestEvent(event);
      if (answer === 'HTTP 204') pass(handler, check);
      else
        fail(
          handler,
          check,
          answer.split('\n').find((line) => /ECONNREFUSED|^\w*Error:/.test(line.trim())) ?? (answer || 'no output'),
        );
    } catch (error) {
      fail(handler, check, (error as Error).message.split('\n').slice(0, 4).join(' | '));
    } finally {
      child.kill();
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
    }
  }
}

/** The page says each receiver prints every event it accepts: its ID, and its type where it parses JSON. */
async function checkPrintsEvents(
  handler: string,
  output: () => string,
  events: ContractEvent[],
  withType: boolean,
): Promise<void> {
  const lines = events.map((event) => (withType ? `${event.type} ${event.payload.id}` : String(event.payload.id)));
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline && !lines.every((line) => output().includes(line))) await sleep(50);
  const missing = lines.filter((line) => !output().includes(line));
  if (missing.length === 0) pass(handler, `prints the ${withType ? 'type and ID' : 'ID'} of each event`);
  else fail(handler, `prints the ${withType ? 'type and ID' : 'ID'} of each event`, `never printed "${missing[0]}"`);
  const check = "takes the event's ID from the signed body, never from the unsigned header";
  if (output().includes(forgedEventId)) fail(handler, check, `printed the header's ${forgedEventId}`);
  else pass(handler, check);
}

/**
 * The webhook page's known signature ("Check your signing code"): its `v1` is the HMAC the
 * page's steps give for its secret, `t` and body; that body is the page's event as sent, on
 * one line; and the header example in "What you receive" shows the same signature.
 */
function checkSignatureExample(): void {
  const handler = 'webhook page';
  const page = 'docs/api/webhook/index.mdx';
  const text = readPage(page);
  const cell = (label: string) => new RegExp(`^\\| ${label} \\| \`([^\`]+)\` \\|$`, 'm').exec(text)?.[1];
  const block = (title: string) =>
    new RegExp(`^\`\`\`json title="${title}"[^\n]*\n([^]*?)\n\`\`\`$`, 'm').exec(text)?.[1];
  const [secretShown, t, v1] = [cell('Secret'), cell('`t`'), cell('`v1`')];
  const body = block('The signed body, byte for byte');
  const event = block('A project.status_changed event');
  if (!secretShown || !t || !v1 || !body || !event) {
    fail(handler, 'shows a known signature', `${page}: the secret, t, v1, the signed body or the event is missing`);
    return;
  }
  const check = `${page}: v1 is the HMAC-SHA256 of <t>.<body> keyed with the secret shown`;
  if (signature(secretShown, body, Number(t)) === `t=${t},v1=${v1}`) pass(handler, check);
  else fail(handler, check, `the steps give ${signature(secretShown, body, Number(t))}`);
  const asSent = `${page}: the signed body is the page's event as sent, on one line`;
  if (body === JSON.stringify(JSON.parse(event))) pass(handler, asSent);
  else fail(handler, asSent, 'it differs from the project.status_changed event');
  const header = `t=${t},v1=${v1.slice(0, 8)}…${v1.slice(-4)}`;
  const shown = `${page}: the Studiowave-Signature example is that signature, shortened (${header})`;
  if (text.includes(`\`${header}\``)) pass(handler, shown);
  else fail(handler, shown, 'the header table shows another');
}

export async function checkReceivers(events: ContractEvent[]): Promise<void> {
  checkSignatureExample();
  const dir = path.join(examples, 'webhook');
  const receivers: {handler: string; file: string; command: (receiverPort: number) => [string, string[]]}[] = [
    {handler: 'webhook receiver, JavaScript', file: 'server.mjs', command: () => [process.execPath, ['server.mjs']]},
    {
      handler: 'webhook receiver, Python',
      file: 'app.py',
      command: (receiverPort) => [
        'python3',
        ['-m', 'flask', '--app', 'app', 'run', '--host', '127.0.0.1', '--port', String(receiverPort)],
      ],
    },
    {
      handler: 'webhook receiver, Java',
      file: 'StudiowaveWebhook.java',
      command: () => ['java', ['StudiowaveWebhook.java']],
    },
    {
      handler: 'webhook receiver, PHP',
      file: 'webhook.php',
      command: (receiverPort) => ['php', ['-S', `127.0.0.1:${receiverPort}`, 'webhook.php']],
    },
  ];
  // The receivers start side by side (Java compiles its file first), then are checked in turn.
  const started = receivers.map((receiver, index) => {
    const receiverPort = port + 2 + index;
    const [command, args] = receiver.command(receiverPort);
    const child = spawn(command, args, {
      cwd: dir,
      env: localEnvironment({HOST: '127.0.0.1', PORT: String(receiverPort), STUDIOWAVE_WEBHOOK_SECRET: secret}),
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return {...receiver, receiverPort, child, output: () => output};
  });
  try {
    for (const receiver of started) {
      checkReadFields(receiver.handler, fs.readFileSync(exampleFile(`webhook/${receiver.file}`), 'utf8'), events);
      try {
        await waitForPort(receiver.receiverPort, receiver.handler, receiver.child, receiver.output);
        await checkDeliveries(
          receiver.handler,
          `http://127.0.0.1:${receiver.receiverPort}/webhooks/studiowave`,
          events,
        );
        await checkPrintsEvents(receiver.handler, receiver.output, events, receiver.file !== 'StudiowaveWebhook.java');
        for (const sender of Object.keys(testSenders) as TestSender[])
          await checkSendTestEvent(
            `http://127.0.0.1:${receiver.receiverPort}/webhooks/studiowave`,
            events[0],
            sender,
            receiver.file,
          );
      } catch (error) {
        fail(receiver.handler, 'runs', (error as Error).message.split('\n').slice(0, 6).join(' | '));
      }
    }
  } finally {
    for (const {child} of started) child.kill();
  }
  await checkDefaultEndpoint(events[0]);
  await checkMissingSecret(events[0]);
}

/** The checks must catch a receiver that accepts anything and a read of a missing field. */
export async function selfTest(events: ContractEvent[]): Promise<void> {
  const careless = http.createServer((request, response) =>
    request.resume().on('end', () => response.writeHead(204).end()),
  );
  await new Promise<void>((resolve) => careless.listen(port + 2, '127.0.0.1', () => resolve()));
  const before = results.length;
  try {
    await checkDeliveries('self-test', `http://127.0.0.1:${port + 2}/`, events);
  } finally {
    careless.close();
  }
  const refusals = results.splice(before).filter((result) => result.check.startsWith('refuses '));
  const caught = refusals.filter((result) => result.problem).length;
  if (caught === 0 || caught !== refusals.length)
    throw new Error(
      `Self-test: a receiver that accepts everything failed ${caught} of the ${refusals.length} refusal checks.`,
    );
  const reads: string[] = [];
  const created = events.find((event) => event.type === 'project.created') ?? events[0];
  void (
    strictView(doc, created.payload, [created.schema], 'event', (field) => reads.push(field)) as {
      data: {project?: unknown};
    }
  ).data.project;
  if (reads[0] !== 'event.data.project')
    throw new Error('Self-test: reading event.data.project, which no event has, went unnoticed.');
}
