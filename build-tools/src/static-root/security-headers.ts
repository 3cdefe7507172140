import { createHash } from 'node:crypto';

/**
 * The site's security headers, defined once: nginx's template carries them as `add_header` lines
 * (deploy/nginx/templates/casino.conf.template, checked against {@link nginxHeaderLines} by
 * deploy's tests) and the development static server sends them itself, so the site is tried
 * under production's policy. Origins are space-separated CSP sources (`https://cdn.example.com`).
 */
export const SECURITY_HEADER_DEFAULTS = {
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

/** Filled in from the shell's index.html being served, never by hand (see {@link inlineSourceHashes}). */
export type InlineHashVariables = {
  CSP_STYLE_HASHES: string;
  CSP_SCRIPT_HASHES: string;
};

export type SecurityHeaderVariable = keyof typeof SECURITY_HEADER_DEFAULTS | keyof InlineHashVariables;
export type SecurityHeader = readonly [name: string, value: string];

/**
 * The headers of every page and file of the site (deploy/CONTEXT.md explains each CSP source);
 * `value` gives a variable's text (nginx: `${NAME}` for envsubst; the static server: its setting).
 */
export function siteSecurityHeaders(value: (name: SecurityHeaderVariable) => string): SecurityHeader[] {
  const remote = value('CSP_REMOTE_ORIGINS');
  return [
    [
      'Content-Security-Policy',
      `default-src 'self'; script-src 'self' ${value('CSP_SCRIPT_HASHES')} ${remote}; style-src 'self' ${value('CSP_STYLE_HASHES')} ${remote}; ` +
        `img-src 'self' data: blob: ${remote} ${value('CSP_IMG_ORIGINS')}; font-src 'self' data: ${remote}; media-src 'self' ${remote}; ` +
        `connect-src 'self' ${remote} ${value('CSP_CONNECT_ORIGINS')}; frame-src 'self' ${value('CSP_GAME_ORIGINS')}; worker-src 'self'; manifest-src 'self'; ` +
        `object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors ${value('CSP_FRAME_ANCESTORS')}`,
    ],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', value('PERMISSIONS_POLICY')],
  ];
}

/**
 * The headers added to the API's answers (under /api/), which bring their own policy (demo-game
 * pages): the site's CSP and cache rules stop there, these two stay.
 */
export const API_SECURITY_HEADERS: readonly SecurityHeader[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
];

/** Headers as nginx `add_header` lines (`always`: on error answers too), one per line. */
export function nginxHeaderLines(headers: readonly SecurityHeader[], indent: string): string {
  return headers.map(([name, value]) => `${indent}add_header ${name} "${value}" always;`).join('\n');
}

/** The variables as nginx's template names them, for envsubst. */
export const nginxVariable = (name: SecurityHeaderVariable) => `\${${name}}`;

/** A header's value with its empty sources taken out (what nginx sends has them as extra spaces). */
export const tidyHeaderValue = (value: string) => value.replace(/ {2,}/g, ' ').replace(/ ;/g, ';').trim();

const cspHash = (content: string) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/**
 * The CSP hashes of the inline `<style>` and `<script>` blocks of a page: what lets the shell's
 * boot styles run without `'unsafe-inline'`. The hash covers the exact text between the tags.
 */
export function inlineSourceHashes(html: string): InlineHashVariables {
  const styles = Array.from(html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi), (match) => cspHash(match[1] ?? ''));
  const scripts = Array.from(html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi))
    .filter((match) => !/\ssrc\s*=/i.test(match[1] ?? ''))
    .map((match) => cspHash(match[2] ?? ''));
  return { CSP_STYLE_HASHES: [...new Set(styles)].join(' '), CSP_SCRIPT_HASHES: [...new Set(scripts)].join(' ') };
}
