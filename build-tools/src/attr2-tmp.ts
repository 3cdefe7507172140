import { gzipBytes, textByGroupOfFile } from '/work/main/build-tools/src/bench/source-text.ts';
const f = process.argv[2]!;
const t = textByGroupOfFile(f, (s)=> s.replace(/^webpack:\/\/[^/]*\//,'').replace(/.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/,'lib:').slice(0,120));
const rows=[...t!].map(([g,x])=>[g,gzipBytes(x),x.length] as const).sort((a,b)=>b[1]-a[1]);
for (const [g,b,r] of rows) if (b>60) console.log(String(b).padStart(6), String(r).padStart(7), g);
