import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import ApiCodeSamples from '@site/src/components/ApiCodeSamples';
import ApiResponseSample from '@site/src/components/ApiResponseSample';
import type {ScenarioStepView} from '@site/plugins/openapi-contracts/types';
import {requireView} from '@site/src/lib/contractView';
import styles from './styles.module.css';

type Props = {scenario: string; step: string; data?: ScenarioStepView};

/**
 * One step of a guide's scenario (contracts/scenarios/<scenario>.yaml): the call's
 * request in five languages and its response, both the step's own, or the event your
 * endpoint receives. The title and prose come before it, put there by the build.
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
  const {operation} = view;
  return (
    <div className={styles.step} data-scenario-step={view.step}>
      <ApiCodeSamples contract={view.contract} operationId={operation.operationId} data={operation} />
      <ApiResponseSample contract={view.contract} operationId={operation.operationId} data={operation} />
    </div>
  );
}
