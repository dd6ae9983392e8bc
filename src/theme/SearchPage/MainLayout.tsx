import type {ReactNode} from 'react';
import Layout, {type Props} from '@theme/Layout';
import VersionChoice from './VersionChoice';

/** The site's Layout with the search page's content as its main landmark (plugins/search-page-landmark), and above it the choice of the version searched. */
export default function SearchPageLayout({children, ...props}: Props): ReactNode {
  return (
    <Layout {...props}>
      <main>
        <VersionChoice />
        {children}
      </main>
    </Layout>
  );
}
