import { init } from '@casino/federation-runtime';
import { initContainerEntry } from '@casino/federation-init-container-entry';
import { HOSTED_BUNDLER_RUNTIME, type HostedBundlerRuntime } from './hosted-bundler-runtime-global.ts';

/**
 * A published remote's `@module-federation/webpack-bundler-runtime` (its build aliases the package
 * here): the `federation` object its remoteEntry.js installs as `__webpack_require__.federation`,
 * made of the host's stateless functions (`provide-bundler-runtime.ts`) with this bundle's own
 * state (its share-scope map `S`, instance, options), as the package's index makes it.
 * Two parts are this bundle's own: `@module-federation/runtime`, whose `init` finds the bundle's
 * instance by an id compiled into it (the host's copy would hand back the host's instance), and
 * `initContainerEntry`, which a host's build leaves out (it has no exposes).
 */
const hosted = (globalThis as Record<string, unknown>)[HOSTED_BUNDLER_RUNTIME] as HostedBundlerRuntime | undefined;
if (!hosted) {
  throw new Error('This remote runs on its host\'s Module Federation runtime: load it from the shell, not on its own.');
}
if (hosted.version !== __MF_BUNDLER_RUNTIME_VERSION__) {
  throw new Error(
    `This remote was built with Module Federation ${__MF_BUNDLER_RUNTIME_VERSION__} and the shell runs ${hosted.version}: rebuild it on the shell's version.`,
  );
}

const federation = {
  // Only `init` is asked of it (the bundler runtime's own init); naming it alone leaves the rest out.
  runtime: { init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...hosted.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: hosted.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
export default federation;
