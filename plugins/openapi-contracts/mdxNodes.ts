import type {RootContent} from 'mdast';
import type {Node} from 'unist';

// The few MDX syntax-tree pieces both remark plugins (./remark.ts, ./scenarioRemark.ts)
// read and write: an element's string props, an import added to the page, and a prop
// whose value is an imported identifier.

export type Attribute = {type: string; name?: string; value?: unknown};
export type JsxElement = Node & {name: string | null; attributes: Attribute[]; position?: Node['position']};

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
