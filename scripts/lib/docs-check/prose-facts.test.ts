import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, it} from 'vitest';
import {loadContract} from '../../../plugins/openapi-contracts/contracts';
import {currentVersion, olderVersion} from '../../../src/data/versions';
import {fixturePage} from './fixture-page';
import {checkDataFacts, checkProseFacts} from './prose-facts';

// Numbers the prose repeats from the contract are held to it, sentence by sentence.

const page = (source: string, versionName: string) =>
  fixturePage(path.join(__dirname, 'prose-facts-fixture.mdx'), source, versionName);

const docs = new Map([currentVersion, olderVersion].map(({contract}) => [contract, loadContract(contract)] as const));

const source = [
  '# Fixture',
  '',
  'Answer `2xx` within 10 seconds. An event that gets no `2xx` is sent again five',
  'times over about 33 hours. Download links expire after 4 hours.',
  '',
  '| Thing | Kept |',
  '| --- | --- |',
  '| Quotes | 7 days |',
  '| Events | 14 days |',
  '',
  'A deliverable has 3 revisions; code such as `30 days` is not prose.',
  '',
  'A revision is due within 72 hours of your request.',
].join('\n');

it('reports each number that differs from the contract at its line, and no other', () => {
  const problems = checkProseFacts(page(source, currentVersion.name), docs).map(
    ({line, column, message}) => `${line}:${column}: ${message}`,
  );
  expect(problems).toEqual([
    '3:75: "five times over about 33 hours" states the retries of an unanswered webhook as 5; the contract says 6',
    '9:12: "14 days" states how long events are kept as 14; the contract says 30',
    '13:26: "within 72 hours of your request" states when a revision or a replacement is due as 72; the contract says 48',
  ]);
});

it("holds the older version's pages to their own contract, which states fewer numbers", () => {
  expect(
    checkProseFacts(page(source, olderVersion.name), docs).map(
      ({line, column, message}) => `${line}:${column}: ${message}`,
    ),
  ).toEqual([
    '3:75: "five times over about 33 hours" states the retries of an unanswered webhook, but contracts/openapi/v3.0.0.yaml has nothing at #/components/responses/WebhookAccepted/description, which this page restates',
    '4:18: "over about 33 hours" states how long a webhook is retried, but contracts/openapi/v3.0.0.yaml has nothing at #/components/responses/WebhookAccepted/description, which this page restates',
    '4:56: "links expire after 4 hours" states how long a download link works, but contracts/openapi/v3.0.0.yaml states no downloadLinkHours (scripts/lib/docs-check/contract-facts.ts)',
    '8:12: "7 days" states how long a quote is valid, but contracts/openapi/v3.0.0.yaml states no quoteDays (scripts/lib/docs-check/contract-facts.ts)',
    '9:12: "14 days" states how long events are kept, but contracts/openapi/v3.0.0.yaml states no eventsKeptDays (scripts/lib/docs-check/contract-facts.ts)',
    '11:19: "3 revisions" states the revisions of a deliverable, but contracts/openapi/v3.0.0.yaml has nothing at #/components/schemas/Deliverable/properties/revisions_remaining, which this page restates',
    '13:26: "within 72 hours of your request" states when a revision or a replacement is due, but contracts/openapi/v3.0.0.yaml states no redeliveryHours (scripts/lib/docs-check/contract-facts.ts)',
  ]);
});

it('reads a number the older contract states in words, in its own unit', () => {
  const tokens = 'A token lasts one hour. Answer a callback within 20 seconds.';
  expect(
    checkProseFacts(page(tokens, olderVersion.name), docs).map(
      ({line, column, message}) => `${line}:${column}: ${message}`,
    ),
  ).toEqual([
    '1:50: "within 20 seconds" states the time an endpoint has to answer a webhook as 20; the contract says 10',
  ]);
});

it('reads the strings of a data module line by line', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'prose-facts-')), 'notes.ts');
  fs.writeFileSync(
    file,
    [
      'export const notes = [',
      "  {what: 'Download links expire after 4 hours.'},",
      "  {what: 'A quote holds its price for 9 days (`expires_at`).'},",
      "  {what: 'Events replay in order'},",
      '];',
    ].join('\n'),
  );
  expect(
    checkDataFacts(file, fs.readFileSync(file, 'utf8'), docs).map(
      ({line, column, message}) => `${line}:${column}: ${message}`,
    ),
  ).toEqual(['3:39: "9 days" states how long a quote is valid as 9; the contract says 7']);
});

it('reads numbers written as words, and a scenario sentence over several lines', () => {
  const problems = checkProseFacts(
    page('# Fixture\n\nAnswer `2xx` within thirty seconds. Answer `2xx` within ten seconds.', currentVersion.name),
    docs,
  ).map(({line, column, message}) => `${line}:${column}: ${message}`);
  expect(problems).toEqual([
    '3:21: "within thirty seconds" states the time an endpoint has to answer a webhook as 30; the contract says 10',
  ]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'prose-facts-')), 'scenario.yaml');
  fs.writeFileSync(
    file,
    ['steps:', '  - prose: >-', '      A quote prices the order and', '      is valid for six days.'].join('\n'),
  );
  expect(
    checkDataFacts(file, fs.readFileSync(file, 'utf8'), docs).map(
      ({line, column, message}) => `${line}:${column}: ${message}`,
    ),
  ).toEqual(['4:20: "six days" states how long a quote is valid as 6; the contract says 7']);
});

it('tells an access token from a widget session by what the sentence is about', () => {
  const problems = (text: string) =>
    checkProseFacts(page(['# Fixture', '', text].join('\n'), currentVersion.name), docs).map(
      ({line, column, message}) => `${line}:${column}: ${message}`,
    );
  expect(problems('An access token expires after 60 minutes.')).toEqual([]);
  expect(problems('The widget session lasts 30 minutes.')).toEqual([]);
  expect(problems('An access token expires after 90 minutes.')).toEqual([
    '3:31: "expires after 90 minutes" states the minutes an access token lasts as 90; the contract says 60',
  ]);
  expect(problems('A widget session lasts 45 minutes.')).toEqual([
    '3:24: "lasts 45 minutes" states how long a widget session is valid as 45; the contract says 30',
  ]);
});
