// The api-server as the suites reach it: signed calls through the site's /api/ (as the kernel's
// client makes them) and a signed-in session left where the kernel restores it.
import type { Page } from '@playwright/test';
import { API_HEADERS, ENDPOINTS, LOGIN_TYPE, developmentSigningKey, signRequest, type ApiData, type EndpointName } from '@casino/shared-kernel/api-contract';
import { standardHeaders } from '../../api-server/src/testing/standard-headers.ts';

export interface CallOptions {
  token?: string;
  /** Names the brand by `?brand=` (development) and signs with its key; by default the host decides (india). */
  brand?: string;
}

/** A signed call of the endpoint table; resolves `data`, throws on a non-zero code. */
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
  const headers: Record<string, string> = {
    ...standardHeaders(token),
    [API_HEADERS.signature]: await signRequest({ method, pathAndQuery, body, key: developmentSigningKey(brand ?? 'india') }),
  };
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseURL}${pathAndQuery}`, { method, headers, ...(body ? { body } : {}) });
  const envelope = (await response.json()) as { code: number; msg: string; data: ApiData<Name> };
  if (envelope.code !== 0) throw new Error(`${name} answered ${envelope.code}: ${envelope.msg}`);
  return envelope.data;
}

/** India's demo player (README). */
export const DEMO_PLAYER = { mobile: '9000000001', password: 'demo1234' } as const;

/**
 * Signs india's demo player in through the API and leaves the session where the kernel restores it
 * (`token` in local storage and its cookie, `userInfo` beside it), as a sign-in in the page would.
 * Call before opening the site. Resolves the token.
 */
export async function signInDemoPlayer(page: Page, baseURL: string): Promise<string> {
  const login = await call(baseURL, 'login', { client_type: LOGIN_TYPE.PHONE, mobile: DEMO_PLAYER.mobile, password: DEMO_PLAYER.password, system_type: 3 });
  await page.context().addCookies([{ name: 'token', value: login.accessToken, url: baseURL }]);
  await page.addInitScript(
    ({ token, userInfo }) => {
      localStorage.setItem('token', JSON.stringify(token));
      localStorage.setItem('userInfo', JSON.stringify(userInfo));
    },
    { token: login.accessToken, userInfo: login.userInfo },
  );
  return login.accessToken;
}
