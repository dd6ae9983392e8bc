/**
 * The statuses one or more calls act from, read from the `x-transitions` of the status
 * enum and written inline, so that a sentence such as "you can cancel a project that is …"
 * cannot drift from the contract:
 * <ApiStatusesFrom contract="final-1.0.0" schema="ProjectStatus" view="transitions" calls="cancelProject" />
 * renders `open`, `auditioning`, `in_progress`, `info_needed` or `in_review`. Several calls
 * (space-separated) must act from the same statuses, or the build fails saying which differ.
 */
import {Fragment, type ReactNode} from 'react';
import type {StatusMachineView} from '@site/plugins/openapi-contracts/types';
import {requireView} from '@site/src/lib/contractView';

type Props = {contract: string; schema: string; view: 'transitions'; calls: string; data?: StatusMachineView};

export default function ApiStatusesFrom({contract, schema, calls, data}: Props): ReactNode {
  const machine = requireView('ApiStatusesFrom', data, `${contract}#${schema}`);
  const statusesFrom = (call: string) => {
    const from = new Set(
      machine.transitions
        .filter((transition) => transition.causes.some((cause) => cause.kind === 'call' && cause.operationId === call))
        .map((transition) => transition.from),
    );
    const statuses = machine.statuses.filter((status) => from.has(status));
    if (statuses.length === 0)
      throw new Error(`<ApiStatusesFrom>: no transition of ${contract}#${schema} is caused by the call ${call}.`);
    return statuses;
  };
  const [first, ...others] = calls.split(/\s+/).filter(Boolean);
  const statuses = statusesFrom(first);
  for (const call of others) {
    const theirs = statusesFrom(call);
    if (theirs.join() !== statuses.join())
      throw new Error(
        `<ApiStatusesFrom>: ${first} acts from ${statuses.join(', ')} but ${call} from ${theirs.join(', ')} in ${contract}#${schema}; one sentence cannot name both.`,
      );
  }
  return statuses.map((status, index) => (
    <Fragment key={status}>
      {index === 0 ? '' : index === statuses.length - 1 ? ' or ' : ', '}
      <code>{status}</code>
    </Fragment>
  ));
}
