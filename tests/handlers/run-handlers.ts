import {startMock} from '../../scripts/mock/prism';
import {requireRuntimes} from '../support/runtimes';
import {contractEvents, eventOfUnknownType} from './events';
import {checkNotificationsWorker} from './notifications';
import {checkPagination} from './pagination';
import {checkReceivers, selfTest} from './receivers';
import {contract, examplesNotRun, fail, pass, port, results, routeApiToMock} from './support';
import {checkTokenCache, checkUserTokens} from './token';
import {checkAgainstPrism, checkApiClient} from './api-client';
import {checkApiClientLanguages} from './api-client-languages';
import {checkWidgetConfirmation} from './widget';
import {checkWidgetSessionRoute} from './widget-session';
import {
  checkContestWalk,
  checkErrorOnMock,
  checkEventsPagingWalk,
  checkJingleWalk,
  checkRejectWalk,
  checkScriptWritingWalk,
} from './mock-walks';
import {checkProjectStatusExamples} from './project-statuses';
import {checkV3MockErrors} from './v3-mock';

// npm run test:handlers: every webhook receiver and worker the pages show (the files under
// examples/handlers/, which the pages render) runs against events built from the
// contract's webhook examples. A correctly signed event is accepted, of a type the
// contract does not know too; a tampered, stale, future, unsigned, malformed or wrongly
// keyed one is refused with 400; the follow-up calls the pages describe reach the
// contract's mock without a violation, with a token whose scopes cover them, each POST
// with an Idempotency-Key (the introduction's go-live list asks it of every POST); a handler
// that reads an event field the schema lacks fails; and the notifications worker leaves
// its tables as that page promises: newest status wins, a duplicate changes nothing, a
// failure that can pass is tried again later and a 404 is set aside, one token serves every
// call until a 401; its catch-up stores the events it missed. token.js shares one token request among calls that need
// the same scopes at once. send.js and api.js follow the errors page: wait Retry-After,
// send again what got no answer with the same Idempotency-Key, throw other errors with
// their code, renew a refused token once; so do their Python, Java and PHP versions, each
// run by a driver in its language. The projects list's paging loops, in each
// language, read every page, wait out a 429 and stop on the last. The widget's session route starts a session with the visitor's checkout as
// its reference and gives the page the client_token alone. Every file under examples/ must
// be asked for by a check (exampleFile), or the run fails.
//
// Ports: HANDLERS_PORT (default 4200) and the next 10: the mock (2), the four receivers,
// the notifications server, the paging loops' two pages, the other languages' client
// helpers' planted answers, OLD-3.0.0's mock (2); and 3000, the port the webhook page's
// samples listen on.

async function main(): Promise<void> {
  const started = Date.now();
  requireRuntimes(['node', 'python3', 'flask', 'java', 'javac', 'php', 'curl', 'jq']);
  const known = contractEvents(contract);
  const events = [...known, eventOfUnknownType(known[0])];
  const mock = await startMock({contract, port});
  try {
    routeApiToMock(mock);
    await selfTest(events);
    await checkReceivers(events);
    await checkNotificationsWorker(events, mock);
    await checkWidgetConfirmation(events, mock);
    await checkWidgetSessionRoute(mock);
    await checkTokenCache(mock);
    await checkUserTokens(mock);
    await checkApiClient(mock);
    await checkAgainstPrism(mock);
    await checkContestWalk(mock);
    await checkScriptWritingWalk(mock);
    await checkRejectWalk(mock);
    await checkJingleWalk(mock);
    await checkEventsPagingWalk(mock);
    await checkErrorOnMock(mock);
    await checkProjectStatusExamples(mock);
    await checkV3MockErrors(mock);
    await checkApiClientLanguages(mock);
    await checkPagination(mock);
  } finally {
    await mock.stop();
  }
  const notRun = examplesNotRun();
  if (notRun.length === 0) pass('every example file', 'runs');
  for (const file of notRun)
    fail('every example file', `runs: ${file}`, 'no check asks for it (exampleFile in tests/handlers/)');
  const handlers = [...new Set(results.map((result) => result.handler))];
  console.log(
    `handlers: ${handlers
      .map((handler) => {
        const own = results.filter((result) => result.handler === handler);
        return `${handler} ${own.filter((result) => !result.problem).length}/${own.length}`;
      })
      .join(', ')} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  for (const {handler, check, problem} of results.filter((result) => result.problem))
    console.error(`FAIL ${handler}: ${check}: ${problem}`);
  process.exit(results.some((result) => result.problem) ? 1 : 0);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
