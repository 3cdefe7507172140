/** The poker hands' shapes come from the kernel's contract (`pokerHands`, the table's `hands`). */
export type {
  PokerHand as PlayedHand,
  PokerHandCategory as HandCategory,
  PokerHandRecord as HandRecord,
  PokerStreet as Street,
  PokerVariant,
} from '@casino/shared-kernel/api-contract';

/** The seat the table gives the player (the bots are `bot1` …). */
export const PLAYER_ID = 'player';
