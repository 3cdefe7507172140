import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack, type Compiler, type RuleSetRule, type Stats } from '@rspack/core';

const PLUGIN = 'InlineBootScriptPlugin';
const BOOT_FILE = 'boot.js';

/**
 * `code` made safe inside `<script>…</script>`: a `</script` or `<!--` in it (a string, a comment)
 * would end the element or change how the HTML parser reads it. `<\/` and `<\!` mean the same in JS.
 */
export function escapeInlineScript(code: string): string {
  return code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

/**
 * `entry` bundled on its own, with no Module Federation and no chunk loading: one self-contained
 * script, minified in production. Rejects with the bundler's errors.
 */
export async function buildBootScript(entry: string, options: { mode: 'production' | 'development'; rules: RuleSetRule[] }): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'boot-script-'));
  try {
    const compiler = rspack({
      mode: options.mode,
      context: path.dirname(entry),
      entry: { boot: entry },
      target: 'web',
      devtool: false,
      output: { path: outDir, filename: BOOT_FILE, iife: true },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      module: { rules: options.rules },
      optimization: { splitChunks: false, runtimeChunk: false },
      performance: false,
    });
    const stats = await new Promise<Stats | undefined>((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    if (!stats || stats.hasErrors()) throw new Error(`the boot script ${entry} did not build:\n${stats?.toString({ all: false, errors: true }) ?? ''}`);
    return readFileSync(path.join(outDir, BOOT_FILE), 'utf8').trim();
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Puts the host's boot script (`entry`, bundled by {@link buildBootScript}) inline, last in the
 * page's head: after the script tags, so their downloads are asked for first, and run as the parser
 * meets it, before any of those deferred files has run or even arrived. It starts start-up's first
 * requests (the shell: the brand's files, then the first page's remote entry).
 * Without it those wait for the entry script (the MF runtime, 25 KiB), downloaded beside the first
 * screen's others; on a phone's network, a second and more before the first screen's remote starts
 * loading (Lighthouse's model). The site's CSP allows it by its hash (static-root/security-headers.ts
 * reads it from index.html), so it stays without `'unsafe-inline'`.
 */
export class InlineBootScriptPlugin {
  private readonly entry: string;
  private readonly rules: RuleSetRule[];

  /** @param entry - the boot script's source (absolute); @param rules - how to compile it (the app's SWC rule). */
  constructor(entry: string, rules: RuleSetRule[]) {
    this.entry = entry;
    this.rules = rules;
  }

  apply(compiler: Compiler): void {
    // Built again for every compilation (not a child's: the worker's): a watched boot script changes too.
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      const code = buildBootScript(this.entry, { mode: compiler.options.mode === 'development' ? 'development' : 'production', rules: this.rules });
      // Reported where the page takes it (below); a compilation without a page only drops it.
      code.catch(() => undefined);
      // Its sources are the app's too: a change to them rebuilds the page.
      compilation.fileDependencies.add(this.entry);
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(PLUGIN, async (data) => {
        try {
          const script = escapeInlineScript(await code);
          data.headTags.push({ tagName: 'script', attributes: {}, voidTag: false, innerHTML: script });
        } catch (error) {
          compilation.errors.push(new rspack.WebpackError(`${PLUGIN}: ${(error as Error).message}`));
        }
        return data;
      });
    });
  }
}
