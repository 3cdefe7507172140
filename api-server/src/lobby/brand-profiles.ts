import type { Brand } from '../brands/brands.ts';

/**
 * What the lobby says about a brand beyond its `brands` row: its country, clock and the two
 * rewards the lobby advertises. Amounts in minor units of the brand's currency.
 */
export interface LobbyBrandProfile {
  /** ISO 3166 alpha-2. */
  countryCode: string;
  /** IANA time zone; `utcOffsetMinutes` is its offset (neither country moves its clocks today). */
  timeZone: string;
  utcOffsetMinutes: number;
  /** BCP 47 locale for amounts written in texts. */
  locale: string;
  /** `download_award`: installing the app (activity 1002). */
  downloadAward: number;
  /** `regist_gift`: signing up. */
  registGift: number;
}

const PROFILES: Readonly<Record<string, LobbyBrandProfile>> = {
  // The download awards are what the promotions domain's default settings pay (₹20, R$2); the
  // sign-up gifts are as small, next to deposits that start at ₹100 and R$10.
  india: {
    countryCode: 'IN',
    timeZone: 'Asia/Kolkata',
    utcOffsetMinutes: 330,
    locale: 'en-IN',
    downloadAward: 20_00,
    registGift: 20_00,
  },
  brasil: {
    countryCode: 'BR',
    timeZone: 'America/Sao_Paulo',
    utcOffsetMinutes: -180,
    locale: 'pt-BR',
    downloadAward: 2_00,
    registGift: 5_00,
  },
};

/** The brand's profile; a brand added without one advertises no rewards and keeps UTC. */
export function lobbyBrandProfile(brand: Brand): LobbyBrandProfile {
  return (
    PROFILES[brand.brand] ?? {
      countryCode: '',
      timeZone: 'UTC',
      utcOffsetMinutes: 0,
      locale: brand.language,
      downloadAward: 0,
      registGift: 0,
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
export function seasonEnd(profile: LobbyBrandProfile, nowMs: number): number {
  const offsetMs = profile.utcOffsetMinutes * 60_000;
  const local = new Date(nowMs + offsetMs);
  const nextMonthLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1);
  return Math.floor((nextMonthLocal - offsetMs) / 1000) - 1;
}
