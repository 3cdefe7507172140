import { describe, expect, it } from 'vitest';
import { createTokenCheck, parseOpsTokens } from './ops-tokens.ts';

const SECRET = 'a-long-enough-secret-0123456';

describe('ops tokens', () => {
  it('reads name=secret pairs from several specs', () => {
    expect(parseOpsTokens([`alice=${SECRET}, ci=${SECRET}x`, `bob=${SECRET}y`]).map((token) => token.name)).toEqual(['alice', 'ci', 'bob']);
  });

  it.each([
    [[], /No ops token configured/],
    [['alice'], /must be written name=secret/],
    [['alice=short'], /at least 24 characters/],
    [[`al ice=${SECRET}`], /must be written name=secret/],
    [[`alice=${SECRET},alice=${SECRET}x`], /configured twice/],
  ])('refuses %j', (specs, message) => {
    expect(() => parseOpsTokens(specs)).toThrow(message);
  });

  it('names the token a Bearer header carries, and nothing for anything else', () => {
    const check = createTokenCheck(parseOpsTokens([`alice=${SECRET},bob=${SECRET}b`]));
    expect(check(`Bearer ${SECRET}`)).toBe('alice');
    expect(check(`bearer ${SECRET}b`)).toBe('bob');
    expect(check(`Bearer ${SECRET}c`)).toBeUndefined();
    expect(check(`Bearer ${SECRET.slice(0, -1)}`)).toBeUndefined();
    expect(check(`Basic ${SECRET}`)).toBeUndefined();
    expect(check(SECRET)).toBeUndefined();
    expect(check(undefined)).toBeUndefined();
  });
});
