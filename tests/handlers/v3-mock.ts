import {startMock} from '../../scripts/mock/prism';
import {checkOf, port, prismCall, readPage} from './support';

/**
 * OLD-3.0.0's errors page on a mock of its contract: Prism answers a body the contract
 * does not allow with the call's 422 example, 3002, whatever the body lacks, and a valid
 * request sent with `Prefer: code=400` with 3001.
 */
export async function checkV3MockErrors(): Promise<void> {
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
        /answers one the contract does not allow with the call's `422` example, `3002`/,
        422,
        3002,
      ],
      [
        'a valid body with Prefer: code=400',
        valid,
        'code=400',
        /to test `3001` on the mock, send a request it finds valid with the header `Prefer: code=400`/,
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
  } finally {
    await mock.stop();
  }
}
