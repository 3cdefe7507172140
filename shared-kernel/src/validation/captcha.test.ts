import { describe, expect, it } from 'vitest';
import { checkCaptcha } from './captcha.ts';

describe('checkCaptcha', () => {
  it('accepts exactly 6 characters', () => {
    expect(checkCaptcha('123456')).toEqual({ ok: true });
    expect(checkCaptcha('aB3dE9')).toEqual({ ok: true });
  });

  it('rejects 5 and 7 characters', () => {
    expect(checkCaptcha('12345')).toEqual({ ok: false, reason: 'captcha_length' });
    expect(checkCaptcha('1234567')).toEqual({ ok: false, reason: 'captcha_length' });
  });

  it('asks for a value when empty', () => {
    expect(checkCaptcha('')).toEqual({ ok: false, reason: 'required' });
  });
});
