import { rspack, type Compiler } from '@rspack/core';
import { HOSTED_RUNTIME_CORE_EXPORTS } from './hosted-bundler-runtime-global.ts';

/** The external MF's `externalRuntime` makes of the runtime core in a published remote's build. */
const RUNTIME_CORE_EXTERNAL = /^external (?:global )?"_FEDERATION_RUNTIME_CORE"$/;

/**
 * What a remote uses of the runtime core that its host does not hand over: the exports rspack
 * found used (`true`: it could not tell which, so possibly any), less {@link HOSTED_RUNTIME_CORE_EXPORTS}.
 */
export function runtimeCoreExportsNotHosted(usedExports: boolean | readonly string[] | null | undefined): string[] {
  if (usedExports === true) return ['(any: the remote reads the runtime core as a whole)'];
  if (!Array.isArray(usedExports)) return [];
  const hosted: readonly string[] = HOSTED_RUNTIME_CORE_EXPORTS;
  return usedExports.filter((name) => !hosted.includes(name));
}

/**
 * A published remote's build fails when its entry uses an export of the runtime core that the
 * shell does not provide (`provide-runtime-core.ts`): it would fail in the page, at the first load
 * of the remote, and only there.
 */
export class RuntimeCoreUsePlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('RuntimeCoreUsePlugin', (compilation) => {
      const { modules = [] } = compilation.getStats().toJson({ all: false, modules: true, usedExports: true, orphanModules: true });
      for (const module of modules) {
        if (!RUNTIME_CORE_EXTERNAL.test(module.name ?? '')) continue;
        const missing = runtimeCoreExportsNotHosted(module.usedExports);
        if (missing.length === 0) continue;
        compilation.errors.push(
          new rspack.WebpackError(
            `This remote uses ${missing.join(', ')} of Module Federation's runtime core, which the shell does not hand to remotes. ` +
              'Add it to HOSTED_RUNTIME_CORE_EXPORTS and provide-runtime-core.ts (build-tools/src/rspack/federation-runtime/), then rebuild the shell.',
          ),
        );
      }
    });
  }
}
