// Swizzled (ejected): the stock page only says the link is broken; ours offers the search, prefilled from the address, and the way into each section.
import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {sections, useSections} from '@site/src/theme/NavbarItem/sections';
import styles from './styles.module.css';

/** "/integrations/documentation/api/projects/creat" suggests the search "projects creat". */
function searchGuess(pathname: string, baseUrl: string): string {
  return pathname
    .slice(pathname.startsWith(baseUrl) ? baseUrl.length : 0)
    .split('/')
    .filter((segment) => segment && segment !== 'api' && !/^v\d/.test(segment))
    .map((segment) => decodeURIComponent(segment).replace(/[-_.]+/g, ' '))
    .join(' ');
}

export default function NotFoundContent({className}: Props): ReactNode {
  const {pathname} = useLocation();
  const baseUrl = useBaseUrl('/');
  const searchPage = useBaseUrl('/search');
  const {entryPath} = useSections();
  // 404.html is rendered at build time for no particular address: the address is only
  // known in the browser, after hydration. What the visitor types replaces the guess
  // for the address it was typed at.
  const isBrowser = useIsBrowser();
  const [typed, setTyped] = useState<{pathname: string; query: string}>();
  const query = typed?.pathname === pathname ? typed.query : isBrowser ? searchGuess(pathname, baseUrl) : '';
  return (
    <>
      {/* The docs render this content alone for an unknown address under them, without the
          title the theme's NotFound page sets. */}
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <main className={clsx('container margin-vert--xl', className)}>
        <div className="row">
          <div className="col col--8 col--offset-2">
            <Heading as="h1" className="hero__title">
              Page Not Found
            </Heading>
            <p>There is no page at this address. Search for what you need, or start from one of the sections.</p>
            {/* A plain form: it works before the scripts load, and the search page reads ?q=. */}
            <form role="search" action={searchPage} method="get" className={styles.search}>
              <label htmlFor="not-found-search">Search the documentation</label>
              <div className={styles.searchRow}>
                <input
                  id="not-found-search"
                  type="search"
                  name="q"
                  value={query}
                  onChange={(event) => setTyped({pathname, query: event.target.value})}
                  className={styles.searchInput}
                />
                <button type="submit" className="button button--primary">
                  Search
                </button>
              </div>
            </form>
            <Heading as="h2">Sections</Heading>
            <ul className={styles.sections}>
              {sections.map((section) => (
                <li key={section.docId}>
                  <Link to={entryPath(section)}>{section.label}</Link>: {section.summary}
                </li>
              ))}
            </ul>
            <p>
              <Link to="/">Home page</Link>
            </p>
          </div>
        </div>
      </main>
    </>
  );
}
