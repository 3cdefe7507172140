// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CRASH, DICE, PLAYER, api, openDialogNames, renderGames, resetKernel, signInPlayer } from '../../testing/games-fixtures.tsx';

vi.mock('@casino/shared-kernel/api', async (original) => ({ ...(await original<object>()), casinoApi: (await import('../../testing/fake-api.ts')).api }));

const now = Math.floor(Date.now() / 1000);
const log = (uid: number, gameId: number, minutesAgo: number, bet: number, win: number) => ({
  uid,
  nickname: uid === PLAYER.uid ? 'De***er' : 'Ra***sh',
  face_id: 0,
  game_id: gameId,
  bet_amount: bet,
  win_amount: win,
  create_time: now - minutesAgo * 60,
});

function answerRecords() {
  // 24 of the player's dice bets (one paid), 1 crash bet of theirs, 2 of someone else.
  const dice = Array.from({ length: 24 }, (_, index) => log(PLAYER.uid, DICE.id, index + 1, 1_000, index === 0 ? 1_980 : 0));
  api.answers = {
    recents: { list: [DICE, CRASH] },
    fairRounds: { list: [] },
    latestBetLogs: ({ id }: Record<string, unknown>) => ({
      list: id === DICE.id ? [...dice, log(100002, DICE.id, 3, 5_000, 0)] : [log(PLAYER.uid, CRASH.id, 30, 500, 1_000), log(100002, CRASH.id, 31, 200, 0)],
    }),
  };
}

const rows = () => screen.getAllByTestId('games.record');

describe('/gameRecord', () => {
  beforeEach(resetKernel);
  afterEach(cleanup);

  it('asks a visitor to sign in', async () => {
    renderGames('/gameRecord');
    fireEvent.click(await screen.findByTestId('games.records-sign-in'));
    expect(openDialogNames()).toEqual(['shell.register']);
    expect(api.calls).toEqual([]);
  });

  it('lists the player’s own bets from the latest-bet logs of the games they played, 20 a page', async () => {
    signInPlayer();
    answerRecords();
    renderGames('/gameRecord');
    await waitFor(() => expect(rows()).toHaveLength(20));
    // The provably fair rounds below the record load on their own (fair-rounds.test.tsx).
    expect(api.calls.map((call) => call.name).filter((name) => name !== 'fairRounds')).toEqual(['recents', 'latestBetLogs', 'latestBetLogs']);
    const totals = screen.getByTestId('games.records-totals');
    expect(within(totals).getByText('25')).toBeTruthy();
    expect(within(totals).getByText('₹245.00')).toBeTruthy();
    expect(screen.getByTestId('games.records-page').textContent).toBe('Page 1 of 2');
    fireEvent.click(screen.getByTestId('games.records-next'));
    expect(rows()).toHaveLength(5);
    expect(screen.getByTestId('games.records-page').textContent).toBe('Page 2 of 2');
    expect(screen.queryByText('Ra***sh')).toBeNull();
  });

  it('filters by game, result and whose bets, back on page 1 each time', async () => {
    signInPlayer();
    answerRecords();
    renderGames('/gameRecord');
    await waitFor(() => expect(rows()).toHaveLength(20));
    fireEvent.click(screen.getByTestId('games.records-next'));
    fireEvent.change(screen.getByTestId('games.records-game'), { target: { value: String(CRASH.id) } });
    expect(rows()).toHaveLength(1);
    expect(rows()[0]?.textContent).toContain('Crash');
    fireEvent.change(screen.getByTestId('games.records-game'), { target: { value: '' } });
    fireEvent.change(screen.getByTestId('games.records-result'), { target: { value: 'win' } });
    expect(rows()).toHaveLength(2);
    fireEvent.change(screen.getByTestId('games.records-result'), { target: { value: 'all' } });
    fireEvent.change(screen.getByTestId('games.records-scope'), { target: { value: 'all' } });
    expect(screen.getByTestId('games.records-page').textContent).toBe('Page 1 of 2');
    expect(screen.getAllByText('Ra***sh')).toHaveLength(1);
  });

  it('says when the player has not played yet', async () => {
    signInPlayer();
    api.answers = { recents: { list: [] } };
    renderGames('/gameRecord');
    expect((await screen.findByTestId('games.records-empty')).textContent).toContain('You have not played yet.');
  });
});
