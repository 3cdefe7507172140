import type { FcmSettings, PushFcmPayload } from '@casino/shared-kernel/api-contract';
import { createStorageItem, safeLocalStorage, type KeyValueStorage } from '@casino/shared-kernel/storage';
import { isSavedPushToken, type SavedPushToken } from './push-rules.ts';

/** Local-storage key of the last saved token (the spec names no key for it). */
export const PUSH_TOKEN_KEY = 'pushToken';

/** How long the token fetch waits for the service worker to be active (push needs its registration). */
export const SERVICE_WORKER_READY_MS = 10_000;

export const savedPushToken = (storage: KeyValueStorage = safeLocalStorage) => createStorageItem(storage, PUSH_TOKEN_KEY, isSavedPushToken);

/** What saving a token needs, injectable so the rule is tested without firebase, a worker or the API. */
export interface PushTokenDeps {
  /** The service worker's registration, once a worker is active. */
  registration: () => Promise<ServiceWorkerRegistration>;
  /** This browser's FCM registration token for the brand's project (firebase messaging's `getToken`). */
  fetchToken: (fcm: FcmSettings, registration: ServiceWorkerRegistration) => Promise<string>;
  /** `POST /api/push/fcm`. */
  save: (payload: PushFcmPayload) => Promise<unknown>;
  storage: KeyValueStorage;
  now: () => number;
}

/** The worker's registration once one is active; rejects when none is within {@link SERVICE_WORKER_READY_MS}. */
export function activeRegistration(container: ServiceWorkerContainer = navigator.serviceWorker): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no active service worker: push needs /sw.js')), SERVICE_WORKER_READY_MS);
    container.ready.then((registration) => {
      clearTimeout(timer);
      resolve(registration);
    }, reject);
  });
}

const defaultDeps = (): PushTokenDeps => ({
  registration: () => activeRegistration(),
  // firebase (app + messaging) downloads only here: when a token is really due.
  // Named on-demand: the worker does not precache it for every visitor (build-tools' service-worker.ts).
  fetchToken: (fcm, registration) =>
    import(/* webpackChunkName: "on-demand-firebase" */ './firebase-token.ts').then(({ firebasePushToken }) => firebasePushToken(fcm, registration)),
  save: (payload) => import('@casino/shared-kernel/api').then(({ casinoApi }) => casinoApi.post('pushFcm', payload, { hideErrorMsg: true })),
  storage: safeLocalStorage,
  now: Date.now,
});

const inFlight = new Map<number, Promise<SavedPushToken>>();

/**
 * Fetches this browser's push token and saves it for the player with `POST /api/push/fcm`, then
 * remembers when (the 7-day refresh of spec 7 counts from there). Callers decide that a save is
 * due (`isPushTokenSaveDue`): permission is granted and the fcm block configured. One save per
 * player at a time; a failure rejects and stores nothing, so the next start tries again.
 */
export function savePushToken(fcm: FcmSettings, uid: number, deps: Partial<PushTokenDeps> = {}): Promise<SavedPushToken> {
  const running = inFlight.get(uid);
  if (running) return running;
  const { registration, fetchToken, save, storage, now } = { ...defaultDeps(), ...deps };
  const saving = (async () => {
    const token = await fetchToken(fcm, await registration());
    if (token === '') throw new Error('firebase messaging returned an empty push token');
    await save({ token, uid });
    const saved: SavedPushToken = { uid, token, savedAt: now() };
    savedPushToken(storage).set(saved);
    return saved;
  })().finally(() => inFlight.delete(uid));
  inFlight.set(uid, saving);
  return saving;
}
