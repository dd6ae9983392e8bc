import React, {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import type {OperationView} from '@site/plugins/openapi-contracts/types';
import {requireView} from '@site/src/lib/contractView';
import {docsBaseOf} from '@site/src/data/versions';
import {minimumJava} from '@site/src/data/sampleRuntimes';
import styles from './styles.module.css';

type Props = {
  contract: string;
  operationId: string;
  data?: OperationView;
  /** In a guide's scenario, the title of the step that got the token to send. */
  tokenStep?: string;
};

/**
 * The request of a call in five languages, generated and highlighted at build time
 * (plugins/openapi-contracts/renderedSamples.ts). groupId="language" shares the choice
 * with every other language tab set of the site and keeps it in local storage;
 * queryString puts it in the URL (?language=php) so a link can carry it. Every panel is
 * in the page, marked with its language, so a check can run the samples of the built HTML.
 */
export default function ApiCodeSamples({contract, operationId, data, tokenStep}: Props): ReactNode {
  const view = requireView('ApiCodeSamples', data, `${contract} ${operationId}`);
  const samples = requireView('ApiCodeSamples', view.rendered, `${contract} ${operationId} (rendered samples)`);
  const ids = view.exampleIds ?? [];
  return (
    <div data-runnable-sample={view.isWebhook ? undefined : operationId} data-contract={contract}>
      <Tabs groupId="language" queryString>
        {samples.requests.map((sample) => (
          <TabItem key={sample.value} value={sample.value} label={sample.label}>
            <div data-language={sample.value}>
              <CodeBlock language={sample.language} highlighted={sample.html}>
                {sample.code}
              </CodeBlock>
            </div>
          </TabItem>
        ))}
      </Tabs>
      <p className={styles.note}>
        The samples call the sandbox.
        {view.authenticated && (
          <>
            {' '}
            Put{' '}
            {tokenStep ? (
              <>the token that &ldquo;{tokenStep}&rdquo; returned</>
            ) : (
              <>
                a token from <Link to={`${docsBaseOf(contract)}/authentication`}>authentication</Link>
                {view.sampleTokenScopes.map((scope, index, all) => (
                  <Fragment key={scope}>
                    {index === 0 ? ' with ' : index === all.length - 1 ? ' and ' : ', '}
                    <code>{scope}</code>
                  </Fragment>
                ))}
              </>
            )}{' '}
            in the <code>ACCESS_TOKEN</code> environment variable first.
          </>
        )}
        {ids.length > 0 && (
          <>
            {' '}
            The {ids.length > 1 ? 'IDs' : 'ID'}{' '}
            {ids.map((id, index) => (
              <Fragment key={id}>
                {index > 0 && (index === ids.length - 1 ? ' and ' : ', ')}
                <code>{id}</code>
              </Fragment>
            ))}{' '}
            in them {ids.length > 1 ? 'are' : 'is'} the example&apos;s: put yours in {ids.length > 1 ? 'their' : 'its'}{' '}
            place.
          </>
        )}
        {!view.authenticated && !view.isWebhook && view.sample.body !== undefined && (
          <>
            {' '}
            The credentials in them are the example&apos;s: send your own sandbox credentials, and, where they ask for
            scopes, only scopes yours were granted.
          </>
        )}{' '}
        cURL needs version 7.76 or later (for <code>--fail-with-body</code>), JavaScript runs as an ES module (Node.js
        20 or later, a <code>.mjs</code> file), Python needs the <code>requests</code> package (
        <code>pip install requests</code>), Java {minimumJava} or later runs the file as it is (
        <code>java {view.sample.name}.java</code>), PHP needs the curl extension.
      </p>
    </div>
  );
}
