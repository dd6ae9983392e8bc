import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {WidgetConfig} from './config';
import type {PaymentFlow} from './usePaymentFlow';
import styles from './styles.module.css';

/** The widget's step bar: every step with the finished ones as buttons, or "Step 2 of 4" only. */
export default function NavBar({config, flow}: {config: WidgetConfig; flow: PaymentFlow}): ReactNode {
  const {t, steps, step, stepIndex, busy, goTo} = flow;
  const compact = (
    <p className={clsx(styles.navCompact, config.navBar.variant === 'steps' && styles.navNarrowOnly)}>
      {t.stepOf(stepIndex + 1, steps.length, t.stepNames[step])}
    </p>
  );
  if (config.navBar.variant === 'compact') {
    return (
      <nav aria-label={t.navLabel} className={styles.nav}>
        {compact}
      </nav>
    );
  }
  return (
    <nav aria-label={t.navLabel} className={styles.nav}>
      <ol className={styles.navSteps}>
        {steps.map((candidate, index) => {
          const label = (
            <>
              {config.navBar.showStepNumbers && (
                <span className={styles.navNumber} aria-hidden="true">
                  {index + 1}
                </span>
              )}
              {t.stepNames[candidate]}
            </>
          );
          const state = index < stepIndex ? 'done' : index === stepIndex ? 'current' : 'ahead';
          return (
            <li key={candidate} className={clsx(styles.navStep, styles[`navStep_${state}`])}>
              {state === 'done' && config.navBar.clickable && !busy ? (
                <button type="button" className={styles.navButton} onClick={() => goTo(candidate, 'nav_bar')}>
                  {label}
                </button>
              ) : (
                <span aria-current={state === 'current' ? 'step' : undefined}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
      {compact}
    </nav>
  );
}
