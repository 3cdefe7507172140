import type { LegalActions, TableView } from './table-api.ts';

/** The bet sizes a player picks with one tap, as fractions of the pot (the last is the whole stack). */
export const POT_PRESETS = [
  { id: 'half', fraction: 1 / 2 },
  { id: 'three-quarters', fraction: 3 / 4 },
  { id: 'pot', fraction: 1 },
  { id: 'all-in', fraction: null },
] as const;
export type PotPresetId = (typeof POT_PRESETS)[number]['id'];

/** What the action bar offers: each button's chips and the slider's range (street totals). */
export interface BetChoices {
  fold: boolean;
  check: boolean;
  /** Chips a call adds; 0 when there is nothing to call or calling is not offered. */
  call: number;
  /** Nobody has bet this street: the first chips in are a bet, later ones a raise. */
  opening: boolean;
  /** The slider's range (a street total), or null when the player cannot bet or raise. */
  raise: { min: number; max: number; step: number } | null;
  /** AOF and short stacks: the one all-in button, its chips; 0 when not offered on its own. */
  allIn: number;
  /** Each preset's street total, clamped into the slider's range. */
  presets: Record<PotPresetId, number> | null;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The action bar's amounts from the server's legal actions. A pot-fraction raise is the call plus
 * that fraction of the pot after calling (the "pot-sized raise" every room uses): to = current bet +
 * fraction × (pot + call). Amounts are whole chips, a multiple of the small blind where the range
 * allows (never below the minimum or above the stack).
 */
export function betChoices(table: Pick<TableView, 'seats' | 'pot' | 'small_blind'>, legal: LegalActions): BetChoices {
  const currentBet = Math.max(0, ...table.seats.map((seat) => seat.bet));
  const opening = currentBet === 0;
  if (!legal.raise) {
    return {
      fold: legal.fold,
      check: legal.check,
      call: legal.call,
      opening,
      raise: null,
      allIn: legal.call === 0 || legal.allIn > legal.call ? legal.allIn : 0,
      presets: null,
    };
  }
  const { min, max } = legal.raise;
  const step = Math.max(1, table.small_blind);
  const sized = (fraction: number) => {
    const to = currentBet + fraction * (table.pot + legal.call);
    return clamp(Math.round(to / step) * step, min, max);
  };
  return {
    fold: legal.fold,
    check: legal.check,
    call: legal.call,
    opening,
    raise: { min, max, step },
    allIn: 0,
    presets: { half: sized(1 / 2), 'three-quarters': sized(3 / 4), pot: sized(1), 'all-in': max },
  };
}

/** A slider or typed amount made legal: whole chips within the range (the stack's end is always reachable). */
export function legalRaiseTo(value: number, raise: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return raise.min;
  return clamp(Math.round(value), raise.min, raise.max);
}
