/**
 * Kernel size benchmark: the gzip bytes of the kernel's own code as the site loads it, per concern,
 * with the libraries it wraps (ky, zod, i18next, jotai, single-spa-react, …) left out. Each concern
 * is one shared module at run time, provided by the shell or, for the concerns the shell never
 * imports (`KERNEL_CONCERNS_NOT_IN_SHELL`), by the remotes that carry them: each is counted once,
 * from the largest build.
 *
 *   node src/bench/bench-kernel.ts [--skip-build] [--check]
 *
 * The shell's chunks are minified; their source maps say which bytes came from which source file.
 * The bytes mapped to `shared-kernel/src/<concern>/` are cut out, joined per concern and gzipped.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_STATIC_ROOT, WORKSPACE_ROOT } from '../static-root/workspace.ts';
import { kib, runBench, table } from './figures.ts';
import { timedPnpm } from './timed-build.ts';
import { addTexts, gzipBytes, textByGroupOfFile } from './source-text.ts';

const KERNEL_TARGET = 25 * 1024;
const KERNEL_SOURCE = /shared-kernel\/src\/([^/]+)\/(?!.*\.test\.)/;

const concernOf = (source: string): string | undefined => KERNEL_SOURCE.exec(source)?.[1];

/** The kernel text of one app's build (all its chunks), per concern. */
function kernelTextOfBuild(jsDir: string): Map<string, string> {
  const textByConcern = new Map<string, string>();
  for (const file of readdirSync(jsDir).filter((name) => name.endsWith('.js'))) {
    // Library-only chunks the build emits without a map have no kernel code.
    const texts = textByGroupOfFile(path.join(jsDir, file), concernOf);
    if (texts) addTexts(textByConcern, texts);
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
