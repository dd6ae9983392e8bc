import fs from 'node:fs';
import path from 'node:path';
import type {InlineCode} from 'mdast';
import {visit} from 'unist-util-visit';
import {shownFiles} from './example-imports';
import type {ParsedPage} from './parse';
import type {DocProblem} from './problem';

// An example file that reads an environment variable (`process.env.STUDIOWAVE_CLIENT_ID`,
// `os.environ["…"]`, `getenv('…')`) runs only for a reader who sets it: the page that
// shows the file names the variable, as code, in its prose. Reported at the block.

const environmentReads =
  /process\.env\.([A-Z][A-Z0-9_]*)|process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]|os\.environ(?:\.get\(|\[)['"]([A-Z][A-Z0-9_]*)['"]|getenv\(['"]([A-Z][A-Z0-9_]*)['"]\)/g;

/** The environment variables a source file reads. */
export function environmentVariablesOf(code: string): string[] {
  return [...new Set([...code.matchAll(environmentReads)].map((match) => match.slice(1).find(Boolean) as string))];
}

export function checkExampleEnvironment(
  page: ParsedPage & {tree: NonNullable<ParsedPage['tree']>},
  siteRoot: string,
): DocProblem[] {
  const named = new Set<string>();
  visit(page.tree, 'inlineCode', (node: InlineCode) => {
    for (const word of node.value.split(/[^A-Za-z0-9_]+/)) named.add(word);
  });
  const problems: DocProblem[] = [];
  for (const {source, line, column} of shownFiles([page], siteRoot)) {
    const unnamed = environmentVariablesOf(fs.readFileSync(path.join(siteRoot, source), 'utf8')).filter(
      (variable) => !named.has(variable),
    );
    if (unnamed.length === 0) continue;
    problems.push({
      file: page.file,
      line,
      column,
      rule: 'example-env',
      message: `${source} reads ${unnamed.map((variable) => `\`${variable}\``).join(', ')} from the environment, which this page does not name: say what to set it to`,
    });
  }
  return problems;
}
