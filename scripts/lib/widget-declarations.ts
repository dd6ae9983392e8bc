import {provider} from '../../src/data/provider';
import {stepIds, widgetComponents, widgetScript, widgetSettings, type WidgetSetting} from '../../src/data/widget';

// TypeScript declarations of the widget package and of its script-tag global, written
// from the one description of the widget's API (src/data/widget.ts): what a page's code
// may use is what the settings tables document, and nothing else.

function propsOf(settings: readonly WidgetSetting[]): string {
  const lines: string[] = [];
  const nested = new Map<string, string[]>();
  for (const setting of settings) {
    const [name, key] = setting.name.split('.');
    if (key) nested.set(name, [...(nested.get(name) ?? []), `${key}?: ${setting.type};`]);
    else lines.push(`${name}${setting.required ? '' : '?'}: ${setting.type};`);
  }
  for (const [name, keys] of nested) lines.push(`${name}?: {${keys.join(' ')}};`);
  return `{\n    ${lines.join('\n    ')}\n  }`;
}

/** The event types the callbacks name, e.g. `(event: ReadyEvent) => void`, from their payloads. */
function eventTypes(): string[] {
  return widgetSettings.flatMap((setting) => {
    const name = /^\(event: (\w+)\) => void$/.exec(setting.type)?.[1];
    if (!name || !setting.payload) return [];
    return [`export type ${name} = {${setting.payload.map((field) => `${field.name}: ${field.type};`).join(' ')}};`];
  });
}

export function widgetDeclarations(): string {
  const {provider: providerComponent, widget} = widgetComponents;
  const byComponent = (component: string) => widgetSettings.filter((setting) => setting.component === component);
  const types = [
    `export type StepId = ${stepIds.map((step) => `'${step}'`).join(' | ')};`,
    ...eventTypes(),
    `export type ${providerComponent}Props = ${propsOf(byComponent(providerComponent))};`,
    `export type ${widget}Props = ${propsOf(byComponent(widget))};`,
  ];
  const settings = `import('${provider.widgetPackage}').${providerComponent}Props & import('${provider.widgetPackage}').${widget}Props`;
  return `declare module '${provider.widgetPackage}' {
  import type {JSX, ReactNode} from 'react';
  ${types.join('\n  ')}
  export function ${providerComponent}(props: ${providerComponent}Props & {children?: ReactNode}): JSX.Element;
  export function ${widget}(props: ${widget}Props): JSX.Element;
}

type MountSettings = ${settings};

declare const ${widgetScript.globalName}: {
  mount(element: Element, settings: MountSettings): {update(settings: Partial<MountSettings>): void; unmount(): void};
};
`;
}
