// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import type { RemoteMap } from '@casino/shared-kernel/remote-map';
import { diagnoseEntry } from './diagnose-entry.ts';
import { flushLoadBeacons, resetLoadBeacons, startLoadBeacons } from './load-beacons.ts';
import { remoteLoadingPlugin, type RemoteLoadingOptions } from './remote-loading-plugin.ts';
import { resolveRemotes } from './resolve-remote.ts';
import { RunningRemotes } from './running-remotes.ts';

const hash = (letter: string) => `sha384-${letter.repeat(64)}`;
const at = (name: string, version: string, integrity?: string) => ({
  version,
  entry: `/remotes/${name}/${version}/remoteEntry.js`,
  ...(integrity ? { integrity } : {}),
});
const url = (name: string, version: string) => new URL(`/remotes/${name}/${version}/remoteEntry.js`, document.baseURI).href;

const map: RemoteMap = {
  format: 1,
  brand: 'india',
  remotes: {
    'mfe-lobby': at('mfe-lobby', '1.0.0', hash('L')),
    'mfe-games': at('mfe-games', '1.0.0'),
    // Every device runs the canary (100%): its fallbacks are the pin, then last-known-good.
    'mfe-wallet': {
      ...at('mfe-wallet', '2.0.0', hash('P')),
      fallback: at('mfe-wallet', '1.9.0', hash('G')),
      canary: { ...at('mfe-wallet', '2.1.0', hash('C')), percent: 100 },
    },
    'mfe-promotions': at('mfe-promotions', '1.0.0'),
    'mfe-account': { ...at('mfe-account', '1.0.0', hash('A')), fallback: at('mfe-account', '0.9.0', hash('B')) },
  },
};

type Hook<K extends keyof ModuleFederationRuntimePlugin> = NonNullable<ModuleFederationRuntimePlugin[K]>;
type LoadEntryErrorArgs = Parameters<Hook<'loadEntryError'>>[0];
type GetRemoteEntry = (params: { remoteInfo: { entry: string } }) => Promise<unknown>;

function entryErrorArgs(name: string, entry: string, getRemoteEntry: GetRemoteEntry) {
  const globalLoading: Record<string, unknown> = { [`${name}:${entry}`]: Promise.reject(new Error('failed')).catch(() => undefined) };
  return {
    args: { getRemoteEntry, origin: {}, remoteInfo: { name, entry }, globalLoading, uniqueKey: `${name}:${entry}` } as unknown as LoadEntryErrorArgs,
    globalLoading,
  };
}

/** A runtime whose entry loads succeed only for the given URLs. */
function runtimeServing(...working: string[]) {
  const exports = { get: vi.fn(), init: vi.fn() };
  const getRemoteEntry = vi.fn<GetRemoteEntry>(({ remoteInfo }) =>
    working.includes(remoteInfo.entry) ? Promise.resolve(exports) : Promise.reject(new Error(`${remoteInfo.entry} is down`)),
  );
  const tried = () => getRemoteEntry.mock.calls.map(([params]) => params.remoteInfo.entry);
  return { exports, getRemoteEntry, tried };
}

/** The plugin as the shell makes it; by default an entry that failed for good is taken to be offline at once. */
function setUp(diagnose?: RemoteLoadingOptions['diagnose']) {
  const running = new RunningRemotes(resolveRemotes(map));
  const plugin = remoteLoadingPlugin(running, { retryDelayMs: 0, diagnose: diagnose ?? (() => Promise.resolve('offline')) });
  return {
    running,
    createScript: plugin.createScript as Hook<'createScript'>,
    loadEntryError: plugin.loadEntryError as Hook<'loadEntryError'>,
    errorLoadRemote: plugin.errorLoadRemote as Hook<'errorLoadRemote'>,
  };
}

type ErrorLoadRemoteArgs = Parameters<Hook<'errorLoadRemote'>>[0];

/**
 * The MF runtime's `loadRemote` as far as the plugin sees it: it loads from the entry the remote is
 * registered with now, and a failure goes to `errorLoadRemote`, whose answer (if any) is the module.
 * `run` says what loading `id` from `entry` does: returns the module or throws as MF would.
 */
function runtimeRunning(errorLoadRemote: Hook<'errorLoadRemote'>, run: (entry: string, id: string) => unknown) {
  const registered: { name: string; entry: string }[] = [
    { name: 'mfe-wallet', entry: url('mfe-wallet', '2.1.0') },
    { name: 'mfe-account', entry: url('mfe-account', '1.0.0') },
    { name: 'mfe-games', entry: url('mfe-games', '1.0.0') },
  ];
  const loads: string[] = [];
  const host = {
    options: { name: 'shell', shared: {}, remotes: registered },
    shareScopeMap: {},
    registerRemotes(remotes: { name: string; entry: string }[], { force }: { force: boolean }) {
      expect(force).toBe(true);
      for (const { name, entry } of remotes)
        registered.splice(
          registered.findIndex((known) => known.name === name),
          1,
          { name, entry },
        );
    },
    async loadRemote(id: string): Promise<unknown> {
      const name = id.split('/')[0]!;
      const entry = registered.find((known) => known.name === name)!.entry;
      loads.push(`${id}@${entry.split('/').at(-2)}`);
      await Promise.resolve();
      try {
        return run(entry, id);
      } catch (error) {
        const args = { id, error, from: 'runtime', lifecycle: 'onLoad', remote: { name, entry }, origin: host } as unknown as ErrorLoadRemoteArgs;
        const failOver = await errorLoadRemote(args);
        if (failOver === undefined) throw error;
        return failOver;
      }
    },
  };
  const registeredEntry = (name: string) => registered.find((known) => known.name === name)!.entry;
  return { host, loads, registeredEntry };
}

const failure = (message: string) => new Error(message);
const executionError = (entry: string) =>
  failure(`[ Federation Runtime ]: RUNTIME-008 ScriptExecutionError: Script "${entry}" loaded but threw a runtime error during execution: Error: boom`);
const initError = () => failure('[ Federation Runtime ]: RUNTIME-015 The remote container init failed: Error: init exploded');
const fetchError = (entry: string) => failure(`[ Federation Runtime ]: RUNTIME-008 ScriptNetworkError: Failed to load script "${entry}"`);

afterEach(() => vi.restoreAllMocks());

describe('remote loading plugin', () => {
  it('loads an entry with its integrity and crossorigin, so a changed script never runs', () => {
    const { createScript } = setUp();
    const result = createScript({ url: url('mfe-lobby', '1.0.0') }) as { script: HTMLScriptElement };
    expect(result.script.integrity).toBe(hash('L'));
    expect(result.script.crossOrigin).toBe('anonymous');
  });

  it('checks the canary and every entry it may fall back to, each against its own hash', () => {
    const { createScript } = setUp();
    const integrityOf = (version: string) => (createScript({ url: url('mfe-wallet', version) }) as { script: HTMLScriptElement }).script.integrity;
    expect(integrityOf('2.1.0')).toBe(hash('C'));
    expect(integrityOf('2.0.0')).toBe(hash('P'));
    expect(integrityOf('1.9.0')).toBe(hash('G'));
  });

  it('loads an entry the map gives no hash for with crossorigin only, and leaves other scripts to the runtime', () => {
    const { createScript } = setUp();
    const games = createScript({ url: url('mfe-games', '1.0.0') }) as { script: HTMLScriptElement };
    expect(games.script.crossOrigin).toBe('anonymous');
    expect(games.script.hasAttribute('integrity')).toBe(false);
    expect(createScript({ url: '/static/js/chunk.123.js' })).toBeUndefined();
    expect(createScript({ url: url('mfe-games', '6.6.6') })).toBeUndefined();
  });

  it('checks a version registered later (a new pin, a preview) too', () => {
    const { running, createScript } = setUp();
    running.set({ name: 'mfe-games', ...at('mfe-games', '1.1.0', hash('N')), source: 'pin', pinned: '1.1.0', fallbacks: [] });
    expect((createScript({ url: url('mfe-games', '1.1.0') }) as { script: HTMLScriptElement }).script.integrity).toBe(hash('N'));
  });

  it('retries a failed entry once, after dropping the failed attempt from the cache', async () => {
    const { loadEntryError } = setUp();
    const { exports, getRemoteEntry, tried } = runtimeServing(url('mfe-games', '1.0.0'));
    const { args, globalLoading } = entryErrorArgs('mfe-games', url('mfe-games', '1.0.0'), getRemoteEntry);
    await expect(loadEntryError(args)).resolves.toBe(exports);
    expect(Object.keys(globalLoading)).toHaveLength(0);
    expect(tried()).toEqual([url('mfe-games', '1.0.0')]);
  });

  it('falls back from a failing canary to the pin, and says which version runs', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { running, loadEntryError } = setUp();
    const { exports, getRemoteEntry, tried } = runtimeServing(url('mfe-wallet', '2.0.0'));
    const { args } = entryErrorArgs('mfe-wallet', url('mfe-wallet', '2.1.0'), getRemoteEntry);
    await expect(loadEntryError(args)).resolves.toBe(exports);
    expect(tried()).toEqual([url('mfe-wallet', '2.1.0'), url('mfe-wallet', '2.0.0')]);
    expect(running.snapshot().fellBack).toEqual({ 'mfe-wallet': '2.0.0' });
  });

  it('falls back from a failing canary and a failing pin to the last-known-good', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { loadEntryError } = setUp();
    const { exports, getRemoteEntry, tried } = runtimeServing(url('mfe-wallet', '1.9.0'));
    const { args } = entryErrorArgs('mfe-wallet', url('mfe-wallet', '2.1.0'), getRemoteEntry);
    await expect(loadEntryError(args)).resolves.toBe(exports);
    expect(tried()).toEqual([url('mfe-wallet', '2.1.0'), url('mfe-wallet', '2.0.0'), url('mfe-wallet', '1.9.0')]);
  });

  it('falls back from a failing pin to the last-known-good', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { loadEntryError } = setUp();
    const { exports, getRemoteEntry, tried } = runtimeServing(url('mfe-account', '0.9.0'));
    const { args } = entryErrorArgs('mfe-account', url('mfe-account', '1.0.0'), getRemoteEntry);
    await expect(loadEntryError(args)).resolves.toBe(exports);
    expect(tried()).toEqual([url('mfe-account', '1.0.0'), url('mfe-account', '0.9.0')]);
  });

  it('gives up (the area shows its error panel) when every entry fails or there is no fallback', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { loadEntryError, running } = setUp();
    const wallet = runtimeServing();
    await expect(loadEntryError(entryErrorArgs('mfe-wallet', url('mfe-wallet', '2.1.0'), wallet.getRemoteEntry).args)).resolves.toBeUndefined();
    expect(wallet.tried()).toEqual([url('mfe-wallet', '2.1.0'), url('mfe-wallet', '2.0.0'), url('mfe-wallet', '1.9.0')]);
    const games = runtimeServing();
    await expect(loadEntryError(entryErrorArgs('mfe-games', url('mfe-games', '1.0.0'), games.getRemoteEntry).args)).resolves.toBeUndefined();
    expect(games.tried()).toHaveLength(1);
    expect(running.snapshot().fellBack).toEqual({});
  });

  describe('when an entry fails for good', () => {
    const sent: string[] = [];
    beforeEach(() => {
      sent.length = 0;
      resetLoadBeacons();
      vi.stubGlobal('navigator', { ...navigator, sendBeacon: (_url: string, body: string) => sent.push(body) > 0 });
      startLoadBeacons('india', { url: '/api/beacons', percent: 100, token: '1.beacon-token' }, () => 0);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      resetLoadBeacons();
    });
    const countsSent = () => {
      flushLoadBeacons();
      return sent.flatMap((body) => (JSON.parse(body) as { counts: unknown[] }).counts);
    };

    it('tells an entry that is there but is not the recorded file (integrity) from one that cannot be fetched, and reports both with the fallback', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const fetched: string[] = [];
      vi.stubGlobal('fetch', (input: string) => {
        fetched.push(input);
        // The canary's entry comes, but with other bytes than its hash; the pin is offline.
        return input.includes('2.1.0') ? Promise.resolve(new Response('console.log("tampered")')) : Promise.reject(new TypeError('Failed to fetch'));
      });
      const { running, loadEntryError } = setUp(diagnoseEntry);
      const { getRemoteEntry } = runtimeServing(url('mfe-wallet', '1.9.0'));
      await loadEntryError(entryErrorArgs('mfe-wallet', url('mfe-wallet', '2.1.0'), getRemoteEntry).args);
      expect(running.snapshot().failed).toEqual({ 'mfe-wallet': 'checking' });
      await expect.poll(() => running.snapshot().failed).toEqual({ 'mfe-wallet': 'integrity' });
      // Both entries, and the site's own file to tell the connection from the remote's server.
      await expect.poll(() => fetched).toHaveLength(3);
      await expect
        .poll(() => countsSent())
        .toEqual(
          expect.arrayContaining([
            { remote: 'mfe-wallet', version: '2.1.0', outcome: 'integrity-failed', count: 1 },
            { remote: 'mfe-wallet', version: '2.0.0', outcome: 'entry-failed', count: 1 },
            { remote: 'mfe-wallet', version: '1.9.0', outcome: 'fallback', count: 1 },
          ]),
        );
      expect(new Set(fetched.map(String))).toEqual(
        new Set([url('mfe-wallet', '2.1.0'), url('mfe-wallet', '2.0.0'), new URL('brands/hosts.json', document.baseURI).href]),
      );
    });

    it('takes an entry that comes back whole for a failure while it ran (no integrity to blame)', async () => {
      vi.stubGlobal('fetch', () => Promise.resolve(new Response('ok')));
      const { running, loadEntryError } = setUp(diagnoseEntry);
      await loadEntryError(entryErrorArgs('mfe-games', url('mfe-games', '1.0.0'), runtimeServing().getRemoteEntry).args);
      await expect.poll(() => running.snapshot().failed).toEqual({ 'mfe-games': 'script' });
      await expect.poll(() => countsSent()).toEqual([{ remote: 'mfe-games', version: '1.0.0', outcome: 'entry-failed', count: 1 }]);
    });
  });
});

describe('remote loading plugin, when a version fails to start', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('runs the last-known-good when the pin’s entry throws while running (MF calls no loadEntryError for it)', async () => {
    const { running, errorLoadRemote } = setUp();
    const { host, loads, registeredEntry } = runtimeRunning(errorLoadRemote, (entry) => {
      if (entry === url('mfe-account', '1.0.0')) throw executionError(entry);
      return { version: '0.9.0' };
    });
    await expect(host.loadRemote('mfe-account/app')).resolves.toEqual({ version: '0.9.0' });
    expect(loads).toEqual(['mfe-account/app@1.0.0', 'mfe-account/app@0.9.0', 'mfe-account/app@0.9.0']);
    expect(running.snapshot().fellBack).toEqual({ 'mfe-account': '0.9.0' });
    expect(running.snapshot().failed).toEqual({ 'mfe-account': 'start' });
    // The other expose of the remote loads from the version that runs.
    expect(registeredEntry('mfe-account')).toBe(url('mfe-account', '0.9.0'));
  });

  it('falls back from a canary whose init throws to the pin, and from a pin whose get throws on to the last-known-good', async () => {
    const { running, errorLoadRemote } = setUp();
    const { host, loads } = runtimeRunning(errorLoadRemote, (entry) => {
      if (entry === url('mfe-wallet', '2.1.0')) throw initError();
      if (entry === url('mfe-wallet', '2.0.0')) throw failure('[ Federation Runtime ]: RUNTIME-014 mfe-wallet has no expose ./app');
      return 'last-known-good';
    });
    await expect(host.loadRemote('mfe-wallet/app')).resolves.toBe('last-known-good');
    expect(loads.slice(0, 3)).toEqual(['mfe-wallet/app@2.1.0', 'mfe-wallet/app@2.0.0', 'mfe-wallet/app@1.9.0']);
    expect(running.snapshot().fellBack).toEqual({ 'mfe-wallet': '1.9.0' });
  });

  it('goes on down the chain past a fallback whose entry cannot be fetched', async () => {
    const { running, errorLoadRemote } = setUp();
    const { host } = runtimeRunning(errorLoadRemote, (entry) => {
      if (entry === url('mfe-wallet', '2.1.0')) throw failure('Shared module react@^99.0.0 is not available in the shell (strictVersion)');
      if (entry === url('mfe-wallet', '2.0.0')) throw fetchError(entry);
      return 'last-known-good';
    });
    await expect(host.loadRemote('mfe-wallet/app')).resolves.toBe('last-known-good');
    expect(running.snapshot().fellBack).toEqual({ 'mfe-wallet': '1.9.0' });
  });

  it('gives up when nothing starts, says why, and points the runtime back at the tab’s version for Retry', async () => {
    const { running, errorLoadRemote } = setUp();
    const { host, registeredEntry } = runtimeRunning(errorLoadRemote, () => {
      throw initError();
    });
    await expect(host.loadRemote('mfe-account/app')).rejects.toThrow('RUNTIME-015');
    expect(running.snapshot().failed).toEqual({ 'mfe-account': 'start' });
    expect(running.snapshot().fellBack).toEqual({});
    expect(registeredEntry('mfe-account')).toBe(url('mfe-account', '1.0.0'));
  });

  it('walks the chain once when the app and the dialogs of a version fail together', async () => {
    const { errorLoadRemote } = setUp();
    const { host, loads } = runtimeRunning(errorLoadRemote, (entry, id) => {
      if (entry === url('mfe-account', '1.0.0')) throw initError();
      return `${id} of 0.9.0`;
    });
    await expect(Promise.all([host.loadRemote('mfe-account/app'), host.loadRemote('mfe-account/dialogs')])).resolves.toEqual([
      'mfe-account/app of 0.9.0',
      'mfe-account/dialogs of 0.9.0',
    ]);
    expect(loads.filter((load) => load.endsWith('@1.0.0'))).toHaveLength(2);
    expect(loads.filter((load) => load.startsWith('mfe-account/app@0.9.0'))).toHaveLength(2);
  });

  it('leaves an entry that could not be fetched to loadEntryError (which went down the chain already)', async () => {
    const { running, errorLoadRemote } = setUp();
    const { host, loads } = runtimeRunning(errorLoadRemote, (entry) => {
      throw fetchError(entry);
    });
    await expect(host.loadRemote('mfe-games/app')).rejects.toThrow('ScriptNetworkError');
    expect(loads).toEqual(['mfe-games/app@1.0.0']);
    expect(running.snapshot().failed).toEqual({});
  });
});
