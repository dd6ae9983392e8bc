import React, {type ReactNode} from 'react';
import {widgetSettings, type SettingGroup, type SettingValue, type WidgetSetting} from '@site/src/data/widget';
import InlineCode from '@site/src/components/InlineCode';
import ScrollableRegion from '@site/src/components/ScrollableRegion';
import styles from './styles.module.css';

interface Props {
  /** Which settings to list: one group of the widget's description. */
  group: SettingGroup;
  /** Lists only these settings of the group, in the description's order. */
  only?: readonly string[];
}

function formatDefault(setting: WidgetSetting): ReactNode {
  if (setting.required) return <em>required</em>;
  const value: SettingValue = setting.default;
  if (value === undefined) return setting.defaultLabel ?? <em>not set</em>;
  const literal =
    typeof value === 'string'
      ? `'${value}'`
      : typeof value === 'boolean'
        ? String(value)
        : `[${value.map((item) => `'${item}'`).join(', ')}]`;
  return <code>{literal}</code>;
}

const anchorOf = (name: string) => `setting-${name.replace(/\./g, '-')}`;

/**
 * The widget's settings or callbacks as a table, rendered from the same description
 * (`src/data/widget.ts`) as the playground's controls.
 */
export default function WidgetSettingsTable({group, only}: Props): ReactNode {
  const settings = widgetSettings.filter(
    (setting) => setting.group === group && (only === undefined || only.includes(setting.name)),
  );
  const unknown = only?.filter((name) => !settings.some((setting) => setting.name === name)) ?? [];
  if (unknown.length > 0) {
    // A typo in a page would silently drop a row; fail the build instead.
    throw new Error(`WidgetSettingsTable: no setting ${unknown.join(', ')} in group "${group}" of src/data/widget.ts`);
  }
  if (group === 'callbacks') {
    return (
      <ScrollableRegion label="Widget callbacks">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Callback</th>
              <th scope="col">When it is called, and the object it receives</th>
            </tr>
          </thead>
          <tbody>
            {settings.map((setting) => (
              <tr key={setting.name} id={anchorOf(setting.name)}>
                <th scope="row">
                  <code>{setting.name}</code>
                </th>
                <td>
                  <InlineCode text={setting.description} />
                  <ul className={styles.payload}>
                    {setting.payload?.map((field) => (
                      <li key={field.name}>
                        <code>{field.name}</code> <span className={styles.type}>{field.type}</span>:{' '}
                        <InlineCode text={field.description} />
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollableRegion>
    );
  }
  return (
    <ScrollableRegion label={`Widget settings: ${group}`}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Setting</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {settings.map((setting) => (
            <tr key={setting.name} id={anchorOf(setting.name)}>
              <th scope="row">
                <code>{setting.name}</code>
                {setting.control && <span className={styles.tryIt}>in the playground</span>}
              </th>
              <td>
                <code className={styles.type}>{setting.type}</code>
              </td>
              <td>{formatDefault(setting)}</td>
              <td>
                <InlineCode text={setting.description} />
                {setting.allowed && (
                  <ul className={styles.allowed}>
                    {setting.allowed.map((allowed) => (
                      <li key={allowed.value}>
                        <code>{allowed.value}</code>: <InlineCode text={allowed.label} />
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableRegion>
  );
}
