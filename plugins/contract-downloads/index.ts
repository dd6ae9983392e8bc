import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {runInWorker} from '../worker-task';
import type contractDownloads from './write';

// After the build, beside each published contract (build/openapi/<name>.yaml, from the
// `contracts` static directory): its Postman collection and its TypeScript types. Both are
// generated from the contract on every build, never committed. The converters take a
// second to load and one to run: a worker thread does both while the site is bundled.

export default function contractDownloadsPlugin(): Plugin {
  let files: ReturnType<typeof contractDownloads> | undefined;
  const generate = (): ReturnType<typeof contractDownloads> => {
    if (files) return files;
    const started = performance.now();
    files = runInWorker<typeof contractDownloads>(path.join(__dirname, 'write.ts'));
    // Logs the time; a failure is reported by postBuild, which awaits the same promise.
    files.then(
      () => {
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(`[contract-downloads] Postman collections and TypeScript types in ${seconds} s`);
      },
      () => {},
    );
    return files;
  };
  return {
    name: 'contract-downloads',
    async loadContent() {
      // Production builds only, as Docusaurus' own plugins tell: `start` never writes them.
      if (process.env.NODE_ENV === 'production') void generate();
    },
    async postBuild({outDir}) {
      for (const [file, text] of await generate()) fs.writeFileSync(path.join(outDir, file), text);
    },
  };
}
