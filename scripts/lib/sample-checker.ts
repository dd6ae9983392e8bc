import fs from 'node:fs';
import path from 'node:path';
import Ajv2020, {type ErrorObject, type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {isMap, isScalar, LineCounter, parseDocument, type Node} from 'yaml';
import {
  childPointer,
  follow,
  listOperations,
  loadContractFile,
  locate,
  pointerTo,
  resolvePointer,
  type JsonObject,
  type OpenApiDocument,
} from '../../plugins/openapi-contracts/contracts';
import {deliveryFormatProblems, type LocatedValue} from './delivery-formats';
import {moneyProblems} from './money-rules';

// Checks that every JSON sample, in the contracts and on the pages, matches the
// contract schema it claims to show, and that the contract's examples keep the
// introduction's rules of money (./money-rules.ts). See scripts/README.md for the meta convention.

export type Problem = {file: string; line: number; message: string};

export type LoadedContract = {
  name: string;
  file: string;
  doc: OpenApiDocument;
  validator: (pointer: string) => ValidateFunction;
  /**
   * For what the API sends (2xx responses, webhook events): as `validator`, and every
   * field with a default is required, since responses show the default of a field the
   * request left out (the introduction says so).
   */
  sentValidator: (pointer: string) => ValidateFunction;
};

// Keywords that OpenAPI adds to JSON Schema, or that sit at the document root; Ajv
// must know them in strict mode. Extensions (x-...) are added per contract.
const OPENAPI_KEYWORDS = [
  'example',
  'discriminator',
  'xml',
  'externalDocs',
  'openapi',
  'info',
  'jsonSchemaDialect',
  'servers',
  'paths',
  'webhooks',
  'components',
  'security',
  'tags',
];

/**
 * Samples may not carry fields the contract does not define (a typo would otherwise
 * pass silently), so every object schema that lists properties gets
 * `unevaluatedProperties: false` unless it says otherwise. Conditional branches
 * (if/then/else/not) and allOf members are left open: the schema that holds them
 * sees every property they evaluate.
 */
function closeObjects(schema: unknown): void {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
  const node = schema as JsonObject;
  if ('$ref' in node) return;
  if ((node.properties || node.allOf) && !('additionalProperties' in node) && !('unevaluatedProperties' in node)) {
    node.unevaluatedProperties = false;
  }
  for (const child of Object.values((node.properties as JsonObject) ?? {})) closeObjects(child);
  for (const key of ['items', 'additionalProperties', 'contains']) closeObjects(node[key]);
  for (const key of ['oneOf', 'anyOf', 'prefixItems'])
    for (const child of (node[key] as unknown[]) ?? []) closeObjects(child);
  for (const member of (node.allOf as JsonObject[]) ?? []) {
    // Members stay open, but their own nested objects are closed.
    for (const child of Object.values((member?.properties as JsonObject) ?? {})) closeObjects(child);
  }
}

/** The words with which the description of a field the API may leave out says when (lint:contracts). */
export const saysWhen = /\b(Only|Present|Left out|Not on|Required with)\b/;

/**
 * The default the API shows for a field a request left out: the field's own default or
 * its `$ref` target's, unless its description says when the field is there at all ("Only
 * with `contest`"). Undefined for a field without one.
 */
export function sentDefault(doc: OpenApiDocument, property: unknown): unknown {
  const own = property as JsonObject;
  const target = follow<JsonObject>(doc, own).node;
  if (saysWhen.test(String(own.description ?? target?.description ?? ''))) return undefined;
  return own.default ?? target?.default;
}

/** Whether a body is one the API sends: a call's 2xx response, or a webhook's event (its request body). */
export const sentByApi = (isWebhook: boolean, responseStatus?: string): boolean =>
  responseStatus === undefined ? isWebhook : !isWebhook && responseStatus.startsWith('2');

/** Adds each property that has a `sentDefault` to the `required` of its object. */
function requireDefaults(doc: OpenApiDocument): (schema: unknown) => void {
  const visit = (schema: unknown): void => {
    if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
    const node = schema as JsonObject;
    const properties = (node.properties as JsonObject | undefined) ?? {};
    const defaulted = Object.entries(properties)
      .filter(([, property]) => sentDefault(doc, property) !== undefined)
      .map(([name]) => name);
    if (defaulted.length > 0) node.required = [...new Set([...((node.required as string[]) ?? []), ...defaulted])];
    for (const child of Object.values(properties)) visit(child);
    for (const key of ['items', 'additionalProperties', 'contains']) visit(node[key]);
    for (const key of ['oneOf', 'anyOf', 'allOf', 'prefixItems'])
      for (const child of (node[key] as unknown[]) ?? []) visit(child);
  };
  return visit;
}

/** Every place in an OpenAPI document where a schema starts. */
function forEachSchemaRoot(doc: OpenApiDocument, visit: (schema: unknown) => void): void {
  for (const schema of Object.values((doc.components?.schemas as JsonObject) ?? {})) visit(schema);
  const walk = (node: unknown, key?: string) => {
    if (!node || typeof node !== 'object') return;
    if (key === 'schemas') return; // components.schemas, done above
    if (
      !Array.isArray(node) &&
      key !== 'properties' &&
      'schema' in (node as JsonObject) &&
      typeof (node as JsonObject).schema === 'object'
    ) {
      visit((node as JsonObject).schema);
    }
    for (const [childKey, child] of Object.entries(node as JsonObject)) {
      if (childKey !== 'schema') walk(child, childKey);
    }
  };
  walk(doc.paths);
  walk(doc.webhooks);
  for (const key of ['parameters', 'headers', 'responses', 'requestBodies']) walk(doc.components?.[key]);
}

function collectExtensionKeywords(node: unknown, found: Set<string>): void {
  if (!node || typeof node !== 'object') return;
  for (const [key, child] of Object.entries(node as JsonObject)) {
    if (key.startsWith('x-')) found.add(key);
    collectExtensionKeywords(child, found);
  }
}

/** Validators of the schemas of `doc`, by JSON pointer, after `prepare` has changed a copy of it. */
function validatorsOf(name: string, doc: OpenApiDocument, prepare: (copy: OpenApiDocument) => void, verbose = false) {
  const strict = structuredClone(doc);
  prepare(strict);
  const extensions = new Set<string>();
  collectExtensionKeywords(strict, extensions);

  const ajv = new Ajv2020({
    strict: true,
    strictRequired: false,
    strictTypes: false,
    allErrors: true,
    allowUnionTypes: true,
    // Errors carry their schema, so that a message can say a missing field has a default.
    verbose,
  });
  addFormats(ajv);
  ajv.addVocabulary([...OPENAPI_KEYWORDS, ...extensions]);
  const id = `contract:${name}`;
  ajv.addSchema({...strict, $id: id});
  const cache = new Map<string, ValidateFunction>();
  return (pointer: string) => {
    let validate = cache.get(pointer);
    if (!validate) {
      // Ajv reads the pointer as a URI fragment: braces of path templates are encoded.
      validate = ajv.getSchema(`${id}${encodeURI(pointer)}`);
      if (!validate) throw new Error(`${name}: no schema at ${pointer}`);
      cache.set(pointer, validate);
    }
    return validate;
  };
}

export function loadContractForChecks(file: string): LoadedContract {
  const name = path.basename(file).replace(/\.ya?ml$/, '');
  const doc = loadContractFile(file);
  const validator = validatorsOf(name, doc, (copy) => forEachSchemaRoot(copy, closeObjects));
  let sent: ReturnType<typeof validatorsOf> | undefined;
  // Compiled on first use: most checks read requests only.
  const sentValidator = (pointer: string) =>
    (sent ??= validatorsOf(
      name,
      doc,
      (copy) => {
        forEachSchemaRoot(copy, closeObjects);
        forEachSchemaRoot(copy, requireDefaults(copy));
      },
      true,
    ))(pointer);
  return {name, file, doc, validator, sentValidator};
}

/** The line of a node of the YAML file (or of its nearest parent), for error messages. */
export function lineOf(contract: LoadedContract, pointer: string): number {
  return Number(/:(\d+):\d+$/.exec(locate(contract.doc, pointer))?.[1] ?? 1);
}

export function formatAjvErrors(errors: ErrorObject[] | null | undefined): string {
  const messages = (errors ?? []).map((error) => {
    const at = error.instancePath || '(root)';
    const params = error.params as {
      allowedValues?: unknown[];
      unevaluatedProperty?: string;
      additionalProperty?: string;
      missingProperty?: string;
    };
    const missing = params.missingProperty
      ? ((error.parentSchema as JsonObject | undefined)?.properties as JsonObject | undefined)?.[params.missingProperty]
      : undefined;
    if (missing && typeof missing === 'object' && 'default' in missing)
      return `${at} leaves out ${params.missingProperty}, whose default (${JSON.stringify((missing as JsonObject).default)}) what the API sends always shows`;
    if (params.allowedValues) return `${at} must be one of: ${params.allowedValues.join(', ')}`;
    const extra = params.unevaluatedProperty ?? params.additionalProperty;
    if (extra) return `${at} has a field the contract does not define: "${extra}"`;
    return `${at} ${error.message}`;
  });
  const distinct = [...new Set(messages)];
  const more = distinct.length > 6 ? `; and ${distinct.length - 6} more` : '';
  return distinct.slice(0, 6).join('; ') + more;
}

/** Follows `$ref`s from a node written at `pointer`, and says where it ends. */
function resolved(contract: LoadedContract, node: unknown, pointer: string): {node: JsonObject; pointer: string} {
  const end = follow<JsonObject>(contract.doc, node, pointer);
  return {node: end.node, pointer: end.pointer ?? pointer};
}

/**
 * (a) Every example in a contract validates against its schema. `examples`, when given,
 * receives every example checked, with its JSON pointer.
 */
export function checkContractExamples(contract: LoadedContract, examples?: LocatedValue[]): Problem[] {
  const problems: Problem[] = [];
  const checked: LocatedValue[] = examples ?? [];
  const check = (value: unknown, schemaPointer: string, examplePointer: string, what: string, sent = false) => {
    checked.push({value, at: examplePointer});
    const validate = (sent ? contract.sentValidator : contract.validator)(schemaPointer);
    const messages = validate(value) ? moneyProblems(value) : [formatAjvErrors(validate.errors)];
    for (const message of messages)
      problems.push({file: contract.file, line: lineOf(contract, examplePointer), message: `${what}: ${message}`});
  };
  const checkMedia = (content: JsonObject | undefined, at: string, what: string, sent: boolean) => {
    for (const [mediaType, media] of Object.entries(content ?? {}) as [string, JsonObject][]) {
      const mediaAt = childPointer(at, 'content', mediaType);
      if (!media.schema) continue;
      const schemaAt = `${mediaAt}/schema`;
      if ('example' in media) check(media.example, schemaAt, `${mediaAt}/example`, what, sent);
      for (const [name, example] of Object.entries((media.examples as JsonObject) ?? {})) {
        const target = resolved(contract, example, childPointer(mediaAt, 'examples', name));
        check(target.node.value, schemaAt, `${target.pointer}/value`, `${what} (example "${name}")`, sent);
      }
    }
  };
  const checkParameters = (parameters: unknown[], at: string, what: string) => {
    parameters.forEach((parameter, index) => {
      const target = resolved(contract, parameter, `${at}/${index}`);
      if ('example' in target.node && target.node.schema) {
        check(
          target.node.example,
          `${target.pointer}/schema`,
          `${target.pointer}/example`,
          `${what}, parameter ${String(target.node.name)}`,
        );
      }
    });
  };

  for (const op of listOperations(contract.doc)) {
    const opAt = op.pointer;
    const what = op.operationId;
    checkParameters(
      op.pathParameters,
      childPointer(pointerTo([op.isWebhook ? 'webhooks' : 'paths', op.path]), 'parameters'),
      what,
    );
    checkParameters((op.operation.parameters as unknown[]) ?? [], `${opAt}/parameters`, what);
    if (op.operation.requestBody) {
      const body = resolved(contract, op.operation.requestBody, `${opAt}/requestBody`);
      checkMedia(body.node.content as JsonObject, body.pointer, `${what} request`, sentByApi(op.isWebhook));
    }
    for (const [status, response] of Object.entries((op.operation.responses as JsonObject) ?? {})) {
      const target = resolved(contract, response, `${opAt}/responses/${status}`);
      checkMedia(
        target.node.content as JsonObject,
        target.pointer,
        `${what} response ${status}`,
        sentByApi(op.isWebhook, status),
      );
      for (const [name, header] of Object.entries((target.node.headers as JsonObject) ?? {})) {
        const h = resolved(contract, header, childPointer(target.pointer, 'headers', name));
        if ('example' in h.node && h.node.schema)
          check(
            h.node.example,
            `${h.pointer}/schema`,
            `${h.pointer}/example`,
            `${what} response ${status} header ${name}`,
          );
      }
    }
  }
  for (const [name, schema] of Object.entries((contract.doc.components?.schemas as JsonObject) ?? {})) {
    ((schema as JsonObject).examples as unknown[] | undefined)?.forEach((example, index) =>
      check(
        example,
        pointerTo(['components', 'schemas', name]),
        pointerTo(['components', 'schemas', name, 'examples', index]),
        `schema ${name} example ${index + 1}`,
      ),
    );
  }
  for (const {at, message} of deliveryFormatProblems(checked))
    problems.push({file: contract.file, line: lineOf(contract, at), message});
  return problems;
}

// ---- (b) JSON blocks in Markdown and MDX ----

export type FencedBlock = {line: number; lang: string; meta: string; text: string};

/** The fenced blocks of the given languages in a Markdown/MDX text, with the line of their opening fence. */
export function findFencedBlocks(source: string, langs: string[]): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  const lines = source.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const open = /^\s*(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(lines[index]);
    if (!open) continue;
    const fence = open[1];
    const close = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    let end = index + 1;
    while (end < lines.length && !close.test(lines[end])) end++;
    const lang = open[2].toLowerCase();
    if (langs.includes(lang))
      blocks.push({line: index + 1, lang, meta: open[3].trim(), text: lines.slice(index + 1, end).join('\n')});
    index = end;
  }
  return blocks;
}

export const findJsonBlocks = (source: string): FencedBlock[] => findFencedBlocks(source, ['json']);

export function parseMeta(meta: string): Map<string, string | true> {
  const result = new Map<string, string | true>();
  for (const match of meta.matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g)) {
    result.set(match[1], match[2] ?? match[3] ?? match[4] ?? true);
  }
  return result;
}

/** Turns the meta of a block into the schema pointer it must match. */
function targetOf(
  meta: Map<string, string | true>,
  contracts: Map<string, LoadedContract>,
): {contract: LoadedContract; pointer: string; sent: boolean} {
  const schema = meta.get('schema');
  const op = meta.get('op');
  const reference = typeof schema === 'string' ? schema : typeof op === 'string' ? op : undefined;
  if (!reference)
    throw new Error(
      'a ```json block needs schema="<contract>#<Schema>", op="<contract>#<operationId>" part="request|response[:status]", or nocheck when it is not an API payload',
    );
  const [name, target] = reference.split('#');
  const contract = contracts.get(name);
  if (!contract || !target)
    throw new Error(
      `"${reference}" names no known contract (known: ${[...contracts.keys()].join(', ')}); write <contract>#<name>`,
    );
  if (typeof schema === 'string') {
    const pointer = target.startsWith('/') ? `#${target}` : pointerTo(['components', 'schemas', target]);
    try {
      resolvePointer(contract.doc, pointer);
    } catch {
      throw new Error(`${name} has no schema ${target}`);
    }
    return {contract, pointer, sent: false};
  }
  const operation = listOperations(contract.doc).find((candidate) => candidate.operationId === target);
  if (!operation) throw new Error(`${name} has no operation "${target}"`);
  const part = meta.get('part');
  if (typeof part !== 'string') throw new Error('op="..." needs part="request" or part="response[:status]"');
  const opAt = operation.pointer;
  let media: {node: JsonObject; pointer: string};
  let sent = sentByApi(operation.isWebhook);
  if (part === 'request') {
    if (!operation.operation.requestBody) throw new Error(`${target} has no request body`);
    media = resolved(contract, operation.operation.requestBody, `${opAt}/requestBody`);
  } else if (part.startsWith('response')) {
    const responses = (operation.operation.responses as JsonObject) ?? {};
    const status = part.split(':')[1] ?? Object.keys(responses).find((code) => code.startsWith('2'));
    if (!status || !responses[status])
      throw new Error(`${target} has no response ${status ?? '2xx'} (it has ${Object.keys(responses).join(', ')})`);
    media = resolved(contract, responses[status], `${opAt}/responses/${status}`);
    sent = sentByApi(operation.isWebhook, status);
  } else {
    throw new Error(`part="${part}" is neither "request" nor "response[:status]"`);
  }
  const content = media.node.content as JsonObject | undefined;
  if (!content?.['application/json']) throw new Error(`${target} ${part} has no application/json body`);
  return {contract, pointer: `${media.pointer}/content/application~1json/schema`, sent};
}

type ParsedJson = {doc: ReturnType<typeof parseDocument>; lines: LineCounter};

/** A JSON text with the position of each node (JSON is YAML), parsed once per block. */
function parseJsonWithLines(text: string): ParsedJson {
  const lines = new LineCounter();
  return {doc: parseDocument(text, {lineCounter: lines}), lines};
}

/**
 * The line, in a JSON text, of the value at an instance path (`/parts/0`), or of the key
 * `field` of that object; undefined when the path is not there (the text is not JSON).
 */
function lineInJson(json: ParsedJson, instancePath: string, field?: string): number | undefined {
  const {doc, lines} = json;
  const segments = instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const node = (segments.length ? doc.getIn(segments, true) : doc.contents) as Node | undefined;
  const key =
    field && isMap(node) ? node.items.find((pair) => isScalar(pair.key) && pair.key.value === field)?.key : undefined;
  const range = ((key as Node | undefined) ?? node)?.range;
  return range ? lines.linePos(range[0]).line : undefined;
}

/** The field an error is about when it names one the object has: an unknown field. */
const fieldOf = (error: ErrorObject) => {
  const params = error.params as {additionalProperty?: string; unevaluatedProperty?: string};
  return params.additionalProperty ?? params.unevaluatedProperty;
};

export function checkMarkdownFile(file: string, contracts: Map<string, LoadedContract>): Problem[] {
  const problems: Problem[] = [];
  for (const block of findJsonBlocks(fs.readFileSync(file, 'utf8'))) {
    const meta = parseMeta(block.meta);
    if (meta.has('nocheck')) continue;
    // Lines of the text count from the line after the fence.
    const problem = (message: string, lineInText?: number) =>
      problems.push({
        file,
        line: lineInText === undefined ? block.line : block.line + lineInText,
        message: `json block ${block.meta ? `(${block.meta}) ` : ''}${message}`,
      });
    try {
      const {contract, pointer, sent} = targetOf(meta, contracts);
      let value: unknown;
      try {
        value = JSON.parse(block.text);
      } catch (error) {
        const position = /at position (\d+)/.exec((error as Error).message)?.[1];
        const line = position === undefined ? undefined : block.text.slice(0, Number(position)).split('\n').length;
        problem(`not valid JSON: ${(error as Error).message}`, line);
        continue;
      }
      const validate = (sent ? contract.sentValidator : contract.validator)(pointer);
      if (!validate(value)) {
        // One problem per line of the block, at the field it is about.
        const byLine = new Map<number | undefined, ErrorObject[]>();
        const parsed = parseJsonWithLines(block.text);
        for (const error of validate.errors ?? []) {
          const line = lineInJson(parsed, error.instancePath, fieldOf(error));
          byLine.set(line, [...(byLine.get(line) ?? []), error]);
        }
        const schema = `${contract.name}${pointer.replace(/^#\/components\/schemas\//, '#')}`;
        for (const [line, errors] of byLine) problem(`does not match ${schema}: ${formatAjvErrors(errors)}`, line);
        continue;
      }
      const money = moneyProblems(value);
      if (money.length > 0) problem(money.join('; '));
    } catch (error) {
      problem((error as Error).message);
    }
  }
  return problems;
}

export function listMarkdownFiles(dirs: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) files.push(full);
    }
  };
  dirs.forEach(walk);
  return files.sort();
}

export function loadContracts(dir: string): Map<string, LoadedContract> {
  const contracts = new Map<string, LoadedContract>();
  for (const file of fs
    .readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()) {
    const contract = loadContractForChecks(path.join(dir, file));
    contracts.set(contract.name, contract);
  }
  return contracts;
}

/** Both checks: the contracts' own examples, then every JSON block of the pages. */
export function checkSamples(options: {contractsDir: string; markdownDirs: string[]}): {
  problems: Problem[];
  blocks: number;
  files: number;
} {
  const contracts = loadContracts(options.contractsDir);
  const problems = [...contracts.values()].flatMap((contract) => checkContractExamples(contract));
  const files = listMarkdownFiles(options.markdownDirs);
  let blocks = 0;
  for (const file of files) {
    blocks += findJsonBlocks(fs.readFileSync(file, 'utf8')).length;
    problems.push(...checkMarkdownFile(file, contracts));
  }
  return {problems, blocks, files: files.length};
}
