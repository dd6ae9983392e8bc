import React, {type ReactNode} from 'react';
import type {OverviewView} from '@site/plugins/openapi-contracts/types';
import ApiCallList from '@site/src/components/ApiCallList';
import {requireView} from '@site/src/lib/contractView';
import styles from './styles.module.css';

type Props = {contract: string; view: 'overview'; data?: OverviewView};

/**
 * Every scope of the contract with the calls it opens, derived from each operation's
 * `security`, so the table cannot drift from the contract. Each row's id is the scope,
 * so `/api/scopes#projects:write` lands on it.
 */
export default function ApiScopes({contract, data}: Props): ReactNode {
  const view = requireView('ApiScopes', data, `${contract} overview`);
  return (
    <table className={styles.table} data-testid="api-scopes">
      <thead>
        <tr>
          <th scope="col">Scope</th>
          <th scope="col">Lets the token</th>
          <th scope="col">Calls that need it</th>
        </tr>
      </thead>
      <tbody>
        {view.scopes.map((scope) => (
          <tr key={scope.name} id={scope.name}>
            <td className={styles.name}>
              <code>{scope.name}</code>
            </td>
            <td>{scope.description}</td>
            <td>
              <ApiCallList operations={scope.operations} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
