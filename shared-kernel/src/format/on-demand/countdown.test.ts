import { describe, expect, it } from 'vitest';
import { countdownParts, formatCountdown } from './countdown.ts';

const DAY = 86_400;

describe('formatCountdown', () => {
  it('writes hh:mm:ss without a day prefix under one day', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(7384)).toBe('02:03:04');
    expect(formatCountdown(DAY - 1)).toBe('23:59:59');
  });

  it('prefixes the days from one day on', () => {
    expect(formatCountdown(DAY)).toBe('1d 00:00:00');
    expect(formatCountdown(93784)).toBe('1d 02:03:04');
    expect(formatCountdown(10 * DAY + 59)).toBe('10d 00:00:59');
  });

  it('takes a translated day prefix, plural forms included', () => {
    const dayPrefix = (days: number) => `${days} ${days === 1 ? 'dia' : 'dias'}, `;
    expect(formatCountdown(DAY + 3600, { dayPrefix })).toBe('1 dia, 01:00:00');
    expect(formatCountdown(2 * DAY + 3600, { dayPrefix })).toBe('2 dias, 01:00:00');
    expect(formatCountdown(3600, { dayPrefix })).toBe('01:00:00');
  });

  it('runs hours past 23 when days are not split off', () => {
    expect(formatCountdown(2 * DAY + 3600, { withDays: false })).toBe('49:00:00');
    expect(formatCountdown(6 * 3600, { withDays: false })).toBe('06:00:00');
    expect(formatCountdown(100 * 3600, { withDays: false })).toBe('100:00:00');
  });

  it('drops fractions and counts negative or missing time as zero', () => {
    expect(formatCountdown(59.999)).toBe('00:00:59');
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
    expect(formatCountdown(Number.POSITIVE_INFINITY)).toBe('00:00:00');
  });
});

describe('countdownParts', () => {
  it('returns the parts for a layout of its own', () => {
    expect(countdownParts(93784)).toEqual({ days: 1, hours: '02', minutes: '03', seconds: '04' });
    expect(countdownParts(3599)).toEqual({ days: 0, hours: '00', minutes: '59', seconds: '59' });
    expect(countdownParts(93784, { withDays: false })).toEqual({ days: 0, hours: '26', minutes: '03', seconds: '04' });
  });
});
