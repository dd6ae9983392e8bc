import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {JsonObject} from '../../plugins/openapi-contracts/contracts';
import {findStep, loadScenario} from '../../plugins/openapi-contracts/scenarios';
import {buildServersView} from '../../plugins/openapi-contracts/views';
import type {Mock} from '../../scripts/mock/prism';
import {strictView, type ContractEvent} from './events';
import {checkScopes, contract, doc, examples, fail, pass, urlOf} from './support';

/**
 * Follows the widget-order scenario: the handler receives its project.created event, reads
 * the project from the sandbox as its `confirm` step answers (the scenario checker holds
 * that body to the contract), and must mark the order paid; in production (`live`) the same
 * sandbox project must not, and a project whose price differs from the order's must throw.
 */
export async function checkWidgetConfirmation(events: ContractEvent[], mock: Mock): Promise<void> {
  const handler = 'widget order confirmation';
  const created = events.find((event) => event.type === 'project.created');
  if (!created) {
    fail(handler, 'has its event', `${contract} has no project.created webhook`);
    return;
  }
  const scenario = loadScenario('widget-order');
  const confirmCall = findStep(scenario, 'confirm').step.call;
  const project = confirmCall?.response.body as JsonObject | undefined;
  if (confirmCall?.operationId !== 'getProject' || !project) {
    fail(handler, 'follows its scenario', `${scenario.file}: step "confirm" is not a getProject call with a body`);
    return;
  }
  const file = path.join(examples, 'widget/confirm-widget-order.js');
  const source = fs.readFileSync(file, 'utf8');
  const {confirmWidgetOrder} = (await import(pathToFileURL(file).href)) as {
    confirmWidgetOrder: (
      event: unknown,
      settings: {api: string; accessToken: string; live: boolean; orders: unknown},
    ) => Promise<void>;
  };
  const badReads: string[] = [];
  const data = created.payload.data as JsonObject;
  const price = project.price as JsonObject;
  const paid: Array<[string, string]> = [];
  const ordersExpecting = (amount: unknown) => ({
    findByReference: async (reference: string) =>
      reference === project.reference
        ? {id: 'ord_1', reference, expectedAmount: amount, currency: price.currency}
        : null,
    markPaid: async (orderId: string, projectId: string) => void paid.push([orderId, projectId]),
  });
  // The request reaches the mock (its path, token and scopes are checked there); the answer
  // is the scenario's, or a variant of it: what the handler decides must follow the API's answer.
  let answer: JsonObject = project;
  const viaMock = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const response = await viaMock(input, init);
    const url = urlOf(input);
    if (!response.ok || !url.endsWith(`/projects/${data.project_id}`)) return response;
    return Response.json(answer, {status: confirmCall.response.status});
  };
  const from = mock.requests().length;
  const run = (live: boolean, expectedAmount: unknown) =>
    confirmWidgetOrder(
      strictView(doc, created.payload, [created.schema], 'event', (field) => badReads.push(field)),
      {
        api: buildServersView(contract, doc).sandbox,
        accessToken: 'handler-check-token',
        live,
        orders: ordersExpecting(expectedAmount),
      },
    );
  const expectPaid = async (check: string, live: boolean, variant: JsonObject, markedPaid: boolean) => {
    answer = variant;
    paid.length = 0;
    await run(live, price.amount);
    const expected = markedPaid ? [['ord_1', project.id]] : [];
    if (JSON.stringify(paid) === JSON.stringify(expected)) pass(handler, check);
    else fail(handler, check, `markPaid calls: ${JSON.stringify(paid)}, expected ${JSON.stringify(expected)}`);
  };
  try {
    await expectPaid('marks the paid sandbox order paid', false, project, true);
    await expectPaid('in production, leaves a test-mode project alone', true, project, false);
    await expectPaid('in production, marks a paid live order paid', true, {...project, test_mode: false}, true);
    const refunded = {...project, payment: {...(project.payment as JsonObject), status: 'refunded'}};
    await expectPaid('believes the API, not the event: a refunded project is not marked paid', false, refunded, false);
    answer = project;
    paid.length = 0;
    const mismatch = await run(false, Number(price.amount) + 1).then(
      () => 'it returned',
      (error: Error) => (paid.length === 0 && error.message.includes(String(project.id)) ? undefined : error.message),
    );
    if (mismatch === undefined) pass(handler, 'refuses a project whose price differs from the order');
    else fail(handler, 'refuses a project whose price differs from the order', mismatch);
  } catch (error) {
    fail(handler, 'handles project.created', (error as Error).message);
  } finally {
    globalThis.fetch = viaMock;
  }
  const wanted = `${mock.basePath}/projects/${data.project_id}`;
  if (
    mock
      .requests()
      .slice(from)
      .some((call) => call.method === 'GET' && call.path === wanted)
  )
    pass(handler, 'reads the project');
  else fail(handler, 'reads the project', `no GET ${wanted} reached the mock`);
  for (const field of new Set(badReads)) fail(handler, `reads ${field}`, 'no such field in the event schema');
  const header = source
    .split('\n')
    .filter((line) => line.startsWith('//'))
    .join(' ');
  checkScopes(handler, mock, from, header.match(/\b[a-z_]+:(?:read|write)\b/g) ?? []);
}
