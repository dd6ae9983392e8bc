/**
 * The skip link ("Skip to main content"): the theme focuses <main> and at once takes its
 * tabindex away, upon which Chromium moves the focus to the page, where a screen reader
 * loses it. After the theme's handler (React's, at its root), <main> is focused again and
 * keeps tabindex="-1" until the focus leaves it.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';

function focusContent(event: MouseEvent): void {
  if (!(event.target instanceof Element) || !event.target.closest(`a[href="#${SkipToContentFallbackId}"]`)) return;
  // The theme's own target: the page's <main>, else the layout's fallback.
  const content =
    document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);
  if (!content) return;
  content.tabIndex = -1;
  content.focus();
  content.addEventListener('blur', () => content.removeAttribute('tabindex'), {once: true});
}

if (ExecutionEnvironment.canUseDOM) window.addEventListener('click', focusContent);
