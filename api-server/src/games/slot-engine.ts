import { SLOT_REEL_LENGTH, slotStops } from '@casino/shared-kernel/provably-fair';
import { payWhole, type Draw } from './payout.ts';

/**
 * The demo slot: 3 reels × 3 rows, 5 paylines, a 20-stop strip per reel. Every provider paints
 * the six symbols its own way (themes.ts); the maths is the same for all.
 */
export const SLOT_SYMBOLS = ['seven', 'bar', 'bell', 'grape', 'lemon', 'cherry'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export const SLOT_ROWS = 3;

/**
 * Each strip holds 1 seven, 2 bars, 3 bells, 4 grapes, 4 lemons and 6 cherries, in its own
 * order. Only the counts matter to the return (a line sees one uniformly random stop per reel,
 * whatever the row); the orders differ so the reels do not spin in step.
 */
export const REEL_STRIPS: readonly (readonly SlotSymbol[])[] = [
  [
    'cherry',
    'lemon',
    'grape',
    'cherry',
    'bell',
    'lemon',
    'cherry',
    'bar',
    'grape',
    'cherry',
    'lemon',
    'bell',
    'seven',
    'grape',
    'cherry',
    'lemon',
    'bar',
    'grape',
    'bell',
    'cherry',
  ],
  [
    'grape',
    'cherry',
    'bell',
    'lemon',
    'cherry',
    'seven',
    'grape',
    'lemon',
    'cherry',
    'bar',
    'grape',
    'cherry',
    'lemon',
    'bell',
    'cherry',
    'grape',
    'bar',
    'lemon',
    'cherry',
    'bell',
  ],
  [
    'lemon',
    'bell',
    'cherry',
    'grape',
    'bar',
    'cherry',
    'lemon',
    'grape',
    'cherry',
    'bell',
    'seven',
    'cherry',
    'lemon',
    'grape',
    'bar',
    'cherry',
    'bell',
    'grape',
    'lemon',
    'cherry',
  ],
];
export const REEL_LENGTH = SLOT_REEL_LENGTH;

/** The five lines, as the row each reel contributes: middle, top, bottom, and the two diagonals. */
export const PAYLINES: readonly (readonly [number, number, number])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/**
 * What a line pays, in tenths of the line bet (the line bet is the stake ÷ 5). Three of a kind
 * pays by symbol; a line that starts with cherries pays less for two and least for one.
 */
export interface SlotPaytable {
  threeOfAKind: Readonly<Record<SlotSymbol, number>>;
  twoCherries: number;
  oneCherry: number;
}

/**
 * The paytable of a 96 % game, sevens aside: cherry 1×, 3× and 6× for one, two and three from the
 * left, lemons 10×, grapes 12×, bells 25×, bars 80× the line bet. Three sevens take whatever is
 * left of the RTP, so a game with a higher RTP has a bigger top prize (96.5 % pays 509×).
 */
const BASE_PAYS = { oneCherry: 10, twoCherries: 30, cherry: 60, lemon: 100, grape: 120, bell: 250, bar: 800 } as const;
const BASE_RTP_BASIS_POINTS = 9_600;

/** Pays of one line, in tenths of the line bet. */
export function linePay(symbols: readonly SlotSymbol[], paytable: SlotPaytable): number {
  const [first, second, third] = symbols;
  if (first === undefined || second === undefined || third === undefined) throw new Error('A payline has three symbols');
  if (first === second && second === third) return paytable.threeOfAKind[first];
  if (first === 'cherry' && second === 'cherry') return paytable.twoCherries;
  if (first === 'cherry') return paytable.oneCherry;
  return 0;
}

/** How many of the 20³ symbol triples a line can show fall on each pay rule: counted, not assumed. */
function tripleCounts(): { ofAKind: Record<SlotSymbol, number>; twoCherries: number; oneCherry: number } {
  const ofAKind = Object.fromEntries(SLOT_SYMBOLS.map((symbol) => [symbol, 0])) as Record<SlotSymbol, number>;
  let twoCherries = 0;
  let oneCherry = 0;
  const [first = [], second = [], third = []] = REEL_STRIPS;
  for (const a of first) {
    for (const b of second) {
      for (const c of third) {
        if (a === b && b === c) ofAKind[a] += 1;
        else if (a === 'cherry' && b === 'cherry') twoCherries += 1;
        else if (a === 'cherry') oneCherry += 1;
      }
    }
  }
  return { ofAKind, twoCherries, oneCherry };
}
const COUNTS = tripleCounts();
const TRIPLES = REEL_LENGTH ** 3;

/**
 * The paytable whose expected return is exactly `rtpBasisPoints`. A line's expected pay is
 * Σ count × pay ÷ 20³ line bets, so the pays must sum (count-weighted) to 20³ × RTP line bets,
 * i.e. 0.8 × basis points in line bets or 8 × basis points in tenths: a whole number for any RTP
 * with two decimals. The fixed pays go first; three sevens (one triple of 8000) take the rest.
 * Below 96 % the fixed pays shrink in proportion so the sevens still pay the most.
 */
export function slotPaytable(rtpBasisPoints: number): SlotPaytable {
  const scale = (pay: number) => (rtpBasisPoints >= BASE_RTP_BASIS_POINTS ? pay : Math.floor((pay * rtpBasisPoints) / BASE_RTP_BASIS_POINTS));
  const oneCherry = scale(BASE_PAYS.oneCherry);
  const twoCherries = scale(BASE_PAYS.twoCherries);
  const fixed: Omit<Record<SlotSymbol, number>, 'seven'> = {
    bar: scale(BASE_PAYS.bar),
    bell: scale(BASE_PAYS.bell),
    grape: scale(BASE_PAYS.grape),
    lemon: scale(BASE_PAYS.lemon),
    cherry: scale(BASE_PAYS.cherry),
  };
  const target = (TRIPLES * rtpBasisPoints) / 1_000;
  let paid = oneCherry * COUNTS.oneCherry + twoCherries * COUNTS.twoCherries;
  for (const symbol of ['bar', 'bell', 'grape', 'lemon', 'cherry'] as const) paid += fixed[symbol] * COUNTS.ofAKind[symbol];
  const left = target - paid;
  const seven = left / COUNTS.ofAKind.seven;
  if (!Number.isSafeInteger(seven) || seven <= fixed.bar) throw new Error(`No exact slot paytable for an RTP of ${rtpBasisPoints} basis points`);
  return { threeOfAKind: { seven, ...fixed }, twoCherries, oneCherry };
}

/** A spin's outcome: where the reels stopped, the 3 × 3 window and the lines that paid. */
export interface SlotOutcome {
  stops: number[];
  /** Rows top to bottom, each the symbols of reels 1 to 3. */
  grid: SlotSymbol[][];
  /** The paying lines: index into {@link PAYLINES} and the pay in tenths of the line bet. */
  lines: { line: number; pay: number }[];
  /** Sum of the lines' pays, tenths of the line bet. */
  payTenths: number;
}

/** The window and pays for reels stopped at `stops` (each 0–19: the strip index shown on the top row). */
export function slotOutcome(stops: readonly number[], paytable: SlotPaytable): SlotOutcome {
  const shown = (reel: number, row: number): SlotSymbol => {
    const symbol = REEL_STRIPS[reel]?.[((stops[reel] ?? 0) + row) % REEL_LENGTH];
    if (symbol === undefined) throw new Error(`Reel ${reel} has no stop ${stops[reel]}`);
    return symbol;
  };
  const grid = Array.from({ length: SLOT_ROWS }, (_, row) => REEL_STRIPS.map((_strip, reel) => shown(reel, row)));
  const lines: SlotOutcome['lines'] = [];
  PAYLINES.forEach((rows, line) => {
    const pay = linePay(
      rows.map((row, reel) => shown(reel, row)),
      paytable,
    );
    if (pay > 0) lines.push({ line, pay });
  });
  return { stops: [...stops], grid, lines, payTenths: lines.reduce((sum, line) => sum + line.pay, 0) };
}

/** The stake is split over the five lines and pays are in tenths: a win is stake × pay ÷ 50. */
export const SLOT_WIN_DIVISOR = PAYLINES.length * 10;

/** One spin: three stops drawn, the window paid, the win in whole minor units. */
export function playSlot(rtpBasisPoints: number, stake: number, draw: Draw): { outcome: SlotOutcome; win: number } {
  const stops = slotStops(draw);
  const outcome = slotOutcome(stops, slotPaytable(rtpBasisPoints));
  return { outcome, win: payWhole(stake * outcome.payTenths, SLOT_WIN_DIVISOR, draw) };
}
