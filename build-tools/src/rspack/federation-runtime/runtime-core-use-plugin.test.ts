import { describe, expect, it } from 'vitest';
import { HOSTED_RUNTIME_CORE_EXPORTS } from './hosted-bundler-runtime-global.ts';
import { runtimeCoreExportsNotHosted } from './runtime-core-use-plugin.ts';

describe("a published remote's use of the runtime core its host provides", () => {
  it('passes a remote that uses what the host provides', () => {
    expect(runtimeCoreExportsNotHosted([...HOSTED_RUNTIME_CORE_EXPORTS])).toEqual([]);
    expect(runtimeCoreExportsNotHosted(['ModuleFederation'])).toEqual([]);
    expect(runtimeCoreExportsNotHosted(false)).toEqual([]);
  });

  it('names what the host does not provide', () => {
    expect(runtimeCoreExportsNotHosted(['ModuleFederation', 'loadScript', 'getRemoteEntry'])).toEqual(['loadScript', 'getRemoteEntry']);
  });

  it('refuses a remote that reads the runtime core as a whole', () => {
    expect(runtimeCoreExportsNotHosted(true)).toHaveLength(1);
  });
});
