/**
 * The service worker (`/sw.js`, built by build-tools as its own bundle, never content-hashed), on
 * workbox's precaching, routing and strategies. Precaches the shell's own files, answers requests
 * by the rules of `sw-rules.ts`, serves the
 * offline page to navigations the network cannot answer, waits for the update banner's Refresh
 * (SKIP_WAITING) before it takes over, and shows push messages (spec 9).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  CACHE_NAMES,
  MAX_CACHED_IMAGES,
  NETWORK_FIRST_TIMEOUT_MS,
  PUSH_MESSAGE_TYPE,
  SKIP_WAITING,
  cacheNameFor,
  followNotificationLink,
  readPushPayload,
  strategyFor,
  visibleWindow,
  type Strategy,
} from './sw-rules.ts';

/** One precached file: its path from the site root and a revision (null: the URL holds the content hash). */
interface PrecacheEntry {
  url: string;
  revision: string | null;
}

// The worker's globals, declared here: the shell's TypeScript program has the DOM library, not WebWorker's.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface PushEvent extends ExtendableEvent {
  data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification & { data: unknown };
}
interface WindowClient {
  url: string;
  visibilityState: string;
  focused: boolean;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
  postMessage(message: unknown): void;
}
interface WorkerScope {
  location: Location;
  registration: { showNotification(title: string, options?: NotificationOptions & { image?: string }): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

/** Written by the build (workbox's InjectManifest, build-tools' service-worker.ts): the shell's files and their revisions. */
const PRECACHE = (self as unknown as { __WB_MANIFEST: PrecacheEntry[] }).__WB_MANIFEST;
const OFFLINE_PAGE = '/offline.html';

const precachedPaths = new Set(PRECACHE.map((entry) => entry.url));
const origin = worker.location.origin;

// Workbox's precache: the shell's files by revision, in one cache that a new release updates in
// place (files whose revision did not change are not fetched again); older workbox caches go.
setCacheNameDetails({ prefix: 'shell', precache: 'precache', suffix: '' });
precacheAndRoute(PRECACHE);
cleanupOutdatedCaches();

/** Whether a request takes `strategy` by the rules of `sw-rules.ts` (the precache route answers first). */
const takes =
  (strategy: Strategy, cacheName?: string) =>
  ({ request }: { request: Request }) =>
    strategyFor(request, origin, precachedPaths) === strategy &&
    (cacheName === undefined || cacheNameFor(strategy as 'network-first' | 'cache-first', request) === cacheName);

/** Only a real answer is kept (an opaque one could be an error page, and costs quota). */
const onlyOk = () => new CacheableResponsePlugin({ statuses: [200] });

// Page loads go to the network: the app cannot work without the API. When it fails, the offline page.
registerRoute(takes('navigation'), new NetworkOnly({ plugins: [{ handlerDidError: async () => (await matchPrecache(OFFLINE_PAGE)) ?? Response.error() }] }));
// Maps, versions indexes and remote entries: fresh when the network answers within 3 s.
registerRoute(
  takes('network-first'),
  new NetworkFirst({ cacheName: CACHE_NAMES.config, networkTimeoutSeconds: NETWORK_FIRST_TIMEOUT_MS / 1000, plugins: [onlyOk()] }),
);
// Content-hashed files never change; images are kept up to a limit, the oldest going first.
registerRoute(takes('cache-first', CACHE_NAMES.scripts), new CacheFirst({ cacheName: CACHE_NAMES.scripts, plugins: [onlyOk()] }));
registerRoute(
  takes('cache-first', CACHE_NAMES.images),
  new CacheFirst({ cacheName: CACHE_NAMES.images, plugins: [onlyOk(), new ExpirationPlugin({ maxEntries: MAX_CACHED_IMAGES })] }),
);
// `/api/`, `/dev/` and everything else: no route, so the browser fetches as without a worker.

worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

worker.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) event.waitUntil(worker.skipWaiting());
});
const isSkipWaiting = (data: unknown) => typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING;

worker.addEventListener('push', (event) => {
  const message = event.data ? readPushPayload(event.data.text()) : null;
  if (!message) return;
  event.waitUntil(
    worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const target = visibleWindow(windows);
      if (target) return target.postMessage({ type: PUSH_MESSAGE_TYPE, message });
      // A notification needs a title: the site's host name stands in for a message without one.
      return worker.registration.showNotification(message.title || worker.location.host, {
        body: message.body,
        ...(message.icon ? { icon: message.icon } : {}),
        ...(message.image ? { image: message.image } : {}),
        data: { link: message.link },
      });
    }),
  );
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { link?: string } | null;
  event.waitUntil(followNotificationLink(data?.link, origin, worker.clients));
});
