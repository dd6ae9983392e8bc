// Wrapped: the stock "On this page" button shows whether its list is open by its arrow alone; aria-expanded says so to a screen reader.
import React, {type ReactNode} from 'react';
import CollapseButton from '@theme-original/TOCCollapsible/CollapseButton';
import type {Props} from '@theme/TOCCollapsible/CollapseButton';

export default function CollapseButtonWrapper(props: Props): ReactNode {
  return <CollapseButton {...props} aria-expanded={!props.collapsed} />;
}
