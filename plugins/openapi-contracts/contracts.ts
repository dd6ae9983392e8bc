import fs from 'node:fs';
import path from 'node:path';
import {
  escapePointerFragment,
  getLineColLocation,
  isRef,
  makeDocumentFromString,
  unescapePointerFragment,
  YamlParseError,
  type Source,
} from '@redocly/openapi-core';

// Reads the OpenAPI contracts in contracts/openapi/ with Redocly's OpenAPI core, the
// library behind `npm run lint:contracts`: the build (loader and remark plugin), the
// checks in scripts/ and the linter all see the same document. Every error names the
// file, line and column.

/** The contracts' folder, relative to the site root (pages import it as @site/...). */
export const contractsSiteDir = 'contracts/openapi';
export const contractsDir = path.resolve(__dirname, '../..', contractsSiteDir);

export type JsonObject = {[key: string]: unknown};
export type OpenApiDocument = JsonObject & {
  paths?: {[path: string]: JsonObject};
  webhooks?: {[name: string]: JsonObject};
  components?: JsonObject;
};

export type LocatedOperation = {
  operationId: string;
  method: string;
  /** The path, or the webhook name for webhook operations. */
  path: string;
  isWebhook: boolean;
  operation: JsonObject;
  /** Parameters declared on the path item, shared by all its operations. */
  pathParameters: unknown[];
  /** JSON pointer of the operation, e.g. "#/paths/~1projects/post". */
  pointer: string;
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** What a parsed contract keeps beside the plain object: its source and where each node sits. */
type Origin = {file: string; source: Source; pointers: WeakMap<object, string>};
const origins = new WeakMap<OpenApiDocument, Origin>();

export function contractFile(contract: string): string {
  return path.join(contractsDir, `${contract}.yaml`);
}

export function listContracts(): string[] {
  return fs
    .readdirSync(contractsDir)
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => file.slice(0, -'.yaml'.length))
    .sort();
}

/** A JSON pointer from its segments: ["paths", "/projects", "post"] -> "#/paths/~1projects/post". */
export function pointerTo(segments: readonly (string | number)[]): string {
  return `#/${segments.map((segment) => escapePointerFragment(String(segment))).join('/')}`;
}

/** A pointer one or more keys deeper: childPointer("#/paths", "/projects") -> "#/paths/~1projects". */
export function childPointer(pointer: string, ...keys: (string | number)[]): string {
  return [pointer, ...keys.map((key) => escapePointerFragment(String(key)))].join('/');
}

/** The keys of a local reference: "#/components/schemas/Project" -> ["components", "schemas", "Project"]. */
function keysOf(ref: string): string[] | undefined {
  if (ref === '#') return [];
  return ref.startsWith('#/') ? ref.slice(2).split('/').map(unescapePointerFragment) : undefined;
}

/** Remembers the pointer of every object node, so that errors and checks can say where a node is. */
function indexPointers(node: unknown, pointer: string, pointers: WeakMap<object, string>): void {
  if (!node || typeof node !== 'object' || pointers.has(node)) return;
  pointers.set(node, pointer);
  for (const [key, child] of Object.entries(node))
    indexPointers(child, `${pointer}/${escapePointerFragment(key)}`, pointers);
}

const cache = new Map<string, {mtimeMs: number; doc: OpenApiDocument}>();

/** Parses any OpenAPI file (the checks' fixtures too); a YAML error names the file, line and column. */
export function loadContractFile(file: string): OpenApiDocument {
  const {mtimeMs} = fs.statSync(file);
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.doc;
  const shown = path.relative(process.cwd(), file);
  let parsed;
  try {
    parsed = makeDocumentFromString<OpenApiDocument>(fs.readFileSync(file, 'utf8'), shown);
  } catch (error) {
    if (error instanceof YamlParseError) {
      // js-yaml ends its message with the file and position, which lead this one.
      throw new Error(`${shown}:${error.line}:${error.col}: ${error.message.replace(/ in ".*" \(\d+:\d+\)$/, '')}`);
    }
    throw error;
  }
  const doc = parsed.parsed;
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw new Error(`${shown}:1:1: not an OpenAPI document.`);
  const pointers = new WeakMap<object, string>();
  indexPointers(doc, '#', pointers);
  origins.set(doc, {file: shown, source: parsed.source, pointers});
  cache.set(file, {mtimeMs, doc});
  return doc;
}

/** Parses contracts/openapi/<contract>.yaml. */
export function loadContract(contract: string): OpenApiDocument {
  const file = contractFile(contract);
  if (!fs.existsSync(file)) {
    throw new Error(
      `Unknown contract "${contract}": ${path.relative(process.cwd(), file)} does not exist (known: ${listContracts().join(', ')}).`,
    );
  }
  return loadContractFile(file);
}

/** The pointer of a node of the document, e.g. "#/components/schemas/Project", if it is one. */
export function pointerOf(doc: OpenApiDocument, node: unknown): string | undefined {
  return node && typeof node === 'object' ? origins.get(doc)?.pointers.get(node) : undefined;
}

/** "contracts/openapi/x.yaml:120:7": where a pointer (or its nearest existing parent) sits in the file. */
export function locate(doc: OpenApiDocument, pointer: string): string {
  const origin = origins.get(doc);
  if (!origin) return pointer;
  const {start} = getLineColLocation({source: origin.source, pointer, reportOnKey: false});
  return `${origin.file}:${start.line}:${start.col}`;
}

/** Every operation of the contract, under paths and under webhooks. */
export function listOperations(doc: OpenApiDocument): LocatedOperation[] {
  const found: LocatedOperation[] = [];
  const collect = (items: {[key: string]: JsonObject} | undefined, isWebhook: boolean) => {
    for (const [itemPath, item] of Object.entries(items ?? {})) {
      for (const method of HTTP_METHODS) {
        const operation = item[method] as JsonObject | undefined;
        if (!operation) continue;
        found.push({
          operationId: String(operation.operationId ?? `${method} ${itemPath}`),
          method: method.toUpperCase(),
          path: itemPath,
          isWebhook,
          operation,
          pathParameters: (item.parameters as unknown[]) ?? [],
          pointer: pointerTo([isWebhook ? 'webhooks' : 'paths', itemPath, method]),
        });
      }
    }
  };
  collect(doc.paths, false);
  collect(doc.webhooks, true);
  return found;
}

/**
 * The scopes a call needs: those of its security requirement (its own, else the contract's
 * default). Each call of our contracts has one; none for a call that takes no token.
 */
export function operationScopes(doc: JsonObject, operation: JsonObject): string[] {
  const [requirement] = (operation.security ?? doc.security ?? []) as Array<Record<string, string[]>>;
  return Object.values(requirement ?? {})[0] ?? [];
}

export function findOperation(doc: OpenApiDocument, operationId: string): LocatedOperation | undefined {
  return listOperations(doc).find((op) => op.operationId === operationId);
}

/** Whether a call takes an `Idempotency-Key` header (its own or its path's parameters). */
export function declaresIdempotencyKey(doc: OpenApiDocument, located: LocatedOperation): boolean {
  return [...located.pathParameters, ...((located.operation.parameters as unknown[]) ?? [])]
    .map((parameter) => deref<JsonObject>(doc, parameter))
    .some((parameter) => parameter.in === 'header' && String(parameter.name).toLowerCase() === 'idempotency-key');
}

/** The request paths an operation path such as `/projects/{project_id}` stands for, after `prefix`. */
export function operationPathPattern(operationPath: string, prefix = ''): RegExp {
  return new RegExp(`^${prefix}${operationPath.replace(/\{[^}]+\}/g, '[^/]+')}$`);
}

/** The call (not webhook) a request makes: `path` is relative to the server's base path, without the query. */
export function matchOperation(doc: OpenApiDocument, method: string, path: string): LocatedOperation | undefined {
  return listOperations(doc).find(
    (operation) =>
      !operation.isWebhook &&
      operation.method === method.toUpperCase() &&
      operationPathPattern(operation.path).test(path),
  );
}

/** The node a local JSON pointer such as "#/components/schemas/Project" names; `from` is where it was written. */
export function resolvePointer(doc: OpenApiDocument, ref: string, from?: string): unknown {
  const keys = keysOf(ref);
  // Locating a pointer parses the file's YAML again: only for an error.
  const where = () => (from ? `${locate(doc, from)}: ` : '');
  if (!keys) throw new Error(`${where()}only references inside the contract are supported, got "${ref}".`);
  let node: unknown = doc;
  for (const key of keys) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) {
      throw new Error(`${where()}reference "${ref}" does not resolve.`);
    }
    node = (node as JsonObject)[key];
  }
  return node;
}

/** Resolves `$ref` chains (parameters, responses, examples, schemas); a broken one names its line. */
export function deref<T = JsonObject>(doc: OpenApiDocument, node: unknown): T {
  return follow<T>(doc, node).node;
}

/** Like deref, and also says where the resolved node sits, for messages and schema validators. */
export function follow<T = JsonObject>(
  doc: OpenApiDocument,
  node: unknown,
  pointer?: string,
): {node: T; pointer: string | undefined} {
  let current = node;
  let at = pointer ?? pointerOf(doc, node);
  for (let hops = 0; isRef(current); hops++) {
    const ref = current.$ref;
    if (hops > 20) throw new Error(`${at ? `${locate(doc, at)}: ` : ''}reference cycle at "${ref}".`);
    current = resolvePointer(doc, ref, at && `${at}/$ref`);
    at = pointerTo(keysOf(ref) ?? []);
  }
  return {node: current as T, pointer: at};
}

/** The name a `$ref` points to: "#/components/schemas/Project" -> "Project". */
export function refName(node: unknown): string | undefined {
  if (!isRef(node)) return undefined;
  return keysOf(node.$ref)?.at(-1);
}

/**
 * The values a schema lists: its `enum`, or its `x-extensible-enum`, the values known today
 * of a list that can grow (any string is valid; the docs show those it names).
 */
export function listedValues(schema: JsonObject | undefined): unknown[] | undefined {
  const values = schema?.enum ?? schema?.['x-extensible-enum'];
  return Array.isArray(values) ? values : undefined;
}

/** Whether a schema's listed values can grow (`x-extensible-enum`). */
export const valuesCanGrow = (schema: JsonObject | undefined) => Array.isArray(schema?.['x-extensible-enum']);

/** The names of the examples of an operation's successful responses. */
export function successExampleNames(doc: OpenApiDocument, operationId: string): string[] {
  const responses = (findOperation(doc, operationId)?.operation.responses ?? {}) as JsonObject;
  return Object.entries(responses)
    .filter(([status]) => status.startsWith('2'))
    .flatMap(([, response]) => {
      const media = (deref<JsonObject>(doc, response).content as JsonObject | undefined)?.['application/json'];
      return Object.keys(((media as JsonObject | undefined)?.examples as JsonObject | undefined) ?? {});
    });
}
