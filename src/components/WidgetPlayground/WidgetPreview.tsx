import React, {useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {testCards, type CallbackName, type PaymentMethod, type StepId, type WidgetCategory, widgetCategories} from '@site/src/data/widget';
import {configurationError, textColorOn, visibleSteps, type WidgetConfig} from './config';
import {
  demoLanguages,
  demoProjectId,
  demoQuote,
  demoSession,
  demoSpotLengths,
  demoVoiceGenders,
  initialChoices,
  wordCountLimits,
  type OrderChoices,
} from './fixtures';
import {messages} from './messages';
import styles from './styles.module.css';

export type EmitEvent = (name: CallbackName, payload: object) => void;

interface Props {
  config: WidgetConfig;
  onEvent: EmitEvent;
}

type Phase = 'form' | 'processing' | 'challenge' | 'paypal' | 'succeeded';

interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
}

type CardErrors = Partial<Record<keyof CardForm, string>>;

const emptyCard: CardForm = {number: '', expiry: '', cvc: ''};
/** Long enough to see the processing state, short enough not to bore. */
const processingDelayMs = 500;

function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, '');
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function isFutureExpiry(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
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

/** The demo widget: the real widget's screens and callbacks, on fixture data, without a network call. */
export default function WidgetPreview({config, onEvent}: Props): ReactNode {
  const t = messages[config.locale];
  const idPrefix = useId();
  const steps = visibleSteps(config);
  const configError = configurationError(config);
  const prefersDark = usePrefersDark();
  const dark = config.theme === 'dark' || (config.theme === 'auto' && prefersDark);

  const [step, setStep] = useState<StepId>(steps[0] ?? 'details');
  const [chosenCategory, setChosenCategory] = useState<WidgetCategory>('voice_over');
  const [choices, setChoices] = useState<OrderChoices>(initialChoices);
  const [wordCountError, setWordCountError] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethod>(config.payment.methods[0] ?? 'card');
  const [card, setCard] = useState<CardForm>(emptyCard);
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [phase, setPhase] = useState<Phase>('form');
  const [notice, setNotice] = useState<string | null>(null);
  const [projectId, setProjectId] = useState('');
  const [announcement, setAnnouncement] = useState('');

  const headingRef = useRef<HTMLHeadingElement>(null);
  const challengeRef = useRef<HTMLHeadingElement>(null);
  const focusHeadingNext = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  const category = config.category ?? chosenCategory;
  const quote = useMemo(() => demoQuote(category, choices, config.payment.currency), [category, choices, config.payment.currency]);
  const money = useMemo(
    () => new Intl.NumberFormat(config.locale, {style: 'currency', currency: config.payment.currency}),
    [config.locale, config.payment.currency],
  );
  const languageNames = useMemo(() => new Intl.DisplayNames([config.locale], {type: 'language'}), [config.locale]);
  const price = money.format(quote.price.amount / 100);
  const stepIndex = Math.max(steps.indexOf(step), 0);
  const stepsKey = steps.join(',');

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    const expiresAt = new Date(Date.now() + demoSession.lifetime_minutes * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    onEvent('onReady', {test_mode: demoSession.test_mode, expires_at: expiresAt});
    // onReady fires once per mount, like the real widget's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A settings change that removes the current step starts the order again.
  useEffect(() => {
    if (!steps.includes(step)) {
      window.clearTimeout(timer.current);
      setStep(steps[0] ?? 'details');
      setPhase('form');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepsKey]);

  useEffect(() => {
    if (!config.payment.methods.includes(method) && config.payment.methods.length > 0) {
      setMethod(config.payment.methods[0]);
    }
  }, [config.payment.methods, method]);

  useEffect(() => {
    if (configError) {
      onEvent('onError', {code: 'invalid_configuration', message: configError});
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [configError]);

  const quoteKey = JSON.stringify(quote);
  useEffect(() => {
    if (step !== 'category') {
      onEvent('onPriceChange', quote);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quoteKey, step === 'category']);

  useEffect(() => {
    if (focusHeadingNext.current) {
      focusHeadingNext.current = false;
      headingRef.current?.focus();
    }
  }, [step, phase]);

  useEffect(() => {
    if (phase === 'challenge' || phase === 'paypal') {
      challengeRef.current?.focus();
    }
  }, [phase]);

  const announce = (text: string) => setAnnouncement(text);

  const goTo = useCallback(
    (target: StepId, trigger: 'continue' | 'back' | 'nav_bar') => {
      onEvent('onStepChange', {step: target, previous_step: step, trigger});
      setStep(target);
      setNotice(null);
      focusHeadingNext.current = true;
      announce(t.stepOf(steps.indexOf(target) + 1, steps.length, t.stepNames[target]));
    },
    [onEvent, step, steps, t],
  );

  const restart = (message: string | null) => {
    window.clearTimeout(timer.current);
    setStep(steps[0]);
    setPhase('form');
    setCard(emptyCard);
    setCardErrors({});
    setNotice(message);
    focusHeadingNext.current = true;
    announce(message ?? t.stepOf(1, steps.length, t.stepNames[steps[0]]));
  };

  const next = () => {
    if (step === 'details' && category === 'voice_over') {
      const words = choices.voice_over.word_count;
      if (!Number.isInteger(words) || words < wordCountLimits.min || words > wordCountLimits.max) {
        setWordCountError(t.invalidWordCount);
        announce(t.invalidWordCount);
        return;
      }
    }
    setWordCountError(null);
    goTo(steps[stepIndex + 1], 'continue');
  };

  const succeed = () => {
    const id = demoProjectId();
    setProjectId(id);
    setPhase('succeeded');
    setNotice(null);
    focusHeadingNext.current = true;
    announce(`${t.succeededHeading}. ${t.succeededText(id)}`);
    onEvent('onPaymentSucceeded', {project_id: id, reference: demoSession.reference, price: quote.price, test_mode: true});
  };

  const fail = (code: 'card_declined' | 'authentication_failed', message: string) => {
    setPhase('form');
    setNotice(message);
    focusHeadingNext.current = true;
    announce(message);
    onEvent('onPaymentFailed', {code, message, retryable: true});
  };

  const process = (then: () => void) => {
    setPhase('processing');
    announce(t.processing);
    timer.current = window.setTimeout(then, processingDelayMs);
  };

  const cancel = () => {
    onEvent('onCancel', {step});
    restart(t.cancelled);
  };

  const payByCard = () => {
    const digits = digitsOf(card.number);
    const testCard = testCards.find((candidate) => digitsOf(candidate.number) === digits);
    const errors: CardErrors = {};
    if (!/^\d{15,16}$/.test(digits) || !passesLuhn(digits)) {
      errors.number = t.invalidNumber;
    } else if (!testCard) {
      errors.number = t.notTestCard;
    }
    if (!isFutureExpiry(card.expiry, new Date())) errors.expiry = t.invalidExpiry;
    if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = t.invalidCvc;
    setCardErrors(errors);
    setNotice(null);
    if (Object.keys(errors).length > 0 || !testCard) {
      announce(Object.values(errors).join(' '));
      return;
    }
    process(() => {
      if (testCard.outcome === 'success') succeed();
      else if (testCard.outcome === 'declined') fail('card_declined', t.declined);
      else {
        setPhase('challenge');
        announce(t.challengeHeading);
      }
    });
  };

  const themeStyle = {
    '--widget-accent': config.accentColor,
    '--widget-on-accent': textColorOn(config.accentColor),
  } as CSSProperties;

  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const busy = phase === 'processing';

  const navBar = (): ReactNode => {
    if (!config.navBar.visible || phase === 'succeeded') return null;
    const compact = (
      <p className={clsx(styles.navCompact, config.navBar.variant === 'steps' && styles.navNarrowOnly)}>
        {t.stepOf(stepIndex + 1, steps.length, t.stepNames[step])}
      </p>
    );
    if (config.navBar.variant === 'compact') {
      return <nav aria-label={t.navLabel} className={styles.nav}>{compact}</nav>;
    }
    return (
      <nav aria-label={t.navLabel} className={styles.nav}>
        <ol className={styles.navSteps}>
          {steps.map((candidate, index) => {
            const label = (
              <>
                {config.navBar.showStepNumbers && <span className={styles.navNumber} aria-hidden="true">{index + 1}</span>}
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
  };

  const categoryStep = (
    <fieldset className={styles.fieldset}>
      <legend className={styles.visuallyHidden}>{t.headings.category}</legend>
      {widgetCategories.map((code) => (
        <label key={code} className={clsx(styles.choiceCard, chosenCategory === code && styles.choiceCardSelected)}>
          <input
            type="radio"
            name={fieldId('category')}
            value={code}
            checked={chosenCategory === code}
            onChange={() => setChosenCategory(code)}
          />
          <span>
            <strong>{t.categoryNames[code]}</strong>
            <span className={styles.muted}>{t.categoryDescriptions[code]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );

  const languageSelect = (value: string, onChange: (language: string) => void) => (
    <div className={styles.field}>
      <label htmlFor={fieldId('language')}>{t.language}</label>
      <select id={fieldId('language')} value={value} onChange={(event) => onChange(event.target.value)}>
        {demoLanguages.map((language) => (
          <option key={language} value={language}>
            {languageNames.of(language)}
          </option>
        ))}
      </select>
    </div>
  );

  const genderSelect = (value: string, onChange: (gender: string) => void) => (
    <div className={styles.field}>
      <label htmlFor={fieldId('voice_gender')}>{t.voiceGender}</label>
      <select id={fieldId('voice_gender')} value={value} onChange={(event) => onChange(event.target.value)}>
        {demoVoiceGenders.map((gender) => (
          <option key={gender} value={gender}>
            {t.voiceGenders[gender]}
          </option>
        ))}
      </select>
    </div>
  );

  const setVoiceOver = (change: Partial<OrderChoices['voice_over']>) =>
    setChoices((current) => ({...current, voice_over: {...current.voice_over, ...change}}));
  const setAudioAd = (change: Partial<OrderChoices['audio_ads']>) =>
    setChoices((current) => ({...current, audio_ads: {...current.audio_ads, ...change}}));

  const detailsStep =
    category === 'voice_over' ? (
      <div className={styles.fields}>
        {languageSelect(choices.voice_over.language, (language) => setVoiceOver({language}))}
        {genderSelect(choices.voice_over.voice_gender, (voice_gender) => setVoiceOver({voice_gender}))}
        <div className={styles.field}>
          <label htmlFor={fieldId('word_count')}>{t.wordCount}</label>
          <input
            id={fieldId('word_count')}
            type="number"
            inputMode="numeric"
            min={wordCountLimits.min}
            max={wordCountLimits.max}
            value={Number.isNaN(choices.voice_over.word_count) ? '' : choices.voice_over.word_count}
            aria-invalid={wordCountError ? true : undefined}
            aria-describedby={wordCountError ? fieldId('word_count-error') : undefined}
            onChange={(event) => setVoiceOver({word_count: event.target.valueAsNumber})}
          />
          {wordCountError && (
            <span id={fieldId('word_count-error')} className={styles.fieldError}>
              {wordCountError}
            </span>
          )}
        </div>
      </div>
    ) : (
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={fieldId('spot_length_seconds')}>{t.spotLength}</label>
          <select
            id={fieldId('spot_length_seconds')}
            value={String(choices.audio_ads.spot_length_seconds)}
            onChange={(event) => setAudioAd({spot_length_seconds: Number(event.target.value)})}
          >
            {demoSpotLengths.map((seconds) => (
              <option key={seconds} value={seconds}>
                {t.seconds(Number(seconds))}
              </option>
            ))}
          </select>
        </div>
        {languageSelect(choices.audio_ads.language, (language) => setAudioAd({language}))}
        {genderSelect(choices.audio_ads.voice_gender, (voice_gender) => setAudioAd({voice_gender}))}
        <label className={styles.checkboxField}>
          <input
            type="checkbox"
            checked={choices.audio_ads.script_writing}
            onChange={(event) => setAudioAd({script_writing: event.target.checked})}
          />
          {t.scriptWriting}
        </label>
      </div>
    );

  const summary = (
    <dl className={styles.summary}>
      <dt>{t.categoryNames[category]}</dt>
      <dd>
        {category === 'voice_over'
          ? `${languageNames.of(choices.voice_over.language)} · ${t.voiceGenders[choices.voice_over.voice_gender]} · ${choices.voice_over.word_count}`
          : `${t.seconds(choices.audio_ads.spot_length_seconds)} · ${languageNames.of(choices.audio_ads.language)} · ${t.voiceGenders[choices.audio_ads.voice_gender]}`}
      </dd>
      <dt>{t.price}</dt>
      <dd>
        <strong data-testid="widget-price">{price}</strong>
      </dd>
      <dd className={styles.muted}>{t.turnaround(quote.turnaround_hours)}</dd>
    </dl>
  );

  const cardField = (name: keyof CardForm, label: string, inputMode: 'numeric' | 'text', placeholder?: string) => (
    <div className={styles.field}>
      <label htmlFor={fieldId(name)}>{label}</label>
      <input
        id={fieldId(name)}
        type="text"
        inputMode={inputMode}
        // A demo must never invite the browser to fill in a real card.
        autoComplete="off"
        placeholder={placeholder}
        value={card[name]}
        disabled={busy}
        aria-invalid={cardErrors[name] ? true : undefined}
        aria-describedby={cardErrors[name] ? fieldId(`${name}-error`) : undefined}
        onChange={(event) => setCard((current) => ({...current, [name]: event.target.value}))}
      />
      {cardErrors[name] && (
        <span id={fieldId(`${name}-error`)} className={styles.fieldError}>
          {cardErrors[name]}
        </span>
      )}
    </div>
  );

  const paymentStep = (
    <>
      <p className={styles.testMode}>
        <span className={styles.badge}>{t.testMode}</span> {t.testModeNote}
      </p>
      <p className={styles.payAmount}>
        {t.price}: <strong>{price}</strong>
      </p>
      {config.payment.methods.length > 1 && (
        <fieldset className={clsx(styles.fieldset, styles.methods)}>
          <legend>{t.methodLegend}</legend>
          {config.payment.methods.map((candidate) => (
            <label key={candidate} className={styles.inlineChoice}>
              <input
                type="radio"
                name={fieldId('method')}
                value={candidate}
                checked={method === candidate}
                disabled={busy}
                onChange={() => setMethod(candidate)}
              />
              {t.methodNames[candidate]}
            </label>
          ))}
        </fieldset>
      )}
      {method === 'card' ? (
        <>
          <div className={styles.fields}>
            {cardField('number', t.cardNumber, 'numeric', '4242 4242 4242 4242')}
            <div className={styles.fieldRow}>
              {cardField('expiry', t.expiry, 'numeric', '12/34')}
              {cardField('cvc', t.cvc, 'numeric', '123')}
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
                    onClick={() => {
                      setCard({number: testCard.number, expiry: '12/34', cvc: '123'});
                      setCardErrors({});
                    }}
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
      {phase === 'challenge' && (
        <div
          role="dialog"
          aria-labelledby={fieldId('challenge')}
          className={styles.overlayPanel}
          onKeyDown={(event) => {
            if (event.key === 'Escape') fail('authentication_failed', t.authenticationFailed);
          }}
        >
          <h4 id={fieldId('challenge')} ref={challengeRef} tabIndex={-1}>
            {t.challengeHeading}
          </h4>
          <p>{t.challengeText}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => process(succeed)}>
              {t.challengeComplete}
            </button>
            <button type="button" className={styles.secondary} onClick={() => fail('authentication_failed', t.authenticationFailed)}>
              {t.challengeFail}
            </button>
          </div>
        </div>
      )}
      {phase === 'paypal' && (
        <div role="dialog" aria-labelledby={fieldId('challenge')} className={styles.overlayPanel}>
          <h4 id={fieldId('challenge')} ref={challengeRef} tabIndex={-1}>
            {t.paypalHeading}
          </h4>
          <p>{t.paypalText}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => process(succeed)}>
              {t.paypalApprove}
            </button>
            <button type="button" className={styles.secondary} onClick={cancel}>
              {t.paypalClose}
            </button>
          </div>
        </div>
      )}
    </>
  );

  const body = (): ReactNode => {
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
    if (phase === 'succeeded') {
      return (
        <div className={styles.success}>
          <h3 ref={headingRef} tabIndex={-1}>
            {t.succeededHeading}
          </h3>
          <p data-testid="widget-project-id">{t.succeededText(projectId)}</p>
          <button type="button" className={styles.primary} onClick={() => restart(null)}>
            {t.newOrder}
          </button>
        </div>
      );
    }
    const isLast = stepIndex === steps.length - 1;
    return (
      <>
        {navBar()}
        <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
          {t.headings[step]}
        </h3>
        {notice && <p className={styles.notice}>{notice}</p>}
        {step === 'category' && categoryStep}
        {step === 'details' && detailsStep}
        {step === 'review' && summary}
        {step === 'payment' && paymentStep}
        {step === 'details' && (
          <p className={styles.priceLine}>
            {t.price}: <strong>{price}</strong>
          </p>
        )}
        {phase !== 'challenge' && phase !== 'paypal' && (
          <div className={styles.actions}>
            {isLast ? (
              method === 'card' ? (
                <button type="button" className={styles.primary} disabled={busy} onClick={payByCard}>
                  {busy ? t.processing : t.pay(price)}
                </button>
              ) : (
                <button
                  type="button"
                  className={styles.primary}
                  disabled={busy}
                  onClick={() => {
                    setPhase('paypal');
                    announce(t.paypalHeading);
                  }}
                >
                  {t.paypalContinue}
                </button>
              )
            ) : (
              <button type="button" className={styles.primary} onClick={next}>
                {t.continue}
              </button>
            )}
            {stepIndex > 0 && (
              <button type="button" className={styles.secondary} disabled={busy} onClick={() => goTo(steps[stepIndex - 1], 'back')}>
                {t.back}
              </button>
            )}
            {isLast && (
              <button type="button" className={styles.linkButton} disabled={busy} onClick={cancel}>
                {t.cancel}
              </button>
            )}
          </div>
        )}
      </>
    );
  };

  return (
    <div
      className={clsx(styles.widget, dark ? styles.widgetDark : styles.widgetLight)}
      style={themeStyle}
      lang={config.locale}
      data-testid="widget-preview"
      data-step={configError ? 'error' : phase === 'succeeded' ? 'succeeded' : step}
    >
      {body()}
      <p role="status" className={styles.visuallyHidden} data-testid="widget-announcer">
        {announcement}
      </p>
    </div>
  );
}
