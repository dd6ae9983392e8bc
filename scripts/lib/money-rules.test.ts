import {expect, it} from 'vitest';
import {moneyProblems} from './money-rules';

// The samples' money must agree with the introduction; these are the contradictions the
// checks of the contract examples and the scenarios report.

const eur = (amount: number) => ({amount, currency: 'EUR'});
const services = [
  {price: eur(9900), status: 'completed'},
  {price: eur(5000), status: 'in_progress'},
];

it('accepts a project whose services add up and whose cancellation follows the rule', () => {
  const cancelled = {charged: eur(9900), refunded: eur(5000)};
  expect(moneyProblems({data: [{price: eur(14900), services, source: 'widget', cancellation: cancelled}]})).toEqual([]);
  expect(
    moneyProblems({price: eur(14900), services, source: 'api', cancellation: {charged: eur(9900), refunded: eur(0)}}),
  ).toEqual([]);
});

it('reports services that do not add up, and a cancellation that charges or refunds otherwise', () => {
  expect(moneyProblems({data: [{price: eur(15000), services}]})).toEqual([
    "/data/0: the services' prices add up to 14900, not the project's price 15000",
  ]);
  expect(
    moneyProblems({
      price: eur(14900),
      services,
      source: 'api',
      cancellation: {charged: eur(14900), refunded: eur(5000)},
    }),
  ).toEqual([
    '/cancellation/charged: 14900, but the delivered and completed services cost 9900',
    '/cancellation/refunded: 5000, but an API order is refunded 0',
  ]);
});
