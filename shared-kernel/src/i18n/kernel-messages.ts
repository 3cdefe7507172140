import { AUTHORIZATION_TOKEN_ERROR, HTTP_STATUS_TEXT, NON_SYSTEM_INTERFACE } from '@casino/shared-kernel/api-constants';
import type { Language } from '@casino/shared-kernel/state';
import type enBundle from './locales/en.json';
import type { NamespaceSource } from './namespaces.ts';

/** A key of the kernel namespace (`locales/en.json` is the reference). */
export type KernelKey = keyof typeof enBundle;

/**
 * The fingerprint of `locales/*.json` (see `bundlesVersion`); `kernel-locales.test.ts` fails until
 * it is updated after a locale change, so a player's cached kernel bundle is never stale.
 */
export const KERNEL_BUNDLE_VERSION = '91d2a6d0';

/** The kernel key of each HTTP status the spec gives a text (spec 8; 401 has none). */
export const HTTP_STATUS_MESSAGE_KEYS = {
  400: 'wrong_request',
  403: 'access_denied',
  404: 'request_address_error',
  408: 'request_timed_out',
  500: 'internal_server_error',
  501: 'service_not_implemented',
  502: 'gateway_error',
  503: 'service_unavailable',
  504: 'gateway_timeout',
  505: 'http_version_not_supported',
} as const satisfies Readonly<Record<number, KernelKey>>;

/**
 * Exact English texts the server or the spec uses (spec 8 and 4), mapped to their kernel keys, so
 * `translate('Request timed out')` finds a translation. Texts the spec already names by key
 * (`in_processing`, `USER_FORBIDDEN`, `Daily_Gift_Today`, …) are keys themselves and need no entry.
 */
export const KERNEL_MESSAGE_KEYS: Readonly<Record<string, KernelKey>> = {
  // The contract's own texts, so a changed text cannot silently lose its translation.
  ...Object.fromEntries(
    Object.entries(HTTP_STATUS_MESSAGE_KEYS).map(([status, key]) => [HTTP_STATUS_TEXT[Number(status)], key]),
  ),
  [NON_SYSTEM_INTERFACE]: 'non_system_interface',
  [AUTHORIZATION_TOKEN_ERROR]: 'authorization_token_error',
  'Bind Succ!': 'bind_success',
  'Del Succ!': 'delete_success',
  'Modified successfully': 'modified_successfully',
};

// Servers are not consistent about capitals ('Request timed out' vs 'request timed out').
const keysByLowerCaseText = new Map<string, KernelKey>(
  Object.entries(KERNEL_MESSAGE_KEYS).map(([text, key]) => [text.toLowerCase(), key]),
);

/** The kernel key of a known server or spec text (ignoring case and surrounding spaces), else `undefined`. */
export function kernelKeyOfText(text: string): KernelKey | undefined {
  return keysByLowerCaseText.get(text.trim().toLowerCase());
}

// One entry per language rather than a template import: every bundler splits these the same way
// and each stays typed.
const KERNEL_LOCALES: Record<Language, () => Promise<{ default: Record<KernelKey, string> }>> = {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  'pt-br': () => import('./locales/pt-br.json'),
  th: () => import('./locales/th.json'),
  vi: () => import('./locales/vi.json'),
  'zh-tw': () => import('./locales/zh-tw.json'),
  zh: () => import('./locales/zh.json'),
};

/** The kernel namespace's source: one chunk per language, loaded on demand like any app's. */
export const kernelNamespaceSource: NamespaceSource = {
  version: KERNEL_BUNDLE_VERSION,
  load: (language) => KERNEL_LOCALES[language](),
};
