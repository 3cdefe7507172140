import { describe, expect, it } from 'vitest';
import { BIG_JOKER_CODE, SMALL_JOKER_CODE, decodeCard, isCardCode } from './cards.ts';

describe('decodeCard', () => {
  it.each([
    [18, 'spades', '2'],
    [30, 'spades', 'A'],
    [34, 'hearts', '2'],
    [46, 'hearts', 'A'],
    [50, 'diamonds', '2'],
    [62, 'diamonds', 'A'],
    [66, 'clubs', '2'],
    [78, 'clubs', 'A'],
  ])('reads %d as %s %s', (code, suit, rank) => {
    expect(decodeCard(code)).toMatchObject({ kind: 'suited', code, suit, rank });
  });

  it('orders the ranks from 2 up to the ace within a suit', () => {
    const spades = Array.from({ length: 13 }, (_, index) => decodeCard(18 + index));
    expect(spades.map((card) => (card?.kind === 'suited' ? card.rank : null))).toEqual([
      '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A',
    ]);
    expect(spades.map((card) => (card?.kind === 'suited' ? card.value : null))).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
    ]);
    expect(decodeCard(43)).toMatchObject({ suit: 'hearts', rank: 'J', value: 11 });
  });

  it('reads 81 as the small joker and 82 as the big one', () => {
    expect(SMALL_JOKER_CODE).toBe(81);
    expect(BIG_JOKER_CODE).toBe(82);
    expect(decodeCard(81)).toEqual({ kind: 'joker', code: 81, joker: 'small' });
    expect(decodeCard(82)).toEqual({ kind: 'joker', code: 82, joker: 'big' });
  });

  it.each([0, 2, 14, 16, 17, 31, 32, 33, 47, 49, 63, 65, 79, 80, 83, 94, -18, 18.5, Number.NaN])(
    'returns null for %d, which is no card',
    (code) => {
      expect(decodeCard(code)).toBeNull();
      expect(isCardCode(code)).toBe(false);
    },
  );

  it('knows exactly 54 codes', () => {
    const codes = Array.from({ length: 200 }, (_, code) => code).filter(isCardCode);
    expect(codes).toHaveLength(54);
  });
});
