const pad2 = (value: number): string => String(value).padStart(2, '0');

/** A countdown split for display; `hours`, `minutes` and `seconds` are zero-padded to 2 digits. */
export interface CountdownParts {
  /** Whole days; always 0 when days are not split off. */
  readonly days: number;
  readonly hours: string;
  readonly minutes: string;
  readonly seconds: string;
}

/** Options of {@link countdownParts} and {@link formatCountdown}. */
export interface CountdownOptions {
  /** Split off whole days (true by default); when false, hours run past 23 ("49:00:00"). */
  readonly withDays?: boolean;
}

/**
 * Seconds left, split into days, hours, minutes and seconds. A fraction of a second is dropped
 * (the timer turns over on the whole second); negative, NaN and infinite values count as 0, since a
 * countdown without time left reads "00:00:00".
 */
export function countdownParts(secondsLeft: number, options: CountdownOptions = {}): CountdownParts {
  const { withDays = true } = options;
  const total = Number.isFinite(secondsLeft) && secondsLeft > 0 ? Math.floor(secondsLeft) : 0;
  const days = withDays ? Math.floor(total / 86_400) : 0;
  const rest = total - days * 86_400;
  return {
    days,
    hours: pad2(Math.floor(rest / 3_600)),
    minutes: pad2(Math.floor((rest % 3_600) / 60)),
    seconds: pad2(rest % 60),
  };
}

/** Options of {@link formatCountdown}. */
export interface FormatCountdownOptions extends CountdownOptions {
  /**
   * The text before the clock from one day on, "1d " by default. Pass a translated one, plural
   * forms included: `(days) => t('countdown_days', { count: days }) + ' '`.
   */
  readonly dayPrefix?: (days: number) => string;
}

/**
 * A countdown as hh:mm:ss, prefixed by the days when there is at least one (spec 9):
 * 93784 → "1d 02:03:04", 7384 → "02:03:04". For another layout (days on a line of their own),
 * use {@link countdownParts}.
 */
export function formatCountdown(secondsLeft: number, options: FormatCountdownOptions = {}): string {
  const { dayPrefix = (days: number) => `${days}d `, ...split } = options;
  const { days, hours, minutes, seconds } = countdownParts(secondsLeft, split);
  const clock = `${hours}:${minutes}:${seconds}`;
  return days > 0 ? `${dayPrefix(days)}${clock}` : clock;
}
