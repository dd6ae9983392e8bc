/**
 * Runs the demo order: the reducer's state plus what it cannot do itself, namely the
 * widget's callbacks, the simulated processing delay and moving focus to each new step.
 */
import {useEffect, useEffectEvent, useId, useMemo, useReducer, useRef} from 'react';
import type {CallbackName, StepId, StepTrigger} from '@site/src/data/widget';
import {configurationError, visibleSteps, type WidgetConfig} from './config';
import {demoProjectId, demoQuote, demoSession} from './fixtures';
import {messages} from './messages';
import {
  announcementText,
  checkCard,
  flowReducer,
  initialFlowState,
  isValidWordCount,
  type FlowAction,
  type Notice,
} from './reducer';

export type EmitEvent = (name: CallbackName, payload: object) => void;

/** Long enough to see the processing state, short enough not to bore. */
const processingDelayMs = 500;

export function usePaymentFlow(config: WidgetConfig, onEvent: EmitEvent) {
  const t = messages[config.locale];
  const steps = visibleSteps(config);
  const firstStep = steps[0] ?? 'details';
  const configError = configurationError(config);
  const [state, rawDispatch] = useReducer(flowReducer, undefined, () =>
    initialFlowState(firstStep, config.payment.methods[0] ?? 'card'),
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const payButtonRef = useRef<HTMLButtonElement>(null);
  const focusHeadingNext = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  /** Dispatches, and moves focus to the heading of what the action shows next. */
  const dispatch = (action: FlowAction, focusHeading = false) => {
    if (focusHeading) focusHeadingNext.current = true;
    rawDispatch(action);
  };

  // A settings change that hides the current step starts the order again (React's
  // pattern for state that follows a prop: adjust it while rendering).
  if (!steps.includes(state.step)) rawDispatch({type: 'showFirstStep', step: firstStep});
  const step = steps.includes(state.step) ? state.step : firstStep;
  const method = config.payment.methods.includes(state.method)
    ? state.method
    : (config.payment.methods[0] ?? state.method);
  const category = config.category ?? state.chosenCategory;
  const stepIndex = Math.max(steps.indexOf(step), 0);
  const quote = useMemo(
    () => demoQuote(category, state.choices, config.payment.currency),
    [category, state.choices, config.payment.currency],
  );
  const money = useMemo(
    () => new Intl.NumberFormat(config.locale, {style: 'currency', currency: config.payment.currency}),
    [config.locale, config.payment.currency],
  );
  const price = money.format(quote.price.amount / 100);
  const languageNames = useMemo(() => new Intl.DisplayNames([config.locale], {type: 'language'}), [config.locale]);
  const idPrefix = useId();

  // The processing delay ends with the payment: leaving that phase any other way drops it.
  // While it runs, focus waits on the pay button, which says so (also when it comes from the
  // bank's or PayPal's window, which closes), instead of falling to the page.
  useEffect(() => {
    if (state.phase === 'processing') payButtonRef.current?.focus();
    else window.clearTimeout(timer.current);
  }, [state.phase]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // onReady fires once per mount, like the real widget's.
  const emitReady = useEffectEvent(() => {
    const expiresAt = new Date(Date.now() + demoSession.lifetime_minutes * 60_000)
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z');
    onEvent('onReady', {test_mode: demoSession.test_mode, expires_at: expiresAt});
  });
  useEffect(() => emitReady(), []);

  const emitConfigurationError = useEffectEvent((message: string) =>
    onEvent('onError', {code: 'invalid_configuration', message}),
  );
  useEffect(() => {
    if (configError) emitConfigurationError(configError);
  }, [configError]);

  // A settings change that hid the step shown is a restart too, so that an indicator drawn
  // from onStepChange follows (the visitor's own moves report themselves in goTo and restart).
  const shownStep = useRef(step);
  const emitHiddenStepRestart = useEffectEvent((hidden: StepId) =>
    onEvent('onStepChange', {step, previous_step: hidden, trigger: 'restart'}),
  );
  useEffect(() => {
    if (shownStep.current !== step && !steps.includes(shownStep.current)) emitHiddenStepRestart(shownStep.current);
    shownStep.current = step;
  });

  // The price shows from the details step on; each change of it is reported.
  const emitPrice = useEffectEvent(() => onEvent('onPriceChange', quote));
  const quoteKey = JSON.stringify(quote);
  const priceShown = step !== 'category';
  useEffect(() => {
    if (priceShown) emitPrice();
  }, [quoteKey, priceShown]);

  useEffect(() => {
    if (focusHeadingNext.current) {
      focusHeadingNext.current = false;
      headingRef.current?.focus();
    }
  }, [step, state.phase]);

  const goTo = (target: StepId, trigger: Exclude<StepTrigger, 'restart'>) => {
    onEvent('onStepChange', {step: target, previous_step: step, trigger});
    dispatch({type: 'goTo', step: target}, true);
  };

  // Back to the first step after a cancellation or for a new order: a step change too, so
  // that an indicator drawn from onStepChange follows.
  const restart = (notice: Notice | null) => {
    if (step !== firstStep) onEvent('onStepChange', {step: firstStep, previous_step: step, trigger: 'restart'});
    dispatch({type: 'restart', step: firstStep, notice}, true);
  };

  const next = () => {
    if (step === 'details' && category === 'voice_over' && !isValidWordCount(state.choices.voice_over.word_count)) {
      dispatch({type: 'rejectWordCount'});
      return;
    }
    goTo(steps[stepIndex + 1], 'continue');
  };

  const succeed = () => {
    const projectId = demoProjectId();
    dispatch({type: 'succeed', projectId}, true);
    onEvent('onPaymentSucceeded', {
      project_id: projectId,
      reference: demoSession.reference,
      price: quote.price,
      test_mode: true,
    });
  };

  const fail = (code: 'card_declined' | 'payment_method_unavailable' | 'authentication_failed', notice: Notice) => {
    dispatch({type: 'fail', notice}, true);
    onEvent('onPaymentFailed', {code, message: t[notice]});
  };

  const process = (then: () => void) => {
    dispatch({type: 'process'});
    timer.current = window.setTimeout(then, processingDelayMs);
  };

  const payByCard = () => {
    const {errors, testCard} = checkCard(state.card, new Date());
    if (!testCard) {
      dispatch({type: 'rejectCard', errors});
      // As a form does: the first field to correct takes the focus, once it shows its error.
      const first = (['number', 'expiry', 'cvc'] as const).find((field) => errors[field]);
      if (first) window.setTimeout(() => document.getElementById(`${idPrefix}-${first}`)?.focus());
      return;
    }
    process(() => {
      if (testCard.outcome === 'success') succeed();
      else if (testCard.outcome === 'declined') fail('card_declined', 'declined');
      else if (testCard.outcome === 'method_unavailable') fail('payment_method_unavailable', 'methodUnavailable');
      else dispatch({type: 'challenge'});
    });
  };

  const cancel = () => {
    onEvent('onCancel', {step});
    restart('cancelled');
  };

  return {
    t,
    state,
    dispatch,
    steps,
    step,
    stepIndex,
    category,
    method,
    configError,
    quote,
    price,
    languageNames,
    fieldId: (name: string) => `${idPrefix}-${name}`,
    busy: state.phase === 'processing',
    announcement: announcementText(state.announcement, t, steps, state.projectId),
    headingRef,
    payButtonRef,
    goTo,
    next,
    restart,
    payByCard,
    cancel,
    completeAuthentication: () => process(succeed),
    failAuthentication: () => fail('authentication_failed', 'authenticationFailed'),
    openPaypal: () => dispatch({type: 'openPaypal'}),
    approvePaypal: () => process(succeed),
  };
}

export type PaymentFlow = ReturnType<typeof usePaymentFlow>;
