/**
 * Kernel size benchmark: the gzip bytes of the kernel's own code as the site loads it, per concern,
 * with the libraries it wraps (ky, zod, i18next, jotai, single-spa-react, …) left out. Each concern
 * is one shared module at run time, provided by the shell or, for concerns only remotes use (such
 * as `remote`), by the first remote that needs it: each is counted once, from the largest build.
 *
 *   node src/bench/bench-kernel.ts [--skip-build] [--check]
 *
 * The shell's chunks are minified; their source maps say which bytes came from which source file.
 * The bytes mapped to `shared-kernel/src/<concern>/` are cut out, joined per concern and gzipped.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap, type EncodedSourceMap } from '@jridgewell/trace-mapping';
import { DEFAULT_STATIC_ROOT, WORKSPACE_ROOT } from '../static-root/workspace.ts';
import { kib, runBench, table } from './figures.ts';
import { timedPnpm } from './timed-build.ts';

const KERNEL_TARGET = 25 * 1024;
const KERNEL_SOURCE = /shared-kernel\/src\/([^/]+)\/(?!.*\.test\.)/;

const gzipBytes = (text: string): number => gzipSync(text, { level: 9 }).length;

/** The minified text of `code` that its map attributes to each kernel concern. */
function kernelTextByConcern(code: string, map: EncodedSourceMap): Map<string, string> {
  const lines = code.split('\n');
  const segments: { line: number; column: number; source: string | null }[] = [];
  eachMapping(new TraceMap(map), (mapping) => {
    segments.push({ line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source });
  });
  segments.sort((a, b) => a.line - b.line || a.column - b.column);

  const byConcern = new Map<string, string[]>();
  segments.forEach((segment, i) => {
    const concern = segment.source ? KERNEL_SOURCE.exec(segment.source)?.[1] : undefined;
    if (!concern) return;
    const next = segments[i + 1];
    const lineText = lines[segment.line - 1] ?? '';
    const end = next && next.line === segment.line ? next.column : lineText.length;
    const parts = byConcern.get(concern) ?? [];
    parts.push(lineText.slice(segment.column, end));
    byConcern.set(concern, parts);
  });
  return new Map([...byConcern].map(([concern, parts]) => [concern, parts.join('')]));
}

/** The kernel text of one app's build (all its chunks), per concern. */
function kernelTextOfBuild(jsDir: string): Map<string, string> {
  const textByConcern = new Map<string, string>();
  for (const file of readdirSync(jsDir).filter((name) => name.endsWith('.js'))) {
    const mapFile = path.join(jsDir, `${file}.map`);
    if (!existsSync(mapFile)) continue; // library-only chunks the build emits without a map
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as EncodedSourceMap;
    for (const [concern, text] of kernelTextByConcern(readFileSync(path.join(jsDir, file), 'utf8'), map)) {
      textByConcern.set(concern, (textByConcern.get(concern) ?? '') + text);
    }
  }
  return textByConcern;
}

/** `remotes/<remote>/<version>/static/js` of every published remote in the static root. */
function remoteJsDirs(): string[] {
  const remotes = path.join(DEFAULT_STATIC_ROOT, 'remotes');
  if (!existsSync(remotes)) return [];
  return readdirSync(remotes).flatMap((remote) =>
    readdirSync(path.join(remotes, remote))
      .map((version) => path.join(remotes, remote, version, 'static', 'js'))
      .filter((dir) => existsSync(dir)),
  );
}

function main(argv: readonly string[]): number {
  const args = argv.filter((arg) => arg !== '--');
  const unknown = args.filter((arg) => arg !== '--skip-build' && arg !== '--check');
  if (unknown.length > 0) throw new Error(`unknown argument(s) ${unknown.join(' ')}; usage: bench-kernel.ts [--skip-build] [--check]`);

  if (!args.includes('--skip-build')) timedPnpm(['build'], WORKSPACE_ROOT);
  const shellJs = path.join(DEFAULT_STATIC_ROOT, 'static', 'js');
  if (!existsSync(shellJs)) throw new Error(`no built shell at ${shellJs}: run "pnpm build" first.`);

  const textByConcern = new Map<string, string>();
  for (const jsDir of [shellJs, ...remoteJsDirs()]) {
    for (const [concern, text] of kernelTextOfBuild(jsDir)) {
      if (text.length > (textByConcern.get(concern)?.length ?? 0)) textByConcern.set(concern, text);
    }
  }

  const rows = [...textByConcern].sort(([a], [b]) => a.localeCompare(b));
  console.log("The kernel's own code as the site loads it (minified, libraries excluded)");
  console.log(
    table(
      ['concern', 'raw bytes', 'gzip bytes', 'gzip KiB'],
      rows.map(([concern, text]) => [concern, String(text.length), String(gzipBytes(text)), kib(gzipBytes(text))]),
    ),
  );
  const all = rows.map(([, text]) => text).join('');
  const total = gzipBytes(all);
  const met = total <= KERNEL_TARGET;
  console.log(
    `kernel: ${kib(total)} KiB gzip (${all.length} bytes minified) ` +
      `(target <= ${KERNEL_TARGET / 1024} KiB: ${met ? 'met' : 'NOT met'})`,
  );
  return args.includes('--check') && !met ? 1 : 0;
}

await runBench('kernel', main);
