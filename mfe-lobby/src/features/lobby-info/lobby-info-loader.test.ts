import { describe, expect, it, vi } from 'vitest';
import type { LobbyInfo } from '@casino/shared-kernel/api-contract';
import type { LobbyInfoCall } from '@casino/shared-kernel/state';
import { lobbyFixture } from '../../testing/lobby-fixtures.ts';
import { createLobbyInfoLoader } from './lobby-info-loader.ts';
import { LOBBY_REFRESH_AFTER_MS, type LobbyCall } from './lobby-info-rules.ts';

/** A loader over a fake server whose answers the test releases by hand. */
function setup({ token = '' } = {}) {
  const state = { token, now: 1_000_000, written: [] as LobbyInfo[], shared: { pending: null, answeredAt: null, answeredForToken: null } as LobbyInfoCall };
  const calls: { call: LobbyCall; resolve: (info: LobbyInfo) => void; reject: (error: Error) => void }[] = [];
  const loader = createLobbyInfoLoader({
    fetchLobbyInfo: (call) => new Promise<LobbyInfo>((resolve, reject) => calls.push({ call, resolve, reject })),
    readToken: () => state.token,
    writeInfo: (info) => state.written.push(info),
    now: () => state.now,
    sharedCall: () => state.shared,
  });
  return { loader, state, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the lobby info loader', () => {
  it('on its standalone page asks preload first, then index', async () => {
    const { loader, calls, state } = setup();
    loader.enter({ shellLoadsPreload: false });
    expect(calls.map((call) => call.call)).toEqual(['lobbyPreload']);
    calls[0]?.resolve(lobbyFixture({ public_save_str: 'first' }));
    await settle();
    state.now += LOBBY_REFRESH_AFTER_MS + 1;
    loader.enter({ shellLoadsPreload: false });
    expect(calls.map((call) => call.call)).toEqual(['lobbyPreload', 'lobbyIndex']);
  });

  it('on the composed site asks index (the shell made the preload call) and writes the answer', async () => {
    const { loader, calls, state } = setup();
    loader.enter({ shellLoadsPreload: true });
    expect(calls.map((call) => call.call)).toEqual(['lobbyIndex']);
    calls[0]?.resolve(lobbyFixture({ public_save_str: 'fresh' }));
    await settle();
    expect(state.written.map((info) => info.public_save_str)).toEqual(['fresh']);
    expect(loader.snapshot()).toMatchObject({ pending: false, failed: false, answeredAt: state.now, answeredForToken: '' });
  });

  it('asks nothing when the shell’s preload answered just before, for the same player', () => {
    const { loader, calls, state } = setup({ token: 'tok' });
    state.shared = { pending: null, answeredAt: state.now - 1_000, answeredForToken: 'tok' };
    loader.enter({ shellLoadsPreload: true });
    expect(calls).toHaveLength(0);
    state.now += LOBBY_REFRESH_AFTER_MS;
    loader.enter({ shellLoadsPreload: true });
    expect(calls.map((call) => call.call)).toEqual(['lobbyIndex']);
  });

  it('waits for the shell’s preload on its way instead of asking beside it', async () => {
    const { loader, calls, state } = setup({ token: 'tok' });
    let answer = () => {};
    state.shared = { pending: new Promise<void>((resolve) => (answer = resolve)), answeredAt: null, answeredForToken: null };
    loader.enter({ shellLoadsPreload: true });
    loader.enter({ shellLoadsPreload: true });
    expect(calls).toHaveLength(0);
    state.shared = { pending: null, answeredAt: state.now, answeredForToken: 'tok' };
    answer();
    await settle();
    expect(calls).toHaveLength(0);
  });

  it('asks itself when the shell’s preload failed, or answered for another player', async () => {
    const failed = setup({ token: 'tok' });
    let fail = () => {};
    failed.state.shared = { pending: new Promise<void>((resolve) => (fail = resolve)), answeredAt: null, answeredForToken: null };
    failed.loader.enter({ shellLoadsPreload: true });
    failed.state.shared = { pending: null, answeredAt: null, answeredForToken: null };
    fail();
    await settle();
    expect(failed.calls.map((call) => call.call)).toEqual(['lobbyIndex']);

    const other = setup({ token: 'signed-in-since' });
    other.state.shared = { pending: null, answeredAt: other.state.now, answeredForToken: '' };
    other.loader.enter({ shellLoadsPreload: true });
    expect(other.calls.map((call) => call.call)).toEqual(['lobbyIndex']);
  });

  it('makes one call for two parcels entering at once, and none for an entry soon after', async () => {
    const { loader, calls, state } = setup();
    loader.enter({ shellLoadsPreload: true });
    loader.enter({ shellLoadsPreload: true });
    expect(calls).toHaveLength(1);
    calls[0]?.resolve(lobbyFixture());
    await settle();
    state.now += 60_000;
    loader.enter({ shellLoadsPreload: true });
    expect(calls).toHaveLength(1);
  });

  it('keeps what shows when a call fails, and says so', async () => {
    const { loader, calls, state } = setup();
    const listener = vi.fn();
    loader.subscribe(listener);
    loader.enter({ shellLoadsPreload: true });
    calls[0]?.reject(new Error('offline'));
    await settle();
    expect(state.written).toEqual([]);
    expect(loader.snapshot().failed).toBe(true);
    expect(listener).toHaveBeenCalled();
    // Retry.
    void loader.refresh();
    calls[1]?.resolve(lobbyFixture());
    await settle();
    expect(loader.snapshot().failed).toBe(false);
    expect(state.written).toHaveLength(1);
  });

  it('asks again after a sign-in, for the new player', async () => {
    const { loader, calls, state } = setup();
    loader.enter({ shellLoadsPreload: true });
    calls[0]?.resolve(lobbyFixture());
    await settle();
    loader.authChanged('');
    expect(calls).toHaveLength(1);
    state.token = 'token-a';
    loader.authChanged('token-a');
    expect(calls).toHaveLength(2);
  });

  it('drops an answer asked for by a player who signed out meanwhile, and asks again', async () => {
    const { loader, calls, state } = setup({ token: 'token-a' });
    loader.enter({ shellLoadsPreload: true });
    state.token = '';
    loader.authChanged('');
    calls[0]?.resolve(lobbyFixture({ public_save_str: 'for token-a' }));
    await settle();
    expect(state.written).toEqual([]);
    expect(calls).toHaveLength(2);
    calls[1]?.resolve(lobbyFixture({ public_save_str: 'for the visitor' }));
    await settle();
    expect(state.written.map((info) => info.public_save_str)).toEqual(['for the visitor']);
    expect(loader.snapshot().answeredForToken).toBe('');
  });
});
