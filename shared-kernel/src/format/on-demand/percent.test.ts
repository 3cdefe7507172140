import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent.ts';

describe('formatPercent', () => {
  it('writes the share to two decimals, rounded half-up', () => {
    expect(formatPercent(3, 7)).toBe('42.86%');
    expect(formatPercent(1, 3)).toBe('33.33%');
    expect(formatPercent(2, 3)).toBe('66.67%');
    expect(formatPercent(1, 160)).toBe('0.63%');
    expect(formatPercent(1, 8)).toBe('12.50%');
    expect(formatPercent(5, 5)).toBe('100.00%');
    expect(formatPercent(0, 9)).toBe('0.00%');
  });

  it('gives 0.00% when there is nothing to divide by', () => {
    expect(formatPercent(0, 0)).toBe('0.00%');
    expect(formatPercent(4, 0)).toBe('0.00%');
    expect(formatPercent(4, -2)).toBe('0.00%');
    expect(formatPercent(Number.NaN, 10)).toBe('0.00%');
    expect(formatPercent(4, Number.POSITIVE_INFINITY)).toBe('0.00%');
  });

  it('uses the Brazilian decimal comma', () => {
    expect(formatPercent(3, 7, 'pt-br')).toBe('42,86%');
  });
});
