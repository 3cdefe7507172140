import type { LoaderContext } from '@rspack/core';

/**
 * MF's runtime core without its snapshot code (issue 22). Our builds set MF's
 * `experiments.optimization.disableSnapshot` (remotes are registered by entry URL, never by
 * manifest): the runtime then registers neither the snapshot plugin nor the one that turns a
 * snapshot into preload assets. It still builds a `SnapshotHandler` for every instance, though,
 * and `RemoteHandler.preloadRemote` still reads snapshots, so the manifest fetching, the snapshot
 * generation and the preload helpers stay in the shell's `main.js`, for a `preloadRemote` that in
 * this mode preloads nothing: its assets come only from the plugin left out.
 * This loader builds the disabled handler when the snapshot plugin is off (`removeRemote` then
 * skips the manifest cache it has not got), makes `preloadRemote` say why it is not there, and
 * leaves out the bundler runtime's read of a host snapshot there never is (with it the runtime's
 * `helpers` object, which held the preload helpers in): about 3.2 KiB gzip in all. `start`
 * (development) keeps the runtime whole. Each rewrite must find its text: an MF upgrade that moves it fails the build, not the site.
 */

/** What `preloadRemote` throws in a build without the snapshot plugin. */
export const PRELOAD_REMOTE_LEFT_OUT =
  "preloadRemote needs Module Federation's snapshot plugin, which this platform's builds leave out (experiments.optimization.disableSnapshot): load the remote with loadRemote.";

const SNAPSHOT_HANDLER = 'this.snapshotHandler = USE_REMOTE ? new SnapshotHandler(this) : new DisabledSnapshotHandler();';
/**
 * The bundler runtime's shared tree-shaking plugin reads the host's snapshot, which a build without
 * the snapshot plugin never has (and it returns before, as no share here has a tree-shaking fallback).
 * The read was all it took of the runtime's `helpers`, whose object keeps the preload helpers too.
 */
const HOST_SNAPSHOT_READ = /const hostGlobalSnapshot = helpers\.global\.getGlobalSnapshotInfoByModuleInfo\(\{[^}]*\}\);/;
const HELPERS_IMPORT = 'import helpers from "@module-federation/runtime/helpers";\n';
/** `async preloadRemote(preloadOptions) {` up to the method that follows it in the class. */
const PRELOAD_REMOTE = /\n\tasync preloadRemote\(preloadOptions\) \{\n[\s\S]*?\n\t\}\n(?=\t(?:async )?\w+\()/;
const MANIFEST_CACHE_DELETE = 'host.snapshotHandler.manifestCache.delete(remote.entry);';
const PRELOAD_IMPORT = 'import { formatPreloadArgs, preloadAssets } from "../utils/preload.js";\n';

function replaceOnce(source: string, search: string | RegExp, replacement: string, file: string): string {
  const found = typeof search === 'string' ? source.includes(search) : search.test(source);
  if (!found) throw new Error(`federation-without-snapshot: ${String(search)} is not in MF's ${file} any more; check the loader against this MF version.`);
  return source.replace(search, () => replacement);
}

/** The rewrite of one of runtime-core's files (`core.js`, `remote/index.js`); any other comes back as it was. */
export function federationWithoutSnapshot(source: string, file: string): string {
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
    const withoutSnapshotRead = replaceOnce(source, HOST_SNAPSHOT_READ, 'const hostGlobalSnapshot = void 0;', 'webpack-bundler-runtime init.js');
    return replaceOnce(withoutSnapshotRead, HELPERS_IMPORT, '', 'webpack-bundler-runtime init.js');
  }
  return source;
}

export default function federationWithoutSnapshotLoader(this: LoaderContext, source: string): string {
  return federationWithoutSnapshot(source, this.resourcePath);
}
