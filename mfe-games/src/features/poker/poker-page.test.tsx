// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PokerHand } from '@casino/shared-kernel/api-contract';
import { api, game, openDialogNames, renderGames, resetKernel, route, signInPlayer } from '../../testing/games-fixtures.tsx';

vi.mock('@casino/shared-kernel/api', async (original) => ({ ...(await original<object>()), casinoApi: (await import('../../testing/fake-api.ts')).api }));

const NAMES: Record<number, string> = { 10001: "Hold'em NLH", 10002: 'Short Deck 6+', 10003: 'All-in or Fold' };
const counts = {
  t_played: 0,
  win_cards: 0,
  s_3bet: 0,
  s_all_in: 0,
  s_ats: 0,
  s_fold: 0,
  s_fta_fold: 0,
  s_pfr: 0,
  s_vpip: 0,
  s_wins: 0,
  t_3bet: 0,
  t_ats: 0,
  t_pfr: 0,
};

function answerPoker() {
  api.answers = {
    gameDetail: ({ game_id }: Record<string, unknown>) =>
      game(Number(game_id), NAMES[Number(game_id)] ?? '?', { provider: 'Popular', third_game_id: `poker-${String(game_id)}` }),
    vipGameStat: ({ gameCode }: Record<string, unknown>) =>
      gameCode === 10001 ? { ...counts, t_played: 7, win_cards: 3, s_wins: 3, s_vpip: 7, s_all_in: 1 } : counts,
    pokerHands: ({ gameCode }: Record<string, unknown>) => ({ list: gameCode === 10001 ? [HAND] : [] }),
  };
}

/** A hand the player won at a showdown with a pair of aces against a bot's pair of kings. */
const HAND: PokerHand = {
  id: 93,
  session_id: 4,
  net: 250,
  created_at: 1_764_000_000,
  hand: {
    variant: 'nlh',
    smallBlind: 50,
    bigBlind: 100,
    ante: 0,
    buttonSeat: 1,
    seats: [
      { seat: 0, id: 'player', stack: 10_000, hole: [30, 46] },
      { seat: 1, id: 'bot1', stack: 10_000, hole: [29, 45] },
    ],
    board: [18, 35, 52, 69, 22],
    actions: [],
    pots: [{ amount: 500, eligible: [0, 1], winners: [0] }],
    won: { 0: 500 },
    returned: {},
    shown: [
      { seat: 0, hole: [30, 46], category: 'pair' },
      { seat: 1, hole: [29, 45], category: 'pair' },
    ],
  },
};

const table = (id: number) => screen.getAllByTestId('games.poker-game').find((element) => element.dataset['gameId'] === String(id)) as HTMLElement;

describe('/poker', () => {
  beforeEach(resetKernel);
  afterEach(cleanup);

  it('shows the three games with their hands drawn from card codes, and asks a visitor to sign in for stats', async () => {
    answerPoker();
    renderGames('/poker');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'All-in or Fold' })).toBeTruthy());
    expect(screen.getAllByTestId('games.poker-game').map((element) => element.dataset['gameId'])).toEqual(['10001', '10002', '10003']);
    expect(
      within(table(10001))
        .getAllByRole('img')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Ace of spades', 'King of spades']);
    expect(
      within(table(10002))
        .getAllByRole('img')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Six of hearts', 'Six of diamonds']);
    expect(api.calls.map((call) => call.name)).not.toContain('vipGameStat');
    fireEvent.click(within(table(10001)).getByTestId('games.poker-sign-in'));
    expect(openDialogNames()).toEqual(['shell.register']);
  });

  it('shows a player’s stats per game as percentages to two decimals', async () => {
    signInPlayer();
    answerPoker();
    renderGames('/poker');
    const stats = await within(table(10001)).findByTestId('games.poker-stats');
    const value = (stat: string) => stats.querySelector(`[data-stat="${stat}"] dd`)?.textContent;
    expect(value('played')).toBe('7');
    expect(value('won')).toBe('3');
    expect(value('vpip')).toBe('100.00%');
    expect(value('wins')).toBe('42.86%');
    expect(value('allIn')).toBe('14.29%');
    expect(within(table(10003)).getByTestId('games.poker-stats').querySelector('[data-stat="wins"] dd')?.textContent).toBe('0.00%');
    // The last hands: the player's cards, the board and the result of each.
    const hands = await within(table(10001)).findByTestId('games.poker-hands');
    const hand = within(hands).getByTestId('games.poker-hand');
    expect(hand.textContent).toContain('Hand #93');
    expect(hand.textContent).toContain('Result +₹2.50');
    expect(hand.textContent).toContain('You won ₹5.00 · Pair');
    expect(within(hand).getByRole('group', { name: 'Cards of You' }).querySelectorAll('[role="img"]')).toHaveLength(2);
    expect(within(hand).getByRole('img', { name: 'Ace of hearts' })).toBeTruthy();
    expect(within(table(10002)).getByTestId('games.poker-last-hands').textContent).toContain('No hands played yet.');
    expect(api.calls.filter((call) => call.name === 'vipGameStat').map((call) => call.payload)).toEqual([
      { gameCode: 10001 },
      { gameCode: 10002 },
      { gameCode: 10003 },
    ]);
  });

  it('plays a table through the same gate as every game', async () => {
    signInPlayer();
    answerPoker();
    renderGames('/poker');
    const play = within(table(10002)).getByTestId('games.poker-play');
    await waitFor(() => expect((play as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(play);
    await waitFor(() => expect(route()).toBe('/webgame?id=10002'));
  });
});
