// The api-server as a browser's page would reach it through the site, for the suites and the
// benchmarks: signed calls of the endpoint table (as the kernel's client makes them) and the demo
// player signed in where the kernel restores a session.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  API_HEADERS,
  API_VERSION,
  ENDPOINTS,
  LOGIN_TYPE,
  PLATFORM_ID,
  SUB_CHANNEL,
  developmentSigningKey,
  signRequest,
  type ApiData,
  type EndpointName,
} from '@casino/shared-kernel/api-contract';

export interface CallOptions {
  token?: string;
  /** Names the brand by `?brand=` (development) and signs with its key; by default the host decides (india). */
  brand?: string;
}

/** India's demo player (README). */
export const DEMO_PLAYER = { mobile: '9000000001', password: 'demo1234' } as const;

let lastSignedAt = 0;
/** Each request at its own millisecond: the api-server accepts a POST or PUT signature once. */
const signingTime = () => (lastSignedAt = Math.max(Date.now(), lastSignedAt + 1));

/** A signed call of the endpoint table through `baseURL`'s /api/; resolves `data`, throws on a non-zero code. */
export async function call<Name extends EndpointName>(
  baseURL: string,
  name: Name,
  payload: Record<string, unknown>,
  options: CallOptions = {},
): Promise<ApiData<Name>> {
  const { token = '', brand } = options;
  const { method, path } = ENDPOINTS[name];
  const query = new URLSearchParams({
    ...(brand ? { brand } : {}),
    ...(method === 'GET' ? Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, String(value)])) : {}),
  }).toString();
  const pathAndQuery = query ? `${path}?${query}` : path;
  const body = method === 'GET' ? '' : JSON.stringify(payload);
  // A call that moves money carries its own Idempotency-Key, signed with it, as the site's client sends it.
  const idempotencyKey = 'needsIdempotencyKey' in ENDPOINTS[name] ? randomBytes(16).toString('hex') : undefined;
  const headers: Record<string, string> = {
    [API_HEADERS.authorization]: token,
    [API_HEADERS.language]: 'en',
    [API_HEADERS.platformId]: String(PLATFORM_ID),
    [API_HEADERS.subChannelId]: String(SUB_CHANNEL),
    [API_HEADERS.version]: String(API_VERSION),
    [API_HEADERS.deviceId]: '4815162342',
    [API_HEADERS.channelId]: '1',
    [API_HEADERS.signature]: await signRequest({ method, pathAndQuery, body, idempotencyKey, key: developmentSigningKey(brand ?? 'india'), timestamp: signingTime() }),
  };
  if (idempotencyKey !== undefined) headers[API_HEADERS.idempotencyKey] = idempotencyKey;
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseURL}${pathAndQuery}`, { method, headers, ...(body ? { body } : {}) });
  const envelope = (await response.json()) as { code: number; msg: string; data: ApiData<Name> };
  if (envelope.code !== 0) throw new Error(`${name} answered ${envelope.code}: ${envelope.msg}`);
  return envelope.data;
}

/**
 * Leaves a signed-in session where the kernel restores it (`token` in local storage and its cookie,
 * `userInfo` beside it), as a sign-in in the page would. Call before opening the site.
 */
export async function storeSession(page: Page, baseURL: string, session: { token: string; userInfo: unknown }): Promise<void> {
  await page.context().addCookies([{ name: 'token', value: session.token, url: baseURL }]);
  await page.addInitScript((stored) => {
    // This runs in the page: its storage, described here (this package's TypeScript has no DOM library).
    // A sandboxed frame (a game page) has no storage of its own to write: reading it throws there.
    try {
      const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
      storage.setItem('token', JSON.stringify(stored.token));
      storage.setItem('userInfo', JSON.stringify(stored.userInfo));
    } catch {
      return;
    }
  }, session);
}

/** Signs india's demo player in through the API and stores the session ({@link storeSession}). Resolves the token. */
export async function signInDemoPlayer(page: Page, baseURL: string): Promise<string> {
  const login = await call(baseURL, 'login', { client_type: LOGIN_TYPE.PHONE, mobile: DEMO_PLAYER.mobile, password: DEMO_PLAYER.password, system_type: 3 });
  await storeSession(page, baseURL, { token: login.accessToken, userInfo: login.userInfo });
  return login.accessToken;
}
