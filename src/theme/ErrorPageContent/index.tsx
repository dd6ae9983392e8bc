// Swizzled (ejected): the stock crash page has "Try again" only; ours also sets the title "Page Error", gives a way home and the error text ready to copy into a support request.
import {useEffect, useRef, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {ErrorBoundaryTryAgainButton} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/Error';
import {provider} from '@site/src/data/provider';
import styles from './styles.module.css';

/** The message of the error and of each error that caused it, as the stock page shows them. */
function messageChain(error: Error): string {
  const messages: string[] = [];
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    messages.push(current.message);
  }
  return messages.join('\n\nCause:\n');
}

type CopyState = 'idle' | 'copied' | 'failed';

export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  const {pathname, search} = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const details = `Page: ${pathname}${search}\nError: ${messageChain(error)}`;

  // The page changed under the reader: move focus to the explanation.
  useEffect(() => headingRef.current?.focus(), []);

  const copyDetails = () => {
    navigator.clipboard.writeText(details).then(
      () => setCopyState('copied'),
      () => setCopyState('failed'),
    );
  };

  return (
    <main className="container margin-vert--xl">
      <Head>
        <title>Page Error</title>
      </Head>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title" ref={headingRef} tabIndex={-1}>
            This page crashed.
          </Heading>
          <p>
            Something on this page failed while it was being shown. Trying again often works; the rest of the site still
            does.
          </p>
          <div className={styles.actions}>
            <ErrorBoundaryTryAgainButton onClick={tryAgain} className="button button--primary button--lg" />
            <Link to="/" className="button button--secondary button--lg">
              Go to the home page
            </Link>
          </div>
          <Heading as="h2">For a support request</Heading>
          <p>
            If it keeps happening, send these details to{' '}
            <a href={`mailto:${provider.supportEmail}`}>{provider.supportEmail}</a>.
          </p>
          <pre className={styles.details} data-testid="error-details">
            {details}
          </pre>
          <button type="button" className="button button--outline button--primary" onClick={copyDetails}>
            Copy details
          </button>
          <span role="status" className={styles.copyStatus}>
            {copyState === 'copied' && 'Copied to the clipboard.'}
            {copyState === 'failed' && 'Copying is blocked here: select the text above and copy it.'}
          </span>
        </div>
      </div>
    </main>
  );
}
