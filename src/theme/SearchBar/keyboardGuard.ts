// Part of the SearchBar swizzle: the plugin's suggestions list opens the highlighted result on Tab and drops the focus to the page on Escape; here Tab leaves the box and Escape closes the list with the focus kept in the box.

/** On the element that holds the plugin's bar and on its input, once they are in the page; returns the undoing. */
export default function guardKeys(bar: HTMLElement, input: HTMLInputElement): () => void {
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
}
