// Part of the SearchBar swizzle: the search plugin focuses its input again when its index finishes loading, even after a keyboard user has tabbed on; this guard hands focus back to where the user went.
import {useEffect, useRef, type FocusEvent, type ReactNode} from 'react';

// A focus change the user asked for (Tab, click, the Ctrl+K shortcut) follows their key
// or pointer press within a few milliseconds; the plugin's late refocus does not.
const userFocusWindowMs = 50;

export default function FocusGuard({children}: {readonly children: ReactNode}): ReactNode {
  const lastUserInput = useRef(0);
  // The control the user moved focus to from the search bar, until focus comes back.
  const leftFor = useRef<HTMLElement | null>(null);
  const leftAt = useRef(0);

  useEffect(() => {
    const noteUserInput = () => {
      lastUserInput.current = performance.now();
    };
    window.addEventListener('keydown', noteUserInput, true);
    window.addEventListener('pointerdown', noteUserInput, true);
    return () => {
      window.removeEventListener('keydown', noteUserInput, true);
      window.removeEventListener('pointerdown', noteUserInput, true);
    };
  }, []);

  const onBlur = (event: FocusEvent) => {
    // Only a move to another control counts: the plugin also blurs the input for a moment
    // when it sets up its suggestions list, with no control taking focus.
    const movedTo = event.relatedTarget;
    const leftBar = movedTo instanceof HTMLElement && !event.currentTarget.contains(movedTo);
    leftFor.current = leftBar ? movedTo : null;
    leftAt.current = performance.now();
  };

  const onFocus = () => {
    const previousTarget = leftFor.current;
    leftFor.current = null;
    // The press must come after focus left: the Tab that moved focus away does not count.
    const askedByUser =
      lastUserInput.current > leftAt.current && performance.now() - lastUserInput.current < userFocusWindowMs;
    if (!askedByUser && previousTarget?.isConnected) {
      previousTarget.focus();
    }
  };

  return (
    <div style={{display: 'contents'}} onBlur={onBlur} onFocus={onFocus}>
      {children}
    </div>
  );
}
