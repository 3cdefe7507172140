import type { DatabaseSync } from 'node:sqlite';
import { MONEY_TYPE, type ActivityType } from '@casino/shared-kernel/api-contract';
import * as z from 'zod';
import type { Brand } from '../brands/brands.ts';
import { isActivityRunning } from '../catalogue/activities.ts';
import { text } from '../db/database.ts';
import { refuse } from '../server/api-refusal.ts';

/*
 * Units: "wallet" amounts are minor units of the currency (/100, what the ledger moves); gold
 * panning and invitation turntable amounts are 1/10000 of the currency (spec 3: those screens
 * divide by 10000), so they are whole multiples of 100 to become wallet money exactly.
 */
const walletAmount = z.int().positive();
const tenThousandths = z
  .int()
  .positive()
  .refine((value) => value % 100 === 0, 'must be a whole number of wallet minor units (a multiple of 100)');
const weight = z.int().nonnegative();
/** A list of weighted choices must be able to pick something. */
const someWeight = <T>(items: T[], weightOf: (item: T) => number) => items.some((item) => weightOf(item) > 0);

const configSchema = z.object({
  /** Activity 1002: bonus for installing the app, once per player. */
  download: z.object({ bonus: walletAmount }),
  /** Activity 17: the day's ladder, each award unlocking `wait_seconds` after the previous was taken. */
  goldPanning: z.object({
    awards: z.array(z.object({ amount: tenThousandths, waitSeconds: z.int().nonnegative() })).min(1),
    shareAmount: tenThousandths,
    /** Cash plus bonus below this (wallet units) counts as broke: spec 9's "total under 1". */
    brokeBelow: walletAmount,
  }),
  /**
   * Activity 1003: share links a player may make a day and how long one stays valid; the bonus a
   * packet holds, split at random among up to `openers` other players (each at least one minor
   * unit), and how many packets one player may open a day.
   */
  giftPacket: z
    .object({
      dailyLimit: z.int().positive(),
      validHours: z.int().positive(),
      amount: walletAmount,
      openers: z.int().positive().max(100),
      dailyOpens: z.int().positive(),
    })
    .refine((packet) => packet.amount >= packet.openers, 'amount must give every opener at least one minor unit'),
  /** Activity 8: collect `targetAmount` within `partHours` by spinning; invitees earn spins. */
  inviteTurntable: z.object({
    targetAmount: tenThousandths,
    partHours: z.int().positive(),
    /** The brand's daily payout pool, shown to players (1/10000). */
    dailyPool: tenThousandths,
    spinsPerSignUp: z.int().nonnegative(),
    spinsPerDeposit: z.int().nonnegative(),
    segments: z
      .array(z.object({ amount: tenThousandths, firstWeight: weight, weight }))
      .min(2)
      .refine((list) => someWeight(list, (segment) => segment.firstWeight) && someWeight(list, (segment) => segment.weight), 'needs a segment with weight'),
  }),
  /** The proxy page's turntable: one bonus spin a day for agents (players whose invitees deposited). */
  agentTurntable: z.object({
    segments: z
      .array(z.object({ amount: walletAmount, weight }))
      .min(2)
      .refine((list) => someWeight(list, (segment) => segment.weight), 'needs a segment with weight'),
  }),
  /** Activity 19: daily boxes by deposit level, and the wheel whose money is withdrawn at a threshold. */
  blindBox: z.object({
    levels: z
      .array(z.object({ minPayTotal: z.int().nonnegative(), boxes: z.int().positive().max(12) }))
      .min(1)
      .refine(
        (list) => list[0]?.minPayTotal === 0 && list.every((level, index) => index === 0 || level.minPayTotal > (list[index - 1]?.minPayTotal ?? 0)),
        'levels start at 0 and ascend',
      ),
    boxPrizes: z
      .array(z.object({ prize: z.enum(['bonus', 'spin']), amount: z.int().nonnegative(), weight }))
      .min(1)
      .refine((list) => list.every((item) => (item.prize === 'spin') === (item.amount === 0)), 'a spin has amount 0, a bonus more')
      .refine((list) => someWeight(list, (item) => item.weight), 'needs a prize with weight'),
    welcomeSpins: z.int().nonnegative(),
    spinsPerSignUp: z.int().nonnegative(),
    spinsPerDeposit: z.int().nonnegative(),
    wheelSegments: z
      .array(z.object({ amount: walletAmount, weight }))
      .min(2)
      .refine((list) => someWeight(list, (segment) => segment.weight), 'needs a segment with weight'),
    withdrawThreshold: walletAmount,
    /** The balance a withdrawal pays into: 2 cash or 1 bonus (spec 3's money_type). */
    moneyType: z.union([z.literal(MONEY_TYPE.COIN), z.literal(MONEY_TYPE.CASH)]),
  }),
  /** Where support is when the brand has no live chat licence (site setting liveChatLicense). */
  customerService: z.object({ url: z.url() }),
  /**
   * Whether a guest account (no proven phone, e-mail or provider identity) takes prizes and mail
   * awards; off by default: each guest is one request away, so its awards could be farmed.
   */
  guestAwards: z.boolean(),
});

export const NOT_RUNNING = 'This event is not running on this site';

/** One brand's promotion settings. */
export type PromotionConfig = z.infer<typeof configSchema>;

/**
 * India (INR): amounts an Indian operator runs — a ₹20 app bonus, a ₹2/₹3/₹5 gold-panning ladder,
 * "collect ₹100" on the invitation turntable, ₹50 to withdraw from the blind-box wheel.
 */
const INR: PromotionConfig = {
  download: { bonus: 20_00 },
  goldPanning: {
    awards: [
      { amount: 2_0000, waitSeconds: 0 },
      { amount: 3_0000, waitSeconds: 30 * 60 },
      { amount: 5_0000, waitSeconds: 2 * 3600 },
    ],
    shareAmount: 1_0000,
    brokeBelow: 1_00,
  },
  // ₹50 of bonus shared by up to five friends; a player opens at most three packets a day.
  giftPacket: { dailyLimit: 5, validHours: 72, amount: 50_00, openers: 5, dailyOpens: 3 },
  inviteTurntable: {
    targetAmount: 100_0000,
    partHours: 72,
    dailyPool: 100_000_0000,
    spinsPerSignUp: 1,
    spinsPerDeposit: 2,
    // The first spin lands high (the hook), the rest close the gap slowly: each needs an invite.
    segments: [
      { amount: 5000, firstWeight: 0, weight: 50 },
      { amount: 1_0000, firstWeight: 0, weight: 30 },
      { amount: 2_0000, firstWeight: 0, weight: 12 },
      { amount: 5_0000, firstWeight: 0, weight: 6 },
      { amount: 10_0000, firstWeight: 0, weight: 2 },
      { amount: 50_0000, firstWeight: 20, weight: 0 },
      { amount: 80_0000, firstWeight: 45, weight: 0 },
      { amount: 90_0000, firstWeight: 35, weight: 0 },
    ],
  },
  agentTurntable: {
    segments: [
      { amount: 1_00, weight: 40 },
      { amount: 2_00, weight: 25 },
      { amount: 5_00, weight: 18 },
      { amount: 10_00, weight: 10 },
      { amount: 20_00, weight: 5 },
      { amount: 50_00, weight: 2 },
    ],
  },
  blindBox: {
    levels: [
      { minPayTotal: 0, boxes: 1 },
      { minPayTotal: 100_00, boxes: 3 },
      { minPayTotal: 1_000_00, boxes: 5 },
    ],
    boxPrizes: [
      { prize: 'bonus', amount: 1_00, weight: 30 },
      { prize: 'bonus', amount: 2_00, weight: 25 },
      { prize: 'bonus', amount: 5_00, weight: 15 },
      { prize: 'bonus', amount: 10_00, weight: 5 },
      { prize: 'spin', amount: 0, weight: 25 },
    ],
    welcomeSpins: 3,
    spinsPerSignUp: 1,
    spinsPerDeposit: 2,
    wheelSegments: [
      { amount: 50, weight: 40 },
      { amount: 1_00, weight: 30 },
      { amount: 2_00, weight: 15 },
      { amount: 5_00, weight: 10 },
      { amount: 10_00, weight: 4 },
      { amount: 25_00, weight: 1 },
    ],
    withdrawThreshold: 50_00,
    moneyType: MONEY_TYPE.CASH,
  },
  customerService: { url: 'https://t.me/casino_india_support' },
  guestAwards: false,
};

/** Brasil (BRL): the same events at Brazilian amounts (R$2 app bonus, "junte R$50", R$20 wheel). */
const BRL: PromotionConfig = {
  download: { bonus: 2_00 },
  goldPanning: {
    awards: [
      { amount: 5000, waitSeconds: 0 },
      { amount: 1_0000, waitSeconds: 30 * 60 },
      { amount: 2_0000, waitSeconds: 2 * 3600 },
    ],
    shareAmount: 5000,
    brokeBelow: 1_00,
  },
  giftPacket: { dailyLimit: 5, validHours: 72, amount: 10_00, openers: 5, dailyOpens: 3 },
  inviteTurntable: {
    targetAmount: 50_0000,
    partHours: 72,
    dailyPool: 10_000_0000,
    spinsPerSignUp: 1,
    spinsPerDeposit: 2,
    segments: [
      { amount: 1000, firstWeight: 0, weight: 50 },
      { amount: 2000, firstWeight: 0, weight: 30 },
      { amount: 5000, firstWeight: 0, weight: 12 },
      { amount: 1_0000, firstWeight: 0, weight: 6 },
      { amount: 2_0000, firstWeight: 0, weight: 2 },
      { amount: 20_0000, firstWeight: 20, weight: 0 },
      { amount: 40_0000, firstWeight: 45, weight: 0 },
      { amount: 45_0000, firstWeight: 35, weight: 0 },
    ],
  },
  agentTurntable: {
    segments: [
      { amount: 20, weight: 40 },
      { amount: 50, weight: 25 },
      { amount: 1_00, weight: 18 },
      { amount: 2_00, weight: 10 },
      { amount: 5_00, weight: 5 },
      { amount: 10_00, weight: 2 },
    ],
  },
  blindBox: {
    levels: [
      { minPayTotal: 0, boxes: 1 },
      { minPayTotal: 20_00, boxes: 3 },
      { minPayTotal: 200_00, boxes: 5 },
    ],
    boxPrizes: [
      { prize: 'bonus', amount: 20, weight: 30 },
      { prize: 'bonus', amount: 50, weight: 25 },
      { prize: 'bonus', amount: 1_00, weight: 15 },
      { prize: 'bonus', amount: 2_00, weight: 5 },
      { prize: 'spin', amount: 0, weight: 25 },
    ],
    welcomeSpins: 3,
    spinsPerSignUp: 1,
    spinsPerDeposit: 2,
    wheelSegments: [
      { amount: 10, weight: 40 },
      { amount: 20, weight: 30 },
      { amount: 50, weight: 15 },
      { amount: 1_00, weight: 10 },
      { amount: 2_00, weight: 4 },
      { amount: 5_00, weight: 1 },
    ],
    withdrawThreshold: 20_00,
    moneyType: MONEY_TYPE.CASH,
  },
  customerService: { url: 'https://wa.me/5511999990000' },
  guestAwards: false,
};

const DEFAULTS: Readonly<Record<string, PromotionConfig>> = { INR, BRL };

/** The default settings for a currency; undefined when no default exists (the events are off). */
export function defaultPromotionConfig(currency: string): PromotionConfig | undefined {
  const config = DEFAULTS[currency];
  return config ? configSchema.parse(config) : undefined;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored row with the defaults under it: each event's settings missing from the row (added
 * after the row was written, as the gift packet's money) take the currency's default; whatever the
 * row has wins, lists whole.
 */
function withDefaults(stored: unknown, defaults: PromotionConfig | undefined): unknown {
  if (!defaults || !isPlainObject(stored)) return stored;
  const merged: Record<string, unknown> = { ...defaults, ...stored };
  for (const [key, value] of Object.entries(defaults)) {
    const own = stored[key];
    if (isPlainObject(own) && isPlainObject(value)) merged[key] = { ...value, ...own };
  }
  return merged;
}

/**
 * The promotion settings of each brand: the stored row when there is one (the operator's), else
 * the defaults of the brand's currency, so a database that predates the seed still runs the
 * events; a setting the row lacks takes its default. A stored row that does not parse is an
 * operator's mistake: it fails loudly, not silently.
 */
export class PromotionConfigs {
  private readonly db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.db = db;
  }

  of(brand: string, currency: string): PromotionConfig | undefined {
    const row = this.db.prepare('SELECT config FROM promotion_configs WHERE brand = ?').get(brand);
    const defaults = defaultPromotionConfig(currency);
    if (!row) return defaults;
    const parsed = configSchema.safeParse(withDefaults(JSON.parse(text(row, 'config')), defaults));
    if (!parsed.success) throw new Error(`The promotion settings of ${brand} are invalid: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  }

  /**
   * The settings of a running event of the brand; refuses when the brand does not run it or has
   * no settings (a currency without defaults and no stored row).
   */
  running(brand: Brand, activity: ActivityType): PromotionConfig {
    const config = this.ifRunning(brand, activity);
    if (!config) throw refuse(NOT_RUNNING);
    return config;
  }

  /** The settings of a running event, or undefined (for red dots, which never refuse). */
  ifRunning(brand: Brand, activity: ActivityType): PromotionConfig | undefined {
    return isActivityRunning(brand.brand, activity) ? this.of(brand.brand, brand.currency) : undefined;
  }

  /** Stores a brand's settings (the seed writes the defaults, so operators have a row to edit). */
  store(brand: string, config: PromotionConfig, at: number): void {
    const checked = configSchema.parse(config);
    this.db
      .prepare(
        'INSERT INTO promotion_configs (brand, config, updated_at) VALUES (?, ?, ?) ON CONFLICT (brand) DO UPDATE SET config = excluded.config, updated_at = excluded.updated_at',
      )
      .run(brand, JSON.stringify(checked), at);
  }
}
