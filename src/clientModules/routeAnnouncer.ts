/**
 * After a client-side navigation a screen reader hears which page opened, as it does after
 * a page load: a live region outside the app says the new page's heading. The theme only
 * moves the focus to its skip-link region at the top ("Skip to main content").
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const announcer = ExecutionEnvironment.canUseDOM ? document.createElement('p') : undefined;
if (announcer) {
  announcer.className = 'visually-hidden';
  announcer.setAttribute('role', 'status');
  document.body.append(announcer);
}

/**
 * After the theme's focus move (an effect that runs after this hook), which a screen reader
 * would otherwise speak over the heading; emptied first, so that a heading said before is
 * said again. A page that focuses its own heading (the crash page) is heard already.
 */
const announceDelayMs = 100;

const routeAnnouncer: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!announcer || !previousLocation || location.pathname === previousLocation.pathname) return;
    announcer.textContent = '';
    window.setTimeout(() => {
      const heading = document.querySelector('h1');
      if (heading !== document.activeElement) announcer.textContent = heading?.textContent ?? '';
    }, announceDelayMs);
  },
};

export default routeAnnouncer;
