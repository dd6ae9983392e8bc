import {useEffect, useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import CategoryStep from './CategoryStep';
import {textColorOn, type WidgetConfig} from './config';
import DetailsStep from './DetailsStep';
import NavBar from './NavBar';
import PaymentStep from './PaymentStep';
import ReviewStep from './ReviewStep';
import StepActions from './StepActions';
import {usePaymentFlow, type EmitEvent, type PaymentFlow} from './usePaymentFlow';
import styles from './styles.module.css';

interface Props {
  config: WidgetConfig;
  onEvent: EmitEvent;
}

/** The visitor's colour scheme, for `theme: 'auto'`. Light until mounted, like the server render. */
function usePrefersDark(): boolean {
  const [prefersDark, setPrefersDark] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const update = () => setPrefersDark(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return prefersDark;
}

function Body({config, flow}: {config: WidgetConfig; flow: PaymentFlow}): ReactNode {
  const {t, state, step, configError, headingRef, price} = flow;
  if (configError) {
    return (
      <div className={styles.errorState}>
        <h3>{t.configurationHeading}</h3>
        <p>
          <code>invalid_configuration</code>: {configError}
        </p>
      </div>
    );
  }
  if (state.phase === 'succeeded') {
    return (
      <div className={styles.success}>
        <h3 ref={headingRef} tabIndex={-1}>
          {t.succeededHeading}
        </h3>
        <p data-testid="widget-project-id">{t.succeededText(state.projectId)}</p>
        <button type="button" className={styles.primary} onClick={() => flow.restart(null)}>
          {t.newOrder}
        </button>
      </div>
    );
  }
  return (
    <>
      {config.navBar.visible && <NavBar config={config} flow={flow} />}
      <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {t.headings[step]}
      </h3>
      {state.notice && (
        <p className={styles.notice} data-testid="widget-notice">
          {t[state.notice]}
        </p>
      )}
      {step === 'category' && <CategoryStep flow={flow} />}
      {step === 'details' && <DetailsStep flow={flow} />}
      {step === 'review' && <ReviewStep flow={flow} />}
      {step === 'payment' && <PaymentStep flow={flow} methods={config.payment.methods} />}
      {step === 'details' && (
        // Said when it changes, as a sighted visitor sees it change with the word count.
        <p className={styles.priceLine} aria-live="polite" aria-atomic="true">
          {t.price}
          {t.colon} <strong>{price}</strong>
        </p>
      )}
      {state.phase !== 'challenge' && state.phase !== 'paypal' && <StepActions flow={flow} />}
    </>
  );
}

/** The demo widget: the real widget's screens and callbacks, on fixture data, without a network call. */
export default function WidgetPreview({config, onEvent}: Props): ReactNode {
  const flow = usePaymentFlow(config, onEvent);
  const prefersDark = usePrefersDark();
  const dark = config.theme === 'dark' || (config.theme === 'auto' && prefersDark);
  const themeStyle = {
    '--widget-accent': config.accentColor,
    '--widget-on-accent': textColorOn(config.accentColor),
  } as CSSProperties;
  return (
    <div
      className={clsx(styles.widget, dark ? styles.widgetDark : styles.widgetLight)}
      style={themeStyle}
      lang={config.locale}
      data-testid="widget-preview"
      data-step={flow.configError ? 'error' : flow.state.phase === 'succeeded' ? 'succeeded' : flow.step}
    >
      <Body config={config} flow={flow} />
      {/* A setting that stops the widget is said too: the reader changed it far from the preview. */}
      <p role="status" className="visually-hidden" data-testid="widget-announcer">
        {flow.configError
          ? `${flow.t.configurationHeading}. invalid_configuration: ${flow.configError}`
          : flow.announcement}
      </p>
    </div>
  );
}
