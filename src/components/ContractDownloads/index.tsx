import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {downloadFiles} from '@site/src/data/contractDownloads';
import {currentVersion} from '@site/src/data/versions';
import styles from './styles.module.css';

/** `name`: the contract's file name without `.yaml` (a `contract` prop would be read as a contract view by plugins/openapi-contracts). */
type Props = {name: string};

/**
 * The files generated from a contract at build time (plugins/contract-downloads): its
 * Postman collection and its TypeScript types. Plain links: they are files, not pages.
 */
export default function ContractDownloads({name}: Props): ReactNode {
  const files = downloadFiles(name);
  const postman = useBaseUrl(files.postman);
  const types = useBaseUrl(files.types);
  // What only the current contract has: statuses to act from, open questions, growing lists, attributes.
  const current = name === currentVersion.contract;
  return (
    <ul className={styles.downloads} data-testid="contract-downloads">
      <li>
        <a href={postman} download>
          Postman collection
        </a>{' '}
        (JSON): every call with its example and, as saved responses, each answer the contract shows for it, optional
        query parameters switched off. The sandbox is in the <code>baseUrl</code> variable. Put your credentials in the
        variables the token call sends (the collection&apos;s variables say which) and send it first: it keeps the token
        in <code>accessToken</code>, which every other call sends.{' '}
        {current && (
          <>
            A call that takes an <code>Idempotency-Key</code> keeps its key until an answer is final, so a resend of the
            same body after no answer, a <code>401</code>, <code>429</code> or <code>5xx</code> is a retry; the next
            send after another answer, or with another body, is a new request.{' '}
          </>
        )}
        Each call that creates or lists objects keeps an ID in a variable, which the calls taking that ID send, in the
        path or anywhere in the body: they act on your objects, not the examples&apos;. A create keeps the new ID.{' '}
        {current
          ? 'A list keeps the ID you have while it still lists that object in a status those calls can act from; else its first object in such a status (a deliverable to review), else its first. An ID the kept object holds, such as its open question’s, is kept with it, and unset when it holds none: a call that needs it then sends its variable’s name, unresolved, until a project asks a question.'
          : 'A list keeps the ID you have while it still lists that object, else its first, whatever its status: check it before you act on it.'}{' '}
        The folders follow the reference, not a flow: send the calls in the order your flow takes them.
      </li>
      <li>
        <a href={types} download>
          TypeScript types
        </a>{' '}
        (<code>.d.ts</code>, from openapi-typescript): <code>paths</code>, <code>operations</code> and{' '}
        <code>components</code> of the contract, for typed requests and responses. A list the contract closes (such as a
        status) is closed here too, so a value added later type-checks only with a newer download.{' '}
        {current ? (
          <>
            A list that grows (<code>x-extensible-enum</code>) suggests its known values and takes any other string.{' '}
            <code>KnownEvent</code> is the union of the webhook events the contract knows, which narrows on{' '}
            <code>type</code>; an event of the events list may be of a type added later, and the file&apos;s first lines
            show the guard that narrows it. A request&apos;s or a project&apos;s <code>attributes</code> narrow on its{' '}
            <code>category</code>, and stay open for attributes added later, so a misspelt optional one type-checks; the
            contract&apos;s other conditions between fields (a <code>script</code> or a <code>brief</code>) are left to
            the API.
          </>
        ) : (
          'Conditions between fields (a script or a brief) are left to the API.'
        )}
      </li>
    </ul>
  );
}
