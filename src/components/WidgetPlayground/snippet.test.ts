import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {provider} from '@site/src/data/provider';
import {defaultPlaygroundValues, widgetComponents, widgetScript} from '@site/src/data/widget';
import {widgetSnippet} from './snippet';

describe('widget snippet', () => {
  it("with the React example page's settings, is the widget page's script tag, fallback link included", () => {
    const page = readFileSync('docs/widget/intro.mdx', 'utf8');
    const template = /^export const scriptTagPage = `([\s\S]*?)`;$/m.exec(page)?.[1];
    expect(page).toContain('<CodeBlock language="html">{scriptTagPage}</CodeBlock>');
    expect(template).toBeDefined();
    const pageCode = template!
      .replace(/\$\{widgetScript\.(\w+)\}/g, (_, name: keyof typeof widgetScript) => widgetScript[name])
      .replace(/\\([`$])/g, '$1');
    expect(pageCode).toContain('<a href="/contact?subject=audio-order">');
    expect(widgetSnippet({...defaultPlaygroundValues, theme: 'auto', locale: 'en-GB'}, 'script')).toBe(pageCode);
  });
  it("with the React example page's settings, is that page's src/AudioOrderPage.tsx", () => {
    const page = readFileSync('docs/widget/react-example/basicSettings.mdx', 'utf8');
    const template = /^export const audioOrderPage = `([\s\S]*?)`;$/m.exec(page)?.[1];
    expect(page).toContain('<CodeBlock language="tsx" title="src/AudioOrderPage.tsx">{audioOrderPage}</CodeBlock>');
    expect(template).toBeDefined();
    // The page's block is a template literal: its names filled in, its escapes undone.
    const pageCode = template!
      .replace(/\$\{widgetComponents\.(\w+)\}/g, (_, name: keyof typeof widgetComponents) => widgetComponents[name])
      .replace(/\$\{provider\.widgetPackage\}/g, provider.widgetPackage)
      .replace(/\\([`$])/g, '$1');
    expect(widgetSnippet({...defaultPlaygroundValues, theme: 'auto', locale: 'en-GB'}, 'react')).toBe(pageCode);
  });

  it('with the defaults, sets only the token, the payment callback and the session renewal', () => {
    expect(widgetSnippet(defaultPlaygroundValues, 'react')).toContain(
      [
        '    <WidgetProvider clientToken={clientToken}>',
        '      <OrderWidget',
        '        onPaymentSucceeded={(event) => {',
      ].join('\n'),
    );
    const script = widgetSnippet(defaultPlaygroundValues, 'script');
    expect(script).toContain("const widget = StudiowaveWidget.mount(document.getElementById('audio-order'), {");
    expect(script).toMatch(/\{\n\s+clientToken: session\.client_token,\n\s+onPaymentSucceeded:/);
    expect(script).toContain(
      'newSession().then((next) => widget.update({clientToken: next.client_token}), console.error);',
    );
  });

  it('adds each changed setting once, strings as attributes, others as expressions, nested ones grouped', () => {
    const values = {
      ...defaultPlaygroundValues,
      theme: 'dark',
      locale: 'de-DE',
      'navBar.visible': false,
      'navBar.variant': 'dots',
      'payment.methods': ['card'],
    };
    const react = widgetSnippet(values, 'react');
    expect(react).toContain('    <WidgetProvider clientToken={clientToken} theme="dark" locale="de-DE">');
    // Past 80 characters, one attribute a line.
    expect(widgetSnippet({...values, accentColor: '#0b7285'}, 'react')).toContain(
      [
        '    <WidgetProvider',
        '      clientToken={clientToken}',
        '      theme="dark"',
        '      accentColor="#0b7285"',
        '      locale="de-DE"',
        '    >',
      ].join('\n'),
    );
    expect(react).toContain("        navBar={{visible: false, variant: 'dots'}}");
    expect(react).toContain("        payment={{methods: ['card']}}");
    const script = widgetSnippet(values, 'script');
    expect(script).toContain("theme: 'dark',");
    expect(script).toContain("navBar: {visible: false, variant: 'dots'},");
    expect(script).toContain("payment: {methods: ['card']},");
  });

  it('leaves out a setting set back to its default, arrays compared by value', () => {
    const values = {
      ...defaultPlaygroundValues,
      'payment.methods': [...(defaultPlaygroundValues['payment.methods'] as string[])],
    };
    expect(widgetSnippet(values, 'react')).toBe(widgetSnippet(defaultPlaygroundValues, 'react'));
  });
});
