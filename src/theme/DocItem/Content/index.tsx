// Wrapped: each doc page announces its Markdown copy (<link rel="alternate">) and offers to copy or open it, above the `.markdown` block the copy is made from.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import {markdownCopyPath} from '@site/src/lib/markdownCopy';
import PageActions from './PageActions';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const markdownUrl = markdownCopyPath(useDoc().metadata.permalink);
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} />
      </Head>
      <PageActions markdownUrl={markdownUrl} />
      <Content {...props} />
    </>
  );
}
