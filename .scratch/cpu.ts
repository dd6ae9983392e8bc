import fs from 'node:fs';
import path from 'node:path';
import {htmlToMarkdown} from '../plugins/markdown-copies/convert';
const files = fs.readdirSync('build', {recursive: true}).map(String).filter((f) => f.endsWith('.md')).map((f) => path.join('build', f.replace(/(index)?\.md$/, (m, i) => (i ? 'index.html' : '/index.html'))));
const cpu0 = process.cpuUsage(); const t0 = performance.now();
for (const f of files) htmlToMarkdown(fs.readFileSync(f, 'utf8'));
const cpu = process.cpuUsage(cpu0);
console.log(files.length, 'pages', ((cpu.user + cpu.system) / 1e6).toFixed(2), 's CPU', ((performance.now() - t0) / 1000).toFixed(2), 's wall');
