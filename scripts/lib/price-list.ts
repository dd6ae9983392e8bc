// One price list across the examples of the current contract and its guides, so that no
// two of them contradict what the categories page says drives a price:
//   - the same order (category, spot length or word count, script writing, fulfilment,
//     currency) costs the same wherever a quote or a project shows it, and each of its
//     services too;
//   - script writing adds a service: an order with it costs more than the same order without;
//   - a price list computed elsewhere (the widget playground's demo quotes) agrees with them.
// A music-library track is included in post-production, so it is not part of the order's key.

/** An example, with where a problem about it is reported. */
export type PricedExample = {value: unknown; file: string; line: number};
export type PriceProblem = {file: string; line: number; message: string};

export type Order = {
  category?: unknown;
  attributes?: Record<string, unknown>;
  fulfilment?: {type?: unknown; auditions?: unknown};
  price?: {amount?: unknown; currency?: unknown};
  services?: Array<{type?: unknown; price?: {amount?: unknown}}>;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every quote or project in a value: an object with a category, attributes and a money price. */
function* ordersIn(value: unknown): Generator<Order> {
  if (isObject(value)) {
    const order = value as Order;
    if (typeof order.category === 'string' && isObject(order.attributes) && typeof order.price?.amount === 'number')
      yield order;
  }
  if (value && typeof value === 'object') for (const child of Object.values(value)) yield* ordersIn(child);
}

/** What sets an order's price, as text; `withScript` overrides its script writing. */
function keyOf(order: Order, withScript = order.attributes?.script_writing === true): string {
  const attributes = order.attributes ?? {};
  return [
    order.category,
    attributes.spot_length_seconds !== undefined
      ? `${String(attributes.spot_length_seconds)} s`
      : `${String(attributes.word_count)} words`,
    withScript ? 'with script writing' : 'without script writing',
    order.fulfilment?.type ?? 'speedy',
    ...(order.fulfilment?.auditions !== undefined ? [`${String(order.fulfilment.auditions)} auditions`] : []),
    order.price?.currency,
  ].join(', ');
}

export function priceListProblems(examples: PricedExample[]): PriceProblem[] {
  const problems: PriceProblem[] = [];
  const first = new Map<string, {amount: number; at: string}>();
  const place = ({file, line}: PricedExample) => `${file}:${line}`;
  const agree = (key: string, amount: number, example: PricedExample, what: string) => {
    const seen = first.get(key);
    if (!seen) first.set(key, {amount, at: place(example)});
    else if (seen.amount !== amount)
      problems.push({
        file: example.file,
        line: example.line,
        message: `${what} (${key}) costs ${amount} here but ${seen.amount} at ${seen.at}: one order, one price`,
      });
  };
  const orders = examples.flatMap((example) => [...ordersIn(example.value)].map((order) => ({order, example})));
  for (const {order, example} of orders) {
    const key = keyOf(order);
    agree(key, order.price!.amount as number, example, 'the order');
    for (const service of order.services ?? [])
      if (typeof service.price?.amount === 'number')
        agree(`${key}: ${String(service.type)}`, service.price.amount, example, `its ${String(service.type)} service`);
  }
  for (const {order, example} of orders) {
    if (order.attributes?.script_writing !== true) continue;
    const without = first.get(keyOf(order, false));
    if (without && (order.price!.amount as number) <= without.amount)
      problems.push({
        file: example.file,
        line: example.line,
        message: `the order (${keyOf(order)}) costs ${String(order.price!.amount)}, no more than ${without.amount} without script writing at ${without.at}: script writing adds a service`,
      });
  }
  return problems;
}

/**
 * The orders whose price `priceOf` computes (undefined for an order it does not price) and
 * whose examples say otherwise; `what` names the computed list in the message.
 */
export function computedPriceProblems(
  examples: PricedExample[],
  priceOf: (order: Order) => number | undefined,
  what: string,
): PriceProblem[] {
  return examples.flatMap((example) =>
    [...ordersIn(example.value)].flatMap((order) => {
      const computed = priceOf(order);
      return computed === undefined || computed === order.price!.amount
        ? []
        : [
            {
              file: example.file,
              line: example.line,
              message: `the order (${keyOf(order)}) costs ${String(order.price!.amount)} here but ${computed} in ${what}: one price list`,
            },
          ];
    }),
  );
}
