const pad = (value: number) => String(value).padStart(2, '0');

/**
 * `hh:mm:ss` of a whole number of seconds, with `dayPrefix(days)` in front from one day on (spec 9,
 * "time hh:mm:ss with optional day prefix"). Local until `@casino/shared-kernel/format` has its own.
 */
export function formatCountdown(totalSeconds: number, dayPrefix: (days: number) => string): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / 86_400);
  const clock = `${pad(Math.floor((seconds % 86_400) / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return days > 0 ? `${dayPrefix(days)}${clock}` : clock;
}
