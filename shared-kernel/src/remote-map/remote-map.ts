// zod/mini: the shell validates the map on every start, so only the checks used are shipped.
import * as z from 'zod/mini';

/** The five remotes of the site (platform.md). The shell's build names none of them; a map does. */
export const REMOTE_NAMES = ['mfe-lobby', 'mfe-games', 'mfe-wallet', 'mfe-promotions', 'mfe-account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/** A remote's entry URL: site-relative (`/remotes/...`) or absolute http(s), ending in remoteEntry.js. */
const entryUrl = z
  .string()
  .check(z.regex(/^(\/|https?:\/\/)\S+\/remoteEntry\.js$/, 'must be a path starting with "/" or an http(s) URL, ending in /remoteEntry.js'));

/** Subresource integrity of the entry script, as the registry records it (sha384 by default). */
const integrity = z.string().check(z.regex(/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/, 'must be an SRI hash such as "sha384-…"'));

/** A brand's id: lower case, as in `brands/<brand>/remotes.json`. */
export const BRAND_ID_PATTERN = /^[a-z][a-z0-9-]*$/;
const brandId = z.string().check(z.regex(BRAND_ID_PATTERN, 'must be a lower-case brand id such as "india"'));

/** A remote's published version: `1.4.0` or a pre-release such as `1.4.0-rc.1` (no build metadata: it names a folder). */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;
const semver = z.string().check(z.regex(VERSION_PATTERN, 'must be a version such as "1.4.0" or "1.4.0-rc.1"'));

const remoteEntrySchema = z.strictObject({
  version: semver,
  entry: entryUrl,
  integrity: z.optional(integrity),
});

const canarySchema = z.extend(remoteEntrySchema, {
  /** Share of devices (0–100) that run this version instead of the pin, chosen by a stable hash of the device id. */
  percent: z.int().check(z.gte(0), z.lte(100)),
});

const remoteMapEntrySchema = z.extend(remoteEntrySchema, {
  /** Where to load the remote from when `entry` fails: the brand's last-known-good version. */
  fallback: z.optional(remoteEntrySchema),
  /** A second version rolled out to some devices; absent when no canary runs. Optional: maps of format 1 stay valid without it. */
  canary: z.optional(canarySchema),
});

const remoteMapSchema = z.strictObject({
  format: z.literal(1),
  brand: brandId,
  /** Whether testers may preview unpinned versions on this brand (`?mf-preview=`); absent means no. */
  previewsAllowed: z.optional(z.boolean()),
  remotes: z.strictObject(
    Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteMapEntrySchema])) as Record<
      RemoteName,
      typeof remoteMapEntrySchema
    >,
  ),
});

export type RemoteEntry = z.infer<typeof remoteEntrySchema>;
export type RemoteMapEntry = z.infer<typeof remoteMapEntrySchema>;
/** A canary of one remote in a brand map: the version, its entry and the percent of devices that run it. */
export type RemoteCanary = z.infer<typeof canarySchema>;
/** `brands/<brand>/remotes.json`: which build of each remote a brand runs. */
export type RemoteMap = z.infer<typeof remoteMapSchema>;

/** zod leaves the input out of issues by default; without it a wrong type could not be told from a missing key. */
const PARSE_OPTIONS = { reportInput: true };

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

/**
 * Validates a parsed `remotes.json`. Throws {@link RemoteMapError} naming every problem, so ops see
 * all that is wrong at once rather than one field at a time.
 */
export function parseRemoteMap(data: unknown, source = 'remotes.json'): RemoteMap {
  const result = remoteMapSchema.safeParse(data, PARSE_OPTIONS);
  if (result.success) return result.data;
  throw new RemoteMapError(source, describeIssues(result.error));
}

/** Plain-English problems (zod/mini ships no message locale; these say what ops must fix). */
function describeIssues(error: z.core.$ZodError): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join('.') : '(root)';
    return `${where}: ${describeIssue(issue)}`;
  });
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'unrecognized_keys':
      return `unknown ${issue.keys.length > 1 ? 'keys' : 'key'} ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
    case 'invalid_type':
      if (issue.input === undefined) return 'is missing';
      if (issue.expected === 'int') return 'must be a whole number';
      return `must be ${issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}`;
    case 'too_small':
      return `must be at least ${String(issue.minimum)}`;
    case 'invalid_value':
      return `must be ${issue.values.map((value) => JSON.stringify(value)).join(' or ')}`;
    default:
      return issue.message;
  }
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

const publishedVersionSchema = z.strictObject({
  version: semver,
  entry: entryUrl,
  /** Required here: the index is what a preview trusts, and the registry always records the hash. */
  integrity,
  /** When the registry published it (ISO 8601); absent for a version only a local build put there. */
  publishedAt: z.optional(z.string()),
});

const remoteVersionsSchema = z.strictObject({
  format: z.literal(1),
  remote: z.enum(REMOTE_NAMES),
  /** Every version of the remote the static root serves, newest first. */
  versions: z.array(publishedVersionSchema),
});

/** One published version of a remote, as `remotes/<remote>/versions.json` lists it. */
export type PublishedRemoteVersion = z.infer<typeof publishedVersionSchema>;
/** `remotes/<remote>/versions.json`: the versions a tester may preview (written by the registry on each publish). */
export type RemoteVersions = z.infer<typeof remoteVersionsSchema>;

/** Where a remote's versions index lives under the static root. */
export const remoteVersionsPath = (remote: RemoteName) => `remotes/${remote}/versions.json`;

/**
 * Validates a parsed `remotes/<remote>/versions.json`. Throws {@link RemoteMapError} naming every
 * problem; a version listed twice is one of them (which entry would a preview trust?).
 */
export function parseRemoteVersions(data: unknown, source = 'versions.json'): RemoteVersions {
  const result = remoteVersionsSchema.safeParse(data, PARSE_OPTIONS);
  if (!result.success) throw new RemoteMapError(source, describeIssues(result.error));
  const seen = new Set<string>();
  const repeated = result.data.versions.filter(({ version }) => seen.size === seen.add(version).size);
  if (repeated.length > 0) {
    throw new RemoteMapError(source, repeated.map(({ version }) => `versions: ${version} is listed more than once`));
  }
  return result.data;
}

/** Parses the text of a versions index; bad JSON is a {@link RemoteMapError} too. */
export function parseRemoteVersionsText(text: string, source = 'versions.json'): RemoteVersions {
  return parseRemoteVersions(parseJson(text, source), source);
}

const brandHostsSchema = z.strictObject({
  format: z.literal(1),
  hosts: z.record(z.string(), brandId),
});

/** `brands/hosts.json`: which brand each host name serves (kept by the registry). */
export type BrandHosts = z.infer<typeof brandHostsSchema>;

/** Validates a parsed `brands/hosts.json`; throws {@link RemoteMapError} naming every problem. */
export function parseBrandHosts(data: unknown, source = 'brands/hosts.json'): BrandHosts {
  const result = brandHostsSchema.safeParse(data, PARSE_OPTIONS);
  if (result.success) return result.data;
  throw new RemoteMapError(source, describeIssues(result.error));
}
