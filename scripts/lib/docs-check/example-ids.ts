import fs from 'node:fs';
import {isDeepStrictEqual} from 'node:util';
import {parse as parseYaml} from 'yaml';
import {childPointer, type JsonObject} from '../../../plugins/openapi-contracts/contracts';
import {apiId} from '../../../plugins/openapi-contracts/ids';
import {findJsonBlocks, lineOf, type LoadedContract} from '../sample-checker';
import type {ParsedPage} from './parse';
import {pointLocator, type DocProblem} from './problem';
import {transitionsOf, type Transition} from '../scenarios/transitions';

// An example ID names one object across the site: in the contracts' examples, the pages'
// JSON blocks and the guides' scenarios. An object changes (its status, updated_at), but
// not what it was made as, and an event never changes. Examples that reuse an ID for
// another object or event mislead whoever copies them: the webhook pages tell readers to
// skip an event ID they have handled, so a test built from two such examples drops one.

/** What an object is made with and keeps, compared wherever both places give a value. */
const lastingFields = [
  'created_at',
  'project_id',
  'service_id',
  'deliverable_id',
  'user_id',
  'kind',
  'category',
  'number',
  'source',
  'type',
  'reference',
  'title',
  'script',
  'attributes',
  'fulfilment',
  'price',
  'turnaround_hours',
];

type Sighting = {id: string; object: JsonObject; owner?: string; file: string; line: number};

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Found = {object: JsonObject; pointer: string; owner?: string};

/**
 * Every object with an example ID inside `value`, in document order, with its pointer and
 * its owner: the ID of the nearest object around it (a project's services), not an event's.
 */
function objectsWithIds(value: unknown, pointer: string, owner?: string, found: Found[] = []): Found[] {
  if (Array.isArray(value))
    value.forEach((item, index) => objectsWithIds(item, childPointer(pointer, index), owner, found));
  else if (isObject(value)) {
    const id = typeof value.id === 'string' && apiId.test(value.id) ? value.id : undefined;
    if (id) found.push({object: value, pointer, owner});
    const inner = id && !id.startsWith('evt_') ? id : owner;
    for (const [key, item] of Object.entries(value)) objectsWithIds(item, childPointer(pointer, key), inner, found);
  }
  return found;
}

/**
 * The sightings of a text's objects. Objects come in the order their text has them, so
 * the k-th object with an ID is at the k-th `id` key holding it (JSON or YAML).
 */
function sightingsInText(value: unknown, text: string, file: string, firstLine: number): Sighting[] {
  const locateOffset = pointLocator(text);
  const seen = new Map<string, number>();
  return objectsWithIds(value, '').map(({object, owner}) => {
    const id = object.id as string;
    const keys = [...text.matchAll(new RegExp(`(?:^|[\\s{,-])"?id"?\\s*:\\s*["']?${id}\\b`, 'gm'))];
    const index = seen.get(id) ?? 0;
    seen.set(id, index + 1);
    const offset = keys[index]?.index;
    return {
      id,
      object,
      owner,
      file,
      line: offset === undefined ? firstLine : firstLine - 1 + locateOffset(offset).line,
    };
  });
}

function contractSightings(contract: LoadedContract): Sighting[] {
  return objectsWithIds(contract.doc, '#').map(({object, pointer, owner}) => ({
    id: object.id as string,
    object,
    owner,
    file: contract.file,
    line: lineOf(contract, childPointer(pointer, 'id')),
  }));
}

function pageSightings(page: ParsedPage): Sighting[] {
  return findJsonBlocks(page.source).flatMap((block) => {
    let value: unknown;
    try {
      value = JSON.parse(block.text);
    } catch {
      return []; // the json-sample check reports a block that does not parse
    }
    return sightingsInText(value, block.text, page.file, block.line + 1);
  });
}

function scenarioSightings(file: string): Sighting[] {
  const text = fs.readFileSync(file, 'utf8');
  let value: unknown;
  try {
    value = parseYaml(text);
  } catch {
    return []; // check:scenarios reports a scenario that does not parse
  }
  return sightingsInText(value, text, file, 1);
}

const shown = (value: unknown) => JSON.stringify(value);

/** How `later` differs from what `first` made the ID name, or nothing. */
function difference(first: Sighting, later: Sighting): string | undefined {
  if (first.id.startsWith('evt_')) {
    return isDeepStrictEqual(first.object, later.object) ? undefined : 'another event';
  }
  const differing = lastingFields.filter((field) => {
    const [a, b] = [first.object[field], later.object[field]];
    return a !== undefined && a !== null && b !== undefined && b !== null && !isDeepStrictEqual(a, b);
  });
  const differences = differing.map(
    (field) => `${field} ${shown(later.object[field])} here, ${shown(first.object[field])} there`,
  );
  if (first.owner && later.owner && first.owner !== later.owner)
    differences.push(`inside ${later.owner} here, ${first.owner} there`);
  return differences.length === 0 ? undefined : `another object (${differences.join('; ')})`;
}

/** The status schema whose `x-transitions` the objects of an ID prefix follow. */
const statusSchemas: Record<string, string> = {prj: 'ProjectStatus', srv: 'ServiceStatus', dlv: 'DeliverableStatus'};

function reachable(transitions: readonly Transition[], from: string, to: string): boolean {
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift();
    for (const next of transitions.filter((transition) => transition.from === at).map(({to: target}) => target)) {
      if (next === to) return true;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return false;
}

/**
 * The snapshots of one object, in the order of their `updated_at`, must follow its status
 * type's `x-transitions` (states may be skipped, never left from a final one) and agree at
 * the same moment: a project cancelled in one example and completed later in another is
 * two projects.
 */
function timelineProblems(
  sightings: Sighting[],
  contracts: LoadedContract[],
  relative: (file: string) => string,
): DocProblem[] {
  const transitionsByPrefix = new Map<string, {schema: string; transitions: readonly Transition[]}>();
  for (const contract of contracts)
    for (const [prefix, schema] of Object.entries(statusSchemas)) {
      const transitions = transitionsOf(contract.doc, schema);
      if (transitions) transitionsByPrefix.set(prefix, {schema, transitions});
    }
  const timelines = new Map<string, Sighting[]>();
  for (const sighting of sightings) {
    const {status, updated_at: updatedAt} = sighting.object;
    if (
      !transitionsByPrefix.has(sighting.id.split('_')[0]) ||
      typeof status !== 'string' ||
      typeof updatedAt !== 'string'
    )
      continue;
    timelines.set(sighting.id, [...(timelines.get(sighting.id) ?? []), sighting]);
  }
  const problems: DocProblem[] = [];
  for (const [id, timeline] of timelines) {
    const {schema, transitions} = transitionsByPrefix.get(id.split('_')[0])!;
    const ordered = [...timeline].sort((a, b) =>
      String(a.object.updated_at).localeCompare(String(b.object.updated_at)),
    );
    ordered.slice(1).forEach((later, index) => {
      const earlier = ordered[index];
      const [from, to] = [String(earlier.object.status), String(later.object.status)];
      if (from === to) return;
      const at = (sighting: Sighting) =>
        `\`${sighting.object.status}\` at ${sighting.object.updated_at} (${relative(sighting.file)}:${sighting.line})`;
      const why =
        earlier.object.updated_at === later.object.updated_at
          ? 'at the same moment'
          : reachable(transitions, from, to)
            ? undefined
            : `after it, which ${schema}'s x-transitions never lead to`;
      if (why)
        problems.push({
          file: later.file,
          line: later.line,
          column: 1,
          rule: 'example-id',
          message: `${id} is ${at(later)} and ${at(earlier)}, ${why}: give one of these examples an ID of its own`,
        });
    });
  }
  return problems;
}

/**
 * Each place where an example ID names something other than it names where it is first
 * seen (the contracts first: their examples are the reference, then pages, then
 * scenarios), and each object whose snapshots no sequence of its statuses can join.
 */
export function checkExampleIds(
  contracts: Iterable<LoadedContract>,
  pages: ParsedPage[],
  scenarioFiles: string[],
  relative: (file: string) => string,
): DocProblem[] {
  const contractList = [...contracts];
  const sightings = [
    ...contractList.flatMap(contractSightings),
    ...pages.flatMap(pageSightings),
    ...scenarioFiles.flatMap(scenarioSightings),
  ];
  const firstOf = new Map<string, Sighting>();
  const problems: DocProblem[] = timelineProblems(sightings, contractList, relative);
  for (const sighting of sightings) {
    const first = firstOf.get(sighting.id);
    if (!first) {
      firstOf.set(sighting.id, sighting);
      continue;
    }
    const what = difference(first, sighting);
    if (what)
      problems.push({
        file: sighting.file,
        line: sighting.line,
        column: 1,
        rule: 'example-id',
        message: `${sighting.id} here is ${what}, not the one at ${relative(first.file)}:${first.line}: give this example an ID of its own`,
      });
  }
  return problems;
}
