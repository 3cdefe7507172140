import {
  CurrentGlobal,
  Global,
  ModuleFederation,
  getGlobalFederationConstructor,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@casino/federation-runtime-core';
import type { HOSTED_RUNTIME_CORE_EXPORTS } from './hosted-bundler-runtime-global.ts';

/**
 * The host's half of MF's `externalRuntime` (issue 22): the runtime plugin the shell's build puts
 * in place of MF's `inject-external-runtime-core-plugin`. That one hands the remotes the runtime
 * core as a whole namespace, which keeps every export in the shell's `main.js`, used or not; this
 * one hands them the exports their entries use ({@link HOSTED_RUNTIME_CORE_EXPORTS}, checked at
 * each remote's build): about 0.45 KiB gzip less on a first visit. Same global, same rule as MF's
 * plugin: the first runtime to provide it keeps it.
 */
export const hostedRuntimeCore: Record<(typeof HOSTED_RUNTIME_CORE_EXPORTS)[number], unknown> = {
  CurrentGlobal,
  ModuleFederation,
  getGlobalFederationConstructor,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

interface RuntimeCoreGlobal {
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
}

export default function provideRuntimeCore() {
  return {
    name: 'inject-external-runtime-core-plugin',
    beforeInit<T extends { options: { name: string } }>(args: T): T {
      const global = Global as RuntimeCoreGlobal;
      if (global._FEDERATION_RUNTIME_CORE === undefined) {
        global._FEDERATION_RUNTIME_CORE = hostedRuntimeCore;
        global._FEDERATION_RUNTIME_CORE_FROM = { name: args.options.name, version: __MF_BUNDLER_RUNTIME_VERSION__ };
      }
      return args;
    },
  };
}
