import { describe, expect, it } from 'vitest';
import { applySiteSettings } from '@casino/shared-kernel/state';
import { balanceFigures, type BalanceOptions } from './balances.ts';

const brand = (currency: string, currencySymbol: string) =>
  applySiteSettings({ groups: [{ group: 'base', items: [{ key: 'currency', value: currency }, { key: 'currencySymbol', value: currencySymbol }] }] });

const options = (overrides: Partial<BalanceOptions> = {}): BalanceOptions => ({
  currencySymbol: '₹',
  language: 'en',
  goldFlag: true,
  compact: 'from-100k',
  ...overrides,
});

describe('the header balances', () => {
  it('cash, bonus and gold in minor units, with separators and 2 decimals; money carries the symbol', () => {
    expect(balanceFigures({ money: 123_456_789, coin: 50_00, gold: 7 }, options())).toEqual([
      { kind: 'cash', text: '₹1.23M' },
      { kind: 'bonus', text: '₹50.00' },
      { kind: 'gold', text: '0.07' },
    ]);
    expect(balanceFigures({ money: 9_999_999, coin: 0, gold: 0 }, options())[0]?.text).toBe('₹99,999.99');
  });

  it('K from 100,000 on desktop and from 1,000 on the narrow phone header, never rounding up', () => {
    expect(balanceFigures({ money: 10_000_000, coin: 0, gold: 0 }, options())[0]?.text).toBe('₹100K');
    expect(balanceFigures({ money: 123_456, coin: 99_999, gold: 0 }, options({ compact: 'from-1000' })).map((figure) => figure.text)).toEqual(['₹1.23K', '₹999.99', '0.00']);
  });

  it('per brand: the brand’s symbol (INR ₹ when it names no currency) and the Brazilian separators', () => {
    const brasil = brand('BRL', 'R$');
    expect(balanceFigures({ money: 1_234_567, coin: 0, gold: 0 }, options({ currencySymbol: brasil.currencySymbol, language: 'pt-br' }))[0]?.text).toBe('R$12.345,67');
    const unnamed = brand('', 'R$');
    expect(balanceFigures({ money: 1_234_567, coin: 0, gold: 0 }, options({ currencySymbol: unnamed.currencySymbol }))[0]?.text).toBe('₹12,345.67');
    const symbolLess = brand('BRL', '');
    expect(balanceFigures({ money: 100, coin: 0, gold: 0 }, options({ currencySymbol: symbolLess.currencySymbol }))[0]?.text).toBe('R$1.00');
  });

  it('no gold where the site has none', () => {
    expect(balanceFigures({ money: 0, coin: 0, gold: 500 }, options({ goldFlag: false })).map((figure) => figure.kind)).toEqual(['cash', 'bonus']);
  });
});
