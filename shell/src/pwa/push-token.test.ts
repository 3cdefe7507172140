import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '@casino/shared-kernel/storage';
import { FCM } from '../testing/push-fixtures.ts';
import { activeRegistration, savedPushToken, savePushToken, SERVICE_WORKER_READY_MS, type PushTokenDeps } from './push-token.ts';

const registration = {} as ServiceWorkerRegistration;

function deps(overrides: Partial<PushTokenDeps> = {}) {
  // A memory store: no browser storage behind it.
  const storage = createSafeStorage(() => undefined);
  return {
    registration: vi.fn(() => Promise.resolve(registration)),
    fetchToken: vi.fn(() => Promise.resolve('fcm-token-1')),
    save: vi.fn(() => Promise.resolve({})),
    storage,
    now: () => 1_000,
    ...overrides,
  };
}

describe('savePushToken', () => {
  it('fetches the token through the worker registration with the fcm block, saves it for the player and remembers when', async () => {
    const d = deps();
    await expect(savePushToken(FCM, 77, d)).resolves.toEqual({ uid: 77, token: 'fcm-token-1', savedAt: 1_000 });
    expect(d.fetchToken).toHaveBeenCalledWith(FCM, registration);
    expect(d.save).toHaveBeenCalledWith({ token: 'fcm-token-1', uid: 77 });
    expect(savedPushToken(d.storage).get()).toEqual({ uid: 77, token: 'fcm-token-1', savedAt: 1_000 });
  });

  it('stores nothing when the token or the save fails, so the next start tries again', async () => {
    const noToken = deps({ fetchToken: vi.fn(() => Promise.reject(new Error('push service not available'))) });
    await expect(savePushToken(FCM, 77, noToken)).rejects.toThrow('push service not available');
    expect(noToken.save).not.toHaveBeenCalled();
    expect(savedPushToken(noToken.storage).get()).toBeUndefined();

    const refused = deps({ save: vi.fn(() => Promise.reject(new Error('uid is not yours'))) });
    await expect(savePushToken(FCM, 77, refused)).rejects.toThrow('uid is not yours');
    expect(savedPushToken(refused.storage).get()).toBeUndefined();

    const empty = deps({ fetchToken: vi.fn(() => Promise.resolve('')) });
    await expect(savePushToken(FCM, 77, empty)).rejects.toThrow(/empty/);
    expect(empty.save).not.toHaveBeenCalled();
  });

  it('saves once when asked twice at the same time (a grant and the start-up check together)', async () => {
    const d = deps();
    const [first, second] = [savePushToken(FCM, 78, d), savePushToken(FCM, 78, d)];
    expect(second).toBe(first);
    await first;
    expect(d.save).toHaveBeenCalledOnce();
    await savePushToken(FCM, 78, d);
    expect(d.save).toHaveBeenCalledTimes(2);
  });
});

describe('activeRegistration', () => {
  it('waits for an active worker, and gives up after a while when the site has none', async () => {
    vi.useFakeTimers();
    try {
      const ready = { ready: Promise.resolve(registration) } as unknown as ServiceWorkerContainer;
      await expect(activeRegistration(ready)).resolves.toBe(registration);
      const never = { ready: new Promise<ServiceWorkerRegistration>(() => undefined) } as unknown as ServiceWorkerContainer;
      const waiting = expect(activeRegistration(never)).rejects.toThrow(/no active service worker/);
      await vi.advanceTimersByTimeAsync(SERVICE_WORKER_READY_MS);
      await waiting;
    } finally {
      vi.useRealTimers();
    }
  });
});
