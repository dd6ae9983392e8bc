import type {ReactNode} from 'react';
import type {PaymentFlow} from './usePaymentFlow';
import styles from './styles.module.css';

/** Continue (or pay), back and cancel, under every step. */
export default function StepActions({flow}: {flow: PaymentFlow}): ReactNode {
  const {t, steps, stepIndex, busy, method, price} = flow;
  const isLast = stepIndex === steps.length - 1;
  const primary = !isLast ? (
    <button type="button" className={styles.primary} onClick={flow.next}>
      {t.continue}
    </button>
  ) : method === 'card' ? (
    <button type="button" className={styles.primary} disabled={busy} onClick={flow.payByCard}>
      {busy ? t.processing : t.pay(price)}
    </button>
  ) : (
    <button type="button" className={styles.primary} disabled={busy} onClick={flow.openPaypal}>
      {t.paypalContinue}
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
          onClick={() => flow.goTo(steps[stepIndex - 1], 'back')}
        >
          {t.back}
        </button>
      )}
      {isLast && (
        <button type="button" className={styles.linkButton} disabled={busy} onClick={flow.cancel}>
          {t.cancel}
        </button>
      )}
    </div>
  );
}
