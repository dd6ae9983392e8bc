/**
 * The provider this site documents, named once: the site title, the widget's package and
 * script host and the support address come from here. The API hosts are the contracts'
 * servers (pages import `contracts/openapi/<contract>.yaml?servers`).
 */
export const provider = {
  name: 'Studiowave',
  /** Where the site is published: its canonical links, the feed and the Markdown copies' links start here. */
  siteUrl: 'https://www.studiowave.example',
  tagline: 'Order voice-over and audio ads from your own product',
  widgetCdnHost: 'cdn.studiowave.example',
  /** Serves the widget's payment frame: card fields, 3-D Secure challenges and the PayPal button. */
  widgetPaymentHost: 'pay.studiowave.example',
  widgetPackage: '@studiowave/widget',
  supportEmail: 'integrations@studiowave.example',
  /** The integrator dashboard: API credentials and their scopes, webhook endpoints and secrets. */
  dashboardUrl: 'https://dashboard.studiowave.example',
} as const;
