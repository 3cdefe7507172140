// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_NAMES, type RemoteMap, type RemoteMapEntry, type RemoteName } from '@casino/shared-kernel/remote-map';
import { runsCanary } from './canary.ts';
import { RemoteVersions, type RemoteVersionsOptions } from './remote-versions.ts';
import type { RunningRemote } from './resolve-remote.ts';

const at = (name: RemoteName, version: string) => ({ version, entry: `/remotes/${name}/${version}/remoteEntry.js`, integrity: `sha384-${'A'.repeat(64)}` });

function mapWith(pins: Partial<Record<RemoteName, Partial<RemoteMapEntry> & { version: string }>> = {}, previewsAllowed?: boolean): RemoteMap {
  return {
    format: 1,
    brand: 'india',
    ...(previewsAllowed === undefined ? {} : { previewsAllowed }),
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => {
        const { version = '1.0.0', ...rest } = pins[name] ?? {};
        return [name, { ...at(name, version), ...rest }];
      }),
    ) as RemoteMap['remotes'],
  };
}

/** The brand map as published "now"; tests change it to play ops. */
let published: RemoteMap;
let clock: number;
let fetchMap: ReturnType<typeof vi.fn<() => Promise<RemoteMap>>>;
let replaceRemote: ReturnType<typeof vi.fn<(remote: RunningRemote) => Promise<void>>>;
let deviceId: ReturnType<typeof vi.fn<() => Promise<number>>>;

beforeEach(() => {
  published = mapWith();
  clock = 1_000_000;
  fetchMap = vi.fn(() => Promise.resolve(published));
  replaceRemote = vi.fn(() => Promise.resolve());
  deviceId = vi.fn(() => Promise.resolve(1_234_567_890));
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const start = (options: Partial<RemoteVersionsOptions> = {}) =>
  RemoteVersions.start({ map: published, deviceId, fetchMap, replaceRemote, refreshIntervalMs: 5_000, now: () => clock, ...options });

describe('a new pin reaches an open tab', () => {
  it('when the player next enters that remote: it is switched in place, the other remotes wait for their turn', async () => {
    const versions = await start();
    published = mapWith({ 'mfe-account': { version: '1.1.0' }, 'mfe-games': { version: '2.0.0' } });
    clock += 5_000;
    expect(await versions.enter('mfe-account')).toBe(true);
    expect(replaceRemote).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ name: 'mfe-account', ...at('mfe-account', '1.1.0') }));
    expect(versions.running.get('mfe-account').version).toBe('1.1.0');
    expect(versions.running.get('mfe-games').version).toBe('1.0.0');
    // Games changed too; it switches when the player goes there.
    expect(await versions.enter('mfe-games')).toBe(true);
    expect(versions.running.get('mfe-games').version).toBe('2.0.0');
  });

  it('fetches the map at most once per interval, and once for entries at the same moment', async () => {
    const versions = await start();
    await versions.enter('mfe-lobby');
    expect(fetchMap).not.toHaveBeenCalled();
    clock += 5_000;
    await Promise.all([versions.enter('mfe-lobby'), versions.enter('mfe-games'), versions.enter('mfe-account')]);
    expect(fetchMap).toHaveBeenCalledTimes(1);
    clock += 4_999;
    await versions.enter('mfe-lobby');
    expect(fetchMap).toHaveBeenCalledTimes(1);
    clock += 1;
    await versions.enter('mfe-lobby');
    expect(fetchMap).toHaveBeenCalledTimes(2);
  });

  it('switches nothing when the version is the same, but keeps a new last-known-good', async () => {
    const versions = await start();
    published = mapWith({ 'mfe-lobby': { version: '1.0.0', fallback: at('mfe-lobby', '0.9.0') } });
    clock += 5_000;
    expect(await versions.enter('mfe-lobby')).toBe(false);
    expect(replaceRemote).not.toHaveBeenCalled();
    expect(versions.running.get('mfe-lobby').fallbacks).toEqual([at('mfe-lobby', '0.9.0')]);
  });

  it('keeps what runs when the map cannot be fetched, and tries again after the interval', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const versions = await start();
    fetchMap.mockRejectedValueOnce(new TypeError('offline'));
    clock += 5_000;
    expect(await versions.enter('mfe-lobby')).toBe(false);
    expect(versions.running.get('mfe-lobby').version).toBe('1.0.0');
    published = mapWith({ 'mfe-lobby': { version: '1.2.0' } });
    clock += 5_000;
    expect(await versions.enter('mfe-lobby')).toBe(true);
  });

  it('starts a canary that appears while the tab is open, asking for the device id only then', async () => {
    const versions = await start();
    expect(deviceId).not.toHaveBeenCalled();
    const percent = runsCanary('mfe-games', 1_234_567_890, 50) ? 50 : 100;
    published = mapWith({ 'mfe-games': { version: '1.0.0', canary: { ...at('mfe-games', '1.1.0'), percent } } });
    clock += 5_000;
    expect(await versions.enter('mfe-games')).toBe(true);
    expect(versions.running.get('mfe-games')).toMatchObject({ version: '1.1.0', source: 'canary', fallbacks: [at('mfe-games', '1.0.0')] });
  });
});

describe('the switching code', () => {
  it('is not loaded for entries within the interval after start (the first page’s): the map just fetched gives what runs', async () => {
    let loads = 0;
    const loadSwitching = () => {
      loads++;
      return import('./version-switching.ts');
    };
    const versions = await start({ loadSwitching });
    published = mapWith({ 'mfe-lobby': { version: '1.1.0' } });
    clock += 4_999;
    expect(await versions.enter('mfe-lobby')).toBe(false);
    expect(await versions.enter('mfe-games')).toBe(false);
    expect(loads).toBe(0);
    expect(fetchMap).not.toHaveBeenCalled();
    // Once a fetch may be due, it loads (once) and the new pin reaches the tab.
    clock += 1;
    expect(await Promise.all([versions.enter('mfe-lobby'), versions.enter('mfe-games')])).toEqual([true, false]);
    expect(loads).toBe(1);
    expect(fetchMap).toHaveBeenCalledTimes(1);
    expect(versions.running.get('mfe-lobby').version).toBe('1.1.0');
  });

  it('that cannot be downloaded keeps what runs, and the next entry tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadSwitching = vi.fn<NonNullable<RemoteVersionsOptions['loadSwitching']>>().mockRejectedValueOnce(new TypeError('offline'));
    loadSwitching.mockImplementation(() => import('./version-switching.ts'));
    const versions = await start({ loadSwitching });
    published = mapWith({ 'mfe-lobby': { version: '1.1.0' } });
    clock += 5_000;
    expect(await versions.enter('mfe-lobby')).toBe(false);
    expect(versions.running.get('mfe-lobby').version).toBe('1.0.0');
    expect(await versions.enter('mfe-lobby')).toBe(true);
    expect(loadSwitching).toHaveBeenCalledTimes(2);
  });
});

describe('previews', () => {
  const previews = { 'mfe-wallet': at('mfe-wallet', '1.4.0-rc.1') };

  it('run on a brand that allows them, and leaving switches back to the pin in place', async () => {
    published = mapWith({}, true);
    const versions = await start({ previews, previewNotices: ['mfe-games 9.9.9 is not a published version'] });
    expect(versions.running.get('mfe-wallet')).toMatchObject({ version: '1.4.0-rc.1', source: 'preview', pinned: '1.0.0' });
    await versions.leavePreview();
    expect(replaceRemote).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ name: 'mfe-wallet', version: '1.0.0', source: 'pin' }));
    expect(versions.running.snapshot().previewNotices).toEqual([]);
  });

  it('stop at the next entry when the brand stops allowing them', async () => {
    published = mapWith({}, true);
    const versions = await start({ previews });
    published = mapWith({}, false);
    clock += 5_000;
    expect(await versions.enter('mfe-wallet')).toBe(true);
    expect(versions.running.get('mfe-wallet')).toMatchObject({ version: '1.0.0', source: 'pin' });
  });

  it('survive a new pin: the preview keeps running, the banner shows the new pin', async () => {
    published = mapWith({}, true);
    const versions = await start({ previews });
    published = mapWith({ 'mfe-wallet': { version: '1.3.0' } }, true);
    clock += 5_000;
    expect(await versions.enter('mfe-wallet')).toBe(false);
    expect(versions.running.get('mfe-wallet')).toMatchObject({ version: '1.4.0-rc.1', pinned: '1.3.0', fallbacks: [at('mfe-wallet', '1.3.0')] });
  });
});
