import { execFile } from 'node:child_process';
import { cpSync, existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { createStaticServer, DEFAULT_STATIC_ROOT, WORKSPACE_ROOT } from '@casino/build-tools/static-root';
import { tempDirs, type TempDirs } from '../../../remote-registry/src/testing/fake-builds.ts';
import { ALICE, startTestRegistry, type TestRegistry } from '../../../remote-registry/src/testing/test-registry.ts';
import { Site } from '../site.ts';
import { freePort } from '@casino/build-tools/free-port';

/** The real remote this suite releases new versions of. */
export const REMOTE = 'mfe-promotions';
const REMOTE_DIR = path.join(WORKSPACE_ROOT, REMOTE);
const REGISTRY_CLI = path.join(WORKSPACE_ROOT, 'remote-registry', 'src', 'cli', 'registry-cli.ts');

/** What the promotions page (`/activity`) shows as its heading in the build of `pnpm build`. */
export const BUILT_TITLE = 'Activities';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

function run(file: string, args: readonly string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, [file, ...args], { cwd: options.cwd, env: options.env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** `from` must occur in the file exactly once: the edit fails loudly when the remote's source moves on. */
function replaceOnce(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  if (text.split(from).length !== 2) throw new Error(`Expected "${from}" once in ${file}: update the registry suite's release edit.`);
  writeFileSync(file, text.replace(from, to));
}

export interface ReleaseOptions {
  version: string;
  /** The heading its promotions page shows instead of {@link BUILT_TITLE}: the visible change of the release. */
  title: string;
  /** Builds it without `./app` in module-federation.config.ts (a build the registry must refuse). */
  withoutApp?: boolean;
}

/**
 * Builds a release of the real promotions remote as its team would: a copy of its sources with the
 * version bumped in package.json and one visible change, built by rspack with the workspace's config
 * (its `node_modules` linked, so it resolves the same React, kernel and build-tools). Returns the
 * build folder (`dist`), as `pnpm --filter mfe-promotions build` leaves it.
 */
export async function buildRelease(dirs: TempDirs, { version, title, withoutApp = false }: ReleaseOptions): Promise<string> {
  const appDir = dirs.make(`${REMOTE}-${version}`);
  for (const item of ['package.json', 'rspack.config.ts', 'module-federation.config.ts', 'src']) {
    cpSync(path.join(REMOTE_DIR, item), path.join(appDir, item), { recursive: true });
  }
  symlinkSync(path.join(REMOTE_DIR, 'node_modules'), path.join(appDir, 'node_modules'), 'dir');
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(path.join(appDir, 'package.json'), JSON.stringify({ ...pkg, version }, null, 2));
  replaceOnce(path.join(appDir, 'src', 'app', 'promotions-app.tsx'), `title: '${BUILT_TITLE}'`, `title: '${title}'`);
  if (withoutApp) replaceOnce(path.join(appDir, 'module-federation.config.ts'), `'./app': './src/exposes/app.tsx',`, '');

  const rspackCli = createRequire(path.join(REMOTE_DIR, 'package.json')).resolve('@rspack/cli/package.json');
  const bin = (JSON.parse(readFileSync(rspackCli, 'utf8')) as { bin: { rspack: string } }).bin.rspack;
  const { NODE_ENV: _mode, ...env } = process.env;
  const built = await run(path.join(path.dirname(rspackCli), bin), ['build'], { cwd: appDir, env });
  const dist = path.join(appDir, 'dist');
  if (built.code !== 0 || !existsSync(path.join(dist, 'remoteEntry.js'))) {
    throw new Error(`Building ${REMOTE} ${version} failed:\n${built.stdout}\n${built.stderr}`);
  }
  return dist;
}

interface ManifestShared {
  name: string;
  version: string;
  requiredVersion?: string;
}

/** The React packages a remote shares with the shell. */
const REACT_FAMILY = new Set(['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client']);

/**
 * A copy of `dist` as a build made against React `react` would leave it: its `mf-manifest.json`
 * declares that React for every React package it shares (the workspace has only React 19 to build
 * with), under another version.
 */
export function asBuiltWithReact(dirs: TempDirs, dist: string, { react, version }: { react: string; version: string }): string {
  const copy = dirs.make(`${REMOTE}-react-${react}`);
  cpSync(dist, copy, { recursive: true });
  const file = path.join(copy, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { metaData: { buildInfo: { buildVersion: string } }; shared: ManifestShared[] };
  manifest.metaData.buildInfo.buildVersion = version;
  for (const shared of manifest.shared) {
    if (REACT_FAMILY.has(shared.name)) Object.assign(shared, { version: react, requiredVersion: `^${react}` });
  }
  writeFileSync(file, JSON.stringify(manifest, null, 2));
  return copy;
}

/**
 * Everything the registry suite runs against, on free ports of 127.0.0.1: a temporary copy of the
 * built static root (the registry publishes into it, so never the real `dist/site`), build-tools'
 * static server over that copy, and the real registry over a temporary data folder, pointed at it.
 */
export class RegistryStack {
  readonly dirs = tempDirs();
  readonly staticRoot = this.dirs.make('site');
  private server: Awaited<ReturnType<typeof createStaticServer>> | undefined;
  private port = 0;
  private running: TestRegistry | undefined;

  /**
   * Copies the static root and starts both servers; the registry adopts what the copy holds. With
   * `beacons`, the brand maps send the shell's load beacons to the registry (its origin allowed by
   * the site's CSP, as a deployment sets `CSP_CONNECT_ORIGINS`), and rollouts are judged every second.
   */
  async start(options: { beacons?: boolean } = {}): Promise<void> {
    if (!existsSync(path.join(DEFAULT_STATIC_ROOT, 'index.html'))) {
      throw new Error(`No built site in ${DEFAULT_STATIC_ROOT}: run "npx -y pnpm@12.21.0 build" first.`);
    }
    cpSync(DEFAULT_STATIC_ROOT, this.staticRoot, { recursive: true });
    const registryPort = options.beacons ? await freePort() : 0;
    const registryOrigin = `http://127.0.0.1:${registryPort}`;
    this.server = await createStaticServer({
      root: this.staticRoot,
      ...(options.beacons ? { securitySettings: { CSP_CONNECT_ORIGINS: registryOrigin } } : {}),
    });
    await this.server.listen({ host: '127.0.0.1', port: 0 });
    const address = this.server.server.address();
    if (address === null || typeof address === 'string') throw new Error('The static server has no port.');
    this.port = address.port;
    this.running = await startTestRegistry(this.dirs, {
      staticRoot: this.staticRoot,
      ...(options.beacons ? { port: registryPort, beaconUrl: `${registryOrigin}/api/beacons`, beaconPercent: 100, rolloutCheckSeconds: 1 } : {}),
    });
  }

  get registry(): TestRegistry {
    if (!this.running) throw new Error('The registry is not running.');
    return this.running;
  }

  /** The site on a host name: `127.0.0.1` (brands/hosts.json: india) or `brasil.localhost` (brasil). */
  siteUrl(host = '127.0.0.1'): string {
    return `http://${host}:${this.port}`;
  }

  /** The registry's CLI as ops run it (`pnpm registry …`), as alice; resolves to its exit status and output. */
  cli(...args: string[]): Promise<CliResult> {
    const { INIT_CWD: _callerDir, ...env } = process.env;
    return run(REGISTRY_CLI, args, { env: { ...env, REGISTRY_URL: this.registry.url, REGISTRY_TOKEN: ALICE } });
  }

  /** Stops the registry and starts it again on the same data folder and static root (on a new port). */
  async restartRegistry(): Promise<void> {
    const { dataDir } = this.registry;
    await this.registry.close();
    this.running = undefined;
    this.running = await startTestRegistry(this.dirs, { staticRoot: this.staticRoot, dataDir });
  }

  /** A new browser profile (a new device) on the site; `deviceId` seeds the kernel's device id in local storage. */
  async openDevice(browser: Browser, options: { host?: string; deviceId?: number } = {}) {
    const baseURL = this.siteUrl(options.host);
    const context = await browser.newContext({
      baseURL,
      ...(options.deviceId === undefined
        ? {}
        : { storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'deviceId', value: String(options.deviceId) }] }] } }),
    });
    const page = await context.newPage();
    return { context, page, site: new Site(page) };
  }

  async stop(): Promise<void> {
    await this.running?.close();
    await this.server?.close();
    this.dirs.cleanup();
  }
}
