/**
 * The service worker's decisions as pure functions (spec 4 and 9), so they are unit-tested without
 * a worker: which strategy serves a request, where a push message goes, what a notification click
 * may open.
 */

/** How the worker answers a request; `null`: it does not answer (the browser fetches as usual). */
export type Strategy = 'network-only' | 'navigation' | 'network-first' | 'precache' | 'cache-first' | null;

/** The files that point at versions: fresh when the network answers within 3 s, else the last copy. */
export const NETWORK_FIRST_FILES: ReadonlySet<string> = new Set(['remotes.json', 'versions.json', 'mf-manifest.json', 'remoteEntry.js']);

/** How long a network-first request waits for the network before the cached copy answers. */
export const NETWORK_FIRST_TIMEOUT_MS = 3000;

/** `main.a2062fe59c.js`: a name with a content hash of at least 8 hex digits (as the static server). */
export const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

const IMAGE_FILE = /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i;

/** Cache Storage names. "scripts" and "images" match the start-up's stale-cache rule (a new page version deletes them). */
export const CACHE_NAMES = {
  config: 'shell-config',
  scripts: 'shell-scripts',
  images: 'shell-images',
} as const;

/** At most this many images are kept (the oldest go first). */
export const MAX_CACHED_IMAGES = 200;

export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
  destination: string;
}

/** The strategy for one request of a page whose worker lives at `origin`. */
export function strategyFor(request: RequestFacts, origin: string, precached: ReadonlySet<string>): Strategy {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const sameOrigin = url.origin === origin;
  if (sameOrigin && (url.pathname.startsWith('/api/') || url.pathname.startsWith('/dev/'))) return 'network-only';
  if (request.mode === 'navigate') return sameOrigin ? 'navigation' : null;
  if (sameOrigin && precached.has(url.pathname)) return 'precache';
  const name = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (NETWORK_FIRST_FILES.has(name)) return 'network-first';
  if (CONTENT_HASHED.test(name)) return 'cache-first';
  if (request.destination === 'image' || IMAGE_FILE.test(name)) return 'cache-first';
  return null;
}

/** The cache a cache-first or network-first response is kept in. */
export function cacheNameFor(strategy: 'network-first' | 'cache-first', request: Pick<RequestFacts, 'url' | 'destination'>): string {
  if (strategy === 'network-first') return CACHE_NAMES.config;
  const name = new URL(request.url).pathname;
  return request.destination === 'image' || IMAGE_FILE.test(name) ? CACHE_NAMES.images : CACHE_NAMES.scripts;
}

/** One window the worker controls, as `clients.matchAll` describes it. */
export interface WindowFacts {
  url: string;
  visibilityState: string;
  focused?: boolean;
}

/**
 * Spec 9: a push message goes to the page when a window is visible (the focused one first), else it
 * becomes a system notification (`null`).
 */
export function visibleWindow<T extends WindowFacts>(windows: readonly T[]): T | null {
  const visible = windows.filter((window) => window.visibilityState === 'visible');
  return visible.find((window) => window.focused) ?? visible[0] ?? null;
}

/** What a push message says, read from an FCM web-push payload (`notification`, `data`, `fcmOptions.link`). */
export interface PushMessage {
  title: string;
  body: string;
  image?: string;
  icon?: string;
  link?: string;
  data: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** Reads an FCM payload; `null` for one that is not a JSON object. */
export function readPushPayload(raw: string): PushMessage | null {
  let payload: unknown;
  try {
    payload = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(payload)) return null;
  const notification = isRecord(payload.notification) ? payload.notification : {};
  const data: Record<string, string> = {};
  if (isRecord(payload.data)) for (const [key, value] of Object.entries(payload.data)) if (typeof value === 'string') data[key] = value;
  const options = isRecord(payload.fcmOptions) ? payload.fcmOptions : isRecord(payload.fcm_options) ? payload.fcm_options : {};
  const link = text(options.link) ?? text(notification.click_action) ?? text(data.link) ?? text(data.url);
  const image = text(notification.image);
  const icon = text(notification.icon);
  return {
    title: text(notification.title) ?? text(data.title) ?? '',
    body: text(notification.body) ?? text(data.body) ?? '',
    ...(image ? { image } : {}),
    ...(icon ? { icon } : {}),
    ...(link ? { link } : {}),
    data,
  };
}

/**
 * Spec 9: a notification click focuses or opens a window only when its link is on the site's own
 * host (a relative link is). Returns the absolute link, or `null` when nothing may open.
 */
export function sameHostLink(link: string | undefined, origin: string): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return null;
  }
  return url.host === new URL(origin).host && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
}

/** The window a click focuses: one already at the link, else any window of the site (then navigated). */
export function windowForLink<T extends { url: string }>(windows: readonly T[], link: string): { window: T; navigate: boolean } | null {
  const exact = windows.find((window) => window.url === link);
  if (exact) return { window: exact, navigate: false };
  return windows[0] ? { window: windows[0], navigate: true } : null;
}

/** A window as the worker can act on it (`WindowClient`). */
export interface ClickableWindow {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** The part of the worker's `clients` a notification click uses. */
export interface NotificationClients<T extends ClickableWindow> {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly T[]>;
  openWindow(url: string): Promise<unknown>;
}

/** What a notification click did. */
export type NotificationClickOutcome = 'ignored' | 'focused' | 'navigated' | 'opened';

/**
 * Spec 4: a notification click follows its link only when it is on the site's own host: it
 * focuses the window already there, else focuses another window of the site and moves it to the
 * link, else opens a new window. Any other link (or none) opens nothing.
 */
export async function followNotificationLink<T extends ClickableWindow>(
  rawLink: string | undefined,
  origin: string,
  clients: NotificationClients<T>,
): Promise<NotificationClickOutcome> {
  const link = sameHostLink(rawLink, origin);
  if (!link) return 'ignored';
  const chosen = windowForLink(await clients.matchAll({ type: 'window', includeUncontrolled: true }), link);
  if (!chosen) {
    await clients.openWindow(link);
    return 'opened';
  }
  // Focus is allowed only while a real click is handled; the link must be reached either way.
  await chosen.window.focus().catch(() => undefined);
  if (!chosen.navigate) return 'focused';
  try {
    await chosen.window.navigate(link);
    return 'navigated';
  } catch {
    // Only a window this worker controls can be navigated (one opened before it took over cannot).
    await clients.openWindow(link);
    return 'opened';
  }
}

/** The message a push becomes for a visible page. */
export const PUSH_MESSAGE_TYPE = 'shell:push';

/** A push message posted to a visible page: `{type: PUSH_MESSAGE_TYPE, message}`. */
export interface PagePushMessage {
  type: typeof PUSH_MESSAGE_TYPE;
  message: PushMessage;
}

/** Whether a message from the worker is a push for the page (pages get other messages too). */
export function isPagePushMessage(data: unknown): data is PagePushMessage {
  if (!isRecord(data) || data.type !== PUSH_MESSAGE_TYPE || !isRecord(data.message)) return false;
  return typeof data.message.title === 'string' && typeof data.message.body === 'string';
}
/** The message the update banner's Refresh posts to the waiting worker. */
export const SKIP_WAITING = 'SKIP_WAITING';
