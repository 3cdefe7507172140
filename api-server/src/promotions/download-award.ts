import { ACTIVITY_TYPE, MONEY_TYPE, type UnspecifiedData } from '@casino/shared-kernel/api-contract';
import type { Brand } from '../brands/brands.ts';
import { inTransaction } from '../db/database.ts';
import { refuse } from '../server/api-refusal.ts';
import { unixSeconds } from './promotion-days.ts';
import type { PromotionsDeps } from './promotions-deps.ts';
import { payPrize } from './prizes.ts';

export const DOWNLOAD_MESSAGES = { taken: 'You have already claimed the app download award' } as const;

/**
 * The download award (activity 1002): bonus for installing the app, once per player. The app
 * calls `/api/download/takeAward` on its first start after sign-in, so the call is the
 * confirmation that it is installed.
 */
export class DownloadAward {
  private readonly deps: PromotionsDeps;

  constructor(deps: PromotionsDeps) {
    this.deps = deps;
  }

  claimed(playerId: number): boolean {
    return this.deps.context.db.prepare('SELECT 1 FROM download_awards WHERE player_id = ?').get(playerId) !== undefined;
  }

  take(brand: Brand, playerId: number): UnspecifiedData {
    const { context, configs } = this.deps;
    const bonus = configs.running(brand, ACTIVITY_TYPE.DOWNLOAD).download.bonus;
    return inTransaction(context.db, () => {
      if (this.claimed(playerId)) throw refuse(DOWNLOAD_MESSAGES.taken);
      const at = unixSeconds(context.now());
      context.db.prepare('INSERT INTO download_awards (player_id, amount, claimed_at) VALUES (?, ?, ?)').run(playerId, bonus, at);
      const balances = payPrize(context, { playerId, balance: 'bonus', amount: bonus, reference: 'download_award' });
      return { activity_id: ACTIVITY_TYPE.DOWNLOAD, amount: bonus, money_type: MONEY_TYPE.COIN, coin: balances.bonus, money: balances.cash, claimed_at: at };
    });
  }
}
