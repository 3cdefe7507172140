import path from 'node:path';
import { gzipBytes, textByGroupOfFile } from './source-text.ts';
const root = process.argv[2] ?? '../dist/site';
const files = process.argv.slice(3);
const all = new Map<string, string>();
for (const f of files) {
  const m = textByGroupOfFile(path.join(root, f), (s) => {
    const pn = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(s);
    if (pn) return `${pn[1]}/${pn[2]}`;
    return s.replace(/^.*?\/(shared-kernel|shell|mfe-[a-z]+|build-tools)\//, '$1/');
  });
  if (!m) { console.log('no map', f); continue; }
  for (const [k, v] of m) all.set(`${k}`, (all.get(k) ?? '') + v);
}
const rows = [...all].map(([k, v]) => [k, gzipBytes(v), v.length] as const).sort((a, b) => b[1] - a[1]);
let total = 0;
for (const [k, g, r] of rows) { total += g; console.log(String(g).padStart(7), String(r).padStart(8), k); }
console.log('sum of individually gzipped', total);
