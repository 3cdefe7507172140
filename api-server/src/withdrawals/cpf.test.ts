import { describe, expect, it } from 'vitest';
import { cpfWithCheckDigits, isValidCpf } from './cpf.ts';

describe('CPF check digits', () => {
  it('accepts CPFs whose two check digits match', () => {
    // Published examples of valid CPFs.
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf('390.533.447-05')).toBe(true);
    // A first check digit of 0 (remainder below 2).
    expect(isValidCpf('123.456.789-09')).toBe(true);
  });

  it('refuses a wrong first or second check digit', () => {
    expect(isValidCpf('529.982.247-35')).toBe(false);
    expect(isValidCpf('529.982.247-26')).toBe(false);
    expect(isValidCpf('123.456.789-00')).toBe(false);
  });

  it('refuses one digit repeated, which passes the arithmetic but is never issued', () => {
    for (const digit of '0123456789') {
      const same = digit.repeat(11);
      expect(isValidCpf(`${same.slice(0, 3)}.${same.slice(3, 6)}.${same.slice(6, 9)}-${same.slice(9)}`)).toBe(false);
    }
  });

  it('refuses anything not written ddd.ddd.ddd-dd', () => {
    expect(isValidCpf('52998224725')).toBe(false);
    expect(isValidCpf('529.982.247-2')).toBe(false);
  });

  it('computes the check digits it checks', () => {
    expect(cpfWithCheckDigits('529982247')).toBe('529.982.247-25');
    for (let n = 0; n < 200; n += 1) expect(isValidCpf(cpfWithCheckDigits(String(200_000_000 + n * 7_919)))).toBe(true);
    expect(() => cpfWithCheckDigits('12345')).toThrow();
  });
});
