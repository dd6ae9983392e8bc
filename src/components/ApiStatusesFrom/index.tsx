/**
 * The statuses a call acts from, read from the `x-transitions` of the status enum and
 * written inline, so that a sentence such as "you can cancel a project that is …" cannot
 * drift from the contract:
 * <ApiStatusesFrom contract="final-1.0.0" schema="ProjectStatus" view="transitions" call="cancelProject" />
 * renders `open`, `auditioning`, `in_progress`, `info_needed` or `in_review`.
 */
import {Fragment, type ReactNode} from 'react';
import type {StatusMachineView} from '@site/plugins/openapi-contracts/types';
import {requireView} from '@site/src/lib/contractView';

type Props = {contract: string; schema: string; view: 'transitions'; call: string; data?: StatusMachineView};

export default function ApiStatusesFrom({contract, schema, call, data}: Props): ReactNode {
  const machine = requireView('ApiStatusesFrom', data, `${contract}#${schema}`);
  const from = new Set(
    machine.transitions
      .filter((transition) => transition.causes.some((cause) => cause.kind === 'call' && cause.operationId === call))
      .map((transition) => transition.from),
  );
  const statuses = machine.statuses.filter((status) => from.has(status));
  if (statuses.length === 0)
    throw new Error(`<ApiStatusesFrom>: no transition of ${contract}#${schema} is caused by the call ${call}.`);
  return statuses.map((status, index) => (
    <Fragment key={status}>
      {index === 0 ? '' : index === statuses.length - 1 ? ' or ' : ', '}
      <code>{status}</code>
    </Fragment>
  ));
}
