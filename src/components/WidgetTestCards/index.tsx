import React, {type ReactNode} from 'react';
import {testCards, type TestCardOutcome} from '@site/src/data/widget';
import InlineCode from '@site/src/components/InlineCode';
import ScrollableRegion from '@site/src/components/ScrollableRegion';

const outcomeNames: Record<TestCardOutcome, string> = {
  success: 'Success',
  declined: 'Declined',
  method_unavailable: 'Payment method unavailable',
  authentication_required: 'Authentication required',
};

/** The test cards, from the list the playground accepts. */
export default function WidgetTestCards(): ReactNode {
  return (
    <ScrollableRegion label="Test cards">
      <table>
        <thead>
          <tr>
            <th scope="col">Card number</th>
            <th scope="col">Outcome</th>
            <th scope="col">What happens</th>
          </tr>
        </thead>
        <tbody>
          {testCards.map((card) => (
            <tr key={card.number}>
              <td>
                <code>{card.number}</code>
              </td>
              <td>{outcomeNames[card.outcome]}</td>
              <td>
                <InlineCode text={card.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollableRegion>
  );
}
