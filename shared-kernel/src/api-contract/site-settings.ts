// The one call the spec does not show (platform.md): the brand's site settings, loaded at start
// (spec 1, 4). `GET /api/site/settings` (`ENDPOINTS.siteSettings`): no parameters, no token needed.
// The server picks the brand from the request's host (the registry's host → brand mapping); in
// development `?brand=<id>` on the request overrides it, as it does for the page. The answer is the
// usual envelope with a SiteSettingsResponse in `data`; the client applies it with
// `applySiteSettings` (`@casino/shared-kernel/state`).
// Checked by hand, not with zod: the shell validates the answer on every start, on a player's first
// visit, where zod would cost 8 KiB gzip for three checks.

/**
 * The groups with a rule of their own (spec 4); a group of any other name sets top-level settings
 * from its items, so the server may split the plain settings into as many groups as it likes.
 */
export const SITE_SETTINGS_GROUP = {
  /** Plain settings (`title`, `currency`, …): item key = setting name. */
  base: 'base',
  /** The `google` sub-object: item key = field name. */
  google: 'google',
  /** The `fcm` sub-object: item key = field name. */
  fcm: 'fcm',
  /** The partner list, in order: item key = partner name, value = its logo URL. */
  cooperativeFirm: 'cooperativeFirm',
  /**
   * The side menu, read in pairs: an item `url` then an item `key` make one entry; a `badgeHidden`
   * item (`'1'` or `'true'`) after them hides that entry's badge. Incomplete pairs are dropped.
   */
  asideMenu: 'asideMenu',
} as const;

/** One setting: a name and its text value ('' = not set). */
export interface SiteSettingItem {
  key: string;
  value: string;
}

export interface SiteSettingsGroup {
  group: string;
  items: SiteSettingItem[];
}

/** `data` of `GET /api/site/settings`. Unknown fields are ignored so the server can add some. */
export interface SiteSettingsResponse {
  groups: SiteSettingsGroup[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const kind = (value: unknown) => (value === undefined ? 'missing' : value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value);

/**
 * Every problem of `data` as a site-settings answer, each `path: message`; empty when it is valid.
 * Fields the contract does not name are allowed (and dropped by {@link parseSiteSettingsResponse}).
 */
export function siteSettingsResponseProblems(data: unknown): string[] {
  if (!isRecord(data)) return [`(root): must be an object, is ${kind(data)}`];
  const groups = data['groups'];
  if (!Array.isArray(groups)) return [`groups: must be an array, is ${kind(groups)}`];
  return groups.flatMap((group: unknown, index) => {
    const at = `groups.${index}`;
    if (!isRecord(group)) return [`${at}: must be an object, is ${kind(group)}`];
    const problems = typeof group['group'] === 'string' ? [] : [`${at}.group: must be a string, is ${kind(group['group'])}`];
    const items = group['items'];
    if (!Array.isArray(items)) return [...problems, `${at}.items: must be an array, is ${kind(items)}`];
    items.forEach((item: unknown, position) => {
      if (!isRecord(item)) problems.push(`${at}.items.${position}: must be an object, is ${kind(item)}`);
      else {
        for (const field of ['key', 'value'] as const) {
          if (typeof item[field] !== 'string') problems.push(`${at}.items.${position}.${field}: must be a string, is ${kind(item[field])}`);
        }
      }
    });
    return problems;
  });
}

/** The result of {@link siteSettingsResponseSchema}'s `safeParse`. */
export type SiteSettingsParseResult = { success: true; data: SiteSettingsResponse } | { success: false; error: { issues: readonly string[] } };

/** Validates the answer; throws an Error listing every problem. Returns a copy with only the contract's fields. */
export function parseSiteSettingsResponse(data: unknown): SiteSettingsResponse {
  const problems = siteSettingsResponseProblems(data);
  if (problems.length > 0) throw new Error(`the site settings do not match the contract:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  const { groups } = data as SiteSettingsResponse;
  return { groups: groups.map(({ group, items }) => ({ group, items: items.map(({ key, value }) => ({ key, value })) })) };
}

/**
 * The answer's validator under the two names its callers use (`parse` throws, `safeParse` returns
 * the problems as `error.issues`), as the zod schema it replaces had them.
 */
export const siteSettingsResponseSchema = {
  parse: parseSiteSettingsResponse,
  safeParse(data: unknown): SiteSettingsParseResult {
    const issues = siteSettingsResponseProblems(data);
    return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data: parseSiteSettingsResponse(data) };
  },
} as const;

/** The push (Firebase Cloud Messaging) configuration (spec 1, "fcm block"). */
export interface FcmSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
  measurementId: string;
  /** The web-push public key. */
  vapidKey: string;
}

/** Google sign-in and reCAPTCHA (spec 1, "google block"). */
export interface GoogleSettings {
  client_id: string;
  scope: string;
  grecaptchaKey: string;
}

/** One partner (game provider) shown in the footer. */
export interface CooperativeFirm {
  name: string;
  /** Logo image URL. */
  logo: string;
}

/** One side-menu entry (spec 1, "asideMenu list"). */
export interface AsideMenuEntry {
  /** Where the entry leads: a route (`/activity`) or an absolute URL. */
  url: string;
  /** The translation key of its label. */
  key: string;
  /** Whether its red-dot badge is hidden. */
  badgeHidden: boolean;
}

/** A brand's site settings once applied (spec 1). Every string is '' when not set. */
export interface SiteSettings {
  favicon: string;
  logo: string;
  /** '' keeps the page's own title (spec 4). */
  title: string;
  /** The region, e.g. 'India'. */
  site: string;
  liveChatLicense: string;
  contactEmail: string;
  /** Phone area code with its plus sign, e.g. '+91'. */
  phoneArea: string;
  /** ISO 4217 code, e.g. 'INR'. */
  currency: string;
  currencySymbol: string;
  theme: string;
  /** The brand's default language, e.g. 'en'. */
  lang: string;
  fcm: FcmSettings;
  google: GoogleSettings;
  cooperativeFirm: CooperativeFirm[];
  asideMenu: AsideMenuEntry[];
  /** Image URL of the banner in the login and register dialogs. */
  loginAndRegisterBanner: string;
  /** The licence text or image URL shown by the footer licence dialog. */
  licence: string;
}

/** The settings a plain (not special) group may set: every string-valued setting. */
export type SiteSettingsTopLevelKey = { [Key in keyof SiteSettings]: SiteSettings[Key] extends string ? Key : never }[keyof SiteSettings];

// Records, not arrays, so that the compiler proves each list complete.
const topLevelKeys: Record<SiteSettingsTopLevelKey, true> = {
  favicon: true,
  logo: true,
  title: true,
  site: true,
  liveChatLicense: true,
  contactEmail: true,
  phoneArea: true,
  currency: true,
  currencySymbol: true,
  theme: true,
  lang: true,
  loginAndRegisterBanner: true,
  licence: true,
};

export const SITE_SETTINGS_TOP_LEVEL_KEYS = Object.keys(topLevelKeys) as readonly SiteSettingsTopLevelKey[];

/** An fcm block with nothing set. */
export const EMPTY_FCM_SETTINGS: Readonly<FcmSettings> = Object.freeze({
  apiKey: '',
  authDomain: '',
  projectId: '',
  storageBucket: '',
  messagingSenderId: '',
  appId: '',
  measurementId: '',
  vapidKey: '',
});

/** A google block with nothing set. */
export const EMPTY_GOOGLE_SETTINGS: Readonly<GoogleSettings> = Object.freeze({ client_id: '', scope: '', grecaptchaKey: '' });

export const FCM_SETTINGS_KEYS = Object.keys(EMPTY_FCM_SETTINGS) as readonly (keyof FcmSettings)[];
export const GOOGLE_SETTINGS_KEYS = Object.keys(EMPTY_GOOGLE_SETTINGS) as readonly (keyof GoogleSettings)[];
