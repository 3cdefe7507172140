import { describe, expect, it } from 'vitest';
import { checkPhoneNumber, nationalNumber, withAreaCode } from './phone-number.ts';

describe('checkPhoneNumber, the brand rule of every phone form', () => {
  it('India (+91): exactly 10 digits, the area code typed or not', () => {
    expect(checkPhoneNumber('9876543210', '+91')).toEqual({ ok: true });
    expect(checkPhoneNumber('98765 43210', '+91')).toEqual({ ok: true });
    // Accepted alike at sign-up and at phone binding: the number with its area code in front.
    expect(checkPhoneNumber('919876543210', '+91')).toEqual({ ok: true });
    expect(checkPhoneNumber('+91 98765 43210', '+91')).toEqual({ ok: true });
    expect(checkPhoneNumber('987654321', '+91')).toEqual({ ok: false, reason: 'phone_length' });
    expect(checkPhoneNumber('98765432101', '+91')).toEqual({ ok: false, reason: 'phone_length' });
  });

  it('Brazil (+55): a 2-digit area code then 8 or 9 digits', () => {
    expect(checkPhoneNumber('11987654321', '+55')).toEqual({ ok: true });
    expect(checkPhoneNumber('1187654321', '+55')).toEqual({ ok: true });
    expect(checkPhoneNumber('(11) 98765-4321', '+55')).toEqual({ ok: true });
    expect(checkPhoneNumber('5511987654321', '+55')).toEqual({ ok: true });
    expect(checkPhoneNumber('119876543', '+55')).toEqual({ ok: false, reason: 'phone_length' });
  });

  it('elsewhere: 10 or 11 digits', () => {
    expect(checkPhoneNumber('0812345678', '+66')).toEqual({ ok: true });
    expect(checkPhoneNumber('12345', '+66')).toEqual({ ok: false, reason: 'phone_length' });
  });

  it('asks for a number, and for digits only', () => {
    expect(checkPhoneNumber('', '+91')).toEqual({ ok: false, reason: 'required' });
    expect(checkPhoneNumber('  ', '+91')).toEqual({ ok: false, reason: 'required' });
    expect(checkPhoneNumber('98765abc10', '+91')).toEqual({ ok: false, reason: 'phone_digits' });
  });

  it('refuses another country’s number on a brand', () => {
    expect(checkPhoneNumber('+5511987654321', '+91')).toEqual({ ok: false, reason: 'phone_length' });
  });
});

describe('nationalNumber', () => {
  it('drops the area code typed in front, keeps a national number that starts with its digits', () => {
    expect(nationalNumber('919876543210', '+91')).toBe('9876543210');
    expect(nationalNumber('+91 98765 43210', '+91')).toBe('9876543210');
    expect(nationalNumber('9123456789', '+91')).toBe('9123456789');
    expect(nationalNumber('5598765432', '+55')).toBe('5598765432');
  });
});

describe('withAreaCode, the number as sent', () => {
  it('prefixes the area code, without "+"', () => {
    expect(withAreaCode('9876543210', '+91')).toBe('919876543210');
    expect(withAreaCode('9876543210', '91')).toBe('919876543210');
    expect(withAreaCode('11987654321', '+55')).toBe('5511987654321');
  });

  it('leaves a number that already starts with the area code', () => {
    expect(withAreaCode('919876543210', '+91')).toBe('919876543210');
    expect(withAreaCode('5511987654321', '+55')).toBe('5511987654321');
    expect(withAreaCode('52123456', '+52')).toBe('52123456');
  });

  it('prefixes a valid national number even if it starts with the area code digits', () => {
    expect(withAreaCode('9123456789', '+91')).toBe('919123456789');
    expect(withAreaCode('5598765432', '+55')).toBe('555598765432');
    expect(withAreaCode('55987654321', '+55')).toBe('5555987654321');
    expect(withAreaCode('5512345678', '+52')).toBe('525512345678');
  });

  it('takes a number typed with "+" as international', () => {
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
