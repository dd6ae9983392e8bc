/**
 * Checks src/data/versionMapping.ts against the facts it maps between: every v3.0.0 page
 * of src/data/routes.ts has an entry, every target is a FINAL-1.0.0 route of that file,
 * every operation named exists in its contract, every v3 call is mapped, each v3 page
 * shows its pointer, and the v3 page and the FINAL-1.0.0 page of an entry document the
 * calls it names, and a call's entry says where each v3 field went (also one the new call
 * holds under another field) and which new required fields to send, what each v3 enum value
 * the new call refuses becomes (on a call page, or on a concept page that lists an enum),
 * and which fields changed JSON type; a rename "field: value" names a field of its call.
 * Each problem of an entry names its line.
 * Run: npm run check:version-mapping
 */
import {existsSync, readFileSync} from 'node:fs';
import {currentDocRoutes, olderDocRoutes} from '../src/data/routes';
import {currentVersion, olderVersion} from '../src/data/versions';
import {olderCounterparts, versionMapping, type Mapping} from '../src/data/versionMapping';
import {listOperations, loadContract, type JsonObject} from '../plugins/openapi-contracts/contracts';
import {versionMappingFile} from '../plugins/version-mapping/mappingData';
import {pointLocator} from './lib/docs-check/problem';
import {
  acceptsValue,
  eachSchema,
  enumValuesOf,
  exchangedFieldNames,
  exchangedFieldPlaces,
  exchangedFieldSchemas,
  jsonTypesOf,
  requestFields,
} from './lib/operation-fields';
import {escapeRegexp} from '@docusaurus/utils';

const contracts = {v3: olderVersion.contract, final: currentVersion.contract};
const olderDocsDir = olderVersion.docsDir;

/** operationId → "METHOD /path" of a contract's calls (webhooks excluded). */
function operationsOf(contract: string): Map<string, string> {
  return new Map(
    listOperations(loadContract(contract))
      .filter((operation) => !operation.isWebhook)
      .map((operation) => [operation.operationId, `${operation.method} ${operation.path}`]),
  );
}

const problems: string[] = [];
const entries = Object.entries(versionMapping) as [string, Mapping][];
const mappingSource = readFileSync(versionMappingFile, 'utf8');
const locateInMapping = pointLocator(mappingSource);
const mappingStart = Math.max(mappingSource.indexOf('export const versionMapping'), 0);
/** Where an entry starts in the mapping file, as file:line:column: its key, quoted or not. */
function entryAt(route: string): string {
  const name = escapeRegexp(route);
  const key = new RegExp(`^([ \\t]*)(?:'${name}'|"${name}"|${name})[ \\t]*:`, 'm');
  const found = key.exec(mappingSource.slice(mappingStart));
  const offset = found ? mappingStart + found.index + found[1].length : mappingStart;
  const {line, column} = locateInMapping(offset);
  return `${versionMappingFile}:${line}:${column}`;
}
/** The page file of a route in a version's docs folder, if there is one. */
const pageFileOf = (docsDir: string, route: string): string | undefined =>
  [`${docsDir}/${route}.mdx`, `${docsDir}/${route}/index.mdx`].find((file) => existsSync(file));
const v3Operations = operationsOf(contracts.v3);
const finalOperations = operationsOf(contracts.final);

for (const route of olderDocRoutes) {
  if (!Object.hasOwn(versionMapping, route))
    problems.push(`${versionMappingFile}: no entry for the v3.0.0 page "${route}"`);
}
for (const [route, mapping] of entries) {
  const where = `${entryAt(route)}: "${route}"`;
  if (!(olderDocRoutes as readonly string[]).includes(route)) {
    problems.push(`${where} is not a ${olderVersion.label} route of src/data/routes.ts`);
  }
  if (mapping.final === null) {
    if (!mapping.whyNone.trim()) problems.push(`${where} maps to no page but does not say why`);
  } else {
    if (!(currentDocRoutes as readonly string[]).includes(mapping.final)) {
      problems.push(`${where} maps to "${mapping.final}", not a ${currentVersion.label} route of src/data/routes.ts`);
    }
    if (mapping.finalOperationId && !finalOperations.has(mapping.finalOperationId)) {
      problems.push(
        `${where} names finalOperationId "${mapping.finalOperationId}", not in contracts/openapi/${contracts.final}.yaml`,
      );
    }
    // As for the v3 side below: the FINAL page documents the call the entry names.
    const finalPage = pageFileOf(currentVersion.docsDir, mapping.final);
    if (
      mapping.finalOperationId &&
      finalPage &&
      !readFileSync(finalPage, 'utf8').includes(`operationId="${mapping.finalOperationId}"`)
    )
      problems.push(
        `${where} names finalOperationId "${mapping.finalOperationId}", which ${finalPage} does not document`,
      );
  }
  if (mapping.v3OperationId && !v3Operations.has(mapping.v3OperationId)) {
    problems.push(
      `${where} names v3OperationId "${mapping.v3OperationId}", not in contracts/openapi/${contracts.v3}.yaml`,
    );
  }
  if (mapping.renamed.length + mapping.changed.length === 0) {
    problems.push(`${where} says neither what was renamed nor what changed`);
  }
}

// Each v3 page shows its pointer, and a call page documents the call the mapping names.
for (const [route, mapping] of entries) {
  const page = pageFileOf(olderDocsDir, route);
  if (!page) {
    problems.push(`${versionMappingFile}: "${route}" has no page in ${olderDocsDir}`);
    continue;
  }
  const source = readFileSync(page, 'utf8');
  if (!source.includes('<CurrentCounterpart />')) problems.push(`${page}: no <CurrentCounterpart /> pointer`);
  if (mapping.v3OperationId && !source.includes(`operationId="${mapping.v3OperationId}"`)) {
    problems.push(`${page}: does not document ${mapping.v3OperationId}, the call ${versionMappingFile} maps it from`);
  }
}

const mappedV3Operations = new Set(entries.map(([, mapping]) => mapping.v3OperationId));
for (const [operationId, call] of v3Operations) {
  if (!mappedV3Operations.has(operationId)) {
    problems.push(
      `contracts/openapi/${contracts.v3}.yaml: ${operationId} (${call}) has no call page in ${versionMappingFile}`,
    );
  }
}

// The changelog says a row's Renamed column lists where each v3 name went, and its
// Behaviour column what changed beyond names. So every field a v3 call exchanges has its
// snake_case name in the FINAL-1.0.0 call, or is named in the row; and every field the
// FINAL-1.0.0 request requires that v3 did not send is named in the row's Behaviour.
const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
/** The `code` spans of a row's Behaviour column. */
const codeSpansOf = (mapping: Mapping): string[] =>
  mapping.changed
    .flatMap((change) => [change.what, change.action])
    .flatMap((text) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]));
/**
 * Whether a row names a field: in its renames, or as code in its prose (`format`,
 * `price.amount`); the word in a sentence ("one file per delivery format") does not count.
 */
function namesFieldIn(mapping: Mapping): (name: string) => boolean {
  const renameText = mapping.renamed.flatMap((rename) => [rename.v3, rename.final]).join(' ');
  const text = `${renameText} ${codeSpansOf(mapping).join(' ')}`;
  return (name) => new RegExp(`(^|[^\\w])${name}([^\\w]|$)`).test(text);
}
const v3Doc = loadContract(contracts.v3);
const finalDoc = loadContract(contracts.final);
/** The rows of a v3 call and its FINAL-1.0.0 call, both in their contracts, with where the row is. */
const mappedCalls = entries.flatMap(([route, mapping]) =>
  mapping.v3OperationId &&
  mapping.final !== null &&
  mapping.finalOperationId &&
  v3Operations.has(mapping.v3OperationId) &&
  finalOperations.has(mapping.finalOperationId)
    ? [
        {
          mapping,
          v3Call: mapping.v3OperationId,
          finalCall: mapping.finalOperationId,
          where: `${entryAt(route)}: "${route}"`,
        },
      ]
    : [],
);
for (const {mapping, v3Call, finalCall, where} of mappedCalls) {
  const named = namesFieldIn(mapping);
  const v3Names = exchangedFieldNames(v3Doc, v3Call);
  const finalNames = exchangedFieldNames(finalDoc, finalCall);
  const unmapped = [...v3Names].filter((name) => !finalNames.has(snakeCase(name)) && !named(name));
  if (unmapped.length > 0)
    problems.push(
      `${where} does not say where ${unmapped.map((name) => `\`${name}\``).join(', ')} of ${v3Call} went (no ${unmapped.map(snakeCase).join(', ')} in ${finalCall})`,
    );
  // A field the new call has, but elsewhere (`format` of a deliverable now in its files):
  // the row names the field, or the field that held it (`parameters`, renamed).
  const topLists = ['items', 'data'];
  const finalPlaces = new Set(
    exchangedFieldPlaces(finalDoc, finalCall, topLists).map(({name, parent}) => `${parent}>${name}`),
  );
  const moved = exchangedFieldPlaces(v3Doc, v3Call, topLists).filter(
    ({name, parent}) =>
      finalNames.has(snakeCase(name)) &&
      !finalPlaces.has(`${parent && snakeCase(parent)}>${snakeCase(name)}`) &&
      !named(name) &&
      !(parent && named(parent)),
  );
  const movedNames = [...new Set(moved.map(({name, parent}) => (parent ? `${parent}.${name}` : name)))];
  if (movedNames.length > 0)
    problems.push(
      `${where} does not say where ${movedNames.map((name) => `\`${name}\``).join(', ')} of ${v3Call} went (${finalCall} has ${[...new Set(moved.map(({name}) => snakeCase(name)))].join(', ')} elsewhere)`,
    );
  const v3SnakeNames = new Set([...v3Names].map(snakeCase));
  const newRequired = [
    ...new Set(
      requestFields(finalDoc, finalCall)
        .filter((field) => field.required && !v3SnakeNames.has(field.name))
        .map((field) => field.name),
    ),
  ].filter((name) => !named(name));
  if (newRequired.length > 0)
    problems.push(
      `${where} does not say that ${finalCall} requires ${newRequired.map((name) => `\`${name}\``).join(', ')}, which ${v3Call} did not send`,
    );
}

// Values move like names: a v3 enum value the new call refuses (`audioAds`, `status: new`)
// breaks an integration that follows the row as surely as a v3 field name does. So every
// value a v3 call exchanges (parameters, request body, 2xx responses) is one the field it
// went to still takes, or the row names it: renamed, as "field: value" or bare, or as code
// in its Behaviour when it has no counterpart. A field the new call has but whose JSON type
// changed (a decimal string that became a money object) is named by the row as well, and
// a rename "field: value" names a field its call exchanges, on each side.

/** A rename of a value, "field: value" (`status: new`); a header (`X-Auth-Token: <token>`) is not one. */
function valueRename(text: string): {field: string; value: string} | undefined {
  const match = /^([A-Za-z_][\w.]*): ([\w-]+)$/.exec(text);
  return match ? {field: match[1].replace(/^.*\./, ''), value: match[2]} : undefined;
}
/** Whether a row names a v3 value: renamed (`field: value`, or bare), or as code in its Behaviour. */
function namesValue(mapping: Mapping, value: string, field?: string): boolean {
  const renamed = mapping.renamed.some(({v3}) => {
    const rename = valueRename(v3);
    return v3 === value || (rename?.value === value && (field === undefined || rename.field === field));
  });
  return renamed || codeSpansOf(mapping).includes(value);
}
/** The `{parameters}` of a call named "METHOD /path", in order. */
const pathParametersOf = (call: string): string[] =>
  /^[A-Z]+ \//.test(call) ? [...call.matchAll(/\{(\w+)\}/g)].map((match) => match[1]) : [];
/**
 * The names a v3 field has in the new call, by the row: where a rename of the field, of one
 * of its values or of a path holding it as a parameter puts it; else its snake_case name.
 */
function counterpartsOf(mapping: Mapping, v3Name: string): string[] {
  const counterparts = mapping.renamed.flatMap(({v3, final}) => {
    if (v3 === v3Name && /^\w+$/.test(final)) return [final];
    const finalField = valueRename(final)?.field;
    if (valueRename(v3)?.field === v3Name && finalField) return [finalField];
    const at = pathParametersOf(v3).indexOf(v3Name);
    return at >= 0 && pathParametersOf(final)[at] ? [pathParametersOf(final)[at]] : [];
  });
  return counterparts.length > 0 ? [...new Set(counterparts)] : [snakeCase(v3Name)];
}
const schemaNamed = (doc: JsonObject, name: string): JsonObject | undefined =>
  ((doc.components as JsonObject | undefined)?.schemas as JsonObject | undefined)?.[name] as JsonObject | undefined;
// Every integer ID became a prefixed string, which the introduction row says once for all calls.
const v3IdSchema = schemaNamed(v3Doc, 'Id');
const typesOf = (schemas: Iterable<JsonObject>) => jsonTypesOf([...schemas].filter((schema) => schema !== v3IdSchema));
const listed = (names: Iterable<string>) => [...names].sort().join(', ');

for (const {mapping, v3Call, finalCall, where} of mappedCalls) {
  const v3Fields = exchangedFieldSchemas(v3Doc, v3Call);
  const finalFields = exchangedFieldSchemas(finalDoc, finalCall);
  const named = namesFieldIn(mapping);
  for (const [v3Name, v3Schemas] of v3Fields) {
    // A field the new call lacks is the business of the check above: the row says where it went.
    const counterparts = counterpartsOf(mapping, v3Name).filter((name) => finalFields.has(name));
    if (counterparts.length === 0) continue;
    const finalSchemas = counterparts.flatMap((name) => [...(finalFields.get(name) ?? [])]);
    for (const value of enumValuesOf(v3Schemas)) {
      if (acceptsValue(finalSchemas, value) || namesValue(mapping, value, v3Name)) continue;
      const takes = enumValuesOf(finalSchemas);
      problems.push(
        `${where} does not say what \`${v3Name}\` \`${value}\` of ${v3Call} becomes: \`${counterparts.join('`, `')}\` of ${finalCall} does not take it${takes.size > 0 ? ` (it takes ${listed(takes)})` : ''}`,
      );
    }
    const v3Types = typesOf(v3Schemas);
    const finalTypes = typesOf(finalSchemas);
    const sameTypes = v3Types.size === finalTypes.size && [...v3Types].every((type) => finalTypes.has(type));
    if (v3Types.size > 0 && finalTypes.size > 0 && !sameTypes && !named(v3Name) && !counterparts.some(named))
      problems.push(
        `${where} does not say that \`${v3Name}\` of ${v3Call} changed type: ${listed(v3Types)} there, ${listed(finalTypes)} as \`${counterparts.join('`, `')}\` of ${finalCall}`,
      );
  }
  const sides = [
    {side: 'v3' as const, call: v3Call, fields: v3Fields},
    {side: 'final' as const, call: finalCall, fields: finalFields},
  ];
  for (const rename of mapping.renamed)
    for (const {side, call, fields} of sides) {
      const valueOf = valueRename(rename[side]);
      if (!valueOf) continue;
      const schemas = fields.get(valueOf.field);
      if (!schemas)
        problems.push(`${where} renames \`${rename[side]}\`, but ${call} exchanges no \`${valueOf.field}\``);
      else if (!acceptsValue(schemas, valueOf.value))
        problems.push(`${where} renames \`${rename[side]}\`, but \`${valueOf.field}\` of ${call} does not take it`);
    }
}

// A concept page that lists the values of an enum (<ApiEnum>, such as a status type page):
// each value is one its FINAL-1.0.0 page shows (in the enums of the schemas and calls it
// documents), or the row names it as above.
/** The attributes of each `<Api… />` element of a page that documents `contract`: {schema} or {operationId}. */
const apiElementsOf = (source: string, contract: string): {tag: string; attributes: Record<string, string>}[] =>
  [...source.matchAll(/<(Api\w+)\b([^>]*)>/g)]
    .map(([, tag, attributes]) => ({
      tag,
      attributes: Object.fromEntries(
        [...attributes.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
      ),
    }))
    .filter(({attributes}) => attributes.contract === contract);
for (const [route, mapping] of entries) {
  if (mapping.v3OperationId || mapping.final === null) continue;
  const olderPage = pageFileOf(olderDocsDir, route);
  const currentPage = pageFileOf(currentVersion.docsDir, mapping.final);
  if (!olderPage || !currentPage) continue;
  const shown = new Set<string>();
  for (const {attributes} of apiElementsOf(readFileSync(currentPage, 'utf8'), contracts.final)) {
    if (attributes.schema)
      eachSchema(finalDoc, schemaNamed(finalDoc, attributes.schema), (schema) =>
        enumValuesOf([schema]).forEach((value) => shown.add(value)),
      );
    if (attributes.operationId)
      for (const schemas of exchangedFieldSchemas(finalDoc, attributes.operationId).values())
        enumValuesOf(schemas).forEach((value) => shown.add(value));
  }
  for (const {tag, attributes} of apiElementsOf(readFileSync(olderPage, 'utf8'), contracts.v3)) {
    const listedSchema = tag === 'ApiEnum' ? schemaNamed(v3Doc, attributes.schema) : undefined;
    if (!listedSchema) continue;
    for (const value of enumValuesOf([listedSchema]))
      if (!shown.has(value) && !namesValue(mapping, value))
        problems.push(
          `${entryAt(route)}: "${route}" does not say what \`${value}\` of ${attributes.schema}, listed on ${olderPage}, becomes: ${currentPage} shows no such value`,
        );
  }
}

for (const [currentRoute, olderRoute] of olderCounterparts) {
  if (versionMapping[olderRoute].final !== currentRoute) {
    problems.push(`${versionMappingFile}: the reverse of "${currentRoute}" is "${olderRoute}", which maps elsewhere`);
  }
}

if (problems.length > 0) {
  console.error(`Version mapping: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Version mapping: ${entries.length} v3.0.0 pages mapped (${v3Operations.size} calls), ` +
    `${olderCounterparts.size} FINAL-1.0.0 pages lead back.`,
);
