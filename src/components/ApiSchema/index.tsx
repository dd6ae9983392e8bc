import React, {type ReactNode} from 'react';
import type {SchemaView} from '@site/plugins/openapi-contracts/types';
import ApiFieldTable, {AllowedValues} from '@site/src/components/ApiFieldTable';
import InlineCode from '@site/src/components/InlineCode';
import ServerMarkup from '@site/src/components/ServerMarkup';
import {requireView} from '@site/src/lib/contractView';

type Props = {contract: string; schema: string; data?: SchemaView};

/** The fields of one schema of the contract, such as Project, for concept pages. */
export default function ApiSchema({contract, schema, data}: Props): ReactNode {
  const view = requireView('ApiSchema', data, `${contract} ${schema}`);
  return (
    <ServerMarkup>
      <div data-testid="api-schema">
        {view.description && (
          <p>
            <InlineCode text={view.description} />
          </p>
        )}
        {view.enumValues ? (
          <AllowedValues values={view.enumValues} canGrow={view.valuesCanGrow} />
        ) : (
          <ApiFieldTable fields={view.fields} variants={view.variants} label={view.name} />
        )}
      </div>
    </ServerMarkup>
  );
}
