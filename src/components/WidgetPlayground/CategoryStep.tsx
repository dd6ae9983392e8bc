import type {ReactNode} from 'react';
import clsx from 'clsx';
import {widgetCategories} from '@site/src/data/widget';
import type {PaymentFlow} from './usePaymentFlow';
import styles from './styles.module.css';

/** Step 1: voice over or audio ad. */
export default function CategoryStep({flow}: {flow: PaymentFlow}): ReactNode {
  const {t, state, dispatch, fieldId} = flow;
  return (
    <fieldset className={styles.fieldset}>
      <legend className="visually-hidden">{t.headings.category}</legend>
      {widgetCategories.map((code) => (
        <label
          key={code}
          className={clsx(styles.choiceCard, state.chosenCategory === code && styles.choiceCardSelected)}
        >
          <input
            type="radio"
            name={fieldId('category')}
            value={code}
            checked={state.chosenCategory === code}
            onChange={() => dispatch({type: 'chooseCategory', category: code})}
          />
          <span>
            <strong>{t.categoryNames[code]}</strong>
            <span className={styles.muted}>{t.categoryDescriptions[code]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
