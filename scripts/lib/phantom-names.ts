import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import {visit} from 'unist-util-visit';
import type {Code, Root} from 'mdast';
import {deref, listOperations, type JsonObject, type OpenApiDocument} from '../../plugins/openapi-contracts/contracts';
import {exampleCode} from '../../plugins/example-code';

// Finds "phantom" API names in the prose of a page: an inline `code` span that looks like
// a field, parameter, header, enum value, event type, scope, error code, operation or
// call, but that the page's contract does not define. A renamed field or a removed event
// then fails the check on every page that still names it.

/**
 * Every name a contract defines, its calls as `METHOD /path`, and its field paths
 * (`cancellation.refunded`: a property of a property, through `$ref`s, arrays and `allOf`).
 */
export type Vocabulary = {names: Set<string>; calls: Set<string>; fieldPaths: Set<string>};

export type PhantomName = {line: number; column: number; name: string; reason: string};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * Collects the names of a contract: every mapping key (fields, parameters, headers,
 * schema names, webhook event types, scopes, enum description keys), every enum and const
 * value, every parameter name and operationId, and the identifier-like string values of
 * its examples (attribute codes, subtype codes).
 */
export function contractVocabulary(doc: OpenApiDocument): Vocabulary {
  const names = new Set<string>();
  const walk = (node: unknown, parentKey: string | undefined): void => {
    if (Array.isArray(node)) {
      for (const item of node) {
        if (typeof item === 'string' && ['enum', 'x-extensible-enum', 'required'].includes(parentKey ?? ''))
          names.add(item);
        walk(item, parentKey);
      }
      return;
    }
    if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        names.add(key);
        if (key === 'const' || key === 'name' || key === 'operationId') names.add(String(value));
        // Security requirements name the scopes: `security: [{authToken: [read]}]`.
        if (key === 'security' && Array.isArray(value)) {
          for (const requirement of value) {
            for (const scope of Object.values(requirement ?? {}).flat()) names.add(String(scope));
          }
        }
        walk(value, key);
      }
      return;
    }
    // Example values such as attribute and subtype codes are names an integrator sends.
    if (typeof node === 'string' && /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/.test(node)) names.add(node);
  };
  walk(doc, undefined);
  const calls = new Set<string>();
  for (const operation of listOperations(doc)) {
    if (!operation.isWebhook) calls.add(`${operation.method.toUpperCase()} ${operation.path}`);
  }
  return {names, calls, fieldPaths: fieldPaths(doc)};
}

/** Deep enough for what prose names (`data.cancellation.refunded`), shallow enough to stay small. */
const MAX_PATH_DEPTH = 4;

/** Every path of properties, from any schema of the contract, up to MAX_PATH_DEPTH names long. */
function fieldPaths(doc: OpenApiDocument): Set<string> {
  const paths = new Set<string>();
  /** The properties of a schema, with those of its `allOf`/`oneOf`/`anyOf` members, array items and maps. */
  const propertiesOf = (node: unknown, seen: Set<unknown>): [string, unknown][] => {
    const schema = deref<JsonObject | undefined>(doc, node);
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
    const inner = new Set(seen).add(schema);
    const nested = [
      ...['allOf', 'oneOf', 'anyOf'].flatMap((key) => (Array.isArray(schema[key]) ? (schema[key] as unknown[]) : [])),
      schema.items,
      typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined,
    ].filter((member) => member !== undefined);
    return [
      ...Object.entries((schema.properties as JsonObject | undefined) ?? {}),
      ...nested.flatMap((member) => propertiesOf(member, inner)),
    ];
  };
  // The same path can lead into different schemas (`data` of a list, `data` of an event):
  // what is skipped is a schema already walked under the same path.
  const walked = new Map<unknown, Set<string>>();
  const walk = (schema: unknown, prefix: string, depth: number) => {
    const node = deref<unknown>(doc, schema);
    const prefixes = walked.get(node) ?? new Set<string>();
    if (depth === MAX_PATH_DEPTH || prefixes.has(prefix)) return;
    walked.set(node, prefixes.add(prefix));
    for (const [name, property] of propertiesOf(schema, new Set())) {
      const path = prefix ? `${prefix}.${name}` : name;
      paths.add(path);
      walk(property, path, depth + 1);
    }
  };
  const visitSchemas = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visitSchemas);
    if (!node || typeof node !== 'object') return;
    const object = node as JsonObject;
    if (object.properties || object.allOf || object.oneOf || object.anyOf || object.items) walk(object, '', 0);
    Object.values(object).forEach(visitSchemas);
  };
  visitSchemas(doc);
  return paths;
}

// File names and hosts have dots too, and a hex digest (a signature's) is lower case, but
// none is an API name.
const notAName = /\.(m?js|ts|tsx|json|py|php|java|ya?ml|mdx?|html|css|sql)$|\.example$|^[0-9a-f]{64}$/;

const looksLike: [kind: string, pattern: RegExp][] = [
  ['call', new RegExp(`^(${HTTP_METHODS.join('|').toUpperCase()}) /\\S*$`)],
  ['event type or field path', /^[a-z][a-zA-Z0-9_]*(\.[a-z][a-zA-Z0-9_]*)+$/],
  ['scope', /^[a-z]+:[a-z]+$/],
  ['header', /^[A-Z][A-Za-z0-9]*(-[A-Z][A-Za-z0-9]*)+$/],
  ['snake_case name', /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/],
  ['camelCase name', /^[a-z][a-z0-9]*([A-Z][a-z0-9]*)+$/],
  ['schema name', /^[A-Z][a-z0-9]+([A-Z][a-z0-9]*)+$/],
  ['enum value', /^[a-z][a-z0-9]*$/],
];

/** What an inline code span looks like, or undefined when it is not an API name at all. */
export function classify(text: string): string | undefined {
  if (notAName.test(text)) return undefined;
  return looksLike.find(([, pattern]) => pattern.test(text))?.[0];
}

/** `POST /v1/projects/{project_id}?x=1` → `POST /projects/{project_id}`. */
function normaliseCall(text: string): string {
  const [method, target] = text.split(' ');
  const path =
    target
      .replace(/[?#].*$/, '')
      .replace(/^\/v\d+(?=\/)/, '')
      .replace(/\/$/, '') || '/';
  return `${method} ${path}`;
}

function isKnown(text: string, kind: string, vocabulary: Vocabulary, allowed: Set<string>): boolean {
  if (allowed.has(text) || vocabulary.names.has(text)) return true;
  if (kind === 'call') return vocabulary.calls.has(normaliseCall(text));
  // A field path must be a real path: `fulfilment.type`, not `fulfilment.kind` (though `kind` is a field elsewhere).
  if (kind === 'event type or field path') return vocabulary.fieldPaths.has(text);
  return false;
}

/**
 * The identifiers of the page's own code blocks (fenced, or `<CodeBlock>` elements): prose
 * may name a function or table of the page's sample code, which is not an API name.
 */
function pageCodeNames(tree: Root, source: string): Set<string> {
  const names = new Set<string>();
  const add = (code: string) => {
    for (const word of code.match(/[A-Za-z_][\w.]*/g) ?? [])
      for (const name of [word, ...word.split('.')]) names.add(name);
  };
  visit(tree, (node) => {
    // A block may show an example file (plugins/example-code): its names count too.
    if (node.type === 'code') add(exampleCode(node as Code, `line ${node.position?.start.line ?? '?'}`));
    // A `<CodeBlock>`'s code, or the `export const` it shows (MDX keeps an export's indentation).
    if (
      (node.type === 'mdxJsxFlowElement' && (node as {name?: string}).name === 'CodeBlock') ||
      (node.type === 'mdxjsEsm' && /^export const /.test((node as {value: string}).value))
    ) {
      add(source.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0));
    }
  });
  return names;
}

/** The phantom names of one MDX page, with the line and column of each code span. */
export function findPhantomNames(source: string, vocabulary: Vocabulary, allowed: Set<string>): PhantomName[] {
  const tree = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).parse(source);
  const local = pageCodeNames(tree, source);
  const phantoms: PhantomName[] = [];
  visit(tree, 'inlineCode', (node) => {
    const text = node.value.trim();
    const kind = classify(text);
    if (!kind || local.has(text) || isKnown(text, kind, vocabulary, allowed)) return;
    phantoms.push({
      line: node.position?.start.line ?? 0,
      column: node.position?.start.column ?? 0,
      name: text,
      reason: kind === 'call' ? 'no such call' : `${kind} not defined`,
    });
  });
  return phantoms;
}

/**
 * The phantom names of the migration data (src/data/versionMapping.ts): the `code` spans
 * in its behaviour changes and steps, which the changelog renders as prose. They name
 * both versions, so each must exist in one of the two vocabularies.
 */
export function findPhantomNamesInMapping(
  source: string,
  vocabularies: Vocabulary[],
  allowed: Set<string>,
): PhantomName[] {
  const phantoms: PhantomName[] = [];
  source.split('\n').forEach((line, index) => {
    // Only the prose strings: `what:` and `action:` of a change, and the quoted steps.
    if (!/^\s*(what|action): '|^\s*'.*',$/.test(line)) return;
    for (const match of line.matchAll(/`([^`]+)`/g)) {
      const text = match[1].trim();
      const kind = classify(text);
      if (!kind || vocabularies.some((vocabulary) => isKnown(text, kind, vocabulary, allowed))) continue;
      phantoms.push({
        line: index + 1,
        column: (match.index ?? 0) + 1,
        name: text,
        reason: kind === 'call' ? 'no such call' : `${kind} not defined`,
      });
    }
  });
  return phantoms;
}
