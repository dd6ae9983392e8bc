import openapiTS, {
  astToString,
  NEVER,
  oapiRef,
  STRING,
  tsIntersection,
  tsLiteral,
  tsRecord,
  tsUnion,
  type OpenAPI3,
  type SchemaObject,
} from 'openapi-typescript';
import ts from 'typescript';
import {deref, listOperations, loadContract, type OpenApiDocument} from '../openapi-contracts/contracts';

// TypeScript types of a contract, by openapi-typescript: `paths`, `operations` and
// `components`, e.g. `components['schemas']['ProjectCreateRequest']`.

/** An anyOf/oneOf entry that only lists required fields ("send script or brief"). */
const onlyRequires = (entry: unknown): boolean =>
  typeof entry === 'object' &&
  entry !== null &&
  Object.keys(entry).every((key) => key === 'required' || key === 'description');

/**
 * Drops `anyOf`/`oneOf` lists made only of `required` entries. TypeScript cannot say "one
 * of these fields", and openapi-typescript turns each such entry into `unknown`, which
 * makes the whole type `unknown` and lets any object, typos included, type-check.
 */
function withoutRequiredOnlyAlternatives(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutRequiredOnlyAlternatives);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(
        ([key, value]) => !((key === 'anyOf' || key === 'oneOf') && Array.isArray(value) && value.every(onlyRequires)),
      )
      .map(([key, value]) => [key, withoutRequiredOnlyAlternatives(value)]),
  );
}

/** The first call of the contract that takes a JSON body: the example of the file's header. */
function firstJsonBodyOperation(name: string, contract: OpenApiDocument): string {
  const found = listOperations(contract).find(({operation, isWebhook}) => {
    const body = operation.requestBody ? deref<{content?: object}>(contract, operation.requestBody) : undefined;
    return !isWebhook && body?.content !== undefined && 'application/json' in body.content;
  });
  if (!found) throw new Error(`contracts/openapi/${name}.yaml: no call takes a JSON body, for the types' example`);
  return found.operationId;
}

/**
 * A list that grows (`x-extensible-enum`) as its known values or any other string:
 * `"en-GB" | … | (string & Record<never, never>)` keeps the known values as suggestions,
 * where a plain `string` would lose them.
 */
function extensibleEnum(schema: SchemaObject) {
  const known = (schema as {'x-extensible-enum'?: unknown})['x-extensible-enum'];
  if (!Array.isArray(known)) return undefined;
  return tsUnion([...known.map((value) => tsLiteral(value)), tsIntersection([STRING, tsRecord(NEVER, NEVER)])]);
}

type Branch = {
  if?: {required?: string[]; properties?: Record<string, {const?: unknown}>};
  then?: {properties?: Record<string, {$ref?: string}>};
  else?: Branch;
};

const hasOnlyKeys = (value: unknown, allowed: string[]): boolean =>
  typeof value === 'object' && value !== null && Object.keys(value).every((key) => allowed.includes(key));

/**
 * A schema made only of a chain of if/then/else that ties fields to a constant (if
 * `category` is `voice_over`, `attributes` is `VoiceOverAttributes`, else if…), as the
 * union of its branches, so a type that includes it narrows on that constant.
 * openapi-typescript leaves if/then out (`unknown`), which ties nothing. Any other shape
 * (a second condition, an optional field, a last `else` that is no branch, other keywords)
 * is left to openapi-typescript, since a union of the branches would drop it.
 */
export function constantBranches(schema: SchemaObject) {
  if (!('if' in schema)) return undefined;
  const branches: ts.TypeNode[] = [];
  for (let node: Branch | undefined = schema as Branch; node; node = node.else) {
    const conditions = Object.entries(node.if?.properties ?? {});
    const [key, condition] = conditions[0] ?? [];
    const tied = Object.entries(node.then?.properties ?? {});
    const isBranch =
      hasOnlyKeys(node, ['if', 'then', 'else', 'description']) &&
      hasOnlyKeys(node.if, ['required', 'properties']) &&
      conditions.length === 1 &&
      node.if?.required?.includes(key!) === true &&
      hasOnlyKeys(condition, ['const']) &&
      condition?.const !== undefined &&
      hasOnlyKeys(node.then, ['properties']) &&
      tied.length > 0 &&
      tied.every(([, field]) => hasOnlyKeys(field, ['$ref']) && field.$ref);
    if (!isBranch) return undefined;
    const field = (name: string, type: ts.TypeNode) =>
      ts.factory.createPropertySignature(undefined, name, undefined, type);
    branches.push(
      ts.factory.createTypeLiteralNode([
        field(key!, tsLiteral(condition!.const)),
        ...tied.map(([name, {$ref}]) => field(name, oapiRef($ref!))),
      ]),
    );
  }
  return tsUnion(branches);
}

/**
 * `KnownEvent`: the union of the contract's webhook payloads, which narrows on `type`. The
 * events list also holds `OtherEvent`, of a type added later, whose `type` is any string
 * and so keeps the union from narrowing.
 */
function knownEventType(contract: OpenApiDocument): string {
  const payloads = listOperations(contract)
    .filter(({isWebhook}) => isWebhook)
    .flatMap(({operation}) => {
      const body = deref<{content?: {'application/json'?: {schema?: {$ref?: string}}}}>(
        contract,
        operation.requestBody,
      );
      const ref = body?.content?.['application/json']?.schema?.$ref;
      return ref ? [`components["schemas"]["${ref.split('/').at(-1)}"]`] : [];
    });
  if (payloads.length === 0) return '';
  return (
    '\n/** The webhook events this version of the contract knows: they narrow on `type`. An event of a type added later is `components["schemas"]["OtherEvent"]`. */\n' +
    `export type KnownEvent = ${payloads.join(' | ')};\n` +
    '/** The types of the events this version knows, for a guard (see the top of this file). */\n' +
    "export type KnownEventType = KnownEvent['type'];\n"
  );
}

/**
 * The header's lines that narrow an event of the events list, a `KnownEvent` or an
 * `OtherEvent`, with a guard on its type: none for a contract without webhooks.
 */
function eventGuardLines(contract: OpenApiDocument): string {
  const types = Object.keys((contract as {webhooks?: object}).webhooks ?? {});
  if (types.length === 0) return '';
  return (
    '// An event of GET /events is a KnownEvent or an OtherEvent, of a type added later; narrow it with a guard:\n' +
    `//      const knownTypes = new Set<string>([${types.map((type) => `'${type}'`).join(', ')}] satisfies KnownEventType[]);\n` +
    '//      const isKnown = (event: {type: string}): event is KnownEvent => knownTypes.has(event.type);\n'
  );
}

export async function typeScriptTypes(name: string): Promise<string> {
  const contract = loadContract(name);
  // A field with a default may be left out of a request: keep it optional. An object the
  // contract leaves open (an event's `data`, whose fields each event type adds) takes any
  // field, not none.
  const nodes = await openapiTS(withoutRequiredOnlyAlternatives(contract) as OpenAPI3, {
    defaultNonNullable: false,
    emptyObjectsUnknown: true,
    transform: (schema) => extensibleEnum(schema) ?? constantBranches(schema),
  });
  const {title, version} = contract.info as {title: string; version: string};
  const guard = eventGuardLines(contract);
  // The "Use:" lines compile against this file: npm run check:downloads checks them.
  return (
    `// TypeScript types of ${title}, contract version ${version} (${name}.yaml), generated by openapi-typescript.\n` +
    `// Use: import type {${guard ? 'KnownEvent, KnownEventType, ' : ''}operations} from './${name}.js';\n` +
    `//      type Body = operations['${firstJsonBodyOperation(name, contract)}']['requestBody']['content']['application/json'];\n` +
    guard +
    '\n' +
    astToString(nodes) +
    knownEventType(contract)
  );
}
