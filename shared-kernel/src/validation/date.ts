import { VALID, invalid, type RequiredProblem, type ValidationResult } from './validation-result.ts';

/** Why {@link checkDate} rejects a value: empty, not dd/mm/yyyy, or no such day. */
export type DateProblem = RequiredProblem | 'date_format' | 'date_impossible';

const DATE_PATTERN = /^([0-9]{2})\/([0-9]{2})\/([0-9]{4})$/;

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC avoids daylight-saving gaps.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * A date written dd/mm/yyyy (spec 5) that exists on the calendar: "29/02/2024" passes,
 * "31/02/2024" and "29/02/2023" are `date_impossible`, "1/2/2024" is `date_format`. Year 0000 is
 * impossible (the calendar has none).
 */
export function checkDate(value: string): ValidationResult<DateProblem> {
  if (value === '') return invalid('required');
  const match = DATE_PATTERN.exec(value);
  if (!match) return invalid('date_format');
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  const exists = year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
  return exists ? VALID : invalid('date_impossible');
}
