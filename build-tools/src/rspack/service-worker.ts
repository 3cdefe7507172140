import { existsSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import type { InjectManifest } from 'workbox-webpack-plugin';

/** Where an app keeps its service worker; an app without this file builds no worker. */
export const SERVICE_WORKER_SOURCE = 'src/pwa/sw.ts';
/** The offline page's script, built beside the worker (not content-hashed: the worker precaches it by revision). */
export const OFFLINE_SCRIPT_SOURCE = 'src/pwa/offline.ts';

/**
 * A chunk named `on-demand-…` (the `webpackChunkName` comment of a dynamic import) holds code most
 * visitors never run, such as firebase for push: the worker caches it when first used (cache first,
 * content-hashed), rather than every visitor's worker downloading it at install.
 */
export const ON_DEMAND_CHUNK_PREFIX = 'on-demand-';

/**
 * The app's files the worker precaches: its content-hashed chunks and styles, its static files and
 * the offline page. Not the page itself (navigations go to the network), not what points at versions
 * (`remoteEntry.js`, `mf-manifest.json`: network-first at run time), not maps, build statistics,
 * on-demand chunks or the brotli copies (`x.js.br`: the worker fetches `x.js`, the server picks the encoding).
 */
export function isPrecached(relativePath: string): boolean {
  const name = path.posix.basename(relativePath);
  if (name.endsWith('.map') || name.endsWith('.br') || name.endsWith('.LICENSE.txt') || name.startsWith(ON_DEMAND_CHUNK_PREFIX)) return false;
  return !['index.html', 'sw.js', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json'].includes(name);
}

/** Files named with the build's 10-character content hash: their URL is their revision. */
export const CONTENT_HASHED = /\.[0-9a-f]{10}\./;

/**
 * The shell's service worker, by workbox-webpack-plugin's InjectManifest in the app's own build:
 * `src/pwa/sw.ts` compiled as a child of it into a fixed `sw.js` (the browser checks that URL for
 * updates), with the build's files that `isPrecached` keeps injected as `self.__WB_MANIFEST`. The
 * offline page's script is a second entry of the worker's compilation (`offline.js`, no hash), so
 * it is among the files the manifest lists. Production builds only: `start` runs without a worker.
 */
export async function serviceWorkerPlugin(appDir: string): Promise<InjectManifest> {
  // Loaded only for an app that builds a worker: it brings workbox-build along (0.4 s), which the
  // remotes' builds and this module's tests do without.
  const { InjectManifest } = await import('workbox-webpack-plugin');
  const offline = path.join(appDir, OFFLINE_SCRIPT_SOURCE);
  return new InjectManifest({
    swSrc: path.join(appDir, SERVICE_WORKER_SOURCE),
    swDest: 'sw.js',
    compileSrc: true,
    webpackCompilationPlugins: existsSync(offline) ? [new rspack.EntryPlugin(appDir, offline, { name: 'offline', filename: 'offline.js' })] : [],
    exclude: [({ asset }: { asset: { name: string } }) => !isPrecached(asset.name)],
    // A hashed file never changes under its URL: workbox checks it by URL alone.
    dontCacheBustURLsMatching: CONTENT_HASHED,
    // The URLs the worker and its routes compare with `location.pathname`: from the site's root.
    modifyURLPrefix: { '': '/' },
  });
}
