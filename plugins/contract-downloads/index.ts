import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {buildCache, codeVersion} from '../build-cache';
import {contractFile, listContracts} from '../openapi-contracts/contracts';
import {downloadFiles} from '../../src/data/contractDownloads';
import {postmanCollection} from './postman';
import {typeScriptTypes} from './types';

// After the build, beside each published contract (build/openapi/<name>.yaml, from the
// `contracts` static directory): its Postman collection and its TypeScript types. Both are
// generated from the contract on every build, never committed.

export default function contractDownloadsPlugin(): Plugin {
  return {
    name: 'contract-downloads',
    async postBuild({outDir}) {
      const started = performance.now();
      const cache = buildCache(
        'contract-downloads',
        codeVersion([__dirname, path.join(__dirname, '../openapi-contracts')]),
      );
      for (const name of listContracts()) {
        const files = downloadFiles(name);
        const contract = fs.readFileSync(contractFile(name), 'utf8');
        const collection = await cache.get(
          `postman ${contract}`,
          async () => `${JSON.stringify(await postmanCollection(name), null, 2)}\n`,
        );
        fs.writeFileSync(path.join(outDir, files.postman), collection);
        fs.writeFileSync(
          path.join(outDir, files.types),
          await cache.get(`types ${contract}`, () => typeScriptTypes(name)),
        );
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`[contract-downloads] Postman collections and TypeScript types in ${seconds} s`);
    },
  };
}
