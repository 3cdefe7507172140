import { atom } from 'jotai';
import {
  EMPTY_FCM_SETTINGS,
  EMPTY_GOOGLE_SETTINGS,
  FCM_SETTINGS_KEYS,
  GOOGLE_SETTINGS_KEYS,
  SITE_SETTINGS_GROUP,
  SITE_SETTINGS_TOP_LEVEL_KEYS,
  siteSettingsResponseSchema,
  type AsideMenuEntry,
  type SiteSettingItem,
  type SiteSettings,
  type SiteSettingsResponse,
} from '@casino/shared-kernel/api-constants';
import { adoptSiteLanguage } from './language-atom.ts';
import { kernelStore } from './kernel-store.ts';

/** The rupee: the currency when a brand names none (spec 1, 4). */
export const FALLBACK_CURRENCY = { currency: 'INR', currencySymbol: '₹' } as const;

/** The settings before (or without) the brand's: the defaults of spec 1. */
export const DEFAULT_SITE_SETTINGS: Readonly<SiteSettings> = Object.freeze({
  favicon: '',
  logo: '',
  title: '',
  site: 'India',
  liveChatLicense: '',
  contactEmail: '',
  phoneArea: '+91',
  ...FALLBACK_CURRENCY,
  theme: 'vibrant-blue',
  lang: 'en',
  fcm: EMPTY_FCM_SETTINGS,
  google: EMPTY_GOOGLE_SETTINGS,
  cooperativeFirm: [],
  asideMenu: [],
  loginAndRegisterBanner: '',
  licence: '',
});

/**
 * Whether a settings section (the fcm block, the google block, …) is configured: it has values and
 * every one is non-empty (spec 4). Blank text counts as empty, so a stray space cannot switch push
 * or Google sign-in on with a broken key.
 */
export function isConfigured(section: object): boolean {
  const values = Object.values(section);
  return values.length > 0 && values.every((value) => (typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined));
}

const isKeyOf = <Key extends string>(keys: readonly Key[], key: string): key is Key => (keys as readonly string[]).includes(key);
const BADGE_HIDDEN = new Set(['1', 'true']);

/**
 * The side menu from its items, read in pairs (spec 4): a `url` item then a `key` item make an
 * entry; only pairs with both present and non-empty are kept. A `url` with no `key` after it (the
 * next item is another `url`, or the list ends) and a `key` with no `url` before it are dropped. A
 * `badgeHidden` item right after a complete pair hides its badge.
 */
function readAsideMenu(items: readonly SiteSettingItem[]): AsideMenuEntry[] {
  const entries: AsideMenuEntry[] = [];
  let pendingUrl: string | undefined;
  let last: AsideMenuEntry | undefined;
  for (const { key, value } of items) {
    if (key === 'url') {
      pendingUrl = value.trim();
      last = undefined;
    } else if (key === 'key') {
      const label = value.trim();
      last = pendingUrl && label ? { url: pendingUrl, key: label, badgeHidden: false } : undefined;
      if (last) entries.push(last);
      pendingUrl = undefined;
    } else if (key === 'badgeHidden' && last) {
      last.badgeHidden = BADGE_HIDDEN.has(value.trim().toLowerCase());
    }
  }
  return entries;
}

/** The currency symbol of an ISO code, e.g. BRL → R$; the code itself if the browser does not know it. */
function currencySymbolOf(currency: string): string {
  try {
    const parts = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/**
 * The brand's settings from `GET /api/site/settings` (spec 4), applied over the defaults of spec 1.
 * Pure. Groups apply in order, so a later group wins:
 * - `cooperativeFirm` adds partners (item key = name, value = logo; items without a logo are skipped);
 * - `asideMenu` adds side-menu entries read in url/key pairs (see the contract);
 * - `google` and `fcm` fill their sub-objects (unknown fields ignored);
 * - any other group sets top-level settings (unknown keys ignored). An empty value means "not set":
 *   the spec-1 default applies, so an empty title stays empty;
 * - an empty currency falls back to INR and ₹ whatever symbol was given; a currency without a symbol
 *   gets its own (BRL → R$).
 */
export function applySiteSettings(raw: SiteSettingsResponse): SiteSettings {
  const settings: SiteSettings = {
    ...DEFAULT_SITE_SETTINGS,
    fcm: { ...DEFAULT_SITE_SETTINGS.fcm },
    google: { ...DEFAULT_SITE_SETTINGS.google },
    cooperativeFirm: [],
    asideMenu: [],
  };
  // Whether the brand gave a currency and a symbol; the last one given wins, as for every setting.
  let currencyGiven = false;
  let symbolGiven = false;
  for (const { group, items } of raw.groups) {
    switch (group) {
      case SITE_SETTINGS_GROUP.cooperativeFirm:
        for (const { key, value } of items) if (value.trim() !== '') settings.cooperativeFirm.push({ name: key.trim(), logo: value.trim() });
        break;
      case SITE_SETTINGS_GROUP.asideMenu:
        settings.asideMenu.push(...readAsideMenu(items));
        break;
      case SITE_SETTINGS_GROUP.google:
        for (const { key, value } of items) if (isKeyOf(GOOGLE_SETTINGS_KEYS, key)) settings.google[key] = value.trim();
        break;
      case SITE_SETTINGS_GROUP.fcm:
        for (const { key, value } of items) if (isKeyOf(FCM_SETTINGS_KEYS, key)) settings.fcm[key] = value.trim();
        break;
      default:
        for (const { key, value } of items) {
          if (!isKeyOf(SITE_SETTINGS_TOP_LEVEL_KEYS, key)) continue;
          const text = value.trim();
          settings[key] = text || DEFAULT_SITE_SETTINGS[key];
          if (key === 'currency') currencyGiven = text !== '';
          if (key === 'currencySymbol') symbolGiven = text !== '';
        }
    }
  }
  if (!currencyGiven) Object.assign(settings, FALLBACK_CURRENCY);
  else if (!symbolGiven) settings.currencySymbol = currencySymbolOf(settings.currency);
  return settings;
}

/** The brand's settings; the spec-1 defaults until `loadSiteSettings` runs. */
export const siteSettingsAtom = atom<SiteSettings>(DEFAULT_SITE_SETTINGS);

/**
 * Validates and applies the `data` of `GET /api/site/settings`, puts the result in
 * `siteSettingsAtom`, and switches to the brand's language unless the player chose one. An answer
 * that does not match the contract leaves the defaults (the site still works) and is reported on the
 * console. Returns the settings in effect.
 */
export function loadSiteSettings(data: unknown): SiteSettings {
  const parsed = siteSettingsResponseSchema.safeParse(data);
  if (!parsed.success) {
    console.error('[site-settings] the answer does not match the contract; using the defaults', parsed.error.issues);
    kernelStore.set(siteSettingsAtom, DEFAULT_SITE_SETTINGS);
    return DEFAULT_SITE_SETTINGS;
  }
  const settings = applySiteSettings(parsed.data);
  kernelStore.set(siteSettingsAtom, settings);
  adoptSiteLanguage(settings.lang);
  return settings;
}

/** A non-empty site title becomes the page's title (spec 4); an empty one leaves the page's. */
export function applySiteTitle(settings: Pick<SiteSettings, 'title'>, doc: Document = document): void {
  if (settings.title !== '') doc.title = settings.title;
}

/** A non-empty favicon becomes the page's icon (spec 4); an empty one leaves the page's. */
export function applySiteFavicon(settings: Pick<SiteSettings, 'favicon'>, doc: Document = document): void {
  if (settings.favicon === '') return;
  let icon = doc.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.append(icon);
  }
  icon.href = settings.favicon;
}
