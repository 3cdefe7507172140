/**
 * Card codes of the poker tables (spec 9): each suit is a block of 16 codes with rank 2 at
 * `16 × block + 2` up to the ace at `16 × block + 14` (spades 18–30, hearts 34–46, diamonds
 * 50–62, clubs 66–78); 81 and 82 are the jokers.
 */

/** The suits, in code order. */
export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
/** A suit: spades, hearts, diamonds or clubs. */
export type Suit = (typeof SUITS)[number];

/** The ranks, lowest first: rank `RANKS[i]` has value `i + 2` (ace high, 14). */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
/** A rank label, "2" to "A". */
export type Rank = (typeof RANKS)[number];

/** Suit symbols for compact text such as a hand history line ("A♠ K♥"). */
export const SUIT_SYMBOLS: Record<Suit, string> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };

/** The lower joker code is the small (black) joker, as ranks rise with codes everywhere else. */
export const SMALL_JOKER_CODE = 81;
/** The big (red) joker. */
export const BIG_JOKER_CODE = 82;

/** A decoded card: a suited card with its rank value (2–14), or a joker. */
export type Card =
  | { readonly kind: 'suited'; readonly code: number; readonly suit: Suit; readonly rank: Rank; readonly value: number }
  | { readonly kind: 'joker'; readonly code: number; readonly joker: 'small' | 'big' };

/**
 * The card a server code stands for, or null for a code that is no card (17, 31, 79, 83, 2.5…):
 * cards arrive in game data, where a table should show a card back rather than crash.
 */
export function decodeCard(code: number): Card | null {
  if (code === SMALL_JOKER_CODE) return { kind: 'joker', code, joker: 'small' };
  if (code === BIG_JOKER_CODE) return { kind: 'joker', code, joker: 'big' };
  if (!Number.isInteger(code)) return null;
  const suit = SUITS[Math.floor(code / 16) - 1];
  const rank = RANKS[(code % 16) - 2];
  if (suit === undefined || rank === undefined) return null;
  return { kind: 'suited', code, suit, rank, value: code % 16 };
}

/** Whether `code` is a card code (see {@link decodeCard}). */
export function isCardCode(code: number): boolean {
  return decodeCard(code) !== null;
}
