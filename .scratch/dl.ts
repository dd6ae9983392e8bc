import {postmanCollection} from '../plugins/contract-downloads/postman';
import {typeScriptTypes} from '../plugins/contract-downloads/types';
import {releasesOf} from '../plugins/changelog-feed/releases';
import fs from 'node:fs';
const cpu = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1e6; };
(async () => {
  let t = cpu();
  for (const n of ['final-1.0.0', 'v3.0.0']) { await postmanCollection(n); }
  console.log('postman', (cpu() - t).toFixed(2)); t = cpu();
  for (const n of ['final-1.0.0', 'v3.0.0']) { await typeScriptTypes(n); }
  console.log('types', (cpu() - t).toFixed(2)); t = cpu();
  releasesOf(fs.readFileSync('build/api/changelog/index.html', 'utf8'), 'https://x.example/', 'x');
  console.log('feed', (cpu() - t).toFixed(2));
})();
