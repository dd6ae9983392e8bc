/**
 * Serves the production build under the base path, as a static host would: clean URLs,
 * `.../index.html`, and the site's 404 page with status 404 for anything else.
 *
 *   tsx tests/support/static-server.ts [--port 4173] [--base /integrations/documentation/] [--dir build]
 *
 * Serving under another --base reproduces a misconfigured baseUrl (the spec's banner).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {basePath} from '../spec-routes';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '4173'},
    base: {type: 'string', default: basePath},
    dir: {type: 'string', default: 'build'},
  },
});

const root = path.resolve(values.dir);
const base = values.base;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.yaml': 'application/yaml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No build in ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

/** The file a clean URL stands for, or undefined when there is none. */
function resolveFile(urlPath: string): string | undefined {
  if (!urlPath.startsWith(base)) return undefined;
  const relative = decodeURIComponent(urlPath.slice(base.length));
  const target = path.join(root, relative);
  if (!target.startsWith(root)) return undefined;
  const candidates = [target, path.join(target, 'index.html'), `${target}.html`];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

const server = http.createServer((request, response) => {
  const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
  const file = resolveFile(urlPath);
  const status = file ? 200 : 404;
  const body = fs.readFileSync(file ?? path.join(root, '404.html'));
  const type = contentTypes[path.extname(file ?? '404.html')] ?? 'application/octet-stream';
  response.writeHead(status, {'Content-Type': type, 'Cache-Control': 'no-cache'});
  response.end(request.method === 'HEAD' ? undefined : body);
});

server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`Serving ${root} at http://127.0.0.1:${values.port}${base}`);
});
