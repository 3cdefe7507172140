import { isSignedInAtom, requireLogin, useAtomValue } from '@casino/shared-kernel/state';
import { Skeleton } from '@casino/shared-kernel/ui-core';
import { usePromotionsText } from '../../i18n/promotions-texts.ts';
import { JoinPrompt, LoadFailed } from '../common/load-failed.tsx';
import { DailyBoxes, LuckyWheel } from './blind-box-panels.tsx';
import { luckyBoxForm } from './blind-box-rules.ts';
import { useBlindBox } from './use-blind-box.ts';

/** The lucky gift box and wheel (spec 4): the gift box while boxes are left today, otherwise the wheel. */
export default function LuckyBoxDialog() {
  const t = usePromotionsText();
  const signedIn = useAtomValue(isSignedInAtom);
  if (!signedIn) return <JoinPrompt text={t('blind_box_visitor')} onJoin={() => requireLogin()} />;
  return <PlayerLuckyBox />;
}

function PlayerLuckyBox() {
  const box = useBlindBox();
  if (box.failed && !box.data) return <LoadFailed onRetry={box.reload} />;
  if (!box.data) return <Skeleton shape="rect" height={300} />;
  return luckyBoxForm(box.data) === 'box' ? (
    <DailyBoxes info={box.data} playerId={box.playerId} reload={box.reload} />
  ) : (
    <LuckyWheel info={box.data} playerId={box.playerId} reload={box.reload} kind="wheel" />
  );
}
