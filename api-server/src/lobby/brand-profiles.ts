import { brandUtcOffsetMinutes } from '../brands/brand-clock.ts';
import type { Brand } from '../brands/brands.ts';

/** What the lobby says about a brand beyond its `brands` row: its country, clock and number style. */
export interface LobbyBrandProfile {
  /** ISO 3166 alpha-2. */
  countryCode: string;
  /** IANA time zone (its offset is the brand clock's, `brands/brand-clock.ts`). */
  timeZone: string;
  /** BCP 47 locale for amounts written in texts. */
  locale: string;
  /**
   * The operator's switches of the lobby (spec 3): how many languages the picker offers
   * (`language_num`, the brand's own first), whether the reward center is open
   * (`reward_center_status`) and whether the game providers are shown (`game_platform_show`).
   */
  languageNum: number;
  rewardCenter: boolean;
  gamePlatformShow: boolean;
}

/** Spec 9: two languages shown unless the operator says otherwise. */
export const DEFAULT_LANGUAGE_NUM = 2;

const PROFILES: Readonly<Record<string, LobbyBrandProfile>> = {
  india: {
    countryCode: 'IN',
    timeZone: 'Asia/Kolkata',
    locale: 'en-IN',
    // India's players read all seven of the site's languages.
    languageNum: 7,
    rewardCenter: true,
    gamePlatformShow: true,
  },
  brasil: {
    countryCode: 'BR',
    timeZone: 'America/Sao_Paulo',
    locale: 'pt-BR',
    // Spec 9's default: two languages, Portuguese and English.
    languageNum: DEFAULT_LANGUAGE_NUM,
    rewardCenter: true,
    gamePlatformShow: true,
  },
};

/** The brand's profile; a brand added without one keeps UTC and its language's number style. */
export function lobbyBrandProfile(brand: Brand): LobbyBrandProfile {
  return (
    PROFILES[brand.brand] ?? {
      countryCode: '',
      timeZone: 'UTC',
      locale: brand.language,
      languageNum: DEFAULT_LANGUAGE_NUM,
      rewardCenter: true,
      gamePlatformShow: true,
    }
  );
}

/** An amount in minor units as a player reads it in a text: '₹10', 'R$ 2,50'. */
export function formatAmount(brand: Brand, profile: LobbyBrandProfile, minor: number): string {
  const whole = minor % 100 === 0;
  const number = new Intl.NumberFormat(profile.locale, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
  // Brazilian usage puts a space after R$; the rupee sign sits against the number.
  return brand.currencySymbol.length > 1 ? `${brand.currencySymbol} ${number}` : `${brand.currencySymbol}${number}`;
}

/**
 * When this season of the brand's events stops showing: the last second of the current calendar
 * month on the brand's clock, as Unix seconds. Events run month by month, so the end is always
 * ahead of `now` and moves on when a month turns.
 */
export function seasonEnd(brand: Brand, nowMs: number): number {
  const offsetMs = brandUtcOffsetMinutes(brand.brand) * 60_000;
  const local = new Date(nowMs + offsetMs);
  const nextMonthLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1);
  return Math.floor((nextMonthLocal - offsetMs) / 1000) - 1;
}
