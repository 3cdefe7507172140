import { describe, expect, it } from 'vitest';
import { POKER_GAMES, isPokerGameId, pokerGameName, pokerStatPercentages, type PokerStats } from './poker.ts';

describe('poker games', () => {
  it('name the three poker game ids', () => {
    expect(POKER_GAMES).toEqual({ 10001: 'NLH', 10002: '6+', 10003: 'AOF' });
    expect(pokerGameName(10001)).toBe('NLH');
    expect(pokerGameName(10002)).toBe('6+');
    expect(pokerGameName(10003)).toBe('AOF');
  });

  it('know no other id', () => {
    expect(pokerGameName(10000)).toBeUndefined();
    expect(pokerGameName(10004)).toBeUndefined();
    expect(isPokerGameId(10003)).toBe(true);
    expect(isPokerGameId(10004)).toBe(false);
  });
});

const stats: PokerStats = {
  t_played: 8,
  win_cards: 3,
  s_3bet: 1,
  s_all_in: 2,
  s_ats: 2,
  s_fold: 4,
  s_fta_fold: 1,
  s_pfr: 3,
  s_vpip: 3,
  s_wins: 5,
  t_3bet: 3,
  t_ats: 6,
  t_pfr: 7,
};

describe('pokerStatPercentages', () => {
  it('divides each count by its total, to two decimals', () => {
    expect(pokerStatPercentages(stats)).toEqual({
      vpip: '37.50%',
      pfr: '42.86%',
      threeBet: '33.33%',
      ats: '33.33%',
      allIn: '25.00%',
      fold: '50.00%',
      ftaFold: '12.50%',
      wins: '62.50%',
    });
  });

  it('shows 0.00% for a game never played and for missing counts', () => {
    const none = pokerStatPercentages({ ...stats, t_played: 0, t_pfr: 0, t_3bet: 0, t_ats: 0 });
    expect(Object.values(none)).toEqual(Array(8).fill('0.00%'));
    expect(pokerStatPercentages({}).vpip).toBe('0.00%');
  });

  it('follows the number style', () => {
    expect(pokerStatPercentages(stats, 'pt-br').pfr).toBe('42,86%');
  });
});
