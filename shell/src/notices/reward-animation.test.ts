import { afterEach, describe, expect, it } from 'vitest';
import { casinoBus } from '@casino/shared-kernel/events';
import { closeDialog, kernelStore, openDialogsAtom } from '@casino/shared-kernel/state';
import { startRewardAnimations } from './reward-animation.ts';

afterEach(() => closeDialog('promotions.lottery-reward'));

describe('the reward animation', () => {
  it('opens the promotions’ lottery reward dialog with the prizes of any reward:won, until stopped', () => {
    const stop = startRewardAnimations();
    const won = { rewards: [{ kind: 'bonus' as const, amount: 50_00, scale: 100 }], source: 'mail' };
    casinoBus.emit('reward:won', won);
    expect(kernelStore.get(openDialogsAtom)).toEqual([{ name: 'promotions.lottery-reward', props: won }]);
    closeDialog('promotions.lottery-reward');
    stop();
    casinoBus.emit('reward:won', won);
    expect(kernelStore.get(openDialogsAtom)).toEqual([]);
  });
});
