// Responsible gaming (issue 25): the player's deposit, loss and wager limits. The spec shows no
// such calls; the kernel defines them. The api-server is the only place a limit is enforced.
import * as z from 'zod/mini';
import { amountField } from './fields.ts';

/** What a limit caps: money paid in, net loss (stakes minus wins), or stakes. Gold never counts. */
export const GAMING_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type GamingLimitKind = (typeof GAMING_LIMIT_KINDS)[number];

/** The rolling windows of a limit: the last 24 hours, 7 days, 30 days. */
export const GAMING_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type GamingLimitPeriod = (typeof GAMING_LIMIT_PERIODS)[number];

/** The length of each window in seconds. */
export const GAMING_LIMIT_PERIOD_SECONDS: Readonly<Record<GamingLimitPeriod, number>> = {
  day: 24 * 60 * 60,
  week: 7 * 24 * 60 * 60,
  month: 30 * 24 * 60 * 60,
};

/** One limit of the player as `gamingLimits` answers it. Amounts in minor units; times Unix seconds. */
export interface GamingLimit {
  kind: GamingLimitKind;
  period: GamingLimitPeriod;
  /** The limit in force. */
  amount: number;
  /** What the window has used so far (deposits paid or waiting for payment; net loss; stakes). */
  used: number;
  /** What is left in the window now (never below 0). */
  remaining: number;
  /** A requested increase (or, when null with `pending` true, a removal) waiting for its cool-down and confirmation. */
  pending: boolean;
  pending_amount: number | null;
  /** When the pending change may be confirmed; 0 when nothing is pending. */
  pending_from: number;
}

/** A break from play: a time-out (24 h, 7 days, 30 days) or a self-exclusion (6 months, 1 year, 5 years, permanent). */
export const GAMING_BREAK_KINDS = ['time_out', 'self_exclusion'] as const;
export type GamingBreakKind = (typeof GAMING_BREAK_KINDS)[number];
export const GAMING_BREAK_DURATIONS = {
  time_out: ['24h', '7d', '30d'],
  self_exclusion: ['6m', '1y', '5y', 'permanent'],
} as const satisfies Readonly<Record<GamingBreakKind, readonly string[]>>;
export type GamingBreakDuration = (typeof GAMING_BREAK_DURATIONS)[GamingBreakKind][number];

/** The player's break in force: no deposit, bet, promotion or mail award until `ends_at` (null: never). */
export interface GamingBreak {
  kind: GamingBreakKind;
  started_at: number;
  /** Unix seconds; null for a permanent self-exclusion. */
  ends_at: number | null;
}

/** `GET /api/responsible-gaming/limits`. */
export interface GamingLimits {
  limits: GamingLimit[];
  /** The break in force, if any. */
  break: GamingBreak | null;
  /** The cool-down before an increase or removal may be confirmed, in hours. */
  increase_cool_down_hours: number;
  /** Whether the brand offers a deposit limit at registration and at the first deposit. */
  offer_deposit_limit: boolean;
  /** The server's clock now, Unix seconds (a client compares cool-down ends with this, not its own clock). */
  now: number;
}

const kindField = z.enum(GAMING_LIMIT_KINDS, 'must be deposit, loss or wager');
const periodField = z.enum(GAMING_LIMIT_PERIODS, 'must be day, week or month');

/**
 * `POST /api/responsible-gaming/limits`: sets a limit. `amount` null removes it. A new or lower
 * limit applies at once; a higher one (or a removal) waits for the cool-down and a confirmation.
 */
export const setGamingLimitPayloadSchema = z.object({
  kind: kindField,
  period: periodField,
  amount: z.nullable(amountField),
});
export type SetGamingLimitPayload = z.infer<typeof setGamingLimitPayloadSchema>;

/** `POST /api/responsible-gaming/limits/confirm`: applies a pending increase once its cool-down is over. */
export const confirmGamingLimitPayloadSchema = z.object({
  kind: kindField,
  period: periodField,
});
export type ConfirmGamingLimitPayload = z.infer<typeof confirmGamingLimitPayloadSchema>;

/**
 * `POST /api/responsible-gaming/break`: starts a time-out or a self-exclusion at once. One in force
 * can only be lengthened (a shorter end is refused); a permanent one cannot be changed.
 */
export const takeGamingBreakPayloadSchema = z.object({
  kind: z.enum(GAMING_BREAK_KINDS, 'must be time_out or self_exclusion'),
  duration: z.enum([...GAMING_BREAK_DURATIONS.time_out, ...GAMING_BREAK_DURATIONS.self_exclusion], 'must be 24h, 7d, 30d, 6m, 1y, 5y or permanent'),
});
export type TakeGamingBreakPayload = z.infer<typeof takeGamingBreakPayloadSchema>;

/** The reality-check intervals a player may choose, in minutes (UKGC RTS 13: the player chooses). */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;

/**
 * `GET /api/responsible-gaming/session`: this sign-in's session as the reality check shows it.
 * Times Unix seconds; amounts minor units of cash and bonus (gold is play money and not counted).
 */
export interface GamingSession {
  /** When this session (this token) signed in. */
  started_at: number;
  now: number;
  /** now − started_at. */
  seconds: number;
  stakes: number;
  wins: number;
  /** wins − stakes: negative when the session is losing. */
  net_result: number;
  /** The player's reality-check interval; null when off. */
  reality_check_minutes: number | null;
  /** The player's session time limit in minutes (a raise binds from the next sign-in); null when none. */
  session_limit_minutes: number | null;
  /** When play stops in this session (started_at + the limit binding it); null without a limit. */
  session_ends_at: number | null;
}

/** `POST /api/responsible-gaming/reality-check`: the interval in minutes, or null to turn it off. */
export const setRealityCheckPayloadSchema = z.object({
  minutes: z.nullable(
    z
      .int('must be a whole number of minutes')
      .check(z.refine((minutes) => (REALITY_CHECK_MINUTES as readonly number[]).includes(minutes), `must be one of ${REALITY_CHECK_MINUTES.join(', ')}`)),
  ),
});
export type SetRealityCheckPayload = z.infer<typeof setRealityCheckPayloadSchema>;

/** The session time limits a player may choose, in minutes: play stops once a sign-in has lasted this long. */
export const SESSION_LIMIT_MINUTES = [15, 30, 60, 120, 180, 240, 360] as const;

/** `POST /api/responsible-gaming/session-limit`: the limit in minutes, or null for none. */
export const setSessionLimitPayloadSchema = z.object({
  minutes: z.nullable(
    z
      .int('must be a whole number of minutes')
      .check(z.refine((minutes) => (SESSION_LIMIT_MINUTES as readonly number[]).includes(minutes), `must be one of ${SESSION_LIMIT_MINUTES.join(', ')}`)),
  ),
});
export type SetSessionLimitPayload = z.infer<typeof setSessionLimitPayloadSchema>;

/** One movement of a statement: a ledger row of cash (2) or bonus (1). Amounts minor units, signed. */
export interface StatementRow {
  time: number;
  /** The ledger's cause: deposit, withdraw, withdraw_settled, bet, win, claim, promotion, cashback, bonus_released, seed_grant. */
  cause: string;
  money_type: number;
  amount: number;
  balance_after: number;
}

/** `GET /api/responsible-gaming/statement`: the player's cash and bonus over [from, to), with a CSV of the same rows. */
export interface GamingStatement {
  from: number;
  to: number;
  /** Balance before `from` and at `to`, per money type ("1" bonus, "2" cash): opening + Σ amounts = closing. */
  opening: Record<string, number>;
  closing: Record<string, number>;
  /** Σ amounts per cause and money type, e.g. `{ "bet": { "2": -1200 } }`. */
  totals: Record<string, Record<string, number>>;
  rows: StatementRow[];
  /** The rows as CSV (time in UTC ISO 8601, amounts in major units), for the download. */
  csv: string;
}

/** At most a year per statement. */
export const STATEMENT_MAX_SECONDS = 366 * 24 * 60 * 60;

const unixSeconds = z.pipe(
  z.union([z.int(), z.string().check(z.regex(/^\d{1,12}$/, 'must be Unix seconds'))]),
  z.transform((value) => Number(value)),
);

/** The period of a statement, Unix seconds, `from` < `to`, at most {@link STATEMENT_MAX_SECONDS} apart. */
export const gamingStatementPayloadSchema = z
  .object({ from: unixSeconds, to: unixSeconds })
  .check(
    z.refine((period) => period.from < period.to && period.to - period.from <= STATEMENT_MAX_SECONDS, {
      error: 'must be after from, at most a year later',
      path: ['to'],
    }),
  );
export type GamingStatementPayload = z.infer<typeof gamingStatementPayloadSchema>;
