import fs from 'node:fs';
import path from 'node:path';
import {buildCache, codeVersion} from '../build-cache';
import {contractFile, listContracts} from '../openapi-contracts/contracts';
import {downloadFiles} from '../../src/data/contractDownloads';
import {postmanCollection} from './postman';
import {typeScriptTypes} from './types';

/** Each contract, its Postman collection and its TypeScript types, by path in the build (run in a worker, see ./index.ts). */
export default async function contractDownloads(): Promise<Array<[file: string, content: string]>> {
  const cache = buildCache(
    'contract-downloads',
    codeVersion([__dirname, path.join(__dirname, '../openapi-contracts')]),
  );
  const files: Array<[string, string]> = [];
  for (const name of listContracts()) {
    const paths = downloadFiles(name);
    const contract = fs.readFileSync(contractFile(name), 'utf8');
    files.push([paths.openapi, contract]);
    const collection = await cache.get(
      `postman ${contract}`,
      async () => `${JSON.stringify(await postmanCollection(name), null, 2)}\n`,
    );
    files.push([paths.postman, collection]);
    files.push([paths.types, await cache.get(`types ${contract}`, () => typeScriptTypes(name))]);
  }
  return files;
}
