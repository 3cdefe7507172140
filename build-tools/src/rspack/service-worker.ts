import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler, type Configuration, type RuleSetRule } from '@rspack/core';

/** Where an app keeps its service worker; an app without this file builds no worker. */
export const SERVICE_WORKER_SOURCE = 'src/pwa/sw.ts';
/** The offline page's script, built beside the worker (not content-hashed: the worker precaches it by revision). */
export const OFFLINE_SCRIPT_SOURCE = 'src/pwa/offline.ts';
/** The string the worker's source holds where the build writes its precache list. */
export const PRECACHE_PLACEHOLDER = '__SHELL_PRECACHE_MANIFEST__';

/** One precached file: its path from the site root and a revision (content hash). */
export interface PrecacheEntry {
  url: string;
  revision: string;
}

/**
 * A chunk named `on-demand-…` (the `webpackChunkName` comment of a dynamic import) holds code most
 * visitors never run, such as firebase for push: the worker caches it when first used (cache first,
 * content-hashed), rather than every visitor's worker downloading it at install.
 */
export const ON_DEMAND_CHUNK_PREFIX = 'on-demand-';

/**
 * The app's files the worker precaches: its content-hashed chunks and styles, its static files and
 * the offline page. Not the page itself (navigations go to the network), not what points at versions
 * (`remoteEntry.js`, `mf-manifest.json`: network-first at run time), not maps, build statistics or
 * on-demand chunks.
 */
export function isPrecached(relativePath: string): boolean {
  const name = path.posix.basename(relativePath);
  if (name.endsWith('.map') || name.endsWith('.LICENSE.txt') || name.startsWith(ON_DEMAND_CHUNK_PREFIX)) return false;
  return !['index.html', 'sw.js', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json'].includes(name);
}

const revisionOf = (content: Buffer | string) => createHash('sha256').update(content).digest('hex').slice(0, 16);

function listFiles(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
}

/** The precache list of an app's output folder plus the worker build's own assets. */
export function precacheEntries(distDir: string, own: ReadonlyMap<string, Buffer | string>): PrecacheEntry[] {
  const entries = new Map<string, string>();
  for (const file of listFiles(distDir)) if (isPrecached(file)) entries.set(file, revisionOf(readFileSync(path.join(distDir, file))));
  for (const [file, content] of own) if (isPrecached(file)) entries.set(file, revisionOf(content));
  return [...entries].sort(([a], [b]) => a.localeCompare(b)).map(([file, revision]) => ({ url: `/${file}`, revision }));
}

/** Writes the precache list into `sw.js` once the worker is minified (the placeholder is a string literal). */
class PrecacheManifestPlugin {
  private readonly distDir: string;

  constructor(distDir: string) {
    this.distDir = distDir;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PrecacheManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecacheManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, () => {
        const own = new Map<string, Buffer | string>();
        for (const asset of compilation.getAssets()) if (asset.name !== 'sw.js') own.set(asset.name, asset.source.source());
        const list = precacheEntries(this.distDir, own);
        const worker = compilation.getAsset('sw.js');
        if (!worker) throw new Error('The service-worker build emitted no sw.js.');
        const code = String(worker.source.source());
        const placeholder = new RegExp(`(["'\`])${PRECACHE_PLACEHOLDER}\\1`);
        if (!placeholder.test(code)) throw new Error(`sw.js has no ${PRECACHE_PLACEHOLDER} string to write the precache list into.`);
        const replaced = code.replace(placeholder, () => JSON.stringify(JSON.stringify(list)));
        compilation.updateAsset('sw.js', new rspack.sources.RawSource(replaced));
      });
    });
  }
}

/**
 * The second build of an app with a service worker: `sw.js` (and the offline page's `offline.js`)
 * into the app's output folder, after the app's own build (`dependencies`), whose files it lists
 * for precaching. Fixed names: the browser checks `/sw.js` for updates, so it must keep its URL.
 */
export function serviceWorkerConfig(options: { appDir: string; appConfigName: string; swcRule: RuleSetRule }): Configuration {
  const { appDir, appConfigName, swcRule } = options;
  const distDir = path.join(appDir, 'dist');
  return {
    name: `${appConfigName}-service-worker`,
    dependencies: [appConfigName],
    context: appDir,
    target: 'webworker',
    mode: 'production',
    devtool: false,
    entry: {
      sw: `./${SERVICE_WORKER_SOURCE}`,
      ...(existsSync(path.join(appDir, OFFLINE_SCRIPT_SOURCE)) ? { offline: `./${OFFLINE_SCRIPT_SOURCE}` } : {}),
    },
    output: { path: distDir, filename: '[name].js', publicPath: '/', clean: false, iife: true, chunkFormat: false, chunkLoading: false },
    resolve: { extensions: ['.ts', '.js', '.json'] },
    module: { rules: [swcRule] },
    optimization: { splitChunks: false, runtimeChunk: false },
    plugins: [new PrecacheManifestPlugin(distDir)],
    performance: false,
  };
}
