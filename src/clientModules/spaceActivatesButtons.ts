/**
 * The theme draws some toggles as links with role="button" (a sidebar category without a
 * page of its own, the mobile menu's "Versions"): Enter opens them, as a link, but Space
 * scrolls the page, where a button opens. Space on such a link clicks it, as on a button.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

function activateOnSpace(event: KeyboardEvent): void {
  if (event.key !== ' ' || event.defaultPrevented || event.repeat) return;
  const target = event.target;
  if (!(target instanceof HTMLAnchorElement) || target.getAttribute('role') !== 'button') return;
  event.preventDefault();
  target.click();
}

if (ExecutionEnvironment.canUseDOM) window.addEventListener('keydown', activateOnSpace);
