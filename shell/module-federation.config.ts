import type { AppFederationConfig } from '@casino/build-tools/rspack';

/**
 * The shell is a pure host: it exposes nothing and its build names no remote. Which remotes it
 * loads, and from where, comes from the brand's remote map at start.
 */
export default { name: 'shell', runtimePlugins: ['./src/federation/yield-between-shares.ts'] } satisfies AppFederationConfig;
