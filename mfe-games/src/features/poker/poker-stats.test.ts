import { describe, expect, it } from 'vitest';
import { decodeCard } from '@casino/shared-kernel/format';
import { POKER_TABLES, pokerStatRows } from './poker-stats.ts';

const stats = {
  t_played: 7,
  win_cards: 3,
  s_vpip: 7,
  s_wins: 3,
  s_all_in: 1,
  s_pfr: 1,
  t_pfr: 3,
  s_3bet: 0,
  t_3bet: 0,
  s_ats: 2,
  t_ats: 3,
  s_fold: 0,
  s_fta_fold: 0,
};

describe('the poker stats', () => {
  it('lists the three games of spec 9 in order', () => {
    expect(POKER_TABLES.map((table) => [table.id, table.short])).toEqual([
      [10001, 'NLH'],
      [10002, '6+'],
      [10003, 'AOF'],
    ]);
  });

  it('shows counts, then each rate as a percentage to two decimals', () => {
    const rows = Object.fromEntries(pokerStatRows(stats, 'en').map((row) => [row.id, row.value]));
    expect(rows).toEqual({
      played: '7',
      won: '3',
      vpip: '100.00%',
      pfr: '33.33%',
      threeBet: '0.00%',
      ats: '66.67%',
      ftaFold: '0.00%',
      fold: '0.00%',
      allIn: '14.29%',
      wins: '42.86%',
    });
  });

  it('writes Brazilian decimals, and zeros for a game never played', () => {
    expect(pokerStatRows(stats, 'pt-br').find((row) => row.id === 'wins')?.value).toBe('42,86%');
    expect(pokerStatRows({}, 'en').map((row) => row.value)).toEqual(['0', '0', '0.00%', '0.00%', '0.00%', '0.00%', '0.00%', '0.00%', '0.00%', '0.00%']);
  });

  it('draws each table’s hand from real card codes', () => {
    const hands = POKER_TABLES.map((table) =>
      table.hand.map((code) => decodeCard(code)).map((card) => (card?.kind === 'suited' ? `${card.rank}${card.suit[0]}` : null)),
    );
    expect(hands).toEqual([
      ['As', 'Ks'],
      ['6h', '6d'],
      ['Ac', 'Ad'],
    ]);
  });
});
