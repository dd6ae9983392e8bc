import type {ReactNode} from 'react';
import clsx from 'clsx';
import {scrollableRegionClass} from './className';

type Props = {
  /** The region's accessible name, such as "Settings of WidgetProvider". */
  label: string;
  className?: string;
  children: ReactNode;
};

/** Content wider than a phone (tables, diagrams) scrolls sideways inside this labelled region. */
export default function ScrollableRegion({label, className, children}: Props): ReactNode {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users must be able to focus a scrollable region to scroll it (WCAG 2.1.1)
    <div className={clsx(scrollableRegionClass, className)} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
