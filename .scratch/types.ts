import fs from 'node:fs';
import {typeScriptTypes} from '../plugins/contract-downloads/types';
typeScriptTypes('final-1.0.0').then((t) => fs.writeFileSync('build/openapi/final-1.0.0.d.ts', t));
