/**
 * The service worker (`/sw.js`, built by build-tools as its own bundle, never content-hashed).
 * Precaches the shell's own files, answers requests by the rules of `sw-rules.ts`, serves the
 * offline page to navigations the network cannot answer, waits for the update banner's Refresh
 * (SKIP_WAITING) before it takes over, and shows push messages (spec 9).
 */
import {
  CACHE_NAMES,
  MAX_CACHED_IMAGES,
  NETWORK_FIRST_TIMEOUT_MS,
  PUSH_MESSAGE_TYPE,
  SKIP_WAITING,
  cacheNameFor,
  readPushPayload,
  sameHostLink,
  strategyFor,
  visibleWindow,
  windowForLink,
} from './sw-rules.ts';

/** One precached file: its path from the site root and a revision (content hash). */
interface PrecacheEntry {
  url: string;
  revision: string;
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

/** Written by the build (build-tools' service-worker plugin): the shell's files and their hashes. */
const PRECACHE = JSON.parse('__SHELL_PRECACHE_MANIFEST__') as PrecacheEntry[];
const OFFLINE_PAGE = '/offline.html';

/** The precache of this worker's release: a new release gets a new cache, the old one goes on activation. */
const releaseHash = (() => {
  let hash = 0x811c9dc5;
  for (const { url, revision } of PRECACHE) {
    for (const char of `${url}@${revision};`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  }
  return (hash >>> 0).toString(16);
})();
const PRECACHE_NAME = `${CACHE_NAMES.precachePrefix}${releaseHash}`;
const precachedPaths = new Set(PRECACHE.map((entry) => entry.url));
const origin = worker.location.origin;
const CONTENT_HASHED_URL = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

async function precache(): Promise<void> {
  const cache = await caches.open(PRECACHE_NAME);
  await Promise.all(
    PRECACHE.map(async ({ url }) => {
      // A content-hashed file already cached by an older release is the same file.
      const reused = CONTENT_HASHED_URL.test(url) ? await caches.match(url) : undefined;
      const response = reused ?? (await fetch(new Request(url, { cache: 'reload', credentials: 'same-origin' })));
      if (!response.ok) throw new Error(`[sw] precache of ${url} failed: ${response.status}`);
      await cache.put(url, response);
    }),
  );
}

async function dropOldCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(CACHE_NAMES.precachePrefix) && name !== PRECACHE_NAME).map((name) => caches.delete(name)));
}

async function fromPrecache(request: Request): Promise<Response> {
  const cached = await (await caches.open(PRECACHE_NAME)).match(new URL(request.url).pathname);
  return cached ?? fetch(request);
}

async function navigation(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await (await caches.open(PRECACHE_NAME)).match(OFFLINE_PAGE);
    if (offline) return offline;
    throw error;
  }
}

async function networkFirst(request: Request, cacheName: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  const network = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(request, response.clone());
    return response;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), NETWORK_FIRST_TIMEOUT_MS);
  });
  try {
    const first = await Promise.race([network, timedOut]);
    if (first !== 'timeout') return first;
    const cached = await cache.match(request);
    return cached ?? (await network);
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function trim(cache: Cache, max: number): Promise<void> {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}

async function cacheFirst(request: Request, cacheName: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  // Only a real answer (an opaque one could be an error page, and costs quota).
  if (response.ok) {
    await cache.put(request, response.clone());
    if (cacheName === CACHE_NAMES.images) await trim(cache, MAX_CACHED_IMAGES);
  }
  return response;
}

worker.addEventListener('install', (event) => event.waitUntil(precache()));
worker.addEventListener('activate', (event) => event.waitUntil(dropOldCaches().then(() => worker.clients.claim())));

worker.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) event.waitUntil(worker.skipWaiting());
});
const isSkipWaiting = (data: unknown) => typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING;

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(request, origin, precachedPaths);
  switch (strategy) {
    case 'navigation':
      return event.respondWith(navigation(request));
    case 'precache':
      return event.respondWith(fromPrecache(request));
    case 'network-first':
    case 'cache-first': {
      const cacheName = cacheNameFor(strategy, request);
      return event.respondWith(strategy === 'network-first' ? networkFirst(request, cacheName) : cacheFirst(request, cacheName));
    }
    default:
      // network-only (`/api/`) and everything else: the browser fetches as without a worker.
      return undefined;
  }
});

worker.addEventListener('push', (event) => {
  const message = event.data ? readPushPayload(event.data.text()) : null;
  if (!message) return;
  event.waitUntil(
    worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const target = visibleWindow(windows);
      if (target) return target.postMessage({ type: PUSH_MESSAGE_TYPE, message });
      return worker.registration.showNotification(message.title, {
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
  const link = sameHostLink(data?.link, origin);
  if (!link) return;
  event.waitUntil(
    worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const chosen = windowForLink(windows, link);
      if (!chosen) return void (await worker.clients.openWindow(link));
      const focused = await chosen.window.focus();
      if (chosen.navigate) await focused.navigate(link);
    }),
  );
});
