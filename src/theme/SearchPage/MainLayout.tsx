import type {ReactNode} from 'react';
import Layout, {type Props} from '@theme/Layout';

/** The site's Layout with the search page's content as its main landmark (plugins/search-page-landmark). */
export default function SearchPageLayout({children, ...props}: Props): ReactNode {
  return (
    <Layout {...props}>
      <main>{children}</main>
    </Layout>
  );
}
