import {expect, it} from 'vitest';
import config from '../docusaurus.config';

// Spec rules that live only in the configuration: nothing in a page shows them until a
// writer breaks a link, so they are read here.

it('a broken link fails the build; broken Markdown links, anchors and duplicate routes only warn (spec §2)', () => {
  expect(config.onBrokenLinks).toBe('throw');
  expect(config.onBrokenAnchors).toBe('warn');
  expect(config.onDuplicateRoutes).toBe('warn');
  expect(config.markdown?.hooks?.onBrokenMarkdownLinks).toBe('warn');
});

it('the site is in English only (spec §1, §9)', () => {
  expect(config.i18n).toMatchObject({defaultLocale: 'en', locales: ['en']});
});
