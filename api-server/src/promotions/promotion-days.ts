/**
 * Promotion days are UTC days: the daily ladders, boxes and limits all refresh at 00:00 UTC, the
 * `refresh_time` the blind box answers. One clock for every brand keeps a day the same everywhere.
 */
const DAY_MS = 86_400_000;

/** The UTC date of an instant (ms), as `yyyy-mm-dd`. */
export function promotionDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Unix seconds of the next 00:00 UTC after an instant (ms). */
export function nextRefreshTime(ms: number): number {
  return (Math.floor(ms / DAY_MS) + 1) * (DAY_MS / 1000);
}

/** Unix seconds of an instant (ms). */
export const unixSeconds = (ms: number) => Math.floor(ms / 1000);
