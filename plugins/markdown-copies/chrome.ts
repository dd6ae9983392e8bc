import type {Root, RootContent} from 'hast';
import {element, elementChildren, findAll, hasClass, isElement, replaceNode, text, textContent} from './hast';

// What a reader of the Markdown has no use for: heading anchors, buttons, drawings.

/**
 * The steps of a description numbered "1. … 2. …" (the status diagrams' edges), or none: a
 * step starts at the next number only, so a "2." inside a step's text stays in it.
 */
function numberedSteps(description: string): string[] | undefined {
  const steps: string[] = [];
  let rest = description;
  for (let number = 1; rest.startsWith(`${number}. `); number++) {
    const next = rest.indexOf(` ${number + 1}. `);
    steps.push(rest.slice(`${number}. `.length, next < 0 ? undefined : next).trim());
    rest = next < 0 ? '' : rest.slice(next + 1);
  }
  return steps.length > 1 && rest === '' ? steps : undefined;
}

/**
 * A drawing with a text description (the status diagrams' <desc>) becomes that text, a
 * numbered list when it numbers its steps; icons have none.
 */
export function describeDrawings(tree: Root): void {
  for (const {node, parent} of findAll(tree, (candidate) => isElement(candidate, 'svg'))) {
    const description = elementChildren(node).find((child) => isElement(child, 'desc'));
    if (!description) continue;
    const said = textContent(description).trim().replace(/\s+/g, ' ');
    const steps = numberedSteps(said);
    replaceNode(parent, node, [
      steps
        ? element(
            'ol',
            steps.map((step) => element('li', [text(step)])),
          )
        : element('p', [text(said)]),
    ]);
  }
}

/**
 * What the page loads in the browser (src/components/LazyComponent), whose server-rendered
 * placeholder says "Loading …": a line that says where it runs instead.
 */
export function browserOnlyNotes(tree: Root): void {
  for (const {node, parent} of findAll(
    tree,
    (candidate) => isElement(candidate) && 'dataBrowserOnly' in candidate.properties,
  )) {
    const label = String(node.properties.dataBrowserOnly);
    replaceNode(parent, node, [
      element('p', [
        element('em', [
          text(`${label[0].toUpperCase()}${label.slice(1)} runs in the browser, on this page's HTML version.`),
        ]),
      ]),
    ]);
  }
}

/** Heading permalinks ("#"), buttons (copy, tabs' controls) and inline SVG (icons, status diagrams). */
export function removeInteractiveChrome(tree: Root): void {
  const chrome = findAll(
    tree,
    (node) =>
      isElement(node, 'button', 'svg', 'script', 'style', 'noscript') ||
      (isElement(node, 'a') && hasClass(node, 'hash-link')),
  );
  for (const {node, parent} of chrome) replaceNode(parent, node, []);
}

/** A figure left with nothing to show once its drawing is gone (an SVG without a description). */
export function removeEmptyFigures(tree: Root): void {
  for (const {node, parent} of findAll(tree, (candidate) => isElement(candidate, 'figure'))) {
    const shown = findAll(node, (child) => isElement(child, 'img', 'table', 'pre', 'p', 'ol')).length > 0;
    if (!shown) replaceNode(parent, node, []);
  }
}

/** <details> outside tables: its summary becomes a bold line and its content follows, always open. */
export function openDetails(tree: Root): void {
  for (const {node, parent} of findAll(tree, (candidate) => isElement(candidate, 'details'))) {
    const summary = elementChildren(node).find((child) => isElement(child, 'summary'));
    const rest = node.children.filter((child) => child !== summary);
    // The summary's own inline markup stays (a field path in code: `services[]`).
    const heading = summary ? [element('p', [element('strong', summary.children)])] : [];
    replaceNode(parent, node, [...heading, ...rest]);
  }
}

/** A table caption becomes a bold line above the table (Markdown tables have none). */
export function captionsAbove(tree: Root): void {
  for (const {node: table, parent} of findAll(tree, (candidate) => isElement(candidate, 'table'))) {
    const caption = elementChildren(table).find((child) => isElement(child, 'caption'));
    if (!caption) continue;
    table.children = table.children.filter((child) => child !== caption);
    const index = parent.children.indexOf(table);
    parent.children.splice(index, 0, element('p', [element('strong', [text(textContent(caption).trim())])]));
  }
}

/** React's text separators (<!-- -->) and other comments. */
export function removeComments(tree: Root): void {
  const strip = (node: {children: RootContent[]}): void => {
    node.children = node.children.filter((child) => child.type !== 'comment');
    for (const child of node.children) if ('children' in child) strip(child);
  };
  strip(tree);
}

/** Inline elements that touch in a paragraph or a cell (a method badge and its path, a link and its code) get a space between them. */
export function spaceTouchingInlines(tree: Root): void {
  for (const {node} of findAll(tree, (candidate) => isElement(candidate, 'p', 'td', 'th'))) {
    node.children = node.children.flatMap((child, index) =>
      index > 0 && isElement(child) && isElement(node.children[index - 1]) ? [text(' '), child] : [child],
    );
  }
}
