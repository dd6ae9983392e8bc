// Part of the SearchBar swizzle: the search plugin focuses its input again when its index finishes loading, even after the reader has moved on; this guard refuses that late focus.

/** Events of the reader's own: a focus() that runs while one is dispatched (the Ctrl+K shortcut, a click on a suggestion) is theirs. */
const readerEvents = new Set([
  'keydown',
  'keyup',
  'mousedown',
  'mouseup',
  'pointerdown',
  'pointerup',
  'click',
  'touchend',
]);

// window.event is the event being dispatched; the plugin's late focus runs in a promise
// callback, where there is none. Unlike a time window after the last key press, this
// cannot mistake a reader who keeps pressing Tab for one who asked for the box.
const duringReaderEvent = () => readerEvents.has(window.event?.type ?? '');

/** On the element that holds the plugin's bar and on its input, once they are in the page; returns the undoing. */
export default function guardFocus(bar: HTMLElement, input: HTMLInputElement): () => void {
  // Whether the reader went to another control or clicked elsewhere since they were in
  // the bar. A blur with nowhere to go is not leaving: the plugin blurs the input for a
  // moment when it sets up its suggestions list around it.
  let left = false;
  const onFocusIn = () => {
    left = false;
  };
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && !bar.contains(event.relatedTarget)) left = true;
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.target instanceof Node && !bar.contains(event.target)) left = true;
  };
  bar.addEventListener('focusin', onFocusIn);
  bar.addEventListener('focusout', onFocusOut);
  window.addEventListener('pointerdown', onPointerDown, true);
  input.focus = (options?: FocusOptions) => {
    if (!left || duringReaderEvent()) HTMLElement.prototype.focus.call(input, options);
  };
  return () => {
    bar.removeEventListener('focusin', onFocusIn);
    bar.removeEventListener('focusout', onFocusOut);
    window.removeEventListener('pointerdown', onPointerDown, true);
    Reflect.deleteProperty(input, 'focus');
  };
}
