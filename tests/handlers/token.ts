import {pathToFileURL} from 'node:url';
import type {Mock} from '../../scripts/mock/prism';
import {exampleFile, fail, pass, tokenRequestScopes} from './support';

type TokenModule = {
  accessToken: (scope: string) => Promise<string>;
  forgetToken: (scope: string, refused?: string) => Promise<void>;
};

/**
 * token.js of /api/authentication, "one cached token per set of scopes": calls that need a
 * token at the same time, naming the same scopes in any order, share one token request;
 * after forgetToken, the next call asks again.
 */
export async function checkTokenCache(mock: Mock): Promise<void> {
  const handler = 'token.js';
  const file = exampleFile('authentication/token.js');
  // A module instance of its own, so that no other check's cache is shared.
  const {accessToken, forgetToken} = (await import(`${pathToFileURL(file).href}?token-cache`)) as TokenModule;
  const tokenRequests = (from: number) => tokenRequestScopes(mock, mock.requests().slice(from));
  try {
    const from = mock.requests().length;
    const tokens = await Promise.all([
      accessToken('projects:read deliverables:read'),
      accessToken('deliverables:read projects:read'),
      accessToken('projects:read deliverables:read'),
    ]);
    const asked = tokenRequests(from);
    const check = 'calls at the same time, with the same scopes in any order, share one token request';
    if (asked.length === 1 && new Set(tokens).size === 1) pass(handler, check);
    else fail(handler, check, `${asked.length} token requests, ${new Set(tokens).size} tokens`);

    const spaced = mock.requests().length;
    await accessToken('  projects:read   deliverables:read projects:read ');
    if (tokenRequests(spaced).length === 0) pass(handler, 'extra spaces and a repeated scope name the same scopes');
    else fail(handler, 'extra spaces and a repeated scope name the same scopes', 'asked for another token');

    const afterForget = mock.requests().length;
    await forgetToken('deliverables:read projects:read');
    await accessToken('projects:read deliverables:read');
    if (tokenRequests(afterForget).length === 1) pass(handler, 'after forgetToken, asks for a new token');
    else
      fail(handler, 'after forgetToken, asks for a new token', `${tokenRequests(afterForget).length} token requests`);
  } catch (error) {
    fail(handler, 'gets tokens from the token call', (error as Error).message);
  }
}
