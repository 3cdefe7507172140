import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RedDots } from '@casino/shared-kernel/api-contract';
import { casinoBus } from '@casino/shared-kernel/events';
import { kernelStore, redDotsAtom, signIn, signOut } from '@casino/shared-kernel/state';
import { watchRedDots } from './red-dots.ts';

const dots = (down_load_status: number): RedDots => ({ activity_list: [], actnew_list: [], down_load_status });

afterEach(() => signOut());

describe('the red dots', () => {
  it('are fetched once on sign-in and again when asked; never for a visitor', async () => {
    const fetchDots = vi.fn(() => Promise.resolve(dots(1)));
    const stop = watchRedDots(fetchDots);
    casinoBus.emit('red-dots:changed', { reason: 'test' });
    expect(fetchDots).not.toHaveBeenCalled();
    signIn({ accessToken: 'token-a' });
    expect(fetchDots).toHaveBeenCalledTimes(1);
    await expect.poll(() => kernelStore.get(redDotsAtom)).toEqual(dots(1));
    casinoBus.emit('red-dots:changed', { reason: 'claimed' });
    expect(fetchDots).toHaveBeenCalledTimes(2);
    stop();
  });

  it('drop an answer that arrives after the player signed out', async () => {
    let answer: (value: RedDots) => void = () => undefined;
    const stop = watchRedDots(() => new Promise((resolve) => (answer = resolve)));
    signIn({ accessToken: 'token-b' });
    signOut();
    answer(dots(1));
    await Promise.resolve();
    expect(kernelStore.get(redDotsAtom)).toBeNull();
    stop();
  });
});
