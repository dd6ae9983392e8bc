// Wrapped: the theme focuses <main> and at once takes its tabindex away, upon which Chromium moves the focus to the page, where a screen reader loses it; here <main> keeps tabindex="-1" until the focus leaves it.
import React, {useEffect, useRef, type ReactNode} from 'react';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import SkipToContent from '@theme-original/SkipToContent';

/** Focuses the content for good: focusable while it holds the focus. */
function focusMain(): void {
  // The theme's own target: the page's <main>, else the layout's fallback.
  const main =
    document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);
  if (!main) return;
  main.tabIndex = -1;
  main.focus();
  main.addEventListener('blur', () => main.removeAttribute('tabindex'), {once: true});
}

export default function SkipToContentWrapper(): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // On the window, so after the theme's own handler, which React runs at its root.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a') && container.current?.contains(event.target))
        focusMain();
    };
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, []);
  return (
    <div ref={container} style={{display: 'contents'}}>
      <SkipToContent />
    </div>
  );
}
