import { MISSING_VALUE } from '@casino/shared-kernel/format-core';

/** Seven weekday names, Sunday first (the order of `Date.getDay()`). */
export type WeekdayNames = readonly [string, string, string, string, string, string, string];

/** The Chinese weekday names of the spec's default date format, Sunday first. */
export const CHINESE_WEEKDAYS: WeekdayNames = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

/**
 * The spec's default date format "y-m-d h:i:s" with the weekday: "2026-11-22 14:05:09 星期日".
 * Letters: y year (4 digits), m month, d day, h hour (00–23), i minute, s second, w weekday name;
 * every other character is copied. All numbers but the year are zero-padded to 2 digits.
 */
export const DEFAULT_DATE_TIME_PATTERN = 'y-m-d h:i:s w';

/** Options of {@link formatDateTime}. */
export interface DateTimeOptions {
  /** Names for the `w` letter; {@link CHINESE_WEEKDAYS} by default. */
  readonly weekdayNames?: WeekdayNames;
}

const pad2 = (value: number): string => String(value).padStart(2, '0');

/**
 * A date in the device's time zone by `pattern` (see {@link DEFAULT_DATE_TIME_PATTERN}), e.g.
 * `formatDateTime(date, 'y-m-d')` → "2026-11-22". An invalid date gives {@link MISSING_VALUE}.
 */
export function formatDateTime(date: Date, pattern: string = DEFAULT_DATE_TIME_PATTERN, options: DateTimeOptions = {}): string {
  if (Number.isNaN(date.getTime())) return MISSING_VALUE;
  const { weekdayNames = CHINESE_WEEKDAYS } = options;
  const fields: Record<string, () => string> = {
    y: () => String(date.getFullYear()).padStart(4, '0'),
    m: () => pad2(date.getMonth() + 1),
    d: () => pad2(date.getDate()),
    h: () => pad2(date.getHours()),
    i: () => pad2(date.getMinutes()),
    s: () => pad2(date.getSeconds()),
    w: () => weekdayNames[date.getDay()] ?? '',
  };
  return pattern.replace(/[ymdhisw]/g, (letter) => fields[letter]?.() ?? letter);
}

/**
 * The device's local calendar day of `date`, `yyyy-mm-dd`: "once a day" rules (the notice popup,
 * the low-balance popup) follow the player's own midnight.
 */
export function localDay(date: Date): string {
  return formatDateTime(date, 'y-m-d');
}

/** A server time in seconds since the epoch (e.g. an activity's `show_end_time`) as a Date. */
export function fromEpochSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}
