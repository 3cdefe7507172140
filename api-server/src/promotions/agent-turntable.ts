import { ACTIVITY_TYPE, MONEY_TYPE, type UnspecifiedData } from '@casino/shared-kernel/api-contract';
import type { Brand } from '../brands/brands.ts';
import { inTransaction } from '../db/database.ts';
import { refuse } from '../server/api-refusal.ts';
import { inviteeCounts } from './player-facts.ts';
import { nextRefreshTime, promotionDay, unixSeconds } from './promotion-days.ts';
import type { PromotionsDeps } from './promotions-deps.ts';
import { payPrize, pickWeighted } from './prizes.ts';

export const AGENT_TURNTABLE_MESSAGES = {
  notAgent: 'The agent turntable opens once a friend you invited has made a deposit',
  spunToday: 'You have already spun the agent turntable today; spin again after 00:00 UTC',
} as const;

/**
 * The agent turntable of the proxy page (`POST /api/agent/turntable`): an agent — a player at least
 * one of whose invitees has deposited — spins once a UTC day for bonus, drawn here and paid
 * through the ledger (bonus, with the usual turnover). Part of the invitation programme, so it
 * runs while the invitation turntable does.
 */
export class AgentTurntable {
  private readonly deps: PromotionsDeps;

  constructor(deps: PromotionsDeps) {
    this.deps = deps;
  }

  spin(brand: Brand, playerId: number): UnspecifiedData {
    const { context, configs } = this.deps;
    const config = configs.running(brand, ACTIVITY_TYPE.INVITE_TURNTABLE).agentTurntable;
    return inTransaction(context.db, () => {
      const invitees = inviteeCounts(context.db, playerId);
      if (invitees.deposited === 0) throw refuse(AGENT_TURNTABLE_MESSAGES.notAgent);
      const nowMs = context.now();
      const day = promotionDay(nowMs);
      if (context.db.prepare('SELECT 1 FROM agent_turntable_spins WHERE player_id = ? AND day = ?').get(playerId, day))
        throw refuse(AGENT_TURNTABLE_MESSAGES.spunToday);
      const { item: segment, index } = pickWeighted(config.segments, (candidate) => candidate.weight);
      context.db
        .prepare('INSERT INTO agent_turntable_spins (player_id, day, segment_index, amount, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(playerId, day, index, segment.amount, unixSeconds(nowMs));
      const balances = payPrize(context, { playerId, balance: 'bonus', amount: segment.amount, reference: `agent_turntable:${day}` });
      return {
        index,
        amount: segment.amount,
        money_type: MONEY_TYPE.COIN,
        coin: balances.bonus,
        money: balances.cash,
        valid_invite_count: invitees.deposited,
        next_time: nextRefreshTime(nowMs),
        turntable_cfg: config.segments.map((candidate, position) => ({ index: position, amount: candidate.amount, money_type: MONEY_TYPE.COIN })),
      };
    });
  }
}
