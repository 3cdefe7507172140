import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  SETTING_DEFAULTS,
  SITE_TEMPLATE,
  TLS_TEMPLATE,
  renderTemplate,
  resolveSettings,
  staticRootHashes,
  type Settings,
  type TemplateVariables,
  type TlsVariables,
} from './nginx-config.ts';

/** Where Debian's package puts nginx; CI gets it with `apt-get install -y nginx`. */
const DEBIAN_NGINX = '/usr/sbin/nginx';

export interface NginxOptions {
  /** The folder served at `/`: dist/site or a test fixture. */
  staticRoot: string;
  /** Port on 127.0.0.1. */
  port: number;
  /** Where `/api/` goes: `http://<IP address>:<port>`; default the api-server's 127.0.0.1:4330. */
  apiUpstream?: string;
  /** Where `/beacons` goes: the registry's beacon listener; default 127.0.0.1:4321. */
  beaconUpstream?: string;
  /** The configurable parts ({@link SETTING_DEFAULTS}); unset ones take the defaults. */
  settings?: Partial<Record<string, string | undefined>>;
  /** The nginx binary; else `NGINX_BIN`, /usr/sbin/nginx, then `nginx` on PATH. */
  nginxBinary?: string;
  /** TLS on 127.0.0.1:`port` as well, with this certificate; plain HTTP then redirects there. */
  tls?: { port: number; certificate: string; key: string };
  /** The folder served at `/.well-known/acme-challenge/`; default one in the temp folder that holds nothing. */
  acmeWebroot?: string;
}

export interface RunningNginx {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** `https://127.0.0.1:<tls port>` when started with TLS. */
  httpsUrl?: string;
  /** The temp folder holding the config, pid, logs and nginx's temp files. */
  dir: string;
  /** The rendered site config, as nginx reads it. */
  siteConfig: string;
  settings: Settings;
  /** nginx's error log so far (start-up problems, upstream failures). */
  errorLog(): string;
  /** Stops nginx (graceful, then forced) and removes the temp folder. */
  stop(): Promise<void>;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const INSTALL_ADVICE =
  "The deploy tests and the e2e suite through nginx need it: install Debian's package with " +
  '"apt-get install -y nginx" (or set NGINX_BIN to an nginx binary).';

/** The nginx binary to run, or an error that says how to get one. */
export function findNginx(explicit = process.env.NGINX_BIN): string {
  if (explicit) {
    if (isExecutable(explicit)) return explicit;
    throw new Error(`nginx not found at ${explicit} (NGINX_BIN). ${INSTALL_ADVICE}`);
  }
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, 'nginx'));
  const found = [DEBIAN_NGINX, ...onPath].find(isExecutable);
  if (found) return found;
  throw new Error(`nginx not found at ${DEBIAN_NGINX} nor on PATH. ${INSTALL_ADVICE}`);
}

/** What `nginx -V` prints: its version and the paths it was built with. */
function buildInfo(nginx: string): string {
  const version = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  return `${version.stdout}${version.stderr}`;
}

/** mime.types beside the binary's compiled-in nginx.conf (Debian: /etc/nginx/mime.types); `info` is its `nginx -V`. */
function findMimeTypes(nginx: string, info: string): string {
  const confPath = /--conf-path=(\S+)/.exec(info)?.[1] ?? '/etc/nginx/nginx.conf';
  const mimeTypes = path.join(path.dirname(confPath), 'mime.types');
  if (!existsSync(mimeTypes)) throw new Error(`${nginx} has no mime.types at ${mimeTypes}: reinstall it ("apt-get install -y nginx").`);
  return mimeTypes;
}

/**
 * The brotli modules the site config uses (`brotli`, `brotli_static`), as Debian's packages install
 * them beside the binary's other dynamic modules; the image's nginx.conf loads them from
 * modules-enabled, a local run's main config names them.
 */
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'] as const;
const BROTLI_ADVICE = 'install Debian\'s packages with "apt-get install -y libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static"';

function findBrotliModules(nginx: string, info: string): string[] {
  const modulesPath = /--modules-path=(\S+)/.exec(info)?.[1] ?? '/usr/lib/nginx/modules';
  const modules = BROTLI_MODULES.map((name) => path.join(modulesPath, name));
  const missing = modules.filter((module) => !existsSync(module));
  if (missing.length > 0) throw new Error(`${nginx} has no brotli module (${missing.join(', ')}): ${BROTLI_ADVICE}.`);
  return modules;
}

const quote = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/**
 * The main config for a local run: the site config inside an `http` block, as the nginx image's own
 * nginx.conf includes conf.d, with every path nginx writes (pid, logs, temp files) in `dir`.
 */
function mainConfig(dir: string, mimeTypes: string, modules: readonly string[], siteConfigFile: string): string {
  const temp = (name: string) => quote(path.join(dir, 'temp', name));
  // As root, nginx would run its workers as `nobody`, who cannot read a temp folder made by mkdtemp.
  const runAs = process.getuid?.() === 0 ? 'user root;' : '';
  return `# Written by deploy/src/run-nginx.ts for one local run.
${modules.map((module) => `load_module ${quote(module)};`).join('\n')}
daemon off;
master_process on;
worker_processes 1;
${runAs}
pid ${quote(path.join(dir, 'nginx.pid'))};
error_log ${quote(path.join(dir, 'error.log'))} warn;

events {
    worker_connections 512;
}

http {
    include ${quote(mimeTypes)};
    default_type application/octet-stream;
    sendfile on;
    keepalive_timeout 65;
    access_log ${quote(path.join(dir, 'access.log'))};
    client_body_temp_path ${temp('client_body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    include ${quote(siteConfigFile)};
}
`;
}

/**
 * An upstream for a local run: an http URL with an IP address, because nginx resolves names at
 * request time through a resolver, and a local run has none to point at.
 */
function localUpstream(url: string | undefined, fallback: string, what: string): string {
  const upstream = url ?? fallback;
  let parsed: URL;
  try {
    parsed = new URL(upstream);
  } catch {
    throw new Error(`${what} must be a URL such as ${fallback}, not "${upstream}".`);
  }
  if (parsed.protocol !== 'http:' || !isIP(parsed.hostname.replace(/^\[|\]$/g, '')) || parsed.pathname !== '/') {
    throw new Error(`${what} must be http://<IP address>:<port> with no path, such as ${fallback}, not "${upstream}".`);
  }
  return parsed.origin;
}

/** The template's variables for nginx on 127.0.0.1:`port` serving `staticRoot`. */
export function localVariables(options: NginxOptions): TemplateVariables {
  return {
    ...resolveSettings(options.settings),
    ...staticRootHashes(options.staticRoot),
    SITE_LISTEN: `127.0.0.1:${options.port}`,
    STATIC_ROOT: quote(path.resolve(options.staticRoot)),
    // Never asked: local upstreams are IP addresses, which need no resolver.
    NGINX_RESOLVER: '127.0.0.1',
    API_UPSTREAM: localUpstream(options.apiUpstream, 'http://127.0.0.1:4330', 'The api upstream'),
    REGISTRY_BEACON_UPSTREAM: localUpstream(options.beaconUpstream, 'http://127.0.0.1:4321', "The registry's beacon upstream"),
    ACME_WEBROOT: quote(path.resolve(options.acmeWebroot ?? path.join(tmpdir(), 'casino-acme-none'))),
  };
}

/** The TLS template's variables for TLS on 127.0.0.1:`tls.port`. */
export function localTlsVariables(tls: NonNullable<NginxOptions['tls']>): TlsVariables {
  return {
    TLS_LISTEN: `127.0.0.1:${tls.port}`,
    TLS_CERTIFICATE: quote(path.resolve(tls.certificate)),
    TLS_CERTIFICATE_KEY: quote(path.resolve(tls.key)),
    HTTPS_PORT: String(tls.port),
  };
}

interface PreparedConfig {
  nginx: string;
  dir: string;
  args: string[];
  siteConfig: string;
  settings: Settings;
}

/**
 * Writes a main config and a site config rendered from `variables` into a new temp folder, and the
 * TLS config from `tls` beside it (`casino-tls/`, relative to the main config, as in the image).
 */
function prepare(variables: Readonly<Record<string, string>>, nginxBinary?: string, tls?: Readonly<Record<string, string>>): PreparedConfig {
  const nginx = findNginx(nginxBinary);
  // One `nginx -V` for both lookups.
  const info = buildInfo(nginx);
  const mimeTypes = findMimeTypes(nginx, info);
  const siteConfig = renderTemplate(readFileSync(SITE_TEMPLATE, 'utf8'), variables);
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-nginx-'));
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, 'temp', name), { recursive: true });
  const siteConfigFile = path.join(dir, 'casino.conf');
  writeFileSync(siteConfigFile, siteConfig);
  if (tls) {
    mkdirSync(path.join(dir, 'casino-tls'));
    writeFileSync(path.join(dir, 'casino-tls', 'casino-tls.conf'), renderTemplate(readFileSync(TLS_TEMPLATE, 'utf8'), tls));
  }
  writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir, mimeTypes, findBrotliModules(nginx, info), siteConfigFile));
  const settings = Object.fromEntries(Object.keys(SETTING_DEFAULTS).map((name) => [name, variables[name] ?? ''])) as Settings;
  // -e: where nginx logs before it has read the config (a build's compiled-in path may not be writable).
  const args = ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
  return { nginx, dir, args, siteConfig, settings };
}

export interface ConfigTestResult {
  ok: boolean;
  /** What `nginx -t` printed (warnings included). */
  output: string;
  siteConfig: string;
}

/**
 * Runs `nginx -t` on the template rendered with `variables`: a local run's ({@link localVariables}),
 * or what a container's environment holds.
 */
export function testNginxConfig(variables: Readonly<Record<string, string>>, nginxBinary?: string, tls?: Readonly<Record<string, string>>): ConfigTestResult {
  const { nginx, dir, args, siteConfig } = prepare(variables, nginxBinary, tls);
  try {
    const result = spawnSync(nginx, ['-t', ...args], { encoding: 'utf8' });
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim(), siteConfig };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts nginx in the foreground on 127.0.0.1:`port` with the site config, and resolves once it
 * listens. It fails with nginx's own message when the config is refused or the port is taken.
 */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  if (!existsSync(options.staticRoot)) throw new Error(`No static root at ${options.staticRoot}: run "pnpm build" first.`);
  const { nginx, dir, args, siteConfig, settings } = prepare(localVariables(options), options.nginxBinary, options.tls && localTlsVariables(options.tls));
  const errorLogFile = path.join(dir, 'error.log');
  const errorLog = () => (existsSync(errorLogFile) ? readFileSync(errorLogFile, 'utf8') : '');
  let output = '';
  const child = spawn(nginx, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // If this process dies without stop(), nginx must not outlive it holding the port.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const cleanUp = () => {
    process.off('exit', killOnExit);
    rmSync(dir, { recursive: true, force: true });
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      const graceful = await Promise.race([exited(child).then(() => true), sleep(5_000).then(() => false)]);
      if (!graceful) {
        child.kill('SIGKILL');
        await exited(child);
      }
    }
    cleanUp();
  };

  // nginx writes its pid file once its sockets are bound; it retries a busy port for 2.5 s first.
  const pidFile = path.join(dir, 'nginx.pid');
  const deadline = Date.now() + 10_000;
  while (!existsSync(pidFile)) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      const reason = `${errorLog()}${output}`.trim() || `exit code ${child.exitCode ?? child.signalCode ?? 'none (timed out)'}`;
      await stop();
      throw new Error(`nginx did not start on 127.0.0.1:${options.port}: ${reason}`);
    }
    await sleep(50);
  }
  const httpsUrl = options.tls && `https://127.0.0.1:${options.tls.port}`;
  return { url: `http://127.0.0.1:${options.port}`, ...(httpsUrl ? { httpsUrl } : {}), dir, siteConfig, settings, errorLog, stop };
}

/** The CLI: serves a static root through nginx until SIGINT or SIGTERM (Playwright's web server). */
async function main() {
  const { values } = parseArgs({
    options: {
      root: { type: 'string' },
      port: { type: 'string' },
      api: { type: 'string' },
      beacons: { type: 'string' },
      'tls-port': { type: 'string' },
      'tls-certificate': { type: 'string' },
      'tls-key': { type: 'string' },
    },
  });
  const tlsPort = values['tls-port'];
  const certificate = values['tls-certificate'] ?? process.env.TLS_CERTIFICATE;
  const key = values['tls-key'] ?? process.env.TLS_CERTIFICATE_KEY;
  if (tlsPort !== undefined && (!certificate || !key))
    throw new Error('--tls-port needs --tls-certificate and --tls-key (or TLS_CERTIFICATE and TLS_CERTIFICATE_KEY).');
  const staticRoot = path.resolve(values.root ?? process.env.STATIC_ROOT ?? path.join(import.meta.dirname, '..', '..', 'dist', 'site'));
  const port = Number(values.port ?? process.env.PORT ?? 4311);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`--port must be a port number, not "${values.port ?? ''}".`);
  const running = await startNginx({
    staticRoot,
    port,
    apiUpstream: values.api ?? process.env.API_UPSTREAM,
    beaconUpstream: values.beacons ?? process.env.REGISTRY_BEACON_UPSTREAM,
    settings: process.env,
    ...(tlsPort !== undefined && certificate && key ? { tls: { port: Number(tlsPort), certificate, key } } : {}),
  });
  console.log(`nginx serves ${staticRoot} at ${running.httpsUrl ?? running.url}/ (config and logs in ${running.dir}); Ctrl+C stops it.`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void running.stop().then(() => process.exit(0));
    });
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(`run-nginx: ${(error as Error).message}`);
    process.exit(1);
  });
}
