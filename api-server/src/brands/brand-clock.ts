/**
 * Each brand's clock: the offset of its country's time from UTC, in minutes (neither India nor
 * Brazil moves its clocks today). "Today" for a brand's limits, daily gifts and monthly events is
 * the day on this clock; a brand not listed keeps UTC.
 */
const UTC_OFFSET_MINUTES: Readonly<Record<string, number>> = {
  india: 5 * 60 + 30,
  brasil: -3 * 60,
};

export function brandUtcOffsetMinutes(brand: string): number {
  return UTC_OFFSET_MINUTES[brand] ?? 0;
}
