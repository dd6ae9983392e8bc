import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {OperationView} from '@site/plugins/openapi-contracts/types';
import {requireView} from '@site/src/lib/contractView';

type Props = {contract: string; operationId: string; data?: OperationView};

/** The contract's example of the successful response (checked by check:samples), highlighted at build time. */
export default function ApiResponseSample({contract, operationId, data}: Props): ReactNode {
  const view = requireView('ApiResponseSample', data, `${contract} ${operationId}`);
  const response = view.rendered?.response;
  if (!response) return null;
  return (
    <CodeBlock language={response.language} title={`Response ${response.status}`} highlighted={response.html}>
      {response.code}
    </CodeBlock>
  );
}
