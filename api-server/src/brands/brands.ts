import type { DatabaseSync } from 'node:sqlite';
import { text } from '../db/database.ts';
import { refuse } from '../server/api-refusal.ts';

/** One site of the casino (platform.md): its money, language and phone numbers. */
export interface Brand {
  brand: string;
  /** The region, e.g. 'India'. */
  region: string;
  /** ISO 4217, e.g. 'INR'. */
  currency: string;
  currencySymbol: string;
  /** The default language, e.g. 'en'. */
  language: string;
  /** Phone area code, digits only, e.g. '91'. */
  areaCode: string;
  /** The national number after the area code (spec 5). */
  phonePattern: RegExp;
}

/** The brand of a request that names none, and of the plain local host names. */
export const DEFAULT_BRAND = 'india';

/** Brands do not change while the service runs: read once at start. */
export function loadBrands(db: DatabaseSync): ReadonlyMap<string, Brand> {
  const rows = db.prepare('SELECT * FROM brands ORDER BY brand').all();
  return new Map(
    rows.map((row) => {
      const brand: Brand = {
        brand: text(row, 'brand'),
        region: text(row, 'region'),
        currency: text(row, 'currency'),
        currencySymbol: text(row, 'currency_symbol'),
        language: text(row, 'language'),
        areaCode: text(row, 'area_code'),
        phonePattern: new RegExp(text(row, 'phone_pattern')),
      };
      return [brand.brand, brand];
    }),
  );
}

/**
 * The host names that pick a brand: `<brand>.localhost` for each brand and the plain local names for
 * the default one (as the static server's development mapping), then the configured ones.
 */
export function brandHosts(brands: ReadonlyMap<string, Brand>, configured: Readonly<Record<string, string>>): ReadonlyMap<string, string> {
  const hosts = new Map<string, string>([
    ['localhost', DEFAULT_BRAND],
    ['127.0.0.1', DEFAULT_BRAND],
  ]);
  for (const brand of brands.keys()) hosts.set(`${brand}.localhost`, brand);
  for (const [host, brand] of Object.entries(configured)) {
    if (!brands.has(brand)) throw new Error(`The host ${host} maps to ${brand}, which is not a brand of this casino (${[...brands.keys()].join(', ')}).`);
    hosts.set(host.toLowerCase(), brand);
  }
  return hosts;
}

/**
 * A phone number as the brand stores it: its area code then the national number, digits only.
 * Spec 5: numbers are prefixed with the area code unless they already start with it; the national
 * pattern decides, so an Indian number that happens to begin with 91 still gets its prefix.
 */
export function normalizeMobile(brand: Brand, mobile: string): string {
  const digits = mobile.replace(/^\+/, '');
  const national = digits.startsWith(brand.areaCode) ? digits.slice(brand.areaCode.length) : undefined;
  if (national !== undefined && brand.phonePattern.test(national)) return digits;
  if (brand.phonePattern.test(digits)) return `${brand.areaCode}${digits}`;
  throw refuse(`mobile: must be a phone number of ${brand.region} (+${brand.areaCode} and the national number)`);
}

/** E-mail addresses compare without case and surrounding space. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The default brand's record; the seed guarantees it exists. */
export function defaultBrand(brands: ReadonlyMap<string, Brand>): Brand {
  const brand = brands.get(DEFAULT_BRAND) ?? brands.values().next().value;
  if (!brand) throw new Error('The database holds no brand');
  return brand;
}
