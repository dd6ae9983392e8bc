// A modal's Tab order: Tab from its last control goes round to its first, Shift+Tab from its
// first to its last, so the keyboard never leaves it for the page behind (the mobile menu,
// the widget playground's bank and PayPal windows).

const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What the keyboard can reach in `container`: nothing inert and nothing hidden. */
export function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/** Whether `later` comes after `node` in the page (or inside it). */
const comesAfter = (node: Node, later: Node): boolean =>
  Boolean(node.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

/**
 * On a Tab key press: keeps the focus in `container`. With no control after the focus
 * (Shift+Tab: before it), or with the focus outside, it goes round to the first (last) one.
 */
export function keepTabInside(container: HTMLElement, event: KeyboardEvent): void {
  const items = focusablesIn(container);
  const [first, last] = [items[0], items.at(-1)];
  if (!first || !last) return;
  const active = document.activeElement;
  const inside = active !== null && container.contains(active);
  const ahead = inside && items.some((item) => (event.shiftKey ? comesAfter(item, active) : comesAfter(active, item)));
  if (ahead) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}
