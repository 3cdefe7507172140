/** A window with the Notification API (the DOM library types it on `globalThis` only). */
export type PushWindow = Window & Pick<typeof globalThis, 'Notification'>;

/**
 * Whether this browser can receive push at all: a secure page with workers, the Push API and
 * notifications. Its own module: the first screen needs this check and nothing else of push.
 */
export function pushSupported(win: PushWindow = window): boolean {
  return win.isSecureContext && 'serviceWorker' in win.navigator && 'PushManager' in win && 'Notification' in win;
}
