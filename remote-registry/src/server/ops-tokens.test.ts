import { describe, expect, it } from 'vitest';
import { createTokenCheck, parseOpsTokens, roleRefusal } from './ops-tokens.ts';

const SECRET = 'a-long-enough-secret-0123456';

describe('ops tokens', () => {
  it('reads name=secret pairs from several specs', () => {
    expect(parseOpsTokens([`alice=${SECRET}, ci=${SECRET}x`, `bob=${SECRET}y`]).map((token) => token.name)).toEqual(['alice', 'ci', 'bob']);
  });

  it('reads a team token as name@<remote>=secret, and an ops token without a remote', () => {
    expect(parseOpsTokens([`alice=${SECRET},wallet-ci@mfe-wallet=${SECRET}w`]).map(({ name, team }) => ({ name, team }))).toEqual([
      { name: 'alice', team: null },
      { name: 'wallet-ci', team: 'mfe-wallet' },
    ]);
  });

  it('lets a team token read, publish and run canaries of its own remote up to the cap, never pin it', () => {
    const team = { name: 'wallet-ci', team: 'mfe-wallet' as const };
    const ops = { name: 'alice', team: null };
    expect(roleRefusal(team, 'GET', '/api/brands/:brand', undefined)).toBeUndefined();
    expect(roleRefusal(team, 'POST', '/api/remotes/:remote/versions', 'mfe-wallet')).toBeUndefined();
    expect(roleRefusal(team, 'POST', '/api/brands/:brand/remotes/:remote/abort', 'mfe-wallet')).toBeUndefined();
    expect(roleRefusal(team, 'POST', '/api/remotes/:remote/versions', 'mfe-lobby')).toMatch(/mfe-wallet only, not mfe-lobby/);
    expect(roleRefusal(team, 'POST', '/api/brands/:brand/remotes/:remote/pin', 'mfe-wallet')).toMatch(/need an ops token/);
    expect(roleRefusal(team, 'POST', '/api/brands/:brand/remotes/:remote/promote', 'mfe-wallet')).toMatch(/needs an ops token/);
    expect(roleRefusal(team, 'POST', '/api/brands/:brand/remotes/:remote/canary', 'mfe-wallet', { percent: 50 })).toBeUndefined();
    expect(roleRefusal(team, 'POST', '/api/brands/:brand/remotes/:remote/canary', 'mfe-wallet', { percent: 51 })).toMatch(/at most 50%/);
    expect(roleRefusal(team, 'POST', '/api/brands/:brand/remotes/:remote/canary', 'mfe-wallet', { percent: 30 }, 25)).toMatch(/at most 25%/);
    expect(roleRefusal(team, 'POST', '/api/brands/:brand/remotes/:remote/rollout', 'mfe-wallet', { steps: [10, 50, 100] })).toBeUndefined();
    expect(roleRefusal(team, 'POST', '/api/brands/:brand/remotes/:remote/rollout', 'mfe-wallet', { steps: [10, 80, 100] })).toMatch(/not 80%/);
    expect(roleRefusal(team, 'POST', '/api/brands', undefined)).toMatch(/need an ops token/);
    expect(roleRefusal(ops, 'POST', '/api/brands/:brand/remotes/:remote/pin', 'mfe-lobby')).toBeUndefined();
  });

  it.each([
    [[`wallet@mfe-bank=${SECRET}`], /"mfe-bank" is not a remote/],
    [[`wallet@mfe-wallet@x=${SECRET}`], /must be written name=secret/],
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
