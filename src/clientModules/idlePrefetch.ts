/**
 * Docusaurus prefetches the chunks of every internal link that scrolls into view, from
 * each link's IntersectionObserver callback: on a page load that is dozens of route
 * lookups and <link rel="prefetch"> insertions in the same tasks as hydration, which
 * block the main thread. This queues them for idle time instead, a few per idle period.
 * Hover and focus still preload at once (`preload` is untouched).
 */
import type {ClientModule} from '@docusaurus/types';

/** Enough of an idle period left to prefetch one more route without a long task. */
const minimumIdleMs = 8;
/**
 * Main-thread time one idle callback may take, however long the idle period: a phone four
 * times slower than this machine spends four times as long, and 10 ms stays under the
 * 50 ms of a long task there too (Lighthouse scales what it measures the same way).
 */
const sliceMs = 10;

const whenIdle: (callback: (deadline: {timeRemaining(): number}) => void) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback)
    : (callback) => setTimeout(() => callback({timeRemaining: () => minimumIdleMs + 1}), 50);

let deferred = false;

function deferPrefetches(): void {
  if (deferred) return;
  deferred = true;
  const {docusaurus} = window;
  const queue: string[] = [];
  const drain = (deadline: {timeRemaining(): number}) => {
    const sliceEnd = performance.now() + sliceMs;
    while (queue.length > 0 && deadline.timeRemaining() > minimumIdleMs && performance.now() < sliceEnd)
      docusaurus.prefetch(queue.shift()!);
    if (queue.length > 0) whenIdle(drain);
  };
  // The object Docusaurus exposes is read-only: links find its replacement on `window`.
  window.docusaurus = {
    ...docusaurus,
    prefetch: (routePath) => {
      if (queue.length === 0) whenIdle(drain);
      queue.push(routePath);
      return false;
    },
  };
}

const idlePrefetch: ClientModule = {
  // Also called once on the first load, before any link's observer can fire.
  onRouteDidUpdate: deferPrefetches,
};

export default idlePrefetch;
