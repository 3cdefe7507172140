/** The global the host puts its MF bundler runtime on for the remotes it loads. */
export const HOSTED_BUNDLER_RUNTIME = '_CASINO_FEDERATION_BUNDLER_RUNTIME';

export interface HostedBundlerRuntime {
  /** The `@module-federation/webpack-bundler-runtime` version the host was built with. */
  version: string;
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
}

/** Set by `createAppConfig` (DefinePlugin) to the version of the bundler runtime the app was built with. */
declare global {
  const __MF_BUNDLER_RUNTIME_VERSION__: string;
}
