/** The poker hands' shapes come from the kernel's contract (`pokerHands`, the table's `hands`). */
export type {
  PokerHand as PlayedHand,
  PokerHandCategory as HandCategory,
  PokerHandRecord as HandRecord,
  PokerVariant,
} from '@casino/shared-kernel/api-contract';

/** A street of a hand in play. */
export type Street = 'preflop' | 'flop' | 'turn' | 'river';

/** The seat the table gives the player (the bots are `bot1` …). */
export const PLAYER_ID = 'player';
