import type {ReactNode} from 'react';
import type {PaymentFlow} from './usePaymentFlow';
import styles from './styles.module.css';

/** Continue (or pay), back and cancel, under every step. */
export default function StepActions({flow}: {flow: PaymentFlow}): ReactNode {
  const {t, steps, stepIndex, busy, method, price, payButtonRef, next, payByCard, openPaypal, goTo, cancel} = flow;
  const isLast = stepIndex === steps.length - 1;
  const primary = !isLast ? (
    <button type="button" className={styles.primary} onClick={next}>
      {t.continue}
    </button>
  ) : (
    // aria-disabled, not disabled, while busy: a disabled button would drop the focus it holds.
    <button
      ref={payButtonRef}
      type="button"
      className={styles.primary}
      aria-disabled={busy || undefined}
      onClick={busy ? undefined : method === 'card' ? payByCard : openPaypal}
    >
      {busy ? t.processing : method === 'card' ? t.pay(price) : t.paypalContinue}
    </button>
  );
  return (
    <div className={styles.actions}>
      {primary}
      {stepIndex > 0 && (
        <button
          type="button"
          className={styles.secondary}
          disabled={busy}
          onClick={() => goTo(steps[stepIndex - 1], 'back')}
        >
          {t.back}
        </button>
      )}
      {isLast && (
        <button type="button" className={styles.linkButton} disabled={busy} onClick={cancel}>
          {t.cancel}
        </button>
      )}
    </div>
  );
}
