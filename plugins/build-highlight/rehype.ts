import type {Element, Root, Text} from 'hast';
import {visit} from 'unist-util-visit';
import {highlightToHtml} from './highlight';

// Rehype plugin for MDX: each fenced code block with a language gets its highlighted
// markup as a `highlighted` prop, which src/theme/CodeBlock renders instead of running
// Prism in the browser.

export default function rehypeBuildHighlight() {
  return (tree: Root) => {
    visit(tree, 'element', (pre: Element) => {
      const code =
        pre.tagName === 'pre' ? pre.children.find((child): child is Element => child.type === 'element') : undefined;
      if (!code || code.tagName !== 'code') return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const language = classes.find((name) => String(name).startsWith('language-'))?.slice('language-'.length);
      if (!language || !code.children.every((child) => child.type === 'text')) return;
      const text = (code.children as Text[]).map((child) => child.value).join('');
      code.properties.highlighted = highlightToHtml(text.replace(/\r?\n$/, ''), language);
    });
  };
}
