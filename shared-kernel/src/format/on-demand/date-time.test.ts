import { describe, expect, it } from 'vitest';
import { CHINESE_WEEKDAYS, formatDateTime, fromEpochSeconds, localDay, type WeekdayNames } from './date-time.ts';
import { MISSING_VALUE } from '@casino/shared-kernel/format-core';

// Local-time constructors, so the tests hold in any time zone.
const sunday = new Date(2026, 10, 22, 14, 5, 9);

describe('formatDateTime', () => {
  it('writes the default y-m-d h:i:s with the Chinese weekday', () => {
    expect(formatDateTime(sunday)).toBe('2026-11-22 14:05:09 星期日');
  });

  it('zero-pads every field and uses the 24-hour clock', () => {
    expect(formatDateTime(new Date(2024, 0, 1, 0, 0, 0))).toBe('2024-01-01 00:00:00 星期一');
    expect(formatDateTime(new Date(2024, 1, 29, 23, 59, 59))).toBe('2024-02-29 23:59:59 星期四');
    expect(formatDateTime(new Date(2024, 5, 8, 9, 7, 3))).toBe('2024-06-08 09:07:03 星期六');
  });

  it('names each weekday', () => {
    const names = [0, 1, 2, 3, 4, 5, 6].map((offset) => formatDateTime(new Date(2026, 10, 22 + offset), 'w'));
    expect(names).toEqual([...CHINESE_WEEKDAYS]);
    expect(names).toEqual(['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六']);
  });

  it('follows another pattern and copies other characters', () => {
    expect(formatDateTime(sunday, 'y-m-d')).toBe('2026-11-22');
    expect(formatDateTime(sunday, 'd/m/y h:i')).toBe('22/11/2026 14:05');
    expect(formatDateTime(sunday, 'y年m月d日')).toBe('2026年11月22日');
  });

  it('takes other weekday names', () => {
    const english: WeekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    expect(formatDateTime(sunday, 'y-m-d w', { weekdayNames: english })).toBe('2026-11-22 Sun');
  });

  it('shows a placeholder for an invalid date', () => {
    expect(formatDateTime(new Date(Number.NaN))).toBe(MISSING_VALUE);
  });
});

describe('fromEpochSeconds', () => {
  it('reads server seconds, not milliseconds', () => {
    expect(fromEpochSeconds(1_700_000_000).getTime()).toBe(1_700_000_000_000);
    expect(fromEpochSeconds(0).getTime()).toBe(0);
  });
});

describe('localDay', () => {
  it('is the device’s calendar day, yyyy-mm-dd', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 10, 22, 0, 0))).toBe('2026-11-22');
  });
});
