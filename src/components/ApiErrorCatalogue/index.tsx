import React, {type ReactNode} from 'react';
import type {OverviewView} from '@site/plugins/openapi-contracts/types';
import ApiCallList from '@site/src/components/ApiCallList';
import InlineCode from '@site/src/components/InlineCode';
import {requireView} from '@site/src/lib/contractView';
import styles from './styles.module.css';

type Props = {contract: string; view: 'overview'; code?: string; data?: OverviewView};

/**
 * One entry of a contract's error catalogue: the HTTP statuses the code comes with, what it
 * means, what to do and the calls that return it. The page's
 * `<ApiErrorCatalogue contract="..." view="overview" />` becomes a heading and one of these
 * per code (plugins/openapi-contracts/catalogueRemark.ts).
 */
export default function ApiErrorCatalogue({contract, code, data}: Props): ReactNode {
  const view = requireView('ApiErrorCatalogue', data, `${contract} overview`);
  const error = view.errors.find((candidate) => String(candidate.value) === code);
  if (!error) throw new Error(`ApiErrorCatalogue: contract ${contract} has no error code "${code}".`);
  return (
    <div className={styles.entry} data-testid="api-error-entry">
      <p>
        <strong className={styles.status}>HTTP {error.statuses.join(', ')}.</strong>{' '}
        <InlineCode text={error.description} />
      </p>
      <p>
        <strong>What to do:</strong> <InlineCode text={error.action} />
      </p>
      {error.operations.length > 0 && (
        <details className={styles.calls} data-search="skip">
          {/* The code in the summary: a screen reader that lists the page's controls hears which code each is about. */}
          <summary>
            {error.operations.length === 1 ? 'One call answers' : `${error.operations.length} calls answer`}{' '}
            <code>{String(error.value)}</code>
          </summary>
          <ApiCallList operations={error.operations} />
        </details>
      )}
    </div>
  );
}
