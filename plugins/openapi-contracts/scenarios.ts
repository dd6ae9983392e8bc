import fs from 'node:fs';
import path from 'node:path';
import {LineCounter, parseDocument, type Document} from 'yaml';
import {contractFile, deref, findOperation, loadContract, type JsonObject} from './contracts';

// Reads the guides' scenarios, contracts/scenarios/<name>.yaml (format in its README.md).
// Shared by the build (the scenario remark plugin and the loader) and by
// scripts/check-scenarios.ts, so that the page and the check read the same steps.

/** The scenarios' folder, relative to the site root (pages import it as @site/...). */
export const scenariosSiteDir = 'contracts/scenarios';
export const scenariosDir = path.resolve(__dirname, '../..', scenariosSiteDir);

export type ScenarioRequest = {
  /** Path parameters by name. */
  path?: {[name: string]: string | number};
  query?: {[name: string]: string | number | boolean};
  headers?: {[name: string]: string};
  body?: unknown;
};

export type ScenarioCall = {
  operationId: string;
  request?: ScenarioRequest;
  /** `example` names one of the call's examples for that status, which becomes the body. */
  response: {status: number; body?: unknown; example?: string};
};

export type ScenarioEvent = {type: string; payload: unknown};

export type ScenarioStep = {
  id: string;
  title: string;
  /** Markdown the page shows above the step's samples. */
  prose?: string;
  /** The contract of this step, when it is not the scenario's (migrations). */
  contract?: string;
  /** On the step that gets a token: the scopes it asks for, used by the later calls of its contract. */
  token?: {scopes: string[]};
  call?: ScenarioCall;
  event?: ScenarioEvent;
};

export type ScenarioInput = {value: string | number; description: string};

export type Scenario = {
  name: string;
  title: string;
  /** The contract of every step that names none. */
  contract: string;
  /** Number the steps shown as sections (the tutorial). */
  numbered?: boolean;
  /** What the reader brings: credentials, their own reference. Steps may use these values freely. */
  inputs?: {[name: string]: ScenarioInput};
  steps: ScenarioStep[];
};

export type LoadedScenario = {
  scenario: Scenario;
  file: string;
  yaml: Document;
  lines: LineCounter;
};

export function scenarioFile(name: string): string {
  return path.join(scenariosDir, `${name}.yaml`);
}

export function listScenarios(dir = scenariosDir): string[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => path.join(dir, file))
    .sort();
}

/** Where a problem sits in a scenario file: `file:line`. */
export class ScenarioError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    message: string,
  ) {
    super(`${path.relative(process.cwd(), file)}:${line}: ${message}`);
  }
}

type ParsedYaml = Pick<LoadedScenario, 'yaml' | 'lines'>;

/** Where a node starts, or its nearest existing parent. */
export function placeAt(loaded: ParsedYaml, at: (string | number)[]): {line: number; column: number} {
  for (let length = at.length; length >= 0; length--) {
    const node = loaded.yaml.getIn(at.slice(0, length), true) as {range?: [number, number]} | undefined;
    if (node?.range) {
      const {line, col} = loaded.lines.linePos(node.range[0]);
      return {line, column: col};
    }
  }
  return {line: 1, column: 1};
}

/** The line of a node, or of its nearest existing parent. */
export function lineAt(loaded: ParsedYaml, at: (string | number)[]): number {
  return placeAt(loaded, at).line;
}

/** A YAML data file with line positions; a syntax error names the file and the line. */
export function parseYamlFile(file: string): ParsedYaml {
  const lines = new LineCounter();
  const yaml = parseDocument(fs.readFileSync(file, 'utf8'), {lineCounter: lines, prettyErrors: true});
  if (yaml.errors.length > 0) {
    const [error] = yaml.errors;
    throw new ScenarioError(file, error.linePos?.[0].line ?? 1, error.message);
  }
  return {yaml, lines};
}

/** A scenario as last read, with the files it was read from (itself, the contracts of its examples) and their times. */
const cache = new Map<string, {files: string[]; stamp: string; loaded: LoadedScenario}>();
const stampOf = (files: string[]) => files.map((file) => fs.statSync(file).mtimeMs).join(' ');

/** Parses a scenario file and checks its shape; errors name the file and the line. */
export function loadScenarioFile(file: string): LoadedScenario {
  if (!fs.existsSync(file)) {
    const known = listScenarios(path.dirname(file)).map((candidate) => path.basename(candidate, '.yaml'));
    throw new Error(
      `Unknown scenario: ${path.relative(process.cwd(), file)} does not exist (known: ${known.join(', ')}).`,
    );
  }
  const cached = cache.get(file);
  if (cached && cached.stamp === stampOf(cached.files)) return cached.loaded;
  // Taken before reading: a change made while the file is read loads it again next time.
  const fileStamp = stampOf([file]);
  const {yaml, lines} = parseYamlFile(file);
  const scenario = yaml.toJS() as Scenario;
  const loaded = {scenario, file, yaml, lines};
  assertShape(loaded);
  const contracts = useContractExamples(loaded).map(contractFile);
  cache.set(file, {
    files: [file, ...contracts],
    stamp: [fileStamp, ...contracts.map((c) => stampOf([c]))].join(' '),
    loaded,
  });
  return loaded;
}

export function loadScenario(name: string): LoadedScenario {
  return loadScenarioFile(scenarioFile(name));
}

function assertShape(loaded: LoadedScenario): void {
  const {scenario, file} = loaded;
  const fail = (at: (string | number)[], message: string): never => {
    throw new ScenarioError(file, lineAt(loaded, at), message);
  };
  if (!scenario || typeof scenario !== 'object')
    fail([], 'a scenario is a mapping with name, title, contract and steps');
  for (const key of ['name', 'title', 'contract'] as const) {
    if (typeof scenario[key] !== 'string') fail([key], `"${key}" must be a string`);
  }
  if (scenario.name !== path.basename(file, '.yaml'))
    fail(['name'], `name "${scenario.name}" must be the file name, "${path.basename(file, '.yaml')}"`);
  for (const [name, input] of Object.entries(scenario.inputs ?? {})) {
    if (!input || !['string', 'number'].includes(typeof input.value) || typeof input.description !== 'string') {
      fail(['inputs', name], `input "${name}" needs a value and a description`);
    }
  }
  if (!Array.isArray(scenario.steps) || scenario.steps.length === 0)
    fail(['steps'], '"steps" must be a non-empty list');
  const ids = new Set<string>();
  scenario.steps.forEach((step, index) => {
    const at = ['steps', index];
    if (typeof step?.id !== 'string' || !/^[a-z][a-z0-9-]*$/.test(step.id))
      fail(at, 'every step needs an "id" in kebab-case');
    if (ids.has(step.id)) fail([...at, 'id'], `step id "${step.id}" is used twice`);
    ids.add(step.id);
    if (typeof step.title !== 'string') fail(at, `step "${step.id}" needs a "title"`);
    if (!!step.call === !!step.event) fail(at, `step "${step.id}" needs either "call" or "event"`);
    if (step.call) {
      if (typeof step.call.operationId !== 'string')
        fail([...at, 'call'], `step "${step.id}": "call" needs an operationId`);
      if (typeof step.call.response?.status !== 'number')
        fail([...at, 'call'], `step "${step.id}": "call" needs a response with a numeric status`);
    }
    if (step.event && typeof step.event.type !== 'string')
      fail([...at, 'event'], `step "${step.id}": "event" needs a type`);
    if (
      step.token &&
      !(Array.isArray(step.token.scopes) && step.token.scopes.every((scope) => typeof scope === 'string'))
    ) {
      fail([...at, 'token'], `step "${step.id}": "token.scopes" must be a list of scopes`);
    }
  });
}

/**
 * A response given as `example: <name>` gets that example of the call's contract as its
 * body: the guide shows what the reference shows, from one source. Returns the contracts read.
 */
function useContractExamples(loaded: LoadedScenario): string[] {
  const contracts = new Set<string>();
  loaded.scenario.steps.forEach((step, index) => {
    const response = step.call?.response;
    if (response?.example === undefined) return;
    const at = ['steps', index, 'call', 'response', 'example'];
    const fail = (message: string): never => {
      throw new ScenarioError(loaded.file, lineAt(loaded, at), `step "${step.id}": ${message}`);
    };
    if (response.body !== undefined) fail('a response has either a "body" or an "example", not both');
    const contract = contractOfStep(loaded.scenario, step);
    contracts.add(contract);
    const doc = loadContract(contract);
    const operation = findOperation(doc, step.call!.operationId)?.operation;
    if (!operation) return; // check:scenarios reports the unknown call at its line.
    const answer = deref(doc, (operation.responses as JsonObject | undefined)?.[String(response.status)]);
    const examples = (answer?.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined;
    const named = (examples?.examples ?? {}) as JsonObject;
    if (!(response.example in named)) {
      const known = Object.keys(named).join(', ') || 'none';
      fail(
        `${contract} has no example "${response.example}" of ${step.call!.operationId}'s ${response.status} (it has: ${known})`,
      );
    }
    response.body = structuredClone(deref<{value: unknown}>(doc, named[response.example]).value);
  });
  return [...contracts];
}

export function findStep(loaded: LoadedScenario, stepId: string): {step: ScenarioStep; index: number} {
  const index = loaded.scenario.steps.findIndex((step) => step.id === stepId);
  if (index < 0) {
    throw new Error(
      `Scenario "${loaded.scenario.name}" has no step "${stepId}" (steps: ${loaded.scenario.steps.map((step) => step.id).join(', ')}).`,
    );
  }
  return {step: loaded.scenario.steps[index], index};
}

export function contractOfStep(scenario: Scenario, step: ScenarioStep): string {
  return step.contract ?? scenario.contract;
}
