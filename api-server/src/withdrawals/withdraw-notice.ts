import type { DatabaseSync } from 'node:sqlite';
import { ORDER_STATUS } from '@casino/shared-kernel/api-contract';
import { inTransaction, integer } from '../db/database.ts';

/** The login response's `withdraw_notice` (spec 3). */
export interface WithdrawNotice {
  has_notice: boolean;
  is_succ: boolean;
}

/**
 * The login response's `withdraw_notice`: whether a withdrawal was settled since the player was
 * last told, and whether the latest such one succeeded (the client then shows tips_withdraw_success
 * or tips_withdraw_fail). Telling marks every settled withdrawal told, so the tip shows once and a
 * backlog of old outcomes never replays one login after another.
 */
export function withdrawNotice(db: DatabaseSync, playerId: number): WithdrawNotice {
  return inTransaction(db, () => {
    const latest = db
      .prepare('SELECT status FROM withdrawals WHERE player_id = ? AND status <> ? AND notified = 0 ORDER BY settled_at DESC, id DESC LIMIT 1')
      .get(playerId, ORDER_STATUS.PROCESSING);
    if (!latest) return { has_notice: false, is_succ: false };
    db.prepare('UPDATE withdrawals SET notified = 1 WHERE player_id = ? AND status <> ? AND notified = 0').run(playerId, ORDER_STATUS.PROCESSING);
    return { has_notice: true, is_succ: integer(latest, 'status') === ORDER_STATUS.SUCCESS };
  });
}
