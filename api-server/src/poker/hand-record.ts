import type { PokerStats } from '@casino/shared-kernel/api-contract';
import type { Card } from './cards.ts';
import type { HandState, PokerVariant, PotResult, RecordedAction, ShownHand } from './engine.ts';

/**
 * A played hand as it is kept: every action per street, the cards as the spec's codes, the pots
 * and who won them. The server keeps every seat's hole cards; what a player may see of a record
 * is cut by {@link recordForViewer}.
 */
export interface HandRecord {
  variant: PokerVariant;
  smallBlind: number;
  bigBlind: number;
  ante: number;
  buttonSeat: number;
  seats: { seat: number; id: string; stack: number; hole: Card[] }[];
  board: Card[];
  actions: RecordedAction[];
  pots: PotResult[];
  won: Record<number, number>;
  returned: Record<number, number>;
  shown: ShownHand[];
}

/** The record of a finished hand; `startStacks` are the seats' stacks as it was dealt. */
export function recordHand(state: HandState, startStacks: readonly number[]): HandRecord {
  const outcome = state.outcome;
  if (!outcome) throw new Error('The hand is not over');
  return {
    variant: state.setup.variant,
    smallBlind: state.setup.smallBlind,
    bigBlind: state.setup.bigBlind,
    ante: state.setup.ante,
    buttonSeat: (state.players[state.setup.button] as { seat: number }).seat,
    seats: state.players.map((p, index) => ({ seat: p.seat, id: p.id, stack: startStacks[index] as number, hole: [...p.hole] })),
    board: [...state.board],
    actions: state.actions.map((a) => ({ ...a })),
    pots: outcome.pots.map((pot) => ({ ...pot })),
    won: { ...outcome.won },
    returned: { ...outcome.returned },
    shown: outcome.shown.map((s) => ({ ...s, hole: [...s.hole] })),
  };
}

/** What one player may see of a hand: their own cards and the cards shown, never a folded bot's. */
export function recordForViewer(record: HandRecord, viewerId: string): HandRecord {
  const shownSeats = new Set(record.shown.map((s) => s.seat));
  return {
    ...record,
    seats: record.seats.map((s) => ({ ...s, hole: s.id === viewerId || shownSeats.has(s.seat) ? [...s.hole] : [] })),
  };
}

/** The chips a seat ended the hand with, less those it started with. */
export function netOf(record: HandRecord, seat: number): number {
  const put = record.actions.filter((a) => a.seat === seat).reduce((sum, a) => sum + a.amount, 0);
  return (record.won[seat] ?? 0) + (record.returned[seat] ?? 0) - put;
}

/** The spec's poker stats (the contract's `PokerStats`), as counted from recorded hands. */
export type PokerStatCounts = PokerStats;

const VOLUNTARY = new Set<RecordedAction['type']>(['call', 'raise', 'bet', 'all-in']);

/**
 * Spec 3's poker stats of one player from their recorded hands, as the usual tracking software
 * counts them (the kernel turns them into percentages to two decimals):
 * - t_played: hands dealt; s_vpip: hands with money put in before the flop by choice (a call, a raise);
 * - t_pfr: hands with a preflop decision; s_pfr: of those, hands raised before the flop;
 * - t_3bet: hands that faced exactly one preflop raise; s_3bet: of those, hands re-raised;
 * - t_ats: hands folded to the player on the cut-off, button or small blind; s_ats: of those, hands opened with a raise;
 * - s_fta_fold: hands in the blinds that folded to an attempt to steal (the first raise, from the
 *   cut-off, button or small blind, nobody else in); the site shows it as "fold vs steal";
 * - s_fold: hands folded; s_all_in: hands the player was all-in;
 * - s_wins: hands that won chips from a pot; win_cards: hands won at a showdown.
 */
export function pokerStatsOf(records: readonly HandRecord[], playerId: string): PokerStatCounts {
  const stats: PokerStatCounts = {
    t_played: 0,
    win_cards: 0,
    s_3bet: 0,
    s_all_in: 0,
    s_ats: 0,
    s_fold: 0,
    s_fta_fold: 0,
    s_pfr: 0,
    s_vpip: 0,
    s_wins: 0,
    t_3bet: 0,
    t_ats: 0,
    t_pfr: 0,
  };
  for (const record of records) {
    const me = record.seats.find((s) => s.id === playerId);
    if (!me) continue;
    const seat = me.seat;
    stats.t_played += 1;
    const preflop = record.actions.filter((a) => a.street === 'preflop' && a.type !== 'ante' && a.type !== 'small-blind' && a.type !== 'big-blind');
    const mine = preflop.filter((a) => a.seat === seat);
    if (mine.length > 0) stats.t_pfr += 1;
    if (mine.some((a) => VOLUNTARY.has(a.type))) stats.s_vpip += 1;
    // Walk the preflop betting, knowing at each of the player's turns how many raises came before.
    let raises = 0;
    let bet = record.bigBlind;
    let entered = false;
    let first = true;
    let raised = false;
    let stealAttempt = false;
    const inBlinds = blindSeats(record).includes(seat);
    for (const action of preflop) {
      const raising = (action.type === 'raise' || action.type === 'bet' || action.type === 'all-in') && action.to > bet;
      if (action.seat === seat) {
        if (first) {
          if (raises === 1) stats.t_3bet += 1;
          if (raises === 1 && raising) stats.s_3bet += 1;
          if (raises === 0 && !entered && isStealPosition(record, seat)) {
            stats.t_ats += 1;
            if (raising) stats.s_ats += 1;
          }
        }
        if (first && inBlinds && stealAttempt && raises === 1 && action.type === 'fold') stats.s_fta_fold += 1;
        first = false;
        if (raising) raised = true;
      } else {
        if (raising && raises === 0 && !entered && isStealPosition(record, action.seat)) stealAttempt = true;
        if (VOLUNTARY.has(action.type)) entered = true;
      }
      if (raising) {
        raises += 1;
        bet = action.to;
      }
    }
    if (raised) stats.s_pfr += 1;
    if (record.actions.some((a) => a.seat === seat && a.type === 'fold')) stats.s_fold += 1;
    const put = record.actions.filter((a) => a.seat === seat).reduce((sum, a) => sum + a.amount, 0);
    if (put > 0 && put === me.stack) stats.s_all_in += 1;
    if (record.pots.some((pot) => pot.winners.includes(seat))) {
      stats.s_wins += 1;
      if (record.shown.length > 1) stats.win_cards += 1;
    }
  }
  return stats;
}

/** The seats that posted the blinds: heads-up the button and the other seat, else the two left of the button. */
function blindSeats(record: HandRecord): number[] {
  return record.actions.filter((a) => a.type === 'small-blind' || a.type === 'big-blind').map((a) => a.seat);
}

/** The cut-off, the button and the small blind: the seats that attempt a steal when folded to. */
function isStealPosition(record: HandRecord, seat: number): boolean {
  const order = record.seats.map((s) => s.seat);
  const n = order.length;
  const button = order.indexOf(record.buttonSeat);
  const at = order.indexOf(seat);
  const fromButton = (at - button + n) % n;
  if (n === 2) return fromButton === 0;
  return fromButton === 0 || fromButton === 1 || (n >= 4 && fromButton === n - 1);
}
