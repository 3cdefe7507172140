import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_TEAM_CANARY_MAX, parseOpsTokens, type OpsToken } from './server/ops-tokens.ts';
import { DEFAULT_BEACON_TOKEN_MINUTES } from './signals/beacon-tokens.ts';
import { DEFAULT_DEVICES_PER_ADDRESS } from './signals/load-counts.ts';

/** Everything the service needs to start; see CONTEXT.md for the flags and variables that set it. */
export interface RegistryConfig {
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  dataDir: string;
  staticRoot: string;
  tokens: OpsToken[];
  /** The largest canary a team token may run (by hand or by rollout); promoting it needs ops. Below 100: a canary at 100% is a pin in all but name. */
  teamCanaryMax: number;
  remotesBaseUrl: string;
  shellReact: string | undefined;
  shellKernel: string | undefined;
  logLevel: string;
  /** How often the files the brand maps use are re-checked against their recorded hashes. */
  healthCheckSeconds: number;
  /** The beacon URL brand maps give the shell (empty: the shell reports nothing). */
  beaconUrl: string;
  /**
   * A listener of its own for players' beacons (0 picks a free port), apart from the ops API and
   * console; undefined serves beacons on the ops listener (development).
   */
  beaconPort: number | undefined;
  /** Where the beacon listener listens (default: `host`). */
  beaconHost: string;
  /** Share of page loads that report (0–100). */
  beaconPercent: number;
  /** Origins accepted for any brand's beacons besides its host names. */
  beaconOrigins: string[];
  /** Beacons one client address may send per minute. */
  beaconRateLimit: number;
  /** How long a brand map's beacon token is taken (maps get a new one every third of it). */
  beaconTokenMinutes: number;
  /** How many distinct devices one client address may add to a version's count (rollouts want their minimum in devices). */
  beaconDevicesPerAddress: number;
  /** How often running rollouts are judged. */
  rolloutCheckSeconds: number;
  /**
   * Proxies whose X-Forwarded-For names the client's address (Fastify's trustProxy: addresses, CIDRs
   * or `loopback`, `uniquelocal`; beacons are limited and devices counted per address); false, the
   * default, trusts none.
   */
  trustProxy: string | false;
}

const PACKAGE_DIR = path.resolve(import.meta.dirname, '..');
export const DEFAULT_PORT = 4320;

/** Flags win over environment variables, which win over the defaults. */
export function readConfig(argv: readonly string[], env: NodeJS.ProcessEnv): RegistryConfig {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      'data-dir': { type: 'string' },
      'static-root': { type: 'string' },
      token: { type: 'string', multiple: true },
      'team-canary-max': { type: 'string' },
      'remotes-base-url': { type: 'string' },
      'shell-react': { type: 'string' },
      'shell-kernel': { type: 'string' },
      'log-level': { type: 'string' },
      'health-check-seconds': { type: 'string' },
      'beacon-url': { type: 'string' },
      'beacon-port': { type: 'string' },
      'beacon-host': { type: 'string' },
      'beacon-percent': { type: 'string' },
      'beacon-origin': { type: 'string', multiple: true },
      'beacon-rate-limit': { type: 'string' },
      'beacon-token-minutes': { type: 'string' },
      'beacon-devices-per-address': { type: 'string' },
      'rollout-check-seconds': { type: 'string' },
      'trust-proxy': { type: 'string' },
    },
  });
  const port = portNumber('--port', values.port ?? env.REGISTRY_PORT ?? String(DEFAULT_PORT));
  const beaconPortText = values['beacon-port'] ?? env.REGISTRY_BEACON_PORT ?? '';
  const beaconPort = beaconPortText === '' ? undefined : portNumber('--beacon-port', beaconPortText);
  if (beaconPort !== undefined && beaconPort !== 0 && beaconPort === port) throw new Error(`--beacon-port must differ from --port (${port}): beacons get a listener of their own.`);
  const tokenSpecs = values.token ?? (env.REGISTRY_TOKENS ? [env.REGISTRY_TOKENS] : []);
  const baseUrl = values['remotes-base-url'] ?? env.REGISTRY_REMOTES_BASE_URL ?? '';
  if (baseUrl !== '' && !/^https?:\/\/[^/\s]+(\/\S*)?$/.test(baseUrl)) {
    throw new Error(`--remotes-base-url must be an http(s) URL such as https://cdn.example.com, not "${baseUrl}".`);
  }
  const healthText = values['health-check-seconds'] ?? env.REGISTRY_HEALTH_CHECK_SECONDS ?? '60';
  const healthCheckSeconds = Number(healthText);
  if (!Number.isInteger(healthCheckSeconds) || healthCheckSeconds < 1) {
    throw new Error(`--health-check-seconds must be a whole number of seconds (1 or more), not "${healthText}".`);
  }
  const host = values.host ?? env.REGISTRY_HOST ?? '127.0.0.1';
  const beaconUrl = values['beacon-url'] ?? env.REGISTRY_BEACON_URL ?? '';
  if (beaconUrl !== '' && !/^(\/|https?:\/\/)\S+$/.test(beaconUrl)) {
    throw new Error(`--beacon-url must be the URL browsers reach /api/beacons at (https://registry.example.com/api/beacons, or /api/beacons behind the site's origin), not "${beaconUrl}".`);
  }
  const beaconOrigins = values['beacon-origin'] ?? (env.REGISTRY_BEACON_ORIGINS ? env.REGISTRY_BEACON_ORIGINS.split(',') : []);
  for (const origin of beaconOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin.trim())) throw new Error(`--beacon-origin must be an origin such as https://india.example.com, not "${origin}".`);
  }
  // None by default: a client could name any address in X-Forwarded-For and escape the beacon limit.
  const trustProxy = values['trust-proxy'] ?? env.REGISTRY_TRUST_PROXY ?? 'false';
  return {
    trustProxy: trustProxy === 'false' ? false : trustProxy,
    beaconUrl,
    beaconPercent: wholeNumber('--beacon-percent', values['beacon-percent'] ?? env.REGISTRY_BEACON_PERCENT ?? '100', 0, 100),
    beaconOrigins: beaconOrigins.map((origin) => origin.trim()),
    beaconRateLimit: wholeNumber('--beacon-rate-limit', values['beacon-rate-limit'] ?? env.REGISTRY_BEACON_RATE_LIMIT ?? '600', 1, 1_000_000),
    beaconTokenMinutes: wholeNumber(
      '--beacon-token-minutes',
      values['beacon-token-minutes'] ?? env.REGISTRY_BEACON_TOKEN_MINUTES ?? String(DEFAULT_BEACON_TOKEN_MINUTES),
      3,
      24 * 60,
    ),
    beaconDevicesPerAddress: wholeNumber(
      '--beacon-devices-per-address',
      values['beacon-devices-per-address'] ?? env.REGISTRY_BEACON_DEVICES_PER_ADDRESS ?? String(DEFAULT_DEVICES_PER_ADDRESS),
      1,
      1_000_000,
    ),
    rolloutCheckSeconds: wholeNumber('--rollout-check-seconds', values['rollout-check-seconds'] ?? env.REGISTRY_ROLLOUT_CHECK_SECONDS ?? '15', 1, 3600),
    host,
    port,
    beaconPort,
    beaconHost: values['beacon-host'] ?? env.REGISTRY_BEACON_HOST ?? host,
    dataDir: path.resolve(values['data-dir'] ?? env.REGISTRY_DATA_DIR ?? path.join(PACKAGE_DIR, '.data')),
    staticRoot: path.resolve(values['static-root'] ?? env.REGISTRY_STATIC_ROOT ?? path.join(PACKAGE_DIR, '..', 'dist', 'site')),
    tokens: parseOpsTokens(tokenSpecs),
    teamCanaryMax: wholeNumber('--team-canary-max', values['team-canary-max'] ?? env.REGISTRY_TEAM_CANARY_MAX ?? String(DEFAULT_TEAM_CANARY_MAX), 1, 99),
    remotesBaseUrl: baseUrl,
    shellReact: values['shell-react'] ?? env.REGISTRY_SHELL_REACT,
    shellKernel: values['shell-kernel'] ?? env.REGISTRY_SHELL_KERNEL,
    logLevel: values['log-level'] ?? env.REGISTRY_LOG_LEVEL ?? 'info',
    healthCheckSeconds,
  };
}

function portNumber(flag: string, value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new Error(`${flag} must be a port number, not "${value}".`);
  return port;
}

function wholeNumber(flag: string, value: string, min: number, max: number): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) throw new Error(`${flag} must be a whole number from ${min} to ${max}, not "${value}".`);
  return number;
}
