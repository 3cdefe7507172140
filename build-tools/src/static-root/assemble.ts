import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '@casino/service-kit/atomic-files';
import {
  BRAND_ID_PATTERN,
  parseBrandHosts,
  parseRemoteMap,
  parseRemoteMapText,
  parseRemoteVersions,
  parseRemoteVersionsText,
  REMOTE_NAMES,
  remoteVersionsPath,
  type PublishedRemoteVersion,
  type RemoteEntry,
  type RemoteMap,
  type RemoteName,
} from '@casino/shared-kernel/remote-map';
import { developmentSigningKey } from '@casino/shared-kernel/api-contract';
// The shell's own validation of the file, so that what assembly writes is what the shell accepts.
import { CLIENT_JSON_FORMAT, clientJsonPath, parseClientJson, parseClientJsonText, type ClientJson } from '../../../shell/src/startup/client-json.ts';
import { BRANDS, LOCAL_BRAND_HOSTS, PREVIEW_BRANDS, readAppBuild, remoteBuilds, type AppBuild } from './workspace.ts';

/** Subresource integrity (sha384) of a file, as `integrity="…"` and the remote map want it. */
export function sriHash(file: string): string {
  return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
}

/** Build statistics the bundler leaves beside the output; useful locally, not served. */
const notServed = (source: string) => !source.endsWith('mf-stats.json');

/** What the registry owns in the static root; the shell's files are everything else. */
const REGISTRY_FOLDERS = new Set(['remotes', 'brands']);

function requireBuild(build: AppBuild, file: string): void {
  if (!existsSync(path.join(build.distDir, file))) {
    throw new Error(`${build.name} has no build in ${build.distDir}: run its build first.`);
  }
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The builds a static root is assembled from. */
export interface SiteBuilds {
  shell: AppBuild;
  remotes: Record<RemoteName, AppBuild>;
}

/** The shell and the five remotes as built in this workspace (`<app>/dist`). */
export const workspaceBuilds = (): SiteBuilds => ({ shell: readAppBuild('shell'), remotes: remoteBuilds() });

/** What happened to a brand map: `written` new, `updated` (hashes of rebuilt versions), `kept` as it was. */
export type BrandMapOutcome = 'written' | 'updated' | 'kept';

/** What happened to a brand's client.json: `written` with development defaults, or `kept` as ops left it. */
export type ClientJsonOutcome = 'written' | 'kept';

/** What happened to a brand's web app manifest: `written` from {@link brandManifest}, or `kept` as ops left it. */
export type ManifestOutcome = 'written' | 'kept';

export interface AssembleResult {
  staticRoot: string;
  /** Every brand map in the static root after assembly, as the shell will read it. */
  maps: Record<string, RemoteMap>;
  brandMaps: Record<string, BrandMapOutcome>;
  /** Every brand's `brands/<brand>/client.json` (the API the shell calls, its signing key). */
  clientJsons: Record<string, ClientJsonOutcome>;
  /** Every brand's `brands/<brand>/manifest.webmanifest` (the installed app's name, icons, colours). */
  manifests: Record<string, ManifestOutcome>;
  /** Files left as they were because they could not be read; the shell or registry will name them. */
  warnings: string[];
}

export interface AssembleOptions {
  /** Brands that get a map when none exists yet. */
  brands?: readonly string[];
  /** Of those, the ones whose new map allows `?mf-preview=`. */
  previewBrands?: readonly string[];
  hosts?: Readonly<Record<string, string>>;
}

/**
 * Lays out the static root the way production serves it: the shell at the root, each remote's
 * immutable build under `remotes/<remote>/<version>/` with its versions index, a remote map per
 * brand pointing at those versions with the SRI hash of each `remoteEntry.js`, and the host-to-brand
 * mapping.
 *
 * It does not wipe what the registry published into the same root: other versions' folders stay,
 * the versions indexes keep their entries, and a brand map that already exists keeps its pins,
 * canaries and fallbacks; only the hashes of the versions just rebuilt are brought up to date (their
 * files were replaced). A brand map or `hosts.json` is written only when there is none.
 */
export function assembleStaticRoot(staticRoot: string, builds: SiteBuilds = workspaceBuilds(), options: AssembleOptions = {}): AssembleResult {
  const { brands = BRANDS, previewBrands = PREVIEW_BRANDS, hosts = LOCAL_BRAND_HOSTS } = options;
  requireBuild(builds.shell, 'index.html');
  for (const build of Object.values(builds.remotes)) requireBuild(build, 'remoteEntry.js');
  requireProvidedByShell(builds);

  // The previous shell goes (a stale index.html must not outlive its chunks' replacement); what the
  // registry owns stays.
  mkdirSync(staticRoot, { recursive: true });
  for (const name of readdirSync(staticRoot)) {
    if (!REGISTRY_FOLDERS.has(name)) rmSync(path.join(staticRoot, name), { recursive: true, force: true });
  }
  cpSync(builds.shell.distDir, staticRoot, { recursive: true, filter: notServed });

  const warnings: string[] = [];
  const built = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const build = builds.remotes[name];
      const folder = path.join(staticRoot, 'remotes', name, build.version);
      // The version being built is replaced whole: a file the new build no longer has must not linger.
      rmSync(folder, { recursive: true, force: true });
      cpSync(build.distDir, folder, { recursive: true, filter: notServed });
      const entry: RemoteEntry = {
        version: build.version,
        entry: `/remotes/${name}/${build.version}/remoteEntry.js`,
        integrity: sriHash(path.join(folder, 'remoteEntry.js')),
      };
      updateVersionsIndex(staticRoot, name, entry, warnings);
      return [name, entry];
    }),
  ) as Record<RemoteName, RemoteEntry>;

  const maps: Record<string, RemoteMap> = {};
  const brandMaps: Record<string, BrandMapOutcome> = {};
  const brandsDir = path.join(staticRoot, 'brands');
  const existing = existsSync(brandsDir)
    ? readdirSync(brandsDir).filter((name) => BRAND_ID_PATTERN.test(name) && existsSync(path.join(brandsDir, name, 'remotes.json')))
    : [];
  const clientJsons: Record<string, ClientJsonOutcome> = {};
  const manifests: Record<string, ManifestOutcome> = {};
  for (const brand of [...new Set([...brands, ...existing])].sort()) {
    clientJsons[brand] = ensureClientJson(staticRoot, brand, warnings);
    manifests[brand] = ensureManifest(staticRoot, brand, warnings);
    const source = `brands/${brand}/remotes.json`;
    const file = path.join(brandsDir, brand, 'remotes.json');
    if (!existsSync(file)) {
      // Validated with the parser the shell runs, so a bad map never ships.
      const map = parseRemoteMap({ format: 1, brand, previewsAllowed: previewBrands.includes(brand), remotes: built }, source);
      writeFileAtomic(file, json(map));
      maps[brand] = map;
      brandMaps[brand] = 'written';
      continue;
    }
    let map: RemoteMap;
    try {
      map = parseRemoteMapText(readFileSync(file, 'utf8'), source);
    } catch (error) {
      warnings.push(`${source} left as it is: ${(error as Error).message}`);
      continue;
    }
    const refreshed = withRebuiltHashes(map, built);
    if (json(refreshed) !== json(map)) writeFileAtomic(file, json(refreshed));
    maps[brand] = refreshed;
    brandMaps[brand] = json(refreshed) === json(map) ? 'kept' : 'updated';
  }

  const hostsFile = path.join(brandsDir, 'hosts.json');
  if (!existsSync(hostsFile)) writeFileAtomic(hostsFile, json(parseBrandHosts({ format: 1, hosts })));
  return { staticRoot, maps, brandMaps, clientJsons, manifests, warnings };
}

/** A build's shared modules as its `mf-manifest.json` lists them, each with whether it carries a copy; undefined without a manifest. */
function sharedOfBuild(build: AppBuild): { name: string; ownCopy: boolean }[] | undefined {
  const file = path.join(build.distDir, 'mf-manifest.json');
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { shared?: { name: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[] };
  return (manifest.shared ?? []).map(({ name, assets }) => ({ name, ownCopy: (assets?.js?.sync?.length ?? 0) + (assets?.js?.async?.length ?? 0) > 0 }));
}

/**
 * A published remote takes most shared modules from the shell with no copy of its own (build-tools
 * `takenFromShell`); the shell provides only the shared modules its build imports. A remote taking
 * one the shell does not provide would fail on players' pages: the site is not assembled.
 */
function requireProvidedByShell(builds: SiteBuilds): void {
  const provided = sharedOfBuild(builds.shell);
  if (!provided) return;
  const names = new Set(provided.map((module) => module.name));
  for (const build of Object.values(builds.remotes)) {
    const missing = (sharedOfBuild(build) ?? []).filter((module) => !module.ownCopy && !names.has(module.name)).map((module) => module.name);
    if (missing.length === 0) continue;
    const them = missing.length > 1 ? 'them' : 'it';
    throw new Error(
      `${build.name} takes ${missing.join(', ')} from the shell, which does not provide ${them}: import ${them} in the shell, or list ${them} in KERNEL_CONCERNS_NOT_IN_SHELL (build-tools shared-singletons.ts) so that remotes carry their own copy.`,
    );
  }
}

/**
 * The development defaults of a brand's client.json: the API on the site's own origin (`/api/` is
 * proxied there) and the kernel's development signing key, which the api-server accepts in
 * development only. Production puts its apiHost and key in the file by hand (ops), never here.
 */
export function developmentClientJson(brand: string): ClientJson {
  return parseClientJson({ format: CLIENT_JSON_FORMAT, apiHost: '', signingKey: developmentSigningKey(brand) }, clientJsonPath(brand));
}

/**
 * Writes `brands/<brand>/client.json` with {@link developmentClientJson} when the brand has none;
 * one that exists is ops' file (their API host, their production key) and is kept as it is, with a
 * warning when the shell would refuse it.
 */
function ensureClientJson(staticRoot: string, brand: string, warnings: string[]): ClientJsonOutcome {
  const source = clientJsonPath(brand);
  const file = path.join(staticRoot, ...source.split('/'));
  if (!existsSync(file)) {
    writeFileAtomic(file, json(developmentClientJson(brand)));
    return 'written';
  }
  try {
    parseClientJsonText(readFileSync(file, 'utf8'), source);
  } catch (error) {
    warnings.push(`${source} left as it is, but the shell will refuse it: ${(error as Error).message}`);
  }
  return 'kept';
}

/** A brand's installed-app identity: its site title (the site settings' `title`) and colours. */
export interface BrandApp {
  title: string;
  themeColor: string;
  backgroundColor: string;
}

/** The brands of this workspace as their site settings name them (the api-server's seed). */
export const BRAND_APPS: Readonly<Record<string, BrandApp>> = {
  india: { title: 'Casino India', themeColor: '#0b1324', backgroundColor: '#0b1324' },
  brasil: { title: 'Cassino Brasil', themeColor: '#0b1324', backgroundColor: '#0b1324' },
};

/** The path of a brand's manifest in the static root; the shell links it (`shell/src/pwa/start-pwa.ts`). */
export const manifestPath = (brand: string) => `brands/${brand}/manifest.webmanifest`;

/**
 * A brand's web app manifest (spec 1: the site installs as an app): name and short name from its
 * site title (a brand this workspace does not know gets its id, capitalised), the shell's icon at
 * 192 and 512 px (an SVG scales), standalone from the site root.
 */
export function brandManifest(brand: string, app: BrandApp | undefined = BRAND_APPS[brand]): Record<string, unknown> {
  const title = app?.title ?? brand.charAt(0).toUpperCase() + brand.slice(1);
  const shortName = title.length <= 12 ? title : (title.split(/\s+/).find((word) => word.length > 0 && !/^cass?ino$/i.test(word)) ?? title).slice(0, 12);
  return {
    id: '/',
    name: title,
    short_name: shortName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: app?.themeColor ?? '#0b1324',
    background_color: app?.backgroundColor ?? '#0b1324',
    icons: [
      { src: '/favicon.svg', sizes: '192x192', type: 'image/svg+xml', purpose: 'any' },
      { src: '/favicon.svg', sizes: '512x512', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/**
 * Writes `brands/<brand>/manifest.webmanifest` with {@link brandManifest} when the brand has none;
 * one that exists is the brand's own (ops may set another name or icons) and is kept, with a warning
 * when it is not JSON with a name.
 */
function ensureManifest(staticRoot: string, brand: string, warnings: string[]): ManifestOutcome {
  const source = manifestPath(brand);
  const file = path.join(staticRoot, ...source.split('/'));
  if (!existsSync(file)) {
    writeFileAtomic(file, json(brandManifest(brand)));
    return 'written';
  }
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown };
    if (typeof manifest.name !== 'string' || manifest.name === '') warnings.push(`${source} has no name: browsers will not offer to install the site.`);
  } catch (error) {
    warnings.push(`${source} left as it is, but it is not JSON: ${(error as Error).message}`);
  }
  return 'kept';
}

/**
 * The map with the integrity of every reference to a version just rebuilt (pin, fallback or canary)
 * set to the new build's hash; references to other versions are left alone.
 */
export function withRebuiltHashes(map: RemoteMap, built: Record<RemoteName, RemoteEntry>): RemoteMap {
  const refresh = <T extends RemoteEntry>(name: RemoteName, reference: T): T => {
    const rebuilt = built[name];
    return reference.version === rebuilt.version && reference.entry.endsWith(rebuilt.entry) && rebuilt.integrity
      ? { ...reference, integrity: rebuilt.integrity }
      : reference;
  };
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const { fallback, canary, ...pinned } = map.remotes[name];
      return [
        name,
        {
          ...refresh(name, pinned),
          ...(fallback ? { fallback: refresh(name, fallback) } : {}),
          ...(canary ? { canary: refresh(name, canary) } : {}),
        },
      ];
    }),
  );
  return parseRemoteMap({ ...map, remotes });
}

/** Puts the built version first in `remotes/<remote>/versions.json`, keeping every other entry. */
function updateVersionsIndex(staticRoot: string, remote: RemoteName, built: RemoteEntry, warnings: string[]): void {
  const source = remoteVersionsPath(remote);
  const file = path.join(staticRoot, ...source.split('/'));
  let others: PublishedRemoteVersion[] = [];
  if (existsSync(file)) {
    try {
      others = parseRemoteVersionsText(readFileSync(file, 'utf8'), source).versions.filter(({ version }) => version !== built.version);
    } catch (error) {
      warnings.push(`${source} was not readable and is written anew: ${(error as Error).message}`);
    }
  }
  const { version, entry, integrity } = built;
  writeFileAtomic(file, json(parseRemoteVersions({ format: 1, remote, versions: [{ version, entry, integrity }, ...others] }, source)));
}
