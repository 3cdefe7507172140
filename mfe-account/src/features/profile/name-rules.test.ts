import { describe, expect, it } from 'vitest';
import { checkNickName, NICK_NAME_MAX } from './name-rules.ts';

describe('the nick name rule (spec 5)', () => {
  it('accepts names of any script with spaces, initials, double names and apostrophes', () => {
    for (const name of ['Asha', 'R. K. Sharma', 'João D’Ávila', 'Jean-Luc', 'राहुल', 'สมชาย', '王小明', 'Lucky 7']) expect(checkNickName(name), name).toBeUndefined();
  });

  it('refuses special symbols, a blank name and one over 32 characters', () => {
    for (const name of ['<script>', 'ace$$', 'me@home', 'a_b', 'win!']) expect(checkNickName(name), name).toBe('name_symbols');
    expect(checkNickName('   ')).toBe('name_required');
    expect(checkNickName('a'.repeat(NICK_NAME_MAX))).toBeUndefined();
    expect(checkNickName('a'.repeat(NICK_NAME_MAX + 1))).toBe('name_too_long');
  });
});
