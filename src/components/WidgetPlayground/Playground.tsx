import React, {useCallback, useId, useRef, useState, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {
  defaultPlaygroundValues,
  type CallbackName,
  type PlaygroundValues,
  type SettingValue,
} from '@site/src/data/widget';
import {readConfig} from './config';
import SettingsPanel from './SettingsPanel';
import {widgetSnippet, type SnippetFlavour} from './snippet';
import type {PlaygroundProps} from './types';
import WidgetPreview from './WidgetPreview';
import styles from './styles.module.css';

interface LoggedEvent {
  id: number;
  name: CallbackName;
  payload: object;
}

const loggedEventsKept = 6;
const allGroups = ['provider', 'widget', 'navBar', 'payment'] as const;

export default function Playground({
  groups = allGroups,
  initialValues,
  label = 'Widget playground',
}: PlaygroundProps): ReactNode {
  const startValues = {...defaultPlaygroundValues, ...initialValues};
  const [values, setValues] = useState<PlaygroundValues>(startValues);
  const [flavour, setFlavour] = useState<SnippetFlavour>('react');
  const [events, setEvents] = useState<LoggedEvent[]>([]);
  // Remounting the preview restarts the order, like reloading the page with the widget.
  const [previewKey, setPreviewKey] = useState(0);
  const nextEventId = useRef(0);
  const idPrefix = useId();

  const onEvent = useCallback((name: CallbackName, payload: object) => {
    nextEventId.current += 1;
    const event = {id: nextEventId.current, name, payload};
    setEvents((current) => [event, ...current].slice(0, loggedEventsKept));
  }, []);

  const onChange = (name: string, value: SettingValue) => setValues((current) => ({...current, [name]: value}));

  const reset = () => {
    setValues(startValues);
    setEvents([]);
    setPreviewKey((key) => key + 1);
  };

  return (
    <section className={styles.playground} aria-label={label} data-testid="widget-playground">
      <div className={styles.layout}>
        <div className={styles.panel}>
          <h3 className={styles.panelHeading} id={`${idPrefix}-settings`}>
            Settings
          </h3>
          <SettingsPanel groups={groups} values={values} onChange={onChange} />
          <button type="button" className={styles.resetButton} onClick={reset}>
            Reset the playground
          </button>
        </div>
        <div className={styles.stage}>
          <p className={styles.stageCaption}>Preview in demo mode: fixture data, test payments, no network calls.</p>
          <WidgetPreview key={previewKey} config={readConfig(values)} onEvent={onEvent} />
        </div>
      </div>
      <div className={styles.snippet}>
        <fieldset className={styles.flavours}>
          <legend>Code for these settings</legend>
          {(['react', 'script'] as const).map((candidate) => (
            <label key={candidate} className={styles.controlInline}>
              <input
                type="radio"
                name={`${idPrefix}-flavour`}
                checked={flavour === candidate}
                onChange={() => setFlavour(candidate)}
              />
              {candidate === 'react' ? 'React' : 'Script tag'}
            </label>
          ))}
        </fieldset>
        <div data-testid="widget-snippet">
          <CodeBlock language={flavour === 'react' ? 'tsx' : 'html'}>{widgetSnippet(values, flavour)}</CodeBlock>
        </div>
      </div>
      <div className={styles.log}>
        <h3 className={styles.panelHeading}>Callbacks fired</h3>
        {events.length === 0 ? (
          <p className={styles.muted}>None yet.</p>
        ) : (
          <ol className={styles.logList} data-testid="widget-events">
            {events.map((event) => (
              <li key={event.id}>
                <code className={styles.logName}>{event.name}</code>
                <pre className={styles.logPayload}>{JSON.stringify(event.payload)}</pre>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
