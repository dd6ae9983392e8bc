// Part of the SearchBar swizzle: a sighted reader sees the suggestions the typing found, or "No results"; a screen reader hears how many, and for what, from a status region, once the typing pauses.
import pluginStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import {translate} from '@docusaurus/Translate';
import {seeAllId} from './listOptions';

/** How long the typing pauses before the count is said, so that each key press does not interrupt the last. */
const pause = 500;

/**
 * What the suggestions list shows, in words, with the query, so that each new query is
 * said even when its count is the last one's (the list stops at a few suggestions):
 * "8 suggestions for “cancel”, and See all results", "No results for “zzqqxx”", or nothing
 * while the list is closed.
 */
function describe(list: HTMLElement | null, input: HTMLInputElement): string {
  const query = input.value.trim();
  if (!list || query === '' || list.offsetParent === null) return '';
  if (list.querySelector(`.${pluginStyles.noResults}`))
    return translate({id: 'theme.SearchBar.noResultsStatus', message: 'No results for “{query}”'}, {query});
  const count = list.querySelectorAll(`[role="option"]:not(#${seeAllId})`).length;
  if (count === 0) return '';
  return translate(
    {
      id: 'theme.SearchBar.resultsStatus',
      message: '{count} suggestions for “{query}”{seeAll}',
      description: 'What a screen reader says of the suggestions the typing found',
    },
    {count, query, seeAll: list.querySelector(`#${seeAllId}`) ? ', and See all results' : ''},
  );
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
