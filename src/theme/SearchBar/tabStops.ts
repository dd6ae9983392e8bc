// Part of the SearchBar swizzle: the suggestions are options, reached with the arrows, and the clear button hides as the box loses the focus; as Tab stops, Tab from the box took the focus to one of them, the list closed or the button hid under it, and the focus was left on the page. Neither is a Tab stop here, so Tab leaves the box for the next control.

/** On the element that holds the plugin's bar, once it is in the page; returns the undoing. */
export default function removeTabStops(bar: HTMLElement): () => void {
  // The plugin renders the list and the button anew as the reader types.
  const remove = () => {
    for (const control of bar.querySelectorAll<HTMLElement>(
      '[role="listbox"] a:not([tabindex]), button[class*="searchClearButton"]:not([tabindex])',
    ))
      control.tabIndex = -1;
  };
  remove();
  const observer = new MutationObserver(remove);
  observer.observe(bar, {childList: true, subtree: true});
  return () => observer.disconnect();
}
