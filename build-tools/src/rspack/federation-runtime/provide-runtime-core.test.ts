import { afterEach, describe, expect, it } from 'vitest';
import * as runtimeCore from '@casino/federation-runtime-core';
import { HOSTED_RUNTIME_CORE_EXPORTS } from './hosted-bundler-runtime-global.ts';
import provideRuntimeCore from './provide-runtime-core.ts';

const globals = runtimeCore.Global as Record<string, unknown>;

afterEach(() => {
  delete globals['_FEDERATION_RUNTIME_CORE'];
  delete globals['_FEDERATION_RUNTIME_CORE_FROM'];
});

describe("the runtime core the host hands to its remotes (MF's externalRuntime)", () => {
  it("is the runtime core's own exports, those the remotes' entries use", () => {
    const args = { options: { name: 'shell' } };
    expect(provideRuntimeCore().beforeInit(args)).toBe(args);
    const provided = globals['_FEDERATION_RUNTIME_CORE'] as Record<string, unknown>;
    expect(Object.keys(provided).sort()).toEqual([...HOSTED_RUNTIME_CORE_EXPORTS].sort());
    const core = runtimeCore as unknown as Record<string, unknown>;
    for (const name of HOSTED_RUNTIME_CORE_EXPORTS) {
      expect(provided[name]).toBeDefined();
      expect(provided[name]).toBe(core[name]);
    }
    expect(globals['_FEDERATION_RUNTIME_CORE_FROM']).toEqual({ name: 'shell', version: expect.stringMatching(/^\d+\.\d+\.\d+/) as unknown });
  });

  it('stays the first provider’s when another instance initialises', () => {
    provideRuntimeCore().beforeInit({ options: { name: 'shell' } });
    const first = globals['_FEDERATION_RUNTIME_CORE'];
    provideRuntimeCore().beforeInit({ options: { name: 'other' } });
    expect(globals['_FEDERATION_RUNTIME_CORE']).toBe(first);
    expect(globals['_FEDERATION_RUNTIME_CORE_FROM']).toMatchObject({ name: 'shell' });
  });
});
