import Converter from 'openapi-to-postmanv2';
import {loadContract} from '../plugins/openapi-contracts/contracts';
for (const name of ['final-1.0.0', 'v3.0.0']) {
(Converter as any).convertV2({type: 'json', data: loadContract(name)}, {folderStrategy: 'Tags', parametersResolution: 'Example', alwaysInheritAuthentication: true}, (err: any, res: any) => {
  if (err) throw err;
  if (!res.result) { console.log(res.reason); return; }
  const c = res.output[0].data;
  const all: any[] = c.item.flatMap((i: any) => i.item ?? [i]);
  console.log(name, all.length, JSON.stringify(c.auth).slice(0, 200), JSON.stringify(c.variable));
  for (const i of all.slice(0, 3)) console.log(i.name, JSON.stringify(i.request.auth), i.request.url?.raw ?? JSON.stringify(i.request.url));
});
}
