import type {ReactNode} from 'react';
import clsx from 'clsx';
import {testCards, type PaymentMethod} from '@site/src/data/widget';
import type {CardForm} from './reducer';
import type {PaymentFlow} from './usePaymentFlow';
import WidgetDialog from './WidgetDialog';
import styles from './styles.module.css';

type CardFieldProps = {flow: PaymentFlow; name: keyof CardForm; label: string; placeholder: string};

function CardField({flow, name, label, placeholder}: CardFieldProps): ReactNode {
  const {t, state, dispatch, fieldId, busy} = flow;
  const error = state.cardErrors[name];
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId(name)}>{label}</label>
      <input
        id={fieldId(name)}
        type="text"
        inputMode="numeric"
        // A demo must never invite the browser to fill in a real card.
        autoComplete="off"
        placeholder={placeholder}
        value={state.card[name]}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldId(`${name}-error`) : undefined}
        onChange={(event) => dispatch({type: 'editCard', field: name, value: event.target.value})}
      />
      {error && (
        <span id={fieldId(`${name}-error`)} className={styles.fieldError}>
          {t[error]}
        </span>
      )}
    </div>
  );
}

/** Step 4: test mode, the method, the card form or PayPal, and the simulated windows. */
export default function PaymentStep({flow, methods}: {flow: PaymentFlow; methods: PaymentMethod[]}): ReactNode {
  const {t, state, dispatch, fieldId, busy, method, price} = flow;
  return (
    <>
      <p className={styles.testMode}>
        <span className={styles.badge}>{t.testMode}</span> {t.testModeNote}
      </p>
      <p className={styles.payAmount}>
        {t.price}
        {t.colon} <strong>{price}</strong>
      </p>
      {methods.length > 1 && (
        <fieldset className={clsx(styles.fieldset, styles.methods)}>
          <legend>{t.methodLegend}</legend>
          {methods.map((candidate) => (
            <label key={candidate} className={styles.inlineChoice}>
              <input
                type="radio"
                name={fieldId('method')}
                value={candidate}
                checked={method === candidate}
                disabled={busy}
                onChange={() => dispatch({type: 'chooseMethod', method: candidate})}
              />
              {t.methodNames[candidate]}
            </label>
          ))}
        </fieldset>
      )}
      {method === 'card' ? (
        <>
          <div className={styles.fields}>
            <CardField flow={flow} name="number" label={t.cardNumber} placeholder="4242 4242 4242 4242" />
            <div className={styles.fieldRow}>
              <CardField flow={flow} name="expiry" label={t.expiry} placeholder="12/34" />
              <CardField flow={flow} name="cvc" label={t.cvc} placeholder="123" />
            </div>
          </div>
          <details className={styles.testCards}>
            <summary>{t.testCards}</summary>
            <ul>
              {testCards.map((testCard) => (
                <li key={testCard.number}>
                  <code>{testCard.number}</code>{' '}
                  <button
                    type="button"
                    className={styles.linkButton}
                    aria-label={`${t.useCard} ${testCard.number}`}
                    disabled={busy}
                    onClick={() => dispatch({type: 'useTestCard', number: testCard.number})}
                  >
                    {t.useCard}
                  </button>
                </li>
              ))}
            </ul>
          </details>
        </>
      ) : (
        <p className={styles.muted}>{t.paypalText}</p>
      )}
      {state.phase === 'challenge' && (
        <WidgetDialog
          heading={t.challengeHeading}
          text={t.challengeText}
          confirm={{label: t.challengeComplete, onClick: flow.completeAuthentication}}
          dismiss={{label: t.challengeFail, onClick: flow.failAuthentication}}
        />
      )}
      {state.phase === 'paypal' && (
        <WidgetDialog
          heading={t.paypalHeading}
          text={t.paypalText}
          confirm={{label: t.paypalApprove, onClick: flow.approvePaypal}}
          dismiss={{label: t.paypalClose, onClick: flow.cancel}}
        />
      )}
    </>
  );
}
