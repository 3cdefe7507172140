/**
 * The specifiers `createAppConfig` aliases to files of MF's runtime packages (which no app
 * depends on by name): the bundler runtime's ES module index for the host; for a published
 * remote, `@module-federation/runtime` and the bundler runtime's `initContainerEntry`.
 */
declare module '@casino/federation-bundler-runtime' {
  const federation: {
    runtime: unknown;
    bundlerRuntime: Record<string, unknown>;
    attachShareScopeMap: unknown;
  };
  export default federation;
}
declare module '@casino/federation-runtime' {
  export const init: unknown;
}
declare module '@casino/federation-init-container-entry' {
  export const initContainerEntry: unknown;
}
declare module '@casino/federation-runtime-core' {
  export const CurrentGlobal: unknown;
  export const Global: object;
  export const ModuleFederation: unknown;
  export const getGlobalFederationConstructor: unknown;
  export const setGlobalFederationConstructor: unknown;
  export const setGlobalFederationInstance: unknown;
}
