import Converter from 'openapi-to-postmanv2';
import {loadContract} from '../plugins/openapi-contracts/contracts';
const doc = loadContract(process.argv[2]);
Converter.convert({type: 'json', data: doc}, {folderStrategy: 'Tags', parametersResolution: 'Example'}, (err: any, res: any) => {
  if (err) throw err;
  if (!res.result) { console.log(res.reason); return; }
  const c = res.output[0].data;
  console.log(JSON.stringify({info: c.info, variable: c.variable, auth: c.auth}, null, 1));
  const first = c.item[0].item?.[0] ?? c.item[0];
  console.log(JSON.stringify(first.request, null, 1).slice(0, 2500));
  const second = c.item[3].item?.[0];
  console.log(JSON.stringify(second.request, null, 1).slice(0, 2500));
  console.log(c.item.map((i: any) => i.name + ':' + (i.item?.length)));
});
