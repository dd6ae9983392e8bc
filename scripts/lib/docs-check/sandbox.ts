import type {InlineCode, Link} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import type {Node} from 'unist';
import {visit} from 'unist-util-visit';
import type {OpenApiDocument} from '../../../plugins/openapi-contracts/contracts';
import {errorCodesOfCalls} from '../../../plugins/openapi-contracts/views';
import type {LoadedSandboxBranches} from '../../../plugins/openapi-contracts/sandboxBranches';
import {placeAt} from '../../../plugins/openapi-contracts/scenarios';
import {statusesOf, statusSchemas} from '../scenarios/transitions';
import {routeOf, type LinkIndex} from './links';
import type {ParsedPage} from './parse';
import type {DocProblem} from './problem';
import {referenceTargets, type Target} from './reference-targets';
import {proseOfYaml} from './scenarios';
import {versions} from '../../../src/data/versions';

// The introduction shows the sandbox table through <SandboxBranches />, which the build
// fills from contracts/sandbox-branches.yaml. Its cells are spelled and their links
// checked in that file, where a writer fixes them, and the statuses, events and error codes
// they name link to the reference; check:scenarios replays its runs.

/** Whether the page shows the sandbox table. */
export function showsSandboxBranches(page: ParsedPage): boolean {
  let shown = false;
  if (page.tree)
    visit(page.tree, 'mdxJsxFlowElement', (node: Node & {name?: string | null}) => {
      if (node.name === 'SandboxBranches') shown = true;
    });
  return shown;
}

/** What a reader reads of the file: the cells. */
export function proseOfSandboxBranches(loaded: LoadedSandboxBranches, source: string): string {
  return proseOfYaml(
    loaded.yaml,
    source,
    loaded.branches.flatMap((_, row) => [
      ['branches', row, 'exercise'],
      ['branches', row, 'do'],
    ]),
  );
}

/**
 * Every status, event and error code a cell writes as inline code is a link to where the
 * reference explains it: the status's row on its status page (any status schema that has
 * the value), the event's section, the code's catalogue entry. Reported at the cell.
 */
export function checkSandboxNameLinks(
  loaded: LoadedSandboxBranches | undefined,
  pages: ParsedPage[],
  contracts: Map<string, OpenApiDocument>,
  index: LinkIndex,
  baseUrl: string,
): DocProblem[] {
  const page = pages.find(showsSandboxBranches);
  const doc = loaded && contracts.get(loaded.contract);
  if (!loaded || !page || !doc) return [];
  // The pages of the version documenting the contract (a checker fixture's contract has none: every page).
  const version = versions.find((candidate) => candidate.contract === loaded.contract);
  const reference = referenceTargets(
    pages.filter((candidate) => !version || candidate.version?.name === version.name),
    loaded.contract,
    index,
  );
  const errorCodes = errorCodesOfCalls(doc);
  /** Where the reference explains a name (`named`: whether it is a status, an event or an error code at all). */
  const targetsOf = (name: string): {named: boolean; targets: Target[]} => {
    const found = statusSchemas(doc)
      .filter((schema) => statusesOf(doc, schema).includes(name))
      .map((schema) => reference.listValue(schema, name));
    if (doc.webhooks?.[name]) found.push(reference.eventSection(name));
    if (errorCodes.has(name)) found.push(reference.errorEntry(name));
    return {named: found.length > 0, targets: found.filter((target): target is Target => target !== undefined)};
  };

  return loaded.branches.flatMap((branch, row) =>
    (['exercise', 'do'] as const).flatMap((cell): DocProblem[] => {
      const tree = fromMarkdown(branch[cell]);
      const linkOf = new Map<InlineCode, string>();
      visit(tree, 'link', (link: Link) =>
        visit(link, 'inlineCode', (code: InlineCode) => void linkOf.set(code, link.url)),
      );
      const problems: DocProblem[] = [];
      const report = (message: string) =>
        problems.push({
          file: loaded.file,
          ...placeAt(loaded, ['branches', row, cell]),
          rule: 'sandbox-links',
          message: `sandbox table, row ${row + 1}: ${message}`,
        });
      visit(tree, 'inlineCode', (code: InlineCode) => {
        const {named, targets} = targetsOf(code.value);
        if (!named) return;
        if (targets.length === 0)
          return void report(
            `\`${code.value}\` has no page to link to: no <ApiEnum> lists it, no heading names it, no <ApiErrorCatalogue> shows it`,
          );
        const [pathPart, anchor] = (linkOf.get(code) ?? '').split('#') as [string, string | undefined];
        const route = linkOf.has(code) ? routeOf(pathPart, page, index, baseUrl) : undefined;
        if (targets.some((target) => target.route === route && target.anchor === anchor)) return;
        report(`link \`${code.value}\` to ${targets.map((target) => `${target.route}#${target.anchor}`).join(' or ')}`);
      });
      return problems;
    }),
  );
}
