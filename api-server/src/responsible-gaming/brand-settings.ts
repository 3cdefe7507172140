import type { GamingLimitKind } from '@casino/shared-kernel/api-contract';

/**
 * What a brand offers and enforces (issue 25; the table in `api-server/CONTEXT.md`). India
 * follows the UK Gambling Commission's RTS 12 as the best sites do; brasil follows Portaria SPA/MF
 * 1.231/2024. Both offer every limit kind; the cool-down before an increase is 24 h for both.
 */
export interface ResponsibleGamingSettings {
  /** The limit kinds a player of the brand may set. */
  limitKinds: readonly GamingLimitKind[];
  /** Hours between asking for a higher limit (or none) and being able to confirm it. */
  increaseCoolDownHours: number;
  /** Whether registration and the first deposit offer to set a deposit limit (UKGC RTS 12; Portaria 1.231). */
  offerDepositLimit: boolean;
}

const DEFAULT_SETTINGS: ResponsibleGamingSettings = {
  limitKinds: ['deposit', 'loss', 'wager'],
  increaseCoolDownHours: 24,
  offerDepositLimit: true,
};

const BRAND_SETTINGS: Readonly<Record<string, ResponsibleGamingSettings>> = {
  india: DEFAULT_SETTINGS,
  brasil: DEFAULT_SETTINGS,
};

export function responsibleGamingSettings(brand: string): ResponsibleGamingSettings {
  return BRAND_SETTINGS[brand] ?? DEFAULT_SETTINGS;
}
