/**
 * The only module that imports firebase: loaded when a push token is due (never on the first
 * screen). Firebase messaging is used for its token alone; messages reach the page through our
 * own worker (`sw.ts`), which handles `push` itself, so firebase's worker part is not needed.
 */
import { getApps, initializeApp } from 'firebase/app';
import { getMessaging, getToken, isSupported } from 'firebase/messaging';
import type { FcmSettings } from '@casino/shared-kernel/api-contract';

/** A named app, so that no other firebase use on the page can collide with the push one. */
export const FIREBASE_APP_NAME = 'casino-push';

/**
 * This browser's FCM registration token for the brand's firebase project (spec 1's fcm block),
 * subscribed through the site's own worker registration with the brand's VAPID key. Firebase keeps
 * the token in IndexedDB and renews it itself when it is a week old.
 */
export async function firebasePushToken(fcm: FcmSettings, registration: ServiceWorkerRegistration): Promise<string> {
  if (!(await isSupported())) throw new Error('this browser cannot receive firebase push messages');
  const { vapidKey, ...options } = fcm;
  const app = getApps().find((existing) => existing.name === FIREBASE_APP_NAME) ?? initializeApp(options, FIREBASE_APP_NAME);
  // `getToken` is deprecated in favour of installation-id registration, which needs a server that
  // sends by installation id; POST /api/push/fcm (spec 7) carries a registration token.
  return getToken(getMessaging(app), { vapidKey, serviceWorkerRegistration: registration });
}
