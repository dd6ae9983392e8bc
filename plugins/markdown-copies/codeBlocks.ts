import type {Element, Root} from 'hast';
import {
  classesOf,
  element,
  elementChildren,
  findAll,
  hasClass,
  isElement,
  replaceNode,
  text,
  textContent,
} from './hast';

// A highlighted code block is one <pre><code> whose lines are <div>s of <span> tokens
// ending in <br>. Markdown wants plain text and the language: `language-*` on <pre>
// (or its container), the class Prism and Docusaurus agree on.

function languageOf(pre: Element, container?: Element): string | undefined {
  for (const candidate of [pre, ...elementChildren(pre), ...(container ? [container] : [])]) {
    const language = classesOf(candidate).find((name) => name.startsWith('language-'));
    if (language) return language;
  }
  return undefined;
}

function plainPre(pre: Element, container?: Element): Element {
  const code = textContent(pre).replace(/\n$/, '');
  const language = languageOf(pre, container);
  return element('pre', [element('code', [text(code)], language ? {className: [language]} : {})]);
}

/** Replaces each code block (with its title, if any) by a plain <pre><code class="language-…">. */
export function plainCodeBlocks(tree: Root): void {
  // `theme-code-block` is the theme's stable class for the block with its optional title.
  for (const {node: block, parent} of findAll(tree, (node) => hasClass(node, 'theme-code-block'))) {
    const [pre] = findAll(block, (node) => isElement(node, 'pre')).map(({node}) => node);
    if (!pre) continue;
    const title = elementChildren(block).find(
      (child) => !isElement(child, 'pre') && findAll(child, (node) => isElement(node, 'pre')).length === 0,
    );
    const label = title && textContent(title).trim();
    // A file name is code (`every-project-in-review.sh`), which Markdown shows without escapes.
    const shown =
      label && /^[\w./-]+\.\w+$/.test(label) ? element('code', [text(label)]) : label ? text(label) : undefined;
    replaceNode(parent, block, [...(shown ? [element('p', [element('strong', [shown])])] : []), plainPre(pre, block)]);
  }
  for (const {node: pre, parent} of findAll(tree, (node) => isElement(node, 'pre'))) {
    replaceNode(parent, pre, [plainPre(pre)]);
  }
}
