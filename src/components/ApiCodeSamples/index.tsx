import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import type {OperationView} from '@site/plugins/openapi-contracts/types';
import {requireView} from '@site/src/lib/contractView';
import {docsBaseOf} from '@site/src/data/contracts';
import styles from './styles.module.css';
import {generateSample, LANGUAGES} from './generate';

type Props = {contract: string; operationId: string; data?: OperationView};

/**
 * The request of a call in five languages. groupId="language" shares the choice
 * with every other language tab set of the site and keeps it in local storage;
 * queryString puts it in the URL (?language=php) so a link can carry it.
 * data-runnable-sample and data-sample-language let `npm run test:samples` find each
 * program in the built site and run it against the contract's mock.
 */
export default function ApiCodeSamples({contract, operationId, data}: Props): ReactNode {
  const view = requireView('ApiCodeSamples', data, `${contract} ${operationId}`);
  return (
    <div data-runnable-sample={view.isWebhook ? undefined : operationId} data-contract={contract}>
      <Tabs groupId="language" queryString lazy>
        {LANGUAGES.map((language) => (
          <TabItem key={language.value} value={language.value} label={language.label}>
            <div data-sample-language={language.value}>
              <CodeBlock language={language.prism}>{generateSample(language.value, view.sample)}</CodeBlock>
            </div>
          </TabItem>
        ))}
      </Tabs>
      <p className={styles.note}>
        The samples call the sandbox.
        {view.authenticated && (
          <>
            {' '}
            Put a token from <Link to={`${docsBaseOf(contract)}/authentication`}>authentication</Link> in the{' '}
            <code>ACCESS_TOKEN</code> environment variable first.
          </>
        )}{' '}
        JavaScript runs as an ES module (Node.js 18 or later), Java needs Java 15 or later, PHP the curl extension.
      </p>
    </div>
  );
}
