import { describe, expect, it } from 'vitest';
import { parseTypedAmount } from './typed-amount.ts';

describe('a typed amount', () => {
  it('reads whole amounts and up to two decimals, with a point or a comma, as minor units', () => {
    expect(parseTypedAmount('1000')).toBe(1_000_00);
    expect(parseTypedAmount(' 1000.5 ')).toBe(1_000_50);
    expect(parseTypedAmount('1000,05')).toBe(1_000_05);
    expect(parseTypedAmount('0.01')).toBe(1);
  });

  it('refuses nothing, zero, negatives, three decimals, separators and words', () => {
    for (const typed of ['', '0', '0.00', '-5', '10.001', '1,000.00', '1 000', 'ten', '1e3']) expect(parseTypedAmount(typed), typed).toBeUndefined();
  });
});
