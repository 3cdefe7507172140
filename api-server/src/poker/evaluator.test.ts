import { describe, expect, it } from 'vitest';
import { card, newDeck, type Card } from './cards.ts';
import { evaluateHoldem, evaluateShortDeck, evaluateShortDeckFive, type HandCategory } from './evaluator.ts';

const SUIT = { s: 0, h: 1, d: 2, c: 3 } as const;
const RANK: Record<string, number> = { T: 10, J: 11, Q: 12, K: 13, A: 14 };
/** 'As Kd' → the spec's codes. */
function cards(text: string): Card[] {
  return text.split(' ').map((c) => card(RANK[c[0] as string] ?? Number(c[0]), SUIT[c[1] as keyof typeof SUIT]));
}

function forEachFive(deck: readonly Card[], visit: (five: Card[]) => void): void {
  const n = deck.length;
  const five: Card[] = [0, 0, 0, 0, 0];
  for (let a = 0; a < n; a += 1)
    for (let b = a + 1; b < n; b += 1)
      for (let c = b + 1; c < n; c += 1)
        for (let d = c + 1; d < n; d += 1)
          for (let e = d + 1; e < n; e += 1) {
            five[0] = deck[a] as Card;
            five[1] = deck[b] as Card;
            five[2] = deck[c] as Card;
            five[3] = deck[d] as Card;
            five[4] = deck[e] as Card;
            visit(five);
          }
}

describe("hold'em evaluator (phe)", () => {
  it('the spec codes map to the cards they name', () => {
    expect(cards('2s As 2h Ah 2d Ad 2c Ac')).toEqual([18, 30, 34, 46, 50, 62, 66, 78]);
  });

  it('sorts all 2,598,960 five-card hands into the published category counts and 7,462 classes', () => {
    const counts = new Map<HandCategory, number>();
    const classes = new Set<number>();
    forEachFive(newDeck(), (five) => {
      const value = evaluateHoldem(five);
      counts.set(value.category, (counts.get(value.category) ?? 0) + 1);
      classes.add(value.score);
    });
    expect(Object.fromEntries(counts)).toEqual({
      'straight-flush': 40,
      'four-of-a-kind': 624,
      'full-house': 3744,
      flush: 5108,
      straight: 10200,
      'three-of-a-kind': 54912,
      'two-pair': 123552,
      pair: 1098240,
      'high-card': 1302540,
    });
    expect(classes.size).toBe(7462);
  }, 60_000);

  it('picks the best five of seven and orders known hands', () => {
    const ordered = [
      '7s 5d 4h 3c 2s 9d Jc', // jack high
      '2s 2d 4h 7c 9s Jd Kc', // a pair of deuces
      'As Ad 4h 7c 9s Jd Kc', // aces
      '2s 2d 4h 4c 9s Jd Kc', // two pair
      '5s 5d 5h 7c 9s Jd Kc', // trips
      'As 2d 3h 4c 5s Jd Kc', // the wheel
      '9s Td Jh Qc Ks 2d 2c', // king-high straight
      '2h 5h 7h 9h Jh Ad Kc', // flush
      '5s 5d 5h 9c 9s Jd Kc', // full house
      '9s 9d 9h 9c 2s Jd Kc', // quads
      'Ts Js Qs Ks As 2d 3c', // royal flush
    ].map((hand) => evaluateHoldem(cards(hand)));
    expect(ordered.map((v) => v.category)).toEqual([
      'high-card',
      'pair',
      'pair',
      'two-pair',
      'three-of-a-kind',
      'straight',
      'straight',
      'flush',
      'full-house',
      'four-of-a-kind',
      'straight-flush',
    ]);
    for (let i = 1; i < ordered.length; i += 1) expect((ordered[i] as { score: number }).score).toBeGreaterThan((ordered[i - 1] as { score: number }).score);
    // The board plays: a tie whatever the hole cards below it.
    expect(evaluateHoldem(cards('2s 3d Ts Js Qs Ks As')).score).toBe(evaluateHoldem(cards('4h 5c Ts Js Qs Ks As')).score);
  });
});

describe('6+ evaluator', () => {
  it('sorts all 376,992 five-card hands of the 36-card deck into the published 6+ counts', () => {
    const counts = new Map<HandCategory, number>();
    forEachFive(newDeck(6), (five) => {
      const value = evaluateShortDeckFive(five);
      counts.set(value.category, (counts.get(value.category) ?? 0) + 1);
    });
    expect(Object.fromEntries(counts)).toEqual({
      'straight-flush': 24,
      'four-of-a-kind': 288,
      flush: 480,
      'full-house': 1728,
      straight: 6120,
      'three-of-a-kind': 16128,
      'two-pair': 36288,
      pair: 193536,
      'high-card': 122400,
    });
  });

  it("ranks flush over full house, A-6-7-8-9 lowest straight, and otherwise agrees with hold'em on every hand", () => {
    const ranges = new Map<HandCategory, [number, number]>();
    const pairs = new Map<number, number>();
    let inconsistent = 0;
    const classCategory = new Map<number, HandCategory>();
    const evaluateCategoryOfClass = (holdemScore: number): HandCategory | undefined => classCategory.get(holdemScore);
    forEachFive(newDeck(6), (five) => {
      const short = evaluateShortDeckFive(five);
      const holdem = evaluateHoldem(five);
      const [low, high] = ranges.get(short.category) ?? [short.score, short.score];
      ranges.set(short.category, [Math.min(low, short.score), Math.max(high, short.score)]);
      // Where the two games name the same category, they must order hands alike.
      if (short.category === holdem.category) {
        if (pairs.has(holdem.score) && pairs.get(holdem.score) !== short.score) inconsistent += 1;
        pairs.set(holdem.score, short.score);
        classCategory.set(holdem.score, holdem.category);
      }
    });
    const range = (category: HandCategory): [number, number] => ranges.get(category) as [number, number];
    expect(inconsistent).toBe(0);
    const order: HandCategory[] = ['high-card', 'pair', 'two-pair', 'three-of-a-kind', 'straight', 'full-house', 'flush', 'four-of-a-kind', 'straight-flush'];
    for (let i = 1; i < order.length; i += 1) expect(range(order[i] as HandCategory)[0]).toBeGreaterThan(range(order[i - 1] as HandCategory)[1]);
    // phe's classes run category by category, so consecutive classes of one category compare within it.
    const sorted = [...pairs.entries()].sort((a, b) => a[0] - b[0]);
    let disordered = 0;
    for (let i = 1; i < sorted.length; i += 1) {
      const [previousClass, previousScore] = sorted[i - 1] as [number, number];
      const [thisClass, thisScore] = sorted[i] as [number, number];
      const sameCategory = evaluateCategoryOfClass(previousClass) === evaluateCategoryOfClass(thisClass);
      if (sameCategory && thisScore <= previousScore) disordered += 1;
    }
    expect(disordered).toBe(0);
    expect(sorted.length).toBeGreaterThan(1000);
    const wheel = evaluateShortDeckFive(cards('As 6d 7h 8c 9s'));
    expect(wheel.category).toBe('straight');
    expect(wheel.score).toBe(range('straight')[0]);
    expect(evaluateShortDeckFive(cards('6s 7d 8h 9c Ts')).score).toBeGreaterThan(wheel.score);
    expect(evaluateShortDeckFive(cards('As 6s 7s 8s 9s')).category).toBe('straight-flush');
  }, 60_000);

  it('picks the best five of seven', () => {
    expect(evaluateShortDeck(cards('Ah 9h 6h 6s 6d 7h Kh')).category).toBe('flush');
    expect(evaluateShortDeck(cards('As Kd 6h 7c 8s 9d Qc')).category).toBe('straight');
    expect(() => evaluateShortDeck(cards('As Kd 6h 7c'))).toThrow();
  });
});
