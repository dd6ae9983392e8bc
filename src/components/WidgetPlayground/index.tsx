import React, {type ReactNode} from 'react';
import LazyComponent from '@site/src/components/LazyComponent';
import type {PlaygroundProps} from './types';

// The playground is interactive only: the server renders a placeholder of the same
// height, and the browser fetches the playground's own chunk once the page is shown.
// If that chunk fails to load, the reader gets the error and "Retry" in its place.
const loadPlayground = () => import('./Playground');

export default function WidgetPlayground(props: PlaygroundProps): ReactNode {
  return <LazyComponent load={loadPlayground} props={props} minHeight="32rem" label="the widget playground" />;
}
