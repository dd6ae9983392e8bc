import fs from 'node:fs';
import path from 'node:path';
import {parseDocument} from 'yaml';

// Reads the OpenAPI contracts in contracts/openapi/. Shared by the build (loader and
// remark plugin) and by the checks in scripts/, so that both see the same document.

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
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

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

const cache = new Map<string, {mtimeMs: number; doc: OpenApiDocument}>();

/** Parses a contract; a YAML error names the file, line and column. */
export function loadContract(contract: string): OpenApiDocument {
  const file = contractFile(contract);
  if (!fs.existsSync(file)) {
    throw new Error(`Unknown contract "${contract}": ${path.relative(process.cwd(), file)} does not exist (known: ${listContracts().join(', ')}).`);
  }
  const {mtimeMs} = fs.statSync(file);
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.doc;
  const parsed = parseDocument(fs.readFileSync(file, 'utf8'), {prettyErrors: true});
  if (parsed.errors.length > 0) {
    throw new Error(`${path.relative(process.cwd(), file)}: ${parsed.errors.map((error) => error.message).join('\n')}`);
  }
  const doc = parsed.toJS({maxAliasCount: -1}) as OpenApiDocument;
  cache.set(file, {mtimeMs, doc});
  return doc;
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
        });
      }
    }
  };
  collect(doc.paths, false);
  collect(doc.webhooks, true);
  return found;
}

export function findOperation(doc: OpenApiDocument, operationId: string): LocatedOperation | undefined {
  return listOperations(doc).find((op) => op.operationId === operationId);
}

/** Follows a local JSON pointer such as "#/components/schemas/Project". */
export function resolvePointer(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported, got "${ref}".`);
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(key in (node as JsonObject))) {
      throw new Error(`Reference "${ref}" does not resolve.`);
    }
    node = (node as JsonObject)[key];
  }
  return node;
}

/** Resolves `$ref` chains (parameters, responses, examples, schemas). */
export function deref<T = JsonObject>(doc: OpenApiDocument, node: unknown): T {
  let current = node;
  for (let hops = 0; current && typeof current === 'object' && '$ref' in (current as JsonObject); hops++) {
    if (hops > 20) throw new Error('Reference cycle');
    current = resolvePointer(doc, String((current as JsonObject).$ref));
  }
  return current as T;
}

/** The name a `$ref` points to: "#/components/schemas/Project" -> "Project". */
export function refName(node: unknown): string | undefined {
  if (!node || typeof node !== 'object' || !('$ref' in (node as JsonObject))) return undefined;
  return String((node as JsonObject).$ref).split('/').pop();
}
