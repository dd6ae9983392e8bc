import type {Root} from 'hast';
import {element, findAll, isElement, replaceNode, text, textContent} from './hast';

// Tabs (the samples' languages, or any <Tabs> of a page) flatten into one section per
// tab: its label in bold, then its panel. Read from the ARIA roles, not class names.

export function flattenTabs(tree: Root): void {
  const containers = findAll(tree, (node) =>
    node.children.some((child) => isElement(child) && child.properties.role === 'tablist'),
  );
  for (const {node: container, parent} of containers) {
    const tabs = findAll(container, (node) => node.properties.role === 'tab').map(({node}) => node);
    const panels = findAll(container, (node) => node.properties.role === 'tabpanel').map(({node}) => node);
    // A lazy tab set renders only the selected panel: pair it with the selected tab.
    const shown =
      panels.length === tabs.length ? tabs : tabs.filter((tab) => String(tab.properties.ariaSelected) === 'true');
    const flattened = shown.flatMap((tab, index) => [
      element('p', [element('strong', [text(textContent(tab).trim())])]),
      ...(panels[index]?.children ?? []),
    ]);
    replaceNode(parent, container, flattened);
  }
}
