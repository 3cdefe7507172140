import { REMOTE_NAMES } from '@casino/shared-kernel/remote-map';
import { readBuildFolder } from '../cli/read-build-folder.ts';
import type { RegistryConfig } from '../config.ts';
import { parseOpsTokens } from '../server/ops-tokens.ts';
import { startRegistry, type RunningRegistry } from '../start-registry.ts';
import { writeFakeBuild, writeShellManifest, type FakeBuildOptions, type TempDirs } from './fake-builds.ts';

export const ALICE = 'alice-secret-0123456789abcdef';
export const BOB = 'bob-secret-0123456789abcdef01';
/** The wallet team's token (`wallet-ci@mfe-wallet`): publishes and rolls out mfe-wallet only. */
export const WALLET_TEAM = 'wallet-ci-secret-0123456789abcdef';

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  etag: string | null;
  body: T;
}

export interface TestRegistry extends RunningRegistry {
  staticRoot: string;
  dataDir: string;
  /** Calls the API as alice unless another token (or none) is given. */
  api<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string | null; ifMatch?: string; headers?: Record<string, string> },
  ): Promise<ApiAnswer<T>>;
  /** Writes a fake build of `remote` to a temp folder and publishes it; returns the API's answer. */
  publish(remote: string, options?: FakeBuildOptions & { asVersion?: string }): Promise<ApiAnswer>;
}

/**
 * A real registry on a free port of 127.0.0.1 with a temporary static root (holding a shell
 * manifest: React 19, kernel 0.1) and data folder. Pass the folders of a previous one to restart it.
 */
export async function startTestRegistry(
  dirs: TempDirs,
  overrides: Partial<RegistryConfig> & { withShell?: boolean; now?: () => Date } = {},
): Promise<TestRegistry> {
  const { withShell = true, now, ...configOverrides } = overrides;
  const staticRoot = overrides.staticRoot ?? dirs.make('static');
  if (withShell && !overrides.staticRoot) writeShellManifest(staticRoot);
  const config: RegistryConfig = {
    host: '127.0.0.1',
    port: 0,
    dataDir: dirs.make('data'),
    staticRoot,
    tokens: parseOpsTokens([`alice=${ALICE},bob=${BOB},wallet-ci@mfe-wallet=${WALLET_TEAM}`]),
    teamCanaryMax: 50,
    remotesBaseUrl: '',
    shellReact: undefined,
    shellKernel: undefined,
    logLevel: 'silent',
    healthCheckSeconds: 60,
    beaconUrl: '',
    beaconPort: undefined,
    beaconHost: '127.0.0.1',
    beaconPercent: 100,
    beaconOrigins: [],
    beaconRateLimit: 600,
    beaconTokenMinutes: 30,
    beaconDevicesPerAddress: 10,
    rolloutCheckSeconds: 15,
    trustProxy: 'loopback',
    ...configOverrides,
  };
  const running = await startRegistry(config, false, now);
  const api: TestRegistry['api'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = {};
    const token = options.token === undefined ? ALICE : options.token;
    if (token !== null) headers.authorization = `Bearer ${token}`;
    if (options.ifMatch !== undefined) headers['if-match'] = options.ifMatch;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    Object.assign(headers, options.headers);
    const response = await fetch(`${running.url}${path}`, {
      method,
      headers,
      body: options.body === undefined ? null : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, etag: response.headers.get('etag'), body: text ? JSON.parse(text) : {} };
  };
  return {
    ...running,
    staticRoot: config.staticRoot,
    dataDir: config.dataDir,
    api,
    async publish(remote, options = {}) {
      const folder = writeFakeBuild(dirs.make('build'), remote, options);
      return api('POST', `/api/remotes/${remote}/versions`, {
        body: { files: readBuildFolder(folder), ...(options.asVersion ? { version: options.asVersion } : {}) },
      });
    },
  };
}

/** Publishes version 1.0.0 of every remote and creates `brand` running them; returns its ETag. */
export async function seedBrand(registry: TestRegistry, brand = 'india'): Promise<string> {
  for (const remote of REMOTE_NAMES) {
    if ((await registry.api('GET', `/api/remotes/${remote}/versions/1.0.0`)).status === 404) {
      const published = await registry.publish(remote);
      if (published.status !== 201) throw new Error(`seed publish failed: ${JSON.stringify(published.body)}`);
    }
  }
  const created = await registry.api('POST', '/api/brands', {
    body: { brand, pins: Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, '1.0.0'])), reason: 'new brand' },
  });
  if (created.status !== 201 || !created.etag) throw new Error(`seed brand failed: ${JSON.stringify(created.body)}`);
  return created.etag;
}
