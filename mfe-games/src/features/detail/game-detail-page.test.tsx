// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@casino/shared-kernel/api';
import { kernelStore, closeDialog } from '@casino/shared-kernel/state';
import { BUTTON_CLICK_GUARD_MS } from '@casino/shared-kernel/ui-core';
import { CRASH, PLAYER, api, openDialogNames, renderGames, resetKernel, route, settle, signInPlayer } from '../../testing/games-fixtures.tsx';
import { localDay } from '@casino/shared-kernel/format';
import { STORAGE_KEYS } from '@casino/shared-kernel/storage';

vi.mock('@casino/shared-kernel/api', async (original) => ({ ...(await original<object>()), casinoApi: (await import('../../testing/fake-api.ts')).api }));

const answerDetail = () => {
  api.answers = {
    gameDetail: ({ game_id }: Record<string, unknown>) => {
      if (game_id === CRASH.id) return { ...CRASH, is_favorite: false };
      // As the api-server refuses an id it does not know; game 998 stands for a network failure.
      if (game_id === 998) return new ApiError({ kind: 'network', code: null, msg: '', shown: false, path: '/api/game/detail' });
      return new ApiError({ kind: 'envelope', code: 500, msg: 'This game does not exist', shown: false, path: '/api/game/detail' });
    },
    latestBetLogs: {
      list: [{ uid: 100002, nickname: 'Ra***sh', face_id: 1, game_id: CRASH.id, bet_amount: 1_000, win_amount: 2_500, create_time: 1_790_000_000 }],
    },
    favorite: { is_favorite: true },
  };
};

describe('/Gamedetail', () => {
  beforeEach(() => {
    resetKernel();
    answerDetail();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the game’s picture, name, provider, RTP and wave, and its latest bets', async () => {
    renderGames(`/Gamedetail?id=${CRASH.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Crash' })).toBeTruthy();
    expect(screen.getByTestId('games.detail-provider').textContent).toBe('Originals');
    expect(screen.getByTestId('games.detail-rtp').textContent).toBe('97.00%');
    expect(screen.getByTestId('games.detail-rtp-wave').textContent).toBe('±0.50%');
    expect(screen.getByRole('img', { name: 'Return to player 97.00%, between 96.50% and 97.50% in a session' })).toBeTruthy();
    const bets = await screen.findByTestId('games.latest-bets');
    await waitFor(() => expect(within(bets).getByText('Ra***sh')).toBeTruthy());
    expect(within(bets).getByText('₹25.00')).toBeTruthy();
    expect(within(bets).getByText('2.50×')).toBeTruthy();
    expect(api.calls).toContainEqual({ name: 'gameDetail', payload: { game_id: CRASH.id } });
  });

  it('reads the lobby’s own link too (?game_id=)', async () => {
    renderGames(`/Gamedetail?game_id=${CRASH.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Crash' })).toBeTruthy();
  });

  it('asks a visitor to register on Play and on the heart, and opens no game', async () => {
    renderGames(`/Gamedetail?id=${CRASH.id}`);
    fireEvent.click(await screen.findByTestId('games.detail-play'));
    expect(openDialogNames()).toEqual(['shell.register']);
    expect(route()).toBe(`/Gamedetail?id=${CRASH.id}`);
    closeDialog('shell.register');
    fireEvent.click(screen.getByTestId('games.detail-favorite'));
    expect(openDialogNames()).toEqual(['shell.register']);
    expect(api.calls.map((call) => call.name)).not.toContain('favorite');
  });

  it('opens the player for a player with cash', async () => {
    signInPlayer(1_000_00);
    renderGames(`/Gamedetail?id=${CRASH.id}`);
    fireEvent.click(await screen.findByTestId('games.detail-play'));
    await waitFor(() => expect(route()).toBe(`/webgame?id=${CRASH.id}`));
    expect(openDialogNames()).toEqual([]);
  });

  it('opens the wallet’s low-balance popup below 1 once a day per player, and offers a deposit instead of the game', async () => {
    // The kit's button takes one click per 200 ms: its guard runs on a faked clock (moving with real
    // time, as Testing Library's waits need) that the second click jumps past.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    signInPlayer(99);
    renderGames(`/Gamedetail?id=${CRASH.id}`);
    const play = await screen.findByTestId('games.detail-play');
    fireEvent.click(play);
    await waitFor(() => expect(openDialogNames()).toEqual(['wallet.low-balance']));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.lowBalancePopup) ?? '{}')).toEqual({ [PLAYER.uid]: localDay(new Date()) });
    expect(screen.getByTestId('games.low-balance').textContent).toContain('Your cash balance is below ₹1.00.');
    closeDialog('wallet.low-balance');

    act(() => vi.advanceTimersByTime(BUTTON_CLICK_GUARD_MS));
    fireEvent.click(play);
    // The balance comes from the wallet already loaded: the decision follows from settled promises.
    await settle();
    expect(openDialogNames()).toEqual([]);
    expect(route()).toBe(`/Gamedetail?id=${CRASH.id}`);
    fireEvent.click(screen.getByTestId('games.low-balance.deposit'));
    expect(openDialogNames()).toEqual(['wallet.deposit']);
  });

  it('flips the heart after the favourite call answers', async () => {
    signInPlayer();
    renderGames(`/Gamedetail?id=${CRASH.id}`);
    const heart = await screen.findByTestId('games.detail-favorite');
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(api.calls).toContainEqual({ name: 'favorite', payload: { game_id: CRASH.id } });
  });

  it('says so when the game does not exist, offering the lobby rather than a retry, and when the link names none', async () => {
    renderGames('/Gamedetail?id=999');
    expect(await screen.findByText('This game was not found. It may have been removed. Choose another in the lobby.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    cleanup();
    renderGames('/Gamedetail?id=998');
    expect(await screen.findByTestId('games.detail-failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    cleanup();
    renderGames('/Gamedetail');
    expect(await screen.findByText('This link names no game. Choose one in the lobby.')).toBeTruthy();
    expect(kernelStore).toBeTruthy();
  });
});
