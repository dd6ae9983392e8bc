import {describe, expect, it} from 'vitest';
import {testCards} from '@site/src/data/widget';
import {messages} from './messages';
import {
  announcementText,
  checkCard,
  flowReducer,
  initialFlowState,
  isValidWordCount,
  type FlowAction,
  type FlowState,
} from './reducer';

const run = (...actions: FlowAction[]): FlowState => actions.reduce(flowReducer, initialFlowState('category', 'card'));
const cardFor = (outcome: string) => testCards.find((card) => card.outcome === outcome)!.number;
const now = new Date('2030-06-15T12:00:00Z');
const t = messages['en-US'];
const steps = ['category', 'details', 'review', 'payment'] as const;

describe('payment flow reducer', () => {
  it('moves between steps, clearing the notice and announcing the step', () => {
    const state = run({type: 'fail', notice: 'declined'}, {type: 'goTo', step: 'details'});
    expect(state).toMatchObject({step: 'details', notice: null, announcement: {kind: 'step', step: 'details'}});
    expect(announcementText(state.announcement, t, [...steps], '')).toBe('Step 2 of 4: Details');
    expect(announcementText(state.announcement, messages['de-DE'], [...steps], '')).toBe('Schritt 2 von 4: Details');
  });

  it('keeps the choices of both categories apart', () => {
    const state = run(
      {type: 'chooseCategory', category: 'audio_ads'},
      {type: 'changeAudioAd', change: {spot_length_seconds: 60}},
      {type: 'changeVoiceOver', change: {word_count: 300}},
    );
    expect(state.chosenCategory).toBe('audio_ads');
    expect(state.choices.audio_ads.spot_length_seconds).toBe(60);
    expect(state.choices.voice_over.word_count).toBe(300);
    expect(state.choices.audio_ads.language).toBe(initialFlowState('category', 'card').choices.audio_ads.language);
  });

  it('shows a rejected word count until the visitor moves on', () => {
    const rejected = run({type: 'goTo', step: 'details'}, {type: 'rejectWordCount'});
    expect(rejected).toMatchObject({wordCountInvalid: true, step: 'details'});
    expect(announcementText(rejected.announcement, t, [...steps], '')).toBe(t.invalidWordCount);
    expect(flowReducer(rejected, {type: 'goTo', step: 'review'}).wordCountInvalid).toBe(false);
  });

  it('runs a card payment: errors, processing, a failure with a notice, then success', () => {
    const typed = run({type: 'goTo', step: 'payment'}, {type: 'editCard', field: 'number', value: '4111'});
    const rejected = flowReducer(typed, {type: 'rejectCard', errors: {number: 'invalidNumber', cvc: 'invalidCvc'}});
    expect(announcementText(rejected.announcement, t, [...steps], '')).toBe(`${t.invalidNumber} ${t.invalidCvc}`);
    const processing = flowReducer(flowReducer(rejected, {type: 'useTestCard', number: '4000'}), {type: 'process'});
    expect(processing).toMatchObject({
      phase: 'processing',
      cardErrors: {},
      card: {number: '4000', expiry: '12/34', cvc: '123'},
    });
    const failed = flowReducer(processing, {type: 'fail', notice: 'declined'});
    expect(failed).toMatchObject({phase: 'form', notice: 'declined', step: 'payment'});
    const paid = flowReducer(flowReducer(failed, {type: 'process'}), {type: 'succeed', projectId: 'prj_1'});
    expect(paid).toMatchObject({phase: 'succeeded', projectId: 'prj_1', notice: null});
    expect(announcementText(paid.announcement, t, [...steps], paid.projectId)).toBe(
      `${t.succeededHeading}. ${t.succeededText('prj_1')}`,
    );
  });

  it('restarts at the first step with an empty card, the notice announced', () => {
    const state = run(
      {type: 'goTo', step: 'payment'},
      {type: 'useTestCard', number: '4000'},
      {type: 'openPaypal'},
      {type: 'restart', step: 'category', notice: 'cancelled'},
    );
    expect(state).toMatchObject({
      step: 'category',
      phase: 'form',
      card: {number: '', expiry: '', cvc: ''},
      notice: 'cancelled',
    });
    expect(announcementText(state.announcement, t, [...steps], '')).toBe(t.cancelled);
  });

  it('shows the first step in the form phase when settings hide the current one', () => {
    const state = run({type: 'goTo', step: 'payment'}, {type: 'challenge'}, {type: 'showFirstStep', step: 'details'});
    expect(state).toMatchObject({step: 'details', phase: 'form'});
  });
});

describe('card check', () => {
  it('accepts each test card with a future expiry and a CVC', () => {
    for (const card of testCards) {
      expect(checkCard({number: card.number, expiry: '12/34', cvc: '123'}, now)).toEqual({errors: {}, testCard: card});
    }
  });

  it('names each wrong field', () => {
    expect(checkCard({number: '4242 4242 4242 4241', expiry: '05/30', cvc: '12'}, now).errors).toEqual({
      number: 'invalidNumber',
      expiry: 'invalidExpiry',
      cvc: 'invalidCvc',
    });
    // A valid card number that is not a test card is refused in test mode.
    expect(checkCard({number: '4111 1111 1111 1111', expiry: '06/30', cvc: '1234'}, now)).toEqual({
      errors: {number: 'notTestCard'},
    });
    expect(checkCard({number: cardFor('success'), expiry: '13/30', cvc: '123'}, now).errors).toEqual({
      expiry: 'invalidExpiry',
    });
  });

  it('takes word counts from 1 to 10 000, whole numbers only', () => {
    expect([0, 1, 250, 10000, 10001, 2.5, Number.NaN].map(isValidWordCount)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
