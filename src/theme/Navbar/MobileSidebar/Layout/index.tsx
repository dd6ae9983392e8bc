// Wrapped: the open mobile menu acts as a modal dialog, which the theme's does not: focus moves into it and stays there, Escape closes it, and closing gives focus back to the menu button.
import React, {useEffect, useRef, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import Layout from '@theme-original/Navbar/MobileSidebar/Layout';
import type LayoutType from '@theme/Navbar/MobileSidebar/Layout';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): ReactNode {
  const dialog = useRef<HTMLDivElement>(null);
  // `toggle` keeps its identity (the theme's useCallback), so the effect runs on open and close only.
  const {shown, toggle} = useNavbarMobileSidebar();

  useEffect(() => {
    const element = dialog.current;
    if (!shown || !element) return undefined;
    let closed = false;
    let release: (() => void) | undefined;
    void import('@site/src/lib/menuDialog').then(({holdFocus}) => {
      if (!closed) release = holdFocus(element, toggle);
    });
    return () => {
      closed = true;
      release?.();
    };
  }, [shown, toggle]);

  return (
    // A dialog only while open: closed, the menu is hidden and no dialog should be met.
    <div ref={dialog} {...(shown ? {role: 'dialog', 'aria-modal': true, 'aria-label': 'Site navigation'} : {})}>
      <Layout {...props} />
    </div>
  );
}
