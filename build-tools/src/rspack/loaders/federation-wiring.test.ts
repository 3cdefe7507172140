import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOSTED_BUNDLER_RUNTIME } from '../federation-runtime/hosted-bundler-runtime-global.ts';
import { federationWiring, wiringFingerprint, wiringTemplate } from './federation-wiring.ts';

/** A bundle's MF entry module as rspack writes it, less its imports (the bundler runtime and plugins come as parameters here). */
function entryModule(name: string): string {
  return [
    'const __module_federation_runtime_plugins__ = [{ plugin: __plugin__, params: undefined }].filter(({ plugin }) => plugin).map(({ plugin, params }) => plugin(params))',
    'const __module_federation_remote_infos__ = {}',
    `const __module_federation_container_name__ = ${JSON.stringify(name)}`,
    'const __module_federation_share_strategy__ = "loaded-first"',
    'const __module_federation_share_fallbacks__ = undefined',
    'const __module_federation_library_type__ = "global"',
    wiringTemplate(),
  ].join(';');
}

/** The shared module's factory: one function for every bundle, so that their options compare equal. */
const factory = () => undefined;

/** A bundle's `__webpack_require__` with one shared module and one consumed, and a bundler runtime that records its calls. */
function bundle() {
  const calls: { name: string; options: Record<string, unknown> }[] = [];
  const record = (name: string) => (options: Record<string, unknown>) => {
    calls.push({ name, options });
    return name === 'init' ? { instance: true } : undefined;
  };
  const bundlerRuntime = {
    bundlerRuntime: {
      S: {},
      remotes: record('remotes'),
      consumes: record('consumes'),
      I: record('I'),
      init: record('init'),
      initContainerEntry: record('initContainerEntry'),
      installInitialConsumes: record('installInitialConsumes'),
    },
    attachShareScopeMap: () => undefined,
  };
  const require = {
    federation: {} as Record<string, unknown>,
    S: {},
    f: { remotes: (_chunk: number, _promises: unknown[]) => undefined, consumes: (_chunk: number, _promises: unknown[]) => undefined },
    I: (_scope: string, _initScope: unknown[]) => undefined,
    initContainer: () => undefined,
    getContainer: () => undefined,
    initializeSharingData: {
      scopeToSharingDataMapping: { default: [{ name: 'react', version: '19.3.1', factory, eager: false, singleton: true, requiredVersion: '^19.3.1' }] },
    },
    consumesLoadingData: {
      chunkMapping: { 7: ['42'] },
      moduleIdToConsumeDataMapping: {
        42: { shareScope: 'default', shareKey: 'react', requiredVersion: '^19.3.1', strictVersion: false, singleton: true, eager: false, fallback: factory },
      },
      initialConsumes: ['42'],
    },
    initializeExposesData: { moduleMap: {}, shareScope: 'default' },
  };
  return { require, bundlerRuntime, calls };
}

/** Runs an entry module's code against a bundle. */
function run(code: string, target: ReturnType<typeof bundle>) {
  const plugin = () => ({ name: 'a-plugin' });
  new Function('__webpack_require__', '__module_federation_bundler_runtime__', '__plugin__', code)(target.require, target.bundlerRuntime, plugin);
  // What the wiring left: the bundle's federation options, and what its overridden loaders pass on.
  target.require.f.consumes(7, []);
  target.require.I('default', []);
  const { federation } = target.require;
  return {
    initOptions: federation['initOptions'],
    instance: federation['instance'],
    handlers: Object.keys(federation['consumesLoadingModuleToHandlerMapping'] as object),
    calls: target.calls.map(({ name, options }) => ({ name, keys: Object.keys(options).sort() })),
  };
}

const globals = globalThis as Record<string, unknown>;
afterEach(() => {
  delete globals[HOSTED_BUNDLER_RUNTIME];
});

describe("a bundle's MF wiring, shared by the host with its remotes", () => {
  it('wires the host as rspack’s own module does, and hands the wiring to the remotes', () => {
    globals[HOSTED_BUNDLER_RUNTIME] = {};
    const original = run(entryModule('shell'), bundle());
    const shared = run(federationWiring(entryModule('shell'), 'host'), bundle());
    expect(shared).toEqual(original);
    expect(original.calls.map(({ name }) => name)).toEqual(['init', 'installInitialConsumes', 'consumes', 'I']);
    expect(original.initOptions).toMatchObject({ name: 'shell', shareStrategy: 'loaded-first', plugins: [{ name: 'a-plugin' }] });
    expect(globals[HOSTED_BUNDLER_RUNTIME]).toEqual({ wire: expect.any(Function) as unknown, wiring: wiringFingerprint(wiringTemplate()) });
  });

  it('wires a remote through the host’s function, with the remote’s own require and constants', () => {
    globals[HOSTED_BUNDLER_RUNTIME] = {};
    run(federationWiring(entryModule('shell'), 'host'), bundle());
    const wire = vi.spyOn(globals[HOSTED_BUNDLER_RUNTIME] as { wire: (...args: unknown[]) => void }, 'wire');
    const original = run(entryModule('mfe-lobby'), bundle());
    const remote = federationWiring(entryModule('mfe-lobby'), 'remote');
    expect(remote.length).toBeLessThan(entryModule('mfe-lobby').length / 3);
    expect(run(remote, bundle())).toEqual(original);
    expect(wire).toHaveBeenCalledOnce();
    expect(wire.mock.calls[0]?.[4]).toBe('mfe-lobby');
  });

  it('stops a remote whose wiring is not the host’s, saying why', () => {
    globals[HOSTED_BUNDLER_RUNTIME] = { wire: () => undefined, wiring: 'another-rspack' };
    expect(() => run(federationWiring(entryModule('mfe-lobby'), 'remote'), bundle())).toThrow(
      "This remote was built with another rspack than the shell's (its Module Federation wiring differs): rebuild it on the shell's version.",
    );
  });

  it('fails the build on an entry module that does not end with the installed rspack’s template', () => {
    expect(() => federationWiring(`${entryModule('shell')};extra()`, 'host')).toThrow(/does not end with rspack's wiring template/);
    expect(() => federationWiring('const x = 1', 'remote')).toThrow(/does not end with rspack's wiring template/);
  });
});
