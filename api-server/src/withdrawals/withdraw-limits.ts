import { PAYOUT_METHOD, REDUCE_BALANCE_KIND, type PayoutMethod, type ReduceBalanceKind } from '@casino/shared-kernel/api-contract';
import { brandUtcOffsetMinutes } from '../brands/brand-clock.ts';

/** A brand's withdrawal rules (spec 3's withdraw info fields), amounts in minor units. */
export interface WithdrawLimits {
  minAmount: number;
  maxAmount: number;
  /** Most a player may withdraw per day. */
  dayAmountLimit: number;
  /** Withdrawn per day without a fee; above it `feeRate` applies. */
  freeAmount: number;
  /** Fee, percent of the amount above `freeAmount`. */
  feeRate: number;
  /** The brand's default payout method: a new account's unless the player picks another. */
  accountType: PayoutMethod;
  /**
   * Every payout method the brand offers, `accountType` first. An account of a method the brand
   * stops offering stays listed (and may be deleted) but takes no withdrawal and no edit.
   */
  payoutMethods: readonly PayoutMethod[];
  /** What a withdrawal reduces (spec 4). */
  reduceBalance: readonly ReduceBalanceKind[];
  /** Whether a bound account may be edited (withdraw_account_edit 1). */
  accountEdit: boolean;
}

const LIMITS: Readonly<Record<string, WithdrawLimits>> = {
  india: {
    minAmount: 100_00,
    maxAmount: 50_000_00,
    dayAmountLimit: 100_000_00,
    freeAmount: 1_000_00,
    feeRate: 2,
    accountType: PAYOUT_METHOD.IFSC,
    // Besides Indian bank accounts: USDT wallets, and SPEI for players paid in Mexico.
    payoutMethods: [PAYOUT_METHOD.IFSC, PAYOUT_METHOD.USDT, PAYOUT_METHOD.SPEI],
    reduceBalance: [REDUCE_BALANCE_KIND.CASH],
    accountEdit: true,
  },
  brasil: {
    minAmount: 20_00,
    maxAmount: 10_000_00,
    dayAmountLimit: 20_000_00,
    freeAmount: 200_00,
    feeRate: 2,
    accountType: PAYOUT_METHOD.BANK_CARD,
    // Lei 14.790/2023: a prize is paid only to an account in the bettor's name in Brazil, by PIX.
    payoutMethods: [PAYOUT_METHOD.BANK_CARD],
    reduceBalance: [REDUCE_BALANCE_KIND.CASH],
    accountEdit: true,
  },
};

/** The withdrawal rules of a brand (an unknown brand gets India's, the default brand). */
export function withdrawLimits(brand: string): WithdrawLimits {
  const limits = LIMITS[brand] ?? LIMITS.india;
  if (!limits) throw new Error('No withdrawal rules for the default brand');
  return limits;
}

/**
 * The balance config's `with_draw_config` text and `reduce_balance` list (POST /api/user/balance),
 * so the deposit screens and the withdrawal read the same rules.
 */
export function withdrawConfigText(brand: string): string {
  const limits = withdrawLimits(brand);
  return JSON.stringify({
    min_amount: limits.minAmount,
    max_amount: limits.maxAmount,
    day_amount_limit: limits.dayAmountLimit,
    free_amount: limits.freeAmount,
    fee_rate: limits.feeRate,
    account_type: limits.accountType,
  });
}

/** The start of the brand's day holding `nowMs`, Unix seconds: the window of the day limit. */
export function brandDayStart(brand: string, nowMs: number): number {
  const offset = brandUtcOffsetMinutes(brand) * 60;
  const local = Math.floor(nowMs / 1000) + offset;
  return local - (((local % 86_400) + 86_400) % 86_400) - offset;
}
