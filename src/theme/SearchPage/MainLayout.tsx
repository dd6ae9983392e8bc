import type {ReactNode} from 'react';
import Layout, {type Props} from '@theme/Layout';
import ResultsStatus from './ResultsStatus';
import VersionChoice from './VersionChoice';

/** The site's Layout with the search page's content as its main landmark (plugins/search-page-landmark), above it the choice of the version searched, and after it the status region that says what a search found. */
export default function SearchPageLayout({children, ...props}: Props): ReactNode {
  return (
    <Layout {...props}>
      <main>
        <VersionChoice />
        {children}
        <ResultsStatus />
      </main>
    </Layout>
  );
}
