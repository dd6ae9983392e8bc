import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {migrationSteps, versionMapping, type Mapping} from '@site/src/data/versionMapping';
import InlineCode from '@site/src/components/InlineCode';
import {CallName, mappedNames} from '@site/src/components/MappingText';
import ScrollableRegion from '@site/src/components/ScrollableRegion';
import {currentVersion, olderVersion, versionRoute} from '@site/src/data/versions';
import styles from './styles.module.css';

/** The steps of a migration from v3.0.0, from src/data/versionMapping.ts. */
export function MigrationSteps(): ReactNode {
  return (
    <ol className={styles.steps}>
      {migrationSteps.map((step) => (
        <li key={step}>
          <InlineCode text={step} />
        </li>
      ))}
    </ol>
  );
}

/** Every v3.0.0 page beside its FINAL-1.0.0 counterpart, from src/data/versionMapping.ts. */
export function MigrationTable(): ReactNode {
  const rows = Object.entries(versionMapping) as [string, Mapping][];
  return (
    <ScrollableRegion label={`${olderVersion.path} to ${currentVersion.label} migration table`}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              {olderVersion.label} → {currentVersion.label}
            </th>
            <th scope="col">Renamed</th>
            <th scope="col">Behaviour that changed, and what to do</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([route, mapping]) => {
            const v3Call = mapping.v3OperationId ? mappedNames.v3.calls[mapping.v3OperationId] : undefined;
            const finalCall =
              mapping.final !== null && mapping.finalOperationId
                ? mappedNames.final.calls[mapping.finalOperationId]
                : undefined;
            return (
              <tr key={route} id={`v3-${route.replaceAll('/', '-')}`}>
                <th scope="row">
                  <Link to={versionRoute(olderVersion, route)}>{mappedNames.v3.titles[route]}</Link>
                  {v3Call && <CallName call={v3Call} />}
                  {/* Spaces around the block line, so that its text stays apart in search and copies. */}{' '}
                  <span className={styles.becomes}>
                    <span aria-hidden="true">↓ </span>
                    {mapping.final === null ? 'no counterpart' : 'becomes'}
                  </span>{' '}
                  {mapping.final === null ? (
                    <InlineCode text={mapping.whyNone} />
                  ) : (
                    <>
                      <Link to={versionRoute(currentVersion, mapping.final)}>
                        {mappedNames.final.titles[mapping.final]}
                      </Link>
                      {finalCall && <CallName call={finalCall} />}
                    </>
                  )}
                </th>
                <td>
                  {mapping.renamed.length > 0 && (
                    <ul className={styles.list}>
                      {mapping.renamed.map(({v3, final}) => (
                        <li key={v3}>
                          <code>{v3}</code> → <code>{final}</code>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td>
                  <ul className={styles.list}>
                    {mapping.changed.map((change) => (
                      <li key={change.what}>
                        <InlineCode text={change.what} /> <strong>Do:</strong> <InlineCode text={change.action} />
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollableRegion>
  );
}
