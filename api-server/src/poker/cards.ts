import type { Draw } from '../games/payout.ts';

/**
 * Cards are the spec's codes: 16 × (suit + 1) + rank, rank 2 … 14 (ace), suits in the spec's order
 * spades 18–30, hearts 34–46, diamonds 50–62, clubs 66–78. The same number goes into the recorded
 * hands, the API and the table's playing-card component.
 */
export type Card = number;

export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export const ACE = 14;

export function card(rank: number, suit: number): Card {
  return 16 * (suit + 1) + rank;
}

export function cardRank(code: Card): number {
  return code % 16;
}

export function cardSuit(code: Card): number {
  return Math.floor(code / 16) - 1;
}

export function isCard(code: number): boolean {
  return Number.isInteger(code) && cardSuit(code) >= 0 && cardSuit(code) <= 3 && cardRank(code) >= 2 && cardRank(code) <= ACE;
}

/** The 52-card deck of hold'em, or with `lowestRank` 6 the 36-card deck of 6+ (2–5 removed). */
export function newDeck(lowestRank = 2): Card[] {
  const deck: Card[] = [];
  for (let suit = 0; suit < SUITS.length; suit += 1) {
    for (let rank = lowestRank; rank <= ACE; rank += 1) deck.push(card(rank, suit));
  }
  return deck;
}

/**
 * The one shuffle of every poker table: Fisher–Yates driven by `draw`. Tables pass node:crypto's
 * draw; tests pass a seeded one; a provably fair stream only has to be a `Draw`.
 */
export function shuffleDeck(deck: readonly Card[], draw: Draw): Card[] {
  const shuffled = [...deck];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = draw(i + 1);
    const held = shuffled[i] as Card;
    shuffled[i] = shuffled[j] as Card;
    shuffled[j] = held;
  }
  return shuffled;
}

/** A seeded draw (mulberry32) for tests, benches and bots: the same seed plays the same hands. */
export function seededDraw(seed: number): Draw {
  let state = seed >>> 0;
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    return Math.floor(unit * n);
  };
}
