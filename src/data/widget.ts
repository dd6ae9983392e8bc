/**
 * The widget's public API, described once. The settings tables on the widget pages
 * and the controls of the playground are both rendered from `widgetSettings`, and the
 * playground's code snippet is generated from the same entries, so the documentation
 * and the demo cannot drift apart.
 */
import {provider} from './provider';

/** The widget's steps, in the order the visitor goes through them. */
export const stepIds = ['category', 'details', 'review', 'payment'] as const;
export type StepId = (typeof stepIds)[number];

/** What moves the widget to another step, as `onStepChange` reports it. */
export const stepTriggers = ['continue', 'back', 'nav_bar', 'restart'] as const;
export type StepTrigger = (typeof stepTriggers)[number];

export const widgetLocales = ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'es-ES'] as const;
export type WidgetLocale = (typeof widgetLocales)[number];

export const widgetCategories = ['voice_over', 'audio_ads'] as const;
export type WidgetCategory = (typeof widgetCategories)[number];

export const paymentMethods = ['card', 'paypal'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const widgetCurrencies = ['EUR', 'USD', 'GBP'] as const;
export type WidgetCurrency = (typeof widgetCurrencies)[number];

/** The components the package exports, named once for pages and snippets. */
export const widgetComponents = {
  provider: 'WidgetProvider',
  widget: 'OrderWidget',
} as const;

/** The script-tag build: a global object with a `mount` function. */
export const widgetScript = {
  url: `https://${provider.widgetCdnHost}/widget/v1/widget.js`,
  globalName: `${provider.name}Widget`,
} as const;

/**
 * The values a playground control can hold. `undefined` stands for "not set", which is
 * how an optional prop with no default looks to a React component.
 */
export type SettingValue = string | boolean | readonly string[] | undefined;

export interface AllowedValue {
  value: string;
  /** What the value means, shown in tables and as the control's option label. */
  label: string;
  /** The playground keeps this value selected and its checkbox disabled. */
  locked?: boolean;
}

export interface PayloadField {
  name: string;
  type: string;
  description: string;
}

/**
 * How the playground lets the reader change a setting. Settings without a control are
 * documented in the tables only (tokens, callbacks, free text).
 */
export type SettingControl = 'select' | 'toggle' | 'checkboxes' | 'color';

/** Which table a setting appears in; one table per page section. */
export type SettingGroup = 'provider' | 'widget' | 'navBar' | 'payment' | 'callbacks';

export interface WidgetSetting {
  /** The prop, with a dot for a key of an object prop: `navBar.visible` is `navBar={{visible}}`. */
  name: string;
  component: (typeof widgetComponents)[keyof typeof widgetComponents];
  group: SettingGroup;
  /** The TypeScript type as an integrator writes it. */
  type: string;
  required?: boolean;
  default?: SettingValue;
  /** Shown instead of the default when the default is not a plain value. */
  defaultLabel?: string;
  allowed?: readonly AllowedValue[];
  description: string;
  control?: SettingControl;
  /** For callbacks: the fields of the object the callback receives. */
  payload?: readonly PayloadField[];
}

const stepLabels: Record<StepId, string> = {
  category: 'The visitor picks voice over or audio ad.',
  details: 'The order form: the category’s attributes, such as language and length.',
  review: 'The summary with the price and delivery time.',
  payment: 'The payment form.',
};

/** A setting's or payload's type written as the union of its values, from the one list of them. */
const unionOf = (values: readonly string[]) => values.map((value) => `'${value}'`).join(' | ');

const priceField: PayloadField = {
  name: 'price',
  type: `{amount: number; currency: ${unionOf(widgetCurrencies)}}`,
  description: 'In minor units, exactly as in the API: `{"amount": 14900, "currency": "EUR"}` is €149.00.',
};

export const widgetSettings: readonly WidgetSetting[] = [
  // WidgetProvider
  {
    name: 'clientToken',
    component: 'WidgetProvider',
    group: 'provider',
    type: 'string',
    required: true,
    description:
      'The `client_token` of a widget session your server created with `POST /widget-sessions`. It is valid for 30 minutes and only for this widget; a sandbox session puts the widget in test mode.',
  },
  {
    name: 'theme',
    component: 'WidgetProvider',
    group: 'provider',
    type: "'light' | 'dark' | 'auto'",
    default: 'light',
    allowed: [
      {value: 'light', label: 'Dark text on a light background.'},
      {value: 'dark', label: 'Light text on a dark background.'},
      {value: 'auto', label: 'Follows the visitor’s `prefers-color-scheme` and its changes.'},
    ],
    description: 'The colour scheme of the widget.',
    control: 'select',
  },
  {
    name: 'accentColor',
    component: 'WidgetProvider',
    group: 'provider',
    type: 'string',
    default: '#5b3cc4',
    description:
      'Any CSS colour, used for buttons, the current step and the selected options. The widget picks black or white text on it, whichever contrasts more; focus rings keep the text colour.',
    control: 'color',
  },
  {
    name: 'locale',
    component: 'WidgetProvider',
    group: 'provider',
    type: unionOf(widgetLocales),
    default: 'en-US',
    allowed: [
      {value: 'en-US', label: 'English (United States)'},
      {value: 'en-GB', label: 'English (United Kingdom)'},
      {value: 'de-DE', label: 'German'},
      {value: 'fr-FR', label: 'French'},
      {value: 'es-ES', label: 'Spanish (Spain)'},
    ],
    description:
      'The language of the widget’s texts and the format of prices, numbers and dates. It does not change the currency.',
    control: 'select',
  },

  // OrderWidget
  {
    name: 'category',
    component: 'OrderWidget',
    group: 'widget',
    type: unionOf(widgetCategories),
    defaultLabel: 'not set: the visitor chooses',
    allowed: [
      {value: 'voice_over', label: 'Voice over: a voice actor records the visitor’s script.'},
      {value: 'audio_ads', label: 'Audio ad: a finished 15, 30 or 60 second spot.'},
    ],
    description:
      'Starts the widget on one category and skips the category step. Leave it out to let the visitor choose.',
    control: 'select',
  },
  {
    name: 'steps',
    component: 'OrderWidget',
    group: 'widget',
    type: `Array<${unionOf(stepIds)}>`,
    default: stepIds,
    allowed: stepIds.map((step) => ({
      value: step,
      label: stepLabels[step],
      locked: step === 'details' || step === 'payment',
    })),
    description:
      'The steps the visitor sees. `details` and `payment` are always shown. Without `category`, hiding the `category` step is a configuration error.',
    control: 'checkboxes',
  },
  {
    name: 'className',
    component: 'OrderWidget',
    group: 'widget',
    type: 'string',
    description:
      'A class for the widget’s outer element, to size or position it. The widget’s inner styles are scoped and do not leak into your page.',
  },

  // navBar
  {
    name: 'navBar.visible',
    component: 'OrderWidget',
    group: 'navBar',
    type: 'boolean',
    default: true,
    description:
      'Shows the step navigation bar. When hidden, the visitor moves with the Continue and Back buttons only, and each step still announces its name to screen readers.',
    control: 'toggle',
  },
  {
    name: 'navBar.variant',
    component: 'OrderWidget',
    group: 'navBar',
    type: "'steps' | 'compact'",
    default: 'steps',
    allowed: [
      {value: 'steps', label: 'Every step by name, the current one highlighted.'},
      {value: 'compact', label: 'One line: “Step 2 of 4: Details”.'},
    ],
    description: 'How the bar looks. In a container narrower than 360 px the widget uses `compact` whatever you set.',
    control: 'select',
  },
  {
    name: 'navBar.showStepNumbers',
    component: 'OrderWidget',
    group: 'navBar',
    type: 'boolean',
    default: true,
    description: 'Numbers the steps in the `steps` variant.',
    control: 'toggle',
  },
  {
    name: 'navBar.clickable',
    component: 'OrderWidget',
    group: 'navBar',
    type: 'boolean',
    default: true,
    description:
      'Lets the visitor go back to a completed step by clicking it. Steps ahead of the current one are never clickable.',
    control: 'toggle',
  },
  {
    name: 'navBar.labels',
    component: 'OrderWidget',
    group: 'navBar',
    type: 'Partial<Record<StepId, string>>',
    defaultLabel: 'the locale’s step names',
    description:
      'Your own names for some or all steps, for example `{review: "Summary"}`. You translate them: the widget shows them in every locale.',
  },

  // payment
  {
    name: 'payment.methods',
    component: 'OrderWidget',
    group: 'payment',
    type: "Array<'card' | 'paypal'>",
    default: paymentMethods,
    allowed: [
      {value: 'card', label: 'Visa, Mastercard and American Express, with 3-D Secure when the bank asks for it.'},
      {value: 'paypal', label: 'PayPal, confirmed in a PayPal window.'},
    ],
    description:
      'The payment methods offered, in this order. At least one is needed; an empty list is a configuration error.',
    control: 'checkboxes',
  },
  {
    name: 'payment.currency',
    component: 'OrderWidget',
    group: 'payment',
    type: unionOf(widgetCurrencies),
    default: 'EUR',
    allowed: [
      {value: 'EUR', label: 'Euro'},
      {value: 'USD', label: 'US dollar'},
      {value: 'GBP', label: 'Pound sterling'},
    ],
    description:
      'The currency the widget asks quotes in and the visitor pays in. Each currency has its own price list, so the widget never converts; the project keeps this currency. Unlike the API’s quotes, it does not follow your account’s currency: with a USD or GBP account, set it.',
    control: 'select',
  },

  // Callbacks
  {
    name: 'onReady',
    component: 'OrderWidget',
    group: 'callbacks',
    type: '(event: ReadyEvent) => void',
    description: 'The widget has checked its session, loaded the catalogue and shows its first step.',
    payload: [
      {
        name: 'test_mode',
        type: 'boolean',
        description: 'True for a sandbox session: only test cards and the simulated PayPal window work.',
      },
      {name: 'expires_at', type: 'string', description: 'When the session ends (RFC 3339, UTC).'},
    ],
  },
  {
    name: 'onStepChange',
    component: 'OrderWidget',
    group: 'callbacks',
    type: '(event: StepChangeEvent) => void',
    description: 'The visitor moved to another step.',
    payload: [
      {name: 'step', type: 'StepId', description: 'The step now shown.'},
      {name: 'previous_step', type: 'StepId', description: 'The step the visitor left.'},
      {
        name: 'trigger',
        type: unionOf(stepTriggers),
        description:
          'What moved the visitor: the Continue button, the Back button, a click in the navigation bar, or `restart`: the widget went back to its first step after `onCancel`, for a new order, or because a prop change hid the step shown.',
      },
    ],
  },
  {
    name: 'onPriceChange',
    component: 'OrderWidget',
    group: 'callbacks',
    type: '(event: PriceChangeEvent) => void',
    description: 'The widget priced the current choices (it asks for a quote whenever they change).',
    payload: [
      {name: 'category', type: unionOf(widgetCategories), description: 'The category code.'},
      {
        name: 'attributes',
        type: 'object',
        description: 'The chosen attribute values, keyed by attribute code as in the API.',
      },
      priceField,
      {name: 'turnaround_hours', type: 'number', description: 'The promised delivery time.'},
    ],
  },
  {
    name: 'onPaymentSucceeded',
    component: 'OrderWidget',
    group: 'callbacks',
    type: '(event: PaymentSucceededEvent) => void',
    description:
      'The payment went through and the project exists. Show your thank-you page; your server confirms the order with the `project.created` webhook and `GET /projects/{project_id}` before it acts on it.',
    payload: [
      {name: 'project_id', type: 'string', description: 'The new project, `prj_…`, as in the API and its webhooks.'},
      {name: 'reference', type: 'string | null', description: 'The `reference` you gave the widget session.'},
      priceField,
      {name: 'test_mode', type: 'boolean', description: 'True when no real money moved.'},
    ],
  },
  {
    name: 'onPaymentFailed',
    component: 'OrderWidget',
    group: 'callbacks',
    type: '(event: PaymentFailedEvent) => void',
    description:
      'A payment attempt failed. The widget already told the visitor and lets them try again; no project exists.',
    payload: [
      {
        name: 'code',
        type: "'card_declined' | 'authentication_failed' | 'payment_method_unavailable'",
        description: 'Why it failed.',
      },
      {name: 'message', type: 'string', description: 'The text shown to the visitor, in the widget’s locale.'},
    ],
  },
  {
    name: 'onCancel',
    component: 'OrderWidget',
    group: 'callbacks',
    type: '(event: CancelEvent) => void',
    description:
      'The visitor gave up on the payment step, with its “Cancel order” button or by closing the PayPal window. Nothing was charged and the widget is back on its first step.',
    payload: [
      {
        name: 'step',
        type: 'StepId',
        description: 'The step the visitor cancelled on: `payment`, the one step that can be cancelled.',
      },
    ],
  },
  {
    name: 'onError',
    component: 'OrderWidget',
    group: 'callbacks',
    type: '(event: WidgetErrorEvent) => void',
    description:
      'The widget cannot go on and shows its error state. `session_expired`: create a new session and pass the new token; the widget resumes as soon as it has it, with the visitor’s choices. Until then its “Try again” button calls `onError` with `session_expired` again, so the same handler retries.',
    payload: [
      {
        name: 'code',
        type: "'session_expired' | 'invalid_configuration' | 'network_error' | 'no_categories'",
        description: 'What went wrong.',
      },
      {name: 'message', type: 'string', description: 'A description for your logs, in English.'},
    ],
  },
];

/** What the script tag's global offers: `mount`, and the object it returns. */
export const widgetScriptCalls: ReadonlyArray<{call: string; description: string}> = [
  {
    call: `${widgetScript.globalName}.mount(element, settings)`,
    description:
      'Renders the widget in place of what `element` holds and returns the mounted widget. `settings` is one flat object of both components’ props: the provider’s ' +
      new Intl.ListFormat('en-GB').format(
        widgetSettings.filter(({group}) => group === 'provider').map(({name}) => `\`${name}\``),
      ) +
      ' beside the widget’s `category`, `steps` and callbacks.',
  },
  {
    call: 'widget.update(settings)',
    description:
      'Changes the settings you pass and keeps the others and the visitor’s choices: pass a new `clientToken` when the session expires.',
  },
  {call: 'widget.unmount()', description: 'Removes the widget and leaves `element` empty.'},
];

export type CallbackName =
  'onReady' | 'onStepChange' | 'onPriceChange' | 'onPaymentSucceeded' | 'onPaymentFailed' | 'onCancel' | 'onError';

/** The settings the playground can change, with their defaults. */
export const playgroundSettings = widgetSettings.filter((setting) => setting.control !== undefined);

export type PlaygroundValues = Record<string, SettingValue>;

export const defaultPlaygroundValues: PlaygroundValues = Object.fromEntries(
  playgroundSettings.map((setting) => [setting.name, setting.default]),
);

export type TestCardOutcome = 'success' | 'declined' | 'method_unavailable' | 'authentication_required';

export interface TestCard {
  number: string;
  outcome: TestCardOutcome;
  description: string;
}

/**
 * Test-mode cards. Any future expiry date and any 3-digit CVC work with them; in test
 * mode every other number is refused before it reaches a bank.
 */
export const testCards: readonly TestCard[] = [
  {number: '4242 4242 4242 4242', outcome: 'success', description: 'The payment succeeds and the project is created.'},
  {
    number: '4000 0000 0000 0002',
    outcome: 'declined',
    description: 'The bank declines: `onPaymentFailed` with `card_declined`; the visitor can try another card.',
  },
  {
    number: '4000 0000 0000 9995',
    outcome: 'method_unavailable',
    description:
      'The card cannot pay at the moment (its network does not answer): `onPaymentFailed` with `payment_method_unavailable`; the visitor can pay another way (another card, or PayPal where you offer it).',
  },
  {
    number: '4000 0027 6000 3184',
    outcome: 'authentication_required',
    description:
      'The bank asks for 3-D Secure: the widget shows a simulated challenge. Completing it succeeds; failing it calls `onPaymentFailed` with `authentication_failed`.',
  },
];
