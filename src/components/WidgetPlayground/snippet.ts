/**
 * Turns the playground's values into the code an integrator would write. Only settings
 * that differ from their documented default appear, so the snippet is the smallest
 * configuration that gives the preview.
 */
import {provider} from '@site/src/data/provider';
import {
  playgroundSettings,
  widgetComponents,
  widgetScript,
  type PlaygroundValues,
  type SettingValue,
  type WidgetSetting,
} from '@site/src/data/widget';

export type SnippetFlavour = 'react' | 'script';

function sameValue(a: SettingValue, b: SettingValue): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => item === b[index]);
  }
  return a === b;
}

function literal(value: Exclude<SettingValue, undefined>): string {
  if (typeof value === 'string') {
    return `'${value}'`;
  }
  if (typeof value === 'boolean') {
    return String(value);
  }
  return `[${value.map((item) => `'${item}'`).join(', ')}]`;
}

interface ChangedProps {
  /** Top-level props, in the order of the description. */
  plain: Array<[string, string]>;
  /** Object props (`navBar`, `payment`), as `key: value` entries. */
  nested: Array<[string, string[]]>;
}

function changedProps(values: PlaygroundValues, component: WidgetSetting['component']): ChangedProps {
  const result: ChangedProps = {plain: [], nested: []};
  for (const setting of playgroundSettings) {
    const value = values[setting.name];
    if (setting.component !== component || value === undefined || sameValue(value, setting.default)) {
      continue;
    }
    const [prop, key] = setting.name.split('.');
    if (key === undefined) {
      result.plain.push([prop, literal(value)]);
      continue;
    }
    const entry = result.nested.find(([name]) => name === prop);
    const keyValue = `${key}: ${literal(value)}`;
    if (entry) {
      entry[1].push(keyValue);
    } else {
      result.nested.push([prop, [keyValue]]);
    }
  }
  return result;
}

function jsxAttributes(props: ChangedProps): string[] {
  return [
    ...props.plain.map(([name, value]) =>
      value.startsWith("'") ? `${name}="${value.slice(1, -1)}"` : `${name}={${value}}`,
    ),
    ...props.nested.map(([name, entries]) => `${name}={{${entries.join(', ')}}}`),
  ];
}

/** The React page of the widget's React example (basicSettings), with the settings changed here. */
function reactSnippet(values: PlaygroundValues): string {
  const providerAttributes = [
    'clientToken={clientToken}',
    ...jsxAttributes(changedProps(values, widgetComponents.provider)),
  ];
  const widgetAttributes = [
    ...jsxAttributes(changedProps(values, widgetComponents.widget)),
    'onPaymentSucceeded={(event) => {',
    '  window.location.assign(`/thank-you?project=${event.project_id}`);',
    '}}',
    'onError={(event) => {',
    "  // The session ended: a new one; the widget keeps the visitor's choices.",
    "  if (event.code === 'session_expired') newClientToken().then(setClientToken, console.error);",
    '}}',
  ];
  // On one line while it fits in 80 characters, as the page writes it.
  const oneLine = `    <${widgetComponents.provider} ${providerAttributes.join(' ')}>`;
  const providerOpening =
    oneLine.length <= 80
      ? oneLine
      : [`    <${widgetComponents.provider}`, ...providerAttributes.map((line) => `      ${line}`), '    >'].join('\n');
  return [
    "import {useState} from 'react';",
    "import {createRoot} from 'react-dom/client';",
    `import {${widgetComponents.provider}, ${widgetComponents.widget}} from '${provider.widgetPackage}';`,
    '',
    "// Your endpoint, which calls POST /widget-sessions with this checkout's reference.",
    'async function newClientToken(): Promise<string> {',
    "  const response = await fetch('/widget-session', {method: 'POST'});",
    '  if (!response.ok) throw new Error(`No widget session: ${response.status}`);',
    '  return (await response.json()).client_token;',
    '}',
    '',
    'type Props = {clientToken: string};',
    '',
    'export function AudioOrderPage(props: Props) {',
    '  const [clientToken, setClientToken] = useState(props.clientToken);',
    '  return (',
    providerOpening,
    `      <${widgetComponents.widget}`,
    ...widgetAttributes.map((line) => `        ${line}`),
    '      />',
    `    </${widgetComponents.provider}>`,
    '  );',
    '}',
    '',
    "// The page's entry: a first session, then the widget. Without a session there is no",
    '// widget, and the element keeps what it holds (a link to another way to order).',
    'export function renderAudioOrderPage(element: HTMLElement): Promise<void> {',
    '  return newClientToken().then(',
    '    (clientToken) => createRoot(element).render(<AudioOrderPage clientToken={clientToken} />),',
    '    console.error,',
    '  );',
    '}',
  ].join('\n');
}

function scriptSnippet(values: PlaygroundValues): string {
  const props = [changedProps(values, widgetComponents.provider), changedProps(values, widgetComponents.widget)];
  const options = [
    'clientToken: session.client_token,',
    ...props.flatMap((changed) => [
      ...changed.plain.map(([name, value]) => `${name}: ${value},`),
      ...changed.nested.map(([name, entries]) => `${name}: {${entries.join(', ')}},`),
    ]),
    'onPaymentSucceeded: (event) => {',
    "  window.location.assign('/thank-you?project=' + event.project_id);",
    '},',
    'onError: (event) => {',
    "  // The session ended: a new one; the widget keeps the visitor's choices.",
    "  if (event.code === 'session_expired')",
    '    newSession().then((next) => widget.update({clientToken: next.client_token}), console.error);',
    '},',
  ];
  return [
    '<div id="audio-order">',
    '  <!-- Replaced by the widget; stays when it cannot run. -->',
    '  <a href="/contact?subject=audio-order">Order by email instead</a>',
    '</div>',
    `<script src="${widgetScript.url}"></script>`,
    '<script>',
    "  // Your endpoint, which calls POST /widget-sessions with this checkout's reference.",
    '  const newSession = () =>',
    "    fetch('/widget-session', {method: 'POST'}).then((response) => {",
    "      if (!response.ok) throw new Error('No widget session: ' + response.status);",
    '      return response.json();',
    '    });',
    '',
    '  // Without the script (blocked, offline) there is no widget to run: ask for no session.',
    `  if (typeof ${widgetScript.globalName} !== 'undefined') {`,
    '    newSession().then((session) => {',
    `      const widget = ${widgetScript.globalName}.mount(document.getElementById('audio-order'), {`,
    ...options.map((line) => `        ${line}`),
    '      });',
    '    }).catch((error) => {',
    '      // No session, so no widget: what the element holds (a link to another way to order) stays.',
    '      console.error(error);',
    '    });',
    '  }',
    '</script>',
  ].join('\n');
}

export function widgetSnippet(values: PlaygroundValues, flavour: SnippetFlavour): string {
  return flavour === 'react' ? reactSnippet(values) : scriptSnippet(values);
}
