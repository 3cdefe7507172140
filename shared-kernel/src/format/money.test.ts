import { describe, expect, it } from 'vitest';
import {
  GOLD_PANNING_SCALE,
  MONEY_SCALE,
  TURNTABLE_SCALE,
  formatMoney,
  formatServerAmount,
  fromServerAmount,
  isLowBalance,
  numberLocaleFor,
} from './money.ts';
import { MISSING_VALUE } from './missing-value.ts';

describe('formatMoney, full amounts', () => {
  it.each([
    [0, '0.00'],
    [1, '1.00'],
    [999, '999.00'],
    [1000, '1,000.00'],
    [1234.5, '1,234.50'],
    [99999, '99,999.00'],
    [1000000, '1,000,000.00'],
    [1234567.891, '1,234,567.89'],
  ])('writes %d as %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('takes the number of decimals as a parameter', () => {
    expect(formatMoney(1234.5678, { decimals: 0 })).toBe('1,235');
    expect(formatMoney(1234.5678, { decimals: 3 })).toBe('1,234.568');
    expect(formatMoney(7, { decimals: 4 })).toBe('7.0000');
  });

  it('rounds half-up on the decimal the number prints as (not the binary toFixed sees)', () => {
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(formatMoney(1.005)).toBe('1.01');
    expect(formatMoney(2.345)).toBe('2.35');
    expect(formatMoney(2.344999)).toBe('2.34');
    expect(formatMoney(999.995)).toBe('1,000.00');
    expect(formatMoney(0.5, { decimals: 0 })).toBe('1');
    expect(formatMoney(2.5, { decimals: 0 })).toBe('3');
  });

  it('signs negative amounts and rounds them away from zero at .5', () => {
    expect(formatMoney(-1234.5)).toBe('-1,234.50');
    expect(formatMoney(-0.005)).toBe('-0.01');
    expect(formatMoney(-1000000)).toBe('-1,000,000.00');
  });

  it('never writes a negative zero', () => {
    expect(formatMoney(-0)).toBe('0.00');
    expect(formatMoney(-0.001)).toBe('0.00');
    expect(formatMoney(-0.4, { decimals: 0 })).toBe('0');
    expect(formatMoney(-0.0001, { compact: 'from-1000' })).toBe('0.00');
  });

  it('handles very small and very large numbers exactly', () => {
    expect(formatMoney(1e-7)).toBe('0.00');
    expect(formatMoney(0.000005, { decimals: 5 })).toBe('0.00001');
    expect(formatMoney(1e21)).toBe('1,000,000,000,000,000,000,000.00');
  });

  it('shows a placeholder for NaN and Infinity', () => {
    expect(formatMoney(Number.NaN)).toBe(MISSING_VALUE);
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe(MISSING_VALUE);
    expect(formatMoney(Number.NEGATIVE_INFINITY, { compact: 'from-1000' })).toBe(MISSING_VALUE);
  });

  it('rejects a decimals value that is not a whole number from 0 to 20', () => {
    expect(() => formatMoney(1, { decimals: -1 })).toThrow(RangeError);
    expect(() => formatMoney(1, { decimals: 1.5 })).toThrow(RangeError);
    expect(() => formatMoney(1, { decimals: 21 })).toThrow(RangeError);
  });
});

describe('formatMoney, Brazilian locale', () => {
  it('swaps the separators', () => {
    expect(formatMoney(1234.56, { locale: 'pt-br' })).toBe('1.234,56');
    expect(formatMoney(-1234567.8, { locale: 'pt-br' })).toBe('-1.234.567,80');
    expect(formatMoney(0, { locale: 'pt-br' })).toBe('0,00');
  });

  it('swaps them in K and M amounts too', () => {
    expect(formatMoney(1500, { locale: 'pt-br', compact: 'from-1000' })).toBe('1,5K');
    expect(formatMoney(1234567, { locale: 'pt-br', compact: 'from-100k' })).toBe('1,23M');
    expect(formatMoney(1_500_000_000, { locale: 'pt-br', compact: 'from-1000' })).toBe('1.500M');
  });

  it('is chosen from the language code', () => {
    expect(numberLocaleFor('pt-br')).toBe('pt-br');
    expect(numberLocaleFor('pt-BR')).toBe('pt-br');
    expect(numberLocaleFor('pt')).toBe('pt-br');
    expect(numberLocaleFor('en')).toBe('en');
    expect(numberLocaleFor('es')).toBe('en');
    expect(numberLocaleFor('pt-pt')).toBe('en');
  });
});

describe('formatMoney, compact K and M', () => {
  it.each([
    [999, '999.00'],
    [1000, '1K'],
    [1500, '1.5K'],
    [1234.56, '1.23K'],
    [99999, '99.99K'],
    [100000, '100K'],
    [999999, '999.99K'],
    [1000000, '1M'],
    [1234567, '1.23M'],
    [1_500_000_000, '1,500M'],
  ])('from 1000: writes %d as %s', (amount, text) => {
    expect(formatMoney(amount, { compact: 'from-1000' })).toBe(text);
  });

  it.each([
    [999, '999.00'],
    [1000, '1,000.00'],
    [99999, '99,999.00'],
    [99999.99, '99,999.99'],
    [100000, '100K'],
    [123456, '123.45K'],
    [999999, '999.99K'],
    [1000000, '1M'],
    [2500000, '2.5M'],
  ])('from 100k: writes %d as %s', (amount, text) => {
    expect(formatMoney(amount, { compact: 'from-100k' })).toBe(text);
  });

  it('never overstates: K and M round toward zero', () => {
    expect(formatMoney(1999.99, { compact: 'from-1000' })).toBe('1.99K');
    expect(formatMoney(999999.99, { compact: 'from-1000' })).toBe('999.99K');
    expect(formatMoney(-1999.99, { compact: 'from-1000' })).toBe('-1.99K');
  });

  it('measures the thresholds on the size of negative amounts', () => {
    expect(formatMoney(-999, { compact: 'from-1000' })).toBe('-999.00');
    expect(formatMoney(-1000, { compact: 'from-1000' })).toBe('-1K');
    expect(formatMoney(-99999, { compact: 'from-100k' })).toBe('-99,999.00');
    expect(formatMoney(-100000, { compact: 'from-100k' })).toBe('-100K');
    expect(formatMoney(-1000000, { compact: 'from-100k' })).toBe('-1M');
  });

  it('caps K and M digits at decimals', () => {
    expect(formatMoney(1234567, { compact: 'from-1000', decimals: 0 })).toBe('1M');
    expect(formatMoney(1234567, { compact: 'from-1000', decimals: 3 })).toBe('1.234M');
  });

  it('is off unless asked for', () => {
    expect(formatMoney(1000000)).toBe('1,000,000.00');
    expect(formatMoney(1000000, { compact: 'off' })).toBe('1,000,000.00');
  });
});

describe('server amounts', () => {
  it('divide by 100 for money and by 10000 for gold panning and the turntable', () => {
    expect(MONEY_SCALE).toBe(100);
    expect(GOLD_PANNING_SCALE).toBe(10000);
    expect(TURNTABLE_SCALE).toBe(10000);
    expect(fromServerAmount(12345)).toBe(123.45);
    expect(fromServerAmount(12345, GOLD_PANNING_SCALE)).toBe(1.2345);
    expect(fromServerAmount(9999, GOLD_PANNING_SCALE)).toBeLessThan(1);
    expect(fromServerAmount(10000, TURNTABLE_SCALE)).toBe(1);
  });

  it('are low below one unit of the currency (the low-balance popup, spec 4)', () => {
    expect(isLowBalance(99)).toBe(true);
    expect(isLowBalance(0)).toBe(true);
    expect(isLowBalance(100)).toBe(false);
  });

  it('rejects a scale that is not positive', () => {
    expect(() => fromServerAmount(1, 0)).toThrow(RangeError);
    expect(() => fromServerAmount(1, -100)).toThrow(RangeError);
    expect(() => fromServerAmount(1, Number.NaN)).toThrow(RangeError);
  });

  it('format in one call', () => {
    expect(formatServerAmount(123456)).toBe('1,234.56');
    expect(formatServerAmount(-5)).toBe('-0.05');
    expect(formatServerAmount(123456, { scale: TURNTABLE_SCALE })).toBe('12.35');
    expect(formatServerAmount(12345, { scale: GOLD_PANNING_SCALE, decimals: 4 })).toBe('1.2345');
    expect(formatServerAmount(100_000_000, { compact: 'from-100k', locale: 'pt-br' })).toBe('1M');
    expect(formatServerAmount(123456789, { locale: 'pt-br' })).toBe('1.234.567,89');
  });
});
