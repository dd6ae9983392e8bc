/**
 * Writes `file.gz` and `file.br` next to every compressible file of the build, so the
 * web server sends them as they are (nginx `gzip_static` / `brotli_static`) instead of
 * compressing on every request, and with the best ratio, which is too slow to do live.
 */
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {assertBuilt, defaultBuildDir, listFiles} from './build-files';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const compressibleExtensions = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.yaml',
  '.map',
  '.md',
  '.atom',
  '.ts',
]);
/** Below this a compressed response is no smaller once headers are counted (nginx's gzip_min_length default is 20; 1 KiB is the usual setting). */
const minimumBytes = 1024;

async function compressFile(file: string): Promise<number> {
  const source = await fs.promises.readFile(file);
  const sourceTime = (await fs.promises.stat(file)).mtimeMs;
  let written = 0;
  const variants: Array<[string, () => Promise<Buffer>]> = [
    [`${file}.gz`, () => gzip(source, {level: zlib.constants.Z_BEST_COMPRESSION})],
    [
      `${file}.br`,
      () =>
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
    ],
  ];
  for (const [target, compress] of variants) {
    const existing = fs.statSync(target, {throwIfNoEntry: false});
    if (existing && existing.mtimeMs >= sourceTime) continue;
    await fs.promises.writeFile(target, await compress());
    written += 1;
  }
  return written;
}

export async function precompress(buildDir: string = defaultBuildDir): Promise<{files: number; written: number}> {
  assertBuilt(buildDir);
  const files = listFiles(buildDir).filter(
    (file) => compressibleExtensions.has(path.extname(file)) && fs.statSync(file).size >= minimumBytes,
  );
  // zlib runs on libuv's thread pool: a few files at a time keep both cores busy.
  const queue = [...files];
  const workers = Array.from({length: 4}, async () => {
    let written = 0;
    for (let file = queue.shift(); file; file = queue.shift()) written += await compressFile(file);
    return written;
  });
  const written = (await Promise.all(workers)).reduce((sum, count) => sum + count, 0);
  return {files: files.length, written};
}
