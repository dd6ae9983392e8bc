import {useCallback, useEffect, useState, type ComponentType, type ReactNode} from 'react';
import Loading from '@theme/Loading';
import styles from './styles.module.css';

type Loaded<P> = {default: ComponentType<P>};

type Props<P> = {
  /** A stable `() => import('./Heavy')`, declared at module level. */
  readonly load: () => Promise<Loaded<P>>;
  readonly props: P;
  /** Reserved while the code loads, so the page does not shift when it arrives. */
  readonly minHeight: string;
  readonly label: string;
};

type State<P> = {readonly component?: ComponentType<P>; readonly error?: Error};

/**
 * Loads a heavy interactive component's code only on the pages that render it, after
 * the page itself. If the code fails to load, it shows the theme's load-failure message
 * with "Retry" (docs-dev/SITE.md §2) for that part instead of crashing the whole page, as
 * `React.lazy` would.
 */
export default function LazyComponent<P extends object>({load, props, minHeight, label}: Props<P>): ReactNode {
  const [state, setState] = useState<State<P>>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    load().then(
      (module) => !cancelled && setState({component: module.default}),
      (error: unknown) => !cancelled && setState({error: error instanceof Error ? error : new Error(String(error))}),
    );
    return () => {
      cancelled = true;
    };
  }, [load, attempt]);

  const retry = useCallback(() => {
    setState({});
    setAttempt((count) => count + 1);
  }, []);

  if (state.component) {
    const Component = state.component;
    return <Component {...props} />;
  }
  if (state.error) {
    return <Loading error={state.error} retry={retry} isLoading={false} pastDelay timedOut={false} />;
  }
  return (
    // data-browser-only: the page's Markdown copy says where this runs (plugins/markdown-copies).
    <div className={styles.placeholder} style={{minHeight}} role="status" aria-live="polite" data-browser-only={label}>
      Loading {label}…
    </div>
  );
}
