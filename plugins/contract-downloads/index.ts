import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
// The dev server's options in the bundler's configuration, as Docusaurus' `start` merges them.
import type {} from 'webpack-dev-server';
import {contractsDir} from '../openapi-contracts/contracts';
import {runInWorker} from '../worker-task';
import type contractDownloads from './write';

// After the build, each contract (build/openapi/<name>.yaml) with its Postman collection
// and its TypeScript types: the only files of contracts/ the site publishes (the
// scenarios and the sandbox's table are sources of pages, not downloads). The two are
// generated from the contract on every build, never committed. The converters take a
// second to load and one to run: a worker thread does both while the site is bundled.

export default function contractDownloadsPlugin({baseUrl}: LoadContext): Plugin {
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
    // `start` serves the contracts themselves, so that the pages' links to them work there too.
    configureWebpack: (_config, isServer) =>
      isServer ? undefined : {devServer: {static: [{directory: contractsDir, publicPath: `${baseUrl}openapi`}]}},
    async postBuild({outDir}) {
      for (const [file, text] of await generate()) {
        fs.mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
        fs.writeFileSync(path.join(outDir, file), text);
      }
    },
  };
}
