// Swizzled (wrapped): the search plugin titles its page without the site's title and "|" delimiter (spec §2); the title here follows the same query.
import type {ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {PageMetadata} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';

/** The plugin's own title, by the same translation ids: the query is read from `?q=`, as the plugin reads it. */
function useSearchTitle(): string {
  const {search} = useLocation();
  const query = useIsBrowser() ? new URLSearchParams(search).get('q') : null;
  return query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});
}

export default function SearchPageWrapper(): ReactNode {
  const title = useSearchTitle();
  return (
    <>
      <SearchPage />
      {/* After the page, so that this title replaces the plugin's. */}
      <PageMetadata title={title} />
    </>
  );
}
