import { describe, expect, it } from 'vitest';
import { checkEmail } from './email.ts';

describe('checkEmail', () => {
  it.each(['player@example.com', 'first.last+tag@mail.example.co.in', 'a_b-c@sub-domain.example.br', 'X@Y.IO'])(
    'accepts %s',
    (email) => {
      expect(checkEmail(email)).toEqual({ ok: true });
    },
  );

  it.each([
    'player',
    'player@',
    '@example.com',
    'player@example',
    'pl ayer@example.com',
    'player@exa mple.com',
    'player@@example.com',
    'player@-example.com',
    'player@example..com',
    'player@example.com ',
  ])('rejects %j', (email) => {
    expect(checkEmail(email)).toEqual({ ok: false, reason: 'email_format' });
  });

  it('rejects an address longer than SMTP carries', () => {
    const domain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.com`;
    const at254 = `${'p'.repeat(254 - 1 - domain.length)}@${domain}`;
    expect(at254.length).toBe(254);
    expect(checkEmail(at254).ok).toBe(true);
    expect(checkEmail(`p${at254}`)).toEqual({ ok: false, reason: 'email_format' });
  });

  it('asks for a value when empty', () => {
    expect(checkEmail('')).toEqual({ ok: false, reason: 'required' });
  });
});
