// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParcelConfig } from 'single-spa';
import type { RemoteProps } from '@casino/shared-kernel/remote';
import type { RunningRemote } from './resolve-remote.ts';
import { RunningRemotes } from './running-remotes.ts';

/** The version the MF runtime would load now for each remote, as `replaceRemote` leaves it. */
const registered = new Map<string, string>();
const loads: string[] = [];
let failing = new Set<string>();
/** What the loading plugin found about a failing version, told to the tab before the load rejects. */
let pluginFinds: (version: string) => void = () => undefined;

/** A parcel that renders "<remote> <version>" and says when it unmounts. */
const parcelOf = (remote: string, version: string): ParcelConfig<RemoteProps> => ({
  name: `${remote}@${version}`,
  bootstrap: () => Promise.resolve(),
  mount: (props) => {
    const element = (props as unknown as { domElement: HTMLElement }).domElement;
    element.textContent = `${remote} ${version} (props say ${props.version})`;
    return Promise.resolve();
  },
  unmount: (props) => {
    (props as unknown as { domElement: HTMLElement }).domElement.textContent = '';
    return Promise.resolve();
  },
});

vi.mock('./register-remotes.ts', () => ({
  loadRemoteModule: (remote: string) => {
    const version = registered.get(remote) ?? '?';
    loads.push(`${remote}@${version}`);
    if (!failing.has(version)) return Promise.resolve({ default: parcelOf(remote, version) });
    pluginFinds(version);
    return Promise.reject(new Error('entry unreachable'));
  },
}));

const { RemoteArea, loadParcel } = await import('./remote-area.tsx');
const { flushLoadBeacons, resetLoadBeacons, startLoadBeacons } = await import('./load-beacons.ts');

const games = (version: string): RunningRemote => ({
  name: 'mfe-games',
  version,
  entry: `/remotes/mfe-games/${version}/remoteEntry.js`,
  source: 'pin',
  pinned: version,
  fallbacks: [],
});

function runningWith(version: string) {
  const remotes = Object.fromEntries(
    ['mfe-lobby', 'mfe-games', 'mfe-wallet', 'mfe-promotions', 'mfe-account'].map((name) => [name, { ...games(version), name }]),
  ) as ConstructorParameters<typeof RunningRemotes>[0];
  registered.set('mfe-games', version);
  return new RunningRemotes(remotes);
}

/** What ops and the shell do on a new pin: register the version, then tell the tab. */
function switchTo(running: RunningRemotes, version: string) {
  registered.set('mfe-games', version);
  act(() => running.set(games(version)));
}

const area = () => screen.getByTestId('remote-area.mfe-games.app');

beforeEach(() => {
  registered.clear();
  loads.length = 0;
  failing = new Set();
  pluginFinds = () => undefined;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a remote area', () => {
  it('mounts the version the tab runs, and the new one in its place when the version changes', async () => {
    const running = runningWith('1.0.0');
    render(<RemoteArea remote="mfe-games" expose="app" running={running} parcelProps={{ brand: 'india' }} />);
    expect(await screen.findByText('mfe-games 1.0.0 (props say 1.0.0)')).toBeTruthy();
    expect(area().dataset['version']).toBe('1.0.0');

    switchTo(running, '1.1.0');
    expect(await screen.findByText('mfe-games 1.1.0 (props say 1.1.0)')).toBeTruthy();
    expect(screen.queryByText(/mfe-games 1\.0\.0/)).toBeNull();
    expect(area().dataset['version']).toBe('1.1.0');
    expect(loads).toEqual(['mfe-games@1.0.0', 'mfe-games@1.1.0']);
  });

  it('shows a version loaded before at once when the tab goes back to it', async () => {
    const running = runningWith('2.0.0');
    render(<RemoteArea remote="mfe-games" expose="app" running={running} parcelProps={{ brand: 'india' }} />);
    await screen.findByText(/mfe-games 2\.0\.0/);
    switchTo(running, '2.1.0');
    await screen.findByText(/mfe-games 2\.1\.0/);
    switchTo(running, '2.0.0');
    expect(await screen.findByText(/mfe-games 2\.0\.0/)).toBeTruthy();
    expect(loads).toEqual(['mfe-games@2.0.0', 'mfe-games@2.1.0']);
  });

  it('says which version runs when the chosen one fell back to last-known-good', async () => {
    const running = runningWith('3.0.0');
    act(() => running.fellBackTo('mfe-games', '2.9.0'));
    render(<RemoteArea remote="mfe-games" expose="app" running={running} parcelProps={{ brand: 'india' }} />);
    expect(await screen.findByText('mfe-games 3.0.0 (props say 2.9.0)')).toBeTruthy();
    expect(area().dataset['version']).toBe('2.9.0');
  });

  it('shows the error panel when the new version cannot be loaded, and Retry loads it once it is back', async () => {
    const running = runningWith('4.0.0');
    render(<RemoteArea remote="mfe-games" expose="app" running={running} parcelProps={{ brand: 'india' }} />);
    await screen.findByText(/mfe-games 4\.0\.0/);
    failing = new Set(['4.1.0']);
    pluginFinds = (version) => running.entryFailed('mfe-games', version, 'offline');
    switchTo(running, '4.1.0');
    const panel = await screen.findByTestId('remote-error.mfe-games');
    expect(panel.dataset['reason']).toBe('unavailable');
    failing = new Set();
    fireEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText(/mfe-games 4\.1\.0/)).toBeTruthy();
    expect(screen.queryByTestId('remote-error.mfe-games')).toBeNull();
  });

  it('takes the load start-up began for the first page instead of starting another', async () => {
    const running = runningWith('5.0.0');
    const early = loadParcel('mfe-games', 'app', games('5.0.0').entry);
    render(<RemoteArea remote="mfe-games" expose="app" running={running} parcelProps={{ brand: 'india' }} />);
    await early;
    expect(await screen.findByText(/mfe-games 5\.0\.0/)).toBeTruthy();
    expect(loads).toEqual(['mfe-games@5.0.0']);
  });

  it('loads again after a load that failed, even one start-up began', async () => {
    failing = new Set(['6.0.0']);
    registered.set('mfe-games', '6.0.0');
    await expect(loadParcel('mfe-games', 'app', games('6.0.0').entry)).rejects.toThrow('entry unreachable');
    failing = new Set();
    await expect(loadParcel('mfe-games', 'app', games('6.0.0').entry)).resolves.toMatchObject({ name: 'mfe-games@6.0.0' });
    expect(loads).toEqual(['mfe-games@6.0.0', 'mfe-games@6.0.0']);
  });

  it('says the section is being updated when its entry was refused for its hash, and reports each outcome once', async () => {
    const sent: string[] = [];
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: (_url: string, body: string) => sent.push(body) > 0 });
    resetLoadBeacons();
    startLoadBeacons('india', { url: '/api/beacons', percent: 100, token: '1.beacon-token' }, () => 0);
    try {
      const running = runningWith('7.0.0');
      render(<RemoteArea remote="mfe-games" expose="app" running={running} parcelProps={{ brand: 'india' }} />);
      await screen.findByText(/mfe-games 7\.0\.0/);
      failing = new Set(['7.1.0']);
      switchTo(running, '7.1.0');
      // What the loading plugin records when the new entry fails for good and its bytes differ.
      act(() => running.entryFailed('mfe-games', '7.1.0', 'integrity'));
      const panel = await screen.findByTestId('remote-error.mfe-games');
      expect(panel.dataset['reason']).toBe('updating');
      expect(panel.textContent).toContain('This section is being updated. Please try again in a moment.');
      flushLoadBeacons();
      // 7.0.0 loaded; 7.1.0's failure is the plugin's to report (integrity-failed), not a second one here.
      expect(sent.flatMap((body) => (JSON.parse(body) as { counts: unknown[] }).counts)).toEqual([
        { remote: 'mfe-games', version: '7.0.0', outcome: 'loaded', count: 1 },
      ]);
    } finally {
      vi.unstubAllGlobals();
      resetLoadBeacons();
    }
  });

  it.each([
    ['offline', 'unavailable', 'This section could not be loaded. Check your connection and try again.'],
    ['missing', 'missing', 'This section is not available right now. Please try again later.'],
    ['start', 'start-failed', 'This section failed to start. Please try again later.'],
  ] as const)('tells the player what happened when the plugin found the version %s: %s', async (finding, reason, text) => {
    const running = runningWith('8.0.0');
    failing = new Set(['8.0.0']);
    pluginFinds = (version) => running.entryFailed('mfe-games', version, finding);
    render(<RemoteArea remote="mfe-games" expose="app" running={running} parcelProps={{ brand: 'india' }} />);
    const panel = await screen.findByTestId('remote-error.mfe-games');
    expect(panel.dataset['reason']).toBe(reason);
    expect(panel.textContent).toContain(text);
  });

  it('keeps its placeholder while the failed entry is looked at again, then says why', async () => {
    const running = runningWith('9.0.0');
    failing = new Set(['9.0.0']);
    pluginFinds = (version) => running.entryFailed('mfe-games', version, 'checking');
    render(<RemoteArea remote="mfe-games" expose="app" running={running} parcelProps={{ brand: 'india' }} />);
    await vi.waitFor(() => expect(loads).toEqual(['mfe-games@9.0.0']));
    await act(() => Promise.resolve());
    expect(area().dataset['status']).toBe('loading');
    act(() => running.entryFailed('mfe-games', '9.0.0', 'missing'));
    expect((await screen.findByTestId('remote-error.mfe-games')).dataset['reason']).toBe('missing');
  });
});
