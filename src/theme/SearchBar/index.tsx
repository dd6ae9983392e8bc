// Swizzled (wrapped): the search plugin's bar, what it pulls in and this wrap's mends to it (./LoadedBar.tsx, about 6 KiB brotli) load when a reader reaches for the search box, not with every page; until then the same markup stands in.
import {useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
// The plugin's own stylesheet, so the stand-in looks exactly like the bar it becomes.
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import errorStyles from './styles.module.css';

type SearchBarProps = Record<string, unknown>;

/** The site's shortcut (`searchBarShortcut`, the plugin's default "mod+k"). */
const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/** What the stand-in held when it was swapped for the plugin's bar. */
interface StandInState {
  value: string;
  focused: boolean;
  container: HTMLElement | null;
}

/** Keeps a focus change from React's handlers: see `handOver`. */
const hideFocusEvent = (event: FocusEvent) => event.stopImmediatePropagation();

/**
 * Gives the plugin's input what the reader typed into the stand-in. It runs in the commit
 * that swaps one for the other, before the browser handles another event, so no key
 * press can fall between the two inputs.
 */
function handOver({value, focused, container}: StandInState): void {
  const input = container?.querySelector<HTMLInputElement>('input.navbar__search-input');
  if (!input) return;
  if (value) {
    // Through the native setter, so React's onChange and the plugin see a real edit.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }
  if (!focused) return;
  // The plugin picks up a focus that came before its mount in its own mount effect. Its
  // focus handler must not see this one: on a versioned page its mount effects reset the
  // index state after that handler started a load, and a second load then stacks a second
  // suggestions list on the same input.
  window.addEventListener('focusin', hideFocusEvent, {capture: true});
  input.focus();
  window.removeEventListener('focusin', hideFocusEvent, {capture: true});
}

type LoadState = {status: 'idle' | 'loading' | 'failed'} | {status: 'loaded'; Bar: ComponentType<SearchBarProps>};

export default function SearchBar(props: SearchBarProps): ReactNode {
  const isBrowser = useIsBrowser();
  const [state, setState] = useState<LoadState>({status: 'idle'});
  const standIn = useRef<HTMLInputElement | null>(null);
  const lastSeen = useRef<StandInState | null>(null);
  const loading = useRef(false);
  const failed = useRef(false);
  // Whether the reader is in the stand-in; also set when they focused it before hydration.
  const hasFocus = useRef(false);

  // Called with null while React removes the stand-in, before it leaves the page: the
  // last moment its value and focus can be read.
  const standInRef = useCallback((input: HTMLInputElement | null) => {
    if (input) {
      standIn.current = input;
      return;
    }
    const removed = standIn.current;
    if (!removed) return;
    lastSeen.current = {
      value: removed.value,
      focused: hasFocus.current || document.activeElement === removed,
      container: removed.closest<HTMLElement>('.navbar__search')?.parentElement ?? null,
    };
  }, []);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    setState({status: 'loading'});
    import('./LoadedBar').then(
      ({default: Bar}) => setState({status: 'loaded', Bar}),
      () => {
        loading.current = false;
        failed.current = true;
        setState({status: 'failed'});
      },
    );
  }, []);

  // The reader reaching for the box loads the bar once; after a failure, Retry does.
  const reach = useCallback(() => {
    if (!failed.current) load();
  }, [load]);

  // Back to the box, so the reader types on once the bar is there.
  const retry = useCallback(() => {
    failed.current = false;
    standIn.current?.focus();
    load();
  }, [load]);

  useLayoutEffect(() => {
    if (state.status === 'loaded' && lastSeen.current) {
      handOver(lastSeen.current);
      lastSeen.current = null;
    }
  }, [state.status]);

  useEffect(() => {
    if (state.status === 'loaded') return undefined;
    // Focused and typed into before the page hydrated: React saw no focus event.
    if (standIn.current && document.activeElement === standIn.current) {
      hasFocus.current = true;
      reach();
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      standIn.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [state.status, reach]);

  if (state.status === 'loaded') return <state.Bar {...props} />;

  const isMac = isBrowser && /mac/i.test(navigator.userAgent);
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  return (
    <div className={`navbar__search ${styles.searchBarContainer}`} dir="ltr">
      <svg aria-hidden="true" className={styles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        ref={standInRef}
        placeholder={label}
        aria-label={label}
        className={`navbar__search-input ${styles.searchInput}`}
        onMouseEnter={reach}
        onTouchStart={reach}
        onFocus={() => {
          hasFocus.current = true;
          reach();
        }}
        // A blur of the input being swapped out is not the reader leaving it.
        onBlur={(event) => {
          if (event.currentTarget.isConnected) hasFocus.current = false;
        }}
        onKeyDown={reach}
      />
      {isBrowser && (
        <div className={styles.searchHintContainer}>
          <kbd className={styles.searchHint}>{isMac ? '⌘' : 'ctrl'}</kbd>
          <kbd className={styles.searchHint}>K</kbd>
        </div>
      )}
      {state.status === 'failed' && (
        <div role="alert" className={errorStyles.error}>
          <p>Search could not load. Check your connection, then try again.</p>
          <button type="button" className="button button--sm button--primary" onClick={retry}>
            Retry
          </button>
        </div>
      )}
    </div>
  );
}
