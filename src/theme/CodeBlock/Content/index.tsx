// Swizzled (wrapped): code highlighted at build time is set as markup; only other code goes through the theme's Prism renderer.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Content from '@theme-original/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';
import {useCodeBlockContext, type CodeBlockMetadata} from '@docusaurus/theme-common/internal';
// The theme's own classes, so both renderers lay code out the same way.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

export type HighlightedMetadata = CodeBlockMetadata & {highlighted?: string};

export default function CodeBlockContent(props: Props): ReactNode {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  const {highlighted} = metadata as HighlightedMetadata;
  if (highlighted === undefined) return <Content {...props} />;
  return (
    <pre
      ref={codeBlockRef}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable code must be reachable by keyboard, as in the theme's block
      tabIndex={0}
      className={clsx(props.className, `prism-code language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}
    >
      <code className={styles.codeBlockLines} dangerouslySetInnerHTML={{__html: highlighted}} />
    </pre>
  );
}
