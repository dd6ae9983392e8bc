import {isDeepStrictEqual} from 'node:util';
import {
  contractFile,
  deref,
  findOperation,
  follow,
  loadContract,
  pointerTo,
  refName,
  resolvePointer,
  type JsonObject,
  type LocatedOperation,
  type OpenApiDocument,
} from '../../../plugins/openapi-contracts/contracts';
import {
  contractOfStep,
  lineAt,
  loadScenarioFile,
  ScenarioError,
  type LoadedScenario,
  type ScenarioRequest,
  type ScenarioStep,
} from '../../../plugins/openapi-contracts/scenarios';
import {formatAjvErrors, loadContractForChecks, sentByApi, sentDefault} from '../sample-checker';
import {moneyProblems} from '../money-rules';
import {entityOf, transitionsOf, type Transition} from './transitions';

// Proves that a scenario (contracts/scenarios/<name>.yaml) can be followed word for
// word: see contracts/scenarios/README.md for each rule. Every problem names the
// scenario file and the line of the step, or of the part of the step at fault.

type Checked = ReturnType<typeof loadContractForChecks>;
type Where = (string | number)[];

/** Fields an order, a quote or a deliverable keeps for life: later views must agree. */
const LIFELONG_FIELDS = [
  'category',
  'attributes',
  'fulfilment',
  'reference',
  'title',
  'quote_id',
  'project_id',
  'service_id',
  'kind',
  'price',
  'test_mode',
  'created_at',
  'source',
];

type EntityState = {
  status?: string;
  statusSchema?: string;
  snapshot: JsonObject;
  versionCount?: number;
  minVersionCount?: number;
};

type Context = {
  loaded: LoadedScenario;
  contracts: Map<string, Checked>;
  /** Every value an earlier response or event returned, and the reader's own inputs. */
  known: Set<string>;
  /** Scopes of the latest token, per contract. */
  scopes: Map<string, Set<string>>;
  /** The first request value of each code schema (CategoryCode...), per contract. */
  codes: Map<string, {value: unknown; step: string}>;
  /** What the scenario has seen of each project, deliverable, quote..., by ID. */
  entities: Map<string, EntityState>;
  /** The attribute codes read per category, and the values read per attribute: `contract#category[#attribute]`. */
  catalogue: Map<string, Set<string>>;
  problems: ScenarioError[];
};

function contractFor(context: Context, name: string): Checked {
  let contract = context.contracts.get(name);
  if (!contract) {
    loadContract(name); // a clear error for an unknown contract name
    contract = loadContractForChecks(contractFile(name));
    context.contracts.set(name, contract);
  }
  return contract;
}

/** Follows a `$ref` and returns the node with the pointer where it lives. */
function located(doc: OpenApiDocument, node: unknown, pointer: string): {node: JsonObject; pointer: string} {
  const end = follow<JsonObject>(doc, node, pointer);
  return {node: end.node, pointer: end.pointer ?? pointer};
}

function operationPointer(operation: LocatedOperation): string {
  return operation.pointer;
}

type Parameter = {name: string; in: string; required: boolean; schema: unknown; schemaPointer: string};

function parametersOf(doc: OpenApiDocument, operation: LocatedOperation): Parameter[] {
  const itemAt = pointerTo([operation.isWebhook ? 'webhooks' : 'paths', operation.path]);
  const collect = (list: unknown[], at: string) =>
    list.map((raw, index) => {
      const {node, pointer} = located(doc, raw, `${at}/${index}`);
      return {
        name: String(node.name),
        in: String(node.in),
        required: node.required === true,
        schema: node.schema,
        schemaPointer: `${pointer}/schema`,
      };
    });
  return [
    ...collect(operation.pathParameters, `${itemAt}/parameters`),
    ...collect((operation.operation.parameters as unknown[]) ?? [], `${operationPointer(operation)}/parameters`),
  ];
}

/** The pointer of the JSON schema of a request body or a response, or undefined when it has none. */
function jsonSchemaPointer(doc: OpenApiDocument, container: unknown, pointer: string): string | undefined {
  const {node, pointer: at} = located(doc, container, pointer);
  const media = (node?.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined;
  return media?.schema ? `${at}/content/application~1json/schema` : undefined;
}

/**
 * Walks a value beside its schema and calls `visit` for each value whose schema is a
 * named component schema (`$ref`), with that name. oneOf/anyOf members are all walked:
 * the value was validated separately, so a member whose fields are absent visits nothing.
 */
function walkNamed(
  doc: OpenApiDocument,
  schema: unknown,
  value: unknown,
  visit: (name: string, value: unknown, path: string) => void,
  path = '',
  depth = 0,
): void {
  if (depth > 12 || !schema || typeof schema !== 'object') return;
  const name = refName(schema);
  if (name) visit(name, value, path);
  const resolved = deref<JsonObject>(doc, schema);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    for (const member of (resolved[key] as unknown[]) ?? []) walkNamed(doc, member, value, visit, path, depth + 1);
  }
  if (Array.isArray(value) && resolved.items) {
    value.forEach((item, index) => walkNamed(doc, resolved.items, item, visit, `${path}/${index}`, depth + 1));
  } else if (value && typeof value === 'object' && resolved.properties) {
    for (const [key, property] of Object.entries(resolved.properties as JsonObject)) {
      if (key in (value as JsonObject))
        walkNamed(doc, property, (value as JsonObject)[key], visit, `${path}/${key}`, depth + 1);
    }
  }
}

/** An identifier the reader must have from somewhere: an `...Id` schema (path parameters always). */
const isIdentifierSchema = (name: string) => /Id$/.test(name);

function collectScalars(value: unknown, into: Set<string>): void {
  if (value === null || value === undefined) return;
  if (typeof value !== 'object') into.add(String(value));
  else for (const child of Object.values(value as JsonObject)) collectScalars(child, into);
}

/**
 * `value` with the default of each field it leaves out, as the API reads it (nested
 * objects too; of a `oneOf`, the first variant whose required fields `value` has).
 */
function withDefaults(doc: OpenApiDocument, schema: unknown, value: unknown): unknown {
  if (!schema || !value || typeof value !== 'object' || Array.isArray(value)) return value;
  const node = deref<JsonObject>(doc, schema);
  const has = (variant: JsonObject) => ((variant.required as string[]) ?? []).every((name) => name in value);
  const variant = ((node.oneOf ?? node.anyOf) as unknown[] | undefined)
    ?.map((candidate) => deref<JsonObject>(doc, candidate))
    .find(has);
  if (variant) return withDefaults(doc, variant, value);
  const filled: JsonObject = {...(value as JsonObject)};
  for (const [name, property] of Object.entries((node.properties as JsonObject | undefined) ?? {})) {
    const fallback = sentDefault(doc, property);
    if (name in filled) filled[name] = withDefaults(doc, property, filled[name]);
    else if (fallback !== undefined) filled[name] = fallback;
  }
  return filled;
}

/** Whether every field of `part` is in `whole` with the same value (objects compared field by field). */
function contains(whole: unknown, part: unknown): boolean {
  if (part && typeof part === 'object' && !Array.isArray(part)) {
    if (!whole || typeof whole !== 'object' || Array.isArray(whole)) return false;
    return Object.entries(part as JsonObject).every(([key, value]) => contains((whole as JsonObject)[key], value));
  }
  return isDeepStrictEqual(whole, part);
}

export function checkScenarioFile(file: string): ScenarioError[] {
  let loaded: LoadedScenario;
  try {
    loaded = loadScenarioFile(file);
  } catch (error) {
    return [error instanceof ScenarioError ? error : new ScenarioError(file, 1, (error as Error).message)];
  }
  const context: Context = {
    loaded,
    contracts: new Map(),
    known: new Set(),
    scopes: new Map(),
    codes: new Map(),
    entities: new Map(),
    catalogue: new Map(),
    problems: [],
  };
  for (const input of Object.values(loaded.scenario.inputs ?? {})) context.known.add(String(input.value));
  loaded.scenario.steps.forEach((step, index) => {
    try {
      checkStep(context, step, index);
    } catch (error) {
      context.problems.push(
        error instanceof ScenarioError
          ? error
          : new ScenarioError(file, lineAt(loaded, ['steps', index]), `step "${step.id}": ${(error as Error).message}`),
      );
    }
  });
  return context.problems;
}

function checkStep(context: Context, step: ScenarioStep, index: number): void {
  const {loaded} = context;
  const contractName = contractOfStep(loaded.scenario, step);
  const contract = contractFor(context, contractName);
  const doc = contract.doc;
  const report = (where: Where, message: string) =>
    context.problems.push(
      new ScenarioError(
        loaded.file,
        lineAt(loaded, ['steps', index, ...where]),
        `step "${step.id}" (${step.call?.operationId ?? step.event?.type}): ${message}`,
      ),
    );
  /** `sent`: what the API sends (a 2xx response, an event), in which every field with a default is there. */
  const validate = (schemaPointer: string, value: unknown, where: Where, what: string, sent = false) => {
    const validator = (sent ? contract.sentValidator : contract.validator)(schemaPointer);
    if (!validator(value)) report(where, `${what} does not match the contract: ${formatAjvErrors(validator.errors)}`);
    else for (const message of moneyProblems(value)) report(where, `${what}: ${message}`);
  };

  let operation: LocatedOperation | undefined;
  let returned: unknown;
  let returnedSchema: unknown;
  if (step.call) {
    operation = findOperation(doc, step.call.operationId);
    if (!operation || operation.isWebhook) {
      report(['call', 'operationId'], `contract ${contractName} has no call "${step.call.operationId}"`);
      return;
    }
    const request = step.call.request ?? {};
    const opAt = operationPointer(operation);

    // Scopes: the latest token of this contract covers the call's scope.
    const requirements = (operation.operation.security ?? doc.security ?? []) as JsonObject[];
    const needed =
      requirements.length === 0 || requirements.some((requirement) => Object.keys(requirement).length === 0)
        ? []
        : Object.values(requirements[0]).flat().map(String);
    if (requirements.length > 0 && !requirements.some((requirement) => Object.keys(requirement).length === 0)) {
      const granted = context.scopes.get(contractName);
      if (!granted)
        report(
          ['call', 'operationId'],
          `needs a token (scope ${needed.join(' ') || 'any'}), but no earlier step gets one for ${contractName}`,
        );
      else {
        const missing = needed.filter((scope) => !granted.has(scope));
        if (missing.length > 0)
          report(
            ['call', 'operationId'],
            `needs the scope ${missing.join(', ')}, which the token does not ask for (it asks for: ${[...granted].join(' ') || 'none'})`,
          );
      }
    }

    // Parameters: known, required present, values valid, identifiers returned earlier.
    const parameters = parametersOf(doc, operation);
    const given: [string, {[name: string]: unknown} | undefined][] = [
      ['path', request.path],
      ['query', request.query],
      ['header', request.headers],
    ];
    for (const [location, values] of given) {
      for (const [name, value] of Object.entries(values ?? {})) {
        const key = location === 'header' ? 'headers' : location;
        const parameter = parameters.find(
          (candidate) =>
            candidate.in === location &&
            (location === 'header' ? candidate.name.toLowerCase() === name.toLowerCase() : candidate.name === name),
        );
        if (!parameter) {
          if (location !== 'header' || !['content-type', 'authorization'].includes(name.toLowerCase())) {
            report(['call', 'request', key, name], `${operation.operationId} has no ${location} parameter "${name}"`);
          }
          continue;
        }
        validate(parameter.schemaPointer, value, ['call', 'request', key, name], `${location} parameter ${name}`);
        const schemaName = refName(parameter.schema);
        if (location === 'path' || (schemaName && isIdentifierSchema(schemaName))) {
          useIdentifier(context, report, ['call', 'request', key, name], `${location} parameter ${name}`, value);
        }
        const codeSchema = schemaName ?? codeSchemaOf(doc, name);
        if (codeSchema)
          checkCode(context, report, contractName, codeSchema, value, ['call', 'request', key, name], step.id);
      }
    }
    for (const parameter of parameters.filter((candidate) => candidate.required && candidate.in !== 'header')) {
      const values = parameter.in === 'path' ? request.path : request.query;
      if (!values || !(parameter.name in values))
        report(['call', 'request'], `the ${parameter.in} parameter "${parameter.name}" is required`);
    }

    // Body.
    const bodyPointer = operation.operation.requestBody
      ? jsonSchemaPointer(doc, operation.operation.requestBody, `${opAt}/requestBody`)
      : undefined;
    if (request.body !== undefined) {
      if (!bodyPointer) report(['call', 'request', 'body'], `${operation.operationId} takes no JSON body`);
      else {
        validate(bodyPointer, request.body, ['call', 'request', 'body'], 'the request body');
        walkNamed(doc, resolvePointer(doc, bodyPointer), request.body, (name, value, path) => {
          if (value === null || typeof value === 'object') return;
          if (isIdentifierSchema(name))
            useIdentifier(context, report, ['call', 'request', 'body'], `body field ${path}`, value);
          checkCode(context, report, contractName, name, value, ['call', 'request', 'body'], step.id);
        });
      }
    } else if (bodyPointer && located(doc, operation.operation.requestBody, '').node.required === true) {
      report(['call', 'request'], `${operation.operationId} needs a request body`);
    }

    // Response.
    const status = String(step.call.response.status);
    const responses = (operation.operation.responses as JsonObject) ?? {};
    if (!responses[status]) {
      report(
        ['call', 'response', 'status'],
        `${operation.operationId} has no response ${status} (it has ${Object.keys(responses).join(', ')})`,
      );
      return;
    }
    const responsePointer = jsonSchemaPointer(doc, responses[status], `${opAt}/responses/${status}`);
    returned = step.call.response.body;
    if (responsePointer) {
      if (returned === undefined)
        report(['call', 'response'], `response ${status} has a body in the contract; show it`);
      else
        validate(
          responsePointer,
          returned,
          ['call', 'response', 'body'],
          `the response body (${status})`,
          sentByApi(operation.isWebhook, status),
        );
      returnedSchema = resolvePointer(doc, responsePointer);
    } else if (returned !== undefined) {
      report(['call', 'response', 'body'], `response ${status} of ${operation.operationId} has no JSON body`);
    }

    // The response agrees with the request: what was sent comes back unchanged.
    if (request.body && returned && typeof request.body === 'object' && typeof returned === 'object') {
      for (const [field, sent] of Object.entries(request.body as JsonObject)) {
        if (field in (returned as JsonObject) && !contains((returned as JsonObject)[field], sent)) {
          report(
            ['call', 'response', 'body', field],
            `the response's ${field} differs from the request's ${JSON.stringify(sent)}`,
          );
        }
      }
      // A request that names an earlier quote, project...: the fields both have agree. A
      // field the request leaves out takes its default, which the earlier response shows.
      const bodySchema = bodyPointer ? deref<JsonObject>(doc, resolvePointer(doc, bodyPointer)) : undefined;
      for (const [field, id] of Object.entries(request.body as JsonObject)) {
        const earlier = field.endsWith('_id') ? context.entities.get(String(id)) : undefined;
        for (const shared of LIFELONG_FIELDS.filter(
          (name) => earlier && name in earlier.snapshot && name in (request.body as JsonObject),
        )) {
          const fieldSchema = (bodySchema?.properties as JsonObject | undefined)?.[shared];
          const stated = withDefaults(doc, fieldSchema, (request.body as JsonObject)[shared]);
          if (!contains(earlier!.snapshot[shared], stated) || !contains(stated, earlier!.snapshot[shared])) {
            report(['call', 'request', 'body', shared], `${shared} differs from that of ${id}, which ${field} names`);
          }
        }
      }
    }
    // The response is about what the path names.
    for (const parameter of parameters.filter((candidate) => candidate.in === 'path')) {
      const value = request.path?.[parameter.name];
      const schemaName = refName(parameter.schema);
      if (value === undefined || !schemaName || !returned || !returnedSchema) continue;
      const items = Array.isArray((returned as JsonObject).data)
        ? ((returned as JsonObject).data as unknown[])
        : [returned];
      const itemSchema = Array.isArray((returned as JsonObject).data)
        ? deref<JsonObject>(doc, (deref<JsonObject>(doc, returnedSchema).properties as JsonObject).data).items
        : returnedSchema;
      for (const item of items) {
        for (const [field, property] of Object.entries(
          (deref<JsonObject>(doc, itemSchema).properties as JsonObject) ?? {},
        )) {
          const fieldValue = (item as JsonObject)?.[field];
          if (refName(property) === schemaName && fieldValue !== undefined && String(fieldValue) !== String(value)) {
            report(
              ['call', 'response', 'body'],
              `the response's ${field} ${JSON.stringify(fieldValue)} is not the ${parameter.name} of the request, ${JSON.stringify(value)}`,
            );
          }
        }
      }
    }

    checkAttributes(context, report, contractName, request, returned);

    // The token this step gets.
    if (step.token) {
      const asked = (request.body as JsonObject | undefined)?.scope;
      const listed = new Set(step.token.scopes);
      if (typeof asked === 'string' && !isDeepStrictEqual(new Set(asked.split(' ')), listed)) {
        report(
          ['call', 'request', 'body', 'scope'],
          `the request asks for "${asked}" but token.scopes lists "${step.token.scopes.join(' ')}"`,
        );
      }
      const answered = (returned as JsonObject | undefined)?.scope;
      if (typeof answered === 'string' && !isDeepStrictEqual(new Set(answered.split(' ')), listed)) {
        report(
          ['call', 'response', 'body', 'scope'],
          `the token carries "${answered}" but token.scopes lists "${step.token.scopes.join(' ')}"`,
        );
      }
      context.scopes.set(contractName, listed);
    }
  } else if (step.event) {
    const webhook = (doc.webhooks as JsonObject | undefined)?.[step.event.type] as JsonObject | undefined;
    const webhookOperation = webhook
      ? findOperation(doc, String((webhook.post as JsonObject | undefined)?.operationId))
      : undefined;
    if (!webhookOperation) {
      report(
        ['event', 'type'],
        `contract ${contractName} sends no event "${step.event.type}" (it sends: ${Object.keys((doc.webhooks as JsonObject) ?? {}).join(', ')})`,
      );
      return;
    }
    const payloadPointer = jsonSchemaPointer(
      doc,
      webhookOperation.operation.requestBody,
      `${operationPointer(webhookOperation)}/requestBody`,
    );
    returned = step.event.payload;
    if (payloadPointer) {
      validate(payloadPointer, returned, ['event', 'payload'], 'the event payload', sentByApi(true));
      returnedSchema = resolvePointer(doc, payloadPointer);
    }
  }

  if (step.token && !step.call) report(['token'], 'only a call step can get a token');
  trackEntities(context, doc, step, operation, returned, returnedSchema, report);
  collectScalars(returned, context.known);
}

type Report = (where: Where, message: string) => void;

/**
 * An order's `attributes` use the attributes the scenario read for its category, with
 * values the scenario read for them; a call with `category_code` (and `attribute_code`)
 * in its path that answers a list of codes is such a reading.
 */
function checkAttributes(
  context: Context,
  report: Report,
  contract: string,
  request: ScenarioRequest,
  returned: unknown,
): void {
  const category = request.path?.category_code;
  const list = (returned as JsonObject | undefined)?.data;
  if (category !== undefined && Array.isArray(list)) {
    const key = [contract, category, request.path?.attribute_code].filter((part) => part !== undefined).join('#');
    context.catalogue.set(key, new Set(list.map((item) => String((item as JsonObject).code))));
  }
  const body = request.body as JsonObject | undefined;
  const attributes = body?.attributes;
  if (typeof body?.category !== 'string' || !attributes || typeof attributes !== 'object') return;
  const codes = context.catalogue.get(`${contract}#${body.category}`);
  for (const [name, value] of Object.entries(attributes as JsonObject)) {
    if (codes && !codes.has(name))
      report(
        ['call', 'request', 'body', 'attributes', name],
        `attribute "${name}" is not one of those read for ${body.category}`,
      );
    const values = context.catalogue.get(`${contract}#${body.category}#${name}`);
    for (const item of Array.isArray(value) ? value : [value]) {
      if (values && !values.has(String(item))) {
        report(
          ['call', 'request', 'body', 'attributes', name],
          `${name} "${String(item)}" is not one of the values read for it (${[...values].join(', ')})`,
        );
      }
    }
  }
}

function useIdentifier(context: Context, report: Report, where: Where, what: string, value: unknown): void {
  if (!context.known.has(String(value))) {
    report(where, `${what} is ${JSON.stringify(value)}, which no earlier step returned and no input declares`);
  }
}

/**
 * The code schema an open code parameter names: a path takes any code (an unknown one answers
 * 404), so `category_code` is a plain string, and it is a `CategoryCode` by its name.
 */
function codeSchemaOf(doc: OpenApiDocument, parameterName: string): string | undefined {
  const candidate = parameterName.replace(/(?:^|_)([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return (doc.components?.schemas as JsonObject | undefined)?.[candidate] ? candidate : undefined;
}

/** A scenario orders one thing: every request naming a code of one kind (CategoryCode) names the same. */
function checkCode(
  context: Context,
  report: Report,
  contract: string,
  schemaName: string,
  value: unknown,
  where: Where,
  stepId: string,
): void {
  if (!/Code$/.test(schemaName) || typeof value !== 'string') return;
  const key = `${contract}#${schemaName}`;
  const first = context.codes.get(key);
  if (!first) context.codes.set(key, {value, step: stepId});
  else if (first.value !== value)
    report(where, `${schemaName} "${value}" differs from "${String(first.value)}" of step "${first.step}"`);
}

/** The status a path of transitions reaches: provider events, then at most one transition this call causes. */
function reachable(
  transitions: readonly Transition[],
  from: string,
  to: string,
  operationId: string | undefined,
): boolean {
  const byEvent = (transition: Transition) => transition.causes.some((cause) => cause.kind === 'event');
  const byCall = (transition: Transition) =>
    !!operationId && transition.causes.some((cause) => cause.kind === 'call' && cause.operationId === operationId);
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length > 0) {
    const status = queue.shift()!;
    for (const transition of transitions.filter((candidate) => candidate.from === status)) {
      if (byCall(transition) && transition.to === to) return true;
      if (byEvent(transition) && !seen.has(transition.to)) {
        if (transition.to === to) return true;
        seen.add(transition.to);
        queue.push(transition.to);
      }
    }
  }
  return false;
}

/** The status a call moves an entity to when its path names it, or undefined when the call moves nothing. */
function statusAfterCall(
  transitions: readonly Transition[],
  from: string,
  operationId: string,
): {to?: string; moves: boolean} {
  const caused = transitions.filter((transition) =>
    transition.causes.some((cause) => cause.kind === 'call' && cause.operationId === operationId),
  );
  if (caused.length === 0) return {moves: false};
  const candidates = caused.map((transition) => transition.to).filter((to, index, all) => all.indexOf(to) === index);
  return {to: candidates.find((to) => reachable(transitions, from, to, operationId)), moves: true};
}

function trackEntities(
  context: Context,
  doc: OpenApiDocument,
  step: ScenarioStep,
  operation: LocatedOperation | undefined,
  returned: unknown,
  schema: unknown,
  report: Report,
): void {
  const where: Where = step.call ? ['call', 'response', 'body'] : ['event', 'payload'];
  const seenNow = new Set<string>();
  const observe = (object: JsonObject, statusSchema: string, path: string) => {
    const transitions = transitionsOf(doc, statusSchema);
    if (!transitions) return;
    const entity = entityOf(statusSchema);
    const id = String(object[`${entity}_id`] ?? object.id ?? '');
    if (!id) return;
    seenNow.add(id);
    const status = String(object.status);
    const state = context.entities.get(id);
    const at = `${path || '(body)'}`;
    if (typeof object.previous_status === 'string') {
      if (state?.status !== undefined && state.status !== object.previous_status) {
        report(
          where,
          `${at}: previous_status "${object.previous_status}" of ${id}, but the scenario last showed it "${state.status}"`,
        );
      }
      if (!transitions.some((transition) => transition.from === object.previous_status && transition.to === status)) {
        report(where, `${at}: ${entity} ${id} cannot move from "${object.previous_status}" to "${status}"`);
      }
    } else if (
      state?.status !== undefined &&
      state.status !== status &&
      !reachable(transitions, state.status, status, step.call?.operationId)
    ) {
      report(
        where,
        `${at}: ${entity} ${id} is "${status}", but from "${state.status}" ${step.call ? `${step.call.operationId} and the events between steps` : 'the events'} cannot lead there`,
      );
    } else if (!state && step.call) {
      const creates = transitions.filter(
        (transition) =>
          transition.from === null &&
          transition.causes.some((cause) => cause.kind === 'call' && cause.operationId === step.call!.operationId),
      );
      if (creates.length > 0 && !creates.some((transition) => transition.to === status)) {
        report(
          where,
          `${at}: a new ${entity} starts as "${creates.map((transition) => transition.to).join('" or "')}", not "${status}"`,
        );
      }
    }
    // A deliverable back in review after a revision has one more version.
    const next: EntityState = {
      ...(state ?? {snapshot: {}}),
      status,
      statusSchema,
      snapshot: {...(state?.snapshot ?? {}), ...object},
    };
    if (state?.status === 'revision_requested' && status !== 'revision_requested')
      next.minVersionCount = (state.versionCount ?? 1) + 1;
    if (typeof object.version_number === 'number')
      next.minVersionCount = Math.max(next.minVersionCount ?? 0, object.version_number);
    if (typeof object.version_count === 'number') {
      if (next.minVersionCount !== undefined && object.version_count < next.minVersionCount) {
        report(
          where,
          `${at}: ${entity} ${id} has version_count ${object.version_count}, but after its revision it has at least ${next.minVersionCount}`,
        );
      }
      if (state?.versionCount !== undefined && object.version_count < state.versionCount) {
        report(
          where,
          `${at}: ${entity} ${id} has version_count ${object.version_count}, fewer than the ${state.versionCount} shown before`,
        );
      }
      next.versionCount = object.version_count;
    }
    for (const field of LIFELONG_FIELDS) {
      if (
        state &&
        field in state.snapshot &&
        field in object &&
        !isDeepStrictEqual(state.snapshot[field], object[field])
      ) {
        report(
          where,
          `${at}: ${field} of ${id} is ${JSON.stringify(object[field])}, but an earlier step showed ${JSON.stringify(state.snapshot[field])}`,
        );
      }
    }
    context.entities.set(id, next);
  };

  if (returned !== undefined && schema) {
    walkNamed(doc, schema, returned, (name, value, path) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return;
      const properties =
        (deref<JsonObject>(doc, deref(doc, {$ref: `#/components/schemas/${name}`})).properties as JsonObject) ?? {};
      const statusName = refName(properties.status);
      if (statusName && transitionsOf(doc, statusName)) observe(value as JsonObject, statusName, path);
      else if ('id' in (value as JsonObject)) {
        // Quotes and other resources without a status: remember them for requests that name them.
        const id = String((value as JsonObject).id);
        const state = context.entities.get(id);
        context.entities.set(id, {...(state ?? {}), snapshot: {...(state?.snapshot ?? {}), ...(value as JsonObject)}});
      }
    });
    // Event payloads: `data` is inline; its status field names the schema.
    const data = (returned as JsonObject).data;
    if (step.event && data && typeof data === 'object') {
      walkNamed(doc, schema, returned, (name, value, path) => {
        if (path === '/data/status' && transitionsOf(doc, name)) observe(data as JsonObject, name, '/data');
      });
    }
  }

  // A call that acts on what its path names moves it along the transition it causes.
  if (operation && step.call) {
    for (const [name, value] of Object.entries(step.call.request?.path ?? {})) {
      const id = String(value);
      const state = context.entities.get(id);
      if (seenNow.has(id) || !state?.status || !state.statusSchema || name !== `${entityOf(state.statusSchema)}_id`)
        continue;
      const transitions = transitionsOf(doc, state.statusSchema)!;
      const after = statusAfterCall(transitions, state.status, operation.operationId);
      if (!after.moves) continue;
      if (!after.to)
        report(
          ['call', 'operationId'],
          `${operation.operationId} cannot act on ${id}, which the scenario last showed "${state.status}"`,
        );
      else context.entities.set(id, {...state, status: after.to});
    }
  }
}
