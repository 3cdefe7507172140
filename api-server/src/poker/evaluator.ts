import { evaluateCardCodes, handRank } from 'phe';
import { ACE, cardRank, cardSuit, type Card } from './cards.ts';

export const HAND_CATEGORIES = [
  'high-card',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
] as const;
export type HandCategory = (typeof HAND_CATEGORIES)[number];

/** A player's best five: `score` orders hands of one variant (higher wins, equal splits). */
export interface HandValue {
  category: HandCategory;
  score: number;
}

/** The spec's code → phe's card id (rank − 2) × 4 + suit. */
function pheCode(code: Card): number {
  return (cardRank(code) - 2) * 4 + cardSuit(code);
}

/** Hold'em: the best five of 5–7 cards, by phe (the 7,462 classes of five-card poker). */
export function evaluateHoldem(cards: readonly Card[]): HandValue {
  const strength = evaluateCardCodes(cards.map(pheCode));
  const category = HAND_CATEGORIES[8 - handRank(strength)] as HandCategory;
  return { category, score: 7463 - strength };
}

/**
 * 6+ ranks its categories differently from hold'em: with 2–5 gone a flush is rarer than a full
 * house, so it beats it; A-6-7-8-9 is the lowest straight. Straights still beat three of a kind
 * (the rule of the big rooms that deal 6+ as "straight over trips"). No library evaluates this,
 * so it is written here and tested over all 376,992 five-card hands of the 36-card deck.
 */
const SHORT_DECK_ORDER: Record<HandCategory, number> = {
  'high-card': 0,
  pair: 1,
  'two-pair': 2,
  'three-of-a-kind': 3,
  straight: 4,
  'full-house': 5,
  flush: 6,
  'four-of-a-kind': 7,
  'straight-flush': 8,
};

const RANK_BASE = 15;
const CATEGORY_WEIGHT = RANK_BASE ** 5;

/** The high card of a straight among five distinct ranks (sorted high to low), or 0. */
function straightHigh(ranks: readonly number[], lowestRank: number): number {
  const [a, b, , , e] = ranks as [number, number, number, number, number];
  if (a - e === 4) return a;
  // The wheel: the ace plays low below the lowest rank of the deck (A-2-3-4-5, or A-6-7-8-9 in 6+).
  if (a === ACE && b === lowestRank + 3 && e === lowestRank) return b;
  return 0;
}

export function evaluateShortDeckFive(cards: readonly Card[]): HandValue {
  const counts = new Map<number, number>();
  for (const code of cards) counts.set(cardRank(code), (counts.get(cardRank(code)) ?? 0) + 1);
  // Ranks by how many of each, then by rank: the order in which they break ties.
  const groups = [...counts.entries()].sort((x, y) => y[1] - x[1] || y[0] - x[0]);
  const flush = cards.every((code) => cardSuit(code) === cardSuit(cards[0] as Card));
  const high =
    groups.length === 5
      ? straightHigh(
          groups.map(([rank]) => rank),
          6,
        )
      : 0;
  const shape = groups.map(([, count]) => count).join('');
  let category: HandCategory;
  if (high && flush) category = 'straight-flush';
  else if (shape === '41') category = 'four-of-a-kind';
  else if (flush) category = 'flush';
  else if (shape === '32') category = 'full-house';
  else if (high) category = 'straight';
  else if (shape === '311') category = 'three-of-a-kind';
  else if (shape === '221') category = 'two-pair';
  else if (shape === '2111') category = 'pair';
  else category = 'high-card';
  const tieBreak = high ? [high] : groups.map(([rank]) => rank);
  let kickers = 0;
  for (let i = 0; i < 5; i += 1) kickers = kickers * RANK_BASE + (tieBreak[i] ?? 0);
  return { category, score: SHORT_DECK_ORDER[category] * CATEGORY_WEIGHT + kickers };
}

/** 6+: the best five of 5–7 cards. */
export function evaluateShortDeck(cards: readonly Card[]): HandValue {
  let best: HandValue | undefined;
  const n = cards.length;
  const five: Card[] = [];
  const pick = (from: number): void => {
    if (five.length === 5) {
      const value = evaluateShortDeckFive(five);
      if (!best || value.score > best.score) best = value;
      return;
    }
    for (let i = from; i <= n - (5 - five.length); i += 1) {
      five.push(cards[i] as Card);
      pick(i + 1);
      five.pop();
    }
  };
  if (n < 5 || n > 7) throw new Error(`A poker hand has 5 to 7 cards, not ${n}`);
  pick(0);
  return best as HandValue;
}
