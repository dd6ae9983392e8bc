import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import ts from 'typescript';
import {visit} from 'unist-util-visit';
import {VFile} from 'vfile';
import {widgetSnippet} from '../src/components/WidgetPlayground/snippet';
import {defaultPlaygroundValues, playgroundSettings, type PlaygroundValues} from '../src/data/widget';
import {mdxParser} from './lib/docs-check/parse';
import {listMarkdownFiles} from './lib/sample-checker';
import {widgetDeclarations} from './lib/widget-declarations';

// npm run check:samples, part 4: the widget code a reader copies type-checks against the
// widget's documented API. Declarations of the package and of the script-tag global come
// from src/data/widget.ts, the source of the settings tables; the code is every
// <CodeBlock language="tsx|html"> of the pages, evaluated as the build evaluates it, and the
// playground's snippet with its defaults and with every setting changed. A prop, a setting
// or an event field the tables do not document fails with the page and line.

/** `line`: the page line the code starts on, when it comes from a page. */
type Snippet = {where: string; code: string; kind: 'tsx' | 'script'; file?: string; line?: number};

const root = path.resolve(__dirname, '..');
const checkedLanguages = ['tsx', 'html'];

/** The <CodeBlock> expressions of a page, evaluated with the page's own imports of src/data. */
async function pageSnippets(file: string): Promise<Snippet[]> {
  const source = fs.readFileSync(file, 'utf8');
  if (!source.includes('<CodeBlock')) return [];
  const tree = mdxParser().parse(new VFile({path: file, value: source})) as Root;
  const imports: string[] = [];
  // A block's code written as `export const name = \`…\`` (MDX keeps its indentation), by name.
  const exported = new Map<string, {code: string; line: number}>();
  const blocks: {line: number; language: string; expression: string}[] = [];
  visit(tree, (node) => {
    if (node.type === 'mdxjsEsm') {
      const value = (node as MdxjsEsm).value;
      imports.push(...value.split('\n').filter((line) => /from '@site\/src\/data\//.test(line)));
      const name = /^export const (\w+) = `/.exec(value)?.[1];
      if (name) exported.set(name, {code: value, line: node.position?.start.line ?? 1});
    }
    if (node.type !== 'mdxJsxFlowElement' || (node as MdxJsxFlowElement).name !== 'CodeBlock') return;
    const element = node as MdxJsxFlowElement;
    const language = element.attributes.find((attribute) => 'name' in attribute && attribute.name === 'language');
    const [child] = element.children as {type: string; value?: string}[];
    if (
      typeof language?.value === 'string' &&
      checkedLanguages.includes(language.value) &&
      child?.type === 'mdxFlowExpression'
    ) {
      const expression = (child.value ?? '').trim();
      blocks.push({
        line: exported.get(expression)?.line ?? element.position?.start.line ?? 1,
        language: language.value,
        expression,
      });
    }
  });
  if (blocks.length === 0) return [];
  const module = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'widget-code-')), 'page.ts');
  fs.writeFileSync(
    module,
    [
      ...imports.map((line) => line.replace("'@site/", `'${root}/`)),
      ...[...exported.values()].map(({code}) => code),
      `export default [${blocks.map((block) => block.expression).join(',\n')}];`,
    ].join('\n'),
  );
  const {default: codes} = (await import(pathToFileURL(module).href)) as {default: string[]};
  fs.rmSync(path.dirname(module), {recursive: true, force: true});
  return blocks.flatMap((block, index): Snippet[] => {
    const page = path.relative(root, file);
    const where = `${page}:${block.line}`;
    if (block.language === 'tsx') return [{where, code: codes[index], kind: 'tsx', file: page, line: block.line}];
    // An HTML page: its inline scripts are the code.
    return [...codes[index].matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => ({
      where,
      code: match[1],
      kind: 'script',
      file: page,
      line: block.line + codes[index].slice(0, match.index + '<script>'.length).split('\n').length - 1,
    }));
  });
}

/** Every playground setting moved off its default, to the last value it offers. */
function everySettingChanged(): PlaygroundValues {
  const values: PlaygroundValues = {...defaultPlaygroundValues};
  for (const setting of playgroundSettings) {
    if (setting.control === 'toggle') values[setting.name] = !setting.default;
    else if (setting.control === 'color') values[setting.name] = '#0a7d33';
    else if (setting.control === 'checkboxes') values[setting.name] = setting.allowed?.slice(0, 1).map((a) => a.value);
    else values[setting.name] = setting.allowed?.at(-1)?.value;
  }
  return values;
}

function playgroundSnippets(): Snippet[] {
  return [
    ['defaults', defaultPlaygroundValues],
    ['every setting changed', everySettingChanged()],
  ].flatMap(([name, values]) => [
    {
      where: `playground snippet (${name}, React)`,
      code: widgetSnippet(values as PlaygroundValues, 'react'),
      kind: 'tsx',
    },
    ...[...widgetSnippet(values as PlaygroundValues, 'script').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (match): Snippet => ({where: `playground snippet (${name}, script tag)`, code: match[1], kind: 'script'}),
    ),
  ]);
}

/**
 * Type-checks the snippets in memory, each its own module, against the declarations.
 * Script-tag code is plain JavaScript in a page, so it is checked without strict null checks.
 */
function typeCheck(snippets: Snippet[], strict: boolean): string[] {
  const files = new Map<string, string>([[path.join(root, 'widget-api.d.ts'), widgetDeclarations()]]);
  const names = new Map<string, Snippet>();
  snippets.forEach((snippet, index) => {
    const name = path.join(root, `snippet-${index}.${snippet.kind === 'tsx' ? 'tsx' : 'ts'}`);
    files.set(name, snippet.kind === 'tsx' ? snippet.code : `${snippet.code}\nexport {};`);
    names.set(name, snippet);
  });
  const options: ts.CompilerOptions = {
    strict,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => files.get(name) ?? readFile(name);
  host.fileExists = (
    (fileExists) => (name: string) =>
      files.has(name) || fileExists(name)
  )(host.fileExists.bind(host));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    files.has(name) ? ts.createSourceFile(name, files.get(name)!, language) : getSourceFile(name, language, ...rest);
  const program = ts.createProgram([...files.keys()], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    const snippet = diagnostic.file && names.get(diagnostic.file.fileName);
    if (!snippet || diagnostic.start === undefined) return `${diagnostic.file?.fileName ?? 'widget code'}: ${message}`;
    const {line} = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start);
    return snippet.file
      ? `${snippet.file}:${snippet.line! + line}: ${message}`
      : `${snippet.where}, line ${line + 1}: ${message}`;
  });
}

async function main() {
  const started = Date.now();
  const pages = listMarkdownFiles([path.join(root, 'docs'), path.join(root, 'versioned_docs')]);
  const snippets = [...(await Promise.all(pages.map(pageSnippets))).flat(), ...playgroundSnippets()];
  const problems = [
    ...typeCheck(
      snippets.filter((snippet) => snippet.kind === 'tsx'),
      true,
    ),
    ...typeCheck(
      snippets.filter((snippet) => snippet.kind === 'script'),
      false,
    ),
  ];
  for (const problem of problems) console.error(problem);
  const summary = `${snippets.length} widget snippets against src/data/widget.ts (${Date.now() - started} ms)`;
  if (problems.length > 0) {
    console.error(`check-widget-code: ${problems.length} problem(s) in ${summary}.`);
    process.exit(1);
  }
  console.log(`check-widget-code: OK, ${summary}.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
