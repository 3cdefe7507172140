// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteSettingItem, SiteSettingsResponse } from '@casino/shared-kernel/api-contract';
import { kernelStore } from './kernel-store.ts';
import { languageAtom } from './language-atom.ts';
import { applySiteFavicon, applySiteSettings, applySiteTitle, DEFAULT_SITE_SETTINGS, isConfigured, loadSiteSettings, siteSettingsAtom } from './site-settings.ts';

const item = (key: string, value: string): SiteSettingItem => ({ key, value });
const groups = (...list: [string, SiteSettingItem[]][]): SiteSettingsResponse => ({
  groups: list.map(([group, items]) => ({ group, items })),
});
const aside = (...items: [string, string][]) => applySiteSettings(groups(['asideMenu', items.map(([key, value]) => item(key, value))])).asideMenu;

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the defaults (spec 1)', () => {
  it('point to India', () => {
    expect(applySiteSettings({ groups: [] })).toEqual(DEFAULT_SITE_SETTINGS);
    expect(DEFAULT_SITE_SETTINGS).toMatchObject({
      site: 'India',
      phoneArea: '+91',
      currency: 'INR',
      currencySymbol: '₹',
      lang: 'en',
      theme: 'vibrant-blue',
      title: '',
      cooperativeFirm: [],
      asideMenu: [],
    });
  });
});

describe('applySiteSettings', () => {
  it('sets top-level settings from any plain group, later groups winning', () => {
    const settings = applySiteSettings(
      groups(
        ['base', [item('title', 'Lucky Play'), item('logo', '/logo.png'), item('phoneArea', '+55'), item('theme', 'night')]],
        ['contact', [item('contactEmail', 'help@lucky.example'), item('liveChatLicense', 'L-1'), item('theme', 'gold')]],
        ['pages', [item('licence', 'Curaçao 8048'), item('loginAndRegisterBanner', '/banner.webp'), item('favicon', '/fav.ico')]],
      ),
    );
    expect(settings).toMatchObject({
      title: 'Lucky Play',
      logo: '/logo.png',
      phoneArea: '+55',
      theme: 'gold',
      contactEmail: 'help@lucky.example',
      liveChatLicense: 'L-1',
      licence: 'Curaçao 8048',
      loginAndRegisterBanner: '/banner.webp',
      favicon: '/fav.ico',
    });
  });

  it('ignores keys that are not settings, and never sets a sub-object from a plain group', () => {
    const settings = applySiteSettings(groups(['base', [item('hacker', 'x'), item('fcm', 'oops'), item('asideMenu', 'oops')]]));
    expect(settings).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('keeps an empty title empty, and an empty value means the default', () => {
    const settings = applySiteSettings(groups(['base', [item('title', ''), item('site', ''), item('lang', '  ')]]));
    expect(settings.title).toBe('');
    expect(settings.site).toBe('India');
    expect(settings.lang).toBe('en');
  });

  it('falls back to INR and ₹ when the currency is empty, whatever symbol was given', () => {
    expect(applySiteSettings(groups(['base', [item('currency', ''), item('currencySymbol', '$')]]))).toMatchObject({ currency: 'INR', currencySymbol: '₹' });
    expect(applySiteSettings(groups(['base', [item('currencySymbol', 'R$')]]))).toMatchObject({ currency: 'INR', currencySymbol: '₹' });
    expect(applySiteSettings(groups(['base', [item('currency', 'BRL'), item('currencySymbol', 'R$')]], ['later', [item('currency', '')]]))).toMatchObject({
      currency: 'INR',
      currencySymbol: '₹',
    });
  });

  it('keeps a given currency and symbol, and finds the symbol when only the currency is given', () => {
    expect(applySiteSettings(groups(['base', [item('currency', 'BRL'), item('currencySymbol', 'R$')]]))).toMatchObject({
      currency: 'BRL',
      currencySymbol: 'R$',
    });
    expect(applySiteSettings(groups(['base', [item('currency', 'BRL')]]))).toMatchObject({ currency: 'BRL', currencySymbol: 'R$' });
    expect(applySiteSettings(groups(['base', [item('currency', 'INR'), item('currencySymbol', '')]]))).toMatchObject({ currencySymbol: '₹' });
    expect(applySiteSettings(groups(['base', [item('currency', 'ZZZZ')]]))).toMatchObject({ currency: 'ZZZZ', currencySymbol: 'ZZZZ' });
  });

  it('fills the google and fcm sub-objects, field by field', () => {
    const settings = applySiteSettings(
      groups(
        ['google', [item('client_id', 'cid.apps.googleusercontent.com'), item('scope', 'email profile'), item('unknown', 'x')]],
        ['fcm', [item('apiKey', 'AIza'), item('vapidKey', 'BPk')]],
      ),
    );
    expect(settings.google).toEqual({ client_id: 'cid.apps.googleusercontent.com', scope: 'email profile', grecaptchaKey: '' });
    expect(settings.fcm).toMatchObject({ apiKey: 'AIza', vapidKey: 'BPk', projectId: '' });
    expect(settings).not.toHaveProperty('unknown');
    expect(settings.title).toBe('');
  });

  it('does not share the default sub-objects between results', () => {
    const first = applySiteSettings(groups(['fcm', [item('apiKey', 'one')]]));
    const second = applySiteSettings({ groups: [] });
    expect(first.fcm.apiKey).toBe('one');
    expect(second.fcm.apiKey).toBe('');
    expect(DEFAULT_SITE_SETTINGS.fcm.apiKey).toBe('');
  });

  it('fills the partner list in order, skipping partners without a logo', () => {
    const settings = applySiteSettings(
      groups(['cooperativeFirm', [item('PGSoft', '/pg.png'), item('JILI', ''), item('EVO', '/evo.png')]], ['cooperativeFirm', [item('JDB', '/jdb.png')]]),
    );
    expect(settings.cooperativeFirm).toEqual([
      { name: 'PGSoft', logo: '/pg.png' },
      { name: 'EVO', logo: '/evo.png' },
      { name: 'JDB', logo: '/jdb.png' },
    ]);
  });
});

describe('the side menu, read in pairs (url then key)', () => {
  it('keeps complete pairs in order', () => {
    expect(aside(['url', '/activity'], ['key', 'menu_activity'], ['url', '/invitation'], ['key', 'menu_invite'])).toEqual([
      { url: '/activity', key: 'menu_activity', badgeHidden: false },
      { url: '/invitation', key: 'menu_invite', badgeHidden: false },
    ]);
  });

  it('drops a url left without its key (odd count)', () => {
    expect(aside(['url', '/activity'], ['key', 'menu_activity'], ['url', '/orphan'])).toEqual([{ url: '/activity', key: 'menu_activity', badgeHidden: false }]);
  });

  it('drops a key with no url before it, and a url followed by another url', () => {
    expect(aside(['key', 'lonely'], ['url', '/first'], ['url', '/second'], ['key', 'menu_second'], ['key', 'again'])).toEqual([
      { url: '/second', key: 'menu_second', badgeHidden: false },
    ]);
  });

  it('drops pairs with an empty url or key', () => {
    expect(aside(['url', ''], ['key', 'menu_a'], ['url', '/b'], ['key', ' '], ['url', '/c'], ['key', 'menu_c'])).toEqual([
      { url: '/c', key: 'menu_c', badgeHidden: false },
    ]);
  });

  it('hides a badge when badgeHidden follows a complete pair', () => {
    expect(
      aside(
        ['url', '/a'],
        ['key', 'a'],
        ['badgeHidden', '1'],
        ['url', '/b'],
        ['key', 'b'],
        ['badgeHidden', 'false'],
        ['url', '/c'],
        ['badgeHidden', 'true'],
        ['key', 'c'],
      ),
    ).toEqual([
      { url: '/a', key: 'a', badgeHidden: true },
      { url: '/b', key: 'b', badgeHidden: false },
      { url: '/c', key: 'c', badgeHidden: false },
    ]);
  });

  it('is empty for no items', () => {
    expect(aside()).toEqual([]);
  });
});

describe('isConfigured', () => {
  it('is true only when every value is non-empty', () => {
    expect(isConfigured({ client_id: 'id', scope: 'email', grecaptchaKey: 'key' })).toBe(true);
    expect(isConfigured({ client_id: 'id', scope: '', grecaptchaKey: 'key' })).toBe(false);
    expect(isConfigured({ client_id: 'id', scope: '   ', grecaptchaKey: 'key' })).toBe(false);
    expect(isConfigured(DEFAULT_SITE_SETTINGS.fcm)).toBe(false);
    expect(isConfigured({})).toBe(false);
  });

  it('tells a fully set fcm block from a partly set one', () => {
    const fcm = Object.fromEntries(Object.keys(DEFAULT_SITE_SETTINGS.fcm).map((key) => [key, `${key}-value`]));
    const full = applySiteSettings(groups(['fcm', Object.entries(fcm).map(([key, value]) => item(key, value))]));
    expect(isConfigured(full.fcm)).toBe(true);
    const partial = applySiteSettings(
      groups([
        'fcm',
        Object.entries(fcm)
          .slice(1)
          .map(([key, value]) => item(key, value)),
      ]),
    );
    expect(isConfigured(partial.fcm)).toBe(false);
  });
});

describe('loadSiteSettings', () => {
  it('validates, applies and publishes the settings, and switches to the brand language', () => {
    const settings = loadSiteSettings({
      groups: [
        {
          group: 'base',
          items: [
            { key: 'title', value: 'Lucky' },
            { key: 'lang', value: 'th' },
          ],
        },
      ],
    });
    expect(settings.title).toBe('Lucky');
    expect(kernelStore.get(siteSettingsAtom)).toBe(settings);
    expect(kernelStore.get(languageAtom)).toBe('th');
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('leaves the player’s own language alone', () => {
    kernelStore.set(languageAtom, 'vi');
    loadSiteSettings({ groups: [{ group: 'base', items: [{ key: 'lang', value: 'th' }] }] });
    expect(kernelStore.get(languageAtom)).toBe('vi');
  });

  it('keeps the defaults for an answer that breaks the contract', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(loadSiteSettings({ groups: [{ group: 'base', items: [{ key: 'title', value: 7 }] }] })).toBe(DEFAULT_SITE_SETTINGS);
    expect(loadSiteSettings('nonsense')).toBe(DEFAULT_SITE_SETTINGS);
    expect(kernelStore.get(siteSettingsAtom)).toBe(DEFAULT_SITE_SETTINGS);
    expect(error).toHaveBeenCalledTimes(2);
  });
});

describe('applySiteTitle and applySiteFavicon', () => {
  it('set a non-empty title and favicon, and leave the page alone for empty ones', () => {
    document.title = 'Casino';
    applySiteTitle({ title: '' });
    applySiteFavicon({ favicon: '' });
    expect(document.title).toBe('Casino');
    expect(document.head.querySelector('link[rel~="icon"]')).toBeNull();
    applySiteTitle({ title: 'Lucky Play' });
    applySiteFavicon({ favicon: 'https://cdn.example/fav.ico' });
    expect(document.title).toBe('Lucky Play');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href).toBe('https://cdn.example/fav.ico');
    applySiteFavicon({ favicon: 'https://cdn.example/new.ico' });
    expect(document.head.querySelectorAll('link[rel~="icon"]')).toHaveLength(1);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href).toBe('https://cdn.example/new.ico');
  });
});
