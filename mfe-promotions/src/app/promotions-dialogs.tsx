import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { casinoBus } from '@casino/shared-kernel/events';
import { closeDialog, dialogOwner, openDialog, openDialogsAtom, useAtomValue, type DialogName } from '@casino/shared-kernel/state';
import { DialogFrame, RemoteLoading } from '@casino/shared-kernel/ui';
import { useGoldPanningAutoOpen } from '../features/gold-panning/use-gold-panning-auto-open.ts';
import { usePromotionsText } from '../i18n/promotions-texts.ts';
import { WithPromotionsTexts } from '../i18n/with-promotions-texts.tsx';

/** What a dialog's body gets: the props it was opened with, and how to close it. */
export interface DialogBodyProps {
  props: Record<string, unknown>;
  close: () => void;
}

interface PromotionsDialog {
  /** The title's key in the promotions namespace. */
  titleKey: string;
  Body: ComponentType<DialogBodyProps>;
}

/** The dialogs this remote owns (platform.md), opened by name from anywhere with `openDialog`. */
export const promotionsDialogs: Readonly<Record<string, PromotionsDialog>> = {
  'promotions.daily-gift': { titleKey: 'dialog_daily_gift', Body: lazy(() => import('../features/daily-gift/daily-gift-dialog.tsx')) },
  'promotions.gold-panning': { titleKey: 'dialog_gold_panning', Body: lazy(() => import('../features/gold-panning/gold-panning-dialog.tsx')) },
  'promotions.lucky-box': { titleKey: 'dialog_lucky_box', Body: lazy(() => import('../features/blind-box/lucky-box-dialog.tsx')) },
  'promotions.invite-turntable': { titleKey: 'dialog_invite_turntable', Body: lazy(() => import('../features/invitation/invite-turntable-dialog.tsx')) },
  'promotions.reward-center': { titleKey: 'dialog_reward_center', Body: lazy(() => import('../features/reward-center/reward-center-dialog.tsx')) },
  'promotions.redeem-code': { titleKey: 'dialog_redeem_code', Body: lazy(() => import('../features/reward-center/redeem-code-dialog.tsx')) },
  'promotions.gift-packet': { titleKey: 'dialog_gift_packet', Body: lazy(() => import('../features/gift-packet/gift-packet-dialog.tsx')) },
  'promotions.lottery-reward': { titleKey: 'dialog_lottery_reward', Body: lazy(() => import('../features/lottery-reward/lottery-reward-dialog.tsx')) },
};

/** The name of the lottery reward animation's dialog. */
export const LOTTERY_REWARD_DIALOG = 'promotions.lottery-reward' satisfies DialogName;

function OpenPromotionsDialogs() {
  const t = usePromotionsText();
  const open = useAtomValue(openDialogsAtom).filter((dialog) => dialogOwner(dialog.name) === 'mfe-promotions');
  return (
    <>
      {open.map(({ name, props }) => {
        const definition = promotionsDialogs[name];
        const close = () => closeDialog(name);
        if (!definition) {
          return (
            <DialogFrame key={name} name={name} title={t('dialog_unknown')} onClose={close}>
              <p>{t('dialog_unknown_text')}</p>
            </DialogFrame>
          );
        }
        const { Body } = definition;
        return (
          <DialogFrame key={name} name={name} title={t(definition.titleKey)} onClose={close}>
            <Suspense fallback={<RemoteLoading remote="mfe-promotions" />}>
              <Body props={props} close={close} />
            </Suspense>
          </DialogFrame>
        );
      })}
    </>
  );
}

/**
 * The promotions' dialogs. While mounted, every `'reward:won'` on the bus (a mail claim, a spin, a
 * box) opens the lottery reward animation with its prizes, whoever emitted it; and gold panning
 * opens by itself when spec 4's condition holds.
 */
export function PromotionsDialogs() {
  useEffect(() => casinoBus.on('reward:won', (won) => openDialog(LOTTERY_REWARD_DIALOG, { ...won })), []);
  useGoldPanningAutoOpen();
  return (
    <WithPromotionsTexts fallback={null}>
      <OpenPromotionsDialogs />
    </WithPromotionsTexts>
  );
}
