/**
 * The demo order as state and actions: which step is shown, what the visitor chose and
 * typed, and where the payment stands. Pure: timers, callbacks and focus live in
 * usePaymentFlow.ts; texts come from messages.ts, chosen by the keys kept here.
 */
import {testCards, type PaymentMethod, type StepId, type TestCard, type WidgetCategory} from '@site/src/data/widget';
import {initialChoices, initialOrderText, wordCountLimits, type OrderChoices, type OrderText} from './fixtures';
import type {Messages} from './messages';

/** Where the payment stands: the form, waiting, a simulated 3-D Secure or PayPal window, paid. */
export type Phase = 'form' | 'processing' | 'challenge' | 'paypal' | 'succeeded';

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
}

type CardErrorKey = 'invalidNumber' | 'notTestCard' | 'invalidExpiry' | 'invalidCvc';
export type CardErrors = Partial<Record<keyof CardForm, CardErrorKey>>;

/** A message shown above the step after a payment attempt or a cancellation. */
export type Notice = 'declined' | 'methodUnavailable' | 'authenticationFailed' | 'cancelled';

/** What the live region last said, kept as data so that it follows the locale. */
export type Announcement =
  | {kind: 'step'; step: StepId}
  | {kind: 'notice'; notice: Notice}
  | {kind: 'cardErrors'; errors: CardErrorKey[]}
  | {kind: 'invalidWordCount' | 'processing' | 'challenge' | 'paypal' | 'succeeded'};

export interface FlowState {
  /** The step last navigated to; a settings change that hides it shows the first step. */
  step: StepId;
  chosenCategory: WidgetCategory;
  choices: OrderChoices;
  orderText: OrderText;
  wordCountInvalid: boolean;
  /** The method last chosen; a settings change that removes it falls back to the first. */
  method: PaymentMethod;
  card: CardForm;
  cardErrors: CardErrors;
  phase: Phase;
  notice: Notice | null;
  projectId: string;
  announcement: Announcement | null;
}

export type FlowAction =
  | {type: 'chooseCategory'; category: WidgetCategory}
  | {type: 'changeVoiceOver'; change: Partial<OrderChoices['voice_over']>}
  | {type: 'changeAudioAd'; change: Partial<OrderChoices['audio_ads']>}
  | {type: 'editOrderText'; field: keyof OrderText; value: string}
  | {type: 'rejectWordCount'}
  | {type: 'goTo'; step: StepId}
  | {type: 'restart'; step: StepId; notice: Notice | null}
  | {type: 'showFirstStep'; step: StepId}
  | {type: 'chooseMethod'; method: PaymentMethod}
  | {type: 'editCard'; field: keyof CardForm; value: string}
  | {type: 'useTestCard'; number: string}
  | {type: 'rejectCard'; errors: CardErrors}
  | {type: 'process'}
  | {type: 'challenge'}
  | {type: 'openPaypal'}
  | {type: 'succeed'; projectId: string}
  | {type: 'fail'; notice: Notice};

const emptyCard: CardForm = {number: '', expiry: '', cvc: ''};

export function initialFlowState(step: StepId, method: PaymentMethod): FlowState {
  return {
    step,
    chosenCategory: 'voice_over',
    choices: initialChoices,
    orderText: initialOrderText,
    wordCountInvalid: false,
    method,
    card: emptyCard,
    cardErrors: {},
    phase: 'form',
    notice: null,
    projectId: '',
    announcement: null,
  };
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'chooseCategory':
      return {...state, chosenCategory: action.category};
    case 'changeVoiceOver':
      return {...state, choices: {...state.choices, voice_over: {...state.choices.voice_over, ...action.change}}};
    case 'changeAudioAd':
      return {...state, choices: {...state.choices, audio_ads: {...state.choices.audio_ads, ...action.change}}};
    case 'editOrderText':
      return {...state, orderText: {...state.orderText, [action.field]: action.value}};
    case 'rejectWordCount':
      return {...state, wordCountInvalid: true, announcement: {kind: 'invalidWordCount'}};
    case 'goTo':
      return {
        ...state,
        step: action.step,
        wordCountInvalid: false,
        notice: null,
        announcement: {kind: 'step', step: action.step},
      };
    case 'restart':
      return {
        ...state,
        step: action.step,
        phase: 'form',
        card: emptyCard,
        cardErrors: {},
        notice: action.notice,
        announcement: action.notice ? {kind: 'notice', notice: action.notice} : {kind: 'step', step: action.step},
      };
    case 'showFirstStep':
      return {...state, step: action.step, phase: 'form'};
    case 'chooseMethod':
      return {...state, method: action.method};
    case 'editCard':
      return {...state, card: {...state.card, [action.field]: action.value}};
    case 'useTestCard':
      return {...state, card: {number: action.number, expiry: '12/34', cvc: '123'}, cardErrors: {}};
    case 'rejectCard':
      return {
        ...state,
        cardErrors: action.errors,
        notice: null,
        announcement: {kind: 'cardErrors', errors: Object.values(action.errors)},
      };
    case 'process':
      return {...state, cardErrors: {}, notice: null, phase: 'processing', announcement: {kind: 'processing'}};
    case 'challenge':
      return {...state, phase: 'challenge', announcement: {kind: 'challenge'}};
    case 'openPaypal':
      return {...state, phase: 'paypal', announcement: {kind: 'paypal'}};
    case 'succeed':
      return {
        ...state,
        phase: 'succeeded',
        projectId: action.projectId,
        notice: null,
        announcement: {kind: 'succeeded'},
      };
    case 'fail':
      return {...state, phase: 'form', notice: action.notice, announcement: {kind: 'notice', notice: action.notice}};
  }
}

/** The text of an announcement in the widget's locale. */
export function announcementText(
  announcement: Announcement | null,
  t: Messages,
  steps: StepId[],
  projectId: string,
): string {
  if (!announcement) return '';
  switch (announcement.kind) {
    case 'step':
      return t.stepOf(steps.indexOf(announcement.step) + 1, steps.length, t.stepNames[announcement.step]);
    case 'notice':
      return t[announcement.notice];
    case 'cardErrors':
      return announcement.errors.map((key) => t[key]).join(' ');
    case 'invalidWordCount':
      return t.invalidWordCount;
    case 'processing':
      return t.processing;
    case 'challenge':
      return t.challengeHeading;
    case 'paypal':
      return t.paypalHeading;
    case 'succeeded':
      return `${t.succeededHeading}. ${t.succeededText(projectId)}`;
  }
}

export function isValidWordCount(words: number): boolean {
  return Number.isInteger(words) && words >= wordCountLimits.min && words <= wordCountLimits.max;
}

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

/** Checks the card form as the real widget does in test mode: only test cards pay. */
export function checkCard(card: CardForm, now: Date): {errors: CardErrors; testCard?: TestCard} {
  const digits = digitsOf(card.number);
  const testCard = testCards.find((candidate) => digitsOf(candidate.number) === digits);
  const errors: CardErrors = {};
  if (!/^\d{15,16}$/.test(digits) || !passesLuhn(digits)) {
    errors.number = 'invalidNumber';
  } else if (!testCard) {
    errors.number = 'notTestCard';
  }
  if (!isFutureExpiry(card.expiry, now)) errors.expiry = 'invalidExpiry';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'invalidCvc';
  return Object.keys(errors).length > 0 || !testCard ? {errors} : {errors, testCard};
}
