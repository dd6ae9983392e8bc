import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {ErrorRow, OperationView} from '@site/plugins/openapi-contracts/types';
import InlineCode from '@site/src/components/InlineCode';
import {docsBaseOf} from '@site/src/data/versions';
import {requireView} from '@site/src/lib/contractView';
import styles from './styles.module.css';

type Props = {contract: string; operationId: string; data?: OperationView};

function CodeLink({row, docsBase}: {row: ErrorRow; docsBase: string}): ReactNode {
  if (!row.code) return null;
  return (
    <Link to={`${docsBase}/errors#${row.code}`}>
      <code>{row.code}</code>
    </Link>
  );
}

/**
 * The errors a call returns, from its responses in the contract. Errors that belong
 * to this call come first: when this call answers them (its hint, else the code's meaning),
 * then what to do (the catalogue's action); the ones every call can return (token, scope,
 * rate limit, outages) follow in one line.
 */
export default function ApiErrors({contract, operationId, data}: Props): ReactNode {
  const view = requireView('ApiErrors', data, `${contract} ${operationId}`);
  const docsBase = docsBaseOf(contract);
  const specific = view.errors.filter((row) => !row.common || row.hint);
  const common = view.errors.filter((row) => row.common && !row.hint);
  return (
    <div data-testid="api-errors">
      {specific.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col">Code</th>
              <th scope="col">When and what to do</th>
            </tr>
          </thead>
          <tbody>
            {specific.map((row) => (
              <tr key={`${row.status}:${row.code}`}>
                <td className={styles.status}>{row.status}</td>
                <td className={styles.code}>
                  <CodeLink row={row} docsBase={docsBase} />
                </td>
                <td>
                  <InlineCode text={row.hint ?? row.meaning} /> {row.action && <InlineCode text={row.action} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {common.length > 0 && (
        // Out of the search index: on every call page, it would bury the error reference.
        <p data-search="skip">
          Like most calls, it can also return{' '}
          {common.map((row, index) => (
            <React.Fragment key={`${row.status}:${row.code}`}>
              {index > 0 && (index === common.length - 1 ? ' and ' : ', ')}
              {row.status} <CodeLink row={row} docsBase={docsBase} />
            </React.Fragment>
          ))}
          . The <Link to={`${docsBase}/errors`}>error reference</Link> says what to do about each.
        </p>
      )}
    </div>
  );
}
