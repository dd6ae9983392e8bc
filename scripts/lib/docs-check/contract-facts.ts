import {
  deref,
  resolvePointer,
  type JsonObject,
  type OpenApiDocument,
} from '../../../plugins/openapi-contracts/contracts';

// The numbers of the contract that pages restate in tables and prose (limits, durations,
// counts), read where the contract states them: a schema constraint, an example, or a
// sentence of a description.

const thousands = (value: unknown) => Number(value).toLocaleString('en-US');

/** "1 minute", "2 hours", "24 hours" from minutes. */
export function duration(minutes: number): string {
  const [amount, unit] = minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

const webhookAccepted = '#/components/responses/WebhookAccepted/description';

/** Where a contract says a number, in a sentence of a description, and by what to multiply it (hours to seconds). */
type Statement = readonly [pointer: string, pattern: RegExp, scale?: number];

/** Where each contract states, in a sentence of a description, each duration the pages repeat. */
const statedIn = {
  'final-1.0.0': {
    tokenSeconds: ['#/components/schemas/Token/properties/expires_in/description', /(\d+)\.?$/],
    quoteDays: ['#/components/schemas/Quote/description', /valid for (\d+) days?/],
    redeliveryHours: [
      '#/components/schemas/Quote/properties/turnaround_hours/description',
      /due (\d+) hours? after you ask/,
    ],
    cursorHours: ['#/components/parameters/Cursor/description', /valid for (\d+) hours?/],
    idempotencyKeyHours: ['#/components/parameters/IdempotencyKey/description', /within (\d+) hours?/],
    downloadLinkHours: [
      '#/components/schemas/DeliverableFile/properties/url_expires_at/description',
      /(\d+) hours? after/,
    ],
    filesKeptMonths: ['#/components/schemas/DeliverableVersion/properties/files/description', /kept for (\d+) months?/],
    eventsKeptDays: ['#/paths/~1events/get/description', /the last (\d+) days?/],
    widgetSessionMinutes: ['#/paths/~1widget-sessions/post/description', /valid for (\d+) minutes?/],
    webhookAnswerSeconds: [webhookAccepted, /within (\d+) seconds/],
    signatureDriftSeconds: ['#/components/parameters/WebhookSignature/description', /more than (\d+) seconds/],
  },
  'v3.0.0': {
    tokenSeconds: [
      '#/components/schemas/Token/properties/expiresAt/description',
      /(\w+) hours? after it was issued/,
      3600,
    ],
    webhookAnswerSeconds: [
      '#/paths/~1projects/post/callbacks/statusChanged/{$request.body#~1callbackUrl}/post/responses/4XX/description',
      /within (\d+) seconds/,
    ],
  },
} as const satisfies Record<string, Record<string, Statement>>;

export type StatedNumber = keyof (typeof statedIn)['final-1.0.0'];

const numberWords = [
  ...['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
  ...['thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'],
];
const tens = new Map(
  ['thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'].map((word, index) => [word, 30 + 10 * index]),
);
const ordinals = [
  'zeroth',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];

/** "6", "six" or "sixth" as a number; undefined for a word that is none of these. */
export function numberOf(stated: string): number | undefined {
  if (/^\d+$/.test(stated)) return Number(stated);
  const word = stated.toLowerCase();
  if (tens.has(word)) return tens.get(word);
  const index = Math.max(numberWords.indexOf(word), ordinals.indexOf(word));
  return index >= 0 ? index : undefined;
}

/** Reads the facts pages restate; a pointer or a sentence that is not there throws, naming it. */
export class ContractFacts {
  private readonly name: string;

  /** `contract` is the name of its file in contracts/openapi/, without `.yaml`. */
  constructor(
    private readonly doc: OpenApiDocument,
    private readonly contract: string,
  ) {
    this.name = `contracts/openapi/${contract}.yaml`;
  }

  /** Every schema a page's facts were read from, so a check can tell which limits no row restates. */
  readonly read = new Set<JsonObject>();

  at(pointer: string): JsonObject {
    const value = deref<JsonObject>(this.doc, this.node(pointer));
    this.read.add(value);
    return value;
  }

  private node(pointer: string): unknown {
    try {
      return resolvePointer(this.doc, pointer);
    } catch {
      throw new Error(`${this.name} has nothing at ${pointer}, which this page restates`);
    }
  }

  schema(schema: string, field: string): JsonObject {
    return this.at(`#/components/schemas/${schema}/properties/${field}`);
  }

  /** The schema of a call's parameter, such as `q` of `GET /search`. */
  parameter(method: string, path: string, name: string): JsonObject {
    const operation = this.at(`#/paths/${path.replaceAll('/', '~1')}/${method.toLowerCase()}`);
    const parameter = ((operation.parameters ?? []) as unknown[])
      .map((candidate) => deref<JsonObject>(this.doc, candidate))
      .find((candidate) => candidate.name === name);
    if (!parameter)
      throw new Error(`${this.name} has no parameter ${name} of ${method} ${path}, which this page restates`);
    const schema = deref<JsonObject>(this.doc, parameter.schema);
    this.read.add(schema);
    return schema;
  }

  private phrase(pointer: string, pattern: RegExp): string {
    const text = String(this.node(pointer));
    const match = pattern.exec(text);
    if (!match) throw new Error(`${this.name} ${pointer} no longer says ${pattern}: "${text}"`);
    return match[1];
  }

  /** A number the contract states in a description, such as `quoteDays`. */
  stated(name: StatedNumber): number {
    const statements: Partial<Record<StatedNumber, Statement>> = statedIn[this.contract as keyof typeof statedIn] ?? {};
    const statement = statements[name];
    if (!statement) throw new Error(`${this.name} states no ${name} (scripts/lib/docs-check/contract-facts.ts)`);
    const [pointer, pattern, scale = 1] = statement;
    const stated = this.phrase(pointer, pattern);
    const value = numberOf(stated);
    if (value === undefined) throw new Error(`${this.name} ${pointer}: "${stated}" is not a number`);
    return value * scale;
  }

  /** The requests a token may send per minute (the `RateLimit-Limit` header's example). */
  rateLimit(): number {
    return Number(this.at('#/components/headers/RateLimitLimit').example);
  }

  /** The revisions included with each deliverable. */
  revisions(): number {
    return Number(this.schema('Deliverable', 'revisions_remaining').maximum);
  }

  /** "up to 5,000 characters", whatever the minimum. */
  upTo(schema: JsonObject): string {
    return `up to ${thousands(schema.maxLength)} characters`;
  }

  /** "1 to 200 characters", or "up to 100 characters" without a minimum. */
  lengthOf({minLength, maxLength}: JsonObject): string {
    return minLength === undefined
      ? this.upTo({maxLength})
      : `${thousands(minLength)} to ${thousands(maxLength)} characters`;
  }

  length(schema: string, field: string): string {
    return this.lengthOf(this.schema(schema, field));
  }

  /** "1 to 100, 20 by default" or "1 to 10,000". */
  rangeOf(schema: JsonObject): string {
    const range = `${thousands(schema.minimum)} to ${thousands(schema.maximum)}`;
    return schema.default === undefined ? range : `${range}, ${thousands(schema.default)} by default`;
  }

  range(schema: string, field: string): string {
    return this.rangeOf(this.schema(schema, field));
  }

  /** The minutes between webhook attempts: "retried after 1 min, 5 min, … and 24 h". */
  retryDelays(): number[] {
    const list = this.phrase(webhookAccepted, /retried after ([^.]+?)(?:, each delay [^,.]+)?, then/);
    return list.split(/, | and /).map((delay) => {
      const [, amount, unit] = /^(\d+) (min|h)$/.exec(delay) ?? [];
      if (!amount) throw new Error(`${this.name}: the retry delay "${delay}" is neither "<n> min" nor "<n> h"`);
      return Number(amount) * (unit === 'h' ? 60 : 1);
    });
  }

  /** The hours over which a webhook is retried, rounded: "about 33 hours". */
  retryHours(): number {
    return Math.round(this.retryDelays().reduce((sum, minutes) => sum + minutes, 0) / 60);
  }
}
