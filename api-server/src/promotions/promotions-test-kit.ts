// Helpers of the promotions tests: players made over HTTP, and the two facts other domains will
// write (a deposit, a lost bet) written the way they will write them.
import { expect } from 'vitest';
import { LOGIN_TYPE, MONEY_TYPE, type ApiEnvelope } from '@casino/shared-kernel/api-contract';
import { integer, text } from '../db/database.ts';
import { dataOf, type TestApiServer } from '../testing/test-api-server.ts';
import { LEDGER_CAUSE, type LedgerMismatch } from '../wallet/ledger.ts';

export interface TestPlayer {
  token: string;
  id: number;
  brand: string;
  invitationCode: string;
}

let devices = 0;

/**
 * A new player signed up by the code sent to a phone (no password hashing: fast; a proven account,
 * as awards need), optionally invited by another.
 */
export async function newPlayer(server: TestApiServer, options: { brand?: string; invitedBy?: TestPlayer } = {}): Promise<TestPlayer> {
  const brand = options.brand ?? 'india';
  devices += 1;
  const login = dataOf(
    await server.register(
      {
        client_type: LOGIN_TYPE.PHONECODE,
        mobile: brand === 'india' ? `96${String(devices).padStart(8, '0')}` : `118${String(devices).padStart(8, '0')}`,
        channel_id: 1,
        ...(options.invitedBy ? { invitation_code: options.invitedBy.invitationCode } : {}),
      },
      { brand },
    ),
  );
  const info = dataOf(await server.call('userInfo', {}, { token: login.accessToken, brand }));
  const row = server.services.db.prepare('SELECT invitation_code FROM players WHERE id = ?').get(info.id);
  if (!row) throw new Error('the new player is not stored');
  return { token: login.accessToken, id: info.id, brand, invitationCode: text(row, 'invitation_code') };
}

/** Renews the player's token for another full term (tests that move the clock by days). */
export async function renewToken(server: TestApiServer, player: TestPlayer): Promise<void> {
  dataOf(await server.call('tokenLogin', { token: player.token, system_type: 3 }, { token: player.token, brand: player.brand }));
}

/** A confirmed deposit as the deposits domain records it: the player's pay facts and the cash. */
export function recordDeposit(server: TestApiServer, player: TestPlayer, amount: number): void {
  const { db, ledger } = server.services;
  db.prepare(
    "UPDATE players SET pay_count = pay_count + 1, pay_total = pay_total + ?, first_pay_date = CASE WHEN first_pay_date = '' THEN ? ELSE first_pay_date END WHERE id = ?",
  ).run(amount, new Date(server.clock.now()).toISOString().slice(0, 19).replace('T', ' '), player.id);
  ledger.move({
    playerId: player.id,
    requestKey: `test-deposit-${Math.random()}`,
    cause: LEDGER_CAUSE.DEPOSIT,
    entries: [{ moneyType: MONEY_TYPE.CASH, amount }],
  });
}

/** The player loses everything at a game (cash and bonus to 0), as a settled bet would. */
export function loseEverything(server: TestApiServer, player: TestPlayer): void {
  const { ledger } = server.services;
  const { cash, bonus } = ledger.balances(player.id);
  const entries = [
    ...(cash > 0 ? [{ moneyType: MONEY_TYPE.CASH, amount: -cash }] : []),
    ...(bonus > 0 ? [{ moneyType: MONEY_TYPE.COIN, amount: -bonus }] : []),
  ];
  if (entries.length > 0) ledger.move({ playerId: player.id, requestKey: `test-bet-${Math.random()}`, cause: LEDGER_CAUSE.BET, entries });
}

/** A picture captcha and its answer (read from the development route). */
export async function captchaFor(server: TestApiServer, player?: TestPlayer): Promise<{ key: string; answer: string }> {
  const captcha = dataOf(await server.call('picCaptcha', {}, player ? { token: player.token, brand: player.brand } : {}));
  const response = await fetch(`${server.url}/dev/pic-captcha?key=${encodeURIComponent(captcha.captcha_key)}`);
  const { answer } = (await response.json()) as { answer: string };
  return { key: captcha.captcha_key, answer };
}

export const walletOf = async (server: TestApiServer, player: TestPlayer) =>
  dataOf(await server.call('walletInfo', {}, { token: player.token, brand: player.brand }));

/** The ledger audit as a developer reads it: `GET /dev/ledger/audit`. */
export async function ledgerAudit(server: TestApiServer): Promise<LedgerMismatch[]> {
  const response = await fetch(`${server.url}/dev/ledger/audit`);
  return ((await response.json()) as { mismatches: LedgerMismatch[] }).mismatches;
}

/** The promotion movements of a player whose reference starts with `prefix`. */
export function promotionMovements(server: TestApiServer, player: TestPlayer, prefix: string): { reference: string; amount: number; moneyType: number }[] {
  return server.services.db
    .prepare(
      `SELECT m.reference, l.amount, l.money_type FROM money_movements m JOIN ledger l ON l.movement_id = m.id
       WHERE m.player_id = ? AND m.cause = ? AND m.reference LIKE ? ORDER BY m.id`,
    )
    .all(player.id, LEDGER_CAUSE.PROMOTION, `${prefix}%`)
    .map((row) => ({ reference: text(row, 'reference'), amount: integer(row, 'amount'), moneyType: integer(row, 'money_type') }));
}

/** Expects a refusal: code 500 and exactly this message. */
export function expectRefused(envelope: ApiEnvelope<unknown>, msg: string): void {
  expect({ code: envelope.code, msg: envelope.msg, data: envelope.data }).toEqual({ code: 500, msg, data: null });
}

/** The codes of answers sent at once, sorted: `[0, 500, 500, …]` when one of them took effect. */
export const codesOf = (answers: { code: number }[]) => answers.map((answer) => answer.code).sort((a, b) => a - b);

/** `POST /dev/redeem-codes` as a tester sends it: the HTTP status and the JSON answer. */
export async function createRedeemCode(server: TestApiServer, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.url}/dev/redeem-codes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A code `POST /dev/redeem-codes` made, or the test fails with the route's error. */
export async function newRedeemCode(
  server: TestApiServer,
  code: {
    brand?: string;
    code: string;
    prize_type?: 'bonus' | 'cash';
    amount?: number;
    max_uses?: number;
    expires_at?: number | string;
    depositors_only?: boolean;
  },
): Promise<void> {
  const made = await createRedeemCode(server, {
    brand: 'india',
    prize_type: 'bonus',
    amount: 10_00,
    max_uses: 100,
    expires_at: Math.floor(server.clock.now() / 1000) + 86_400,
    ...code,
  });
  expect(made).toMatchObject({ status: 201 });
}
