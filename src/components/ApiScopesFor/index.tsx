/**
 * The smallest set of scopes for a list of calls, read from each call's `security`, so a
 * sentence or a table cell such as "an order form needs …" cannot drift from the contract:
 * <ApiScopesFor contract="final-1.0.0" view="overview" calls="createQuote createProject" />
 * renders `quotes:write`, `projects:write`, in the order of the scopes page.
 */
import {Fragment, type ReactNode} from 'react';
import type {OverviewView} from '@site/plugins/openapi-contracts/types';
import {requireView} from '@site/src/lib/contractView';

type Props = {contract: string; view: 'overview'; calls: string; data?: OverviewView};

export default function ApiScopesFor({contract, calls, data}: Props): ReactNode {
  const view = requireView('ApiScopesFor', data, `${contract} overview`);
  const wanted = new Set(calls.split(/\s+/).filter(Boolean));
  const scopes = view.scopes.filter((scope) => scope.operations.some((operation) => wanted.has(operation.operationId)));
  if (scopes.length === 0)
    throw new Error(`<ApiScopesFor>: none of the calls "${calls}" of ${contract} needs a scope.`);
  return scopes.map((scope, index) => (
    <Fragment key={scope.name}>
      {index === 0 ? '' : ', '}
      <code>{scope.name}</code>
    </Fragment>
  ));
}
