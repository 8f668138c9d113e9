import fs from 'node:fs';
import { areaViolations } from './message-area-reach.ts';
const ids = Object.keys(JSON.parse(fs.readFileSync('src/i18n/en.json', 'utf8')));
const out = new Set<string>();
for (const v of areaViolations(process.cwd(), ids)) out.add(`${v.file} ${v.id} [${v.loaded}] ${v.via.slice(3).join('>')}`);
console.log([...out].join('\n'));
