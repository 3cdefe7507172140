import { describe, expect, it } from 'vitest';
import { answerStillValid, LOBBY_REFRESH_AFTER_MS, lobbyCallFor, lobbyView, refreshOnAuthChange, refreshOnEntry } from './lobby-info-rules.ts';

const idle = { answeredAt: null, answeredForToken: null, pending: false };

describe('which call loads the lobby info (spec 7: preload first, then index)', () => {
  it('is preload for the first call of a page where the lobby makes it (its standalone page)', () => {
    expect(lobbyCallFor({ shellLoadsPreload: false, callsThisPage: 0 })).toBe('lobbyPreload');
    expect(lobbyCallFor({ shellLoadsPreload: false, callsThisPage: 1 })).toBe('lobbyIndex');
    expect(lobbyCallFor({ shellLoadsPreload: false, callsThisPage: 7 })).toBe('lobbyIndex');
  });

  it('is always index on the composed site, where the shell made the first call', () => {
    expect(lobbyCallFor({ shellLoadsPreload: true, callsThisPage: 0 })).toBe('lobbyIndex');
    expect(lobbyCallFor({ shellLoadsPreload: true, callsThisPage: 3 })).toBe('lobbyIndex');
  });
});

describe('when entering a lobby page asks again', () => {
  const now = 1_000_000_000;
  it('asks the first time in the page (the cached copy shows meanwhile)', () => {
    expect(refreshOnEntry(idle, now)).toBe(true);
  });

  it('does not ask again within 5 minutes of the last answer, and asks after', () => {
    const answered = { ...idle, answeredAt: now, answeredForToken: '' };
    expect(refreshOnEntry(answered, now + 1)).toBe(false);
    expect(refreshOnEntry(answered, now + LOBBY_REFRESH_AFTER_MS)).toBe(false);
    expect(refreshOnEntry(answered, now + LOBBY_REFRESH_AFTER_MS + 1)).toBe(true);
    expect(LOBBY_REFRESH_AFTER_MS).toBe(5 * 60_000);
  });

  it('never asks while a call is in flight', () => {
    expect(refreshOnEntry({ ...idle, pending: true }, now)).toBe(false);
  });
});

describe('sign-in and sign-out', () => {
  it('ask again when the answer on screen was for another token (favourite flags are per player)', () => {
    const visitor = { ...idle, answeredAt: 1, answeredForToken: '' };
    expect(refreshOnAuthChange(visitor, 'token-a')).toBe(true);
    expect(refreshOnAuthChange({ ...visitor, answeredForToken: 'token-a' }, 'token-a')).toBe(false);
    expect(refreshOnAuthChange({ ...visitor, answeredForToken: 'token-a' }, '')).toBe(true);
  });

  it('do nothing before the lobby has asked at all (its first call carries the new token)', () => {
    expect(refreshOnAuthChange(idle, 'token-a')).toBe(false);
  });

  it('drop an answer asked for with another token', () => {
    expect(answerStillValid('token-a', 'token-a')).toBe(true);
    expect(answerStillValid('token-a', '')).toBe(false);
    expect(answerStillValid('', 'token-b')).toBe(false);
  });
});

describe('what the lobby shows', () => {
  it('shows the lobby info whenever there is some, cached or fresh, failed refresh or not', () => {
    expect(lobbyView({ hasInfo: true, failed: false })).toBe('ready');
    expect(lobbyView({ hasInfo: true, failed: true })).toBe('ready');
  });

  it('shows skeletons without any (first visit, or the cache cleared after 24 hours), an error only once the call failed', () => {
    expect(lobbyView({ hasInfo: false, failed: false })).toBe('loading');
    expect(lobbyView({ hasInfo: false, failed: true })).toBe('failed');
  });
});
