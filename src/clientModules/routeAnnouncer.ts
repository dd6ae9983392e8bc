/**
 * After a client-side navigation a screen reader hears which page opened, as it does after
 * a page load: a live region outside the app says the new page's heading. The theme moves
 * the focus to the top of the page, which names nothing.
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const announcer = ExecutionEnvironment.canUseDOM ? document.createElement('p') : undefined;
if (announcer) {
  announcer.className = 'visually-hidden';
  announcer.setAttribute('role', 'status');
  announcer.dataset.routeAnnouncer = '';
  document.body.append(announcer);
}

const routeAnnouncer: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!announcer || !previousLocation || location.pathname === previousLocation.pathname) return;
    announcer.textContent = document.querySelector('h1')?.textContent ?? document.title;
  },
};

export default routeAnnouncer;
