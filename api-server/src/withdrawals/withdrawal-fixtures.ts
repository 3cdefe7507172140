// Test helpers of the withdrawals domain: fresh players, deposits as the deposits domain books
// them, and the dev settlement, all against a real test server.
import { LOGIN_TYPE, MONEY_TYPE } from '@casino/shared-kernel/api-contract';
import { dataOf, type TestApiServer } from '../testing/test-api-server.ts';
import { LEDGER_CAUSE } from '../wallet/ledger.ts';
import { cpfWithCheckDigits } from './cpf.ts';
import type { WithdrawalRecord } from './withdrawals.ts';

export interface TestPlayer {
  id: number;
  token: string;
  brand: string;
}

let players = 0;
let orders = 0;

/** A new player of the brand, registered by phone and password over HTTP. */
export async function newPlayer(server: TestApiServer, brand: 'india' | 'brasil' = 'india'): Promise<TestPlayer> {
  players += 1;
  const mobile = brand === 'india' ? `97${String(players).padStart(8, '0')}` : `119${String(players).padStart(8, '0')}`;
  const login = dataOf(await server.register({ client_type: LOGIN_TYPE.PHONE, mobile, password: 'secret-1', channel_id: 1 }, { brand }));
  return { id: login.userInfo.id, token: login.accessToken, brand };
}

/**
 * A confirmed deposit as the deposits domain books it: cash (and bonus) through the ledger, and its
 * bet tasks, which lock the cash until its amount has been bet. `unlocked` bets it at once.
 */
export function deposit(server: TestApiServer, playerId: number, cash: number, options: { bonus?: number; unlocked?: boolean } = {}): void {
  const bonus = options.bonus ?? 0;
  orders += 1;
  const reference = `test-order-${orders}`;
  server.services.ledger.move({
    playerId,
    requestKey: reference,
    cause: LEDGER_CAUSE.DEPOSIT,
    reference,
    entries: [{ moneyType: MONEY_TYPE.CASH, amount: cash }, ...(bonus > 0 ? [{ moneyType: MONEY_TYPE.COIN, amount: bonus }] : [])],
  });
  server.services.betTasks.openForDeposit(playerId, { cash, bonus, reference });
  if (options.unlocked) server.services.betTasks.recordTurnover(playerId, cash);
}

/** The brand's account fields for a player: a distinct bank account or CPF per `n`. */
export function accountFor(brand: string, n: number, cpf = cpfWithCheckDigits(String(200_000_000 + n))) {
  return brand === 'india'
    ? { name: `Player ${n}`, ifscCode: 'HDFC0000123', phone: `5010${String(n).padStart(8, '0')}` }
    : { name: `Jogador ${n}`, cpf, phone: `21987${String(n).padStart(6, '0')}` };
}

/** Binds an account over HTTP and returns its id. */
export async function bind(server: TestApiServer, player: TestPlayer, fields: Record<string, unknown>): Promise<number> {
  const answer = await server.call('addWithdrawAccount', fields, { token: player.token, brand: player.brand });
  return dataOf(answer).id as number;
}

export const withdraw = (server: TestApiServer, player: TestPlayer, amount: number, accountId: number) =>
  server.call('withdraw', { amount, account_id: accountId }, { token: player.token, brand: player.brand });

/** POST /dev/withdrawals/:id/settle: the payout provider's answer. */
export async function settle(
  server: TestApiServer,
  id: number,
  outcome: string,
): Promise<{ status: number; body: { withdrawal?: WithdrawalRecord; error?: string } }> {
  const response = await fetch(`${server.url}/dev/withdrawals/${id}/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  return { status: response.status, body: (await response.json()) as { withdrawal?: WithdrawalRecord; error?: string } };
}

/** GET /dev/withdrawals with a query string. */
export async function devList(server: TestApiServer, query: string): Promise<{ status: number; body: { list?: WithdrawalRecord[]; error?: string } }> {
  const response = await fetch(`${server.url}/dev/withdrawals?${query}`);
  return { status: response.status, body: (await response.json()) as { list?: WithdrawalRecord[]; error?: string } };
}

export async function ledgerAudit(server: TestApiServer): Promise<unknown> {
  const response = await fetch(`${server.url}/dev/ledger/audit`);
  return response.json();
}
