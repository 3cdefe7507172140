import { createHash } from 'node:crypto';
import { ACTIVITY_TYPE, BLIND_BOX_BONUS_MONEY_TYPE, MONEY_TYPE, type BlindBoxWheel, type List, type UnspecifiedData } from '@casino/shared-kernel/api-contract';
import { maskDigits, maskName } from '@casino/shared-kernel/format';
import type { Brand } from '../brands/brands.ts';
import { inTransaction, integer, text } from '../db/database.ts';
import { refuse } from '../server/api-refusal.ts';
import { inviteeCounts, playerFacts } from './player-facts.ts';
import type { PromotionConfig } from './promotion-config.ts';
import { nextRefreshTime, promotionDay, unixSeconds } from './promotion-days.ts';
import type { PromotionsDeps } from './promotions-deps.ts';
import { moneyText, payPrize, pickWeighted } from './prizes.ts';

export const BLIND_BOX_MESSAGES = {
  staleKey: "This blind box round has ended; refresh to see today's boxes",
  noSuchBox: (boxes: number) => `index: today you have ${boxes} box${boxes === 1 ? '' : 'es'}, numbered from 0`,
  opened: 'This box has already been opened',
  noSpins: "No wheel spins left: open today's boxes or invite friends to earn spins",
  full: (threshold: string) => `Your wheel money has reached ${threshold}: withdraw it before spinning again`,
  belowThreshold: (threshold: string, have: string) => `You can withdraw once your wheel money reaches ${threshold}; you have ${have}`,
} as const;

/** `prize_type` of a box in `item_list`: not opened yet, bonus, a wheel spin. */
export const BOX_PRIZE_TYPE = { CLOSED: 0, BONUS: 1, SPIN: 2 } as const;

/** How many rows the withdraw and invite lists show. */
const LIST_SIZE = 50;

type BlindBoxConfig = PromotionConfig['blindBox'];

interface WheelState {
  moneyNum: number;
  spinsUsed: number;
  withdrawCount: number;
}

/**
 * The round key (`union_key`) of a player's blind box: one per UTC day. The info call answers it;
 * opening a box and spinning must send it back, so a screen left open from yesterday cannot act
 * on today's round without being refreshed. It guards freshness, not secrecy: the calls only ever
 * touch the caller's own boxes.
 */
export const unionKeyOf = (playerId: number, day: string) => createHash('sha256').update(`blind-box:${playerId}:${day}`).digest('base64url').slice(0, 22);

/**
 * Blind box and wheel (activity 19). Each UTC day a player has boxes by deposit level (more for
 * bigger depositors); opening one draws bonus (paid at once, with the usual turnover) or a wheel
 * spin. Wheel spins come from boxes, a welcome gift and invitees (signed up, then deposited); a
 * spin adds money to the wheel, never past the withdrawal threshold, and at the threshold the
 * wheel money is withdrawn into the wallet (cash by default) and the wheel starts again. While
 * boxes are left the lucky box shows as a gift box, then as the wheel (spec 4).
 */
export class BlindBox {
  private readonly deps: PromotionsDeps;

  constructor(deps: PromotionsDeps) {
    this.deps = deps;
  }

  /** `GET /api/get/blind_box_wheel_info`: the day's boxes and the wheel, with today's round key. */
  info(brand: Brand, playerId: number): BlindBoxWheel {
    const config = this.deps.configs.running(brand, ACTIVITY_TYPE.BLIND_BOX).blindBox;
    const nowMs = this.deps.context.now();
    const day = promotionDay(nowMs);
    const level = this.level(config, playerId);
    const opened = this.openedBoxes(playerId, day);
    const wheel = this.wheel(playerId);
    const spinsEarned = this.spinsEarned(config, playerId);
    const data = {
      daily_box_level: level.number,
      daily_box_num: Math.max(0, level.boxes - opened.size),
      daily_box_total_num: level.boxes,
      item_list: Array.from({ length: Math.max(level.boxes, opened.size) }, (_, index) => {
        const box = opened.get(index);
        if (!box) return { index, is_open: false, prize_type: BOX_PRIZE_TYPE.CLOSED, amount: 0, money_type: BLIND_BOX_BONUS_MONEY_TYPE };
        return {
          index,
          is_open: true,
          prize_type: box.prize === 'spin' ? BOX_PRIZE_TYPE.SPIN : BOX_PRIZE_TYPE.BONUS,
          amount: box.amount,
          money_type: BLIND_BOX_BONUS_MONEY_TYPE,
        };
      }),
      money_num: wheel.moneyNum,
      money_type: config.moneyType,
      refresh_time: nextRefreshTime(nowMs),
      wheel_num: Math.max(0, spinsEarned - wheel.spinsUsed),
      wheel_total_num: spinsEarned,
      with_draw_money_num: config.withdrawThreshold,
      with_draw_num: wheel.withdrawCount,
      is_check: wheel.moneyNum >= config.withdrawThreshold,
      union_key: unionKeyOf(playerId, day),
      player_id: playerId,
      wheel_cfg: config.wheelSegments.map((segment, index) => ({ index, amount: segment.amount, money_type: config.moneyType })),
    };
    return data;
  }

  /** Whether a box, a spin or a withdrawal waits for the player (a red dot). */
  claimable(brand: Brand, playerId: number): boolean {
    const config = this.deps.configs.ifRunning(brand, ACTIVITY_TYPE.BLIND_BOX)?.blindBox;
    if (!config) return false;
    const wheel = this.wheel(playerId);
    if (wheel.moneyNum >= config.withdrawThreshold) return true;
    if (this.spinsEarned(config, playerId) > wheel.spinsUsed) return true;
    return this.level(config, playerId).boxes > this.openedBoxes(playerId, promotionDay(this.deps.context.now())).size;
  }

  /** `POST /api/daily_blind_box_reward`: opens one of today's boxes, once. */
  openBox(brand: Brand, playerId: number, unionKey: string, index: number): UnspecifiedData {
    const { context, configs } = this.deps;
    const config = configs.running(brand, ACTIVITY_TYPE.BLIND_BOX).blindBox;
    return inTransaction(context.db, () => {
      const nowMs = context.now();
      const day = this.currentDay(playerId, unionKey, nowMs);
      const level = this.level(config, playerId);
      if (index >= level.boxes) throw refuse(BLIND_BOX_MESSAGES.noSuchBox(level.boxes));
      const opened = this.openedBoxes(playerId, day);
      if (opened.has(index)) throw refuse(BLIND_BOX_MESSAGES.opened);
      const { item: prize } = pickWeighted(config.boxPrizes, (candidate) => candidate.weight);
      context.db
        .prepare('INSERT INTO blind_box_opens (player_id, day, box_index, prize, amount, opened_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(playerId, day, index, prize.prize, prize.amount, unixSeconds(nowMs));
      const balances =
        prize.prize === 'bonus'
          ? payPrize(context, { playerId, balance: 'bonus', amount: prize.amount, reference: `blind_box:${day}:${index}` })
          : context.ledger.balances(playerId);
      return {
        index,
        prize_type: prize.prize === 'spin' ? BOX_PRIZE_TYPE.SPIN : BOX_PRIZE_TYPE.BONUS,
        amount: prize.amount,
        money_type: BLIND_BOX_BONUS_MONEY_TYPE,
        daily_box_num: Math.max(0, level.boxes - opened.size - 1),
        wheel_num: Math.max(0, this.spinsEarned(config, playerId) - this.wheel(playerId).spinsUsed),
        coin: balances.bonus,
        money: balances.cash,
      };
    });
  }

  /** `POST /api/blind_box_wheel_reward`: one wheel spin, drawn here, adding to the wheel money. */
  spin(brand: Brand, playerId: number, unionKey: string): UnspecifiedData {
    const { context, configs } = this.deps;
    const config = configs.running(brand, ACTIVITY_TYPE.BLIND_BOX).blindBox;
    return inTransaction(context.db, () => {
      const nowMs = context.now();
      this.currentDay(playerId, unionKey, nowMs);
      const wheel = this.wheel(playerId);
      if (wheel.moneyNum >= config.withdrawThreshold) throw refuse(BLIND_BOX_MESSAGES.full(moneyText(brand, config.withdrawThreshold)));
      if (this.spinsEarned(config, playerId) - wheel.spinsUsed <= 0) throw refuse(BLIND_BOX_MESSAGES.noSpins);
      const { item: segment, index } = pickWeighted(config.wheelSegments, (candidate) => candidate.weight);
      // The wheel stops at the threshold: the spin that gets there lands exactly on it.
      const amount = Math.min(segment.amount, config.withdrawThreshold - wheel.moneyNum);
      const moneyNum = wheel.moneyNum + amount;
      context.db
        .prepare(
          `INSERT INTO blind_box_wheels (player_id, money_num, spins_used) VALUES (?, ?, 1)
           ON CONFLICT (player_id) DO UPDATE SET money_num = excluded.money_num, spins_used = spins_used + 1`,
        )
        .run(playerId, moneyNum);
      context.db
        .prepare('INSERT INTO blind_box_wheel_spins (player_id, segment_index, amount, created_at) VALUES (?, ?, ?, ?)')
        .run(playerId, index, amount, unixSeconds(nowMs));
      return {
        index,
        amount,
        money_num: moneyNum,
        money_type: config.moneyType,
        wheel_num: Math.max(0, this.spinsEarned(config, playerId) - wheel.spinsUsed - 1),
        with_draw_money_num: config.withdrawThreshold,
        is_check: moneyNum >= config.withdrawThreshold,
      };
    });
  }

  /** `GET /api/blind_box_wheel_withdraw`: the wheel money into the wallet, once it reached the threshold. */
  withdraw(brand: Brand, playerId: number): UnspecifiedData {
    const { context, configs } = this.deps;
    const config = configs.running(brand, ACTIVITY_TYPE.BLIND_BOX).blindBox;
    return inTransaction(context.db, () => {
      const wheel = this.wheel(playerId);
      if (wheel.moneyNum < config.withdrawThreshold) {
        throw refuse(BLIND_BOX_MESSAGES.belowThreshold(moneyText(brand, config.withdrawThreshold), moneyText(brand, wheel.moneyNum)));
      }
      const withdrawNo = wheel.withdrawCount + 1;
      const at = unixSeconds(context.now());
      context.db.prepare('UPDATE blind_box_wheels SET money_num = 0, withdraw_count = ? WHERE player_id = ?').run(withdrawNo, playerId);
      context.db
        .prepare('INSERT INTO blind_box_withdrawals (player_id, withdraw_no, amount, money_type, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(playerId, withdrawNo, wheel.moneyNum, config.moneyType, at);
      const balances = payPrize(context, {
        playerId,
        balance: config.moneyType === MONEY_TYPE.CASH ? 'cash' : 'bonus',
        amount: wheel.moneyNum,
        reference: `blind_box_wheel:withdraw:${withdrawNo}`,
      });
      return {
        amount: wheel.moneyNum,
        money_type: config.moneyType,
        with_draw_num: withdrawNo,
        money_num: 0,
        money: balances.cash,
        coin: balances.bonus,
        create_time: at,
      };
    });
  }

  /** `GET /api/blind_box_wheel_withdraw_list`: the player's wheel withdrawals, newest first. */
  withdrawals(brand: Brand, playerId: number): List<UnspecifiedData> {
    this.deps.configs.running(brand, ACTIVITY_TYPE.BLIND_BOX);
    const rows = this.deps.context.db
      .prepare('SELECT id, withdraw_no, amount, money_type, created_at FROM blind_box_withdrawals WHERE player_id = ? ORDER BY id DESC LIMIT ?')
      .all(playerId, LIST_SIZE);
    return {
      list: rows.map((row) => ({
        id: integer(row, 'id'),
        with_draw_num: integer(row, 'withdraw_no'),
        amount: integer(row, 'amount'),
        money_type: integer(row, 'money_type'),
        // Paid into the wallet at once: a wheel withdrawal never waits for processing.
        status: 1,
        create_time: integer(row, 'created_at'),
      })),
    };
  }

  /** `GET /api/blind_box_wheel_invite_list`: the invitees who earned the player wheel spins. */
  invitees(brand: Brand, playerId: number): List<UnspecifiedData> {
    const config = this.deps.configs.running(brand, ACTIVITY_TYPE.BLIND_BOX).blindBox;
    const rows = this.deps.context.db
      .prepare('SELECT uid, nick_name, avatar_id, create_time, pay_count FROM players WHERE parent_id = ? ORDER BY create_time DESC, id DESC LIMIT ?')
      .all(playerId, LIST_SIZE);
    return {
      list: rows.map((row) => {
        const paid = integer(row, 'pay_count') > 0;
        return {
          uid: maskDigits(String(integer(row, 'uid'))),
          nick_name: maskName(text(row, 'nick_name')),
          avatar_id: integer(row, 'avatar_id'),
          create_time: integer(row, 'create_time'),
          is_pay: paid,
          wheel_num: config.spinsPerSignUp + (paid ? config.spinsPerDeposit : 0),
        };
      }),
    };
  }

  /** The round day of a key: today's key only. */
  private currentDay(playerId: number, unionKey: string, nowMs: number): string {
    const day = promotionDay(nowMs);
    if (unionKey !== unionKeyOf(playerId, day)) throw refuse(BLIND_BOX_MESSAGES.staleKey);
    return day;
  }

  /** The highest level whose deposits the player reached (levels ascend; counted from 1). */
  private level(config: BlindBoxConfig, playerId: number): { number: number; boxes: number } {
    const payTotal = playerFacts(this.deps.context.db, playerId).payTotal;
    let reached = { number: 0, boxes: 0 };
    config.levels.forEach((level, index) => {
      if (payTotal >= level.minPayTotal) reached = { number: index + 1, boxes: level.boxes };
    });
    return reached;
  }

  private openedBoxes(playerId: number, day: string): Map<number, { prize: string; amount: number }> {
    const rows = this.deps.context.db.prepare('SELECT box_index, prize, amount FROM blind_box_opens WHERE player_id = ? AND day = ?').all(playerId, day);
    return new Map(rows.map((row) => [integer(row, 'box_index'), { prize: text(row, 'prize'), amount: integer(row, 'amount') }]));
  }

  private wheel(playerId: number): WheelState {
    const row = this.deps.context.db.prepare('SELECT money_num, spins_used, withdraw_count FROM blind_box_wheels WHERE player_id = ?').get(playerId);
    return row
      ? { moneyNum: integer(row, 'money_num'), spinsUsed: integer(row, 'spins_used'), withdrawCount: integer(row, 'withdraw_count') }
      : { moneyNum: 0, spinsUsed: 0, withdrawCount: 0 };
  }

  /** Spins ever earned: the welcome spins, boxes that held a spin, and invitees. */
  private spinsEarned(config: BlindBoxConfig, playerId: number): number {
    const fromBoxes = this.deps.context.db.prepare("SELECT COUNT(*) AS n FROM blind_box_opens WHERE player_id = ? AND prize = 'spin'").get(playerId);
    const invitees = inviteeCounts(this.deps.context.db, playerId);
    return (
      config.welcomeSpins + (fromBoxes ? integer(fromBoxes, 'n') : 0) + invitees.signedUp * config.spinsPerSignUp + invitees.deposited * config.spinsPerDeposit
    );
  }
}
