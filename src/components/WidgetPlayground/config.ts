/**
 * Reads the playground's loose values into the typed configuration the demo widget
 * runs on, and finds the configuration errors the real widget reports with
 * `onError({code: 'invalid_configuration'})`.
 */
import {
  paymentMethods,
  stepIds,
  widgetCategories,
  widgetCurrencies,
  widgetLocales,
  type PaymentMethod,
  type PlaygroundValues,
  type StepId,
  type WidgetCategory,
  type WidgetCurrency,
  type WidgetLocale,
} from '@site/src/data/widget';
import {contrastRatio, parseColor} from '@site/src/utils/contrast';

export interface WidgetConfig {
  theme: 'light' | 'dark' | 'auto';
  accentColor: string;
  locale: WidgetLocale;
  category: WidgetCategory | undefined;
  steps: StepId[];
  navBar: {visible: boolean; variant: 'steps' | 'compact'; showStepNumbers: boolean; clickable: boolean};
  payment: {methods: PaymentMethod[]; currency: WidgetCurrency};
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function subsetOf<T extends string>(allowed: readonly T[], value: unknown): T[] {
  const list = Array.isArray(value) ? value : [];
  return allowed.filter((item) => list.includes(item));
}

export function readConfig(values: PlaygroundValues): WidgetConfig {
  const category = values.category;
  return {
    theme: oneOf(['light', 'dark', 'auto'] as const, values.theme, 'light'),
    accentColor: typeof values.accentColor === 'string' ? values.accentColor : '#5b3cc4',
    locale: oneOf(widgetLocales, values.locale, 'en-US'),
    category: widgetCategories.includes(category as WidgetCategory) ? (category as WidgetCategory) : undefined,
    steps: subsetOf(stepIds, values.steps),
    navBar: {
      visible: values['navBar.visible'] !== false,
      variant: oneOf(['steps', 'compact'] as const, values['navBar.variant'], 'steps'),
      showStepNumbers: values['navBar.showStepNumbers'] !== false,
      clickable: values['navBar.clickable'] !== false,
    },
    payment: {
      methods: subsetOf(paymentMethods, values['payment.methods']),
      currency: oneOf(widgetCurrencies, values['payment.currency'], 'EUR'),
    },
  };
}

/** The steps the visitor goes through: a preset category skips the category step. */
export function visibleSteps(config: WidgetConfig): StepId[] {
  return config.steps.filter((step) => !(step === 'category' && config.category !== undefined));
}

/** The message of `onError({code: 'invalid_configuration'})`, or null when the configuration is valid. */
export function configurationError(config: WidgetConfig): string | null {
  if (!config.steps.includes('category') && config.category === undefined) {
    return "`steps` hides 'category' but `category` is not set: the visitor could not choose one.";
  }
  if (config.payment.methods.length === 0) {
    return '`payment.methods` is empty: the visitor could not pay.';
  }
  return null;
}

/** Black or white, whichever contrasts more with the accent colour. */
export function textColorOn(hexColor: string): string {
  const color = /^#[0-9a-f]{6}$/i.test(hexColor) ? parseColor(hexColor) : undefined;
  if (!color) {
    return '#ffffff';
  }
  return contrastRatio(color, [0, 0, 0]) > contrastRatio(color, [255, 255, 255]) ? '#000000' : '#ffffff';
}
