// Part of the SearchBar swizzle: the plugin's clear button is named by its "✕" glyph and its combobox points to its list with ARIA 1.0's aria-owns only; this names the button and adds aria-controls.
import {translate} from '@docusaurus/Translate';

/** On the element that holds the plugin's bar and on its input, once they are in the page; returns the undoing. */
export default function nameControls(bar: HTMLElement): () => void {
  const clearLabel = translate({
    id: 'theme.SearchBar.clearLabel',
    message: 'Clear search',
    description: 'The ARIA label of the button that empties the search box',
  });
  const name = () => {
    // The plugin renders the button anew each time the box gets text.
    for (const button of bar.querySelectorAll('button[class*="searchClearButton"]:not([aria-label])'))
      button.setAttribute('aria-label', clearLabel);
    for (const input of bar.querySelectorAll('input[aria-owns]')) {
      const list = input.getAttribute('aria-owns')!;
      if (input.getAttribute('aria-controls') !== list) input.setAttribute('aria-controls', list);
    }
  };
  name();
  const observer = new MutationObserver(name);
  observer.observe(bar, {childList: true, subtree: true, attributes: true, attributeFilter: ['aria-owns']});
  return () => observer.disconnect();
}
