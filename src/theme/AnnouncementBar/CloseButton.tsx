// Swizzled (wrap): the stock button is named only "Close"; a screen reader user should hear what it closes,
// and a keyboard user should not be dropped at the page's start when it disappears.
import type {MouseEvent, ReactNode} from 'react';
import CloseButton from '@theme-original/AnnouncementBar/CloseButton';
import type {Props} from '@theme/AnnouncementBar/CloseButton';

export default function CloseButtonWrapper(props: Props): ReactNode {
  return (
    <CloseButton
      {...props}
      // The button goes with the bar: focus moves on to the navbar's first link.
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        props.onClick?.(event);
        document.querySelector<HTMLElement>('.navbar__brand')?.focus();
      }}
      aria-label="Dismiss announcement"
    />
  );
}
