import { ACTIVITY_TYPE, MONEY_TYPE, type InvitationTurntable, type List, type UnspecifiedData } from '@casino/shared-kernel/api-contract';
import { maskDigits, maskName } from '@casino/shared-kernel/format';
import type { Brand } from '../brands/brands.ts';
import { inTransaction, integer, integerOrNull, text, type Row } from '../db/database.ts';
import { refuse } from '../server/api-refusal.ts';
import { inviteeCounts } from './player-facts.ts';
import type { PromotionConfig } from './promotion-config.ts';
import { nextRefreshTime, unixSeconds } from './promotion-days.ts';
import type { PromotionsDeps } from './promotions-deps.ts';
import { TEN_THOUSANDTHS_PER_MINOR_UNIT, payPrize, pickWeighted } from './prizes.ts';

export const TURNTABLE_MESSAGES = {
  noSpins: 'No spins left: invite friends to earn more spins',
} as const;

/** How many payouts the winners ticker (`mood_group`) and the pool list show. */
const TICKER_SIZE = 20;

type TurntableConfig = PromotionConfig['inviteTurntable'];

/** A participation of the turntable (a row of invite_turntable_parts). */
interface Part {
  id: number;
  endsAt: number;
  inviteesAfterId: number;
  targetAmount: number;
  accumMoney: number;
  spinsUsed: number;
}

const partOf = (row: Row): Part => ({
  id: integer(row, 'id'),
  endsAt: integer(row, 'ends_at'),
  inviteesAfterId: integer(row, 'invitees_after_id'),
  targetAmount: integer(row, 'target_amount'),
  accumMoney: integer(row, 'accum_money'),
  spinsUsed: integer(row, 'spins_used'),
});

/** The segments as the wheel draws them: place and amount (the weights stay on the server). */
const segmentsOf = (config: TurntableConfig): UnspecifiedData[] =>
  config.segments.map((segment, index) => ({ index, amount: segment.amount, money_type: MONEY_TYPE.CASH }));

/**
 * The invitation turntable (activity 8). A player's first spin opens a participation ("part") of
 * a few days with a free spin; every player who signs up with their invitation code during the
 * part earns spins, and more once that invitee deposits. Spins collect money towards the target
 * (the first lands high, later ones close the gap slowly); the spin that reaches the target pays
 * the target out as cash, once per part. A part that ends short of its target lapses. Amounts are
 * 1/10000 of the currency (spec 3).
 */
export class InviteTurntable {
  private readonly deps: PromotionsDeps;

  constructor(deps: PromotionsDeps) {
    this.deps = deps;
  }

  /** `GET /api/activity/info {activity_id: 8}`. */
  info(brand: Brand, playerId: number): InvitationTurntable {
    const { context, configs } = this.deps;
    const config = configs.running(brand, ACTIVITY_TYPE.INVITE_TURNTABLE).inviteTurntable;
    const nowMs = context.now();
    const now = unixSeconds(nowMs);
    const part = this.openPart(playerId, now);
    const lastPayout = context.db
      .prepare("SELECT award_cash FROM invite_turntable_parts WHERE player_id = ? AND status = 'withdrawn' ORDER BY withdrawn_at DESC, id DESC LIMIT 1")
      .get(playerId);
    const paid = context.db
      .prepare("SELECT COALESCE(SUM(award_cash), 0) AS total FROM invite_turntable_parts WHERE player_id = ? AND status = 'withdrawn'")
      .get(playerId);
    return {
      mood_group: this.payouts(brand.brand, TICKER_SIZE),
      accum_money: part?.accumMoney ?? 0,
      target_amount: part?.targetAmount ?? config.targetAmount,
      user_money: paid ? integer(paid, 'total') : 0,
      remain_rot_num: this.spinsLeft(config, playerId, part ?? this.prospectivePart(config, playerId, now)),
      end_time: part?.endsAt ?? now + config.partHours * 3600,
      poolResAmount: this.poolLeft(brand.brand, config, nowMs),
      is_join: part !== undefined,
      turntable_cfg: segmentsOf(config),
      is_open_turn: true,
      part_id: part?.id ?? 0,
      award_cash: lastPayout ? integer(lastPayout, 'award_cash') : 0,
      round_end_time: nextRefreshTime(nowMs),
      is_first_rotate: (part?.spinsUsed ?? 0) === 0,
      pool_balance: config.dailyPool,
    };
  }

  /** Whether the player has a spin to use now (a red dot). */
  claimable(brand: Brand, playerId: number): boolean {
    const config = this.deps.configs.ifRunning(brand, ACTIVITY_TYPE.INVITE_TURNTABLE)?.inviteTurntable;
    if (!config) return false;
    const now = unixSeconds(this.deps.context.now());
    return this.spinsLeft(config, playerId, this.openPart(playerId, now) ?? this.prospectivePart(config, playerId, now)) > 0;
  }

  /** `POST /api/actInvite/rotate`: one spin, drawn here; joins the turntable on the first. */
  rotate(brand: Brand, playerId: number): UnspecifiedData {
    const { context, configs } = this.deps;
    const config = configs.running(brand, ACTIVITY_TYPE.INVITE_TURNTABLE).inviteTurntable;
    return inTransaction(context.db, () => {
      const now = unixSeconds(context.now());
      const part = this.openPart(playerId, now) ?? this.join(brand.brand, config, playerId, now);
      if (this.spinsLeft(config, playerId, part) <= 0) throw refuse(TURNTABLE_MESSAGES.noSpins);
      const first = part.spinsUsed === 0;
      const { item: segment, index } = pickWeighted(config.segments, (candidate) => (first ? candidate.firstWeight : candidate.weight));
      // The wheel never overshoots: the last spin lands exactly on the target.
      const amount = Math.min(segment.amount, part.targetAmount - part.accumMoney);
      const accum = part.accumMoney + amount;
      const reached = accum === part.targetAmount;
      context.db.prepare('UPDATE invite_turntable_parts SET accum_money = ?, spins_used = spins_used + 1 WHERE id = ?').run(accum, part.id);
      context.db
        .prepare("INSERT INTO invite_turntable_records (part_id, player_id, kind, segment_index, amount, created_at) VALUES (?, ?, 'spin', ?, ?, ?)")
        .run(part.id, playerId, index, amount, now);
      let balances = context.ledger.balances(playerId);
      if (reached) {
        context.db
          .prepare("UPDATE invite_turntable_parts SET status = 'withdrawn', withdrawn_at = ?, award_cash = target_amount WHERE id = ?")
          .run(now, part.id);
        context.db
          .prepare("INSERT INTO invite_turntable_records (part_id, player_id, kind, segment_index, amount, created_at) VALUES (?, ?, 'withdraw', NULL, ?, ?)")
          .run(part.id, playerId, part.targetAmount, now);
        balances = payPrize(context, {
          playerId,
          balance: 'cash',
          amount: part.targetAmount / TEN_THOUSANDTHS_PER_MINOR_UNIT,
          reference: `invite_turntable:${part.id}`,
        });
      }
      const used = { ...part, spinsUsed: part.spinsUsed + 1 };
      return {
        part_id: part.id,
        index,
        amount,
        accum_money: accum,
        target_amount: part.targetAmount,
        remain_rot_num: reached ? 0 : this.spinsLeft(config, playerId, used),
        is_first_rotate: first,
        is_withdraw: reached,
        award_cash: reached ? part.targetAmount : 0,
        end_time: part.endsAt,
        money: balances.cash,
      };
    });
  }

  /** `GET /api/actInvite/getPool`: the brand's daily pool and its latest payouts (anyone may look). */
  pool(brand: Brand): UnspecifiedData {
    const config = this.deps.configs.running(brand, ACTIVITY_TYPE.INVITE_TURNTABLE).inviteTurntable;
    const nowMs = this.deps.context.now();
    return {
      pool_balance: config.dailyPool,
      poolResAmount: this.poolLeft(brand.brand, config, nowMs),
      target_amount: config.targetAmount,
      refresh_time: nextRefreshTime(nowMs),
      list: this.payouts(brand.brand, TICKER_SIZE),
    };
  }

  /** `GET /api/actInvite/getInviteRewardRecord`: the player's spins and payouts, newest first. */
  records(brand: Brand, playerId: number, page: number, limit: number): List<UnspecifiedData> {
    const { db } = this.deps.context;
    this.deps.configs.running(brand, ACTIVITY_TYPE.INVITE_TURNTABLE);
    const total = db.prepare('SELECT COUNT(*) AS n FROM invite_turntable_records WHERE player_id = ?').get(playerId);
    const rows = db
      .prepare(
        'SELECT id, part_id, kind, segment_index, amount, created_at FROM invite_turntable_records WHERE player_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
      )
      .all(playerId, limit, (page - 1) * limit);
    const data = {
      list: rows.map((row) => ({
        id: integer(row, 'id'),
        part_id: integer(row, 'part_id'),
        // 1 a spin's prize (collected towards the target), 2 a payout to cash.
        type: text(row, 'kind') === 'spin' ? 1 : 2,
        index: integerOrNull(row, 'segment_index') ?? -1,
        amount: integer(row, 'amount'),
        create_time: integer(row, 'created_at'),
      })),
      total: total ? integer(total, 'n') : 0,
      page,
      limit,
    };
    return data;
  }

  /** The player's open part, after lapsing one whose time is up. */
  private openPart(playerId: number, now: number): Part | undefined {
    const { db } = this.deps.context;
    return inTransaction(db, () => {
      db.prepare("UPDATE invite_turntable_parts SET status = 'expired' WHERE player_id = ? AND status = 'open' AND ends_at <= ?").run(playerId, now);
      const row = db.prepare("SELECT * FROM invite_turntable_parts WHERE player_id = ? AND status = 'open'").get(playerId);
      return row ? partOf(row) : undefined;
    });
  }

  private join(brand: string, config: TurntableConfig, playerId: number, now: number): Part {
    const { db } = this.deps.context;
    const prospect = this.prospectivePart(config, playerId, now);
    const inserted = db
      .prepare(
        "INSERT INTO invite_turntable_parts (brand, player_id, status, started_at, ends_at, invitees_after_id, target_amount) VALUES (?, ?, 'open', ?, ?, ?, ?)",
      )
      .run(brand, playerId, now, prospect.endsAt, prospect.inviteesAfterId, config.targetAmount);
    return { ...prospect, id: Number(inserted.lastInsertRowid) };
  }

  /**
   * The part a first spin now would open. Its invitees are every sign-up not already counted by
   * the player's previous part: those who joined before this spin count too (a part is made only at
   * the first spin, and a friend who signed up and deposited first must still add their spins).
   */
  private prospectivePart(config: TurntableConfig, playerId: number, now: number): Part {
    const { db } = this.deps.context;
    // The previous part counted the sign-ups up to its close (its payout, or its end).
    const previous = db
      .prepare(
        "SELECT CASE WHEN status = 'withdrawn' THEN withdrawn_at ELSE ends_at END AS closed_at FROM invite_turntable_parts WHERE player_id = ? ORDER BY id DESC LIMIT 1",
      )
      .get(playerId);
    const closedAt = previous ? integerOrNull(previous, 'closed_at') : null;
    const counted = closedAt === null ? undefined : db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM players WHERE parent_id = ? AND create_time <= ?').get(playerId, closedAt);
    return {
      id: 0,
      endsAt: now + config.partHours * 3600,
      inviteesAfterId: counted ? integer(counted, 'id') : 0,
      targetAmount: config.targetAmount,
      accumMoney: 0,
      spinsUsed: 0,
    };
  }

  /** One free spin, plus the spins of invitees who signed up during the part (more once they deposit). */
  private spinsLeft(config: TurntableConfig, playerId: number, part: Part): number {
    const invitees = inviteeCounts(this.deps.context.db, playerId, { afterId: part.inviteesAfterId, to: part.endsAt });
    const earned = 1 + invitees.signedUp * config.spinsPerSignUp + invitees.deposited * config.spinsPerDeposit;
    return Math.max(0, earned - part.spinsUsed);
  }

  /** What is left of the brand's pool today (1/10000). */
  private poolLeft(brand: string, config: TurntableConfig, nowMs: number): number {
    const dayStart = nextRefreshTime(nowMs) - 86_400;
    const row = this.deps.context.db
      .prepare("SELECT COALESCE(SUM(award_cash), 0) AS paid FROM invite_turntable_parts WHERE brand = ? AND status = 'withdrawn' AND withdrawn_at >= ?")
      .get(brand, dayStart);
    return Math.max(0, config.dailyPool - (row ? integer(row, 'paid') : 0));
  }

  /** The brand's latest turntable payouts, names masked (spec 9's name mask). */
  private payouts(brand: string, limit: number): UnspecifiedData[] {
    return this.deps.context.db
      .prepare(
        `SELECT p.uid, p.nick_name, p.avatar_id, t.award_cash, t.withdrawn_at FROM invite_turntable_parts t JOIN players p ON p.id = t.player_id
         WHERE t.brand = ? AND t.status = 'withdrawn' ORDER BY t.withdrawn_at DESC, t.id DESC LIMIT ?`,
      )
      .all(brand, limit)
      .map((row) => ({
        uid: maskDigits(String(integer(row, 'uid'))),
        nick_name: maskName(text(row, 'nick_name')),
        avatar_id: integer(row, 'avatar_id'),
        amount: integer(row, 'award_cash'),
        create_time: integer(row, 'withdrawn_at'),
      }));
  }
}
