// The open mobile menu as a modal dialog: focus moves in and stays, Escape closes it, and
// closing gives focus back to the menu button. Loaded when the menu first opens, so pages
// do not ship it (src/theme/Navbar/MobileSidebar/Layout).

import {focusablesIn, keepTabInside} from '@site/src/utils/keepTabInside';

/** The first item of the menu panel in view (its links, past the logo and the buttons above them). */
function firstMenuItem(dialog: HTMLElement): HTMLElement | undefined {
  const items = focusablesIn(dialog);
  return items.find((element) => element.closest('.navbar-sidebar__items')) ?? items[0];
}

/** Holds focus in the open menu until the returned function releases it (the menu closed). */
export function holdFocus(dialog: HTMLElement, close: () => void): () => void {
  const openedAt = window.location.pathname;
  // The menu turns visible with its slide-in transition: until then it takes no focus.
  let frame = 0;
  const focusIn = (tries: number) => {
    firstMenuItem(dialog)?.focus();
    if (!dialog.contains(document.activeElement) && tries > 0) frame = requestAnimationFrame(() => focusIn(tries - 1));
  };
  focusIn(60);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      close();
      return;
    }
    if (event.key === 'Tab') keepTabInside(dialog, event);
  };
  // "Back to main menu" and a category's panel leave the pressed button inert or gone:
  // focus goes on to the panel now in view, not to the page behind.
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget !== null) return;
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) firstMenuItem(dialog)?.focus();
    });
  };
  document.addEventListener('keydown', onKeyDown);
  dialog.addEventListener('focusout', onFocusOut);
  return () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('keydown', onKeyDown);
    dialog.removeEventListener('focusout', onFocusOut);
    // Closed without following a link: back to the button that opened it.
    if (window.location.pathname === openedAt) document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
  };
}
