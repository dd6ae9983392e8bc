import type {SampleRequest} from '@site/plugins/openapi-contracts/types';

// One request description in, five runnable programs out. Every language sends the
// same method, URL, headers and body because each is generated from the same
// SampleRequest. The token comes from the ACCESS_TOKEN environment variable, so a
// sample runs once you export a token, and no secret is pasted into code. A call that
// takes an Idempotency-Key gets a fresh random key, generated in the sample itself. An
// error answer fails the program after it shows the answer (JavaScript, Python and Java
// throw, PHP exits 1, cURL exits 22).

export type Language = 'curl' | 'javascript' | 'python' | 'java' | 'php';

export const LANGUAGES: {value: Language; label: string; prism: string}[] = [
  {value: 'curl', label: 'cURL', prism: 'bash'},
  {value: 'javascript', label: 'JavaScript', prism: 'javascript'},
  {value: 'python', label: 'Python', prism: 'python'},
  {value: 'java', label: 'Java', prism: 'java'},
  {value: 'php', label: 'PHP', prism: 'php'},
];

const TOKEN_VARIABLE = 'ACCESS_TOKEN';
/** Said once per sample, in each language's comment syntax, above the generated key. */
const IDEMPOTENCY_NOTE = 'A new key for each new request; send the same key again only to retry this one.';

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

/** A literal in a language with lists and maps: JS objects, Python dicts, PHP arrays. */
function literal(value: Json, indent: string, step: string, style: 'js' | 'python' | 'php'): string {
  const inner = indent + step;
  if (value === null) return {js: 'null', python: 'None', php: 'null'}[style];
  if (typeof value === 'boolean') return style === 'python' ? (value ? 'True' : 'False') : String(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (style === 'python') return JSON.stringify(value);
    return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const scalar = value.every((item) => item === null || typeof item !== 'object');
    const items = value.map((item) => literal(item, inner, step, style));
    if (scalar && items.join(', ').length < 60) return `[${items.join(', ')}]`;
    return `[\n${items.map((item) => `${inner}${item},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return {js: '{}', python: '{}', php: 'new \\stdClass()'}[style];
  const key = (name: string) =>
    style === 'js'
      ? /^[A-Za-z_$][\w$]*$/.test(name)
        ? name
        : `'${name}'`
      : style === 'python'
        ? JSON.stringify(name)
        : `'${name}'`;
  const separator = style === 'php' ? ' => ' : ': ';
  const [open, close] = style === 'php' ? ['[', ']'] : ['{', '}'];
  return `${open}\n${entries.map(([name, item]) => `${inner}${key(name)}${separator}${literal(item, inner, step, style)},`).join('\n')}\n${indent}${close}`;
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function curl(request: SampleRequest): string {
  // --fail-with-body: an error answer is shown and the command exits 22, as the other languages fail.
  const method = request.method === 'GET' ? '' : ` --request ${request.method}`;
  const lines = [`curl --fail-with-body${method} ${shellQuote(request.url)}`];
  if (request.auth) {
    const value = request.auth.scheme ? `${request.auth.scheme} $${TOKEN_VARIABLE}` : `$${TOKEN_VARIABLE}`;
    lines.push(`--header "${request.auth.header}: ${value}"`);
  }
  if (request.idempotencyHeader) lines.push(`--header "${request.idempotencyHeader}: $IDEMPOTENCY_KEY"`);
  for (const [name, value] of request.headers) lines.push(`--header ${shellQuote(`${name}: ${value}`)}`);
  if (request.body !== undefined) lines.push(`--data ${shellQuote(JSON.stringify(request.body, null, 2))}`);
  const command = lines.join(' \\\n  ');
  return request.idempotencyHeader
    ? `# ${IDEMPOTENCY_NOTE}\nIDEMPOTENCY_KEY=$(openssl rand -hex 16)\n${command}`
    : command;
}

function javascript(request: SampleRequest): string {
  const headers: string[] = [];
  if (request.auth) {
    const key = /^[A-Za-z_$][\w$]*$/.test(request.auth.header) ? request.auth.header : `'${request.auth.header}'`;
    headers.push(
      `${key}: \`${request.auth.scheme ? `${request.auth.scheme} ` : ''}\${process.env.${TOKEN_VARIABLE}}\`,`,
    );
  }
  if (request.idempotencyHeader) headers.push(`'${request.idempotencyHeader}': idempotencyKey,`);
  for (const [name, value] of request.headers) headers.push(`'${name}': '${value}',`);
  const options = [`method: '${request.method}',`];
  if (headers.length) options.push(`headers: {\n    ${headers.join('\n    ')}\n  },`);
  if (request.body !== undefined)
    options.push(`body: JSON.stringify(${literal(request.body as Json, '  ', '  ', 'js')}),`);
  return [
    ...(request.idempotencyHeader
      ? [
          `import {randomUUID} from 'node:crypto';`,
          '',
          `// ${IDEMPOTENCY_NOTE}`,
          'const idempotencyKey = randomUUID();',
        ]
      : []),
    `const response = await fetch('${request.url}', {`,
    `  ${options.join('\n  ')}`,
    `});`,
    `const data = await response.json();`,
    `if (!response.ok) throw new Error(\`HTTP \${response.status}: \${JSON.stringify(data)}\`);`,
    `console.log(data);`,
  ].join('\n');
}

function python(request: SampleRequest): string {
  const headers: string[] = [];
  if (request.auth) {
    const token = `os.environ["${TOKEN_VARIABLE}"]`;
    headers.push(`"${request.auth.header}": ${request.auth.scheme ? `"${request.auth.scheme} " + ${token}` : token}`);
  }
  if (request.idempotencyHeader) headers.push(`"${request.idempotencyHeader}": idempotency_key`);
  // requests sets Content-Type itself for json=.
  for (const [name, value] of request.headers) if (name !== 'Content-Type') headers.push(`"${name}": "${value}"`);
  const args = [`"${request.url}"`];
  if (headers.length) args.push(`headers={${headers.join(', ')}}`);
  if (request.body !== undefined) args.push(`json=${literal(request.body as Json, '    ', '    ', 'python')}`);
  args.push('timeout=30');
  return [
    ...(request.auth ? ['import os'] : []),
    ...(request.idempotencyHeader ? ['import uuid'] : []),
    ...(request.auth || request.idempotencyHeader ? [''] : []),
    'import requests',
    '',
    ...(request.idempotencyHeader ? [`# ${IDEMPOTENCY_NOTE}`, 'idempotency_key = str(uuid.uuid4())'] : []),
    `response = requests.${request.method.toLowerCase()}(`,
    ...args.map((arg) => `    ${arg},`),
    ')',
    'response.raise_for_status()',
    'print(response.json())',
  ].join('\n');
}

function java(request: SampleRequest): string {
  const pad = '        ';
  const body: string[] = [];
  if (request.body !== undefined) {
    const json = JSON.stringify(request.body, null, 2).replace(/\\/g, '\\\\').replace(/"""/g, '\\"""');
    body.push(`${pad}String body = """`, ...json.split('\n').map((line) => `${pad}    ${line}`), `${pad}    """;`);
  }
  const builder = [`${pad}HttpRequest request = HttpRequest.newBuilder(URI.create("${request.url}"))`];
  if (request.auth) {
    builder.push(
      `${pad}    .header("${request.auth.header}", ${request.auth.scheme ? `"${request.auth.scheme} " + ` : ''}System.getenv("${TOKEN_VARIABLE}"))`,
    );
  }
  if (request.idempotencyHeader) builder.push(`${pad}    .header("${request.idempotencyHeader}", idempotencyKey)`);
  for (const [name, value] of request.headers) builder.push(`${pad}    .header("${name}", "${value}")`);
  const publisher =
    request.body !== undefined ? 'HttpRequest.BodyPublishers.ofString(body)' : 'HttpRequest.BodyPublishers.noBody()';
  builder.push(
    request.method === 'GET'
      ? `${pad}    .GET()`
      : request.method === 'POST'
        ? `${pad}    .POST(${publisher})`
        : `${pad}    .method("${request.method}", ${publisher})`,
    `${pad}    .build();`,
  );
  return [
    'import java.net.URI;',
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
    ...(request.idempotencyHeader ? ['import java.util.UUID;'] : []),
    '',
    `public class ${request.name} {`,
    '    public static void main(String[] args) throws Exception {',
    ...(request.idempotencyHeader
      ? [`${pad}// ${IDEMPOTENCY_NOTE}`, `${pad}String idempotencyKey = UUID.randomUUID().toString();`]
      : []),
    ...body,
    ...builder,
    `${pad}HttpResponse<String> response = HttpClient.newHttpClient()`,
    `${pad}    .send(request, HttpResponse.BodyHandlers.ofString());`,
    `${pad}System.out.println(response.statusCode() + " " + response.body());`,
    `${pad}if (response.statusCode() >= 400) throw new IllegalStateException("HTTP " + response.statusCode());`,
    '    }',
    '}',
  ].join('\n');
}

function php(request: SampleRequest): string {
  const headers: string[] = [];
  if (request.auth)
    headers.push(
      `'${request.auth.header}: ${request.auth.scheme ? `${request.auth.scheme} ` : ''}' . getenv('${TOKEN_VARIABLE}'),`,
    );
  if (request.idempotencyHeader) headers.push(`'${request.idempotencyHeader}: ' . $idempotencyKey,`);
  for (const [name, value] of request.headers) headers.push(`'${name}: ${value}',`);
  const options = [`CURLOPT_CUSTOMREQUEST => '${request.method}',`];
  if (headers.length) options.push(`CURLOPT_HTTPHEADER => [\n        ${headers.join('\n        ')}\n    ],`);
  if (request.body !== undefined) options.push('CURLOPT_POSTFIELDS => json_encode($body),');
  options.push('CURLOPT_RETURNTRANSFER => true,');
  return [
    '<?php',
    ...(request.idempotencyHeader ? [`// ${IDEMPOTENCY_NOTE}`, '$idempotencyKey = bin2hex(random_bytes(16));'] : []),
    ...(request.body !== undefined ? [`$body = ${literal(request.body as Json, '', '    ', 'php')};`, ''] : []),
    `$curl = curl_init('${request.url}');`,
    'curl_setopt_array($curl, [',
    ...options.map((option) => `    ${option}`),
    ']);',
    '$response = curl_exec($curl);',
    '$status = curl_getinfo($curl, CURLINFO_RESPONSE_CODE);',
    "echo $status, ' ', $response, PHP_EOL;",
    'exit($status >= 200 && $status < 400 ? 0 : 1);',
  ].join('\n');
}

const GENERATORS: Record<Language, (request: SampleRequest) => string> = {curl, javascript, python, java, php};

export function generateSample(language: Language, request: SampleRequest): string {
  return GENERATORS[language](request);
}
