import type { Bundle } from '@casino/shared-kernel/i18n';
import type { Language } from '@casino/shared-kernel/state';

/** Legal texts differ by market: currency, law, regulator, tax and help lines. */
export type LegalProfile = 'india' | 'brasil';

export interface LegalDocument {
  /** Key prefix of its texts: `legal.<id>.…`. */
  id: 'user' | 'privacy' | 'terms';
  /** The page title, from the shell namespace (loaded with the first screen). */
  titleKey: 'legal_user_agreement' | 'legal_privacy_agreement' | 'legal_term_of_service';
  sections: readonly string[];
}

/** The three legal pages of spec 2, by route. */
export const LEGAL_DOCUMENTS = {
  '/userAgreement': {
    id: 'user',
    titleKey: 'legal_user_agreement',
    sections: ['acceptance', 'eligibility', 'account', 'deposits', 'bonuses', 'withdrawals', 'fair-play', 'responsible', 'closure', 'liability', 'law', 'changes', 'contact'],
  },
  '/privacyAgreement': {
    id: 'privacy',
    titleKey: 'legal_privacy_agreement',
    sections: ['controller', 'data', 'purposes', 'basis', 'sharing', 'storage', 'retention', 'security', 'rights', 'minors', 'changes', 'contact'],
  },
  '/termOfService': {
    id: 'terms',
    titleKey: 'legal_term_of_service',
    sections: ['service', 'availability', 'games', 'limits', 'payments', 'vip', 'ip', 'conduct', 'complaints', 'law', 'changes', 'contact'],
  },
} as const satisfies Record<string, LegalDocument>;

export type LegalPath = keyof typeof LEGAL_DOCUMENTS;

/** The date of the texts' current version, shown on every legal page. */
export const LEGAL_TEXTS_UPDATED = '2026-11-20';

/**
 * The legal bundles, one lazy chunk per language: about 7 KiB gzip each, which a first visit of the
 * lobby must not pay for. Their keys join the shell namespace when a legal page opens.
 */
export const loadLegalTexts = (language: Language): Promise<{ default: Bundle }> => import(`../notices/legal-texts/${language}.json`);

/** The market whose texts a brand shows: Brasil by name or by its currency, else India (the site default). */
export function legalProfile(brand: string, currency: string): LegalProfile {
  return brand === 'brasil' || currency === 'BRL' ? 'brasil' : 'india';
}

/**
 * A text of the legal bundles: the market's own version first, then the shared one; in the
 * player's language, else in English (every language has every text, checked by the unit tests;
 * English stands in only for a text added there first).
 */
export function legalText(bundles: { language: Bundle; en: Bundle }, key: string, profile: LegalProfile, values: Readonly<Record<string, string>>): string | undefined {
  const text = bundles.language[`${key}.${profile}`] ?? bundles.language[key] ?? bundles.en[`${key}.${profile}`] ?? bundles.en[key];
  return text?.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A body as blocks: paragraphs are separated by a blank line; a block of `- ` lines is a list. */
export type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function legalBlocks(body: string): LegalBlock[] {
  return body
    .split(/\n{2,}/)
    .map((block) => block.split('\n'))
    .flatMap((lines): LegalBlock[] => {
      const intro = lines.filter((line) => !line.startsWith('- '));
      const items = lines.filter((line) => line.startsWith('- ')).map((line) => line.slice(2));
      const blocks: LegalBlock[] = intro.length > 0 ? [{ kind: 'paragraph', text: intro.join(' ') }] : [];
      return items.length > 0 ? [...blocks, { kind: 'list', items }] : blocks;
    });
}
