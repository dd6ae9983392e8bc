// Part of the SearchBar swizzle: the plugin's suggestions list opens the highlighted result on Tab and drops the focus to the page on Escape; here Tab leaves the box and Escape closes the list with the focus kept in the box.
import {useLayoutEffect, type RefObject} from 'react';

/** On the element that holds the plugin's bar, once it is in the page. */
export default function useKeyboardGuard(container: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const bar = container.current;
    const input = bar?.querySelector<HTMLInputElement>('input.navbar__search-input');
    if (!bar || !input) return undefined;
    let escaping = false;
    // Before the plugin's own handler on the input: the capture phase on its container.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target !== input) return;
      // The plugin never sees this Tab: the browser moves the focus on, and the list closes as the box loses it.
      if (event.key === 'Tab') event.stopPropagation();
      if (event.key === 'Escape') {
        escaping = true;
        setTimeout(() => (escaping = false));
      }
    };
    // The plugin blurs the box whenever its list closes.
    input.blur = () => {
      if (!escaping) HTMLElement.prototype.blur.call(input);
    };
    bar.addEventListener('keydown', onKeyDown, true);
    return () => {
      bar.removeEventListener('keydown', onKeyDown, true);
      Reflect.deleteProperty(input, 'blur');
    };
  }, [container]);
}
