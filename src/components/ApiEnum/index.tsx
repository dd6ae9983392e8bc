import React, {type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {SchemaView} from '@site/plugins/openapi-contracts/types';
import InlineCode from '@site/src/components/InlineCode';
import {requireView} from '@site/src/lib/contractView';
import styles from './styles.module.css';

type Props = {
  contract: string;
  schema: string;
  data?: SchemaView;
  valueHeading?: string;
  /** Before each row's id, where two lists of one page share a value (a category and a service both `voice_over`). */
  anchorPrefix?: string;
};

/**
 * The values of an enum schema (statuses, reason codes, error codes) with their
 * meaning, and what to do about each when the contract says (x-enum-actions).
 * Each row has an id equal to the value (after `anchorPrefix`), so `#<value>` links land on it.
 */
export default function ApiEnum({contract, schema, data, valueHeading = 'Code', anchorPrefix = ''}: Props): ReactNode {
  const view = requireView('ApiEnum', data, `${contract} ${schema}`);
  if (!view.enumValues) throw new Error(`<ApiEnum>: ${contract} schema ${schema} is not an enum.`);
  const withActions = view.enumValues.some((value) => value.action);
  // Rows are link targets (/api/errors#not_found): register them with the link checker.
  const brokenLinks = useBrokenLinks();
  view.enumValues.forEach((value) => brokenLinks.collectAnchor(`${anchorPrefix}${String(value.value)}`));
  return (
    <table className={styles.table} data-testid="api-enum">
      {view.valuesCanGrow && <caption>Known today; others can appear.</caption>}
      <thead>
        <tr>
          <th scope="col">{valueHeading}</th>
          <th scope="col">Meaning</th>
          {withActions && <th scope="col">What to do</th>}
        </tr>
      </thead>
      <tbody>
        {view.enumValues.map((value) => (
          <tr key={String(value.value)} id={`${anchorPrefix}${String(value.value)}`}>
            <td className={styles.value}>
              <code>{String(value.value)}</code>
            </td>
            <td>
              <InlineCode text={value.description} />
            </td>
            {withActions && (
              <td>
                <InlineCode text={value.action} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
