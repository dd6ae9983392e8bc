import {follow, listOperations, operationPathPattern, type JsonObject} from '../../plugins/openapi-contracts/contracts';
import {findFencedBlocks, parseMeta, type loadContracts, type Problem} from './sample-checker';

// A raw HTTP request a page shows (```http op="<contract>#<operationId>") is held to that
// operation: its method, a path under one of the contract's servers, the Host of that
// server, only declared query parameters and headers with values their schemas allow, the
// required ones present, and an Authorization header wherever the operation is secured.

type Contracts = ReturnType<typeof loadContracts>;
type Parameter = {in: string; name: string; required?: boolean; schema?: JsonObject};
/** Why the request breaks its operation's contract, or nothing when it keeps to it. */
function requestProblems(text: string, reference: string, contracts: Contracts): string[] {
  const [name, operationId] = reference.split('#');
  const contract = contracts.get(name);
  if (!contract) return [`"${reference}" names no known contract (known: ${[...contracts.keys()].join(', ')})`];
  const operation = listOperations(contract.doc).find(
    (candidate) => candidate.operationId === operationId && !candidate.isWebhook,
  );
  if (!operation) return [`${name} has no operation "${operationId}"`];

  const [requestLine = '', ...headerLines] = text.split('\n');
  const request = /^([A-Z]+) (\S+) HTTP\/[\d.]+$/.exec(requestLine.trim());
  if (!request) return [`the first line "${requestLine}" is not "METHOD /path HTTP/1.1"`];
  const headers = new Map<string, string>();
  for (const line of headerLines) {
    if (line.trim() === '') break; // the body, if any, follows the blank line
    const header = /^([\w-]+):\s*(.*)$/.exec(line);
    if (!header) return [`"${line}" is not a "Name: value" header`];
    headers.set(header[1].toLowerCase(), header[2]);
  }

  const problems: string[] = [];
  const [method, target] = [request[1], request[2]];
  if (method !== operation.method) problems.push(`${operationId} is ${operation.method}, not ${method}`);
  const url = new URL(target, `https://${headers.get('host') ?? 'no-host.invalid'}`);
  const servers = ((contract.doc.servers as {url: string}[] | undefined) ?? []).map((server) => new URL(server.url));
  const server = servers.find((candidate) => candidate.host === url.host);
  if (!server)
    problems.push(`Host ${url.host} is none of ${name}'s servers (${servers.map((s) => s.host).join(', ')})`);
  const basePath = server?.pathname.replace(/\/$/, '') ?? '';
  if (!operationPathPattern(operation.path, basePath).test(url.pathname))
    problems.push(`${url.pathname} is not ${basePath}${operation.path}`);

  const parameters = [...operation.pathParameters, ...((operation.operation.parameters as unknown[]) ?? [])].map(
    (parameter) => {
      const resolved = follow<Parameter>(contract.doc, parameter);
      return {...resolved.node, pointer: resolved.pointer};
    },
  );
  // Credentials are checked against the security schemes below, not as parameters.
  const schemes = ((contract.doc.components as JsonObject | undefined)?.securitySchemes ?? {}) as Record<
    string,
    JsonObject
  >;
  const credentialHeader = (schemeName: string) => {
    const scheme = schemes[schemeName] ?? {};
    return scheme.type === 'apiKey' && scheme.in === 'header' ? String(scheme.name) : 'Authorization';
  };
  const credentialHeaders = Object.keys(schemes).map((schemeName) => credentialHeader(schemeName).toLowerCase());
  const sent: [string, string, string][] = [
    ...[...url.searchParams].map(([key, value]): [string, string, string] => ['query', key, value]),
    ...[...headers]
      .filter(([key]) => !['host', 'content-type', 'accept', ...credentialHeaders].includes(key))
      .map(([key, value]): [string, string, string] => ['header', key, value]),
  ];
  for (const [place, key, value] of sent) {
    const declared = parameters.find(
      (parameter) => parameter.in === place && parameter.name.toLowerCase() === key.toLowerCase(),
    );
    if (!declared) {
      problems.push(`${operationId} declares no ${place} parameter ${key}`);
      continue;
    }
    if (!declared.pointer) continue;
    const typed = declared.schema?.type === 'integer' || declared.schema?.type === 'number' ? Number(value) : value;
    const validate = contract.validator(`${declared.pointer}/schema`);
    if (!validate(typed))
      problems.push(`${place} parameter ${key}=${value}: ${validate.errors?.[0]?.message ?? 'not allowed'}`);
  }
  for (const parameter of parameters.filter((candidate) => candidate.required && candidate.in !== 'path')) {
    const present =
      parameter.in === 'query'
        ? url.searchParams.has(String(parameter.name))
        : headers.has(String(parameter.name).toLowerCase());
    if (parameter.in !== 'cookie' && !present)
      problems.push(`${operationId} requires the ${parameter.in} parameter ${parameter.name}`);
  }
  // Any one security requirement will do; each scheme of it must be sent as the contract says.
  const sends = (schemeName: string) => {
    const header = credentialHeader(schemeName);
    const value = headers.get(header.toLowerCase()) ?? '';
    return header === 'Authorization' ? /^Bearer \S+$/.test(value) : value !== '';
  };
  const security = (operation.operation.security ?? contract.doc.security ?? []) as JsonObject[];
  if (security.length > 0 && !security.some((requirement) => Object.keys(requirement).every(sends))) {
    const header = credentialHeader(Object.keys(security[0])[0]);
    problems.push(`${operationId} needs "${header}: ${header === 'Authorization' ? 'Bearer <token>' : '<key>'}"`);
  }
  return problems;
}

/** Every ```http block of a page: it names its operation and keeps to it. */
export function checkHttpBlocks(file: string, source: string, contracts: Contracts): Problem[] {
  return findFencedBlocks(source, ['http']).flatMap((block) => {
    const op = parseMeta(block.meta).get('op');
    const problems =
      typeof op === 'string'
        ? requestProblems(block.text, op, contracts)
        : ['an ```http block needs op="<contract>#<operationId>", the call it shows'];
    return problems.map((message) => ({file, line: block.line, message: `http block: ${message}`}));
  });
}
