import { casinoBus } from '@casino/shared-kernel/events';
import { openDialog } from '@casino/shared-kernel/state';

/**
 * Spec 2's lottery reward animation plays for every `'reward:won'` (a mail claim, a spin, a box),
 * whoever emits it. The promotions remote owns the dialog and listens too once its dialogs have
 * loaded; the shell opens it by name from start-up, so a claim made before any promotion was opened
 * (the mailbox on `/my`) plays it as well. Returns the unsubscribe.
 */
export function startRewardAnimations(): () => void {
  return casinoBus.on('reward:won', (won) => openDialog('promotions.lottery-reward', { ...won }));
}
