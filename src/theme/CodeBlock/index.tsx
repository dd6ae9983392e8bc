// Swizzled (wrapped): a block of text is laid out through the theme's own layout, title, copy and word-wrap buttons, with markup highlighted at build time or in the server render (./Content), so the browser runs no Prism for it; other blocks go to the theme's.
import React, {type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap} from '@docusaurus/theme-common/internal';
import type {HighlightedMetadata} from './Content';

type TextProps = Props & {readonly children: string};

function TextCodeBlock({highlighted, ...props}: TextProps): ReactNode {
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
  // Line numbers, highlighted lines and magic comments change the markup: the theme's renderer does those.
  const plain = metadata.lineNumbersStart === undefined && Object.keys(metadata.lineClassNames).length === 0;
  if (!plain || metadata.code !== props.children.replace(/\r?\n$/, '')) return <CodeBlock {...props} />;
  const withMarkup: HighlightedMetadata = {...metadata, highlighted};
  return (
    <CodeBlockContextProvider metadata={withMarkup} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}

export default function CodeBlockWrapper(props: Props): ReactNode {
  // Unlike the theme's block, not rendered again once in the browser: the markup is the
  // same in both colour modes, and the container's colours follow the mode when it changes.
  if (typeof props.children !== 'string') return <CodeBlock {...props} />;
  return <TextCodeBlock {...props}>{props.children}</TextCodeBlock>;
}
