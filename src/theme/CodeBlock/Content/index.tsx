// Swizzled (wrapped): code highlighted at build time, or in the server render, is set as markup; only code that changes in the browser (the widget playground's live snippet) goes through the theme's Prism renderer, loaded when such a block scrolls into view.
import React, {useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Content';
import {useCodeBlockContext, type CodeBlockMetadata} from '@docusaurus/theme-common/internal';
// The theme's own classes, so both renderers lay code out the same way.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {useHydratingServerMarkup} from '@site/src/components/ServerMarkup';
import {useNearScreen} from '../useNearScreen';
import highlightOnServer from './serverHighlight';

export type HighlightedMetadata = CodeBlockMetadata & {highlighted?: string};

type Renderer = ComponentType<Props>;

/** The theme's renderer once a page has loaded it; never on the server. */
let browserRenderer: Renderer | undefined;

/**
 * A block whose code the browser has but the server's markup does not (client-side
 * navigation, or code changed in the browser): plain code until the block scrolls into
 * view, so a page whose block is further down loads no Prism at first, then the theme's
 * Prism rendering.
 */
function BrowserHighlighted({plain, ...props}: Props & {plain: ReactNode}): ReactNode {
  const [Renderer, setRenderer] = useState(() => browserRenderer);
  const {
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  const near = useNearScreen(codeBlockRef);
  // The renderer makes a <pre> of its own: one a keyboard reader reached (Tab scrolls a block
  // into view, which loads it) keeps the focus through the swap.
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    if (Renderer && hadFocus.current) codeBlockRef.current?.focus({preventScroll: true});
    hadFocus.current = false;
  }, [Renderer, codeBlockRef]);
  useEffect(() => {
    if (Renderer || !near) return undefined;
    let unmounted = false;
    import('./BrowserHighlight').then(
      ({default: loaded}) => {
        browserRenderer = loaded;
        if (unmounted) return;
        hadFocus.current = document.activeElement === codeBlockRef.current;
        setRenderer(() => loaded);
      },
      // Offline or after a new deployment: the plain code stays, readable and copyable.
      () => undefined,
    );
    return () => {
      unmounted = true;
    };
  }, [Renderer, near, codeBlockRef]);
  return Renderer ? <Renderer {...props} /> : plain;
}

export default function CodeBlockContent(props: Props): ReactNode {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  const hydrating = useHydratingServerMarkup();
  const [codeAtHydration] = useState(metadata.code);
  // Code known only when the page renders (an MDX expression) is highlighted on the
  // server too; hydration keeps that markup as long as the code is the same.
  const highlighted =
    (metadata as HighlightedMetadata).highlighted ??
    (ExecutionEnvironment.canUseDOM ? undefined : highlightOnServer(metadata.code, metadata.language ?? 'text'));
  const keepServerMarkup = highlighted === undefined && hydrating && metadata.code === codeAtHydration;
  const code =
    highlighted === undefined && !keepServerMarkup ? (
      <code className={styles.codeBlockLines}>{metadata.code}</code>
    ) : (
      <code
        className={styles.codeBlockLines}
        dangerouslySetInnerHTML={{__html: highlighted ?? ''}}
        suppressHydrationWarning={keepServerMarkup}
      />
    );
  const block = (
    <pre
      ref={codeBlockRef}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable code must be reachable by keyboard, as in the theme's block
      tabIndex={0}
      className={clsx(props.className, `prism-code language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}
    >
      {code}
    </pre>
  );
  return highlighted === undefined && !keepServerMarkup ? <BrowserHighlighted {...props} plain={block} /> : block;
}
