// Swizzled (wrap): the stock button is named only "Close"; a screen reader user should hear what it closes.
import type {ReactNode} from 'react';
import CloseButton from '@theme-original/AnnouncementBar/CloseButton';
import type {Props} from '@theme/AnnouncementBar/CloseButton';

export default function CloseButtonWrapper(props: Props): ReactNode {
  return <CloseButton {...props} aria-label="Dismiss announcement" />;
}
