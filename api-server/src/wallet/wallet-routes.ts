import type { WalletInfo } from '@casino/shared-kernel/api-contract';
import type { EndpointRoutes } from '../server/endpoint-routes.ts';
import type { Ledger } from './ledger.ts';

/** GET /api/wallet?reserve=1 (spec 3's wallet response), read from the ledger's balances. */
export function walletInfo(ledger: Ledger, playerId: number): WalletInfo {
  const balances = ledger.balances(playerId);
  // Bet tasks come with the games domain; until then no bonus is locked behind turnover.
  return { money: balances.cash, coin: balances.bonus, gold: balances.gold, taskBonus: 0, taskCur: 0, taskTarget: 0 };
}

/** The wallet calls answered so far. */
export function walletRoutes(ledger: Ledger): EndpointRoutes {
  return {
    walletInfo: { access: 'player', handle: ({ session }) => walletInfo(ledger, session.playerId) },
  };
}
