import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {changelogFeed} from '@site/src/data/changelogFeed';
import styles from './styles.module.css';

/** Announces the changelog's Atom feed (plugins/changelog-feed) to feed readers, and shows the link. */
export default function ChangelogFeedLink(): ReactNode {
  const href = useBaseUrl(changelogFeed.file);
  return (
    <>
      <Head>
        <link rel="alternate" type="application/atom+xml" title={changelogFeed.title} href={href} />
      </Head>
      <p className={styles.feed}>
        Follow new releases, and the corrections of {changelogFeed.corrections.label}&apos;s contract, in your feed
        reader:{' '}
        <a href={href} type="application/atom+xml">
          Atom feed of the changelog
        </a>
        .
      </p>
    </>
  );
}
