import path from 'node:path';
import { readServiceOptions } from '@casino/service-kit/command-line';
import { parseOpsTokens, type OpsToken } from './server/ops-tokens.ts';

/** Everything the service needs to start; see CONTEXT.md for the flags and variables that set it. */
export interface RegistryConfig {
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  dataDir: string;
  staticRoot: string;
  tokens: OpsToken[];
  remotesBaseUrl: string;
  shellReact: string | undefined;
  shellKernel: string | undefined;
  logLevel: string;
  /** How often the files the brand maps use are re-checked against their recorded hashes. */
  healthCheckSeconds: number;
  /** The beacon URL brand maps give the shell (empty: the shell reports nothing). */
  beaconUrl: string;
  /** Share of page loads that report (0–100). */
  beaconPercent: number;
  /** Origins accepted for any brand's beacons besides its host names. */
  beaconOrigins: string[];
  /** Beacons one client address may send per minute. */
  beaconRateLimit: number;
  /** How often running rollouts are judged. */
  rolloutCheckSeconds: number;
  /** Proxies whose X-Forwarded-For names the client's address (Fastify's trustProxy; beacons are limited per address); false trusts none. */
  trustProxy: string | false;
}

const PACKAGE_DIR = path.resolve(import.meta.dirname, '..');
export const DEFAULT_PORT = 4320;

/** Flags win over environment variables, which win over the defaults. */
export function readConfig(argv: readonly string[], env: NodeJS.ProcessEnv): RegistryConfig {
  const options = readServiceOptions(argv, env, {
    variablePrefix: 'REGISTRY',
    single: [
      'host',
      'port',
      'data-dir',
      'static-root',
      'remotes-base-url',
      'shell-react',
      'shell-kernel',
      'log-level',
      'health-check-seconds',
      'beacon-url',
      'beacon-percent',
      'beacon-rate-limit',
      'rollout-check-seconds',
      'trust-proxy',
    ],
    repeatable: ['token', 'beacon-origin'],
  });
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
    trustProxy: options.trustProxy('trust-proxy', 'loopback,uniquelocal'),
    beaconUrl,
    beaconPercent: options.wholeNumber('beacon-percent', 100, 0, 100),
    beaconOrigins,
    beaconRateLimit: options.wholeNumber('beacon-rate-limit', 600, 1, 1_000_000),
    rolloutCheckSeconds: options.wholeNumber('rollout-check-seconds', 15, 1, 3600),
    host: options.text('host', '127.0.0.1'),
    port: options.port('port', DEFAULT_PORT),
    dataDir: path.resolve(options.text('data-dir', path.join(PACKAGE_DIR, '.data'))),
    staticRoot: path.resolve(options.text('static-root', path.join(PACKAGE_DIR, '..', 'dist', 'site'))),
    tokens: parseOpsTokens(options.list('token')),
    remotesBaseUrl: baseUrl,
    shellReact: options.maybeText('shell-react'),
    shellKernel: options.maybeText('shell-kernel'),
    logLevel: options.text('log-level', 'info'),
    healthCheckSeconds: options.wholeNumber('health-check-seconds', 60, 1, 86_400),
  };
}
