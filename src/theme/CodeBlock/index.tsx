// Swizzled (wrapped): a block highlighted at build time (`highlighted` markup, plugins/build-highlight) is rendered as it is, so the browser runs no Prism for it; any other block goes to the theme's.
import React, {type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap} from '@docusaurus/theme-common/internal';
import type {HighlightedMetadata} from './Content';

type HighlightedProps = Props & {readonly highlighted: string; readonly children: string};

function HighlightedCodeBlock({highlighted, ...props}: HighlightedProps): ReactNode {
  const {prism} = useThemeConfig();
  const wordWrap = useCodeWordWrap();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  // Line numbers and highlighted lines change the markup: the theme's renderer does those.
  const plain = metadata.lineNumbersStart === undefined && Object.keys(metadata.lineClassNames).length === 0;
  if (!plain || metadata.code !== props.children.replace(/\r?\n$/, '')) return <CodeBlock {...props} />;
  const withMarkup: HighlightedMetadata = {...metadata, highlighted};
  return (
    <CodeBlockContextProvider metadata={withMarkup} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}

export default function CodeBlockWrapper({highlighted, ...props}: Props): ReactNode {
  // Unlike the theme's block, not rendered again in the browser: the markup is the same
  // in both colour modes, and the container's colours follow the mode when it changes.
  if (typeof highlighted !== 'string' || typeof props.children !== 'string') return <CodeBlock {...props} />;
  return (
    <HighlightedCodeBlock highlighted={highlighted} {...props}>
      {props.children}
    </HighlightedCodeBlock>
  );
}
