import type { LoaderContext } from '@rspack/core';

/**
 * MF's runtime as our builds configure it (issue 22), without the code of two features they turn
 * off, which the runtime still carries: 4.4 KiB gzip of the shell's `main.js` in all. `start`
 * (development) keeps the runtime whole. Each rewrite must find its text: an MF upgrade that moves
 * it fails the build (and the loader's test), not the site.
 *
 * **Snapshots.** Our builds set `experiments.optimization.disableSnapshot` (remotes are registered
 * by entry URL, never by manifest): the runtime then registers neither the snapshot plugin nor the
 * one that turns a snapshot into preload assets. It still builds a `SnapshotHandler` for every
 * instance, though, and `RemoteHandler.preloadRemote` still reads snapshots, so the manifest
 * fetching, the snapshot generation and the preload helpers stayed in, for a `preloadRemote` that in
 * this mode preloads nothing: its assets come only from the plugin left out. Here the instance gets
 * the disabled handler when the snapshot plugin is off (`removeRemote` then skips the manifest
 * cache it has not got), and `preloadRemote` says why it is not there.
 *
 * **Shared tree shaking.** A share with a `treeShaking` option gets a fallback the bundler runtime
 * loads through a plugin of its own (`init`) and a getter (`getSharedFallbackGetter`). Our shares
 * cannot have one (build-tools' `SharedSingleton` has no such option), so the runtime's own check
 * (`sharedFallback`, undefined in every bundle we build) always skipped both; they go, and with
 * the plugin its read of a host snapshot, the only use of the runtime's `helpers` object, which
 * kept the preload helpers in. What is left of `federation.runtime` to read is its `init`: it is
 * that alone, as a published remote's is (`federation-runtime/use-hosted-bundler-runtime.ts`),
 * instead of the package's whole namespace.
 */

/** What `preloadRemote` throws in a build without the snapshot plugin. */
export const PRELOAD_REMOTE_LEFT_OUT =
  "preloadRemote needs Module Federation's snapshot plugin, which this platform's builds leave out (experiments.optimization.disableSnapshot): load the remote with loadRemote.";

const SNAPSHOT_HANDLER = 'this.snapshotHandler = USE_REMOTE ? new SnapshotHandler(this) : new DisabledSnapshotHandler();';
/** `async preloadRemote(preloadOptions) {` up to the method that follows it in the class. */
const PRELOAD_REMOTE = /\n\tasync preloadRemote\(preloadOptions\) \{\n[\s\S]*?\n\t\}\n(?=\t(?:async )?\w+\()/;
const PRELOAD_IMPORT = 'import { formatPreloadArgs, preloadAssets } from "../utils/preload.js";\n';
const MANIFEST_CACHE_DELETE = 'host.snapshotHandler.manifestCache.delete(remote.entry);';
/** The bundler runtime's `init`: its shared tree-shaking plugin, from its declaration to its registration. */
const TREE_SHAKING_PLUGIN =
  /\n\tif \(USE_SHARED\) \{\n\t\tconst treeShakingSharePlugin = [\s\S]*?\n\t\tinitOptions\.plugins\.push\(treeShakingSharePlugin\(\)\);\n\t\}\n/;
const INIT_IMPORTS = 'import { getRemoteEntry } from "@module-federation/runtime";\nimport helpers from "@module-federation/runtime/helpers";\n';
const RUNTIME_NAMESPACE = 'import * as runtime from "@module-federation/runtime";\n';
const FALLBACK_GETTER = 'getSharedFallbackGetter: USE_SHARED ? getSharedFallbackGetter : void 0';

function replaceOnce(source: string, search: string | RegExp, replacement: string, file: string): string {
  const found = typeof search === 'string' ? source.includes(search) : search.test(source);
  if (!found) throw new Error(`federation-as-configured: ${String(search)} is not in MF's ${file} any more; check the loader against this MF version.`);
  return source.replace(search, () => replacement);
}

/** The rewrite of one of MF's runtime files; any other comes back as it was. */
export function federationAsConfigured(source: string, file: string): string {
  const normalized = file.replace(/\\/g, '/');
  if (normalized.endsWith('/runtime-core/dist/core.js')) {
    return replaceOnce(
      source,
      SNAPSHOT_HANDLER,
      'this.snapshotHandler = USE_REMOTE && USE_SNAPSHOT ? new SnapshotHandler(this) : new DisabledSnapshotHandler();',
      'core.js',
    );
  }
  if (normalized.endsWith('/runtime-core/dist/remote/index.js')) {
    const withoutPreload = replaceOnce(
      source,
      PRELOAD_REMOTE,
      `\n\tasync preloadRemote() {\n\t\tthrow new Error(${JSON.stringify(PRELOAD_REMOTE_LEFT_OUT)});\n\t}\n`,
      'remote/index.js',
    );
    const withoutImport = replaceOnce(withoutPreload, PRELOAD_IMPORT, '', 'remote/index.js');
    // `removeRemote` (a version switch replacing a remote) clears the manifest cache that only the
    // full handler has; on the disabled one it threw, and the removal stopped half done.
    return replaceOnce(withoutImport, MANIFEST_CACHE_DELETE, 'host.snapshotHandler.manifestCache?.delete(remote.entry);', 'remote/index.js');
  }
  if (normalized.endsWith('/webpack-bundler-runtime/dist/init.js')) {
    const withoutPlugin = replaceOnce(source, TREE_SHAKING_PLUGIN, '\n', 'webpack-bundler-runtime init.js');
    return replaceOnce(withoutPlugin, INIT_IMPORTS, '', 'webpack-bundler-runtime init.js');
  }
  if (normalized.endsWith('/webpack-bundler-runtime/dist/index.js')) {
    const withoutGetter = replaceOnce(source, FALLBACK_GETTER, 'getSharedFallbackGetter: void 0', 'webpack-bundler-runtime index.js');
    return replaceOnce(
      withoutGetter,
      RUNTIME_NAMESPACE,
      'import { init as runtimeInit } from "@module-federation/runtime";\nconst runtime = { init: runtimeInit };\n',
      'webpack-bundler-runtime index.js',
    );
  }
  return source;
}

export default function federationAsConfiguredLoader(this: LoaderContext, source: string): string {
  return federationAsConfigured(source, this.resourcePath);
}
