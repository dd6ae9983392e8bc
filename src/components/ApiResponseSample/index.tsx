import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {OperationView} from '@site/plugins/openapi-contracts/types';
import {requireView} from '@site/src/lib/contractView';

/** `example` names one of the response's named examples; without it, the first. */
type Props = {contract: string; operationId: string; example?: string; data?: OperationView};

/** The contract's example of the successful response (checked by check:samples), highlighted at build time. */
export default function ApiResponseSample({contract, operationId, example, data}: Props): ReactNode {
  const view = requireView('ApiResponseSample', data, `${contract} ${operationId}`);
  const response = view.rendered?.response;
  if (!response) return null;
  const shown = example === undefined ? response : response.named?.[example];
  if (!shown)
    throw new Error(`<ApiResponseSample>: ${contract} ${operationId} has no response example named "${example}".`);
  return (
    <CodeBlock
      language={shown.language}
      title={`Response ${response.status}${example ? `: ${example}` : ''}`}
      highlighted={shown.html}
    >
      {shown.code}
    </CodeBlock>
  );
}
