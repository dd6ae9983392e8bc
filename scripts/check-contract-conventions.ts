import {
  deref,
  follow,
  listOperations,
  loadContract,
  locate,
  type JsonObject,
} from '../plugins/openapi-contracts/contracts';
import {currentVersion} from '../src/data/versions';

// npm run lint:contracts, after Redocly: the conventions the current contract states in its
// description and the introduction page repeats hold for every call, so a reader can rely
// on them without reading each call:
//   - every POST takes an `Idempotency-Key` header;
//   - every response carries the `RateLimit-Limit`, `-Remaining` and `-Reset` headers;
//   - every list that answers `pagination` takes `cursor` and `limit` (1 to 100, default 20).
// Each problem names the file and line of the call.

const rateLimitHeaders = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];

function main(): void {
  const doc = loadContract(currentVersion.contract);
  const problems: string[] = [];
  const reported = new Set<string>();
  for (const operation of listOperations(doc).filter((candidate) => !candidate.isWebhook)) {
    const where = `${locate(doc, operation.pointer)}: ${operation.operationId}`;
    const parameters = [...operation.pathParameters, ...((operation.operation.parameters as unknown[]) ?? [])].map(
      (parameter) => deref<JsonObject>(doc, parameter),
    );
    const parameter = (name: string) => parameters.find((candidate) => candidate.name === name);
    if (operation.method === 'POST' && parameter('Idempotency-Key')?.in !== 'header')
      problems.push(`${where}: a POST without the Idempotency-Key header`);
    for (const [status, node] of Object.entries((operation.operation.responses as JsonObject) ?? {})) {
      const response = follow<JsonObject>(doc, node);
      const headers = Object.keys((response.node.headers as JsonObject | undefined) ?? {});
      const missing = rateLimitHeaders.filter((header) => !headers.includes(header));
      // A shared response is reported once, where it is written.
      const at = response.pointer ?? `${operation.pointer}/responses/${status}`;
      if (missing.length > 0 && !reported.has(at)) {
        reported.add(at);
        problems.push(`${locate(doc, at)}: ${operation.operationId} ${status}: no ${missing.join(', ')} header`);
      }
      const media = (response.node.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined;
      const properties = deref<JsonObject>(doc, media?.schema)?.properties as JsonObject | undefined;
      if (status.startsWith('2') && properties?.pagination) {
        const limit = deref<JsonObject>(doc, parameter('limit')?.schema);
        if (parameter('cursor')?.in !== 'query') problems.push(`${where}: a list without the cursor query parameter`);
        if (limit?.minimum !== 1 || limit.maximum !== 100 || limit.default !== 20)
          problems.push(`${where}: limit is not 1 to 100 with default 20`);
      }
    }
  }
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`check-contract-conventions: ${problems.length} problem(s) in ${currentVersion.contract}.`);
    process.exit(1);
  }
  console.log(`check-contract-conventions: OK, ${currentVersion.contract} keeps its stated conventions on every call.`);
}

main();
