import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import type {OperationView} from '@site/plugins/openapi-contracts/types';
import {requireView} from '@site/src/lib/contractView';
import {docsBaseOf} from '@site/src/data/versions';
import styles from './styles.module.css';
import {generateSample, LANGUAGES} from './generate';

type Props = {contract: string; operationId: string; data?: OperationView};

/**
 * The request of a call in five languages. groupId="language" shares the choice
 * with every other language tab set of the site and keeps it in local storage;
 * queryString puts it in the URL (?language=php) so a link can carry it.
 */
export default function ApiCodeSamples({contract, operationId, data}: Props): ReactNode {
  const view = requireView('ApiCodeSamples', data, `${contract} ${operationId}`);
  return (
    <>
      <Tabs groupId="language" queryString lazy>
        {LANGUAGES.map((language) => (
          <TabItem key={language.value} value={language.value} label={language.label}>
            <CodeBlock language={language.prism}>{generateSample(language.value, view.sample)}</CodeBlock>
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
    </>
  );
}
