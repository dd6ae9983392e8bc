import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {OperationLink} from '@site/plugins/openapi-contracts/types';
import styles from './styles.module.css';

/** Calls as a compact list: method and path, linked to the call's page when it has one. */
export default function ApiCallList({operations}: {operations: OperationLink[]}): ReactNode {
  return (
    <ul className={styles.list}>
      {operations.map((operation) => {
        const label = (
          <>
            <span className={styles.method}>{operation.method}</span> <code>{operation.path}</code>
          </>
        );
        return (
          <li key={operation.operationId}>
            {operation.page ? <Link to={operation.page}>{label}</Link> : label}
            {operation.summary && <span className={styles.summary}> {operation.summary}</span>}
          </li>
        );
      })}
    </ul>
  );
}
