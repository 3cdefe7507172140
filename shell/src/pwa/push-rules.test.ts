import { describe, expect, it } from 'vitest';
import { PUSH_TOKEN_MAX_AGE_MS } from '../startup/version-rules.ts';
import { isPushTokenSaveDue, isSavedPushToken, PUSH_PROMPT_SNOOZE_MS, pushToastText, shouldOfferPush, type PushFacts } from './push-rules.ts';

const NOW = Date.UTC(2026, 10, 22, 12);
const DAY = 24 * 60 * 60 * 1000;
const player = (overrides: Partial<PushFacts> = {}): PushFacts => ({ fcmConfigured: true, uid: 100001, permission: 'default', ...overrides });

describe('the "Turn on notifications" prompt', () => {
  it('is offered to a signed-in player of a brand with push while the browser has not been asked', () => {
    expect(shouldOfferPush(player(), undefined, NOW)).toBe(true);
  });

  it('is never offered without the fcm flag, to a visitor, or once the browser has an answer', () => {
    expect(shouldOfferPush(player({ fcmConfigured: false }), undefined, NOW)).toBe(false);
    expect(shouldOfferPush(player({ uid: null }), undefined, NOW)).toBe(false);
    expect(shouldOfferPush(player({ permission: 'granted' }), undefined, NOW)).toBe(false);
    expect(shouldOfferPush(player({ permission: 'denied' }), undefined, NOW)).toBe(false);
    expect(shouldOfferPush(player({ permission: 'unsupported' }), undefined, NOW)).toBe(false);
  });

  it('stays aside for 7 days after "Not now", then comes back', () => {
    expect(PUSH_PROMPT_SNOOZE_MS).toBe(7 * DAY);
    expect(shouldOfferPush(player(), NOW - DAY, NOW)).toBe(false);
    expect(shouldOfferPush(player(), NOW - 7 * DAY, NOW)).toBe(false);
    expect(shouldOfferPush(player(), NOW - 7 * DAY - 1, NOW)).toBe(true);
    // A dismissal stamped in the future (the clock was set back) does not hide it for ever.
    expect(shouldOfferPush(player(), NOW + DAY, NOW)).toBe(true);
  });
});

describe('saving the push token', () => {
  const granted = player({ permission: 'granted' });
  const saved = (savedAt: number, uid = 100001) => ({ uid, token: 'fcm-token', savedAt });

  it('is due for a signed-in player with permission granted who has no token saved from this browser', () => {
    expect(isPushTokenSaveDue(granted, undefined, NOW)).toBe(true);
  });

  it('never happens without permission already granted, without the fcm flag, or for a visitor', () => {
    expect(isPushTokenSaveDue(player({ permission: 'default' }), undefined, NOW)).toBe(false);
    expect(isPushTokenSaveDue(player({ permission: 'denied' }), undefined, NOW)).toBe(false);
    expect(isPushTokenSaveDue(player({ permission: 'unsupported' }), undefined, NOW)).toBe(false);
    expect(isPushTokenSaveDue(player({ permission: 'granted', fcmConfigured: false }), undefined, NOW)).toBe(false);
    expect(isPushTokenSaveDue(player({ permission: 'granted', uid: null }), undefined, NOW)).toBe(false);
  });

  it('is refreshed after 7 days (spec 7), not before', () => {
    expect(isPushTokenSaveDue(granted, saved(NOW - DAY), NOW)).toBe(false);
    expect(isPushTokenSaveDue(granted, saved(NOW - PUSH_TOKEN_MAX_AGE_MS), NOW)).toBe(false);
    expect(isPushTokenSaveDue(granted, saved(NOW - PUSH_TOKEN_MAX_AGE_MS - 1), NOW)).toBe(true);
    expect(isPushTokenSaveDue(granted, saved(NOW + DAY), NOW)).toBe(true);
  });

  it('is due again when another player signs in on this browser', () => {
    expect(isPushTokenSaveDue(granted, saved(NOW - DAY, 100002), NOW)).toBe(true);
  });

  it('reads only a well-formed stored record', () => {
    expect(isSavedPushToken(saved(NOW))).toBe(true);
    expect(isSavedPushToken({ uid: '1', token: 't', savedAt: NOW })).toBe(false);
    expect(isSavedPushToken({ uid: 1, token: 't', savedAt: Number.NaN })).toBe(false);
    expect(isSavedPushToken(null)).toBe(false);
  });
});

describe('a push message for a visible page', () => {
  it('shows its title and body, or whichever it has', () => {
    expect(pushToastText({ title: 'Bonus', body: '100 free spins' })).toBe('Bonus: 100 free spins');
    expect(pushToastText({ title: ' Bonus ', body: '' })).toBe('Bonus');
    expect(pushToastText({ title: '', body: '100 free spins' })).toBe('100 free spins');
  });
});
