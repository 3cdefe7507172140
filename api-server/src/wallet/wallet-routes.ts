import type { WalletInfo } from '@casino/shared-kernel/api-contract';
import type { EndpointRoutes } from '../server/endpoint-routes.ts';
import type { BetTasks } from './bet-tasks.ts';
import type { Ledger } from './ledger.ts';

/**
 * GET /api/wallet?reserve=1 (spec 3's wallet response), read from the ledger's balances; the task
 * fields are the open bonus tasks: the bonus they hold back and their turnover.
 */
export function walletInfo(ledger: Ledger, betTasks: BetTasks, playerId: number): WalletInfo {
  const balances = ledger.balances(playerId);
  const bonusTasks = betTasks.totals(playerId, 'bonus');
  return {
    money: balances.cash,
    coin: balances.bonus,
    gold: balances.gold,
    taskBonus: bonusTasks.amount,
    taskCur: bonusTasks.cur,
    taskTarget: bonusTasks.target,
  };
}

/** The wallet and bet-task reads. */
export function walletRoutes(ledger: Ledger, betTasks: BetTasks): EndpointRoutes {
  return {
    walletInfo: { access: 'player', handle: ({ session }) => walletInfo(ledger, betTasks, session.playerId) },
    betTask: { access: 'player', handle: ({ session }) => betTasks.info(session.playerId) },
  };
}
