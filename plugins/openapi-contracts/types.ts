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
  headers: [string, string][];
  body?: unknown;
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
  parameters: ParameterRow[];
  requestBody?: BodyView & {required: boolean};
  responses: ResponseView[];
  errors: ErrorRow[];
  sample: SampleRequest;
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
  errors: (EnumValue & {statuses: string[]; operations: OperationLink[]})[];
};

/** One step of a guide's scenario (contracts/scenarios/), as <ScenarioStep> renders it. */
export type ScenarioStepView = {scenario: string; step: string; contract: string} & (
  | {kind: 'call'; operation: OperationView}
  | {kind: 'event'; type: string; payload: unknown}
);
