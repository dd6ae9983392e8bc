/**
 * The demo catalogue and price list of the playground. Codes and shapes follow the
 * API (category and attribute codes, money in minor units); the amounts are examples.
 */
import type {WidgetCategory, WidgetCurrency} from '@site/src/data/widget';
import {wordCount} from '@site/src/lib/wordCount';

export const demoLanguages = ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'es-ES'] as const;
export const demoVoiceGenders = ['female', 'male', 'non_binary'] as const;
export const demoSpotLengths = ['15', '30', '60'] as const;

// The attributes the playground lets the reader change, and the ones an order also
// needs that it keeps fixed (purpose, delivery formats): the quote it shows is a whole one.
export interface VoiceOverChoices {
  language: string;
  voice_gender: string;
  word_count: number;
  purpose: string;
  delivery_formats: string[];
}

export interface AudioAdChoices {
  spot_length_seconds: number;
  language: string;
  voice_gender: string;
  script_writing: boolean;
  delivery_formats: string[];
}

export interface OrderChoices {
  voice_over: VoiceOverChoices;
  audio_ads: AudioAdChoices;
}

/** What the visitor types besides the attributes: the project's `title`, `script` and `brief`. */
export interface OrderText {
  title: string;
  script: string;
  brief: string;
}

// The widget order of the API's examples (contracts/scenarios/widget-order.yaml).
export const initialOrderText: OrderText = {
  title: 'Spring sale radio spot',
  script:
    'Spring has arrived at Greenleaf Garden Centre. This weekend only, every plant is twenty percent off. Greenleaf, where gardens begin.',
  brief: 'A warm, upbeat spot for our spring sale: every plant twenty percent off, this weekend only.',
};

export const initialChoices: OrderChoices = {
  voice_over: {
    language: 'en-US',
    voice_gender: 'female',
    // The prefilled script's: a count far from the script's sends an order to info_needed.
    word_count: wordCount(initialOrderText.script),
    purpose: 'online_ad',
    delivery_formats: ['mp3'],
  },
  audio_ads: {
    spot_length_seconds: 30,
    language: 'en-US',
    voice_gender: 'male',
    script_writing: false,
    delivery_formats: ['mp3', 'wav'],
  },
};

export const wordCountLimits = {min: 1, max: 10000} as const;

export interface Money {
  amount: number;
  currency: WidgetCurrency;
}

export interface DemoQuote {
  category: WidgetCategory;
  attributes: VoiceOverChoices | AudioAdChoices;
  price: Money;
  turnaround_hours: number;
}

// The API's examples cost what these rates give: npm run check:samples holds them together.
const voiceOverRates: Record<WidgetCurrency, {base: number; perWord: number}> = {
  EUR: {base: 9300, perWord: 30},
  USD: {base: 10100, perWord: 33},
  GBP: {base: 7900, perWord: 26},
};

const audioAdRates: Record<WidgetCurrency, {perLength: Record<number, number>; scriptWriting: number}> = {
  EUR: {perLength: {15: 9900, 30: 14900, 60: 24900}, scriptWriting: 3000},
  USD: {perLength: {15: 10900, 30: 16500, 60: 27400}, scriptWriting: 3300},
  GBP: {perLength: {15: 8600, 30: 12900, 60: 21500}, scriptWriting: 2600},
};

/** What `POST /quotes` would answer for these choices, computed locally. */
export function demoQuote(category: WidgetCategory, choices: OrderChoices, currency: WidgetCurrency): DemoQuote {
  if (category === 'voice_over') {
    const attributes = choices.voice_over;
    const rate = voiceOverRates[currency];
    const words = Math.min(Math.max(attributes.word_count || 0, wordCountLimits.min), wordCountLimits.max);
    return {
      category,
      attributes,
      price: {amount: rate.base + rate.perWord * words, currency},
      turnaround_hours: words <= 500 ? 24 : words <= 2000 ? 48 : 72,
    };
  }
  const attributes = choices.audio_ads;
  const rate = audioAdRates[currency];
  return {
    category,
    attributes,
    price: {
      amount: rate.perLength[attributes.spot_length_seconds] + (attributes.script_writing ? rate.scriptWriting : 0),
      currency,
    },
    turnaround_hours: attributes.script_writing ? 72 : 48,
  };
}

/** The session the playground pretends your server created. */
export const demoSession = {
  reference: 'order-1042',
  test_mode: true,
  lifetime_minutes: 30,
} as const;

const crockfordBase32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A project ID shaped like the API's: prefix plus a 26-character ULID. */
export function demoProjectId(): string {
  let ulid = '01J';
  while (ulid.length < 26) {
    ulid += crockfordBase32[Math.floor(Math.random() * crockfordBase32.length)];
  }
  return `prj_${ulid}`;
}
