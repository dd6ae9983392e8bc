/**
 * A region that scrolls its table or diagram sideways is a Tab stop, so that the keyboard
 * can scroll it (WCAG 2.1.1); one whose content fits the screen is not, since that stop
 * would do nothing. The markup keeps every region focusable, for readers without
 * JavaScript. A ResizeObserver reads the widths after layout, never forcing one, and again
 * whenever a region or its content changes size (a wider screen, a tab or details opened).
 * A region that mounts later than its page (none does today) keeps the markup's 0.
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {scrollableRegionClass} from '@site/src/components/ScrollableRegion/className';

const observer = ExecutionEnvironment.canUseDOM
  ? new ResizeObserver((entries) => {
      for (const {target} of entries) {
        const region = target.closest<HTMLElement>(`.${scrollableRegionClass}`);
        if (!region) continue;
        const tabIndex = region.scrollWidth > region.clientWidth ? 0 : -1;
        if (region.tabIndex !== tabIndex) region.tabIndex = tabIndex;
      }
    })
  : undefined;

const regionTabStops: ClientModule = {
  onRouteDidUpdate() {
    if (!observer) return;
    observer.disconnect();
    for (const region of document.querySelectorAll(`.${scrollableRegionClass}`)) {
      observer.observe(region);
      if (region.firstElementChild) observer.observe(region.firstElementChild);
    }
  },
};

export default regionTabStops;
