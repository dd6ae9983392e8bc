/**
 * Checks src/data/versionMapping.ts against the facts it maps between: every v3.0.0 page
 * of tests/spec-routes.ts has an entry, every target is a FINAL-1.0.0 route of that file,
 * every operation named exists in its contract, and every v3 call is mapped.
 * Run: npm run check:version-mapping
 */
import {existsSync, readFileSync} from 'node:fs';
import {parse} from 'yaml';
import {currentDocRoutes, olderDocRoutes} from '../tests/spec-routes';
import {olderCounterparts, versionMapping, type Mapping} from '../src/data/versionMapping';

const mappingFile = 'src/data/versionMapping.ts';
const contractFiles = {v3: 'contracts/openapi/v3.0.0.yaml', final: 'contracts/openapi/final-1.0.0.yaml'};
const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/** operationId → "METHOD /path" of the top-level paths of a contract (callbacks excluded). */
function operationsOf(file: string): Map<string, string> {
  if (!existsSync(file)) {
    console.error(`Version mapping: the contract ${file} is missing`);
    process.exit(1);
  }
  const contract = parse(readFileSync(file, 'utf8')) as {paths?: Record<string, Record<string, {operationId?: string}>>};
  const operations = new Map<string, string>();
  for (const [path, item] of Object.entries(contract.paths ?? {})) {
    for (const method of httpMethods) {
      const operationId = item[method]?.operationId;
      if (operationId) operations.set(operationId, `${method.toUpperCase()} ${path}`);
    }
  }
  return operations;
}

const problems: string[] = [];
const entries = Object.entries(versionMapping) as [string, Mapping][];
const v3Operations = operationsOf(contractFiles.v3);
const finalOperations = operationsOf(contractFiles.final);

for (const route of olderDocRoutes) {
  if (!Object.hasOwn(versionMapping, route)) problems.push(`${mappingFile}: no entry for the v3.0.0 page "${route}"`);
}
for (const [route, mapping] of entries) {
  const where = `${mappingFile}: "${route}"`;
  if (!(olderDocRoutes as readonly string[]).includes(route)) {
    problems.push(`${where} is not a v3.0.0 route of tests/spec-routes.ts`);
  }
  if (mapping.final === null) {
    if (!mapping.whyNone.trim()) problems.push(`${where} maps to no page but does not say why`);
  } else {
    if (!(currentDocRoutes as readonly string[]).includes(mapping.final)) {
      problems.push(`${where} maps to "${mapping.final}", not a FINAL-1.0.0 route of tests/spec-routes.ts`);
    }
    if (mapping.finalOperationId && !finalOperations.has(mapping.finalOperationId)) {
      problems.push(`${where} names finalOperationId "${mapping.finalOperationId}", not in ${contractFiles.final}`);
    }
  }
  if (mapping.v3OperationId && !v3Operations.has(mapping.v3OperationId)) {
    problems.push(`${where} names v3OperationId "${mapping.v3OperationId}", not in ${contractFiles.v3}`);
  }
  if (mapping.renamed.length + mapping.changed.length === 0) {
    problems.push(`${where} says neither what was renamed nor what changed`);
  }
}

const mappedV3Operations = new Set(entries.map(([, mapping]) => mapping.v3OperationId));
for (const [operationId, call] of v3Operations) {
  if (!mappedV3Operations.has(operationId)) {
    problems.push(`${contractFiles.v3}: ${operationId} (${call}) has no call page in ${mappingFile}`);
  }
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
