import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type {JsonObject} from '../../plugins/openapi-contracts/contracts';
import type {Mock} from '../../scripts/mock/prism';
import {localEnvironment} from '../support/runtimes';
import {
  checkScopes,
  contractError,
  fail,
  pass,
  port,
  quoteExample,
  readerFolder,
  runProgram,
  startFrontServer,
} from './support';

/**
 * The errors page's and authentication's client helpers in the other languages of their
 * tabs (send, token and api files), each run for real by a driver in its language
 * (tests/handlers/api-client-drivers/), one process per scenario, against a server in front
 * of the mock that plants the answers a rule needs: the same rules as send.js, token.js and
 * api.js in api-client.ts and token.ts.
 */
type Language = {
  language: string;
  /** Name a reader saves it under -> the example file under examples/handlers/. */
  files: Record<string, string>;
  driver: string;
  /** The command that runs one scenario, in the reader's folder. */
  command: (scenario: string, quote: string) => string[];
  /** Compiles the folder once, before the scenarios, when the language needs it. */
  compile?: string[];
  /** Whether its token cache is shared by threads that call at the same time. */
  threads: boolean;
};

const languages: Language[] = [
  {
    language: 'Python',
    files: {
      'send.py': 'authentication/send.py',
      'tokens.py': 'authentication/tokens.py',
      'api.py': 'authentication/api.py',
    },
    driver: 'drive_helpers.py',
    command: (scenario, quote) => ['python3', 'drive_helpers.py', scenario, quote],
    threads: true,
  },
  {
    language: 'Java',
    files: {
      'Send.java': 'authentication/Send.java',
      'Token.java': 'authentication/Token.java',
      'Api.java': 'authentication/Api.java',
    },
    driver: 'DriveHelpers.java',
    // Compiled together, as in a reader's project (Java 17 runs a single source file only).
    compile: ['javac', '-d', 'classes', 'Send.java', 'Token.java', 'Api.java', 'DriveHelpers.java'],
    command: (scenario, quote) => ['java', '-cp', 'classes', 'DriveHelpers', scenario, quote],
    threads: true,
  },
  {
    language: 'PHP',
    files: {
      'send.php': 'authentication/send.php',
      'token.php': 'authentication/token.php',
      'api.php': 'authentication/api.php',
    },
    driver: 'drive-helpers.php',
    command: (scenario, quote) => ['php', 'drive-helpers.php', scenario, quote],
    // One PHP process serves one request at a time: the same scopes in another order reuse the token.
    threads: false,
  },
];

/** HANDLERS_PORT + 8: after the paging loops' server. */
const frontPort = port + 8;
const projectPath = '/projects/prj_01JQSH066S7KDD3D3ETX23SDEM';
const drivers = path.join(__dirname, 'api-client-drivers');

/** What the next requests to the planted path get instead of the mock's answer; 'drop' closes the connection. */
type Answer = (() => Response) | 'drop';
type Plan = {path: string; answers: Answer[]; refuseToken?: string};
/** What the server saw: the planted path's requests, and the order of those and of token requests. */
type Seen = {
  sent: Array<{at: number; key: string | undefined; authorization?: string; prefer?: string}>;
  /** The Prefer headers token requests carried. */
  tokenPrefers: string[];
  order: string[];
  tokensIssued: number;
  /** The scopes each token request asked for, in order. */
  tokenScopes: string[];
  /** The user token requests: the token that sent each, and its body. */
  userTokens: Array<{authorization?: string; body: JsonObject}>;
};

function startPlantingServer(mock: Mock, state: {plan: Plan; seen: Seen}): Promise<http.Server> {
  return startFrontServer(mock, frontPort, async ({request, url, body, reply, forward}) => {
    const {plan, seen} = state;
    const prefer = request.headers.prefer;
    if (/\/oauth\/(user-)?token$/.test(url.pathname) && typeof prefer === 'string') seen.tokenPrefers.push(prefer);
    if (url.pathname.endsWith('/oauth/user-token')) {
      seen.order.push('user-token');
      const sentBody = JSON.parse(body.toString() || '{}') as JsonObject;
      seen.userTokens.push({authorization: request.headers.authorization, body: sentBody});
      const answer = await forward();
      if (!answer.ok) return reply(answer);
      const answered = (await answer.json()) as JsonObject;
      // Each user a token and an ID of their own (the mock's example is always the same).
      return reply(
        Response.json({
          ...answered,
          access_token: `user-${String(sentBody.external_user_id)}-${++seen.tokensIssued}`,
          user: {...(answered.user as JsonObject), id: `usr_for_${String(sentBody.external_user_id)}`},
        }),
      );
    }
    if (url.pathname.endsWith('/oauth/token')) {
      seen.order.push('token');
      seen.tokenScopes.push(String((JSON.parse(body.toString() || '{}') as JsonObject).scope));
      // Each token the API issues is its own; the mock's example is always the same string.
      const answer = await forward();
      if (!answer.ok) return reply(answer);
      return reply(
        Response.json({...((await answer.json()) as JsonObject), access_token: `token-${++seen.tokensIssued}`}),
      );
    }
    if (plan.path && url.pathname.endsWith(plan.path)) {
      seen.order.push('call');
      const key = request.headers['idempotency-key'];
      seen.sent.push({
        at: performance.now(),
        key: typeof key === 'string' ? key : undefined,
        authorization: request.headers.authorization,
        prefer: typeof prefer === 'string' ? prefer : undefined,
      });
      if (plan.refuseToken && request.headers.authorization === `Bearer ${plan.refuseToken}`)
        return reply(contractError(401, 'invalid_token'));
      const answer = plan.answers.shift();
      if (answer === 'drop') return request.socket.destroy();
      if (answer) return reply(answer());
    }
    return reply(await forward());
  });
}

/** What a driver printed: the scenario's result, or the ApiError it raised. */
type Outcome = {
  result?: unknown;
  error?: {status: number; code: string; request_id: string | null; details: unknown};
};

type Scenario = {
  name: string;
  scenario: string;
  plan: Plan;
  /** Only for languages whose token cache serves threads. */
  threads?: boolean;
  verify: (outcome: Outcome, seen: Seen) => string | undefined;
};

const emptySeen = (): Seen => ({
  sent: [],
  tokenPrefers: [],
  order: [],
  tokensIssued: 0,
  tokenScopes: [],
  userTokens: [],
});
const unavailable = () => contractError(503, 'service_unavailable', {'Retry-After': '1'});
const details = [{field: 'status', issue: 'not_allowed'}];
const keysOf = (seen: Seen) => seen.sent.map((request) => request.key);
const scenarios: Scenario[] = [
  {
    name: 'after a 429 with Retry-After: 1, sends the same request a second later',
    scenario: 'send-get',
    plan: {path: projectPath, answers: [() => contractError(429, 'rate_limited', {'Retry-After': '1'})]},
    verify: ({result}, {sent}) => {
      const waited = sent[1]?.at - sent[0]?.at;
      if (result !== 200) return `ended with ${JSON.stringify(result)}`;
      return sent.length === 2 && waited >= 990 ? undefined : `${sent.length} requests, ${Math.round(waited)} ms apart`;
    },
  },
  {
    name: 'sends again, after a second of back-off, a 502 that a proxy answered without the envelope',
    scenario: 'send-get',
    plan: {path: projectPath, answers: [() => new Response('<h1>Bad gateway</h1>', {status: 502})]},
    verify: ({result}, {sent}) => {
      const waited = sent[1]?.at - sent[0]?.at;
      return result === 200 && sent.length === 2 && waited >= 990
        ? undefined
        : `${sent.length} requests, ${Math.round(waited)} ms apart`;
    },
  },
  {
    name: 'sends again a 503 that a proxy answered in its own JSON, without the error envelope',
    scenario: 'send-get',
    plan: {
      path: projectPath,
      answers: [() => Response.json({message: 'upstream unavailable'}, {status: 503, headers: {'Retry-After': '1'}})],
    },
    verify: ({result}, {sent}) => (result === 200 && sent.length === 2 ? undefined : `${sent.length} requests`),
  },
  {
    name: 'sends a request that got no answer again',
    scenario: 'send-get',
    plan: {path: projectPath, answers: ['drop']},
    verify: ({result}, {sent}) => (result === 200 && sent.length === 2 ? undefined : `${sent.length} requests`),
  },
  {
    name: 'raises any other error at once as ApiError, with its status, code, request_id and details',
    scenario: 'send-get',
    plan: {
      path: projectPath,
      answers: [
        () =>
          Response.json(
            {
              error: {
                code: 'invalid_status_transition',
                message: 'From the handler check.',
                request_id: 'req_01JR0000000000000000000000',
                details,
              },
            },
            {status: 409},
          ),
      ],
    },
    verify: ({error}, {sent}) => {
      if (!error) return 'no error';
      if (sent.length !== 1) return `${sent.length} requests`;
      return error.status === 409 &&
        error.code === 'invalid_status_transition' &&
        error.request_id === 'req_01JR0000000000000000000000' &&
        JSON.stringify(error.details) === JSON.stringify(details)
        ? undefined
        : `raised: ${JSON.stringify(error)}`;
    },
  },
  {
    name: 'a body without the envelope is raised with the code http_<status>',
    scenario: 'send-get',
    plan: {path: projectPath, answers: [() => new Response('<h1>Forbidden</h1>', {status: 403})]},
    verify: ({error}, {sent}) =>
      error?.status === 403 && error.code === 'http_403' && sent.length === 1
        ? undefined
        : `${sent.length} requests, raised: ${JSON.stringify(error)}`,
  },
  {
    name: 'a POST keeps its Idempotency-Key when sent again after a 503',
    scenario: 'call-post',
    plan: {path: '/quotes', answers: [unavailable]},
    verify: ({result, error}, seen) => {
      const [first, second] = keysOf(seen);
      if (error || result === undefined) return `no quote: ${JSON.stringify(error)}`;
      return seen.sent.length === 2 && first && first === second ? undefined : `keys: ${keysOf(seen).join(', ')}`;
    },
  },
  {
    name: 'gives up after 6 attempts; tried again with the idempotency key kept, sends the same key',
    scenario: 'call-post-kept-key',
    plan: {path: '/quotes', answers: Array.from({length: 6}, () => unavailable)},
    verify: (_outcome, seen) => {
      const keys = keysOf(seen);
      // Six attempts answered 503, then the later call's one that the mock answers.
      return keys.length === 7 && keys.every((key) => key === 'order-4711-attempt-key')
        ? undefined
        : `keys: ${keys.join(', ')}`;
    },
  },
  {
    name: 'on token_expired, gets a new token and repeats the call',
    scenario: 'call-get',
    plan: {path: projectPath, answers: [() => contractError(401, 'token_expired')]},
    verify: ({result}, {order}) =>
      typeof result === 'string' && order.join(' → ') === 'token → call → token → call'
        ? undefined
        : `requests: ${order.join(' → ')}`,
  },
  {
    name: 'on invalid_token, gets a new token and repeats the call once, then gives up',
    scenario: 'call-get',
    plan: {path: projectPath, answers: Array.from({length: 3}, () => () => contractError(401, 'invalid_token'))},
    verify: ({error}, {order}) => {
      const afterRefusal = order.slice(order.indexOf('call')).join(' → ');
      if (afterRefusal !== 'call → token → call') return `requests: ${afterRefusal}`;
      return error?.code === 'invalid_token' ? undefined : 'no invalid_token error after the repeat';
    },
  },
  {
    name: 'a POST without an Idempotency-Key is not sent again after a 503: it may have acted',
    scenario: 'send-post-without-key',
    plan: {path: '/quotes', answers: [unavailable, unavailable]},
    verify: ({error}, {sent}) => {
      if (sent.length !== 1) return `${sent.length} requests`;
      return error?.status === 503 ? undefined : 'no 503 error raised';
    },
  },
  {
    name: 'one token per set of scopes in any order and spacing, shared by calls at the same time; forgetToken',
    scenario: 'token-cache',
    plan: {path: '', answers: []},
    verify: ({result}, {order}) => {
      const {
        same = [],
        spaced,
        kept,
        renewed,
      } = (result ?? {}) as {
        same?: string[];
        spaced?: string;
        kept?: string;
        renewed?: string;
      };
      const problems = [
        new Set(same).size === 1 && same.length === 3 ? '' : `tokens ${same.join(', ')} for the same scopes`,
        spaced === same[0] ? '' : 'extra spaces and a repeated scope got another token',
        kept === same[0] ? '' : 'forgetting another, older token dropped the cached one',
        renewed && renewed !== same[0] ? '' : 'after forgetting the token, got the same one',
        order.length === 2 ? '' : `${order.length} token requests (2 expected)`,
      ].filter(Boolean);
      return problems.length === 0 ? undefined : problems.join('; ');
    },
  },
  {
    name: "user tokens: one per user and scopes, asked for by your own token with users:write; a call for a user carries the user's token",
    scenario: 'user-tokens',
    plan: {path: projectPath, answers: []},
    verify: ({result, error}, {sent, userTokens, tokenScopes}) => {
      if (!result) return `no result: ${JSON.stringify(error)}`;
      const {first, again, tom, own, mariaId} = result as Record<string, string>;
      const maria = {external_user_id: 'customer-48213', email: 'maria.lopez@example.com', name: 'Maria Lopez'};
      const problems = [
        first?.startsWith('user-customer-48213-') && again === first ? '' : `Maria's tokens: ${first}, ${again}`,
        tom?.startsWith('user-customer-50117-') ? '' : `Tom's token: ${tom}`,
        own?.startsWith('token-') ? '' : `your own token: ${own}`,
        // The page: store user.id with your own ID; the token file keeps it.
        mariaId === 'usr_for_customer-48213' ? '' : `Maria's usr_ ID: ${mariaId}, not usr_for_customer-48213`,
        userTokens.length === 3 ? '' : `${userTokens.length} user token requests (3 expected)`,
        JSON.stringify(userTokens[0]?.body) === JSON.stringify({...maria, scope: 'projects:read quotes:write'})
          ? ''
          : `first user token request: ${JSON.stringify(userTokens[0]?.body)}`,
        userTokens.every((request) => request.authorization?.startsWith('Bearer token-'))
          ? ''
          : 'a user token request did not carry your own token',
        tokenScopes.some((scope) => scope.split(' ').includes('users:write'))
          ? ''
          : 'no own token asked for users:write',
        sent[0]?.authorization?.startsWith('Bearer user-customer-48213-') && sent[0].authorization !== `Bearer ${first}`
          ? ''
          : `the call for Maria sent ${sent[0]?.authorization}`,
      ].filter(Boolean);
      return problems.length === 0 ? undefined : problems.join('; ');
    },
  },
  {
    // The introduction's go-live checklist: preferNext in the other languages.
    name: "prefer_next('code=500') puts Prefer on the next call, not on its token call nor on the call sent again",
    scenario: 'prefer-next',
    plan: {path: projectPath, answers: []},
    verify: ({result, error}, {sent, tokenPrefers, order}) => {
      const prefers = sent.map((request) => request.prefer ?? 'none');
      if (result !== 'prj_01JQSH066S7KDD3D3ETX23SDEM') return `ended with ${JSON.stringify(error ?? result)}`;
      if (!order.includes('token')) return 'no token call before the call';
      return tokenPrefers.length === 0 && prefers.join(', ') === 'code=500, none'
        ? undefined
        : `token calls with Prefer: ${tokenPrefers.join(', ') || 'none'}; the call's attempts: ${prefers.join(', ')}`;
    },
  },
  {
    name: 'calls refused at the same time (a revoked secret) share one new token',
    scenario: 'refused-together',
    threads: true,
    // Every call with the first token is refused: a revoked secret's token.
    plan: {path: projectPath, answers: [], refuseToken: 'token-1'},
    verify: ({result, error}, {order}) => {
      const tokenRequests = order.filter((request) => request === 'token').length;
      if (!Array.isArray(result) || result.length !== 10) return `not 10 projects read: ${JSON.stringify(error)}`;
      return tokenRequests === 2 ? undefined : `${tokenRequests} token requests for 10 calls refused together`;
    },
  },
];

export async function checkApiClientLanguages(mock: Mock): Promise<void> {
  const quoteBody = JSON.stringify(quoteExample);
  const state: {plan: Plan; seen: Seen} = {plan: {path: '', answers: []}, seen: emptySeen()};
  const server = await startPlantingServer(mock, state);
  const env = localEnvironment({
    STUDIOWAVE_API_URL: `http://127.0.0.1:${frontPort}${mock.basePath}`,
    STUDIOWAVE_CLIENT_ID: 'cli_handler_check',
    STUDIOWAVE_CLIENT_SECRET: 'handler-check-secret',
  });
  try {
    for (const language of languages) {
      const handler = `send, token and api (${language.language})`;
      const dir = readerFolder(language.files);
      fs.copyFileSync(path.join(drivers, language.driver), path.join(dir, language.driver));
      const from = mock.requests().length;
      try {
        if (language.compile) {
          const {code, output} = await runProgram(language.compile, dir, env);
          if (code !== 0) {
            fail(handler, 'compiles', output.trim().split('\n').slice(-4).join(' | '));
            continue;
          }
        }
        for (const scenario of scenarios) {
          if (scenario.threads && !language.threads) continue;
          state.plan = {...scenario.plan, answers: [...scenario.plan.answers]};
          state.seen = emptySeen();
          const {code, output} = await runProgram(language.command(scenario.scenario, quoteBody), dir, env);
          const printed = output.trim().split('\n').pop() ?? '';
          let outcome: Outcome | undefined;
          try {
            outcome = code === 0 ? (JSON.parse(printed) as Outcome) : undefined;
          } catch {
            outcome = undefined;
          }
          if (!outcome) {
            fail(handler, scenario.name, `exit ${code}: ${output.trim().split('\n').slice(-4).join(' | ')}`);
            continue;
          }
          const problem = scenario.verify(outcome, state.seen);
          if (problem) fail(handler, scenario.name, problem);
          else pass(handler, scenario.name);
        }
      } finally {
        fs.rmSync(dir, {recursive: true, force: true});
      }
      checkScopes(handler, mock, from);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
