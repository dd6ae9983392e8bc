// Part of the SearchBar swizzle: the plugin's bar with what this wrap mends in it, loaded as one chunk when a reader reaches for the search box (./index.tsx).
import type {ReactNode} from 'react';
import {useRef} from 'react';
import Bar from '@theme-original/SearchBar';
import useAccessibleNames from './useAccessibleNames';
import useFocusGuard from './useFocusGuard';
import useKeyboardGuard from './useKeyboardGuard';
import useListOptions from './useListOptions';

/** Late focus, Tab and Escape, a list of options only ("See all results" from the keyboard), accessible names. */
export default function LoadedBar(props: Record<string, unknown>): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  useFocusGuard(container);
  useKeyboardGuard(container);
  useListOptions(container);
  useAccessibleNames(container);
  return (
    <div ref={container} style={{display: 'contents'}}>
      <Bar {...props} />
    </div>
  );
}
