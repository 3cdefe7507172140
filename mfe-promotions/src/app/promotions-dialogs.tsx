import { OwnedDialogs, type DialogRegistry } from '@casino/shared-kernel/ui';

/** The dialogs this remote owns (platform.md), opened by name from anywhere with `openDialog`. */
export const promotionsDialogs: DialogRegistry = {
  'promotions.daily-gift': { title: 'Daily gift' },
  'promotions.gold-panning': { title: 'Gold panning' },
  'promotions.lucky-box': { title: 'Lucky gift box' },
  'promotions.invite-turntable': { title: 'Invitation turntable' },
  'promotions.reward-center': { title: 'Reward center' },
  'promotions.redeem-code': { title: 'Redeem code' },
  'promotions.lottery-reward': { title: 'Lottery reward' },
};

export function PromotionsDialogs() {
  return <OwnedDialogs owner="mfe-promotions" dialogs={promotionsDialogs} />;
}
