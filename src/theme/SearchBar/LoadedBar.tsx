// Part of the SearchBar swizzle: the plugin's bar with what this wrap mends in it, loaded as one chunk when a reader reaches for the search box (./index.tsx).
import type {ReactNode} from 'react';
import {useLayoutEffect, useRef} from 'react';
import Bar from '@theme-original/SearchBar';
import nameControls from './accessibleNames';
import guardFocus from './focusGuard';
import guardKeys from './keyboardGuard';
import makeListOptions from './listOptions';
import announceResults from './resultsStatus';
import removeTabStops from './tabStops';

/** Late focus, Tab and Escape, a list of options only ("See all results" from the keyboard), accessible names, no Tab stop past the box, the results said. */
export default function LoadedBar(props: Record<string, unknown>): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const bar = container.current;
    const input = bar?.querySelector<HTMLInputElement>('input.navbar__search-input');
    if (!bar || !input) return undefined;
    const undo = [
      guardFocus(bar, input),
      guardKeys(bar, input),
      makeListOptions(bar, input),
      nameControls(bar),
      removeTabStops(bar),
      announceResults(bar, input),
    ];
    return () => undo.forEach((undoing) => undoing());
  }, []);
  return (
    <div ref={container} style={{display: 'contents'}}>
      <Bar {...props} />
    </div>
  );
}
