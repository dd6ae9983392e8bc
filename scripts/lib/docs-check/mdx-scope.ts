import fs from 'node:fs';
import path from 'node:path';
import type {Node as EstreeNode, Program} from 'estree';
import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import {sandboxBranchesElement} from '../../../plugins/openapi-contracts/sandboxRemark';
import type {ParsedPage} from './parse';
import type {DocProblem} from './problem';

// Names an MDX page uses that nothing on it defines. MDX reads `{project_id}` in prose as
// JavaScript, and a component needs its import; either way Docusaurus fails the build (or,
// under `npm start`, the page in the browser) with a ReferenceError that names the URL
// alone. This names the file, line and column, and how to fix it.

/** Components a page uses without an import: the theme's (its MDXComponents), and what a remark plugin of the site replaces. */
const providedComponents = new Set(['Head', 'Details', sandboxBranchesElement]);
/** What an expression may name without defining it: MDX's `props` and JavaScript's own. */
const globals = new Set(['props', 'undefined', 'Math', 'JSON', 'Number', 'String', 'Object', 'Array', 'Date']);

const componentsDir = path.resolve(__dirname, '../../../src/components');

/** Where a component is imported from: the site's MDX components, else the theme. */
const importOf = (name: string) =>
  fs.existsSync(path.join(componentsDir, name))
    ? `import ${name} from '@site/src/components/${name}';`
    : `import ${name} from '@theme/${name}';`;

type Located = {position?: {start: {line: number; column: number}}};
type WithEstree = {data?: {estree?: Program | null}};

/** The names the page's imports and exports define. */
function definedNames(tree: Root): Set<string> {
  const names = new Set(globals);
  visit(tree, 'mdxjsEsm', (node: WithEstree) => {
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration')
        statement.specifiers.forEach((specifier) => names.add(specifier.local.name));
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : undefined;
      if (declaration?.type === 'VariableDeclaration')
        declaration.declarations.forEach(({id}) => boundNames(id).forEach((name) => names.add(name)));
      if (declaration?.type === 'FunctionDeclaration' && declaration.id) names.add(declaration.id.name);
    }
  });
  return names;
}

/** The names a parameter binds: `call`, and those of `{call, description}` or `[first, ...rest]`. */
function boundNames(pattern: EstreeNode | null): string[] {
  if (!pattern) return [];
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((property) =>
        boundNames(property.type === 'RestElement' ? property.argument : property.value),
      );
    case 'ArrayPattern':
      return pattern.elements.flatMap((element) => boundNames(element));
    case 'AssignmentPattern':
      return boundNames(pattern.left);
    case 'RestElement':
      return boundNames(pattern.argument);
    default:
      return [];
  }
}

/** What a parameter pattern reads: its default values and computed keys. */
function patternReads(pattern: EstreeNode | null, defined: Set<string>, found: string[]): void {
  if (!pattern) return;
  switch (pattern.type) {
    case 'ObjectPattern':
      for (const property of pattern.properties) {
        if (property.type === 'RestElement') continue;
        if (property.computed) undefinedNames(property.key, defined, found);
        patternReads(property.value, defined, found);
      }
      return;
    case 'ArrayPattern':
      pattern.elements.forEach((element) => patternReads(element, defined, found));
      return;
    case 'AssignmentPattern':
      patternReads(pattern.left, defined, found);
      undefinedNames(pattern.right, defined, found);
      return;
    default:
  }
}

/** The names an expression reads that are neither defined on the page nor its own parameters. */
function undefinedNames(node: EstreeNode | null | undefined, defined: Set<string>, found: string[]): void {
  if (!node || typeof node !== 'object') return;
  switch (node.type) {
    case 'Identifier':
      if (!defined.has(node.name)) found.push(node.name);
      return;
    case 'MemberExpression':
      undefinedNames(node.object as EstreeNode, defined, found);
      if (node.computed) undefinedNames(node.property as EstreeNode, defined, found);
      return;
    case 'Property':
      if (node.computed) undefinedNames(node.key as EstreeNode, defined, found);
      undefinedNames(node.value as EstreeNode, defined, found);
      return;
    case 'ArrowFunctionExpression':
    case 'FunctionExpression': {
      const own = new Set(defined);
      node.params.flatMap((param) => boundNames(param)).forEach((name) => own.add(name));
      // A parameter's default values and computed keys read names too.
      node.params.forEach((param) => patternReads(param, own, found));
      undefinedNames(node.body as EstreeNode, own, found);
      return;
    }
    default:
      for (const [key, value] of Object.entries(node)) {
        if (key === 'loc' || key === 'range') continue;
        if (Array.isArray(value)) value.forEach((item) => undefinedNames(item as EstreeNode, defined, found));
        else if (value && typeof value === 'object' && 'type' in value)
          undefinedNames(value as EstreeNode, defined, found);
      }
  }
}

export function checkMdxScope(page: ParsedPage & {tree: Root}): DocProblem[] {
  const defined = definedNames(page.tree);
  const problems: DocProblem[] = [];
  const report = (node: Located, message: string) => {
    const {line = 1, column = 1} = node.position?.start ?? {};
    problems.push({file: page.file, line, column, rule: 'mdx-scope', message});
  };
  const check = (node: Located & WithEstree, inProse: boolean) => {
    const found: string[] = [];
    const program = node.data?.estree ?? undefined;
    undefinedNames(program, defined, found);
    // `{project_id}` alone in the text is a placeholder written as in a path, not code.
    const [statement] = program?.body ?? [];
    const placeholder =
      inProse && statement?.type === 'ExpressionStatement' && statement.expression.type === 'Identifier';
    for (const name of new Set(found))
      report(
        node,
        placeholder
          ? `{${name}} is read as JavaScript and \`${name}\` is not defined on this page: write \\{${name}\\}, or put it in backticks as code.`
          : `\`${name}\` is not defined on this page: import it, or write the value itself.`,
      );
  };
  visit(page.tree, (node) => {
    if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression')
      check(node as Located & WithEstree, true);
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const element = node as MdxJsxFlowElement;
    const component = element.name?.split('.')[0];
    if (component && /^[A-Z]/.test(component) && !defined.has(component) && !providedComponents.has(component))
      report(
        element,
        `<${element.name}> is not imported on this page: add \`${importOf(component)}\` below the front matter.`,
      );
    for (const attribute of element.attributes as (MdxJsxAttribute | MdxJsxExpressionAttribute)[]) {
      if (attribute.type === 'mdxJsxExpressionAttribute') check({...attribute, position: element.position}, false);
      else if (attribute.value && typeof attribute.value === 'object')
        check({...attribute.value, position: element.position}, false);
    }
  });
  return problems;
}
