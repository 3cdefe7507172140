/** The global the host puts its MF bundler runtime on for the remotes it loads. */
export const HOSTED_BUNDLER_RUNTIME = '_CASINO_FEDERATION_BUNDLER_RUNTIME';

export interface HostedBundlerRuntime {
  /** The `@module-federation/webpack-bundler-runtime` version the host was built with. */
  version: string;
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
  /** MF's wiring of a bundle, the host's copy that its remotes call (`loaders/federation-wiring.ts`). */
  wire?: (...bundleAndConstants: unknown[]) => void;
  /** The wiring's fingerprint: a remote runs only on the same. */
  wiring?: string;
}

/** Set by `createAppConfig` (DefinePlugin) to the version of the bundler runtime the app was built with. */
declare global {
  const __MF_BUNDLER_RUNTIME_VERSION__: string;
}

/**
 * What of MF's runtime core the host hands to its remotes (`provide-runtime-core.ts`): the exports
 * a published remote's entry takes from it (its `init`, which makes or finds the remote's instance).
 * A remote build that uses any other export fails (`RuntimeCoreUsePlugin`), naming it.
 */
export const HOSTED_RUNTIME_CORE_EXPORTS = [
  'CurrentGlobal',
  'ModuleFederation',
  'getGlobalFederationConstructor',
  'setGlobalFederationConstructor',
  'setGlobalFederationInstance',
] as const;
