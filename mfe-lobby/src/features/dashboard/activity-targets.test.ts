import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPE } from '@casino/shared-kernel/api-constants';
import { activityTarget } from './activity-targets.ts';

describe('where an activity leads', () => {
  it('opens the owning remote’s dialog by name, asking visitors to register first', () => {
    expect(activityTarget({ activity_type: ACTIVITY_TYPE.FIRST_RECHARGE })).toEqual({ kind: 'dialog', name: 'wallet.first-recharge', needsLogin: true });
    expect(activityTarget({ activity_type: ACTIVITY_TYPE.RECHARGE_REWARD })).toEqual({ kind: 'dialog', name: 'wallet.deposit', needsLogin: true });
    expect(activityTarget({ activity_type: ACTIVITY_TYPE.GOLD_RUSHING })).toEqual({ kind: 'dialog', name: 'promotions.gold-panning', needsLogin: true });
    expect(activityTarget({ activity_type: ACTIVITY_TYPE.CASH_BACK })).toEqual({ kind: 'dialog', name: 'account.vip', needsLogin: true });
  });

  it('opens the promotions’ dialogs for the daily gift, the lucky box, the invitation turntable and gift packets, never the deposit frame', () => {
    expect(activityTarget({ activity_type: ACTIVITY_TYPE.REPEAT_PAY })).toEqual({ kind: 'dialog', name: 'promotions.daily-gift', needsLogin: true });
    expect(activityTarget({ activity_type: ACTIVITY_TYPE.BLIND_BOX })).toEqual({ kind: 'dialog', name: 'promotions.lucky-box', needsLogin: true });
    expect(activityTarget({ activity_type: ACTIVITY_TYPE.INVITE_TURNTABLE })).toEqual({ kind: 'dialog', name: 'promotions.invite-turntable', needsLogin: true });
    expect(activityTarget({ activity_type: ACTIVITY_TYPE.GIFT_PACKET })).toEqual({ kind: 'dialog', name: 'promotions.gift-packet', needsLogin: true });
  });

  it('goes to the page of events that have one', () => {
    expect(activityTarget({ activity_type: ACTIVITY_TYPE.INVITE_BONUS })).toEqual({ kind: 'route', to: '/invitation' });
    expect(activityTarget({ activity_type: ACTIVITY_TYPE.FISSION_BLIND_BOX })).toEqual({ kind: 'route', to: '/blindBox' });
    expect(activityTarget({ activity_type: ACTIVITY_TYPE.DOWNLOAD })).toEqual({ kind: 'route', to: '/download' });
  });

  it('opens the activity page for any other event, one this client does not know too', () => {
    expect(activityTarget({ activity_type: ACTIVITY_TYPE.SIGN })).toEqual({ kind: 'route', to: '/activity' });
    expect(activityTarget({ activity_type: 987_654 })).toEqual({ kind: 'route', to: '/activity' });
  });
});
