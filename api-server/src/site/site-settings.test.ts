import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_SETTINGS_GROUP, siteSettingsResponseSchema, type SiteSettingsResponse } from '@casino/shared-kernel/api-contract';
import { tempDirs } from '../testing/temp-dirs.ts';
import { dataOf, startTestApiServer, type TestApiServer } from '../testing/test-api-server.ts';

const dirs = tempDirs();
let server: TestApiServer;

beforeAll(async () => {
  server = await startTestApiServer(dirs, { publicUrl: 'https://api.casino.example' });
});

afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

const itemsOf = (settings: SiteSettingsResponse, group: string) => settings.groups.find((entry) => entry.group === group)?.items ?? [];
const base = (settings: SiteSettingsResponse) => Object.fromEntries(itemsOf(settings, SITE_SETTINGS_GROUP.base).map((item) => [item.key, item.value]));

describe('GET /api/site/settings', () => {
  it('answers india’s settings to a visitor, in the kernel’s format', async () => {
    const settings = siteSettingsResponseSchema.parse(dataOf(await server.call('siteSettings')));
    expect(base(settings)).toMatchObject({
      title: 'Casino India',
      site: 'India',
      phoneArea: '+91',
      currency: 'INR',
      currencySymbol: '₹',
      lang: 'en',
      theme: 'vibrant-blue',
      logo: 'https://api.casino.example/api/assets/brands/india/logo.svg',
    });
    expect(itemsOf(settings, SITE_SETTINGS_GROUP.fcm).map((item) => item.key)).toEqual([
      'apiKey',
      'authDomain',
      'projectId',
      'storageBucket',
      'messagingSenderId',
      'appId',
      'measurementId',
      'vapidKey',
    ]);
    expect(itemsOf(settings, SITE_SETTINGS_GROUP.google).map((item) => item.key)).toEqual(['client_id', 'scope', 'grecaptchaKey']);
    // The side menu is read in url/key pairs.
    const menu = itemsOf(settings, SITE_SETTINGS_GROUP.asideMenu);
    expect(menu.slice(0, 2)).toEqual([
      { key: 'url', value: '/activity' },
      { key: 'key', value: 'menu_activity' },
    ]);
    expect(menu.map((item) => item.key)).toEqual(
      Array(menu.length / 2)
        .fill(['url', 'key'])
        .flat(),
    );
  });

  it('answers brasil’s with BRL, pt-br and +55', async () => {
    const settings = dataOf(await server.call('siteSettings', {}, { brand: 'brasil' }));
    expect(base(settings)).toMatchObject({ site: 'Brasil', currency: 'BRL', currencySymbol: 'R$', lang: 'pt-br', phoneArea: '+55' });
  });

  it('configures push (the fcm block, every value set) for brasil only', async () => {
    const fcmOf = async (brand: string) =>
      itemsOf(dataOf(await server.call('siteSettings', {}, { brand })) as SiteSettingsResponse, SITE_SETTINGS_GROUP.fcm).map((item) => item.value);
    expect((await fcmOf('brasil')).every((value) => value !== '')).toBe(true);
    expect((await fcmOf('india')).every((value) => value === '')).toBe(true);
  });

  it('serves the pictures it points at', async () => {
    const settings = dataOf(await server.call('siteSettings'));
    const logo = new URL(base(settings).logo ?? '');
    const response = await fetch(`${server.url}${logo.pathname}`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await response.text()).toContain('Casino India');
    const firm = itemsOf(settings, SITE_SETTINGS_GROUP.cooperativeFirm)[0];
    expect(firm?.key).toBe('PGSoft');
    expect((await fetch(`${server.url}${new URL(firm?.value ?? '').pathname}`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/assets/brands/chile/logo.svg`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/assets/providers/..%2Fsecret.svg`)).status).toBe(404);
  });
});
