// Wrapped: Markdown tables scroll inside a labelled, focusable region on narrow screens (WCAG 2.1.1).
import MDXComponents from '@theme-original/MDXComponents';
import MarkdownTable from '@site/src/components/MarkdownTable';

export default {...MDXComponents, table: MarkdownTable};
