import type {ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {versions} from '@site/src/data/versions';
import styles from './styles.module.css';

/**
 * Which version's pages the search page searches. The plugin's page reads the version
 * from `?version=` (the search bar's "See all results" sets it on an older version's
 * pages) and searches again when it changes; this picks it, keeping the query.
 */
export default function VersionChoice(): ReactNode {
  const {search} = useLocation();
  const history = useHistory();
  // The server render knows no query string: the current version until hydration.
  const chosen = useIsBrowser() ? (new URLSearchParams(search).get('version') ?? '') : '';
  const valueOf = (path: string) => (path ? `${path}/` : '');
  return (
    <div className={`container ${styles.versionChoice}`}>
      <label>
        Version{' '}
        <select
          value={chosen}
          onChange={(event) => {
            const params = new URLSearchParams(search);
            if (event.target.value) params.set('version', event.target.value);
            else params.delete('version');
            history.replace({search: params.toString()});
          }}
        >
          {versions.map((version) => (
            <option key={version.name} value={valueOf(version.path)}>
              {version.current ? `${version.label} (current)` : version.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
