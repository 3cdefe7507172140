/**
 * The poker table's answers as the api-server sends them (`api-server/src/poker/`: `TableView`,
 * `HandRecord`); cards are the spec's codes. Only what this remote draws is described.
 */
export type PokerVariant = 'nlh' | 'six-plus' | 'aof';
export type Street = 'preflop' | 'flop' | 'turn' | 'river';
export type HandCategory = 'high-card' | 'pair' | 'two-pair' | 'three-of-a-kind' | 'straight' | 'flush' | 'full-house' | 'four-of-a-kind' | 'straight-flush';

export interface RecordedAction {
  street: Street;
  seat: number;
  type: 'fold' | 'check' | 'call' | 'raise' | 'all-in' | 'bet' | 'ante' | 'small-blind' | 'big-blind';
  amount: number;
  to: number;
}

/** A finished hand as the player may see it: their own cards and those shown down. */
export interface HandRecord {
  variant: PokerVariant;
  smallBlind: number;
  bigBlind: number;
  ante: number;
  buttonSeat: number;
  seats: { seat: number; id: string; stack: number; hole: number[] }[];
  board: number[];
  actions: RecordedAction[];
  pots: { amount: number; eligible: number[]; winners: number[] }[];
  won: Record<string, number>;
  returned: Record<string, number>;
  shown: { seat: number; hole: number[]; category: HandCategory }[];
}

/** One recorded hand of the player, newest first in lists. `net`: chips won less chips put in. */
export interface PlayedHand {
  id: number;
  session_id: number;
  net: number;
  created_at: number;
  hand: HandRecord;
}

/** The seat the table gives the player (`you`) and the bots' ids (`bot1` …). */
export const PLAYER_ID = 'player';
