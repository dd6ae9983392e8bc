// Wrapped: the open mobile menu acts as a modal dialog, which the theme's does not: focus moves into it and stays there, Escape closes it, and closing gives focus back to the menu button.
import React, {useEffect, useRef, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import Layout from '@theme-original/Navbar/MobileSidebar/Layout';
import type LayoutType from '@theme/Navbar/MobileSidebar/Layout';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LayoutType>;

const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What the keyboard can reach in the menu: not the panel slid away (inert) nor anything hidden. */
function focusablesIn(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/** The first item of the menu panel in view (its links, past the logo and the buttons above them). */
function firstMenuItem(dialog: HTMLElement): HTMLElement | undefined {
  const items = focusablesIn(dialog);
  return items.find((element) => element.closest('.navbar-sidebar__items')) ?? items[0];
}

export default function LayoutWrapper(props: Props): ReactNode {
  const dialog = useRef<HTMLDivElement>(null);
  // `toggle` keeps its identity (the theme's useCallback), so the effect runs on open and close only.
  const {shown, toggle} = useNavbarMobileSidebar();

  useEffect(() => {
    const element = dialog.current;
    if (!shown || !element) return undefined;
    const openedAt = window.location.pathname;
    // The menu turns visible with its slide-in transition: until then it takes no focus.
    let frame = 0;
    const focusIn = (tries: number) => {
      firstMenuItem(element)?.focus();
      if (!element.contains(document.activeElement) && tries > 0)
        frame = requestAnimationFrame(() => focusIn(tries - 1));
    };
    focusIn(60);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        toggle();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(element);
      const [first, last] = [items[0], items[items.length - 1]];
      if (!first) return;
      const inside = element.contains(document.activeElement);
      if (event.shiftKey && (!inside || document.activeElement === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    // "Back to main menu" and a category's panel leave the pressed button inert or gone:
    // focus goes on to the panel now in view, not to the page behind.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget !== null) return;
      requestAnimationFrame(() => {
        if (document.activeElement === document.body) firstMenuItem(element)?.focus();
      });
    };
    document.addEventListener('keydown', onKeyDown);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('focusout', onFocusOut);
      // Closed without following a link: back to the button that opened it.
      if (window.location.pathname === openedAt) document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
    };
  }, [shown, toggle]);

  return (
    // A dialog only while open: closed, the menu is hidden and no dialog should be met.
    <div ref={dialog} {...(shown ? {role: 'dialog', 'aria-modal': true, 'aria-label': 'Site navigation'} : {})}>
      <Layout {...props} />
    </div>
  );
}
