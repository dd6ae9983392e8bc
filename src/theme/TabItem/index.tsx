// Swizzled (ejected, the panel is inside the component): each panel is named by its tab (aria-labelledby), as the ARIA tabs pattern asks.
import React, {useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
// The theme's own classes: the ejected copy keeps its look without a copy of its stylesheet.
import styles from '@docusaurus/theme-classic/lib/theme/TabItem/styles.module.css';
import {TabIdsContext, tabIds} from '@site/src/lib/tabIds';

export default function TabItem({children, className, value}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const idPrefix = useContext(TabIdsContext);
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) return null;
  const ids = idPrefix === undefined ? undefined : tabIds(idPrefix, value);
  return (
    <div
      role="tabpanel"
      id={ids?.panel}
      aria-labelledby={ids?.tab}
      className={clsx(styles.tabItem, className)}
      hidden={!isSelected}
    >
      {children}
    </div>
  );
}
