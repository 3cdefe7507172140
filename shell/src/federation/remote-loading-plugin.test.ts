// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import type { RemoteMap } from '@casino/shared-kernel/remote-map';
import { remoteLoadingPlugin } from './remote-loading-plugin.ts';

const INTEGRITY = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
const remote = (name: string, version: string) => ({ version, entry: `/remotes/${name}/${version}/remoteEntry.js` });

const map: RemoteMap = {
  format: 1,
  brand: 'india',
  remotes: {
    'mfe-lobby': { ...remote('mfe-lobby', '1.0.0'), integrity: INTEGRITY },
    'mfe-games': remote('mfe-games', '1.0.0'),
    'mfe-wallet': { ...remote('mfe-wallet', '2.0.0'), fallback: remote('mfe-wallet', '1.9.0') },
    'mfe-promotions': remote('mfe-promotions', '1.0.0'),
    'mfe-account': remote('mfe-account', '1.0.0'),
  },
};

type Hook<K extends keyof ModuleFederationRuntimePlugin> = NonNullable<ModuleFederationRuntimePlugin[K]>;
type LoadEntryErrorArgs = Parameters<Hook<'loadEntryError'>>[0];

function entryErrorArgs(name: string, entry: string, getRemoteEntry: (params: { remoteInfo: { entry: string } }) => Promise<unknown>) {
  const globalLoading: Record<string, unknown> = { [`${name}:${entry}`]: Promise.reject(new Error('failed')).catch(() => undefined) };
  return {
    args: { getRemoteEntry, origin: {}, remoteInfo: { name, entry }, globalLoading, uniqueKey: `${name}:${entry}` } as unknown as LoadEntryErrorArgs,
    globalLoading,
  };
}

describe('remote loading plugin', () => {
  const plugin = remoteLoadingPlugin(map, { retryDelayMs: 0 });
  const createScript = plugin.createScript as Hook<'createScript'>;
  const loadEntryError = plugin.loadEntryError as Hook<'loadEntryError'>;

  it('loads an entry with its integrity and crossorigin, so a changed script never runs', () => {
    const result = createScript({ url: '/remotes/mfe-lobby/1.0.0/remoteEntry.js' }) as { script: HTMLScriptElement };
    expect(result.script.integrity).toBe(INTEGRITY);
    expect(result.script.crossOrigin).toBe('anonymous');
  });

  it('leaves scripts that are not entries of the map to the runtime', () => {
    expect(createScript({ url: '/static/js/chunk.123.js' })).toBeUndefined();
  });

  it('retries a failed entry once, after dropping the failed attempt from the cache', async () => {
    const exports = { get: vi.fn(), init: vi.fn() };
    const getRemoteEntry = vi.fn().mockResolvedValue(exports);
    const { args, globalLoading } = entryErrorArgs('mfe-games', '/remotes/mfe-games/1.0.0/remoteEntry.js', getRemoteEntry);
    await expect(loadEntryError(args)).resolves.toBe(exports);
    expect(Object.keys(globalLoading)).toHaveLength(0);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });

  it('falls back to the last-known-good entry when the retry fails too', async () => {
    const exports = { get: vi.fn(), init: vi.fn() };
    const getRemoteEntry = vi
      .fn()
      .mockRejectedValueOnce(new Error('still down'))
      .mockResolvedValueOnce(exports);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { args } = entryErrorArgs('mfe-wallet', '/remotes/mfe-wallet/2.0.0/remoteEntry.js', getRemoteEntry);
    await expect(loadEntryError(args)).resolves.toBe(exports);
    expect(getRemoteEntry.mock.calls[1]?.[0].remoteInfo.entry).toBe('/remotes/mfe-wallet/1.9.0/remoteEntry.js');
    warn.mockRestore();
  });

  it('gives up (the area shows its error panel) when there is no fallback', async () => {
    const getRemoteEntry = vi.fn().mockRejectedValue(new Error('down'));
    const { args } = entryErrorArgs('mfe-games', '/remotes/mfe-games/1.0.0/remoteEntry.js', getRemoteEntry);
    await expect(loadEntryError(args)).resolves.toBeUndefined();
  });
});
