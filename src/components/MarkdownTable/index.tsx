import React, {isValidElement, type ComponentProps, type ReactNode} from 'react';
import ScrollableRegion from '@site/src/components/ScrollableRegion';
import styles from './styles.module.css';

/** The text a React tree shows, such as a header cell's words and inline code. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement(node)) return textOf((node.props as {children?: ReactNode}).children);
  return '';
}

/** The elements of a given tag among a tree's children, at any depth (MDX emits `thead > tr > th`). */
function elementsOf(node: ReactNode, tag: string): React.ReactElement<{children?: ReactNode}>[] {
  return React.Children.toArray(node).flatMap((child) => {
    if (!isValidElement<{children?: ReactNode}>(child)) return [];
    return child.type === tag ? [child] : elementsOf(child.props.children, tag);
  });
}

/**
 * A Markdown table: wider than a phone, it scrolls inside a region a keyboard can focus,
 * named after its column headings, as the reference components' tables do.
 */
export default function MarkdownTable(props: ComponentProps<'table'>): ReactNode {
  const headings = elementsOf(props.children, 'th').map((cell) => textOf(cell).trim());
  return (
    <ScrollableRegion className={styles.region} label={`Table: ${headings.join(', ')}`}>
      <table {...props} />
    </ScrollableRegion>
  );
}
