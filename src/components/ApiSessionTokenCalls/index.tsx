/**
 * The calls a session token can make, from `x-session-token-calls` of the call that answers
 * it, so a page's promise of what the browser's token can do cannot drift from the contract:
 * <ApiSessionTokenCalls contract="final-1.0.0" view="overview" call="createWidgetSession" />
 */
import type {ReactNode} from 'react';
import type {OverviewView} from '@site/plugins/openapi-contracts/types';
import {requireView} from '@site/src/lib/contractView';
import ApiCallList from '@site/src/components/ApiCallList';

type Props = {contract: string; view: 'overview'; call: string; data?: OverviewView};

export default function ApiSessionTokenCalls({contract, call, data}: Props): ReactNode {
  const view = requireView('ApiSessionTokenCalls', data, `${contract} overview`);
  const calls = view.sessionTokenCalls[call];
  if (!calls) throw new Error(`<ApiSessionTokenCalls>: ${call} of ${contract} has no x-session-token-calls.`);
  return <ApiCallList operations={calls} />;
}
