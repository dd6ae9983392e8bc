import {visit} from 'unist-util-visit';
import {
  deref,
  listOperations,
  type JsonObject,
  type OpenApiDocument,
} from '../../../plugins/openapi-contracts/contracts';
import {versions} from '../../../src/data/versions';
import type {ParsedPage} from './parse';
import type {DocProblem} from './problem';

// A page that tells the reader to send `Prefer: code=NNN`, `Prefer: example=NAME` or both
// to a mock promises an answer: some call of its version's contract must answer that status
// with an example of that name. A misspelt or renamed example would otherwise get the
// call's first answer from the mock, silently. The migration guide, on the changelog, walks
// both versions' mocks, so there either contract will do.

const preferHeader = /^Prefer: (?:code=(\d{3}|\d[Xx]{2}))?(?:,\s*)?(?:example=(\w+))?$/;
const walksBothVersions = (page: ParsedPage) => /\/changelog\.mdx$/.test(page.file);

/** Each status of each call, webhooks left out, with the names of its response examples. */
function answers(doc: OpenApiDocument): Array<{status: string; names: Set<string>}> {
  return listOperations(doc)
    .filter(({isWebhook}) => !isWebhook)
    .flatMap(({operation}) =>
      Object.entries((operation.responses as JsonObject | undefined) ?? {}).map(([status, response]) => {
        const media = (deref(doc, response).content as Record<string, JsonObject> | undefined)?.['application/json'];
        return {status: status.toUpperCase(), names: new Set(Object.keys((media?.examples as JsonObject) ?? {}))};
      }),
    );
}

export function checkPreferHeaders(
  page: ParsedPage & {tree: NonNullable<ParsedPage['tree']>},
  docs: Map<string, OpenApiDocument>,
): DocProblem[] {
  const contract = versions.find((version) => version.name === page.version?.name)?.contract;
  if (!contract || !docs.has(contract)) return [];
  const checked = walksBothVersions(page) ? [...docs.keys()] : [contract];
  const known = checked.flatMap((name) => answers(docs.get(name)!));
  const problems: DocProblem[] = [];
  visit(page.tree, 'inlineCode', (node) => {
    const [header, code, name] = preferHeader.exec(node.value) ?? [];
    if (!header || (!code && !name)) return;
    const status = code?.toUpperCase();
    const found = known.some((answer) => (!status || answer.status === status) && (!name || answer.names.has(name)));
    if (found) return;
    const {line, column} = node.position!.start;
    const what = [status && `a ${status} answer`, name && `an example named ${name}`].filter(Boolean).join(' with ');
    problems.push({
      file: page.file,
      line,
      column,
      rule: 'prefer-header',
      message: `\`${node.value}\`: no call of contracts/openapi/${checked.join('.yaml or ')}.yaml has ${what}, so a mock would answer another one`,
    });
  });
  return problems;
}
