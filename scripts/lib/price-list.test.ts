import {expect, it} from 'vitest';
import {computedPriceProblems, priceListProblems} from './price-list';

// The contradiction two journeys through the pages found: a spot with script writing quoted
// for less than the same spot without it.

const eur = (amount: number) => ({amount, currency: 'EUR'});
const spot = (scriptWriting: boolean, amount: number, services?: Array<[string, number]>) => ({
  category: 'audio_ads',
  attributes: {spot_length_seconds: 30, script_writing: scriptWriting, music_track_id: 'trk_1'},
  fulfilment: {type: 'speedy'},
  price: eur(amount),
  ...(services ? {services: services.map(([type, price]) => ({type, price: eur(price)}))} : {}),
});
const at = (line: number, value: unknown) => ({value, file: 'examples.yaml', line});
// A 30-second spot without script writing, with its services.
const plainSpot = spot(false, 14900, [
  ['voice_over', 9900],
  ['post_production', 5000],
]);

it('accepts one price per order and per service, wherever the examples nest them', () => {
  expect(
    priceListProblems([
      at(1, plainSpot),
      at(2, {data: [{...spot(false, 14900), attributes: {spot_length_seconds: 30}}]}),
      at(
        3,
        spot(true, 17900, [
          ['script_writing', 3000],
          ['voice_over', 9900],
          ['post_production', 5000],
        ]),
      ),
      at(4, {...spot(false, 14000), fulfilment: {type: 'contest', auditions: 5}}),
    ]),
  ).toEqual([]);
});

it('reports an order or a service priced two ways, and script writing that costs nothing', () => {
  expect(
    priceListProblems([
      at(1, plainSpot),
      at(
        2,
        spot(false, 15900, [
          ['voice_over', 10900],
          ['post_production', 5000],
        ]),
      ),
      at(3, spot(true, 12900)),
    ]).map(({line, message}) => `${line}: ${message}`),
  ).toEqual([
    '2: the order (audio_ads, 30 s, without script writing, speedy, EUR) costs 15900 here but 14900 at examples.yaml:1: one order, one price',
    '2: its voice_over service (audio_ads, 30 s, without script writing, speedy, EUR: voice_over) costs 10900 here but 9900 at examples.yaml:1: one order, one price',
    '3: the order (audio_ads, 30 s, with script writing, speedy, EUR) costs 12900, no more than 14900 without script writing at examples.yaml:1: script writing adds a service',
  ]);
});

it('reports an order that a computed price list prices otherwise, and leaves the orders it does not price', () => {
  const priceOf = (order: {fulfilment?: {type?: unknown}}) => (order.fulfilment?.type === 'speedy' ? 14900 : undefined);
  expect(
    computedPriceProblems(
      [at(1, spot(false, 14900)), at(2, spot(true, 17900)), at(3, {...spot(false, 1), fulfilment: {type: 'contest'}})],
      priceOf,
      'the demo',
    ).map(({line, message}) => `${line}: ${message}`),
  ).toEqual([
    '2: the order (audio_ads, 30 s, with script writing, speedy, EUR) costs 17900 here but 14900 in the demo: one price list',
  ]);
});
