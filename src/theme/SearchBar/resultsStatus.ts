// Part of the SearchBar swizzle: a sighted reader sees how many suggestions the typing found, or "No results"; a screen reader hears it from a status region, once the typing pauses.
import pluginStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import {seeAllId} from './listOptions';

/** How long the typing pauses before the count is said, so that each key press does not interrupt the last. */
const pause = 500;

/** What the suggestions list shows, in words: "8 results, and See all results", "No results", or nothing while closed. */
function describe(list: HTMLElement | null, input: HTMLInputElement): string {
  if (!list || input.value.trim() === '' || list.offsetParent === null) return '';
  if (list.querySelector(`.${pluginStyles.noResults}`)) return `No results for “${input.value.trim()}”`;
  const found = list.querySelectorAll(`[role="option"]:not(#${seeAllId})`).length;
  if (found === 0) return '';
  const seeAll = list.querySelector(`#${seeAllId}`) ? ', and See all results' : '';
  return `${found} ${found === 1 ? 'result' : 'results'}${seeAll}`;
}

/** On the element that holds the plugin's bar and on its input, once they are in the page; returns the undoing. */
export default function announceResults(bar: HTMLElement, input: HTMLInputElement): () => void {
  const status = document.createElement('div');
  status.setAttribute('role', 'status');
  status.className = 'visually-hidden';
  bar.append(status);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const said = describe(bar.querySelector<HTMLElement>('[role="listbox"]'), input);
      if (status.textContent !== said) status.textContent = said;
    }, pause);
  });
  observer.observe(bar, {childList: true, subtree: true});
  return () => {
    clearTimeout(timer);
    observer.disconnect();
    status.remove();
  };
}
