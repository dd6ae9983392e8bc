import {useEffect, useId, useRef, type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {
  heading: string;
  text: string;
  confirm: {label: string; onClick: () => void};
  /** Escape does the same. */
  dismiss: {label: string; onClick: () => void};
};

/** The simulated bank or PayPal window: a dialog over the payment step, its heading focused. */
export default function WidgetDialog({heading, text, confirm, dismiss}: Props): ReactNode {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes a dialog (WAI-ARIA dialog pattern); the key event bubbles up from its buttons
    <div
      role="dialog"
      aria-labelledby={headingId}
      className={styles.overlayPanel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismiss.onClick();
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
