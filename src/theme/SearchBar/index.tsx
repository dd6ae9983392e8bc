// Swizzled (wrapped): the search plugin's bar and what it pulls in (about 5 KiB brotli) load when a reader reaches for the search box, not with every page; until then the same markup stands in. Once loaded, it keeps keyboard focus where the user moved it (./KeepUserFocus).
import {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
// The plugin's own stylesheet, so the stand-in looks exactly like the bar it becomes.
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';
import KeepUserFocus from './KeepUserFocus';

type SearchBarProps = Record<string, unknown>;

/** The site's shortcut (`searchBarShortcut`, the plugin's default "mod+k"). */
const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/** What the reader did in the stand-in while the bar was loading, replayed into the bar. */
interface HandOver {
  value: string;
  focused: boolean;
  container: HTMLElement | null;
}

function replay({value, focused, container}: HandOver): void {
  const input = container?.querySelector<HTMLInputElement>('input.navbar__search-input');
  if (!input) return;
  if (value) {
    // Through the native setter, so React's onChange and the plugin see a real edit.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }
  if (focused) input.focus();
}

export default function SearchBar(props: SearchBarProps): ReactNode {
  const isBrowser = useIsBrowser();
  const [Loaded, setLoaded] = useState<ComponentType<SearchBarProps> | null>(null);
  const standIn = useRef<HTMLInputElement>(null);
  const handOver = useRef<HandOver | null>(null);
  const loading = useRef(false);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    void import('@theme-original/SearchBar').then(({default: Original}) => {
      const input = standIn.current;
      handOver.current = {
        value: input?.value ?? '',
        focused: Boolean(input) && document.activeElement === input,
        container: input?.closest<HTMLElement>('.navbar__search')?.parentElement ?? null,
      };
      setLoaded(() => Original);
    });
  }, []);

  useEffect(() => {
    if (Loaded) {
      if (handOver.current) replay(handOver.current);
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      standIn.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [Loaded]);

  if (Loaded) {
    return (
      <KeepUserFocus>
        <Loaded {...props} />
      </KeepUserFocus>
    );
  }

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
        ref={standIn}
        placeholder={label}
        aria-label={label}
        className={`navbar__search-input ${styles.searchInput}`}
        onMouseEnter={load}
        onTouchStart={load}
        onFocus={load}
      />
      {isBrowser && (
        <div className={styles.searchHintContainer}>
          <kbd className={styles.searchHint}>{isMac ? '⌘' : 'ctrl'}</kbd>
          <kbd className={styles.searchHint}>K</kbd>
        </div>
      )}
    </div>
  );
}
