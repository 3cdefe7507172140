import path from 'node:path';
import { readServiceOptions } from '@casino/service-kit/command-line';
import { DEFAULT_PORT } from './default-port.ts';
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

/** Flags win over environment variables, which win over the defaults. */
export function readConfig(argv: readonly string[], env: NodeJS.ProcessEnv): RegistryConfig {
  const options = readServiceOptions(argv, env, {
    variablePrefix: 'REGISTRY',
    single: [
      'host',
      'port',
      'data-dir',
      'static-root',
      'team-canary-max',
      'remotes-base-url',
      'shell-react',
      'shell-kernel',
      'log-level',
      'health-check-seconds',
      'beacon-url',
      'beacon-port',
      'beacon-host',
      'beacon-percent',
      'beacon-rate-limit',
      'beacon-token-minutes',
      'beacon-devices-per-address',
      'rollout-check-seconds',
      'trust-proxy',
    ],
    repeatable: ['token', 'beacon-origin'],
  });
  const host = options.text('host', '127.0.0.1');
  const port = options.port('port', DEFAULT_PORT);
  const beaconPort = options.maybeText('beacon-port') ? options.port('beacon-port', 0) : undefined;
  if (beaconPort !== undefined && beaconPort !== 0 && beaconPort === port) throw new Error(`--beacon-port must differ from --port (${port}): beacons get a listener of their own.`);
  const baseUrl = options.text('remotes-base-url', '');
  if (baseUrl !== '' && !/^https?:\/\/[^/\s]+(\/\S*)?$/.test(baseUrl)) {
    throw new Error(`--remotes-base-url must be an http(s) URL such as https://cdn.example.com, not "${baseUrl}".`);
  }
  const beaconUrl = options.text('beacon-url', '');
  if (beaconUrl !== '' && !/^(\/|https?:\/\/)\S+$/.test(beaconUrl)) {
    throw new Error(`--beacon-url must be the URL browsers reach /api/beacons at (https://registry.example.com/api/beacons, or /api/beacons behind the site's origin), not "${beaconUrl}".`);
  }
  const beaconOrigins = options.list('beacon-origin').map((origin) => origin.trim());
  for (const origin of beaconOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) throw new Error(`--beacon-origin must be an origin such as https://india.example.com, not "${origin}".`);
  }
  return {
    // None by default: a client could name any address in X-Forwarded-For and escape the beacon limit.
    trustProxy: options.trustProxy('trust-proxy', 'false'),
    beaconUrl,
    beaconPercent: options.wholeNumber('beacon-percent', 100, 0, 100),
    beaconOrigins,
    beaconRateLimit: options.wholeNumber('beacon-rate-limit', 600, 1, 1_000_000),
    beaconTokenMinutes: options.wholeNumber('beacon-token-minutes', DEFAULT_BEACON_TOKEN_MINUTES, 3, 24 * 60),
    beaconDevicesPerAddress: options.wholeNumber('beacon-devices-per-address', DEFAULT_DEVICES_PER_ADDRESS, 1, 1_000_000),
    rolloutCheckSeconds: options.wholeNumber('rollout-check-seconds', 15, 1, 3600),
    host,
    port,
    beaconPort,
    beaconHost: options.text('beacon-host', host),
    dataDir: path.resolve(options.text('data-dir', path.join(PACKAGE_DIR, '.data'))),
    staticRoot: path.resolve(options.text('static-root', path.join(PACKAGE_DIR, '..', 'dist', 'site'))),
    tokens: parseOpsTokens(options.list('token')),
    teamCanaryMax: options.wholeNumber('team-canary-max', DEFAULT_TEAM_CANARY_MAX, 1, 99),
    remotesBaseUrl: baseUrl,
    shellReact: options.maybeText('shell-react'),
    shellKernel: options.maybeText('shell-kernel'),
    logLevel: options.text('log-level', 'info'),
    healthCheckSeconds: options.wholeNumber('health-check-seconds', 60, 1, 86_400),
  };
}
