import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {versionMapping, type OlderRoute} from '@site/src/data/versionMapping';
import InlineCode from '@site/src/components/InlineCode';
import {CallName, mappedNames} from '@site/src/components/MappingText';
import styles from './styles.module.css';

/**
 * On a v3.0.0 page: where it lives in FINAL-1.0.0, what was renamed and, one click away,
 * what else changed and what to do about it, read from src/data/versionMapping.ts for the
 * page it is on. Takes no props, so a page cannot contradict the mapping.
 */
export default function CurrentCounterpart(): ReactNode {
  const route = useDoc().metadata.id.replace(/\/index$/, '');
  if (!Object.hasOwn(versionMapping, route)) {
    throw new Error(`<CurrentCounterpart> on v3.0.0 page "${route}": src/data/versionMapping.ts has no entry for it.`);
  }
  const mapping = versionMapping[route as OlderRoute];
  const call =
    mapping.final !== null && mapping.finalOperationId ? mappedNames.final.calls[mapping.finalOperationId] : undefined;
  return (
    <aside className={styles.pointer} aria-label="Counterpart in FINAL-1.0.0">
      <p className={styles.lead}>
        <strong>In FINAL-1.0.0:</strong>{' '}
        {mapping.final === null ? (
          <>
            no counterpart. <InlineCode text={mapping.whyNone} />
          </>
        ) : (
          <>
            <Link to={`/${mapping.final}`}>{mappedNames.final.titles[mapping.final]}</Link>
            {call && (
              <>
                {' '}
                (<CallName call={call} />)
              </>
            )}
            .
          </>
        )}
      </p>
      {mapping.renamed.length > 0 && (
        <ul className={styles.renames}>
          {mapping.renamed.map(({v3, final}) => (
            <li key={v3}>
              <code>{v3}</code> → <code>{final}</code>
            </li>
          ))}
        </ul>
      )}
      {mapping.changed.length > 0 && (
        // The changelog's migration table says the same for every page: the search lands there.
        <details className={styles.changes} data-search="skip">
          <summary>What else changed, and what to do ({mapping.changed.length})</summary>
          <ul>
            {mapping.changed.map(({what, action}) => (
              <li key={what}>
                <InlineCode text={what} /> <InlineCode text={action} />
              </li>
            ))}
          </ul>
        </details>
      )}
      <p className={styles.more}>
        <Link to="/api/changelog#migrating-from-v300">Everything that changed, and the steps of a migration</Link>
      </p>
    </aside>
  );
}
