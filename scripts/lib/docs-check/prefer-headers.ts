import {visit} from 'unist-util-visit';
import {listOperations, type JsonObject, type OpenApiDocument} from '../../../plugins/openapi-contracts/contracts';
import {versions} from '../../../src/data/versions';
import type {ParsedPage} from './parse';
import type {DocProblem} from './problem';

// A page that tells the reader to send `Prefer: example=NAME` (or `code=NNN, example=NAME`)
// to a mock promises an answer: some call of a contract must have a response example of
// that name (under that status, when the page gives one). Its version's contract first; the
// migration guide also names the other version's. A misspelt or renamed example would
// otherwise get the call's first answer from the mock, silently.

const preferHeader = /^Prefer: (?:code=(\d{3}|\d[Xx]{2}),\s*)?example=(\w+)$/;

/** Each status of each call, webhooks left out, with the names of its response examples. */
function namedExamples(doc: OpenApiDocument): Array<{status: string; names: Set<string>}> {
  const deref = (node: unknown): JsonObject => {
    const ref = (node as {$ref?: string})?.$ref;
    if (!ref) return (node ?? {}) as JsonObject;
    return deref(
      ref
        .slice(2)
        .split('/')
        .reduce<unknown>((at, key) => (at as JsonObject)?.[key], doc),
    );
  };
  return listOperations(doc)
    .filter(({isWebhook}) => !isWebhook)
    .flatMap(({operation}) =>
      Object.entries((operation.responses as JsonObject | undefined) ?? {}).map(([status, response]) => {
        const media = (deref(response).content as Record<string, JsonObject> | undefined)?.['application/json'];
        return {status, names: new Set(Object.keys((media?.examples as JsonObject | undefined) ?? {}))};
      }),
    );
}

export function checkPreferHeaders(
  page: ParsedPage & {tree: NonNullable<ParsedPage['tree']>},
  docs: Map<string, OpenApiDocument>,
): DocProblem[] {
  const contract = versions.find((version) => version.name === page.version?.name)?.contract;
  if (!contract || !docs.has(contract)) return [];
  const answers = [...docs.values()].flatMap(namedExamples);
  const problems: DocProblem[] = [];
  visit(page.tree, 'inlineCode', (node) => {
    const [, status, name] = preferHeader.exec(node.value) ?? [];
    if (!name) return;
    const found = answers.some((answer) => answer.names.has(name) && (!status || answer.status === status));
    if (found) return;
    const {line, column} = node.position!.start;
    problems.push({
      file: page.file,
      line,
      column,
      rule: 'prefer-header',
      message: `\`${node.value}\`: no call of contracts/openapi/${[...docs.keys()].join('.yaml or ')}.yaml has a ${status ?? ''}${status ? ' ' : ''}response example named ${name}, so a mock would answer another one`,
    });
  });
  return problems;
}
