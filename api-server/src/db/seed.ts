import { EMPTY_FCM_SETTINGS, FCM_SETTINGS_KEYS, MONEY_TYPE, SITE_SETTINGS_GROUP, type FcmSettings } from '@casino/shared-kernel/api-contract';
import { hashPasswordSync } from '../accounts/passwords.ts';
import { seedCatalogue } from '../catalogue/game-catalogue.ts';
import type { CasinoServices } from '../services.ts';
import { LEDGER_CAUSE } from '../wallet/ledger.ts';
import { inTransaction } from './database.ts';

/** A demo player's login, printed at start so anyone can sign in to a fresh database. */
export interface DemoLogin {
  brand: string;
  /** As a player types it, without the area code. */
  phone: string;
  areaCode: string;
  password: string;
}

export interface BrandSeed {
  brand: string;
  region: string;
  currency: string;
  currencySymbol: string;
  language: string;
  areaCode: string;
  phonePattern: string;
  title: string;
  theme: string;
  contactEmail: string;
  /** VIP level thresholds in major units of the currency: deposits and bets. */
  vipDeposits: readonly number[];
  demo: { phone: string; cash: number; bonus: number };
  /** The brand's Firebase project for push (spec 1's fcm block); none: push is off for the brand. */
  fcm?: FcmSettings;
}

/** The demo password of every brand's demo player. */
export const DEMO_PASSWORD = 'demo1234';

/**
 * The two brands of platform.md with spec 1's defaults: India (INR, en, +91, 10-digit phones) and
 * Brasil (BRL, pt-br, +55, a 2-digit area code then 8 or 9 digits, spec 5).
 */
export const BRAND_SEEDS: readonly BrandSeed[] = [
  {
    brand: 'india',
    region: 'India',
    currency: 'INR',
    currencySymbol: '₹',
    language: 'en',
    areaCode: '91',
    phonePattern: '^\\d{10}$',
    title: 'Casino India',
    theme: 'vibrant-blue',
    contactEmail: 'support@india.casino.example',
    vipDeposits: [0, 1_000, 5_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000],
    demo: { phone: '9000000001', cash: 1_000_00, bonus: 50_00 },
  },
  {
    brand: 'brasil',
    region: 'Brasil',
    currency: 'BRL',
    currencySymbol: 'R$',
    language: 'pt-br',
    areaCode: '55',
    phonePattern: '^[1-9]\\d\\d{8,9}$',
    title: 'Cassino Brasil',
    theme: 'emerald-night',
    contactEmail: 'suporte@brasil.casino.example',
    vipDeposits: [0, 100, 500, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000],
    demo: { phone: '11900000001', cash: 500_00, bonus: 25_00 },
    // A demonstration project that does not exist at Google, so that one brand runs the push part
    // (the prompt, the token save) in development and the e2e suites, which answer firebase's calls
    // themselves; a real brand puts its own project's values here. The VAPID key is a real P-256
    // public key (firebase decodes it) whose private half was never kept.
    fcm: {
      apiKey: 'AIzaSyDemo-casino-brasil-push-0000000000',
      authDomain: 'casino-brasil-demo.firebaseapp.com',
      projectId: 'casino-brasil-demo',
      storageBucket: 'casino-brasil-demo.appspot.com',
      messagingSenderId: '100000000001',
      appId: '1:100000000001:web:c0ffee0000000000000001',
      measurementId: 'G-CASINODEMO',
      vapidKey: 'BPm7Cu7IqTgjc5P6Gz6sOWgGLZndFhomjdm1FTC06QnUU-XE7Xf0aB3uOWZl6pgFg4rSdHycxcdZr-BrqC8rU1k',
    },
  },
];

/** The providers of spec 9, whose logos the footer shows (served by this service). */
const PROVIDERS = ['PGSoft', 'PragmaticPlay', 'JILI', 'EVO', 'JDB', 'TADA', 'FC', 'SPIRIT', 'Popular', 'Originals'];

/** The side menu, as url then key pairs (the kernel's asideMenu format). */
const ASIDE_MENU: readonly [url: string, key: string][] = [
  ['/activity', 'menu_activity'],
  ['/invitation', 'menu_invitation'],
  ['/proxy', 'menu_agent'],
  ['/news', 'menu_news'],
  ['/download', 'menu_download'],
];

// Cashback grows with the level: 0.1 % at level 0 to 2.1 % at level 10.
const cashbackRate = (level: number) => Math.round((0.1 + level * 0.2) * 10) / 10;

function settingsOf(seed: BrandSeed): [group: string, key: string, value: string][] {
  const base = SITE_SETTINGS_GROUP.base;
  return [
    [base, 'title', seed.title],
    [base, 'site', seed.region],
    [base, 'logo', `/api/assets/brands/${seed.brand}/logo.svg`],
    [base, 'favicon', `/api/assets/brands/${seed.brand}/favicon.svg`],
    [base, 'liveChatLicense', ''],
    [base, 'contactEmail', seed.contactEmail],
    [base, 'phoneArea', `+${seed.areaCode}`],
    [base, 'currency', seed.currency],
    [base, 'currencySymbol', seed.currencySymbol],
    [base, 'theme', seed.theme],
    [base, 'lang', seed.language],
    [base, 'loginAndRegisterBanner', `/api/assets/brands/${seed.brand}/banner.svg`],
    [base, 'licence', `${seed.title} is a demonstration site. Play responsibly; 18+ only.`],
    // Empty until a brand configures its own Google client.
    [SITE_SETTINGS_GROUP.google, 'client_id', ''],
    [SITE_SETTINGS_GROUP.google, 'scope', 'openid email profile'],
    [SITE_SETTINGS_GROUP.google, 'grecaptchaKey', ''],
    ...FCM_SETTINGS_KEYS.map((key): [string, string, string] => [SITE_SETTINGS_GROUP.fcm, key, (seed.fcm ?? EMPTY_FCM_SETTINGS)[key]]),
    ...PROVIDERS.map((name): [string, string, string] => [SITE_SETTINGS_GROUP.cooperativeFirm, name, `/api/assets/providers/${name}.svg`]),
    ...ASIDE_MENU.flatMap(([url, key]): [string, string, string][] => [
      [SITE_SETTINGS_GROUP.asideMenu, 'url', url],
      [SITE_SETTINGS_GROUP.asideMenu, 'key', key],
    ]),
  ];
}

/**
 * Which demo players a new database gets: `full` (development: cash, bonus, mail gifts, a payout
 * history), `bonus-only` (production that asked for them: bonus only, never withdrawable money, as
 * their password is published) or `none` (production's default).
 */
export type DemoPlayers = 'full' | 'bonus-only' | 'none';

/**
 * Fills a new database: brands, their site settings and VIP ladders, and (unless `none`) a demo
 * player per brand with a known password and a starting balance (written through the ledger like
 * any money). Returns the demo logins it wrote.
 */
export function seedDatabase(services: Pick<CasinoServices, 'db' | 'ledger' | 'players' | 'domains'>, demoPlayers: DemoPlayers = 'full'): DemoLogin[] {
  const { db, ledger, players, domains } = services;
  return inTransaction(db, () => {
    seedCatalogue(db);
    return BRAND_SEEDS.map((seed) => {
      db.prepare('INSERT INTO brands (brand, region, currency, currency_symbol, language, area_code, phone_pattern) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
        seed.brand,
        seed.region,
        seed.currency,
        seed.currencySymbol,
        seed.language,
        seed.areaCode,
        seed.phonePattern,
      );
      const setting = db.prepare('INSERT INTO site_settings (brand, position, group_name, key, value) VALUES (?, ?, ?, ?, ?)');
      settingsOf(seed).forEach(([group, key, value], position) => setting.run(seed.brand, position, group, key, value));
      const level = db.prepare('INSERT INTO vip_levels (brand, vip_level, minimum_amount, minimum_bet, cashback_rate) VALUES (?, ?, ?, ?, ?)');
      // Minor units; reaching a level also takes bets of five times its deposits.
      seed.vipDeposits.forEach((deposits, vip) => level.run(seed.brand, vip, deposits * 100, deposits * 500, cashbackRate(vip)));

      if (demoPlayers === 'none') {
        for (const domain of domains) domain.seed?.({ brand: seed, demo: null });
        return null;
      }
      const demo = players.create({
        brand: seed.brand,
        name: `${seed.areaCode}${seed.demo.phone}`,
        nickName: 'Demo Player',
        mobile: `${seed.areaCode}${seed.demo.phone}`,
        mobileVerified: true,
        passwordHash: hashPasswordSync(DEMO_PASSWORD),
        channelId: 1,
        ip: '',
        deviceId: '',
        finger: '',
      });
      const withdrawableMoney = demoPlayers === 'full';
      ledger.move({
        playerId: demo.id,
        requestKey: 'seed',
        cause: LEDGER_CAUSE.SEED_GRANT,
        entries: withdrawableMoney
          ? [
              { moneyType: MONEY_TYPE.CASH, amount: seed.demo.cash },
              { moneyType: MONEY_TYPE.COIN, amount: seed.demo.bonus },
            ]
          : [{ moneyType: MONEY_TYPE.COIN, amount: seed.demo.bonus }],
      });
      for (const domain of domains) domain.seed?.({ brand: seed, demo: { playerId: demo.id, withdrawableMoney } });
      return { brand: seed.brand, phone: seed.demo.phone, areaCode: seed.areaCode, password: DEMO_PASSWORD };
    }).filter((login) => login !== null);
  });
}

/** The demo logins the seed wrote, for the start-up message of an existing database (a player may have changed the password since). */
export function demoLogins(): DemoLogin[] {
  return BRAND_SEEDS.map((seed) => ({ brand: seed.brand, phone: seed.demo.phone, areaCode: seed.areaCode, password: DEMO_PASSWORD }));
}
