import React, {type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {OverviewView} from '@site/plugins/openapi-contracts/types';
import ApiCallList from '@site/src/components/ApiCallList';
import InlineCode from '@site/src/components/InlineCode';
import {requireView} from '@site/src/lib/contractView';
import styles from './styles.module.css';

type Props = {contract: string; view: 'overview'; data?: OverviewView};

/**
 * The whole error catalogue of a contract: each code with the HTTP statuses it comes
 * with, what it means, what to do and the calls that return it. Each row's id is the
 * code, so the call pages' `/api/errors#<code>` links land on it.
 */
export default function ApiErrorCatalogue({contract, data}: Props): ReactNode {
  const view = requireView('ApiErrorCatalogue', data, `${contract} overview`);
  const brokenLinks = useBrokenLinks();
  view.errors.forEach((error) => brokenLinks.collectAnchor(String(error.value)));
  return (
    <table className={styles.table} data-testid="api-error-catalogue">
      <thead>
        <tr>
          <th scope="col">Status</th>
          <th scope="col">Code</th>
          <th scope="col">Meaning</th>
          <th scope="col">What to do</th>
        </tr>
      </thead>
      <tbody>
        {view.errors.map((error) => (
          <tr key={String(error.value)} id={String(error.value)}>
            <td className={styles.status}>{error.statuses.join(', ')}</td>
            <td className={styles.code}>
              <code>{String(error.value)}</code>
            </td>
            <td>
              <InlineCode text={error.description} />
              {error.operations.length > 0 && (
                <details className={styles.calls} data-search="skip">
                  <summary>
                    Returned by {error.operations.length === 1 ? 'one call' : `${error.operations.length} calls`}
                  </summary>
                  <ApiCallList operations={error.operations} />
                </details>
              )}
            </td>
            <td>
              <InlineCode text={error.action} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
