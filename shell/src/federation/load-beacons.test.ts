// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { casinoBus } from '@casino/shared-kernel/events';
import { BEACON_INTERVAL_MS, renewLoadBeacons, reportLoad, reportLoadWhenKnown, resetLoadBeacons, startLoadBeacons } from './load-beacons.ts';

const sent: { url: string; body: unknown }[] = [];
const BEACONS = { url: 'https://registry.example.com/api/beacons', percent: 20, token: '4711.AbCdEfGhIjKlMnOpQrStUv' };
const RANDOM_ID = /^\d+(-\d+){3}$/;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sent.length = 0;
  resetLoadBeacons();
  vi.stubGlobal('navigator', { ...navigator, sendBeacon: (url: string, body: string) => sent.push({ url, body: JSON.parse(body) }) > 0 });
  // No idle callbacks here: the first beacon goes a second after the load (Safari's way).
  vi.stubGlobal('requestIdleCallback', undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetLoadBeacons();
});

describe('load beacons', () => {
  it('send nothing on the first screen: the first batch leaves after the load, then at most one a minute', async () => {
    reportLoad('mfe-lobby', '1.0.0', 'loaded');
    startLoadBeacons('india', BEACONS, () => 0.1);
    reportLoad('mfe-games', '2.0.0', 'integrity-failed');
    reportLoad('mfe-games', '1.9.0', 'fallback');
    reportLoad('mfe-lobby', '1.0.0', 'loaded');
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual([
      {
        url: BEACONS.url,
        body: {
          format: 1,
          brand: 'india',
          token: BEACONS.token,
          pageLoad: expect.stringMatching(RANDOM_ID) as unknown,
          device: expect.stringMatching(RANDOM_ID) as unknown,
          counts: [
            { remote: 'mfe-lobby', version: '1.0.0', outcome: 'loaded', count: 2 },
            { remote: 'mfe-games', version: '2.0.0', outcome: 'integrity-failed', count: 1 },
            { remote: 'mfe-games', version: '1.9.0', outcome: 'fallback', count: 1 },
          ],
        },
      },
    ]);
    reportLoad('mfe-wallet', '3.0.0', 'crashed');
    await vi.advanceTimersByTimeAsync(BEACON_INTERVAL_MS - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toMatchObject({ counts: [{ remote: 'mfe-wallet', version: '3.0.0', outcome: 'crashed', count: 1 }] });
  });

  it('send what is left when the page is hidden, without waiting for the minute', async () => {
    startLoadBeacons('india', BEACONS, () => 0.1);
    reportLoad('mfe-lobby', '1.0.0', 'loaded');
    await vi.advanceTimersByTimeAsync(1_000);
    reportLoad('mfe-account', '1.0.0', 'entry-failed');
    dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toMatchObject({ counts: [{ remote: 'mfe-account', outcome: 'entry-failed' }] });
  });

  it('keep what one beacon cannot carry (60 keys, 1,000 of one) for the next one', async () => {
    startLoadBeacons('india', BEACONS, () => 0.1);
    for (let version = 0; version < 61; version += 1) reportLoad('mfe-lobby', `1.0.${version}`, 'loaded');
    for (let load = 0; load < 1_000; load += 1) reportLoad('mfe-lobby', '1.0.0', 'loaded');
    await vi.advanceTimersByTimeAsync(1_000);
    const first = sent[0]?.body as { counts: { version: string; count: number }[] };
    expect(first.counts).toHaveLength(60);
    expect(first.counts[0]).toMatchObject({ version: '1.0.0', count: 1_000 });
    await vi.advanceTimersByTimeAsync(BEACON_INTERVAL_MS);
    expect(sent[1]?.body).toMatchObject({
      counts: [
        { version: '1.0.0', count: 1 },
        { version: '1.0.60', count: 1 },
      ],
    });
  });

  it("count a crash a remote's own boundary caught (the kernel announces it)", async () => {
    startLoadBeacons('india', BEACONS, () => 0.1);
    casinoBus.emit('remote:crashed', { remote: 'mfe-games', version: '2.0.0' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent[0]?.body).toMatchObject({ counts: [{ remote: 'mfe-games', version: '2.0.0', outcome: 'crashed', count: 1 }] });
  });

  it("wait for an outcome still being worked out before the first beacon (a few seconds at most)", async () => {
    startLoadBeacons('india', BEACONS, () => 0.1);
    let settle: (outcome: 'integrity-failed') => void = () => undefined;
    reportLoadWhenKnown('mfe-games', '2.0.0', new Promise((resolve) => (settle = resolve)));
    reportLoad('mfe-games', '1.9.0', 'fallback');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual([]);
    settle('integrity-failed');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent[0]?.body).toMatchObject({
      counts: [
        { remote: 'mfe-games', version: '1.9.0', outcome: 'fallback', count: 1 },
        { remote: 'mfe-games', version: '2.0.0', outcome: 'integrity-failed', count: 1 },
      ],
    });
    // One that never settles holds the first beacon 5 s, no longer.
    resetLoadBeacons();
    sent.length = 0;
    startLoadBeacons('india', BEACONS, () => 0.1);
    reportLoadWhenKnown('mfe-games', '2.0.0', new Promise(() => undefined));
    reportLoad('mfe-lobby', '1.0.0', 'loaded');
    await vi.advanceTimersByTimeAsync(5_999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
  });

  it('are sent by the share of page loads the brand map asks for, and never without beacons in the map', async () => {
    startLoadBeacons('india', BEACONS, () => 0.2);
    reportLoad('mfe-lobby', '1.0.0', 'loaded');
    await vi.advanceTimersByTimeAsync(BEACON_INTERVAL_MS);
    dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([]);
    resetLoadBeacons();
    startLoadBeacons('india', undefined, () => 0);
    reportLoad('mfe-lobby', '1.0.0', 'loaded');
    await vi.advanceTimersByTimeAsync(BEACON_INTERVAL_MS);
    expect(sent).toEqual([]);
  });

  it("carry the map's token, this page load's own id and this browser's beacon id: a new page load, a new id; the same browser, the same device", async () => {
    type Body = { token: string; pageLoad: string; device: string };
    startLoadBeacons('india', BEACONS, () => 0.1);
    reportLoad('mfe-lobby', '1.0.0', 'loaded');
    await vi.advanceTimersByTimeAsync(1_000);
    reportLoad('mfe-lobby', '1.0.0', 'crashed');
    // The map was read again (a navigation into a remote): later beacons carry its newer token.
    renewLoadBeacons({ ...BEACONS, token: '4712.ZyXwVuTsRqPoNmLkJiHgFe' });
    dispatchEvent(new Event('pagehide'));
    const [first, second] = sent.map((beacon) => beacon.body as Body);
    expect(second).toMatchObject({ token: '4712.ZyXwVuTsRqPoNmLkJiHgFe', pageLoad: first?.pageLoad, device: first?.device });
    expect(first?.device).not.toBe(first?.pageLoad);

    resetLoadBeacons();
    startLoadBeacons('india', BEACONS, () => 0.1);
    reportLoad('mfe-lobby', '1.0.0', 'loaded');
    await vi.advanceTimersByTimeAsync(1_000);
    const next = sent[2]?.body as Body;
    expect(next.token).toBe(BEACONS.token);
    expect(next.pageLoad).not.toBe(first?.pageLoad);
    expect(next.device).toBe(first?.device);
  });

  it("send nothing when the map gives no token (an older registry's map): the registry would refuse them", async () => {
    startLoadBeacons('india', { url: BEACONS.url, percent: 100 }, () => 0);
    reportLoad('mfe-lobby', '1.0.0', 'loaded');
    await vi.advanceTimersByTimeAsync(BEACON_INTERVAL_MS);
    dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([]);
  });
});
