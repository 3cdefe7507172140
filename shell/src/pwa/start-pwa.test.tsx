// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PwaHost } from './pwa-host.tsx';
import { pwaState, requestInstall } from './pwa-state.ts';
import {
  captureInstallPrompt,
  checkForUpdates,
  linkBrandManifest,
  listenForPushMessages,
  reloadOnUpdate,
  UPDATE_CHECK_INTERVAL_MS,
  watchForUpdates,
} from './start-pwa.ts';
import { PUSH_MESSAGE_TYPE } from './sw-rules.ts';

vi.mock('@casino/shared-kernel/i18n', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

beforeEach(() => pwaState.set({ installPrompt: null, installBanner: false, waitingWorker: null }));
afterEach(cleanup);

function fakeContainer(controller: object | null) {
  const target = new EventTarget();
  return Object.assign(target, { controller }) as unknown as ServiceWorkerContainer & EventTarget;
}

function fakeWorker(state: string) {
  return Object.assign(new EventTarget(), { state, postMessage: vi.fn() }) as unknown as ServiceWorker & {
    state: string;
    postMessage: ReturnType<typeof vi.fn>;
  };
}

function installPrompt() {
  const prompt = vi.fn(() => Promise.resolve());
  const userChoice = Promise.resolve({ outcome: 'accepted' as const });
  return Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice });
}

describe('linkBrandManifest', () => {
  it("links the brand's manifest once, replacing an earlier link", () => {
    linkBrandManifest('india');
    linkBrandManifest('brasil');
    const links = document.head.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('brands/brasil/manifest.webmanifest');
  });
});

describe('install banner', () => {
  it('shows on the browser prompt; Install prompts once and hides it; appinstalled hides it', async () => {
    captureInstallPrompt(window);
    render(<PwaHost />);
    expect(screen.queryByTestId('shell.pwa-install-banner')).toBeNull();
    const event = installPrompt();
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByText('pwa_install_title')).toBeTruthy();
    fireEvent.click(screen.getByTestId('shell.pwa-install'));
    await act(async () => {});
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('shell.pwa-install-banner')).toBeNull();
    // The prompt is spent: the download page's button has nothing left to show.
    await expect(requestInstall()).resolves.toBe(false);

    act(() => void window.dispatchEvent(installPrompt()));
    expect(await screen.findByTestId('shell.pwa-install-banner')).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByTestId('shell.pwa-install-banner')).toBeNull();
  });

  it('closing the banner keeps the prompt for the download page', async () => {
    const event = installPrompt();
    pwaState.set({ installPrompt: event, installBanner: true });
    render(<PwaHost />);
    fireEvent.click(await screen.findByTestId('shell.pwa-install-close'));
    expect(screen.queryByTestId('shell.pwa-install-banner')).toBeNull();
    await expect(requestInstall()).resolves.toBe(true);
    expect(event.prompt).toHaveBeenCalledTimes(1);
  });
});

describe('update banner', () => {
  it('shows for a worker installed while another controls the page; Refresh posts SKIP_WAITING; Close dismisses', async () => {
    const waiting = fakeWorker('installed');
    watchForUpdates({ waiting, installing: null, addEventListener: vi.fn() } as unknown as ServiceWorkerRegistration, fakeContainer({}));
    render(<PwaHost />);
    expect(await screen.findByText('pwa_update_title')).toBeTruthy();
    fireEvent.click(screen.getByTestId('shell.pwa-refresh'));
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    fireEvent.click(screen.getByTestId('shell.pwa-update-close'));
    expect(screen.queryByTestId('shell.pwa-update-banner')).toBeNull();
  });

  it('shows when an update found later finishes installing, never for the first install', () => {
    const registration = Object.assign(new EventTarget(), { waiting: null, installing: null as ServiceWorker | null });
    watchForUpdates(registration as unknown as ServiceWorkerRegistration, fakeContainer(null));
    const first = fakeWorker('installing');
    registration.installing = first;
    registration.dispatchEvent(new Event('updatefound'));
    first.state = 'installed';
    first.dispatchEvent(new Event('statechange'));
    expect(pwaState.get().waitingWorker).toBeNull();

    const controlled = Object.assign(new EventTarget(), { waiting: null, installing: null as ServiceWorker | null });
    watchForUpdates(controlled as unknown as ServiceWorkerRegistration, fakeContainer({}));
    const next = fakeWorker('installing');
    controlled.installing = next;
    controlled.dispatchEvent(new Event('updatefound'));
    next.dispatchEvent(new Event('statechange'));
    expect(pwaState.get().waitingWorker).toBeNull();
    next.state = 'installed';
    next.dispatchEvent(new Event('statechange'));
    expect(pwaState.get().waitingWorker).toBe(next);
  });

  it('reloads once when a new worker takes over a controlled page, not at the first claim', () => {
    const reload = vi.fn();
    const controlled = fakeContainer({});
    reloadOnUpdate(controlled, reload);
    controlled.dispatchEvent(new Event('controllerchange'));
    controlled.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);

    const fresh = vi.fn();
    const first = fakeContainer(null);
    reloadOnUpdate(first, fresh);
    first.dispatchEvent(new Event('controllerchange'));
    expect(fresh).not.toHaveBeenCalled();
  });
});

describe('push messages for a visible page', () => {
  it('shows what the worker posts as a push, ignores its other messages, and starts the message queue', () => {
    const container = Object.assign(fakeContainer({}), { startMessages: vi.fn() });
    const show = vi.fn();
    listenForPushMessages(container, show);
    expect(container.startMessages).toHaveBeenCalledOnce();
    const message = { title: 'Bonus', body: '100 free spins', link: '/#/activity', data: {} };
    container.dispatchEvent(new MessageEvent('message', { data: { type: PUSH_MESSAGE_TYPE, message } }));
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'SKIP_WAITING' } }));
    container.dispatchEvent(new MessageEvent('message', { data: 'hello' }));
    expect(show).toHaveBeenCalledExactlyOnceWith(message);
  });
});

describe('an open tab looks for a new build', () => {
  it('asks hourly and when the tab is shown again, never in between', () => {
    vi.useFakeTimers();
    try {
      const update = vi.fn(() => Promise.resolve());
      checkForUpdates({ update } as unknown as ServiceWorkerRegistration, window);
      vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS - 1);
      expect(update).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(update).toHaveBeenCalledTimes(1);

      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      expect(update).toHaveBeenCalledTimes(1);
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      expect(update).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
