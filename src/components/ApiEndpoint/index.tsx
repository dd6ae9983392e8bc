import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {OperationView} from '@site/plugins/openapi-contracts/types';
import {docsBaseOf} from '@site/src/data/versions';
import {requireView} from '@site/src/lib/contractView';
import styles from './styles.module.css';

type Props = {contract: string; operationId: string; data?: OperationView};

/** Path with its {parameters} set apart, so they read as placeholders. */
function PathWithParameters({path}: {path: string}): ReactNode {
  return path.split(/(\{[^}]+\})/).map((part, index) =>
    part.startsWith('{') ? (
      <span key={index} className={styles.param}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * The first lines of a call page: method, path, hosts, the scope it needs, and its
 * operation ID, the name the status pages and the TypeScript types use.
 */
export default function ApiEndpoint({contract, operationId, data}: Props): ReactNode {
  const view = requireView('ApiEndpoint', data, `${contract} ${operationId}`);
  const docsBase = docsBaseOf(contract);
  return (
    <div className={styles.endpoint} data-testid="api-endpoint">
      <p className={styles.request}>
        <span className={clsx(styles.method, styles[view.method.toLowerCase()])}>{view.method}</span>{' '}
        <code className={styles.path}>
          <PathWithParameters path={view.path} />
        </code>
      </p>
      <dl className={styles.facts}>
        {view.isWebhook ? (
          <>
            <dt>Sent to</dt>
            <dd>your webhook endpoint, as an HTTPS POST</dd>
          </>
        ) : (
          <>
            <dt>Base URL</dt>
            <dd>
              {view.serverUrl ? (
                <>
                  <code>{view.serverUrl}</code> (production)
                  {view.sandboxUrl && view.sandboxUrl !== view.serverUrl && (
                    <>
                      {' · '}
                      <code>{view.sandboxUrl}</code> (sandbox)
                    </>
                  )}
                </>
              ) : (
                <>
                  <code>{view.sandboxUrl}</code> (sandbox only)
                </>
              )}
            </dd>
            <dt>Scope</dt>
            <dd>
              {view.scopes.length > 0 ? (
                view.scopes.map((scope, index) => (
                  <React.Fragment key={scope}>
                    {index > 0 && ', '}
                    <Link to={`${docsBase}/scopes`}>
                      <code>{scope}</code>
                    </Link>
                  </React.Fragment>
                ))
              ) : view.authenticated ? (
                <Link to={`${docsBase}/authentication`}>any valid token</Link>
              ) : (
                <>none: this call takes the credentials in its request body instead of a token</>
              )}
            </dd>
            <dt>Operation ID</dt>
            <dd>
              <code>{operationId}</code>; in the TypeScript types, <code>operations[&apos;{operationId}&apos;]</code>
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
