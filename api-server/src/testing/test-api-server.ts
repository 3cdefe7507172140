import {
  API_HEADERS,
  ENDPOINTS,
  developmentSigningKey,
  signRequest,
  type ApiData,
  type ApiEnvelope,
  type ApiPayload,
  type EndpointName,
  type LoginResponse,
} from '@casino/shared-kernel/api-contract';
import { createApiClient, newIntentKey, type ApiClient, type ApiClientOptions } from '@casino/shared-kernel/api';
import { DEFAULT_TOKEN_TTL_SECONDS, type ApiServerConfig } from '../config.ts';
import type { OutboxMessage } from '../accounts/verification-codes.ts';
import { normalizeEmail, normalizeMobile } from '../brands/brands.ts';
import { DEMO_PASSWORD, demoLogins } from '../db/seed.ts';
import { startApiServer, type RunningApiServer } from '../start-api-server.ts';
import { standardHeaders } from './standard-headers.ts';
import type { TempDirs } from './temp-dirs.ts';
import { TEST_AUDIENCE, TEST_ISSUER } from './test-identity-provider.ts';

/** A clock the test moves: tokens, codes and signatures all read it. */
export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

export function testClock(start = Date.now()): TestClock {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
  };
}

/** One raw request: every part of it can be left out or spoiled. */
export interface RawRequest {
  method: string;
  /** Path and query, e.g. `/api/wallet?reserve=1`. */
  path: string;
  /** Sent as is when text, as JSON otherwise; absent sends no body. */
  body?: unknown;
  token?: string;
  /** Replaces (or with undefined, removes) the standard headers. */
  headers?: Record<string, string | undefined>;
  /**
   * 'valid' (default), 'none', a key to sign with instead of the brand's, or the signature's time
   * (and nonce: a fixed one repeats a captured request's signature exactly).
   */
  signature?: 'valid' | 'none' | { key: string } | { timestamp: number; nonce?: string };
  /** The signing key of this brand (default india). */
  brand?: string;
}

export interface RawAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON, or the text when it is not JSON. */
  body: unknown;
}

export interface CallOptions {
  token?: string;
  /** `?brand=` (development mode) and the key it signs with. */
  brand?: string;
  headers?: Record<string, string | undefined>;
}

export interface TestApiServer extends RunningApiServer {
  dataDir: string;
  clock: TestClock;
  config: ApiServerConfig;
  /** A raw, signed (unless told otherwise) HTTP request. */
  request(request: RawRequest): Promise<RawAnswer>;
  /** A call of the endpoint table by name, signed, over real HTTP; resolves the envelope. */
  call<Name extends EndpointName>(name: Name, payload?: ApiPayload<Name> | Record<string, unknown>, options?: CallOptions): Promise<ApiEnvelope<ApiData<Name>>>;
  /** The one-time codes sent to a phone number (digits, area code first) or an address, newest first. */
  outbox(to: string): Promise<OutboxMessage[]>;
  /**
   * POST /api/user/register as a player does it: without a `verify_code`, the code is asked for
   * (`sendCode`) and read from the development outbox first.
   */
  register(payload: ApiPayload<'register'>, options?: CallOptions): Promise<ApiEnvelope<ApiData<'register'>>>;
  /** Signs the brand's demo player in and returns the login response. */
  signInDemo(brand?: string): Promise<LoginResponse>;
  /** The kernel's browser client, pointed at this server. */
  client(overrides?: Partial<ApiClientOptions>): ApiClient;
}

/**
 * A real api-server on a free port of 127.0.0.1 over a temporary data folder, on a clock the test
 * controls, with a local identity provider for third-party sign-in. Pass the `dataDir` of a
 * previous one to restart it over the same database.
 */
export async function startTestApiServer(
  dirs: TempDirs,
  overrides: Partial<ApiServerConfig> & { clock?: TestClock; jwksPath?: string; withoutCalls?: EndpointName[] } = {},
): Promise<TestApiServer> {
  const { clock = testClock(), jwksPath, withoutCalls, ...configOverrides } = overrides;
  const config: ApiServerConfig = {
    host: '127.0.0.1',
    port: 0,
    dataDir: dirs.make('data'),
    mode: 'development',
    logLevel: 'silent',
    signingKeys: {},
    messageKeys: {},
    messagePath: '/api/message',
    messageField: 'sealed',
    hosts: {},
    corsOrigins: [],
    publicUrl: 'http://127.0.0.1:4330',
    oauthJwks: jwksPath ?? '',
    oauthIssuers: [TEST_ISSUER],
    oauthAudience: TEST_AUDIENCE,
    tokenTtlSeconds: DEFAULT_TOKEN_TTL_SECONDS,
    codeKey: '',
    trustedProxies: [],
    simulatedPayments: (configOverrides.mode ?? 'development') === 'development',
    demoPlayers: (configOverrides.mode ?? 'development') === 'development',
    // The suites make many players from one address; rate-limits.test.ts tests the limits at 1.
    rateLimitScale: 100,
    ...configOverrides,
  };
  const running = await startApiServer(config, {
    now: clock.now,
    withoutCalls,
    // Without a provider in the test, any ID token is refused: no key set holds its key.
    ...(jwksPath ? {} : { keySet: () => Promise.reject(new Error('no identity provider in this test')) }),
  });
  const keyOf = (brand = 'india') => config.signingKeys[brand] ?? developmentSigningKey(brand);
  // Each request is signed at its own millisecond, as the kernel's client does: the server accepts a
  // POST or PUT signature once, and the test clock stands still between calls.
  // (A test that moves the clock back starts again from its time.)
  let lastSignedAt = 0;
  const signingTime = () => {
    const now = clock.now();
    lastSignedAt = now > lastSignedAt || lastSignedAt - now > 1000 ? now : lastSignedAt + 1;
    return lastSignedAt;
  };

  const request = async (raw: RawRequest): Promise<RawAnswer> => {
    const body = raw.body === undefined ? undefined : typeof raw.body === 'string' ? raw.body : JSON.stringify(raw.body);
    const headers: Record<string, string> = { ...standardHeaders(raw.token) };
    if (body !== undefined) headers['content-type'] = 'application/json';
    for (const [name, value] of Object.entries(raw.headers ?? {})) {
      const existing = Object.keys(headers).find((key) => key.toLowerCase() === name.toLowerCase());
      if (existing) delete headers[existing];
      if (value !== undefined) headers[name] = value;
    }
    const signature = raw.signature ?? 'valid';
    if (signature !== 'none') {
      const idempotencyKey = Object.entries(headers).find(([name]) => name.toLowerCase() === API_HEADERS.idempotencyKey.toLowerCase())?.[1];
      headers[API_HEADERS.signature] = await signRequest({
        method: raw.method,
        pathAndQuery: raw.path,
        body: body ?? '',
        idempotencyKey,
        key: typeof signature === 'object' && 'key' in signature ? signature.key : keyOf(raw.brand),
        timestamp: typeof signature === 'object' && 'timestamp' in signature ? signature.timestamp : signingTime(),
        nonce: typeof signature === 'object' && 'nonce' in signature ? signature.nonce : undefined,
      });
    }
    const response = await fetch(`${running.url}${raw.path}`, { method: raw.method, headers, body: body ?? null });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      // Not JSON: the test sees the text.
    }
    return { status: response.status, headers: response.headers, body: parsed };
  };

  const call: TestApiServer['call'] = async (name, payload, options = {}) => {
    const { method, path } = ENDPOINTS[name];
    const query = new URLSearchParams();
    const fixed: Record<string, string | number> = 'query' in ENDPOINTS[name] ? { ...ENDPOINTS[name].query } : {};
    for (const [key, value] of Object.entries(fixed)) query.append(key, String(value));
    if (method === 'GET') for (const [key, value] of Object.entries(payload ?? {})) query.append(key, String(value));
    if (options.brand) query.append('brand', options.brand);
    // As the site's client: a call that moves money carries a key of its own, unless the test names one (or none).
    const namesKey = Object.keys(options.headers ?? {}).some((header) => header.toLowerCase() === API_HEADERS.idempotencyKey.toLowerCase());
    const ownKey = 'needsIdempotencyKey' in ENDPOINTS[name] && !namesKey ? { [API_HEADERS.idempotencyKey]: newIntentKey() } : {};
    const answer = await request({
      method,
      path: query.size > 0 ? `${path}?${query.toString()}` : path,
      body: method === 'GET' ? undefined : (payload ?? {}),
      token: options.token,
      brand: options.brand,
      headers: { ...ownKey, ...options.headers },
    });
    if (answer.status !== 200) throw new Error(`${name} answered HTTP ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body as ApiEnvelope<ApiData<typeof name>>;
  };

  const outbox = async (to: string): Promise<OutboxMessage[]> => {
    const response = await fetch(`${running.url}/dev/outbox?to=${encodeURIComponent(to)}`);
    return ((await response.json()) as { list: OutboxMessage[] }).list;
  };

  return {
    ...running,
    dataDir: config.dataDir,
    clock,
    config,
    request,
    call,
    outbox,
    async register(payload, options = {}) {
      if (payload.verify_code !== undefined) return call('register', payload, options);
      const target = payload.email ?? payload.mobile ?? '';
      const sent = await call('sendCode', { mobile_or_email: target }, options);
      if (sent.code !== 0) throw new Error(`sendCode to ${target} failed: ${sent.msg}`);
      const brand = running.services.brands.get(options.brand ?? 'india');
      if (!brand) throw new Error(`No brand ${options.brand ?? 'india'}`);
      const [message] = await outbox(payload.email === undefined ? normalizeMobile(brand, target) : normalizeEmail(target));
      if (!message) throw new Error(`No code reached ${target}`);
      return call('register', { ...payload, verify_code: message.code }, options);
    },
    async signInDemo(brand = 'india') {
      const login = demoLogins().find((demo) => demo.brand === brand);
      if (!login) throw new Error(`No demo player for ${brand}`);
      const answer = await call('login', { client_type: 1, mobile: login.phone, password: DEMO_PASSWORD, system_type: 3 }, { brand });
      if (answer.code !== 0) throw new Error(`Demo sign-in failed: ${answer.msg}`);
      return answer.data;
    },
    client(clientOverrides = {}) {
      return createApiClient({
        apiHost: running.url,
        getToken: () => '',
        getLanguage: () => 'en',
        getDeviceId: () => 4_815_162_342,
        getChannelId: () => 1,
        signingKey: keyOf('india'),
        onTokenInvalid: () => undefined,
        showError: () => undefined,
        // Shared by every client of this server: two clients on the standing test clock would
        // otherwise sign one request alike (two tabs in one millisecond).
        now: signingTime,
        ...clientOverrides,
      });
    },
  };
}

/** An envelope's data after asserting success, for tests that only need the result. */
export function dataOf<T>(envelope: ApiEnvelope<T>): T {
  if (envelope.code !== 0) throw new Error(`expected code 0, got ${envelope.code}: ${envelope.msg}`);
  return envelope.data;
}
