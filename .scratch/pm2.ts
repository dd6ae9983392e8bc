import fs from 'node:fs';
import Converter from 'openapi-to-postmanv2';
const data = fs.readFileSync('contracts/openapi/final-1.0.0.yaml', 'utf8');
for (const fn of ['convert', 'convertV2'] as const) {
  (Converter as any)[fn]({type: 'string', data}, {folderStrategy: 'Tags', parametersResolution: 'Example'}, (err: any, res: any) => {
    if (err) throw err;
    const c = res.output[0].data;
    const all: any[] = c.item.flatMap((i: any) => i.item ?? [i]);
    const create = all.find((i) => i.name === 'Create a project');
    console.log(fn, JSON.stringify(create.request.header[0]), create.request.body.raw.slice(0, 200));
  });
}
