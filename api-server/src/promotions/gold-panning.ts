import { ACTIVITY_TYPE, MONEY_TYPE, type GoldRushingInfo, type UnspecifiedData } from '@casino/shared-kernel/api-contract';
import type { Brand } from '../brands/brands.ts';
import { inTransaction, integer } from '../db/database.ts';
import { refuse } from '../server/api-refusal.ts';
import type { CaptchaAnswer } from './captcha-answer.ts';
import type { CaptchaOwner, PicCaptchas } from './pic-captchas.ts';
import { hasDeposited, playerFacts } from './player-facts.ts';
import type { PromotionConfig } from './promotion-config.ts';
import { nextRefreshTime, promotionDay, unixSeconds } from './promotion-days.ts';
import type { PromotionsDeps } from './promotions-deps.ts';
import { TEN_THOUSANDTHS_PER_MINOR_UNIT, moneyText, payPrize } from './prizes.ts';

/** `status` of an award in `goldRushingInfo`: counting down (or waiting for the one before), ready, taken. */
export const GOLD_PANNING_STATUS = { WAITING: 0, READY: 1, TAKEN: 2 } as const;

export const GOLD_PANNING_MESSAGES = {
  noDeposit: 'Gold panning is for players who have made a deposit',
  allTaken: "You have taken all of today's gold panning awards; panning opens again at 00:00 UTC",
  shared: 'You have already received the gold panning share reward',
  notBroke: (limit: string) => `Gold panning opens when your cash and bonus together are below ${limit}`,
  waiting: (minutes: number) => `The next gold panning award unlocks in ${minutes} minute${minutes === 1 ? '' : 's'}`,
} as const;

interface LadderStep {
  index: number;
  /** 1/10000 of the currency. */
  amount: number;
  limit_seconds: number;
  status: number;
}

type Ladder = PromotionConfig['goldPanning'];

/**
 * Gold panning (activity 17): a rescue for depositors who have run out of money (cash plus bonus
 * under 1 unit). Each UTC day a ladder of awards opens one after another: the first at once, each
 * next one a wait after the previous was taken; taking one needs a picture captcha, and the
 * player must be broke again for the next. Sharing pays a one-time extra. Prizes are cash, locked
 * behind the usual turnover. Amounts are 1/10000 of the currency (spec 3).
 */
export class GoldPanning {
  private readonly deps: PromotionsDeps;
  private readonly captchas: PicCaptchas;

  constructor(deps: PromotionsDeps, captchas: PicCaptchas) {
    this.deps = deps;
    this.captchas = captchas;
  }

  info(brand: Brand, playerId: number): GoldRushingInfo {
    const config = this.deps.configs.running(brand, ACTIVITY_TYPE.GOLD_RUSHING).goldPanning;
    const nowMs = this.deps.context.now();
    const facts = playerFacts(this.deps.context.db, playerId);
    const data = {
      awards: this.ladder(config, playerId, nowMs),
      share_amount: config.shareAmount,
      is_share: this.shared(playerId),
      /** Whether the player may pan now: deposited and broke. */
      is_open: hasDeposited(facts) && this.broke(config, playerId),
      has_pay: hasDeposited(facts),
      broke_below: config.brokeBelow * TEN_THOUSANDTHS_PER_MINOR_UNIT,
      refresh_time: nextRefreshTime(nowMs),
    };
    return data;
  }

  /** Whether the reward center shows a red dot: an award or the share extra to take now. */
  claimable(brand: Brand, playerId: number): boolean {
    const config = this.deps.configs.ifRunning(brand, ACTIVITY_TYPE.GOLD_RUSHING)?.goldPanning;
    if (!config || !hasDeposited(playerFacts(this.deps.context.db, playerId))) return false;
    if (!this.shared(playerId)) return true;
    return this.broke(config, playerId) && this.ladder(config, playerId, this.deps.context.now()).some((step) => step.status === GOLD_PANNING_STATUS.READY);
  }

  /** Takes the next award of the day's ladder; the picture captcha is checked (and used up) first. */
  take(brand: Brand, owner: CaptchaOwner & { playerId: number }, answer: CaptchaAnswer): UnspecifiedData {
    const { context, configs } = this.deps;
    const config = configs.running(brand, ACTIVITY_TYPE.GOLD_RUSHING).goldPanning;
    const playerId = owner.playerId;
    // Checked before the captcha too, so a player who cannot take anything keeps their picture.
    this.nextAward(brand, config, playerId);
    this.captchas.check(owner, answer.captchaKey, answer.captcha);
    return inTransaction(context.db, () => {
      const step = this.nextAward(brand, config, playerId);
      const nowMs = context.now();
      const day = promotionDay(nowMs);
      context.db
        .prepare('INSERT INTO gold_panning_awards (player_id, day, award_index, amount, taken_at) VALUES (?, ?, ?, ?, ?)')
        .run(playerId, day, step.index, step.amount, unixSeconds(nowMs));
      const balances = payPrize(context, {
        playerId,
        balance: 'cash',
        amount: step.amount / TEN_THOUSANDTHS_PER_MINOR_UNIT,
        reference: `gold_panning:${day}:${step.index}`,
      });
      return {
        award_index: step.index,
        amount: step.amount,
        money_type: MONEY_TYPE.CASH,
        money: balances.cash,
        coin: balances.bonus,
        awards: this.ladder(config, playerId, nowMs),
      };
    });
  }

  /** The one-time extra for sharing gold panning (a depositor's, whether broke or not). */
  share(brand: Brand, playerId: number): UnspecifiedData {
    const { context, configs } = this.deps;
    const config = configs.running(brand, ACTIVITY_TYPE.GOLD_RUSHING).goldPanning;
    return inTransaction(context.db, () => {
      if (!hasDeposited(playerFacts(context.db, playerId))) throw refuse(GOLD_PANNING_MESSAGES.noDeposit);
      if (this.shared(playerId)) throw refuse(GOLD_PANNING_MESSAGES.shared);
      context.db
        .prepare('INSERT INTO gold_panning_shares (player_id, amount, shared_at) VALUES (?, ?, ?)')
        .run(playerId, config.shareAmount, unixSeconds(context.now()));
      const balances = payPrize(context, {
        playerId,
        balance: 'cash',
        amount: config.shareAmount / TEN_THOUSANDTHS_PER_MINOR_UNIT,
        reference: 'gold_panning:share',
      });
      return { amount: config.shareAmount, money_type: MONEY_TYPE.CASH, is_share: true, money: balances.cash, coin: balances.bonus };
    });
  }

  /** The award the player may take now, or the refusal that says why none. */
  private nextAward(brand: Brand, config: Ladder, playerId: number): LadderStep {
    if (!hasDeposited(playerFacts(this.deps.context.db, playerId))) throw refuse(GOLD_PANNING_MESSAGES.noDeposit);
    const step = this.ladder(config, playerId, this.deps.context.now()).find((candidate) => candidate.status !== GOLD_PANNING_STATUS.TAKEN);
    if (!step) throw refuse(GOLD_PANNING_MESSAGES.allTaken);
    if (step.status !== GOLD_PANNING_STATUS.READY) throw refuse(GOLD_PANNING_MESSAGES.waiting(Math.ceil(step.limit_seconds / 60)));
    if (!this.broke(config, playerId)) throw refuse(GOLD_PANNING_MESSAGES.notBroke(moneyText(brand, config.brokeBelow)));
    return step;
  }

  /**
   * The day's ladder: an award counts down from when the one before it was taken (the first from
   * the day's start); until that one is taken it shows its whole wait.
   */
  private ladder(config: Ladder, playerId: number, nowMs: number): LadderStep[] {
    const now = unixSeconds(nowMs);
    const dayStart = nextRefreshTime(nowMs) - 86_400;
    const takenAt = new Map<number, number>();
    for (const row of this.deps.context.db
      .prepare('SELECT award_index, taken_at FROM gold_panning_awards WHERE player_id = ? AND day = ?')
      .all(playerId, promotionDay(nowMs))) {
      takenAt.set(integer(row, 'award_index'), integer(row, 'taken_at'));
    }
    return config.awards.map((award, index) => {
      if (takenAt.has(index)) return { index, amount: award.amount, limit_seconds: 0, status: GOLD_PANNING_STATUS.TAKEN };
      const since = index === 0 ? dayStart : takenAt.get(index - 1);
      if (since === undefined) return { index, amount: award.amount, limit_seconds: award.waitSeconds, status: GOLD_PANNING_STATUS.WAITING };
      const left = Math.max(0, since + award.waitSeconds - now);
      return { index, amount: award.amount, limit_seconds: left, status: left === 0 ? GOLD_PANNING_STATUS.READY : GOLD_PANNING_STATUS.WAITING };
    });
  }

  /**
   * Development: today's awards of a player count as taken `seconds` earlier, so the next one's wait
   * can be over without waiting it (the tests of the automatic opening, spec 4). Returns how many moved.
   */
  devAdvance(playerId: number, seconds: number): number {
    const { db, now } = this.deps.context;
    const moved = db
      .prepare('UPDATE gold_panning_awards SET taken_at = taken_at - ? WHERE player_id = ? AND day = ?')
      .run(seconds, playerId, promotionDay(now()));
    return Number(moved.changes);
  }

  private broke(config: Ladder, playerId: number): boolean {
    const { cash, bonus } = this.deps.context.ledger.balances(playerId);
    return cash + bonus < config.brokeBelow;
  }

  private shared(playerId: number): boolean {
    return this.deps.context.db.prepare('SELECT 1 FROM gold_panning_shares WHERE player_id = ?').get(playerId) !== undefined;
  }
}
