// Swizzled (ejected, the panel is inside the component): each panel is named by its tab's label, which the theme's leaves unnamed.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
// The theme's own classes: the ejected copy keeps its look without a copy of its stylesheet.
import styles from '@docusaurus/theme-classic/lib/theme/TabItem/styles.module.css';

export default function TabItem({children, className, value, label}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) return null;
  return (
    <div role="tabpanel" aria-label={label ?? value} className={clsx(styles.tabItem, className)} hidden={!isSelected}>
      {children}
    </div>
  );
}
