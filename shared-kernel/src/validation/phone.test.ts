import { describe, expect, it } from 'vitest';
import { checkBrazilianPhone, checkIndianPhone, checkPhone } from './phone.ts';

describe('checkPhone', () => {
  it('accepts 10 and 11 digits', () => {
    expect(checkPhone('9876543210')).toEqual({ ok: true });
    expect(checkPhone('11987654321')).toEqual({ ok: true });
  });

  it('rejects 9 and 12 digits', () => {
    expect(checkPhone('987654321')).toEqual({ ok: false, reason: 'phone_length' });
    expect(checkPhone('919876543210')).toEqual({ ok: false, reason: 'phone_length' });
  });

  it('rejects anything but digits', () => {
    expect(checkPhone('98765 43210')).toEqual({ ok: false, reason: 'phone_digits' });
    expect(checkPhone('+919876543')).toEqual({ ok: false, reason: 'phone_digits' });
    expect(checkPhone('98765-4321')).toEqual({ ok: false, reason: 'phone_digits' });
    expect(checkPhone('٩٨٧٦٥٤٣٢١٠')).toEqual({ ok: false, reason: 'phone_digits' });
  });

  it('asks for a value when empty', () => {
    expect(checkPhone('')).toEqual({ ok: false, reason: 'required' });
  });
});

describe('checkIndianPhone', () => {
  it('accepts exactly 10 digits', () => {
    expect(checkIndianPhone('9876543210')).toEqual({ ok: true });
  });

  it('rejects 9 and 11 digits', () => {
    expect(checkIndianPhone('987654321')).toEqual({ ok: false, reason: 'phone_length' });
    expect(checkIndianPhone('98765432101')).toEqual({ ok: false, reason: 'phone_length' });
  });

  it('rejects anything but digits and an empty value', () => {
    expect(checkIndianPhone('98765o3210')).toEqual({ ok: false, reason: 'phone_digits' });
    expect(checkIndianPhone('')).toEqual({ ok: false, reason: 'required' });
  });
});

describe('checkBrazilianPhone', () => {
  it('accepts 55, a 2-digit area code and 8 or 9 digits', () => {
    expect(checkBrazilianPhone('551123456789')).toEqual({ ok: true });
    expect(checkBrazilianPhone('5511987654321')).toEqual({ ok: true });
  });

  it('rejects 7 or 10 digits after the area code', () => {
    expect(checkBrazilianPhone('55112345678')).toEqual({ ok: false, reason: 'phone_length' });
    expect(checkBrazilianPhone('55119876543210')).toEqual({ ok: false, reason: 'phone_length' });
  });

  it('asks for the country code 55', () => {
    expect(checkBrazilianPhone('11987654321')).toEqual({ ok: false, reason: 'phone_country_code' });
    expect(checkBrazilianPhone('5411987654321')).toEqual({ ok: false, reason: 'phone_country_code' });
  });

  it('rejects anything but digits and an empty value', () => {
    expect(checkBrazilianPhone('+5511987654321')).toEqual({ ok: false, reason: 'phone_digits' });
    expect(checkBrazilianPhone('55 11 98765-4321')).toEqual({ ok: false, reason: 'phone_digits' });
    expect(checkBrazilianPhone('')).toEqual({ ok: false, reason: 'required' });
  });
});
