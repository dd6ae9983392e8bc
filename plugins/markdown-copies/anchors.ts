import type {Element, Root} from 'hast';
import GithubSlugger from 'github-slugger';
import {element, elementChildren, findAll, isElement, textContent} from './hast';

// A Markdown reader (GitHub, an editor's preview) makes a heading's anchor from its text,
// as Docusaurus made the page's. A heading whose id is not that slug (an explicit
// `{#insufficient_scope}`) and a table row with an id (a status, a reason) keep their id
// as an empty anchor, `<a id="…"></a>`, so that links to it, which keep the page's #hash,
// land in the copy too.

/** The element the converter writes as `<a id="…"></a>` (see `anchorHandler`). */
const anchorTag = 'markdown-anchor';

const anchor = (id: string): Element => element(anchorTag, [], {id});

export function keepAnchors(tree: Root): void {
  const slugger = new GithubSlugger();
  for (const {node} of findAll(tree, (candidate) => isElement(candidate, 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'))) {
    const id = node.properties.id;
    const slug = slugger.slug(textContent(node).trim());
    if (typeof id === 'string' && id !== slug) node.children.push(anchor(id));
  }
  for (const {node: row} of findAll(
    tree,
    (candidate) => isElement(candidate, 'tr') && Boolean(candidate.properties.id),
  )) {
    const [firstCell] = elementChildren(row);
    firstCell?.children.unshift(anchor(String(row.properties.id)));
  }
}

/** An attribute value as HTML writes it between double quotes. */
const attributeValue = (value: string): string => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** rehype-remark's handlers: the anchors `keepAnchors` adds are inline HTML, as Markdown has no anchors of its own. */
export const anchorHandlers = {
  [anchorTag]: (_state: unknown, node: Element) => ({
    type: 'html' as const,
    value: `<a id="${attributeValue(String(node.properties.id))}"></a>`,
  }),
};
