import type {Table} from 'mdast';
import {visit} from 'unist-util-visit';
import {
  deref,
  listOperations,
  type JsonObject,
  type OpenApiDocument,
} from '../../../plugins/openapi-contracts/contracts';
import {versions} from '../../../src/data/versions';
import {eachSchema, jsonSchemas} from '../operation-fields';
import {ContractFacts, duration} from './contract-facts';
import type {ParsedPage} from './parse';
import type {DocProblem} from './problem';

// Two tables restate numbers the contract holds: the Limits table (`| What | Limit |`:
// lengths, ranges, defaults, and the durations the contract's descriptions name) and the
// webhook retry schedule (`| Attempt | Sent |`). Each Limits row is tied below to where
// the contract says it; a row that disagrees, or that nothing ties, is reported at its line.
// The table claims every limit: a bound on what a call accepts (a length, a maximum, a
// number of items) that no row reads is reported at the table.

/** What a Limits row must say, read from the contract. */
type Expected = (contract: ContractFacts) => string[];

const limitRows: Record<string, Expected> = {
  Requests: (c) => [`${c.rateLimit()} per minute`],
  'Access tokens': (c) => {
    const seconds = c.stated('tokenSeconds');
    return [`\`expires_in\` ${seconds}`, `valid for ${duration(seconds / 60)}`];
  },
  Quotes: (c) => [`valid for ${c.stated('quoteDays')} days`],
  '`title` of a project': (c) => [c.length('ProjectCreateRequest', 'title')],
  '`reference` of a project or a widget session': (c) =>
    [c.length('ProjectCreateRequest', 'reference'), c.length('WidgetSessionRequest', 'reference')].filter(unique),
  '`script`': (c) => [c.length('ProjectCreateRequest', 'script')],
  '`brief`, revision `instructions`, info request `answer`': (c) =>
    [
      c.upTo(c.schema('ProjectCreateRequest', 'brief')),
      c.upTo(c.schema('RevisionRequest', 'instructions')),
      c.upTo(c.schema('InfoRequestAnswer', 'answer')),
    ].filter(unique),
  '`comment` of a cancellation or rejection': (c) =>
    [c.length('CancelProjectRequest', 'comment'), c.length('RejectDeliverableRequest', 'comment')].filter(unique),
  '`word_count` of a voice over': (c) => [c.range('VoiceOverAttributes', 'word_count')],
  'Auditions of a contest': (c) => [c.range('Fulfilment', 'auditions')],
  Revisions: (c) => [`${c.revisions()} per deliverable`],
  'Page size (`limit`)': (c) => [
    c.rangeOf(c.at('#/components/parameters/Limit/schema')),
    `a cursor is valid for ${c.stated('cursorHours')} hours`,
  ],
  '`Idempotency-Key`': (c) => [
    c.upTo(c.at('#/components/parameters/IdempotencyKey/schema')),
    `remembered for ${c.stated('idempotencyKeyHours')} hours`,
  ],
  'Download links': (c) => [`valid for ${c.stated('downloadLinkHours')} hours`],
  'Delivered files': (c) => [`kept for ${c.stated('filesKeptMonths')} months`],
  Events: (c) => [`kept for ${c.stated('eventsKeptDays')} days`],
  'Webhook answer': (c) => [
    `within ${c.stated('webhookAnswerSeconds')} seconds`,
    `${c.retryDelays().length + 1} attempts over about ${c.retryHours()} hours`,
  ],
  'Widget sessions': (c) => [`valid for ${c.stated('widgetSessionMinutes')} minutes`],
  '`external_user_id` and `name` of a user': (c) => [
    c.length('UserTokenRequest', 'external_user_id'),
    c.length('UserTokenRequest', 'name'),
  ],
  'Search `q`': (c) => [c.lengthOf(c.parameter('GET', '/search', 'q'))],
  'Track tempo filters (`tempo_bpm_min`, `tempo_bpm_max`)': (c) =>
    [
      c.rangeOf(c.parameter('GET', '/tracks', 'tempo_bpm_min')),
      c.rangeOf(c.parameter('GET', '/tracks', 'tempo_bpm_max')),
    ].filter(unique),
};

/** A bound on what a call accepts, and where: "`q` of GET /search". */
type RequestLimit = {where: string; schema: JsonObject};

/** Every schema of a call's parameters and request body that bounds a length, a number or a list. */
function requestLimits(doc: OpenApiDocument): RequestLimit[] {
  const limits = new Map<JsonObject, string>();
  for (const {method, path, operation, isWebhook} of listOperations(doc)) {
    if (isWebhook) continue;
    const call = `${method.toUpperCase()} ${path}`;
    const note = (where: string) => (schema: JsonObject, property: {name: string} | undefined) => {
      if (!limits.has(schema) && ['maxLength', 'maximum', 'maxItems'].some((bound) => bound in schema))
        limits.set(schema, `\`${property?.name ?? where}\` of ${call}`);
    };
    for (const parameter of (operation.parameters as unknown[] | undefined) ?? []) {
      const {name, schema} = deref<JsonObject>(doc, parameter);
      eachSchema(doc, schema, note(String(name)));
    }
    for (const schema of jsonSchemas(doc, operation.requestBody)) eachSchema(doc, schema, note('body'));
  }
  return [...limits].map(([schema, where]) => ({where, schema}));
}

const unique = (value: string, index: number, all: string[]) => all.indexOf(value) === index;

/** A cell as written, backticks and links kept (its position spans the pipes around it). */
const cellText = (page: ParsedPage, cell: Table['children'][number]['children'][number]) =>
  page.source
    .slice(cell.position!.start.offset, cell.position!.end.offset)
    .replace(/^\s*\|/, '')
    .replace(/\|\s*$/, '')
    .trim();

/** The Limits table and the retry schedule of a page, checked against its version's contract. */
export function checkLimitTables(
  page: ParsedPage & {tree: NonNullable<ParsedPage['tree']>},
  docs: Map<string, OpenApiDocument>,
): DocProblem[] {
  const problems: DocProblem[] = [];
  const contractName = versions.find((version) => version.name === page.version?.name)?.contract;
  const doc = contractName ? docs.get(contractName) : undefined;
  const report = (node: {position?: {start: {line: number; column: number}}}, message: string) =>
    problems.push({
      file: page.file,
      line: node.position!.start.line,
      column: node.position!.start.column,
      rule: 'limits',
      message,
    });
  visit(page.tree, 'table', (table: Table) => {
    const [header, ...rows] = table.children;
    const headings = header.children.map((cell) => cellText(page, cell)).join(' | ');
    if (headings !== 'What | Limit' && headings !== 'Attempt | Sent') return;
    if (!doc || !contractName) {
      report(table, `a "${headings}" table restates the contract, but no contract of this page's version is loaded`);
      return;
    }
    const facts = new ContractFacts(doc, contractName);
    try {
      if (headings === 'What | Limit') checkLimits(page, facts, doc, table, rows, report);
      else checkRetrySchedule(page, facts, rows, report);
    } catch (error) {
      report(table, (error as Error).message);
    }
  });
  return problems;
}

type Report = (node: {position?: {start: {line: number; column: number}}}, message: string) => void;

function checkLimits(
  page: ParsedPage,
  facts: ContractFacts,
  doc: OpenApiDocument,
  table: Table,
  rows: Table['children'],
  report: Report,
): void {
  for (const row of rows) {
    const [what, limit] = row.children.map((cell) => cellText(page, cell));
    const expected = limitRows[what];
    if (!expected) {
      report(row, `the Limits row "${what}" is not tied to the contract: add it to scripts/lib/docs-check/limits.ts`);
      continue;
    }
    for (const phrase of expected(facts)) {
      if (!limit.includes(phrase)) report(row, `the Limits row "${what}" should say "${phrase}", as the contract does`);
    }
  }
  for (const {where, schema} of requestLimits(doc))
    if (!facts.read.has(schema))
      report(
        table,
        `the Limits table has no row for ${where} (${Object.entries(schema)
          .filter(([bound]) => /^(min|max)/.test(bound))
          .map(([bound, value]) => `${bound} ${String(value)}`)
          .join(', ')}): add one, tied to the contract in scripts/lib/docs-check/limits.ts`,
      );
}

function checkRetrySchedule(page: ParsedPage, facts: ContractFacts, rows: Table['children'], report: Report): void {
  const delays = facts.retryDelays();
  if (rows.length !== delays.length + 1) {
    report(rows[0] ?? {}, `the retry schedule lists ${rows.length} attempts; the contract makes ${delays.length + 1}`);
  }
  rows.slice(1).forEach((row, index) => {
    const sent = cellText(page, row.children[1]);
    const phrase = `${duration(delays[index] ?? 0)} after attempt ${index + 1} failed`;
    if (!sent.includes(phrase)) report(row, `attempt ${index + 2} should be sent "${phrase}", as the contract says`);
  });
}
