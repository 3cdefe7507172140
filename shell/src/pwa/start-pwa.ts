import { atFirstQuietMoment } from '../startup/first-quiet-moment.ts';
import { pwaState, type InstallPromptEvent } from './pwa-state.ts';
import { isPagePushMessage, type PushMessage } from './sw-rules.ts';

/** The worker's URL: fixed and never content-hashed, so the browser can check it for updates. */
export const SERVICE_WORKER_URL = 'sw.js';

/** The brand's web app manifest, written by assembly (`build-tools/src/static-root/assemble.ts`). */
export const manifestPath = (brand: string) => `brands/${brand}/manifest.webmanifest`;

/** Links the brand's manifest (`<link rel="manifest">`), replacing any earlier one. */
export function linkBrandManifest(brand: string, doc: Document = document): HTMLLinkElement {
  const link = doc.head.querySelector<HTMLLinkElement>('link[rel="manifest"]') ?? doc.head.appendChild(doc.createElement('link'));
  link.rel = 'manifest';
  link.href = manifestPath(brand);
  return link;
}

/**
 * Watches a registration for a new worker: once one is installed while another controls the page,
 * the update banner shows it; the first install (nothing controlled the page) shows nothing.
 */
export function watchForUpdates(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer): void {
  const offer = (candidate: ServiceWorker | null) => {
    if (candidate && candidate.state === 'installed' && container.controller) pwaState.set({ waitingWorker: candidate });
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => offer(installing));
  });
}

/** How often an open tab asks the server whether a new build's worker is there. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;

/**
 * Asks for a new build hourly and whenever the tab is shown again. The browser checks on its own
 * only at a navigation, and a hash-routed tab never navigates: a tab left open for days would
 * otherwise never see the update banner.
 */
export function checkForUpdates(registration: ServiceWorkerRegistration, win: Window = window): void {
  const check = () => void registration.update().catch(() => undefined);
  win.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'visible') check();
  });
}

/**
 * Spec 4: an update activation reloads the page, once, when a new worker takes control of a page
 * that already had one (the first worker's `clients.claim()` does not reload).
 */
export function reloadOnUpdate(container: ServiceWorkerContainer, reload: () => void = () => location.reload()): void {
  let hadController = Boolean(container.controller);
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (hadController && !reloading) {
      reloading = true;
      reload();
    }
    hadController = true;
  });
}

/** Shows a push message the worker sent to this page; the toast code loads on the first one. */
const showPushMessage = (message: PushMessage) =>
  import('./push-message.ts')
    .then((shown) => shown.showPushMessage(message))
    .catch((error: unknown) => console.error('[shell] a push message was not shown', error));

/**
 * Spec 4: while a window of the site is visible, the worker posts push messages to it instead of
 * showing a notification; the page shows them. Listens from the start (a page whose worker is
 * still installing gets them once it is controlled).
 */
export function listenForPushMessages(container: ServiceWorkerContainer, show: (message: PushMessage) => unknown = showPushMessage): void {
  container.addEventListener('message', (event) => {
    if (isPagePushMessage(event.data)) show(event.data.message);
  });
  // Messages are queued until the page says it listens (or has loaded): say so now.
  container.startMessages();
}

/** Registers the service worker once the page has loaded (it never competes with the first paint). */
export function registerServiceWorker(win: Window = window): void {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container || !win.isSecureContext) return;
  reloadOnUpdate(container);
  listenForPushMessages(container);
  const register = () => {
    container
      .register(SERVICE_WORKER_URL, { scope: './' })
      .then((registration) => {
        watchForUpdates(registration, container);
        checkForUpdates(registration, win);
      })
      .catch((error: unknown) => console.error('[shell] the service worker did not register', error));
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}

/** Captures the install prompt (the banner offers it) and hides the banner once the app is installed. */
export function captureInstallPrompt(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    pwaState.set({ installPrompt: event as InstallPromptEvent, installBanner: true });
  });
  win.addEventListener('appinstalled', () => pwaState.set({ installPrompt: null, installBanner: false }));
}

/**
 * The PWA at start-up: the install prompt, after load the service worker and, at the page's first
 * quiet moment, the brand's manifest (the browser fetches it at once, beside the first screen's code).
 */
export function startPwa(brand: string): void {
  atFirstQuietMoment(() => linkBrandManifest(brand));
  captureInstallPrompt();
  registerServiceWorker();
}
