// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FcmSettings, UserInfo } from '@casino/shared-kernel/api-contract';
import { DEFAULT_SITE_SETTINGS, dismissToast, KernelProvider, kernelStore, signIn, signOut, siteSettingsAtom, toastsAtom } from '@casino/shared-kernel/state';
import { createSafeStorage, type KeyValueStorage } from '@casino/shared-kernel/storage';
import PushHost, { PUSH_PROMPT_DISMISSED_KEY } from './push-host.tsx';
import { createPermissionStore } from './push-permission.ts';
import { pushSupported, type PushWindow } from './push-support.ts';
import { PUSH_PROMPT_SNOOZE_MS } from './push-rules.ts';
import { PUSH_TOKEN_KEY } from './push-token.ts';
import { FCM } from '../testing/push-fixtures.ts';

vi.mock('@casino/shared-kernel/i18n', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const NOW = Date.UTC(2026, 10, 22, 12);
const DAY = 24 * 60 * 60 * 1000;
const player = { id: 1, uid: 100001, name: 'asha', nick_name: 'Asha' } as UserInfo;

/** A browser window whose notification permission starts at `permission`; the prompt answers `answer`. */
function browser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const Notification = {
    permission,
    requestPermission: vi.fn(() => {
      Notification.permission = answer;
      return Promise.resolve(answer);
    }),
  };
  const win = { isSecureContext: true, navigator: { serviceWorker: {} }, PushManager: class {}, Notification } as unknown as PushWindow;
  return { win, Notification };
}

let storage: KeyValueStorage;
let saveToken: ReturnType<typeof vi.fn<(fcm: FcmSettings, uid: number) => Promise<{ uid: number; token: string; savedAt: number }>>>;

function renderHost(win: PushWindow) {
  return render(
    <KernelProvider>
      <PushHost permissions={createPermissionStore(win)} saveToken={saveToken} storage={storage} now={() => NOW} />
    </KernelProvider>,
  );
}

beforeEach(() => {
  storage = createSafeStorage(() => undefined);
  saveToken = vi.fn((_fcm: FcmSettings, uid: number) => Promise.resolve({ uid, token: 'fcm-token', savedAt: NOW }));
  kernelStore.set(siteSettingsAtom, { ...DEFAULT_SITE_SETTINGS, fcm: FCM });
  signIn({ accessToken: 'player-token', userInfo: player });
});
afterEach(() => {
  cleanup();
  signOut();
  for (const shown of kernelStore.get(toastsAtom)) dismissToast(shown.id);
  vi.restoreAllMocks();
});

describe('the "Turn on notifications" prompt', () => {
  it('asks the browser only when the player clicks Turn on, then saves the token and says so', async () => {
    const { win, Notification } = browser('default');
    renderHost(win);
    expect(await screen.findByTestId('shell.push-prompt')).toBeTruthy();
    expect(screen.getByText('pwa_push_title')).toBeTruthy();
    // Never on page load: nothing asked, nothing saved until the click.
    expect(Notification.requestPermission).not.toHaveBeenCalled();
    expect(saveToken).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('shell.push-turn-on'));
    await act(async () => {});
    expect(Notification.requestPermission).toHaveBeenCalledOnce();
    expect(saveToken).toHaveBeenCalledWith(FCM, player.uid);
    expect(screen.queryByTestId('shell.push-prompt')).toBeNull();
    expect(kernelStore.get(toastsAtom).map((toast) => [toast.type, toast.text])).toContainEqual(['success', 'pwa_push_on']);
  });

  it('says how to allow notifications when the player blocks them, and saves nothing', async () => {
    const { win } = browser('default', 'denied');
    renderHost(win);
    fireEvent.click(await screen.findByTestId('shell.push-turn-on'));
    await act(async () => {});
    expect(saveToken).not.toHaveBeenCalled();
    expect(screen.queryByTestId('shell.push-prompt')).toBeNull();
    expect(kernelStore.get(toastsAtom).map((toast) => toast.text)).toContain('pwa_push_blocked');
  });

  it('warns when the token cannot be had after a grant (tried again at the next start)', async () => {
    // Rejects for the click and for the start-up check alike (the real save is one promise for both).
    saveToken.mockRejectedValue(new Error('push service not available'));
    const { win } = browser('default');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderHost(win);
    fireEvent.click(await screen.findByTestId('shell.push-turn-on'));
    await act(async () => {});
    expect(kernelStore.get(toastsAtom).map((toast) => [toast.type, toast.text])).toContainEqual(['warning', 'pwa_push_failed']);
  });

  it('"Not now" puts it aside for 7 days', async () => {
    const { win } = browser('default');
    renderHost(win);
    fireEvent.click(await screen.findByTestId('shell.push-later'));
    expect(screen.queryByTestId('shell.push-prompt')).toBeNull();
    expect(storage.getItem(PUSH_PROMPT_DISMISSED_KEY)).toBe(String(NOW));
    cleanup();

    storage.setItem(PUSH_PROMPT_DISMISSED_KEY, String(NOW - DAY));
    renderHost(browser('default').win);
    await act(async () => {});
    expect(screen.queryByTestId('shell.push-prompt')).toBeNull();
    cleanup();

    storage.setItem(PUSH_PROMPT_DISMISSED_KEY, String(NOW - PUSH_PROMPT_SNOOZE_MS - 1));
    renderHost(browser('default').win);
    expect(await screen.findByTestId('shell.push-prompt')).toBeTruthy();
  });

  it('is not offered on a brand without a configured fcm block, and nothing is saved there', async () => {
    kernelStore.set(siteSettingsAtom, { ...DEFAULT_SITE_SETTINGS, fcm: { ...FCM, vapidKey: '' } });
    renderHost(browser('default').win);
    await act(async () => {});
    expect(screen.queryByTestId('shell.push-prompt')).toBeNull();
    cleanup();
    renderHost(browser('granted').win);
    await act(async () => {});
    expect(saveToken).not.toHaveBeenCalled();
  });
});

describe('the push token at start', () => {
  it('is saved without a prompt when permission was already granted and none is saved', async () => {
    const { win, Notification } = browser('granted');
    renderHost(win);
    await act(async () => {});
    expect(saveToken).toHaveBeenCalledWith(FCM, player.uid);
    expect(Notification.requestPermission).not.toHaveBeenCalled();
    expect(screen.queryByTestId('shell.push-prompt')).toBeNull();
  });

  it('is saved again only after 7 days, or for another player', async () => {
    storage.setItem(PUSH_TOKEN_KEY, JSON.stringify({ uid: player.uid, token: 'old', savedAt: NOW - DAY }));
    renderHost(browser('granted').win);
    await act(async () => {});
    expect(saveToken).not.toHaveBeenCalled();
    cleanup();

    storage.setItem(PUSH_TOKEN_KEY, JSON.stringify({ uid: player.uid, token: 'old', savedAt: NOW - 8 * DAY }));
    renderHost(browser('granted').win);
    await act(async () => {});
    expect(saveToken).toHaveBeenCalledOnce();
    cleanup();

    storage.setItem(PUSH_TOKEN_KEY, JSON.stringify({ uid: 100002, token: 'theirs', savedAt: NOW - DAY }));
    renderHost(browser('granted').win);
    await act(async () => {});
    expect(saveToken).toHaveBeenCalledTimes(2);
  });

  it('is never fetched while permission is not granted', async () => {
    renderHost(browser('denied').win);
    await act(async () => {});
    expect(saveToken).not.toHaveBeenCalled();
    expect(screen.queryByTestId('shell.push-prompt')).toBeNull();
  });
});

describe('pushSupported', () => {
  it('needs a secure page with service workers, the Push API and notifications', () => {
    expect(pushSupported(browser('default').win)).toBe(true);
    expect(pushSupported({ ...browser('default').win, isSecureContext: false } as PushWindow)).toBe(false);
    const { PushManager: _, ...noPush } = browser('default').win as unknown as Record<string, unknown>;
    expect(pushSupported(noPush as unknown as PushWindow)).toBe(false);
  });
});
