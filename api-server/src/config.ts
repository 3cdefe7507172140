import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { readServiceOptions } from '@casino/service-kit/command-line';
import { BRAND_ID_PATTERN, parseBrandHosts } from '@casino/shared-kernel/remote-map';
import { generateMessageKey } from '@casino/shared-kernel/api-contract';

/**
 * `development` opens the dev routes (outbox, settlements), the dev defaults of the keys, simulated
 * payments, CORS for any origin and the demo players; `production` (the default: development must
 * be asked for) refuses every one of them.
 */
export type ApiMode = 'development' | 'production';

/** One brand's optional message envelope (spec 7's encryption config). */
export interface BrandEncryption {
  key: string;
}

/** Everything the service needs to start; CONTEXT.md lists the flags and variables that set it. */
export interface ApiServerConfig {
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  dataDir: string;
  mode: ApiMode;
  logLevel: string;
  /** Brand → request-signing key; a brand left out uses `developmentSigningKey` in development. */
  signingKeys: Readonly<Record<string, string>>;
  /** Brand → message-envelope key; brands left out answer in clear only. */
  messageKeys: Readonly<Record<string, string>>;
  /** Where sealed requests are posted and the JSON field that carries them. */
  messagePath: string;
  messageField: string;
  /** Host name → brand, added to the built-in development names (`<brand>.localhost`). */
  hosts: Readonly<Record<string, string>>;
  /** Origins allowed to call from a browser; empty in development means any. */
  corsOrigins: readonly string[];
  /**
   * Base URL of this service as browsers reach it, put before the answers' own URLs (pictures,
   * game and payment pages); '' leaves them root-relative, on whichever origin proxies /api/.
   */
  publicUrl: string;
  /** Third-party sign-in: the ID tokens' key set, issuers and audience override. */
  oauthJwks: string;
  oauthIssuers: readonly string[];
  oauthAudience: string;
  /**
   * The HMAC key one-time codes are stored under ('' = a random key per start: codes sent before a
   * restart must be asked for again). Several processes over one database need the same key.
   */
  codeKey: string;
  /** Lifetime of a token, seconds. */
  tokenTtlSeconds: number;
  /**
   * The proxies whose `X-Forwarded-For` names the player's address (addresses, CIDR ranges, or
   * `loopback`/`linklocal`/`uniquelocal`); empty trusts none, and the address is the connection's.
   */
  trustedProxies: readonly string[];
  /**
   * The local payment page that stands for a payment provider (a link order is paid by pressing
   * Confirm). On in development, off in production: there, anyone could credit themselves.
   */
  simulatedPayments: boolean;
  /**
   * Seed a demo player per brand in a new database (published password). On in development; in
   * production only when asked for, and then without withdrawable money (bonus only).
   */
  demoPlayers: boolean;
  /**
   * Multiplies every rate limit's allowance (`rate-limits.ts`); 1 in production. The end-to-end
   * suites raise it: all their players come from one address.
   */
  rateLimitScale: number;
}

const PACKAGE_DIR = path.resolve(import.meta.dirname, '..');
export const DEFAULT_PORT = 4330;
/** An origin, optionally with a path; no query or fragment (the answers append `/api/…`). */
const PUBLIC_URL = /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/;
/** 2 days: the spec's default token-cookie life (spec 9). */
export const DEFAULT_TOKEN_TTL_SECONDS = 2 * 24 * 60 * 60;
/** Google's, so a brand only needs its client id (the google block of its site settings). */
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'] as const;

/** `a=1,b=2` (or repeated flags) → record; each name must be a brand id. */
function brandPairs(specs: readonly string[], what: string): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const spec of specs
    .flatMap((text) => text.split(','))
    .map((text) => text.trim())
    .filter(Boolean)) {
    const at = spec.indexOf('=');
    const brand = spec.slice(0, at);
    const value = spec.slice(at + 1);
    if (at < 1 || !BRAND_ID_PATTERN.test(brand) || value === '') throw new Error(`${what} must be written brand=value (such as india=…), not "${spec}".`);
    pairs[brand] = value;
  }
  return pairs;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range of one, or a named range, as Fastify's trustProxy (proxy-addr) takes them. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/** Flags win over environment variables, which win over the defaults. */
export function readConfig(argv: readonly string[], env: NodeJS.ProcessEnv): ApiServerConfig {
  const options = readServiceOptions(argv, env, {
    variablePrefix: 'API',
    single: [
      'host',
      'port',
      'data-dir',
      'mode',
      'log-level',
      'message-path',
      'message-field',
      'hosts-file',
      'public-url',
      'oauth-jwks',
      'oauth-audience',
      'token-ttl',
      'code-key',
      'simulated-payments',
      'demo-players',
      'rate-limit-scale',
    ],
    repeatable: ['signing-key', 'message-key', 'cors-origin', 'oauth-issuer', 'trusted-proxies'],
    variables: { 'trusted-proxies': 'TRUSTED_PROXIES' },
  });
  const host = options.text('host', '127.0.0.1');
  const port = options.port('port', DEFAULT_PORT);
  const mode = options.text('mode', 'production');
  if (mode !== 'development' && mode !== 'production') throw new Error(`--mode must be development or production, not "${mode}".`);
  const ttlText = options.text('token-ttl', String(DEFAULT_TOKEN_TTL_SECONDS));
  const tokenTtlSeconds = Number(ttlText);
  if (!Number.isInteger(tokenTtlSeconds) || tokenTtlSeconds < 60) throw new Error(`--token-ttl must be whole seconds, at least 60, not "${ttlText}".`);

  const messageKeys = brandPairs(options.list('message-key'), '--message-key');
  for (const [brand, key] of Object.entries(messageKeys)) {
    if (!/^[A-Za-z0-9_-]{43}$/.test(key)) {
      throw new Error(`The message key of ${brand} must be 32 bytes in base64url (43 characters), such as ${generateMessageKey()}.`);
    }
  }
  const hostsFile = options.maybeText('hosts-file');
  const hosts = hostsFile ? parseBrandHosts(JSON.parse(readFileSync(path.resolve(hostsFile), 'utf8')) as unknown, hostsFile).hosts : {};
  const publicUrl = options.text('public-url', `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`).replace(/\/+$/, '');
  // '' keeps the answers' own URLs root-relative (`/api/assets/…`), so behind a site that proxies
  // /api/ every brand's host name reaches them on its own origin, as its CSP's 'self' requires.
  if (publicUrl !== '' && !PUBLIC_URL.test(publicUrl)) {
    throw new Error(`--public-url must be '' (URLs on the site's own origin) or an http(s) URL such as https://api.casino.example, not "${publicUrl}".`);
  }

  const simulatedPayments = options.onOff('simulated-payments', mode === 'development');
  // The payment page credits whoever presses Confirm: in production anyone could pay themselves.
  if (mode === 'production' && simulatedPayments) throw new Error('--simulated-payments cannot be on in production: its payment page credits anyone who confirms.');
  const codeKey = options.text('code-key', '');
  if (codeKey !== '' && codeKey.length < 24) throw new Error('--code-key must be a secret of at least 24 characters (or unset: a random key per start).');
  const corsOrigins = options.list('cors-origin');
  if (mode === 'production' && corsOrigins.some((origin) => origin === '*' || origin === 'null')) {
    throw new Error('--cors-origin cannot open production to any origin ("*" or "null"): list the site origins.');
  }

  // Development's front end is the site server on this machine; production trusts only the proxies
  // the operator lists: a forwarded address from anyone else would pick any player's rate limits.
  // An operator's list set empty means none, in development too.
  const trustedProxies = options
    .list('trusted-proxies', mode === 'development' && !options.isSet('trusted-proxies') ? ['loopback'] : [])
    .flatMap((text) => text.split(','))
    .map((item) => item.trim())
    .filter(Boolean);
  for (const proxy of trustedProxies) {
    if (!isProxyEntry(proxy)) {
      throw new Error(`--trusted-proxies must list addresses, CIDR ranges (10.0.0.5, 172.30.80.0/24, ::1) or loopback, linklocal, uniquelocal; not "${proxy}".`);
    }
  }
  return {
    host,
    port,
    dataDir: path.resolve(options.text('data-dir', path.join(PACKAGE_DIR, '.data'))),
    mode,
    logLevel: options.text('log-level', 'info'),
    signingKeys: brandPairs(options.list('signing-key'), '--signing-key'),
    messageKeys,
    messagePath: options.text('message-path', '/api/message'),
    messageField: options.text('message-field', 'sealed'),
    hosts,
    corsOrigins,
    publicUrl,
    oauthJwks: options.text('oauth-jwks', GOOGLE_JWKS_URL),
    oauthIssuers: options.list('oauth-issuer', GOOGLE_ISSUERS),
    oauthAudience: options.text('oauth-audience', ''),
    tokenTtlSeconds,
    codeKey,
    trustedProxies,
    simulatedPayments,
    demoPlayers: options.onOff('demo-players', mode === 'development'),
    rateLimitScale: options.wholeNumber('rate-limit-scale', 1, 1, 1000),
  };
}
