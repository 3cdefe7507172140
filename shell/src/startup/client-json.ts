// `brands/<brand>/client.json`: how this brand's site reaches its API (spec 3, client config:
// apiHost, wsUrl; plus the request-signing key and the optional message envelope of spec 7). A
// runtime file of the static root, beside `remotes.json`, so ops point a brand at its API and give
// it its production key without rebuilding the shell. Written with development defaults by
// `assemble` (build-tools) when absent, kept as it is when present.
//
// No imports on purpose: build-tools (Node) validates with this very file, and the shell ships it
// on the first screen, where a validation library would cost more than these few checks.

/** The file's format; a later format gets a new number. */
export const CLIENT_JSON_FORMAT = 1;

/** Where a brand's file lives under the static root. */
export const clientJsonPath = (brand: string) => `brands/${brand}/client.json`;

/** The shortest signing key accepted: the api-server's own minimum for a production key. */
export const MIN_SIGNING_KEY_LENGTH = 24;

/** The message envelope of spec 7 (the kernel's `MessageEncryptionConfig`). */
export interface ClientJsonEncryption {
  /** AES-256-GCM key: 32 bytes, base64url (43 characters). */
  key: string;
  path?: string;
  messageKey?: string;
}

/** `brands/<brand>/client.json`, validated. */
export interface ClientJson {
  format: typeof CLIENT_JSON_FORMAT;
  /** Base URL of the API without a trailing slash; '' = the page's own origin (`/api/` proxied). */
  apiHost: string;
  /** The brand's request-signing key; the api-server must hold the same text for the brand. */
  signingKey: string;
  /**
   * The brand's websocket URL (spec 3's client config `wsUrl`); '' or absent when none. Checked, so a
   * typo shows on the start-up error page, and not used: the site opens no websocket (CONTEXT.md).
   */
  wsUrl?: string;
  /** Present: every call under /api goes through the message envelope. */
  encryption?: ClientJsonEncryption;
}

/** A start-up file that cannot be used; `problems` lists each one as `path: message`. */
export class StartupFileError extends Error {
  readonly source: string;
  readonly problems: readonly string[];
  constructor(source: string, problems: readonly string[]) {
    super(`${source} is not valid:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    this.name = 'StartupFileError';
    this.source = source;
    this.problems = problems;
  }
}

const KEYS = ['format', 'apiHost', 'signingKey', 'wsUrl', 'encryption'];
const ENCRYPTION_KEYS = ['key', 'path', 'messageKey'];
const HTTP_URL = /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/;
const WS_URL = /^wss?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/;
const BASE64URL_32_BYTES = /^[A-Za-z0-9_-]{43}$/;
const PATH = /^\/[^\s?#]*$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const describe = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'string' ? `"${value.slice(0, 60)}"` : typeof value;

/** Every problem of `value` as a client.json; empty when it is valid. */
export function clientJsonProblems(value: unknown): string[] {
  if (!isRecord(value)) return [`must be a JSON object, not ${describe(value)}`];
  const problems: string[] = [];
  for (const key of Object.keys(value)) if (!KEYS.includes(key)) problems.push(`${key}: is not a setting of client.json`);
  if (value['format'] !== CLIENT_JSON_FORMAT) problems.push(`format: must be ${CLIENT_JSON_FORMAT}, is ${describe(value['format'])}`);

  const apiHost = value['apiHost'];
  if (typeof apiHost !== 'string') problems.push(`apiHost: must be text ('' for this site's origin), is ${describe(apiHost)}`);
  else if (apiHost !== '' && (!HTTP_URL.test(apiHost) || apiHost.endsWith('/'))) {
    problems.push(`apiHost: must be '' or an http(s) URL without a trailing "/", is ${describe(apiHost)}`);
  }

  const signingKey = value['signingKey'];
  if (typeof signingKey !== 'string') problems.push(`signingKey: must be text, is ${describe(signingKey)}`);
  else if (signingKey.trim().length < MIN_SIGNING_KEY_LENGTH) problems.push(`signingKey: must have at least ${MIN_SIGNING_KEY_LENGTH} characters`);

  const wsUrl = value['wsUrl'];
  if (wsUrl !== undefined && (typeof wsUrl !== 'string' || (wsUrl !== '' && !WS_URL.test(wsUrl)))) {
    problems.push(`wsUrl: must be '' or a ws(s) URL, is ${describe(wsUrl)}`);
  }

  const encryption = value['encryption'];
  if (encryption !== undefined) {
    if (!isRecord(encryption)) problems.push(`encryption: must be an object {key, path?, messageKey?}, is ${describe(encryption)}`);
    else {
      for (const key of Object.keys(encryption))
        if (!ENCRYPTION_KEYS.includes(key)) problems.push(`encryption.${key}: is not a setting of the message envelope`);
      if (typeof encryption['key'] !== 'string' || !BASE64URL_32_BYTES.test(encryption['key'])) {
        problems.push('encryption.key: must be 32 bytes in base64url (43 characters)');
      }
      const path = encryption['path'];
      if (path !== undefined && (typeof path !== 'string' || !PATH.test(path)))
        problems.push(`encryption.path: must be a path starting with "/", is ${describe(path)}`);
      const messageKey = encryption['messageKey'];
      if (messageKey !== undefined && (typeof messageKey !== 'string' || messageKey.trim() === '')) {
        problems.push(`encryption.messageKey: must be a field name, is ${describe(messageKey)}`);
      }
    }
  }
  return problems;
}

/** Validates a parsed client.json; throws a {@link StartupFileError} naming every problem. */
export function parseClientJson(value: unknown, source: string): ClientJson {
  const problems = clientJsonProblems(value);
  if (problems.length > 0) throw new StartupFileError(source, problems);
  return value as ClientJson;
}

/** As {@link parseClientJson}, from the file's text. */
export function parseClientJsonText(text: string, source: string): ClientJson {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new StartupFileError(source, [`is not JSON (${(error as Error).message})`]);
  }
  return parseClientJson(value, source);
}

/**
 * Fetches and validates the brand's client.json. Every failure (not reachable, missing, bad JSON,
 * bad settings) becomes a {@link StartupFileError} for the start-up error page.
 */
export async function loadClientJson(brand: string, fetchFresh: (path: string) => Promise<Response>): Promise<ClientJson> {
  const source = clientJsonPath(brand);
  let response: Response;
  try {
    response = await fetchFresh(source);
  } catch (error) {
    throw new StartupFileError(source, [`could not be fetched (${(error as Error).message})`]);
  }
  if (!response.ok) {
    throw new StartupFileError(source, [response.status === 404 ? `brand "${brand}" has no client.json` : `the server answered ${response.status}`]);
  }
  return parseClientJsonText(await response.text(), source);
}

/** Whether an error carries a file and its problems, for the start-up error page. */
export function isStartupFileProblem(error: unknown): error is { source: string; problems: readonly string[] } {
  return isRecord(error) && typeof error['source'] === 'string' && Array.isArray(error['problems']);
}
