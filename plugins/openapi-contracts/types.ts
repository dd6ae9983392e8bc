// The views the build cuts out of a contract for one MDX component. Pages receive
// only these (see ./index.ts), never the whole contract. Types only: components
// import them with `import type`.

export type EnumValue = {value: string | number | boolean; description?: string; action?: string};

/** One field of a JSON body, with its nested fields. */
export type FieldNode = {
  name: string;
  /** JSON type as written in docs: "string", "integer", "array", "object", "string | integer". */
  type: string;
  /** For arrays: the type of the items. */
  itemType?: string;
  /** The contract's name for the schema, such as "Money". */
  typeName?: string;
  format?: string;
  required: boolean;
  nullable: boolean;
  description?: string;
  defaultValue?: string;
  enumValues?: EnumValue[];
  /** The enum lists the values known today; others can appear. */
  valuesCanGrow?: boolean;
  constraints: string[];
  children?: FieldNode[];
  variants?: SchemaVariant[];
};

export type SchemaVariant = {title: string; description?: string; children: FieldNode[]};

export type SchemaView = {
  contract: string;
  name: string;
  description?: string;
  type: string;
  typeName?: string;
  fields: FieldNode[];
  variants?: SchemaVariant[];
  enumValues?: EnumValue[];
  valuesCanGrow?: boolean;
  example?: unknown;
};

export type ParameterRow = {
  name: string;
  location: 'path' | 'query' | 'header';
  required: boolean;
  type: string;
  format?: string;
  defaultValue?: string;
  enumValues?: EnumValue[];
  valuesCanGrow?: boolean;
  constraints: string[];
  description?: string;
  example?: string;
};

export type ErrorRow = {
  status: string;
  code: string;
  /** What the code means, from the contract's error code list. */
  meaning: string;
  /** What to do about it, in general. */
  action?: string;
  /** What to do about it on this call (x-error-hints). */
  hint?: string;
  /** Returned by most calls (auth, rate limits, outages), not specific to this one. */
  common: boolean;
};

export type BodyView = {
  description?: string;
  schema: SchemaView;
  example?: unknown;
  /** Every named example, when the contract gives several (`examples`), by name. */
  namedExamples?: Record<string, unknown>;
};

export type ResponseView = BodyView & {status: string};

/** One description of a request, from which every language sample is generated. */
export type SampleRequest = {
  /** A name for the program, from the operationId, such as "CreateProject". */
  name: string;
  method: string;
  url: string;
  /** The header that carries the token, or none (token endpoints, webhooks). */
  auth?: {header: string; scheme?: string};
  /** The header of a key the sample generates afresh, when the call declares one (Idempotency-Key). */
  idempotencyHeader?: string;
  headers: [string, string][];
  body?: unknown;
};

/** Code highlighted at build time: the text (for copying) and its markup. */
export type RenderedCode = {language: string; code: string; html: string};

export type RenderedSamples = {
  /** The request in each sample language, in tab order. */
  requests: (RenderedCode & {value: string; label: string})[];
  /** The example of the first successful response that has one, and its named examples. */
  response?: RenderedCode & {status: string; named?: Record<string, RenderedCode>};
};

export type OperationView = {
  contract: string;
  operationId: string;
  method: string;
  path: string;
  isWebhook: boolean;
  summary?: string;
  description?: string;
  serverUrl?: string;
  sandboxUrl?: string;
  scopes: string[];
  /** False when the call needs no token. */
  authenticated: boolean;
  /** The scopes of the token the samples need: `scopes`, and any its example body asks a token for. */
  sampleTokenScopes: string[];
  parameters: ParameterRow[];
  requestBody?: BodyView & {required: boolean};
  responses: ResponseView[];
  errors: ErrorRow[];
  sample: SampleRequest;
  /** The IDs the sample sends that name the example's objects (its path's, then its body's), if any; none in a guide's step, which sends the reader's own. */
  exampleIds?: string[];
  /** Added by the loader for pages: the samples as highlighted markup. */
  rendered?: RenderedSamples;
};

export type OperationLink = {
  operationId: string;
  method: string;
  path: string;
  summary?: string;
  /** The docs route of the call's page, when a page renders it. */
  page?: string;
};

/** The whole contract at a glance: every scope and every error code with their calls. */
export type OverviewView = {
  contract: string;
  scopes: {name: string; description: string; operations: OperationLink[]}[];
  /** Calls that need no token. */
  publicOperations: OperationLink[];
  /** By operation: the calls the session token it answers can make (`x-session-token-calls`), whatever the scopes of the token that created it. */
  sessionTokenCalls: Record<string, OperationLink[]>;
  errors: (EnumValue & {statuses: string[]; operations: OperationLink[]})[];
};

/** What moves an entity from one status to another (`x-transitions` of a status enum). */
export type TransitionCause =
  /** A call of the API; `page` is the route of the call's page, when one renders it. */
  | {kind: 'call'; operationId: string; condition?: string; page?: string}
  /**
   * Something that happens on the provider's side; `webhook` is the event you receive, documented at `page`;
   * `sandbox` the simulation actions that make it happen in the sandbox, documented at `sandboxPage`.
   */
  | {kind: 'event'; description: string; webhook?: string; page?: string; sandbox?: string[]; sandboxPage?: string};

export type Transition = {
  /** `null` for the transition that creates the entity in its first status. */
  from: string | null;
  to: string;
  causes: TransitionCause[];
};

/** A status enum with its transitions, for the status diagrams. */
export type StatusMachineView = {
  contract: string;
  /** The enum schema, such as "ProjectStatus". */
  schema: string;
  /** The entity, as used in headings and anchors: "project" for ProjectStatus. */
  entity: string;
  /** The enum's values, in the contract's order. */
  statuses: string[];
  transitions: Transition[];
};

/** The base URLs of the contract's servers, by their `x-environment`. */
export type ServersView = {
  /** Base URLs, such as https://api.studiowave.example/v1. */
  production: string;
  sandbox: string;
  /** Their hosts, such as api.studiowave.example. */
  productionHost: string;
  sandboxHost: string;
};

/**
 * An earlier step of a scenario: its title when the page shows it, else the type of its
 * event or the summary of its call.
 */
export type StepReference = {step: string} | {event: string} | {call: string};

/**
 * A value a scenario step sends that the reader's own run gives another value: one of
 * their inputs (credentials, their reference), or an ID an earlier step returned.
 */
export type ScenarioValueSource =
  | {value: string; input: string}
  /** `field` is where the earlier step's answer or event holds it, such as `data[0].id`. */
  | ({value: string; field: string} & StepReference);

/** One step of a guide's scenario (contracts/scenarios/), as <ScenarioStep> renders it. */
export type ScenarioStepView = {scenario: string; step: string; contract: string} & (
  | {
      kind: 'call';
      operation: OperationView;
      /** The values to send in place of the example's, in the order the request has them. */
      yours: ScenarioValueSource[];
      /** The title of the earlier step whose token the call sends, if it sends one and the page shows that step. */
      tokenStep?: string;
    }
  /** The event as JSON (`code`) and highlighted at build time (`html`). */
  | {kind: 'event'; type: string; code: string; html: string}
);
