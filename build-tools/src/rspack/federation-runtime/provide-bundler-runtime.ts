import federation from '@casino/federation-bundler-runtime';
import { HOSTED_BUNDLER_RUNTIME, type HostedBundlerRuntime } from './hosted-bundler-runtime-global.ts';

/**
 * The host's half of sharing MF's bundler runtime (`@module-federation/webpack-bundler-runtime`:
 * share-scope set-up, consuming shared modules, the instance's init) with the remotes it loads,
 * as MF's own `externalRuntime` shares the runtime core. Its functions keep no state of their
 * own (each takes the calling bundle's `__webpack_require__`), so one copy serves every bundle;
 * a published remote builds its own `federation` object around them (`use-hosted-bundler-runtime.ts`)
 * instead of carrying about 4 KiB gzip of the same code in every remoteEntry.js.
 * A runtime plugin because the host's MF runtime imports its plugins before it loads any remote.
 */
const hosted: HostedBundlerRuntime = {
  version: __MF_BUNDLER_RUNTIME_VERSION__,
  bundlerRuntime: federation.bundlerRuntime,
  attachShareScopeMap: federation.attachShareScopeMap,
};
(globalThis as Record<string, unknown>)[HOSTED_BUNDLER_RUNTIME] = hosted;

export default function provideBundlerRuntime() {
  return { name: 'provide-bundler-runtime' };
}
