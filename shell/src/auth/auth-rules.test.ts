import { describe, expect, it } from 'vitest';
import { LOGIN_TYPE } from '@casino/shared-kernel/api-constants';
import {
  bindPhoneRequired,
  channelModes,
  checkPhoneFor,
  clientType,
  googleEnabled,
  loginMethods,
  registerMode,
  robotCheckOn,
} from './auth-rules.ts';

const lobby = (loginMethodArr: number[]) => ({ server_cfg: { report_url: '', loginConfig: { loginMethodArr }, language_num: 2 } });

describe('which sign-in methods show', () => {
  it('defaults to phone + password and e-mail + password before the lobby info loads', () => {
    expect(loginMethods(null)).toEqual([LOGIN_TYPE.PHONE, LOGIN_TYPE.EMAIL]);
    expect(channelModes(loginMethods(null))).toEqual({ phone: ['password'], email: ['password'] });
  });

  it('follows the brand’s loginMethodArr, ignoring unknown types', () => {
    const methods = loginMethods(lobby([0, 2, 3, 99]));
    expect(methods).toEqual([0, 2, 3]);
    expect(channelModes(methods)).toEqual({ phone: ['code'], email: ['code'] });
    expect(channelModes([1, 2, 10])).toEqual({ phone: ['password', 'code', 'code-password'], email: [] });
  });

  it('maps channel and verify mode to client_type', () => {
    expect(clientType('phone', 'password')).toBe(1);
    expect(clientType('phone', 'code')).toBe(2);
    expect(clientType('phone', 'code-password')).toBe(10);
    expect(clientType('email', 'code')).toBe(3);
    expect(clientType('email', 'password')).toBe(4);
  });

  it('registers with code and password when the brand allows it, else password, else code', () => {
    expect(registerMode(['password', 'code', 'code-password'])).toBe('code-password');
    expect(registerMode(['code', 'password'])).toBe('password');
    expect(registerMode(['code'])).toBe('code');
    expect(registerMode([])).toBeUndefined();
  });

  it('offers Google only when listed and the google block names a client; the robot check when a reCAPTCHA key is set', () => {
    expect(googleEnabled([1, 5], { client_id: 'abc.apps.googleusercontent.com' })).toBe(true);
    expect(googleEnabled([1, 5], { client_id: ' ' })).toBe(false);
    expect(googleEnabled([1], { client_id: 'abc' })).toBe(false);
    expect(robotCheckOn({ grecaptchaKey: '' })).toBe(false);
    expect(robotCheckOn({ grecaptchaKey: 'site-key' })).toBe(true);
  });
});

describe('phone numbers per brand (spec 5)', () => {
  it('India: exactly 10 digits, the message naming the rule', () => {
    expect(checkPhoneFor('9876543210', '+91')).toBeUndefined();
    expect(checkPhoneFor('98765 43210', '+91')).toBeUndefined();
    expect(checkPhoneFor('987654321', '+91')).toBe('auth_error_phone_length_in');
    expect(checkPhoneFor('98765432101', '+91')).toBe('auth_error_phone_length_in');
    expect(checkPhoneFor('98765abc10', '+91')).toBe('auth_error_phone_digits');
    expect(checkPhoneFor('', '+91')).toBe('auth_error_phone_required');
    // The kernel's rule, the one the account's phone binding uses too.
    expect(checkPhoneFor('919876543210', '+91')).toBeUndefined();
  });

  it('Brazil: a 2-digit area code then 8 or 9 digits', () => {
    expect(checkPhoneFor('11987654321', '+55')).toBeUndefined();
    expect(checkPhoneFor('1187654321', '+55')).toBeUndefined();
    expect(checkPhoneFor('119876543', '+55')).toBe('auth_error_phone_length_br');
  });

  it('elsewhere: 10 or 11 digits', () => {
    expect(checkPhoneFor('0812345678', '+66')).toBeUndefined();
    expect(checkPhoneFor('12345', '+66')).toBe('auth_error_phone_length');
  });
});

describe('the bind-phone rule (spec 5)', () => {
  it('asks for a phone when phone sign-in is configured and the player has none or must confirm it', () => {
    expect(bindPhoneRequired([1, 4], { mobile: '', is_need_opt: false })).toBe(true);
    expect(bindPhoneRequired([2], { mobile: '919000000001', is_need_opt: true })).toBe(true);
    expect(bindPhoneRequired([1], { mobile: '919000000001', is_need_opt: false })).toBe(false);
    expect(bindPhoneRequired([3, 4], { mobile: '', is_need_opt: false })).toBe(false);
    expect(bindPhoneRequired([1], null)).toBe(false);
  });
});
