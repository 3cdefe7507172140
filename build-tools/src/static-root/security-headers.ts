// The site's security headers, defined once: the static server (development, tests) sends them
// filled in, and deploy's nginx template (production) carries them with its `${NAME}` variables,
// which the image's envsubst fills in at start (a test in deploy checks the template says exactly
// these lines). Each value is written with the template's variables, so both render one string.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What a deployment sets (docker-compose passes each from the environment; the static server reads
 * the same names from its environment). Origins are space-separated CSP sources.
 */
export const SECURITY_SETTING_DEFAULTS = {
  /** Where remote entries and chunks live when not on the site's origin (CDN, preview hosts). */
  CSP_REMOTE_ORIGINS: '',
  /** Game providers whose pages the game player frames. */
  CSP_GAME_ORIGINS: '',
  /** Other origins the site talks to: an `apiHost`/`wsUrl` on another origin, push services. */
  CSP_CONNECT_ORIGINS: '',
  /** Image hosts other than the site and the remotes (game thumbnails, banners on a CDN). */
  CSP_IMG_ORIGINS: '',
  /** Who may frame the site. */
  CSP_FRAME_ANCESTORS: "'self'",
  /** Browser features the site never uses; fullscreen is left out so game frames can be delegated it. */
  PERMISSIONS_POLICY: 'camera=(), microphone=(), geolocation=(), usb=()',
} as const;

export type SecuritySettingName = keyof typeof SECURITY_SETTING_DEFAULTS;

/** Filled in from the shell's index.html being served, never by hand (see {@link inlineSourceHashes}). */
export type InlineHashVariables = {
  CSP_STYLE_HASHES: string;
  CSP_SCRIPT_HASHES: string;
};

export type SecurityVariables = Record<SecuritySettingName, string> & InlineHashVariables;

/**
 * The Content-Security-Policy (deploy/CONTEXT.md explains each source):
 * - scripts, styles, fonts, media and connections: this origin and the remotes' origins. Module
 *   Federation adds <script src> for remote entries and fetches their chunks and manifests there.
 *   No 'unsafe-inline' and no 'unsafe-eval': React sets style props through the CSSOM, which CSP
 *   does not govern; the one inline <style> of the shell's index.html (the boot spinner, painted
 *   before any script) is allowed by its hash, computed from the index.html being served.
 * - connections: also Firebase Cloud Messaging's two Google services (push messages; the product's
 *   own dependency, so not left to each deployment's settings).
 * - frames: this origin (demo games come from the api-server under /api/) and the game providers.
 * - frame-ancestors: who may frame the site; 'self' unless configured.
 */
const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self' ${CSP_SCRIPT_HASHES} ${CSP_REMOTE_ORIGINS}; style-src 'self' ${CSP_STYLE_HASHES} ${CSP_REMOTE_ORIGINS}; img-src 'self' data: blob: ${CSP_REMOTE_ORIGINS} ${CSP_IMG_ORIGINS}; font-src 'self' data: ${CSP_REMOTE_ORIGINS}; media-src 'self' ${CSP_REMOTE_ORIGINS}; connect-src 'self' https://firebaseinstallations.googleapis.com https://fcmregistrations.googleapis.com ${CSP_REMOTE_ORIGINS} ${CSP_CONNECT_ORIGINS}; frame-src 'self' ${CSP_GAME_ORIGINS}; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors ${CSP_FRAME_ANCESTORS}";

/** Every answer of the static root (pages, files, errors): each header with its value, in the template's `${NAME}` variables. */
export const SITE_SECURITY_HEADERS: readonly (readonly [name: string, template: string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
];

/**
 * The policies of a document, sent only with the answers that use them: the pages (`/`, any
 * `.html`) and the service worker's script, which takes its CSP from its own answer. A script,
 * style, map or picture ignores both; on HTTP/1.1, where headers go uncompressed, they cost each
 * such answer 0.7 KB (a first visit's scripts, styles and maps: about 10 KB).
 */
export const DOCUMENT_SECURITY_HEADERS: readonly (readonly [name: string, template: string])[] = [
  ['Content-Security-Policy', CONTENT_SECURITY_POLICY],
  ['Permissions-Policy', '${PERMISSIONS_POLICY}'],
];

/** The URL paths {@link DOCUMENT_SECURITY_HEADERS} go with (nginx's map tests `$uri` with the same expression). */
const DOCUMENT_PATH = /(?:\/|\.html|\/sw\.js)$/;

/** nginx's variable a document header's value is mapped into (`Content-Security-Policy` → `$casino_document_content_security_policy`). */
const nginxDocumentVariable = (name: string): string => `$casino_document_${name.toLowerCase().replace(/-/g, '_')}`;

/** The nginx `map` blocks that give each of `headers` its value for documents and none otherwise. */
export function nginxDocumentMaps(headers: readonly (readonly [string, string])[]): string[] {
  return headers.flatMap(([name, template]) => [
    `map $uri ${nginxDocumentVariable(name)} {`,
    `"~${DOCUMENT_PATH.source}" "${template}";`,
    'default "";',
    '}',
  ]);
}

/** The nginx lines that send the mapped document headers (nothing when the value is empty). */
export const nginxDocumentHeaderLines = (headers: readonly (readonly [string, string])[]): string[] =>
  headers.map(([name]) => `add_header ${name} ${nginxDocumentVariable(name)} always;`);

/**
 * The API's answers: the API sets its own policy (its demo-game pages have theirs), so only the
 * headers every answer needs, and each only when the api-server sent none (the game page's
 * `Referrer-Policy: no-referrer` keeps its launch token out of every Referer): one header, never
 * two that disagree. nginx sends them in its `/api/` location through maps of the upstream's
 * header (an `add_header` there ends the inheritance of the server's).
 */
export const API_SECURITY_HEADERS: readonly (readonly [name: string, template: string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
];

/** nginx's variable for an API header's default (`Referrer-Policy` → `$casino_api_referrer_policy`). */
const nginxApiVariable = (name: string): string => `$casino_api_${name.toLowerCase().replace(/-/g, '_')}`;

/** The nginx `map` blocks that give each of `headers` its value when the upstream sent none, and none otherwise. */
export function nginxApiMaps(headers: readonly (readonly [string, string])[]): string[] {
  return headers.flatMap(([name, template]) => [
    `map $upstream_http_${name.toLowerCase().replace(/-/g, '_')} ${nginxApiVariable(name)} {`,
    `"" "${template}";`,
    'default "";',
    '}',
  ]);
}

/** The nginx lines that send the API headers' defaults (nothing when the value is empty). */
export const nginxApiHeaderLines = (headers: readonly (readonly [string, string])[]): string[] =>
  headers.map(([name]) => `add_header ${name} ${nginxApiVariable(name)} always;`);

/** The nginx lines that send `headers` (what deploy's template must contain, in this order). */
export function nginxHeaderLines(headers: readonly (readonly [string, string])[]): string[] {
  return headers.map(([name, template]) => `add_header ${name} "${template}" always;`);
}

/** A header's value with its variables filled in, as envsubst fills the template's. */
export function renderHeader(template: string, variables: Readonly<Record<string, string>>): string {
  return template.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_whole, name: string) => {
    const value = variables[name];
    if (value === undefined) throw new Error(`The security header needs ${name}.`);
    return value;
  });
}

const cspHash = (content: string) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/**
 * The CSP hashes of the inline `<style>` and `<script>` blocks of a page: what lets the shell's
 * boot styles run without `'unsafe-inline'`. The hash covers the exact text between the tags.
 */
export function inlineSourceHashes(html: string): InlineHashVariables {
  const styles = Array.from(html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi), (match) => cspHash(match[1] ?? ''));
  const scripts = inlineScripts(html).map(cspHash);
  return { CSP_STYLE_HASHES: [...new Set(styles)].join(' '), CSP_SCRIPT_HASHES: [...new Set(scripts)].join(' ') };
}

/** The text of each inline `<script>` of a page (those without `src`), as the browser runs it. */
export function inlineScripts(html: string): string[] {
  return Array.from(html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi))
    .filter((match) => !/\ssrc\s*=/i.test(match[1] ?? ''))
    .map((match) => match[2] ?? '');
}

/** {@link inlineSourceHashes} of the index.html at the root of a static root ('' when there is none). */
export function staticRootHashes(staticRoot: string): InlineHashVariables {
  let html = '';
  try {
    html = readFileSync(path.join(staticRoot, 'index.html'), 'utf8');
  } catch {
    // A static root without a shell (a remotes-only origin) has no inline source to allow.
  }
  return inlineSourceHashes(html);
}

/** A CSP source list must not end the directive, the header or the nginx string it sits in. */
const UNSAFE_IN_SOURCE_LIST = /[;,"\\\n\r$]/;

/** Settings with defaults filled in, each checked so it cannot break the header or the config. */
export function resolveSecuritySettings(overrides: Partial<Readonly<Record<string, string | undefined>>> = {}): Record<SecuritySettingName, string> {
  const settings: Record<SecuritySettingName, string> = { ...SECURITY_SETTING_DEFAULTS };
  for (const name of Object.keys(SECURITY_SETTING_DEFAULTS) as SecuritySettingName[]) {
    const value = overrides[name];
    if (value === undefined) continue;
    const trimmed = value.trim();
    const unsafe = name === 'PERMISSIONS_POLICY' ? /["\\\n\r$;]/ : UNSAFE_IN_SOURCE_LIST;
    if (unsafe.test(trimmed)) throw new Error(`${name} may not contain ; , " \\ $ or line breaks: "${value}".`);
    settings[name] = name === 'CSP_FRAME_ANCESTORS' && trimmed === '' ? "'none'" : trimmed;
  }
  return settings;
}

/**
 * The site's headers for an answer at a URL path of a static root, filled in: the settings as
 * given, the inline hashes of the root's index.html, read again whenever the file changes (a
 * rebuild while the server runs); a document's policies only for a document's path.
 */
export function staticRootSecurityHeaders(root: string, settings: Record<SecuritySettingName, string>): (urlPath: string) => readonly (readonly [string, string])[] {
  let seen = '';
  let headers: readonly (readonly [string, string])[] = [];
  let documentHeaders: readonly (readonly [string, string])[] = [];
  return (urlPath) => {
    let stamp = 'none';
    try {
      const stat = statSync(path.join(root, 'index.html'));
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      // No shell in this root: no inline hashes.
    }
    if (stamp !== seen || headers.length === 0) {
      seen = stamp;
      const variables = { ...settings, ...staticRootHashes(root) };
      headers = SITE_SECURITY_HEADERS.map(([name, template]) => [name, renderHeader(template, variables)] as const);
      documentHeaders = [...headers, ...DOCUMENT_SECURITY_HEADERS.map(([name, template]) => [name, renderHeader(template, variables)] as const)];
    }
    return DOCUMENT_PATH.test(urlPath) ? documentHeaders : headers;
  };
}
