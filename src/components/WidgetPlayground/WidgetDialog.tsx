import {useId, useLayoutEffect, useRef, type ReactNode} from 'react';
import {keepTabInside} from '@site/src/utils/keepTabInside';
import styles from './styles.module.css';

type Props = {
  heading: string;
  text: string;
  confirm: {label: string; onClick: () => void};
  /** Escape does the same. */
  dismiss: {label: string; onClick: () => void};
};

/**
 * The rest of the widget, made inert while the dialog is open: every sibling of the dialog
 * and of its ancestors up to the widget, but the status that announces what happens.
 * Returns the undoing.
 */
function makeRestInert(dialog: HTMLElement): () => void {
  const widget = dialog.closest(`.${styles.widget}`);
  const made: HTMLElement[] = [];
  for (let node: HTMLElement | null = dialog; node?.parentElement && node !== widget; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (!(sibling instanceof HTMLElement) || sibling === node || sibling.inert) continue;
      if (sibling.getAttribute('role') === 'status') continue;
      sibling.inert = true;
      made.push(sibling);
    }
  }
  return () => made.forEach((element) => (element.inert = false));
}

/**
 * The simulated bank or PayPal window: a modal dialog over the payment step, its heading
 * focused, Tab going round its two buttons, the rest of the widget out of reach.
 */
export default function WidgetDialog({heading, text, confirm, dismiss}: Props): ReactNode {
  const headingId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Before the paint: no Tab can reach the widget behind the dialog in between.
  useLayoutEffect(() => {
    const undo = dialogRef.current ? makeRestInert(dialogRef.current) : undefined;
    headingRef.current?.focus();
    return undo;
  }, []);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes a dialog and Tab stays in it (WAI-ARIA dialog pattern); the key events bubble up from its buttons
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
      className={styles.overlayPanel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismiss.onClick();
        if (event.key === 'Tab') keepTabInside(event.currentTarget, event.nativeEvent);
      }}
    >
      <h4 id={headingId} ref={headingRef} tabIndex={-1}>
        {heading}
      </h4>
      <p>{text}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={confirm.onClick}>
          {confirm.label}
        </button>
        <button type="button" className={styles.secondary} onClick={dismiss.onClick}>
          {dismiss.label}
        </button>
      </div>
    </div>
  );
}
