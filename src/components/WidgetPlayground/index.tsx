import React, {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type {PlaygroundProps} from './types';
import styles from './styles.module.css';

// The playground is interactive only: the server renders a placeholder of the same
// height, and the browser fetches the playground's own chunk when the page shows it.
const Playground = lazy(() => import('./Playground'));

function Placeholder(): ReactNode {
  return (
    <div className={styles.placeholder}>
      <p>The widget playground loads here. It needs JavaScript; the settings tables on this page describe the same settings.</p>
    </div>
  );
}

export default function WidgetPlayground(props: PlaygroundProps): ReactNode {
  return (
    <BrowserOnly fallback={<Placeholder />}>
      {() => (
        <Suspense fallback={<Placeholder />}>
          <Playground {...props} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
