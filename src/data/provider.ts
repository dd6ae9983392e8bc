/**
 * The provider this site documents, named once. The site title, the API hosts in
 * every sample and the widget script URL all come from here.
 */
export const provider = {
  name: 'Studiowave',
  tagline: 'Order voice-over and audio ads from your own product',
  apiHost: 'api.studiowave.example',
  sandboxApiHost: 'sandbox.api.studiowave.example',
  widgetCdnHost: 'cdn.studiowave.example',
  /** Serves the widget's payment frame: card fields, 3-D Secure challenges and the PayPal button. */
  widgetPaymentHost: 'pay.studiowave.example',
  widgetPackage: '@studiowave/widget',
  supportEmail: 'integrations@studiowave.example',
} as const;

export const apiBaseUrl = `https://${provider.apiHost}`;
export const sandboxApiBaseUrl = `https://${provider.sandboxApiHost}`;
