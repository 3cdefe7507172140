// Checked by hand, not with zod: the shell validates the map on every start, and zod (even
// zod/mini) would be 8 KiB gzip of a player's first visit for these few checks. The wording of the
// problems is what ops read on the start-up error page and in the registry's answers.

/** The five remotes of the site (platform.md). The shell's build names none of them; a map does. */
export const REMOTE_NAMES = ['mfe-lobby', 'mfe-games', 'mfe-wallet', 'mfe-promotions', 'mfe-account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/** A brand's id: lower case, as in `brands/<brand>/remotes.json`. */
export const BRAND_ID_PATTERN = /^[a-z][a-z0-9-]*$/;

/** A remote's published version: `1.4.0` or a pre-release such as `1.4.0-rc.1` (no build metadata: it names a folder). */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

/** One build of a remote: its version, its entry URL and the entry's integrity. */
export interface RemoteEntry {
  version: string;
  /** Site-relative (`/remotes/...`) or absolute http(s), ending in remoteEntry.js. */
  entry: string;
  /** Subresource integrity of the entry script, as the registry records it (sha384 by default). */
  integrity?: string;
}

/** A canary of one remote in a brand map: the version, its entry and the percent of devices that run it. */
export interface RemoteCanary extends RemoteEntry {
  /** Share of devices (0–100) that run this version instead of the pin, chosen by a stable hash of the device id. */
  percent: number;
}

export interface RemoteMapEntry extends RemoteEntry {
  /** Where to load the remote from when `entry` fails: the brand's last-known-good version. */
  fallback?: RemoteEntry;
  /** A second version rolled out to some devices; absent when no canary runs. Optional: maps of format 1 stay valid without it. */
  canary?: RemoteCanary;
}

/** `brands/<brand>/remotes.json`: which build of each remote a brand runs. */
export interface RemoteMap {
  format: 1;
  brand: string;
  /** Whether testers may preview unpinned versions on this brand (`?mf-preview=`); absent means no. */
  previewsAllowed?: boolean;
  /** Where the shell reports how its remotes load (the registry's beacon endpoint) and for what share of page loads; absent: no reports. */
  beacons?: RemoteMapBeacons;
  remotes: Record<RemoteName, RemoteMapEntry>;
}

export interface RemoteMapBeacons {
  /** `/api/beacons` behind this origin, or the registry's http(s) URL. */
  url: string;
  /** Share of page loads (0–100) that report. */
  percent: number;
  /**
   * The short-lived token every beacon of this page carries (the registry rewrites the map with a
   * fresh one as the old one ages). The registry always writes it; a map without one (written by an
   * older registry) makes the shell report nothing, since the registry would refuse the beacons.
   */
  token?: string;
}

/** One published version of a remote, as `remotes/<remote>/versions.json` lists it. */
export interface PublishedRemoteVersion {
  version: string;
  entry: string;
  /** Required here: the index is what a preview trusts, and the registry always records the hash. */
  integrity: string;
  /** When the registry published it (ISO 8601); absent for a version only a local build put there. */
  publishedAt?: string;
}

/** `remotes/<remote>/versions.json`: the versions a tester may preview (written by the registry on each publish). */
export interface RemoteVersions {
  format: 1;
  remote: RemoteName;
  /** Every version of the remote the static root serves, newest first. */
  versions: PublishedRemoteVersion[];
}

/** `brands/hosts.json`: which brand each host name serves (kept by the registry). */
export interface BrandHosts {
  format: 1;
  hosts: Record<string, string>;
}

/** A map that cannot be used; `problems` lists each one as `path: message`. */
export class RemoteMapError extends Error {
  /** The file at fault, e.g. `brands/india/remotes.json`. */
  readonly source: string;
  readonly problems: readonly string[];
  constructor(source: string, problems: readonly string[]) {
    super(`${source} is not valid:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    this.name = 'RemoteMapError';
    this.source = source;
    this.problems = problems;
  }
}

// ---- the checks: each returns the checked value (objects rebuilt with only their known keys, in
// the order below) or INVALID after adding its problems as `path: message`.

const INVALID: unique symbol = Symbol('invalid');
type Check<T> = (value: unknown, path: string, problems: string[]) => T | typeof INVALID;
interface Field {
  check: Check<unknown>;
  optional: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const at = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);

function problem(problems: string[], path: string, message: string): typeof INVALID {
  problems.push(`${path === '' ? '(root)' : path}: ${message}`);
  return INVALID;
}

/** A value of the wrong type, or none: which one ops must fix. */
const wrongType = (problems: string[], path: string, value: unknown, expected: string): typeof INVALID =>
  problem(problems, path, value === undefined ? 'is missing' : `must be ${expected}`);

const required = (check: Check<unknown>): Field => ({ check, optional: false });
const optional = (check: Check<unknown>): Field => ({ check, optional: true });

const text =
  (pattern?: RegExp, message = ''): Check<string> =>
  (value, path, problems) => {
    if (typeof value !== 'string') return wrongType(problems, path, value, 'a string');
    return pattern && !pattern.test(value) ? problem(problems, path, message) : value;
  };

const boolean: Check<boolean> = (value, path, problems) => (typeof value === 'boolean' ? value : wrongType(problems, path, value, 'a boolean'));

const oneOf =
  <T>(values: readonly T[]): Check<T> =>
  (value, path, problems) => {
    if (values.includes(value as T)) return value as T;
    if (value === undefined) return problem(problems, path, 'is missing');
    return problem(problems, path, `must be ${values.map((allowed) => JSON.stringify(allowed)).join(' or ')}`);
  };

const wholeNumber =
  (min: number, max: number): Check<number> =>
  (value, path, problems) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return wrongType(problems, path, value, 'a number');
    if (!Number.isInteger(value)) return problem(problems, path, 'must be a whole number');
    if (value < min) return problem(problems, path, `must be at least ${min}`);
    return value > max ? problem(problems, path, `must be at most ${max}`) : value;
  };

/** An object with exactly these keys (unknown keys are problems: a typo is not silently ignored). */
const strictObject =
  <T>(fields: Record<string, Field>): Check<T> =>
  (value, path, problems) => {
    if (!isRecord(value)) return wrongType(problems, path, value, 'an object');
    const checked: Record<string, unknown> = {};
    let valid = true;
    for (const [key, field] of Object.entries(fields)) {
      const fieldValue = Object.hasOwn(value, key) ? value[key] : undefined;
      if (fieldValue === undefined && field.optional) continue;
      const result = field.check(fieldValue, at(path, key), problems);
      if (result === INVALID) valid = false;
      else checked[key] = result;
    }
    const unknown = Object.keys(value).filter((key) => !Object.hasOwn(fields, key));
    if (unknown.length > 0) {
      valid = false;
      problem(problems, path, `unknown ${unknown.length > 1 ? 'keys' : 'key'} ${unknown.map((key) => `"${key}"`).join(', ')}`);
    }
    return valid ? (checked as T) : INVALID;
  };

const arrayOf =
  <T>(item: Check<T>): Check<T[]> =>
  (value, path, problems) => {
    if (!Array.isArray(value)) return wrongType(problems, path, value, 'an array');
    const results = value.map((element, index) => item(element, at(path, index), problems));
    return results.includes(INVALID) ? INVALID : (results as T[]);
  };

const recordOf =
  <T>(item: Check<T>): Check<Record<string, T>> =>
  (value, path, problems) => {
    if (!isRecord(value)) return wrongType(problems, path, value, 'an object');
    const checked: Record<string, T> = {};
    let valid = true;
    for (const [key, element] of Object.entries(value)) {
      const result = item(element, at(path, key), problems);
      if (result === INVALID) valid = false;
      else checked[key] = result;
    }
    return valid ? checked : INVALID;
  };

/** Runs `check` on `data`; throws {@link RemoteMapError} naming every problem, so ops see all that is wrong at once. */
function parseWith<T>(check: Check<T>, data: unknown, source: string): T {
  const problems: string[] = [];
  const result = check(data, '', problems);
  if (result === INVALID) throw new RemoteMapError(source, problems);
  return result;
}

// ---- the files

const entryUrl = text(/^(\/|https?:\/\/)\S+\/remoteEntry\.js$/, 'must be a path starting with "/" or an http(s) URL, ending in /remoteEntry.js');
const integrity = text(/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/, 'must be an SRI hash such as "sha384-…"');
const brandId = text(BRAND_ID_PATTERN, 'must be a lower-case brand id such as "india"');
const semver = text(VERSION_PATTERN, 'must be a version such as "1.4.0" or "1.4.0-rc.1"');
const formatOne = oneOf([1] as const);

const remoteEntryFields = { version: required(semver), entry: required(entryUrl), integrity: optional(integrity) };
const remoteEntry = strictObject<RemoteEntry>(remoteEntryFields);
const remoteMapEntry = strictObject<RemoteMapEntry>({
  ...remoteEntryFields,
  fallback: optional(remoteEntry),
  canary: optional(strictObject<RemoteCanary>({ ...remoteEntryFields, percent: required(wholeNumber(0, 100)) })),
});

const remoteMap = strictObject<RemoteMap>({
  format: required(formatOne),
  brand: required(brandId),
  previewsAllowed: optional(boolean),
  beacons: optional(
    strictObject<RemoteMapBeacons>({
      url: required(text(/^(\/|https?:\/\/)\S+$/, 'must be a path starting with "/" or an http(s) URL')),
      percent: required(wholeNumber(0, 100)),
      token: optional(text(/^[A-Za-z0-9._-]{1,64}$/, 'must be a beacon token (letters, digits, ".", "_" or "-")')),
    }),
  ),
  remotes: required(strictObject(Object.fromEntries(REMOTE_NAMES.map((name) => [name, required(remoteMapEntry)])))),
});

/**
 * Validates a parsed `remotes.json`. Throws {@link RemoteMapError} naming every problem, so ops see
 * all that is wrong at once rather than one field at a time.
 */
export function parseRemoteMap(data: unknown, source = 'remotes.json'): RemoteMap {
  return parseWith(remoteMap, data, source);
}

/** JSON text → data; bad JSON is a {@link RemoteMapError} naming `source`. */
function parseJson(text: string, source: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new RemoteMapError(source, [`(root): not JSON (${(error as Error).message})`]);
  }
}

/** Parses the text of `remotes.json`; bad JSON is a {@link RemoteMapError} too. */
export function parseRemoteMapText(text: string, source = 'remotes.json'): RemoteMap {
  return parseRemoteMap(parseJson(text, source), source);
}

const remoteVersions = strictObject<RemoteVersions>({
  format: required(formatOne),
  remote: required(oneOf(REMOTE_NAMES)),
  versions: required(
    arrayOf(
      strictObject<PublishedRemoteVersion>({
        version: required(semver),
        entry: required(entryUrl),
        integrity: required(integrity),
        publishedAt: optional(text()),
      }),
    ),
  ),
});

/** Where a remote's versions index lives under the static root. */
export const remoteVersionsPath = (remote: RemoteName) => `remotes/${remote}/versions.json`;

/**
 * Validates a parsed `remotes/<remote>/versions.json`. Throws {@link RemoteMapError} naming every
 * problem; a version listed twice is one of them (which entry would a preview trust?).
 */
export function parseRemoteVersions(data: unknown, source = 'versions.json'): RemoteVersions {
  const index = parseWith(remoteVersions, data, source);
  const seen = new Set<string>();
  const repeated = index.versions.filter(({ version }) => seen.size === seen.add(version).size);
  if (repeated.length > 0) {
    throw new RemoteMapError(
      source,
      repeated.map(({ version }) => `versions: ${version} is listed more than once`),
    );
  }
  return index;
}

/** Parses the text of a versions index; bad JSON is a {@link RemoteMapError} too. */
export function parseRemoteVersionsText(text: string, source = 'versions.json'): RemoteVersions {
  return parseRemoteVersions(parseJson(text, source), source);
}

const brandHosts = strictObject<BrandHosts>({ format: required(formatOne), hosts: required(recordOf(brandId)) });

/** Validates a parsed `brands/hosts.json`; throws {@link RemoteMapError} naming every problem. */
export function parseBrandHosts(data: unknown, source = 'brands/hosts.json'): BrandHosts {
  return parseWith(brandHosts, data, source);
}
