import type {Element, ElementContent, Parents, Root, RootContent, Text} from 'hast';

// Small helpers over the HTML tree (hast) that the page transforms share.

export const isElement = (node: unknown, ...tagNames: string[]): node is Element =>
  typeof node === 'object' &&
  node !== null &&
  (node as Element).type === 'element' &&
  (tagNames.length === 0 || tagNames.includes((node as Element).tagName));

export const element = (
  tagName: string,
  children: ElementContent[] = [],
  properties: Element['properties'] = {},
): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

export const text = (value: string): Text => ({type: 'text', value});

export const classesOf = (node: Element): string[] => {
  const value: unknown = node.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
};

export const hasClass = (node: Element, name: string): boolean => classesOf(node).includes(name);

/** The element children of a node, skipping whitespace text. */
export const elementChildren = (node: Parents): Element[] =>
  (node.children as RootContent[]).filter((child): child is Element => isElement(child));

/** Every element below `root` that matches, deepest first, with its parent: safe to replace while iterating. */
export function findAll(
  root: Root | Element,
  matches: (node: Element) => boolean,
): Array<{node: Element; parent: Root | Element}> {
  const found: Array<{node: Element; parent: Root | Element}> = [];
  const walk = (parent: Root | Element): void => {
    for (const child of parent.children) {
      if (!isElement(child)) continue;
      walk(child);
      if (matches(child)) found.push({node: child, parent});
    }
  };
  walk(root);
  return found;
}

/** Puts `replacement` where `node` was in `parent`. */
export function replaceNode(parent: Root | Element, node: Element, replacement: ElementContent[]): void {
  const index = parent.children.indexOf(node);
  if (index >= 0) parent.children.splice(index, 1, ...replacement);
}

/** The text of a subtree, as a browser would copy it from a code block: <br> is a line break. */
export function textContent(node: ElementContent | Root): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.tagName === 'br') return '\n';
  if ('children' in node) return node.children.map((child) => textContent(child as ElementContent)).join('');
  return '';
}
