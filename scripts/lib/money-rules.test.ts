import {expect, it} from 'vitest';
import {moneyProblems} from './money-rules';

// The samples' money must agree with the introduction and the cancel page; these are the
// contradictions the checks of the contract examples, pages and scenarios report.

const eur = (amount: number) => ({amount, currency: 'EUR'});
const open = [
  {id: 'srv_voice', price: eur(9900), status: 'completed'},
  {id: 'srv_mix', price: eur(5000), status: 'in_progress'},
];
// Once cancelled, the delivered service shows `cancelled` too; only `completed` stays.
const cancelledServices = [
  {id: 'srv_voice', price: eur(9900), status: 'cancelled'},
  {id: 'srv_mix', price: eur(5000), status: 'cancelled'},
];
// A widget order cancelled once everything was delivered: charged in full, nothing back.
const chargedInFull = {
  status: 'cancelled',
  price: eur(14900),
  services: cancelledServices,
  source: 'widget',
  cancellation: {charged: eur(14900), refunded: eur(0), charged_service_ids: ['srv_voice', 'srv_mix']},
};

it('accepts projects whose services add up, whose cancellation and payment follow the rules', () => {
  expect(
    moneyProblems({
      data: [
        {
          status: 'in_progress',
          price: eur(14900),
          services: open,
          source: 'api',
          payment: {method: 'invoice', status: 'pending'},
        },
        {
          status: 'in_progress',
          price: eur(14900),
          services: open,
          source: 'widget',
          payment: {method: 'card', status: 'paid'},
        },
        {
          status: 'cancelled',
          price: eur(14900),
          services: cancelledServices,
          source: 'widget',
          payment: {method: 'paypal', status: 'partially_refunded'},
          cancellation: {charged: eur(9900), refunded: eur(5000), charged_service_ids: ['srv_voice']},
        },
        {...chargedInFull, payment: {method: 'card', status: 'paid'}},
        {
          status: 'cancelled',
          price: eur(14900),
          services: cancelledServices,
          source: 'api',
          payment: {method: 'invoice', status: 'not_charged'},
          cancellation: {charged: eur(0), refunded: eur(0), charged_service_ids: []},
        },
      ],
    }),
  ).toEqual([]);
});

it("reports a payment status that the project's state does not allow", () => {
  expect(
    moneyProblems({
      status: 'completed',
      price: eur(14900),
      services: open,
      source: 'api',
      payment: {method: 'invoice', status: 'pending'},
    }),
  ).toEqual(['/payment/status: pending, but that of an API order that is completed is invoiced']);
});

it('reports a widget order charged in full as refunded in part: nothing went back', () => {
  expect(moneyProblems({...chargedInFull, payment: {method: 'card', status: 'partially_refunded'}})).toEqual([
    '/payment/status: partially_refunded, but that of a widget order so cancelled is paid',
  ]);
});

it('reports services that do not add up, a cancellation that charges or refunds otherwise, and a wrong payment', () => {
  expect(moneyProblems({data: [{price: eur(15000), services: open}]})).toEqual([
    "/data/0: the services' prices add up to 14900, not the project's price 15000",
  ]);
  expect(
    moneyProblems({
      status: 'cancelled',
      price: eur(14900),
      services: [
        {id: 'srv_voice', price: eur(9900), status: 'completed'},
        {id: 'srv_mix', price: eur(5000), status: 'in_progress'},
      ],
      source: 'api',
      payment: {method: 'card', status: 'not_charged'},
      cancellation: {charged: eur(0), refunded: eur(5000), charged_service_ids: ['srv_mix', 'srv_gone']},
    }),
  ).toEqual([
    '/cancellation/charged_service_ids: names a service the project does not have',
    '/cancellation/charged_service_ids: leaves out srv_voice, which is completed',
    '/cancellation/charged_service_ids: names srv_mix, which is in_progress',
    '/cancellation/charged: 0, but the services it lists cost 5000',
    '/cancellation/refunded: 5000, but an API order is refunded 0',
    '/payment/method: card, but an API order is paid by invoice',
  ]);
});
