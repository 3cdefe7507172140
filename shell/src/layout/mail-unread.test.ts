import { afterEach, describe, expect, it, vi } from 'vitest';
import { casinoBus } from '@casino/shared-kernel/events';
import { kernelStore, mailUnreadAtom, signIn, signOut } from '@casino/shared-kernel/state';
import { watchMailUnread } from './mail-unread.ts';

afterEach(() => signOut());

describe('the unread mail badge', () => {
  it('is fetched on sign-in and on every mail change, never for a visitor, and empties on sign-out', async () => {
    const fetchUnread = vi.fn(() => Promise.resolve(3));
    const stop = watchMailUnread(fetchUnread);
    casinoBus.emit('mail:changed', { reason: 'test' });
    expect(fetchUnread).not.toHaveBeenCalled();
    signIn({ accessToken: 'token-a' });
    expect(fetchUnread).toHaveBeenCalledTimes(1);
    await expect.poll(() => kernelStore.get(mailUnreadAtom)).toBe(3);
    fetchUnread.mockResolvedValue(2);
    casinoBus.emit('mail:changed', { reason: 'mail-claimed' });
    await expect.poll(() => kernelStore.get(mailUnreadAtom)).toBe(2);
    signOut();
    expect(kernelStore.get(mailUnreadAtom)).toBe(0);
    stop();
  });

  it('fetches once more when asked while a fetch is on its way, and drops an answer after sign-out', async () => {
    const answers: ((unread: number) => void)[] = [];
    const fetchUnread = vi.fn(() => new Promise<number>((resolve) => answers.push(resolve)));
    const stop = watchMailUnread(fetchUnread);
    signIn({ accessToken: 'token-b' });
    casinoBus.emit('mail:changed', { reason: 'mail-claimed' });
    expect(fetchUnread).toHaveBeenCalledTimes(1);
    answers[0]?.(1);
    await expect.poll(() => fetchUnread).toHaveBeenCalledTimes(2);
    signOut();
    answers[1]?.(5);
    await Promise.resolve();
    expect(kernelStore.get(mailUnreadAtom)).toBe(0);
    stop();
  });
});
