// The responsible-gaming calls the kernel defines (issue 25); the api-server enforces every limit.
import { casinoApi } from '@casino/shared-kernel/api';
import type { GamingBreakDuration, GamingBreakKind, GamingLimitKind, GamingLimitPeriod, GamingLimits, GamingSession, GamingStatement } from '@casino/shared-kernel/api-contract';

const quiet = { hideErrorMsg: true } as const;

/** GET /api/responsible-gaming/limits: the player's limits, what each window used, pending changes. */
export const loadGamingLimits = (signal?: AbortSignal): Promise<GamingLimits> => casinoApi.get('gamingLimits', undefined, { ...quiet, signal });

/** POST /api/responsible-gaming/limits: `amount` in minor units; null removes the limit (after the cool-down). */
export const setGamingLimit = (kind: GamingLimitKind, period: GamingLimitPeriod, amount: number | null): Promise<GamingLimits> =>
  casinoApi.post('setGamingLimit', { kind, period, amount }, quiet);

/** POST /api/responsible-gaming/limits/confirm: applies a pending increase or removal once its cool-down is over. */
export const confirmGamingLimit = (kind: GamingLimitKind, period: GamingLimitPeriod): Promise<GamingLimits> =>
  casinoApi.post('confirmGamingLimit', { kind, period }, quiet);

/** POST /api/responsible-gaming/break: a time-out or self-exclusion, starting at once. */
export const takeGamingBreak = (kind: GamingBreakKind, duration: GamingBreakDuration): Promise<GamingLimits> =>
  casinoApi.post('takeGamingBreak', { kind, duration }, quiet);

/** GET /api/responsible-gaming/session: this sign-in's facts and the reality-check interval. */
export const loadGamingSession = (signal?: AbortSignal): Promise<GamingSession> => casinoApi.get('gamingSession', undefined, { ...quiet, signal });

/** POST /api/responsible-gaming/reality-check: minutes, or null for off. */
export const setRealityCheck = (minutes: number | null): Promise<GamingSession> => casinoApi.post('setRealityCheck', { minutes }, quiet);

/** POST /api/responsible-gaming/session-limit: minutes, or null for none. */
export const setSessionLimit = (minutes: number | null): Promise<GamingSession> => casinoApi.post('setSessionLimit', { minutes }, quiet);

/** GET /api/responsible-gaming/statement: a period's cash and bonus movements, with their CSV. */
export const loadGamingStatement = (from: number, to: number): Promise<GamingStatement> => casinoApi.get('gamingStatement', { from, to }, quiet);
