// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { storedGamePath, storedGameToken, storedRandomUserId } from '@casino/shared-kernel/storage';
import { keptReferral, signInTokenOf, storeQueryKeys, withoutQueryParameter } from './query-keys.ts';

const at = (href: string) => new URL(href);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('query keys', () => {
  it('stores gameToken and randomUserId from the query, before or inside the hash', () => {
    storeQueryKeys(at('https://x.test/?gameToken=g1#/'));
    storeQueryKeys(at('https://x.test/#/game?randomUserId=r9'));
    expect(storedGameToken.get()).toBe('g1');
    expect(storedRandomUserId.get()).toBe('r9');
    // A navigation without them keeps what was stored.
    storeQueryKeys(at('https://x.test/#/my'));
    expect(storedGameToken.get()).toBe('g1');
    expect(storedRandomUserId.get()).toBe('r9');
  });

  it('marks the web-game route: the game a /webgame navigation names is kept for this tab, a bare /webgame keeps it', () => {
    storeQueryKeys(at('https://x.test/#/Gamedetail?id=7'));
    expect(storedGamePath.get()).toBeUndefined();
    storeQueryKeys(at('https://x.test/#/webgame?id=7'));
    expect(storedGamePath.get()).toBe('/webgame?id=7');
    storeQueryKeys(at('https://x.test/#/webgame'));
    expect(storedGamePath.get()).toBe('/webgame?id=7');
    storeQueryKeys(at('https://x.test/#/webgame?game_id=9'));
    expect(storedGamePath.get()).toBe('/webgame?game_id=9');
  });

  it('keeps the channel and invitation code for registration after the hash query is gone', () => {
    storeQueryKeys(at('https://x.test/#/?cid=B8C37E&iCode=INV12345'));
    expect(keptReferral(at('https://x.test/#/activity'))).toEqual({ channelId: 1001, invitationCode: 'INV12345' });
    // A new link replaces only what it names.
    storeQueryKeys(at('https://x.test/#/?channel_id=FBA9D8'));
    expect(keptReferral(at('https://x.test/#/'))).toEqual({ channelId: 1010, invitationCode: 'INV12345' });
    // The current URL wins over what was kept.
    expect(keptReferral(at('https://x.test/?invitationCode=NOW#/'))).toEqual({ channelId: 1010, invitationCode: 'NOW' });
  });

  it('gives channel 1 and no code to a visitor who came without a link', () => {
    expect(keptReferral(at('https://x.test/#/'))).toEqual({ channelId: 1, invitationCode: null });
    storeQueryKeys(at('https://x.test/?cid=UNKNOWN#/'));
    expect(keptReferral(at('https://x.test/#/'))).toEqual({ channelId: 1, invitationCode: null });
  });

  it("reads a sign-in link's token and takes it out of the URL, wherever it sits", () => {
    expect(signInTokenOf(at('https://x.test/?token=abc#/'))).toBe('abc');
    expect(signInTokenOf(at('https://x.test/#/?token=def'))).toBe('def');
    expect(signInTokenOf(at('https://x.test/#/'))).toBeNull();
    expect(withoutQueryParameter(at('https://x.test/?token=abc&brand=brasil#/my?token=t&tab=1'), 'token')).toBe('https://x.test/?brand=brasil#/my?tab=1');
    expect(withoutQueryParameter(at('https://x.test/#/?token=t'), 'token')).toBe('https://x.test/#/');
  });
});
