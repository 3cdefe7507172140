import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES, type RemoteMap, type RemoteMapEntry } from '@casino/shared-kernel/remote-map';
import { runsCanary } from './canary.ts';
import { needsDeviceId, resolveRemote, resolveRemotes } from './resolve-remote.ts';

const at = (version: string) => ({
  version,
  entry: `/remotes/mfe-wallet/${version}/remoteEntry.js`,
  integrity: `sha384-${version.replace(/\W/g, '').padEnd(64, 'A')}`,
});

const wallet = (extra: Partial<RemoteMapEntry> = {}): RemoteMapEntry => ({ ...at('1.3.2'), fallback: at('1.3.1'), ...extra });

const DEVICES = Array.from({ length: 200 }, (_, i) => 1_000_000_000 + i * 7919);
const inHalf = DEVICES.find((id) => runsCanary('mfe-wallet', id, 50))!;
const outOfHalf = DEVICES.find((id) => !runsCanary('mfe-wallet', id, 50))!;

describe('which version a tab runs', () => {
  it('runs the pin, falling back to last-known-good', () => {
    expect(resolveRemote('mfe-wallet', wallet())).toEqual({
      name: 'mfe-wallet',
      ...at('1.3.2'),
      source: 'pin',
      pinned: '1.3.2',
      fallbacks: [at('1.3.1')],
    });
  });

  it('runs a canary on the devices in its percent; a failing canary falls back to the pin, then last-known-good', () => {
    const map = wallet({ canary: { ...at('1.4.0'), percent: 50 } });
    const inside = resolveRemote('mfe-wallet', map, { deviceId: inHalf });
    expect(inside).toMatchObject({ ...at('1.4.0'), source: 'canary', pinned: '1.3.2', fallbacks: [at('1.3.2'), at('1.3.1')] });
    expect(resolveRemote('mfe-wallet', map, { deviceId: outOfHalf })).toMatchObject({ ...at('1.3.2'), source: 'pin', fallbacks: [at('1.3.1')] });
  });

  it('runs a canary of 100% everywhere and one of 0% nowhere, without needing the device id', () => {
    expect(resolveRemote('mfe-wallet', wallet({ canary: { ...at('1.4.0'), percent: 100 } })).source).toBe('canary');
    expect(resolveRemote('mfe-wallet', wallet({ canary: { ...at('1.4.0'), percent: 0 } }), { deviceId: inHalf }).source).toBe('pin');
    // Without an id a partial canary cannot be decided: the pin is the safe answer.
    expect(resolveRemote('mfe-wallet', wallet({ canary: { ...at('1.4.0'), percent: 50 } })).source).toBe('pin');
  });

  it('runs a preview over the canary and the pin, which stay its fallbacks', () => {
    const map = wallet({ canary: { ...at('1.4.0'), percent: 50 } });
    expect(resolveRemote('mfe-wallet', map, { deviceId: inHalf, preview: at('1.5.0-rc.1') })).toMatchObject({
      ...at('1.5.0-rc.1'),
      source: 'preview',
      pinned: '1.3.2',
      fallbacks: [at('1.4.0'), at('1.3.2'), at('1.3.1')],
    });
  });

  it('lists each entry once: a preview of the last-known-good, or a fallback equal to the pin', () => {
    expect(resolveRemote('mfe-wallet', wallet(), { preview: at('1.3.1') }).fallbacks).toEqual([at('1.3.2')]);
    expect(resolveRemote('mfe-wallet', wallet({ fallback: at('1.3.2') })).fallbacks).toEqual([]);
  });
});

describe('resolving a brand map', () => {
  const map = (extra: Partial<RemoteMap> = {}): RemoteMap => ({
    format: 1,
    brand: 'india',
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, { ...at('1.0.0'), entry: `/remotes/${name}/1.0.0/remoteEntry.js` }])) as RemoteMap['remotes'],
    ...extra,
  });

  it('applies previews only where the brand allows them', () => {
    const previews = { 'mfe-wallet': at('1.5.0-rc.1') };
    expect(resolveRemotes(map(), { previews })['mfe-wallet'].version).toBe('1.0.0');
    expect(resolveRemotes(map({ previewsAllowed: false }), { previews })['mfe-wallet'].version).toBe('1.0.0');
    const allowed = resolveRemotes(map({ previewsAllowed: true }), { previews });
    expect(allowed['mfe-wallet']).toMatchObject({ version: '1.5.0-rc.1', source: 'preview' });
    expect(allowed['mfe-lobby']).toMatchObject({ version: '1.0.0', source: 'pin' });
  });

  it('needs the device id only for a canary between 0 and 100%', () => {
    const withCanary = (percent: number) => {
      const base = map();
      return { ...base, remotes: { ...base.remotes, 'mfe-games': { ...base.remotes['mfe-games'], canary: { ...at('2.0.0'), percent } } } };
    };
    expect(needsDeviceId(map())).toBe(false);
    expect(needsDeviceId(withCanary(0))).toBe(false);
    expect(needsDeviceId(withCanary(100))).toBe(false);
    expect(needsDeviceId(withCanary(5))).toBe(true);
  });
});
