import React, {type ReactNode} from 'react';
import type {OperationView} from '@site/plugins/openapi-contracts/types';
import ApiFieldTable from '@site/src/components/ApiFieldTable';
import InlineCode from '@site/src/components/InlineCode';
import ServerMarkup from '@site/src/components/ServerMarkup';
import {requireView} from '@site/src/lib/contractView';

type Props = {contract: string; operationId: string; data?: OperationView};

/** The JSON body a call takes, field by field. */
export default function ApiRequestBody({contract, operationId, data}: Props): ReactNode {
  const view = requireView('ApiRequestBody', data, `${contract} ${operationId}`);
  const body = view.requestBody;
  if (!body) {
    return (
      <ServerMarkup>
        <p>This call takes no request body. Send the request without one.</p>
      </ServerMarkup>
    );
  }
  return (
    <ServerMarkup>
      <div data-testid="api-request-body">
        <p>
          A JSON object{body.required ? '' : ' (optional)'}
          {body.schema.description && (
            <>
              : <InlineCode text={body.schema.description} />
            </>
          )}
          {!body.schema.description && '.'}
        </p>
        <ApiFieldTable fields={body.schema.fields} variants={body.schema.variants} label={body.schema.name} />
      </div>
    </ServerMarkup>
  );
}
