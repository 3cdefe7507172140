import { describe, expect, it } from 'vitest';
import { checkDate } from './date.ts';

describe('checkDate', () => {
  it.each(['01/01/2000', '31/12/1999', '29/02/2024', '29/02/2000', '30/04/2024', '31/01/2024'])('accepts %s', (date) => {
    expect(checkDate(date)).toEqual({ ok: true });
  });

  it.each(['31/02/2024', '29/02/2023', '29/02/1900', '31/04/2024', '00/01/2024', '01/00/2024', '01/13/2024', '32/01/2024', '01/01/0000'])(
    'rejects %s, which is no day on the calendar',
    (date) => {
      expect(checkDate(date)).toEqual({ ok: false, reason: 'date_impossible' });
    },
  );

  it.each(['1/2/2024', '2024-02-01', '01-02-2024', '01/02/24', '01/02/2024 ', 'aa/bb/cccc'])('rejects %j as not dd/mm/yyyy', (date) => {
    expect(checkDate(date)).toEqual({ ok: false, reason: 'date_format' });
  });

  it('asks for a value when empty', () => {
    expect(checkDate('')).toEqual({ ok: false, reason: 'required' });
  });
});
