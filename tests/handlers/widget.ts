import fs from 'node:fs';
import {pathToFileURL} from 'node:url';
import type {JsonObject} from '../../plugins/openapi-contracts/contracts';
import {findStep, loadScenario} from '../../plugins/openapi-contracts/scenarios';
import type {Mock} from '../../scripts/mock/prism';
import {strictView, type ContractEvent} from './events';
import {checkScopes, contract, doc, exampleFile, fail, pass, urlOf} from './support';

/**
 * Follows the widget-order scenario: the handler receives its project.created event, reads
 * the project from the sandbox as its `confirm` step answers (the scenario checker holds
 * that body to the contract), and must record the sale under the project's ID, with the
 * API's reference and price. In production (`live`) the same sandbox project must not be
 * recorded, nor one the API says is no widget order; one refunded in full is a sale at 0, one
 * refunded in part a sale at what it cost; a second project of the same session is a second sale,
 * and a session without a reference still sells. A later project.status_changed to
 * `cancelled` saves the sale again at what it cost, 0 once refunded in full: kept, so that the
 * fulfilment the page describes sees the change. The store has no other method to call.
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
  const file = exampleFile('widget/confirm-widget-order.js');
  const source = fs.readFileSync(file, 'utf8');
  const {confirmWidgetOrder} = (await import(pathToFileURL(file).href)) as {
    confirmWidgetOrder: (
      event: unknown,
      settings: {readProject: (id: string) => Promise<unknown>; live: boolean; sales: unknown},
    ) => Promise<void>;
  };
  // The reader the handler's comment suggests: callApi of the errors page.
  const {callApi} = (await import(pathToFileURL(exampleFile('authentication/api.js')).href)) as {
    callApi: (method: string, path: string, options: {scope: string}) => Promise<unknown>;
  };
  const statusChanged = events.find((event) => event.type === 'project.status_changed');
  if (!statusChanged) {
    fail(handler, 'has its event', `${contract} has no project.status_changed webhook`);
    return;
  }
  const badReads: string[] = [];
  const data = created.payload.data as JsonObject;
  type Sale = {projectId: unknown; reference: unknown; price: unknown};
  // What the handler asked of its sales store, in order.
  const recorded: JsonObject[] = [];
  const sales = {
    save: async (sale: Sale) => void recorded.push({save: sale}),
  };
  const saved = (variant: JsonObject) => ({
    save: {projectId: variant.id, reference: variant.reference, price: variant.price},
  });
  const savedAtZero = (variant: JsonObject) => ({
    save: {
      projectId: variant.id,
      reference: variant.reference,
      price: {amount: 0, currency: (variant.price as JsonObject).currency},
    },
  });
  // The request reaches the mock (its path, token and scopes are checked there); the answer
  // is the scenario's, or a variant of it: what the handler decides must follow the API's answer.
  let answer: JsonObject = project;
  const viaMock = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const response = await viaMock(input, init);
    if (!response.ok || !urlOf(input).endsWith(`/projects/${answer.id}`)) return response;
    return Response.json(answer, {status: confirmCall.response.status});
  };
  const from = mock.requests().length;
  /** The handler gets `event` about the project the API answers, `variant`. */
  const run = (live: boolean, variant: JsonObject, event: ContractEvent = created) => {
    answer = variant;
    // The event names the project the API answers for, with the same reference.
    const payload = {
      ...event.payload,
      data: {
        ...(event === created ? data : {...(event.payload.data as JsonObject), status: variant.status}),
        project_id: variant.id,
        reference: variant.reference,
      },
    };
    return confirmWidgetOrder(
      strictView(doc, payload, [event.schema], 'event', (field) => badReads.push(field)),
      {readProject: (id) => callApi('GET', `/projects/${id}`, {scope: 'projects:read'}), live, sales},
    );
  };
  const expectSales = async (
    check: string,
    live: boolean,
    runs: Array<JsonObject | [JsonObject, ContractEvent]>,
    wanted: JsonObject[],
  ) => {
    recorded.length = 0;
    for (const item of runs) await (Array.isArray(item) ? run(live, ...item) : run(live, item));
    if (JSON.stringify(recorded) === JSON.stringify(wanted)) pass(handler, check);
    else fail(handler, check, `sales calls: ${JSON.stringify(recorded)}, expected ${JSON.stringify(wanted)}`);
  };
  const live = {...project, test_mode: false};
  const secondOrder = {...project, id: String(project.id).replace(/.$/, (last) => (last === 'Q' ? 'R' : 'Q'))};
  const repriced = {
    ...project,
    price: {...(project.price as JsonObject), amount: Number((project.price as JsonObject).amount) + 100},
  };
  const refunded = {...project, payment: {...(project.payment as JsonObject), status: 'refunded'}};
  // Cancelled once its first service was delivered: that service is what it cost.
  const deliveredPrice = ((project.services as JsonObject[])[0].price ?? {}) as JsonObject;
  const partlyRefunded = {
    ...project,
    status: 'cancelled',
    payment: {...(project.payment as JsonObject), status: 'partially_refunded'},
    cancellation: {
      reason: 'no_longer_needed',
      comment: null,
      charged: deliveredPrice,
      refunded: {
        ...(project.price as JsonObject),
        amount: Number((project.price as JsonObject).amount) - Number(deliveredPrice.amount),
      },
      charged_service_ids: [(project.services as JsonObject[])[0].id],
      cancelled_at: '2025-03-20T10:00:00Z',
    },
  };
  const noReference = {...project, reference: null};
  const apiOrder = {...project, source: 'api', payment: {method: 'invoice', status: 'pending'}};
  try {
    await expectSales('records the paid sandbox project', false, [project], [saved(project)]);
    await expectSales('in production, leaves a test-mode project alone', true, [project], []);
    await expectSales('in production, records a paid live project', true, [live], [saved(live)]);
    await expectSales('records the price the API answers', false, [repriced], [saved(repriced)]);
    await expectSales(
      'believes the API, not the event: a project refunded in full is a sale at 0',
      false,
      [refunded],
      [savedAtZero(refunded)],
    );
    await expectSales(
      'a project cancelled after a delivery is a sale at what it cost, cancellation.charged, not its price',
      false,
      [partlyRefunded],
      [saved({...partlyRefunded, price: partlyRefunded.cancellation.charged})],
    );
    await expectSales(
      'a sale cancelled later is saved again at what it cost, then at 0 once refunded in full',
      false,
      [project, [partlyRefunded, statusChanged], [{...refunded, status: 'cancelled'}, statusChanged]],
      [saved(project), saved({...partlyRefunded, price: partlyRefunded.cancellation.charged}), savedAtZero(refunded)],
    );
    await expectSales(
      'leaves other status changes alone',
      false,
      [[{...project, status: 'in_progress'}, statusChanged]],
      [],
    );
    await expectSales(
      'records each project of one session: a second order with the same reference is a second sale',
      false,
      [project, secondOrder],
      [saved(project), saved(secondOrder)],
    );
    await expectSales('records a sale whose session had no reference', false, [noReference], [saved(noReference)]);
    await expectSales(
      'believes the API, not the event: a project it says is an API order is not a sale',
      false,
      [apiOrder],
      [],
    );
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
  // The page: a mock of the contract answers the project with an API order, so a reader tests
  // the handler with the page's project, as above.
  const mockAnswers = mock
    .requests()
    .slice(from)
    .filter((call) => call.method === 'GET' && call.path === wanted);
  const page = 'docs/widget/react-example/widgetPayment.mdx';
  const says =
    /A mock of the contract does not serve here: its `GET \/projects\/\{project_id\}` answers an API order/.test(
      fs.readFileSync(page, 'utf8').replace(/\s+/g, ' '),
    );
  const mockCheck = `the contract's mock answers the project as an API order, as ${page} says`;
  if (!says) fail(handler, mockCheck, 'the page no longer says so');
  else if (mockAnswers.length > 0 && mockAnswers.every((call) => JSON.parse(call.responseBody).source === 'api'))
    pass(handler, mockCheck);
  else fail(handler, mockCheck, mockAnswers.map((call) => call.responseBody.slice(0, 120)).join(' | ') || 'no answer');
  for (const field of new Set(badReads)) fail(handler, `reads ${field}`, 'no such field in the event schema');
  const header = source
    .split('\n')
    .filter((line) => line.startsWith('//'))
    .join(' ');
  checkScopes(handler, mock, from, header.match(/\b[a-z_]+:(?:read|write)\b/g) ?? []);
}
