import { describe, expect, it } from 'vitest';
import { checkPassword, passwordStrength } from './password.ts';

describe('checkPassword', () => {
  it('accepts 6 characters or more', () => {
    expect(checkPassword('abcdef')).toEqual({ ok: true });
    expect(checkPassword('a much longer pass phrase!')).toEqual({ ok: true });
  });

  it('rejects 5 characters', () => {
    expect(checkPassword('abcde')).toEqual({ ok: false, reason: 'password_length' });
    // Five characters, though ten UTF-16 units.
    expect(checkPassword('😀😀😀😀😀')).toEqual({ ok: false, reason: 'password_length' });
  });

  it('asks for a value when empty', () => {
    expect(checkPassword('')).toEqual({ ok: false, reason: 'required' });
  });
});

describe('passwordStrength', () => {
  it.each([
    ['abcdef', 1],
    ['ABCDEF', 1],
    ['123456', 1],
    ['._-._-', 1],
    ['abc123', 2],
    ['Abc123', 3],
    ['Ab1_xy', 4],
    ['Ab1.xy', 4],
    ['Ab1-xy', 4],
  ] as const)('scores %s as %d', (password, score) => {
    expect(passwordStrength(password)).toBe(score);
  });

  it('scores nothing under 6 characters, whatever they are', () => {
    expect(passwordStrength('Ab1_x')).toBe(0);
    expect(passwordStrength('')).toBe(0);
  });

  it('scores no other symbol or letter', () => {
    expect(passwordStrength('!@#$%^')).toBe(0);
    expect(passwordStrength('abcdef!@#')).toBe(1);
    expect(passwordStrength('ñçéàüö')).toBe(0);
  });
});
