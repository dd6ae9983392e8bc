import {useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
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

/** The element the address points to (`#id`), when it comes after `placeholder` and shows on screen. */
function anchorBelow(placeholder: HTMLElement | null): {element: Element; top: number} | undefined {
  let id: string;
  try {
    id = decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return undefined; // A stray % in the address names no heading.
  }
  const element = id ? document.getElementById(id) : null;
  if (!placeholder || !element) return undefined;
  if (!(placeholder.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)) return undefined;
  const {top} = element.getBoundingClientRect();
  return top >= 0 && top < window.innerHeight ? {element, top} : undefined;
}

/**
 * Loads a heavy interactive component's code only on the pages that render it, after
 * the page itself. If the code fails to load, it shows the theme's load-failure message
 * with "Retry" (docs-dev/SITE.md §2) for that part instead of crashing the whole page, as
 * `React.lazy` would.
 */
export default function LazyComponent<P extends object>({load, props, minHeight, label}: Props<P>): ReactNode {
  const [state, setState] = useState<State<P>>({});
  const [attempt, setAttempt] = useState(0);
  const placeholder = useRef<HTMLDivElement>(null);
  // A reader who opened a link to a heading below keeps it where it was when the part,
  // taller than its placeholder, arrives above it.
  const anchor = useRef<{element: Element; top: number}>(undefined);

  useEffect(() => {
    let cancelled = false;
    load().then(
      (module) => {
        if (cancelled) return;
        anchor.current = anchorBelow(placeholder.current);
        setState({component: module.default});
      },
      (error: unknown) => !cancelled && setState({error: error instanceof Error ? error : new Error(String(error))}),
    );
    return () => {
      cancelled = true;
    };
  }, [load, attempt]);

  useLayoutEffect(() => {
    if (!state.component || !anchor.current) return;
    const {element, top} = anchor.current;
    anchor.current = undefined;
    window.scrollBy(0, element.getBoundingClientRect().top - top);
  }, [state.component]);

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
    <div
      ref={placeholder}
      className={styles.placeholder}
      style={{minHeight}}
      role="status"
      aria-live="polite"
      data-browser-only={label}
    >
      Loading {label}…
    </div>
  );
}
