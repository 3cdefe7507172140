import { describe, expect, it } from 'vitest';
import { withAreaCode } from './area-code.ts';

describe('withAreaCode', () => {
  it('prefixes the area code, without "+"', () => {
    expect(withAreaCode('9876543210', '+91')).toBe('919876543210');
    expect(withAreaCode('9876543210', '91')).toBe('919876543210');
    expect(withAreaCode('11987654321', '+55')).toBe('5511987654321');
  });

  it('leaves a number that already starts with the area code', () => {
    expect(withAreaCode('919876543210', '+91')).toBe('919876543210');
    expect(withAreaCode('5511987654321', '+55')).toBe('5511987654321');
  });

  it('prefixes a number of local length even if it starts with the area code digits', () => {
    expect(withAreaCode('9123456789', '+91')).toBe('919123456789');
    expect(withAreaCode('5598765432', '+55')).toBe('555598765432');
    expect(withAreaCode('55987654321', '+55')).toBe('5555987654321');
  });

  it('follows the spec rule alone for an area code without known lengths', () => {
    expect(withAreaCode('52123456', '+52')).toBe('52123456');
    expect(withAreaCode('5512345678', '+52')).toBe('525512345678');
  });

  it('keeps a number typed with "+" as already international', () => {
    expect(withAreaCode('+919876543210', '+91')).toBe('919876543210');
    expect(withAreaCode('+5511987654321', '+91')).toBe('5511987654321');
  });

  it('drops spaces, dashes and brackets', () => {
    expect(withAreaCode('98765 43210', '+91')).toBe('919876543210');
    expect(withAreaCode('(11) 98765-4321', '+55')).toBe('5511987654321');
  });

  it('keeps an empty number empty', () => {
    expect(withAreaCode('', '+91')).toBe('');
    expect(withAreaCode(' ', '+91')).toBe('');
  });
});
