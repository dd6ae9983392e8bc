/**
 * Checks src/data/versionMapping.ts against the facts it maps between: every v3.0.0 page
 * of src/data/routes.ts has an entry, every target is a FINAL-1.0.0 route of that file,
 * every operation named exists in its contract, every v3 call is mapped, each v3 page
 * shows its pointer, and the v3 page and the FINAL-1.0.0 page of an entry document the
 * calls it names, and a call's entry says where each v3 field went (also one the new call
 * holds under another field) and which new required fields to send. Each problem of an entry names its line.
 * Run: npm run check:version-mapping
 */
import {existsSync, readFileSync} from 'node:fs';
import {currentDocRoutes, olderDocRoutes} from '../src/data/routes';
import {currentVersion, olderVersion} from '../src/data/versions';
import {olderCounterparts, versionMapping, type Mapping} from '../src/data/versionMapping';
import {listOperations, loadContract} from '../plugins/openapi-contracts/contracts';
import {pointLocator} from './lib/docs-check/problem';
import {exchangedFieldNames, exchangedFieldPlaces, requestFields} from './lib/operation-fields';

const mappingFile = 'src/data/versionMapping.ts';
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
const mappingSource = readFileSync(mappingFile, 'utf8');
const locateInMapping = pointLocator(mappingSource);
const mappingStart = Math.max(mappingSource.indexOf('export const versionMapping'), 0);
/** Where an entry starts in the mapping file, as file:line:column: its key, quoted or not. */
function entryAt(route: string): string {
  const name = route.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const key = new RegExp(`^([ \\t]*)(?:'${name}'|"${name}"|${name})[ \\t]*:`, 'm');
  const found = key.exec(mappingSource.slice(mappingStart));
  const offset = found ? mappingStart + found.index + found[1].length : mappingStart;
  const {line, column} = locateInMapping(offset);
  return `${mappingFile}:${line}:${column}`;
}
/** The page file of a route in a version's docs folder, if there is one. */
const pageFileOf = (docsDir: string, route: string): string | undefined =>
  [`${docsDir}/${route}.mdx`, `${docsDir}/${route}/index.mdx`].find((file) => existsSync(file));
const v3Operations = operationsOf(contracts.v3);
const finalOperations = operationsOf(contracts.final);

for (const route of olderDocRoutes) {
  if (!Object.hasOwn(versionMapping, route)) problems.push(`${mappingFile}: no entry for the v3.0.0 page "${route}"`);
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
    problems.push(`${mappingFile}: "${route}" has no page in ${olderDocsDir}`);
    continue;
  }
  const source = readFileSync(page, 'utf8');
  if (!source.includes('<CurrentCounterpart />')) problems.push(`${page}: no <CurrentCounterpart /> pointer`);
  if (mapping.v3OperationId && !source.includes(`operationId="${mapping.v3OperationId}"`)) {
    problems.push(`${page}: does not document ${mapping.v3OperationId}, the call ${mappingFile} maps it from`);
  }
}

const mappedV3Operations = new Set(entries.map(([, mapping]) => mapping.v3OperationId));
for (const [operationId, call] of v3Operations) {
  if (!mappedV3Operations.has(operationId)) {
    problems.push(
      `contracts/openapi/${contracts.v3}.yaml: ${operationId} (${call}) has no call page in ${mappingFile}`,
    );
  }
}

// The changelog says a row's Renamed column lists where each v3 name went, and its
// Behaviour column what changed beyond names. So every field a v3 call exchanges has its
// snake_case name in the FINAL-1.0.0 call, or is named in the row; and every field the
// FINAL-1.0.0 request requires that v3 did not send is named in the row's Behaviour.
const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const v3Doc = loadContract(contracts.v3);
const finalDoc = loadContract(contracts.final);
for (const [route, mapping] of entries) {
  if (!mapping.v3OperationId || mapping.final === null || !mapping.finalOperationId) continue;
  if (!v3Operations.has(mapping.v3OperationId) || !finalOperations.has(mapping.finalOperationId)) continue;
  const where = `${entryAt(route)}: "${route}"`;
  // A row names a field in its renames, or as code in its prose (`format`, `price.amount`):
  // the word in a sentence ("one file per delivery format") does not count.
  const renameText = mapping.renamed.flatMap((rename) => [rename.v3, rename.final]).join(' ');
  const codeText = mapping.changed
    .flatMap((change) => [change.what, change.action])
    .flatMap((text) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]))
    .join(' ');
  const named = (name: string) => new RegExp(`(^|[^\\w])${name}([^\\w]|$)`).test(`${renameText} ${codeText}`);
  const v3Names = exchangedFieldNames(v3Doc, mapping.v3OperationId);
  const finalNames = exchangedFieldNames(finalDoc, mapping.finalOperationId);
  const unmapped = [...v3Names].filter((name) => !finalNames.has(snakeCase(name)) && !named(name));
  if (unmapped.length > 0)
    problems.push(
      `${where} does not say where ${unmapped.map((name) => `\`${name}\``).join(', ')} of ${mapping.v3OperationId} went (no ${unmapped.map(snakeCase).join(', ')} in ${mapping.finalOperationId})`,
    );
  // A field the new call has, but elsewhere (`format` of a deliverable now in its files):
  // the row names the field, or the field that held it (`parameters`, renamed).
  const topLists = ['items', 'data'];
  const finalPlaces = new Set(
    exchangedFieldPlaces(finalDoc, mapping.finalOperationId, topLists).map(({name, parent}) => `${parent}>${name}`),
  );
  const moved = exchangedFieldPlaces(v3Doc, mapping.v3OperationId, topLists).filter(
    ({name, parent}) =>
      finalNames.has(snakeCase(name)) &&
      !finalPlaces.has(`${parent && snakeCase(parent)}>${snakeCase(name)}`) &&
      !named(name) &&
      !(parent && named(parent)),
  );
  const movedNames = [...new Set(moved.map(({name, parent}) => (parent ? `${parent}.${name}` : name)))];
  if (movedNames.length > 0)
    problems.push(
      `${where} does not say where ${movedNames.map((name) => `\`${name}\``).join(', ')} of ${mapping.v3OperationId} went (${mapping.finalOperationId} has ${[...new Set(moved.map(({name}) => snakeCase(name)))].join(', ')} elsewhere)`,
    );
  const v3SnakeNames = new Set([...v3Names].map(snakeCase));
  const newRequired = [
    ...new Set(
      requestFields(finalDoc, mapping.finalOperationId)
        .filter((field) => field.required && !v3SnakeNames.has(field.name))
        .map((field) => field.name),
    ),
  ].filter((name) => !named(name));
  if (newRequired.length > 0)
    problems.push(
      `${where} does not say that ${mapping.finalOperationId} requires ${newRequired.map((name) => `\`${name}\``).join(', ')}, which ${mapping.v3OperationId} did not send`,
    );
}

for (const [currentRoute, olderRoute] of olderCounterparts) {
  if (versionMapping[olderRoute].final !== currentRoute) {
    problems.push(`${mappingFile}: the reverse of "${currentRoute}" is "${olderRoute}", which maps elsewhere`);
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
