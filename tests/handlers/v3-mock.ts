import {listOperations, loadContract, type JsonObject} from '../../plugins/openapi-contracts/contracts';
import {startMock, type Mock} from '../../scripts/mock/prism';
import {checkMigrationWalk} from './mock-walks';
import {checkOf, port, prismCall, readPage, requestExampleOf} from './support';

/** The example of each path parameter of a contract, by the name its paths give it (`{project_id}`). */
function pathExamples(contract: string): Record<string, string> {
  const parameters = (loadContract(contract).components as {parameters: Record<string, JsonObject>}).parameters;
  return Object.fromEntries(
    Object.values(parameters)
      .filter((parameter) => parameter.in === 'path')
      .map((parameter) => [`{${String(parameter.name)}}`, String(parameter.example)]),
  );
}

/** The ID each OLD-3.0.0 path parameter takes (`{projectId}`: an integer). */
const integerIds = pathExamples('v3.0.0');
/** For each, a FINAL-1.0.0 ID of the same kind (`{project_id}`: a `prj_` ID). */
const finalExamples = pathExamples('final-1.0.0');
const finalIds = Object.fromEntries(
  Object.keys(integerIds).map((name) => [
    name,
    finalExamples[name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)],
  ]),
);

/**
 * OLD-3.0.0's errors page on a mock of its contract: Prism answers a body the contract
 * does not allow with the call's 422 example, 3002, whatever the body lacks, and a valid
 * request sent with `Prefer: code=400` with 3001; every call with an ID in its path answers
 * a FINAL-1.0.0 ID there with 400 3001, as the ID parameters and the errors page say. The
 * migration guide's walk on both mocks runs while this one is up.
 */
export async function checkV3MockErrors(finalMock: Mock): Promise<void> {
  const check = checkOf('OLD-3.0.0 errors on Prism');
  const page = 'versioned_docs/version-3.0.0/errors.mdx';
  const text = readPage(page).replace(/\s+/g, ' ');
  const mock = await startMock({contract: 'v3.0.0', port: port + 9});
  const quote = (body: unknown, prefer?: string) =>
    prismCall(mock, 'POST', '/projects/quote', {body, prefer, auth: {'X-Auth-Token': 'a-token'}});
  const valid = {categoryKey: 'audioAds', parameters: {spotLength: 30, language: 'en-US', voiceGender: 'female'}};
  try {
    for (const [what, body, prefer, said, status, code] of [
      [
        'a body without its fields',
        {},
        undefined,
        /it answers one the contract does not allow with the call's `422` example, `3002`/,
        422,
        3002,
      ],
      [
        'a valid body with Prefer: code=400',
        valid,
        'code=400',
        /to test `3001` on those two calls, send a request the mock finds valid with the header `Prefer: code=400`/,
        400,
        3001,
      ],
    ] as const)
      await check(`${page}: ${what} gets ${status} ${code}`, async () => {
        if (!said.test(text)) return 'the page no longer says so';
        const answer = await quote(body, prefer);
        return answer.status === status && answer.body.errorCode === code
          ? undefined
          : `HTTP ${answer.status} ${JSON.stringify(answer.body)}`;
      });
    const doc = loadContract('v3.0.0');
    const parameters = (doc.components as {parameters: Record<string, {description: string}>}).parameters;
    const idCalls = listOperations(doc).filter(
      ({path, isWebhook}) => !isWebhook && /\{(project|deliverable)Id\}/.test(path),
    );
    await check('the ID parameters and the errors page say a FINAL-1.0.0 ID answers 400 3001', async () =>
      ['ProjectId', 'DeliverableId'].every((name) =>
        /is not, such as a FINAL-1\.0\.0 `(prj|dlv)_…` ID, answers `400` with error code `3001`/.test(
          parameters[name].description,
        ),
      ) && /a FINAL-1\.0\.0 ID in the path for one, with the call's `400` example, `3001`/.test(text)
        ? undefined
        : 'no longer said',
    );
    for (const call of idCalls)
      await check(
        `${call.method.toUpperCase()} ${call.path}: an integer ID gets 2xx, a FINAL-1.0.0 ID 400 3001`,
        async () => {
          const body = requestExampleOf(call.operation);
          const send = (ids: Record<string, string>) =>
            prismCall(
              mock,
              call.method.toUpperCase(),
              call.path.replace(/\{\w+\}/g, (name) => ids[name]),
              {
                body,
                auth: {'X-Auth-Token': 'a-token'},
              },
            );
          const valid = await send(integerIds);
          const final = await send(finalIds);
          return valid.status < 300 && final.status === 400 && final.body.errorCode === 3001
            ? undefined
            : `integer IDs: HTTP ${valid.status}; FINAL-1.0.0 IDs: HTTP ${final.status} ${JSON.stringify(final.body)}`;
        },
      );
    await checkMigrationWalk(finalMock, quote);
  } finally {
    await mock.stop();
  }
}
