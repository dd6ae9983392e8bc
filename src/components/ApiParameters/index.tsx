import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {OperationView} from '@site/plugins/openapi-contracts/types';
import {DescriptionCell, NameCell} from '@site/src/components/ApiFieldTable';
import ServerMarkup from '@site/src/components/ServerMarkup';
import {docsBaseOf} from '@site/src/data/versions';
import {requireView} from '@site/src/lib/contractView';
import styles from './styles.module.css';

type Props = {contract: string; operationId: string; data?: OperationView};

const LOCATION_LABEL = {path: 'Path', query: 'Query', header: 'Header'} as const;

/** Path, query and header parameters of a call, from the contract. */
export default function ApiParameters({contract, operationId, data}: Props): ReactNode {
  const view = requireView('ApiParameters', data, `${contract} ${operationId}`);
  if (view.parameters.length === 0) {
    const tokenHeader = view.authenticated ? view.sample.auth?.header : undefined;
    return (
      <ServerMarkup>
        {tokenHeader ? (
          <p>
            This call takes no path or query parameters; its only header is the token, <code>{tokenHeader}</code> (
            <Link to={`${docsBaseOf(contract)}/authentication`}>authentication</Link>).
          </p>
        ) : (
          <p>This call takes no path, query or header parameters.</p>
        )}
      </ServerMarkup>
    );
  }
  return (
    <ServerMarkup>
      <table className={styles.table} data-testid="api-parameters">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">In</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {view.parameters.map((parameter) => (
            <tr key={`${parameter.location}:${parameter.name}`}>
              <NameCell name={parameter.name} required={parameter.required} />
              <td>{LOCATION_LABEL[parameter.location]}</td>
              <td className={styles.type}>
                {parameter.type}
                {parameter.format && ` (${parameter.format})`}
              </td>
              <DescriptionCell item={parameter} />
            </tr>
          ))}
        </tbody>
      </table>
    </ServerMarkup>
  );
}
