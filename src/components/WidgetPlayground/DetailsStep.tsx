import type {ReactNode} from 'react';
import {demoLanguages, demoSpotLengths, demoVoiceGenders, wordCountLimits} from './fixtures';
import type {PaymentFlow} from './usePaymentFlow';
import styles from './styles.module.css';

type Choice = {flow: PaymentFlow; value: string; onChange: (value: string) => void};

function LanguageSelect({flow, value, onChange}: Choice): ReactNode {
  return (
    <div className={styles.field}>
      <label htmlFor={flow.fieldId('language')}>{flow.t.language}</label>
      <select id={flow.fieldId('language')} value={value} onChange={(event) => onChange(event.target.value)}>
        {demoLanguages.map((language) => (
          <option key={language} value={language}>
            {flow.languageNames.of(language)}
          </option>
        ))}
      </select>
    </div>
  );
}

function GenderSelect({flow, value, onChange}: Choice): ReactNode {
  return (
    <div className={styles.field}>
      <label htmlFor={flow.fieldId('voice_gender')}>{flow.t.voiceGender}</label>
      <select id={flow.fieldId('voice_gender')} value={value} onChange={(event) => onChange(event.target.value)}>
        {demoVoiceGenders.map((gender) => (
          <option key={gender} value={gender}>
            {flow.t.voiceGenders[gender]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The project's title, and its script or, when a writer is to write it, the brief. */
function OrderTextFields({flow, withBrief}: {flow: PaymentFlow; withBrief: boolean}): ReactNode {
  const {t, state, dispatch, fieldId} = flow;
  const textField = withBrief ? 'brief' : 'script';
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={fieldId('title')}>{t.orderTitle}</label>
        <input
          id={fieldId('title')}
          value={state.orderText.title}
          onChange={(event) => dispatch({type: 'editOrderText', field: 'title', value: event.target.value})}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={fieldId(textField)}>{t[textField]}</label>
        <textarea
          id={fieldId(textField)}
          rows={3}
          value={state.orderText[textField]}
          onChange={(event) => dispatch({type: 'editOrderText', field: textField, value: event.target.value})}
        />
      </div>
    </>
  );
}

/** Step 2: the attributes of the chosen category, which set the price, and the order's text. */
export default function DetailsStep({flow}: {flow: PaymentFlow}): ReactNode {
  const {t, state, dispatch, fieldId, category} = flow;
  if (category === 'voice_over') {
    const choices = state.choices.voice_over;
    const change = (change: Partial<typeof choices>) => dispatch({type: 'changeVoiceOver', change});
    return (
      <div className={styles.fields}>
        <LanguageSelect flow={flow} value={choices.language} onChange={(language) => change({language})} />
        <GenderSelect flow={flow} value={choices.voice_gender} onChange={(voice_gender) => change({voice_gender})} />
        <div className={styles.field}>
          <label htmlFor={fieldId('word_count')}>{t.wordCount}</label>
          <input
            id={fieldId('word_count')}
            type="number"
            inputMode="numeric"
            min={wordCountLimits.min}
            max={wordCountLimits.max}
            value={Number.isNaN(choices.word_count) ? '' : choices.word_count}
            aria-invalid={state.wordCountInvalid ? true : undefined}
            aria-describedby={state.wordCountInvalid ? fieldId('word_count-error') : undefined}
            onChange={(event) => change({word_count: event.target.valueAsNumber})}
          />
          {state.wordCountInvalid && (
            <span id={fieldId('word_count-error')} className={styles.fieldError}>
              {t.invalidWordCount}
            </span>
          )}
        </div>
        <OrderTextFields flow={flow} withBrief={false} />
      </div>
    );
  }
  const choices = state.choices.audio_ads;
  const change = (change: Partial<typeof choices>) => dispatch({type: 'changeAudioAd', change});
  return (
    <div className={styles.fields}>
      <div className={styles.field}>
        <label htmlFor={fieldId('spot_length_seconds')}>{t.spotLength}</label>
        <select
          id={fieldId('spot_length_seconds')}
          value={String(choices.spot_length_seconds)}
          onChange={(event) => change({spot_length_seconds: Number(event.target.value)})}
        >
          {demoSpotLengths.map((seconds) => (
            <option key={seconds} value={seconds}>
              {t.seconds(Number(seconds))}
            </option>
          ))}
        </select>
      </div>
      <LanguageSelect flow={flow} value={choices.language} onChange={(language) => change({language})} />
      <GenderSelect flow={flow} value={choices.voice_gender} onChange={(voice_gender) => change({voice_gender})} />
      <label className={styles.checkboxField}>
        <input
          type="checkbox"
          checked={choices.script_writing}
          onChange={(event) => change({script_writing: event.target.checked})}
        />
        {t.scriptWriting}
      </label>
      <OrderTextFields flow={flow} withBrief={choices.script_writing} />
    </div>
  );
}
