import React, {useId, type ReactNode} from 'react';
import {
  playgroundSettings,
  type PlaygroundValues,
  type SettingGroup,
  type SettingValue,
  type WidgetSetting,
} from '@site/src/data/widget';
import styles from './styles.module.css';

interface Props {
  groups: readonly SettingGroup[];
  values: PlaygroundValues;
  onChange: (name: string, value: SettingValue) => void;
}

const groupLegends: Record<SettingGroup, string> = {
  provider: '<WidgetProvider>',
  widget: '<OrderWidget>',
  navBar: 'navBar',
  payment: 'payment',
  callbacks: 'Callbacks',
};

/** One control per setting that has one in the widget's description, in its order. */
export default function SettingsPanel({groups, values, onChange}: Props): ReactNode {
  const idPrefix = useId();
  const control = (setting: WidgetSetting): ReactNode => {
    const id = `${idPrefix}-${setting.name}`;
    const value = values[setting.name];
    const label = (
      <label htmlFor={id}>
        <code>{setting.name}</code>
      </label>
    );
    switch (setting.control) {
      case 'select':
        return (
          <div className={styles.control} key={setting.name}>
            {label}
            <select
              id={id}
              value={typeof value === 'string' ? value : ''}
              onChange={(event) => onChange(setting.name, event.target.value === '' ? undefined : event.target.value)}
            >
              {setting.default === undefined && <option value="">{setting.defaultLabel ?? 'not set'}</option>}
              {setting.allowed?.map((allowed) => (
                <option key={allowed.value} value={allowed.value}>
                  {allowed.value}
                </option>
              ))}
            </select>
          </div>
        );
      case 'toggle':
        return (
          <div className={styles.controlInline} key={setting.name}>
            <input
              id={id}
              type="checkbox"
              checked={value === true}
              onChange={(event) => onChange(setting.name, event.target.checked)}
            />
            {label}
          </div>
        );
      case 'color':
        return (
          <div className={styles.controlInline} key={setting.name}>
            <input
              id={id}
              type="color"
              value={typeof value === 'string' ? value : '#000000'}
              onChange={(event) => onChange(setting.name, event.target.value)}
            />
            {label}
          </div>
        );
      case 'checkboxes': {
        const selected = Array.isArray(value) ? value : [];
        return (
          <fieldset className={styles.controlGroup} key={setting.name}>
            <legend>
              <code>{setting.name}</code>
            </legend>
            {setting.allowed?.map((allowed) => (
              <label key={allowed.value} className={styles.controlInline}>
                <input
                  type="checkbox"
                  checked={allowed.locked || selected.includes(allowed.value)}
                  disabled={allowed.locked}
                  onChange={(event) => {
                    // Keep the description's order, whatever order the boxes are ticked in.
                    const next = setting.allowed
                      ?.map((candidate) => candidate.value)
                      .filter((candidate) =>
                        candidate === allowed.value ? event.target.checked : selected.includes(candidate),
                      );
                    onChange(setting.name, next);
                  }}
                />
                <code>{allowed.value}</code>
              </label>
            ))}
          </fieldset>
        );
      }
      default:
        return null;
    }
  };

  return (
    <div className={styles.settings}>
      {groups.map((group) => {
        const settings = playgroundSettings.filter((setting) => setting.group === group);
        if (settings.length === 0) return null;
        return (
          <fieldset key={group} className={styles.settingsGroup}>
            <legend>{groupLegends[group]}</legend>
            {settings.map(control)}
          </fieldset>
        );
      })}
    </div>
  );
}
