import type {Root} from 'hast';
import {element, elementChildren, findAll, hasClass, replaceNode, text, textContent} from './hast';

// An admonition (:::note, :::warning…) becomes a blockquote that starts with its title.
// `theme-admonition` is the theme's stable class; its first child is the title, the second the content.

export function admonitionsAsBlockquotes(tree: Root): void {
  for (const {node, parent} of findAll(tree, (candidate) => hasClass(candidate, 'theme-admonition'))) {
    const [heading, content] = elementChildren(node);
    if (!heading || !content) continue;
    replaceNode(parent, node, [
      element('blockquote', [
        element('p', [element('strong', [text(textContent(heading).trim())])]),
        ...content.children,
      ]),
    ]);
  }
}
