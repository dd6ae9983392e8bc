import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import ApiCodeSamples from '@site/src/components/ApiCodeSamples';
import ApiResponseSample from '@site/src/components/ApiResponseSample';
import type {ScenarioStepView, ScenarioValueSource} from '@site/plugins/openapi-contracts/types';
import {requireView} from '@site/src/lib/contractView';
import styles from './styles.module.css';

type Props = {scenario: string; step: string; data?: ScenarioStepView};

type EarlierValue = Exclude<ScenarioValueSource, {input: string}>;

/** Where an earlier step's value is: the step by its title when the page shows it, else by what it is. */
function ValueOrigin({source}: {source: EarlierValue}): ReactNode {
  const field = <code>{source.field}</code>;
  if ('step' in source)
    return (
      <>
        the {field} of &ldquo;{source.step}&rdquo;.
      </>
    );
  if ('event' in source)
    return (
      <>
        the {field} of the <code>{source.event}</code> event.
      </>
    );
  return (
    <>
      the {field} of the answer to &ldquo;{source.call}&rdquo;.
    </>
  );
}

/**
 * One step of a guide's scenario (contracts/scenarios/<scenario>.yaml): the call's
 * request in five languages and its response, both the step's own, or the event your
 * endpoint receives. The title and prose come before it, put there by the build. A call
 * first lists the example's values the reader replaces: their inputs, and the IDs earlier
 * steps returned (the reader's run returns others).
 */
export default function ScenarioStep({scenario, step, data}: Props): ReactNode {
  const view = requireView('ScenarioStep', data, `scenario ${scenario}, step ${step}`);
  if (view.kind === 'event') {
    return (
      <div className={styles.step} data-scenario-step={view.step}>
        <CodeBlock language="json" title={`Event ${view.type}`} highlighted={view.html}>
          {view.code}
        </CodeBlock>
      </div>
    );
  }
  const {operation, yours, tokenStep} = view;
  return (
    <div className={styles.step} data-scenario-step={view.step}>
      {yours.length > 0 && (
        <div className={styles.yours}>
          <p>Send your own values where the samples show the example&rsquo;s:</p>
          <ul>
            {yours.map((source) => (
              <li key={source.value}>
                <code>{source.value}</code>: {'input' in source ? source.input : <ValueOrigin source={source} />}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ApiCodeSamples
        contract={view.contract}
        operationId={operation.operationId}
        data={operation}
        tokenStep={tokenStep}
      />
      <ApiResponseSample contract={view.contract} operationId={operation.operationId} data={operation} />
    </div>
  );
}
