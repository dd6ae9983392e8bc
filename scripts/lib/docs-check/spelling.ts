import {pathToFileURL} from 'node:url';
import type {Node} from 'unist';
import {visit, SKIP} from 'unist-util-visit';
import type {ParsedPage} from './parse';
import {pointLocator, type DocProblem} from './problem';

// Spelling of what readers read: the prose of a page (text, headings, link text, table
// cells, admonitions) and its title, description and sidebar label, in British English
// with the project's word list (cspell.json, project-words.txt). Code, imports, JSX
// attributes and URLs are not prose and are left out.

/** Front matter values a reader sees. */
const proseKeys = new Set(['title', 'description', 'sidebar_label', 'pagination_label']);
/** JSX elements whose text is code, not prose. */
const codeElements = new Set(['code', 'pre', 'kbd', 'CodeBlock']);

type Positioned = Node & {position?: {start: {offset?: number}; end: {offset?: number}}};

/**
 * The page with everything but its prose blanked out (newlines kept), so that cspell's
 * offsets are offsets in the page itself.
 */
export function proseOf(page: ParsedPage): string {
  const keep: [number, number][] = [];
  if (page.tree) {
    visit(page.tree, (node: Node & {name?: string | null}) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && codeElements.has(node.name ?? ''))
        return SKIP;
      const {start, end} = (node as Positioned).position ?? {start: {}, end: {}};
      if (node.type === 'text' && start.offset !== undefined && end.offset !== undefined)
        keep.push([start.offset, end.offset]);
      return undefined;
    });
  }
  const frontMatter = page.frontMatter;
  for (const pair of (
    frontMatter?.yaml.contents as {items?: {key: {value?: unknown}; value?: {range?: number[]}}[]} | null
  )?.items ?? []) {
    if (proseKeys.has(String(pair.key.value)) && pair.value?.range) {
      keep.push([frontMatter!.offset + pair.value.range[0], frontMatter!.offset + pair.value.range[1]]);
    }
  }
  const masked = page.source.replace(/[^\n]/g, ' ').split('');
  for (const [from, to] of keep) for (let index = from; index < to; index++) masked[index] = page.source[index];
  return masked.join('');
}

/**
 * The spelling problems of a text whose non-prose is blanked out, at their place in `file`.
 * `extraWords`: words known from elsewhere in the repo, such as the provider's name.
 */
export async function spellCheckProse(
  file: string,
  prose: string,
  configFile: string,
  extraWords: string[],
): Promise<DocProblem[]> {
  // cspell-lib is published as an ES module only.
  const {spellCheckDocument} = await import('cspell-lib');
  const result = await spellCheckDocument(
    {uri: pathToFileURL(file).href, text: prose, languageId: 'markdown', locale: 'en-GB'},
    {configFile, noConfigSearch: true, generateSuggestions: true, numSuggestions: 3},
    {words: extraWords},
  );
  if (result.errors?.length) throw new Error(`cspell could not check ${file}: ${result.errors.map(String).join('; ')}`);
  const locate = pointLocator(prose);
  return result.issues.map((issue) => {
    const suggestions = issue.suggestions?.length ? ` (did you mean ${issue.suggestions.join(', ')}?)` : '';
    const message = issue.isFlagged
      ? `"${issue.text}" is an American spelling (flagWords of cspell.json): write the British one`
      : `"${issue.text}" is not a British English word nor in project-words.txt${suggestions}`;
    return {file, ...locate(issue.offset), rule: 'spelling', message};
  });
}
