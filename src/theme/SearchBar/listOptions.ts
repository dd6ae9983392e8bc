// Part of the SearchBar swizzle: the plugin puts its "See all results" link and its "No results" line in the suggestions' listbox, where only options belong (axe: aria-required-children, critical), and the link is out of reach of the keyboard (the arrows stop at the last suggestion, Tab leaves the box). Here both are options: "No results" a disabled one; "See all results" highlighted by Arrow Down from the last suggestion and followed by Enter.
import pluginStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import styles from './styles.module.css';

export const seeAllId = 'search-see-all-results';

/** On the element that holds the plugin's bar and on its input, once they are in the page; returns the undoing. */
export default function makeListOptions(bar: HTMLElement, input: HTMLInputElement): () => void {
  const list = () => bar.querySelector<HTMLElement>('[role="listbox"]');
  const seeAll = () => list()?.querySelector<HTMLAnchorElement>(`.${pluginStyles.hitFooter} a`) ?? null;
  const suggestions = () => [...(list()?.querySelectorAll<HTMLElement>(`[role="option"]:not(#${seeAllId})`) ?? [])];
  const highlighted = () => seeAll()?.getAttribute('aria-selected') === 'true';

  // The plugin renders them anew with each list of results.
  const asOptions = () => {
    const noResults = list()?.querySelector(`.${pluginStyles.noResults}:not([role])`);
    if (noResults) {
      noResults.setAttribute('role', 'option');
      noResults.setAttribute('aria-disabled', 'true');
    }
    const link = seeAll();
    if (!link || link.id === seeAllId) return;
    link.id = seeAllId;
    link.setAttribute('role', 'option');
    link.setAttribute('aria-selected', 'false');
  };
  asOptions();
  const observer = new MutationObserver(asOptions);
  observer.observe(bar, {childList: true, subtree: true});

  const highlight = (on: boolean) => {
    const link = seeAll();
    if (!link) return;
    link.setAttribute('aria-selected', String(on));
    link.classList.toggle(styles.seeAllActive, on);
    if (on) input.setAttribute('aria-activedescendant', seeAllId);
  };

  // Before the plugin's own handler on the input: the capture phase on its container.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== input) return;
    const last = suggestions().at(-1);
    if (event.key === 'ArrowDown' && !highlighted() && last?.classList.contains(pluginStyles.cursor) && seeAll()) {
      event.preventDefault();
      event.stopPropagation();
      last.classList.remove(pluginStyles.cursor);
      last.removeAttribute('aria-selected');
      highlight(true);
    } else if (event.key === 'ArrowUp' && highlighted() && last) {
      event.preventDefault();
      event.stopPropagation();
      highlight(false);
      last.classList.add(pluginStyles.cursor);
      last.setAttribute('aria-selected', 'true');
      input.setAttribute('aria-activedescendant', last.id);
    } else if (event.key === 'Enter' && highlighted()) {
      event.preventDefault();
      event.stopPropagation();
      seeAll()?.click();
    } else if (highlighted()) {
      // Any other key leaves it; Arrow Down goes on to the first suggestion, as the plugin does past the last.
      highlight(false);
    }
  };
  bar.addEventListener('keydown', onKeyDown, true);
  return () => {
    observer.disconnect();
    bar.removeEventListener('keydown', onKeyDown, true);
  };
}
