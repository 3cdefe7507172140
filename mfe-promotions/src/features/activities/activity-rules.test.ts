import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPE } from '@casino/shared-kernel/api-constants';
import { activityAction, detailParagraphs, hasRedDot } from './activity-rules.ts';

describe('what an event opens from the activity page', () => {
  it('opens the promotions’ own dialogs for the daily gift, gold panning and gift packets, asking visitors to register', () => {
    expect(activityAction({ activity_type: ACTIVITY_TYPE.REPEAT_PAY })).toEqual({ kind: 'dialog', name: 'promotions.daily-gift', needsLogin: true });
    expect(activityAction({ activity_type: ACTIVITY_TYPE.GOLD_RUSHING })).toEqual({ kind: 'dialog', name: 'promotions.gold-panning', needsLogin: true });
    expect(activityAction({ activity_type: ACTIVITY_TYPE.GIFT_PACKET })).toEqual({ kind: 'dialog', name: 'promotions.gift-packet', needsLogin: true });
  });

  it('sends the deposit offers to the wallet and cashback to the VIP dialog', () => {
    expect(activityAction({ activity_type: ACTIVITY_TYPE.FIRST_RECHARGE })).toMatchObject({ kind: 'dialog', name: 'wallet.first-recharge' });
    expect(activityAction({ activity_type: ACTIVITY_TYPE.RECHARGE_REWARD })).toMatchObject({ kind: 'dialog', name: 'wallet.deposit' });
    expect(activityAction({ activity_type: ACTIVITY_TYPE.CASH_BACK })).toMatchObject({ kind: 'dialog', name: 'account.vip' });
  });

  it('goes to the pages of the invitation and the blind box', () => {
    expect(activityAction({ activity_type: ACTIVITY_TYPE.INVITE_TURNTABLE })).toEqual({ kind: 'route', to: '/invitation', needsLogin: false });
    expect(activityAction({ activity_type: ACTIVITY_TYPE.BLIND_BOX })).toEqual({ kind: 'route', to: '/blindBox', needsLogin: false });
  });

  it('shows only the detail of an event this client cannot join', () => {
    expect(activityAction({ activity_type: 987_654 })).toEqual({ kind: 'none' });
  });
});

describe('the detail text', () => {
  it('reads paragraphs separated by blank lines', () => {
    expect(detailParagraphs('One.\n\nTwo,\nstill two.\n \nThree.\n')).toEqual(['One.', 'Two,\nstill two.', 'Three.']);
    expect(detailParagraphs('')).toEqual([]);
  });
});

describe('red dots', () => {
  it('shows for an event marked red in either list', () => {
    const dots = {
      activity_list: [{ activity_id: 8, is_show_red: true }],
      actnew_list: [
        { activity_id: 19, is_show_red: true, is_show: true },
        { activity_id: 17, is_show_red: true, is_show: false },
      ],
    };
    expect(hasRedDot(dots, 8)).toBe(true);
    expect(hasRedDot(dots, 19)).toBe(true);
    expect(hasRedDot(dots, 17)).toBe(false);
    expect(hasRedDot(null, 8)).toBe(false);
  });
});
