import type {Element, ElementContent, Root} from 'hast';
import {element, elementChildren, findAll, isElement, replaceNode, text, textContent} from './hast';

// Markdown table cells hold one line of inline content, and tables do not nest. The
// reference tables put nested objects in a full-width row (<td colspan>) holding
// <details> with a table, and lists or notes inside cells. So: nested rows move below
// their table, in order, each after its summary; the blocks inside a cell become
// inline text separated by " · ".

const separator = ' · ';

/** A row that is one cell spanning the table: the nested fields of the row above. */
const isNestedRow = (row: Element): boolean => {
  const cells = elementChildren(row).filter((cell) => isElement(cell, 'td', 'th'));
  return cells.length === 1 && Number(cells[0].properties.colSpan ?? 1) > 1;
};

function hoistNestedRows(table: Element, parent: Root | Element): void {
  const hoisted: ElementContent[] = [];
  for (const {node: row, parent: rowParent} of findAll(table, (node) => isElement(node, 'tr') && isNestedRow(node))) {
    const [cell] = elementChildren(row);
    hoisted.push(...cell.children);
    replaceNode(rowParent, row, []);
  }
  const index = parent.children.indexOf(table);
  parent.children.splice(index + 1, 0, ...hoisted);
}

/** The inline pieces of a cell: block children (lists, paragraphs, notes) become separate pieces. */
function inlinePieces(node: Element): ElementContent[][] {
  const pieces: ElementContent[][] = [];
  let current: ElementContent[] = [];
  const flush = (): void => {
    if (current.some((child) => textContent(child).trim() !== '')) pieces.push(current);
    current = [];
  };
  for (const child of node.children) {
    const spaced = current.length > 1 && isElement(current.at(-2)!, 'span') && textContent(current.at(-1)!) === ' ';
    if (!isElement(child)) {
      current.push(child);
    } else if (child.tagName === 'span' && spaced) {
      // A mark set a space apart from the span before it (a field name's "required").
      current.pop();
      flush();
      current.push(child);
    } else if (child.tagName === 'ul' || child.tagName === 'ol') {
      flush();
      for (const item of elementChildren(child)) pieces.push(...inlinePieces(item));
    } else if (child.tagName === 'details') {
      flush();
      const summary = elementChildren(child).find((part) => part.tagName === 'summary');
      if (summary) pieces.push([...summary.children, text(':')]);
      pieces.push(
        ...inlinePieces(
          element(
            'div',
            child.children.filter((part) => part !== summary),
          ),
        ),
      );
    } else if (
      ['p', 'div', 'span'].includes(child.tagName) &&
      current.length > 0 &&
      !/\s$/.test(textContent(current.at(-1)!)) &&
      !/^\s/.test(textContent(child))
    ) {
      // A sibling element glued to the text before it (a "required" mark, a constraint note);
      // one that starts with a space goes on the same piece (a call's summary after its link).
      flush();
      current.push(...(child.tagName === 'span' ? [child] : child.children));
    } else if (child.tagName === 'p' || child.tagName === 'div') {
      current.push(...child.children);
    } else {
      current.push(child);
    }
  }
  flush();
  return pieces;
}

function flattenCell(cell: Element): void {
  const pieces = inlinePieces(cell);
  cell.children = pieces.flatMap((piece, index) => (index === 0 ? piece : [text(separator), ...piece]));
}

export function markdownTables(tree: Root): void {
  // Deepest first: a nested table is flat before the row that holds it moves out.
  for (const {node: table, parent} of findAll(tree, (node) => isElement(node, 'table'))) {
    hoistNestedRows(table, parent);
    for (const {node: cell} of findAll(table, (node) => isElement(node, 'td', 'th'))) flattenCell(cell);
  }
}
