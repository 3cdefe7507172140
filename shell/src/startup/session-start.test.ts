// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { casinoBus } from '@casino/shared-kernel/events';
import { kernelStore, signIn, signOut, tokenAtom, userInfoAtom, walletAtom } from '@casino/shared-kernel/state';
import { storedGameToken } from '@casino/shared-kernel/storage';
import type { UserInfo } from '@casino/shared-kernel/api-contract';

const api = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@casino/shared-kernel/api', () => ({ casinoApi: api }));

const { startSession } = await import('./session-start.ts');
const { refreshWallet, startWalletSync, startWalletSyncLate } = await import('./wallet-sync.ts');

const SESSION_USER = { id: 1, uid: 100001, name: 'Demo', nick_name: 'Demo', coin: 0, money: 0, gold: 0, vip_level: 0 } as unknown as UserInfo;
const refused = () => Object.assign(new Error('token refused'), { kind: 'token-invalid' });
const offline = () => Object.assign(new Error('network error'), { kind: 'network' });
const tokenLogin = () => api.post.mock.calls.filter(([name]) => name === 'tokenLogin');

beforeEach(() => {
  api.post.mockReset();
  api.get.mockReset();
  signOut();
  localStorage.clear();
  history.replaceState(null, '', '/#/');
});

describe('the session at start', () => {
  it('renews a stored token with a token login and keeps the player signed in, then refreshes the user info', async () => {
    signIn({ accessToken: 'stored-token', accessExpire: 100, userInfo: SESSION_USER });
    api.post.mockImplementation(async (name: string) =>
      name === 'tokenLogin' ? { accessToken: 'stored-token', accessExpire: 2_000_000_000 } : { ...SESSION_USER, nick_name: 'Renewed' },
    );
    const changes: string[] = [];
    const off = casinoBus.on('wallet:changed', ({ reason }) => changes.push(reason));
    expect(await startSession(new URL(location.href))).toBe('renewed');
    off();
    expect(tokenLogin()).toEqual([['tokenLogin', expect.objectContaining({ token: 'stored-token', device_id: expect.any(String) }), { hideErrorMsg: true }]]);
    expect(kernelStore.get(tokenAtom)).toBe('stored-token');
    expect(kernelStore.get(userInfoAtom)?.nick_name).toBe('Renewed');
    // signIn asked for the wallet (and the rest) again.
    expect(changes).toEqual(['sign-in']);
  });

  it("signs in with a sign-in link's token and takes it out of the address bar", async () => {
    history.replaceState(null, '', '/?token=link-token&brand=india#/my');
    api.post.mockImplementation(async (name: string) => (name === 'tokenLogin' ? { accessToken: 'link-token', accessExpire: 2_000_000_000 } : SESSION_USER));
    expect(await startSession(new URL(location.href))).toBe('link-token');
    expect(tokenLogin()[0]?.[1]).toMatchObject({ token: 'link-token' });
    expect(kernelStore.get(tokenAtom)).toBe('link-token');
    expect(location.search).toBe('?brand=india');
    expect(location.hash).toBe('#/my');
  });

  it('keeps the stored session when the renewal gets no answer, and reports a refusal', async () => {
    signIn({ accessToken: 'stored-token', userInfo: SESSION_USER });
    api.post.mockRejectedValueOnce(offline());
    expect(await startSession(new URL(location.href))).toBe('kept');
    expect(kernelStore.get(tokenAtom)).toBe('stored-token');
    api.post.mockRejectedValueOnce(refused());
    expect(await startSession(new URL(location.href))).toBe('refused');
  });

  it('drops an answer that comes after the player signed in another way', async () => {
    signIn({ accessToken: 'old-token' });
    api.post.mockImplementation(async () => {
      signIn({ accessToken: 'dialog-token' });
      return { accessToken: 'old-token', accessExpire: 1 };
    });
    expect(await startSession(new URL(location.href))).toBe('kept');
    expect(kernelStore.get(tokenAtom)).toBe('dialog-token');
  });

  it('signs a visitor in with a stored game token that still lives, and forgets a dead one', async () => {
    storedGameToken.set('game-token');
    api.post.mockImplementation(async (name: string) => (name === 'tokenVerify' ? { accessExpire: 2_000_000_000 } : SESSION_USER));
    expect(await startSession(new URL(location.href))).toBe('game-token');
    expect(api.post.mock.calls[0]?.[0]).toBe('tokenVerify');
    expect(api.post.mock.calls[0]?.[1]).toMatchObject({ token: 'game-token' });
    expect(kernelStore.get(tokenAtom)).toBe('game-token');

    signOut();
    storedGameToken.set('dead-game-token');
    api.post.mockReset();
    api.post.mockRejectedValue(refused());
    expect(await startSession(new URL(location.href))).toBe('refused');
    expect(storedGameToken.get()).toBeUndefined();
    expect(kernelStore.get(tokenAtom)).toBe('');
  });

  it('asks nothing for a visitor without tokens', async () => {
    expect(await startSession(new URL(location.href))).toBe('visitor');
    expect(api.post).not.toHaveBeenCalled();
  });
});

describe('the wallet', () => {
  const balances = (money: number) => ({ money, coin: 0, gold: 0, taskBonus: 0, taskCur: 0, taskTarget: 0 });

  it('loads after sign-in and again whenever money moved', async () => {
    const stop = startWalletSync();
    api.get.mockResolvedValueOnce(balances(100)).mockResolvedValueOnce(balances(250));
    signIn({ accessToken: 'player-token' });
    await expect.poll(() => kernelStore.get(walletAtom)?.money).toBe(100);
    expect(api.get).toHaveBeenCalledWith('walletInfo', undefined, { hideErrorMsg: true });
    casinoBus.emit('wallet:changed', { reason: 'deposit' });
    await expect.poll(() => kernelStore.get(walletAtom)?.money).toBe(250);
    stop();
    casinoBus.emit('wallet:changed', { reason: 'after stop' });
    expect(api.get).toHaveBeenCalledTimes(2);
  });

  it('started late (the player chunk), fetches once for a sign-in announced before, not for a session only restored', async () => {
    api.get.mockResolvedValue(balances(100));
    signIn({ accessToken: 'player-token' });
    const stop = startWalletSyncLate();
    await expect.poll(() => kernelStore.get(walletAtom)?.money).toBe(100);
    expect(api.get).toHaveBeenCalledTimes(1);
    stop();

    // The state read from storage at start: start-up's token login signs in (and asks) later.
    api.get.mockClear();
    casinoBus.emit('auth:changed', { token: 'player-token', signedIn: true, reason: 'restored' });
    const again = startWalletSyncLate();
    await Promise.resolve();
    expect(api.get).not.toHaveBeenCalled();
    signIn({ accessToken: 'player-token' });
    await expect.poll(() => api.get).toHaveBeenCalledTimes(1);
    again();
  });

  it('never fills the wallet of a visitor, nor with an answer that arrives after sign-out', async () => {
    await refreshWallet();
    expect(api.get).not.toHaveBeenCalled();
    expect(kernelStore.get(walletAtom)).toBeNull();

    signIn({ accessToken: 'player-token' });
    let answer: (value: unknown) => void = () => undefined;
    api.get.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const stop = startWalletSync();
    const pending = refreshWallet();
    signOut();
    answer(balances(999));
    await pending;
    stop();
    expect(kernelStore.get(walletAtom)).toBeNull();
  });
});
