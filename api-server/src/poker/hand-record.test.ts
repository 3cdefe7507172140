import { describe, expect, it } from 'vitest';
import { card, newDeck, type Card } from './cards.ts';
import { act, dealHand, type HandSetup, type PokerAction } from './engine.ts';
import { netOf, pokerStatsOf, recordForViewer, recordHand, type HandRecord } from './hand-record.ts';

const SUIT = { s: 0, h: 1, d: 2, c: 3 } as const;
const RANK: Record<string, number> = { T: 10, J: 11, Q: 12, K: 13, A: 14 };
function cards(text: string): Card[] {
  return text.split(' ').map((c) => card(RANK[c[0] as string] ?? Number(c[0]), SUIT[c[1] as keyof typeof SUIT]));
}

/** Plays a scripted three-handed hand (the player is seat 0, "me") and records it. */
function hand(button: number, holes: string[], board: string, script: PokerAction[]): HandRecord {
  const setup: HandSetup = {
    variant: 'nlh',
    smallBlind: 1,
    bigBlind: 2,
    ante: 0,
    button,
    players: ['me', 'bot1', 'bot2'].map((id, seat) => ({ id, seat, stack: 100 })),
  };
  const order = [1, 2, 3].map((step) => (button + step) % 3);
  const hole = holes.map(cards);
  const top: Card[] = [];
  for (const round of [0, 1]) for (const index of order) top.push((hole[index] as Card[])[round] as Card);
  const boardCards = cards(board);
  const used = new Set([...top, ...boardCards]);
  const rest = newDeck().filter((c) => !used.has(c));
  const [f1, f2, f3, turn, river] = boardCards as [Card, Card, Card, Card, Card];
  const state = dealHand(setup, [...top, rest.shift() as Card, f1, f2, f3, rest.shift() as Card, turn, rest.shift() as Card, river, ...rest]);
  for (const action of script) act(state, action);
  expect(state.toAct).toBeNull();
  return recordHand(state, [100, 100, 100]);
}

const check: PokerAction = { type: 'check' };
const histories = (): HandRecord[] => [
  // On the button: opens (a steal; the small blind folds to it), the big blind 3-bets, folds to that.
  hand(0, ['9s 8s', '7d 2c', 'Ah Kh'], '2d 3d 4h 5c 9c', [{ type: 'raise', to: 6 }, { type: 'fold' }, { type: 'raise', to: 18 }, { type: 'fold' }]),
  // In the big blind: 3-bets the button's raise, shoves the flop, wins at the showdown.
  hand(1, ['As Ad', 'Ks Kd', '7h 2s'], '2d 8c 9h Jc 3s', [
    { type: 'raise', to: 6 },
    { type: 'fold' },
    { type: 'raise', to: 20 },
    { type: 'call' },
    { type: 'all-in' },
    { type: 'call' },
  ]),
  // In the small blind after a limp: completes, checks it down, loses.
  hand(2, ['7c 2d', 'Qs Qh', 'Js Jh'], '3c 8d 9s Kc 4h', [
    { type: 'call' },
    { type: 'call' },
    check,
    check,
    check,
    check,
    check,
    check,
    check,
    check,
    check,
    check,
  ]),
  // On the button again: folds.
  hand(0, ['7s 2h', 'Tc Td', '9d 9h'], '3c 8d 9s Kc 4h', [{ type: 'fold' }, { type: 'call' }, check, check, check, check, check, check, check]),
];

describe('poker stats from recorded hands', () => {
  it('counts what the player did in each hand', () => {
    expect(pokerStatsOf(histories(), 'me')).toEqual({
      t_played: 4,
      s_vpip: 3,
      t_pfr: 4,
      s_pfr: 2,
      t_3bet: 1,
      s_3bet: 1,
      t_ats: 2,
      s_ats: 1,
      s_fta_fold: 0,
      s_fold: 2,
      s_all_in: 1,
      s_wins: 1,
      win_cards: 1,
    });
  });

  it('counts each player from their own seat, and nothing for a stranger', () => {
    const bot1 = pokerStatsOf(histories(), 'bot1');
    expect(bot1).toMatchObject({ t_played: 4, s_wins: 1, win_cards: 1, s_pfr: 1, s_3bet: 0, t_3bet: 1, s_fold: 1, s_fta_fold: 1 });
    // The small blind folding to the button's open in the second hand: a fold to a steal.
    expect(pokerStatsOf(histories(), 'bot2')).toMatchObject({ s_fta_fold: 1, t_ats: 1, s_ats: 0 });
    expect(pokerStatsOf(histories(), 'nobody').t_played).toBe(0);
  });

  it('nets each seat and hides the hole cards nobody showed', () => {
    const [stolen, shoved] = histories() as [HandRecord, HandRecord];
    expect(netOf(stolen, 0)).toBe(-6);
    expect(netOf(stolen, 2)).toBe(7);
    expect(netOf(shoved, 0)).toBe(101);
    expect([0, 1, 2].reduce((sum, seat) => sum + netOf(shoved, seat), 0)).toBe(0);
    const seen = recordForViewer(stolen, 'me');
    expect(seen.seats.map((s) => s.hole.length)).toEqual([2, 0, 0]);
    expect(recordForViewer(shoved, 'me').seats.map((s) => s.hole.length)).toEqual([2, 2, 0]);
  });
});
