import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOSTED_BUNDLER_RUNTIME, type HostedBundlerRuntime } from './hosted-bundler-runtime-global.ts';

type Federation = {
  runtime: { init: unknown };
  bundlerRuntime: Record<string, unknown> & { S: object };
  attachShareScopeMap: unknown;
  instance: unknown;
};

const globals = globalThis as Record<string, unknown>;

/** A page: the host's runtime plugin module runs, then `count` remotes' entries build their federation objects. */
async function hostThenRemotes(count: number, beforeRemotes: (hosted: HostedBundlerRuntime) => void = () => undefined) {
  vi.resetModules();
  const host = (await import('@casino/federation-bundler-runtime')).default as unknown as Federation;
  const provide = (await import('./provide-bundler-runtime.ts')).default;
  beforeRemotes(globals[HOSTED_BUNDLER_RUNTIME] as HostedBundlerRuntime);
  const remotes: Federation[] = [];
  for (let i = 0; i < count; i += 1) {
    vi.resetModules();
    remotes.push((await import('./use-hosted-bundler-runtime.ts')).default as unknown as Federation);
  }
  return { host, provide, remotes };
}

afterEach(() => {
  delete globals[HOSTED_BUNDLER_RUNTIME];
});

describe("a published remote on its host's bundler runtime", () => {
  it("runs the host's functions with state of its own", async () => {
    const { host, provide, remotes } = await hostThenRemotes(2);
    expect(provide()).toEqual({ name: 'provide-bundler-runtime' });
    const [first, second] = remotes as [Federation, Federation];
    for (const name of ['consumes', 'I', 'installInitialConsumes', 'init'] as const) {
      expect(typeof host.bundlerRuntime[name]).toBe('function');
      expect(first.bundlerRuntime[name]).toBe(host.bundlerRuntime[name]);
    }
    expect(first.attachShareScopeMap).toBe(host.attachShareScopeMap);
    // Each bundle its own share-scope map: a shared one would let a remote overwrite the host's.
    expect(first.bundlerRuntime.S).not.toBe(host.bundlerRuntime.S);
    expect(first.bundlerRuntime.S).not.toBe(second.bundlerRuntime.S);
    expect(first.instance).toBeUndefined();
    // A host without exposes has no initContainerEntry; the remote brings its own.
    expect(typeof first.bundlerRuntime['initContainerEntry']).toBe('function');
    // The remote's own runtime init, which finds the remote's instance, not the host's.
    expect(typeof first.runtime.init).toBe('function');
  });

  it('refuses, saying why, a host built with another Module Federation version', async () => {
    await expect(
      hostThenRemotes(1, (hosted) => {
        hosted.version = '0.0.1';
      }),
    ).rejects.toThrow(/built with Module Federation [\d.]+ and the shell runs 0\.0\.1: rebuild it on the shell's version/);
  });

  it('refuses, saying why, to run without a host', async () => {
    vi.resetModules();
    await expect(import('./use-hosted-bundler-runtime.ts')).rejects.toThrow("This remote runs on its host's Module Federation runtime");
  });
});
