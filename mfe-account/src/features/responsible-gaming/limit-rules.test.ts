import { describe, expect, it } from 'vitest';
import { limitInputText, parseLimitAmount } from './limit-rules.ts';

describe('a typed limit', () => {
  it('reads whole amounts and up to two decimals, with a point or a comma, as minor units', () => {
    expect(parseLimitAmount('1000')).toBe(1_000_00);
    expect(parseLimitAmount(' 1000.5 ')).toBe(1_000_50);
    expect(parseLimitAmount('1000,05')).toBe(1_000_05);
    expect(parseLimitAmount('0.01')).toBe(1);
  });

  it('refuses nothing, zero, negatives, three decimals, separators and words', () => {
    for (const typed of ['', '0', '0.00', '-5', '10.001', '1,000.00', '1 000', 'ten', '1e3']) expect(parseLimitAmount(typed), typed).toBeUndefined();
  });

  it('writes an amount back as the input takes it', () => {
    expect(limitInputText(1_000_00)).toBe('1000');
    expect(limitInputText(1_000_50)).toBe('1000.50');
    expect(parseLimitAmount(limitInputText(1_234_05))).toBe(1_234_05);
  });
});
