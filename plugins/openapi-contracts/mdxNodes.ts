import type {RootContent} from 'mdast';
import type {Node} from 'unist';

// The few MDX syntax-tree pieces the remark plugins read and write: an element's string
// props, an import added to the page, a prop whose value is an imported identifier, and
// the elements a plugin expands.

export type Attribute = {type: string; name?: string; value?: unknown};
export type JsxElement = Node & {name: string | null; attributes: Attribute[]; position?: Node['position']};
type FlowElement = Extract<RootContent, {type: 'mdxJsxFlowElement'}>;

/** `<div className=… …>children</div>` as an MDX element, its props plain strings. */
export function div(className: string, children: RootContent[], attributes: Record<string, string> = {}): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: Object.entries({className, ...attributes}).map(([name, value]) => ({
      type: 'mdxJsxAttribute',
      name,
      value,
    })),
    children,
  } as RootContent;
}

/** The value of a plain string prop (`contract="final-1.0.0"`), else undefined. */
export function literal(element: JsxElement, name: string): string | undefined {
  const attribute = element.attributes.find(
    (candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

/** `import <identifier> from '<source>';` as an MDX ESM node, with the estree MDX compiles. */
export function importNode(identifier: string, source: string): RootContent {
  const declaration = {
    type: 'ImportDeclaration',
    specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: identifier}}],
    source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
  };
  return {
    type: 'mdxjsEsm',
    value: `import ${identifier} from ${JSON.stringify(source)};`,
    data: {estree: {type: 'Program', sourceType: 'module', body: [declaration]}},
  } as unknown as RootContent;
}

/** A prop whose value is an identifier: `name={identifier}`. */
export function expressionAttribute(name: string, identifier: string): Attribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: identifier,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{type: 'ExpressionStatement', expression: {type: 'Identifier', name: identifier}}],
        },
      },
    },
  };
}

/**
 * `children` with each flow element named `name`, at any depth of flow elements, replaced by
 * what `replace` makes of it: how the remark plugins expand their elements.
 */
export function replaceFlowElements(
  children: RootContent[],
  name: string,
  replace: (element: FlowElement) => RootContent[],
): RootContent[] {
  return children.flatMap((node): RootContent[] => {
    if (node.type !== 'mdxJsxFlowElement') return [node];
    if (node.name === name) return replace(node);
    node.children = replaceFlowElements(node.children as RootContent[], name, replace) as typeof node.children;
    return [node];
  });
}
