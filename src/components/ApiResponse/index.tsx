import React, {type ReactNode} from 'react';
import type {OperationView} from '@site/plugins/openapi-contracts/types';
import ApiFieldTable from '@site/src/components/ApiFieldTable';
import InlineCode from '@site/src/components/InlineCode';
import ServerMarkup from '@site/src/components/ServerMarkup';
import {requireView} from '@site/src/lib/contractView';

type Props = {contract: string; operationId: string; data?: OperationView};

/** The successful response of a call: status and the fields of its body. */
export default function ApiResponse({contract, operationId, data}: Props): ReactNode {
  const view = requireView('ApiResponse', data, `${contract} ${operationId}`);
  return (
    <ServerMarkup>
      <div data-testid="api-response">
        {view.responses.map((response) => (
          <React.Fragment key={response.status}>
            <p>
              <strong>{response.status}</strong>
              {response.description && (
                <>
                  {' '}
                  <InlineCode text={response.description} />
                </>
              )}
              {/* Said once when the contract gives the response and its schema the same words. */}
              {response.schema.description && response.schema.description !== response.description && (
                <>
                  {' '}
                  <InlineCode text={response.schema.description} />
                </>
              )}
            </p>
            <ApiFieldTable
              fields={response.schema.fields}
              variants={response.schema.variants}
              label={response.schema.name}
            />
          </React.Fragment>
        ))}
      </div>
    </ServerMarkup>
  );
}
