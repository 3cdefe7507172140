import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_HEADERS, ENDPOINTS, developmentSigningKey, signRequest } from '@casino/shared-kernel/api-contract';
import { newIntentKey } from '@casino/shared-kernel/api';
import { tempDirs } from '../testing/temp-dirs.ts';
import { startTestApiServer, testClock, type TestApiServer } from '../testing/test-api-server.ts';
import { accountFor, bind, deposit, newPlayer, type TestPlayer } from '../withdrawals/withdrawal-fixtures.ts';
import { REPLAYED_SIGNATURE, SIGNATURE_MESSAGES } from './api-pipeline.ts';
import { IDEMPOTENCY_MESSAGES } from './idempotency.ts';

const dirs = tempDirs();
let server: TestApiServer;
const START = Date.UTC(2030, 0, 15, 13, 0, 0);

beforeAll(async () => {
  server = await startTestApiServer(dirs, { clock: testClock(START) });
});

afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

let accounts = 0;
async function funded(cash: number): Promise<{ player: TestPlayer; accountId: number }> {
  const player = await newPlayer(server, 'india');
  accounts += 1;
  const accountId = await bind(server, player, accountFor('india', 70_000 + accounts));
  deposit(server, player.id, cash, { unlocked: true });
  return { player, accountId };
}

const withdrawals = (player: TestPlayer) => server.services.db.prepare('SELECT amount FROM withdrawals WHERE player_id = ?').all(player.id);
const cash = (player: TestPlayer) => server.services.ledger.balances(player.id).cash;

/**
 * A withdrawal as the wire carries it: `captured` repeats one signature exactly (its time and
 * nonce), `key` names the intent (none: the test sends none), `headers` change what the signature
 * does not cover.
 */
const withdrawRequest = (
  player: TestPlayer,
  accountId: number,
  options: { captured?: { timestamp: number; nonce: string }; key?: string | null; headers?: Record<string, string> } = {},
) =>
  server.request({
    method: 'POST',
    path: ENDPOINTS.withdraw.path,
    body: { amount: 500_00, account_id: accountId },
    token: player.token,
    ...(options.captured === undefined ? {} : { signature: options.captured }),
    headers: { ...(options.key === null ? {} : { [API_HEADERS.idempotencyKey]: options.key ?? newIntentKey() }), ...options.headers },
  });

const REPLAYED = { code: 500, msg: REPLAYED_SIGNATURE, data: null };

describe('a captured signed withdrawal', () => {
  it('moves money once when sent again at 6.5 and 13 s with another device, language or token header: a signature is taken once', async () => {
    const { player, accountId } = await funded(5_000_00);
    const captured = { timestamp: server.clock.now(), nonce: 'captured-0000001' };
    expect((await withdrawRequest(player, accountId, { captured, key: 'intent-captured' })).body).toMatchObject({ code: 0 });
    server.clock.advance(6_500);
    expect((await withdrawRequest(player, accountId, { captured, key: 'intent-captured', headers: { [API_HEADERS.deviceId]: 'another-device' } })).body).toEqual(REPLAYED);
    server.clock.advance(6_500);
    expect((await withdrawRequest(player, accountId, { captured, key: 'intent-captured', headers: { [API_HEADERS.language]: 'pt-br' } })).body).toEqual(REPLAYED);
    const other = await newPlayer(server, 'india');
    const asOther = await server.request({
      method: 'POST',
      path: ENDPOINTS.withdraw.path,
      body: { amount: 500_00, account_id: accountId },
      token: other.token,
      signature: captured,
      headers: { [API_HEADERS.idempotencyKey]: 'intent-captured' },
    });
    expect(asOther.body).toEqual(REPLAYED);
    expect(withdrawals(player)).toHaveLength(1);
    expect(cash(player)).toBe(4_500_00);
  });

  it('is refused without an Idempotency-Key, and cannot be sent again under a new one', async () => {
    const { player, accountId } = await funded(5_000_00);
    expect((await withdrawRequest(player, accountId, { key: null })).body).toEqual({ code: 500, msg: IDEMPOTENCY_MESSAGES.missing, data: null });
    const body = JSON.stringify({ amount: 500_00, account_id: accountId });
    const header = await signRequest({ method: 'POST', pathAndQuery: ENDPOINTS.withdraw.path, body, idempotencyKey: 'intent-first', key: developmentSigningKey('india'), timestamp: server.clock.now() });
    const send = (key: string) =>
      server.request({
        method: 'POST',
        path: ENDPOINTS.withdraw.path,
        body,
        token: player.token,
        signature: 'none',
        headers: { [API_HEADERS.signature]: header, [API_HEADERS.idempotencyKey]: key },
      });
    expect((await send('intent-first')).body).toMatchObject({ code: 0 });
    // The key is signed: the captured signature under another key (a "new intent") does not verify.
    expect((await send('intent-swapped')).body).toEqual({ code: 500, msg: SIGNATURE_MESSAGES.mismatch, data: null });
    expect(withdrawals(player)).toHaveLength(1);
  });

  it('still answers identical GETs signed in the same millisecond (two parts of a page reading the wallet)', async () => {
    const { player } = await funded(1_000_00);
    const path = `${ENDPOINTS.walletInfo.path}?reserve=1`;
    const captured = { timestamp: server.clock.now(), nonce: 'same-read-000001' };
    const reads = await Promise.all([1, 2].map(() => server.request({ method: 'GET', path, token: player.token, signature: captured })));
    expect(reads.map((read) => read.body)).toEqual([expect.objectContaining({ code: 0 }), expect.objectContaining({ code: 0 })]);
  });

  it('answers two players who send the same POST in the same millisecond: each signature has its own nonce', async () => {
    const players = [await newPlayer(server, 'india'), await newPlayer(server, 'india')];
    const signedAt = server.clock.now();
    const answers = await Promise.all(
      players.map((player) => server.request({ method: 'POST', path: ENDPOINTS.userInfo.path, body: {}, token: player.token, signature: { timestamp: signedAt } })),
    );
    expect(answers.map((answer) => answer.body)).toEqual([expect.objectContaining({ code: 0 }), expect.objectContaining({ code: 0 })]);
  });
});

describe('Idempotency-Key on calls that move money', () => {
  it('answers a retry of one intent at 0, 6.5 and 13 s (each signed afresh) with the first answer, moving money once', async () => {
    const { player, accountId } = await funded(5_000_00);
    const first = await withdrawRequest(player, accountId, { key: 'intent-0001' });
    expect(first.body).toMatchObject({ code: 0, data: { money: 4_500_00 } });
    server.clock.advance(6_500);
    expect((await withdrawRequest(player, accountId, { key: 'intent-0001' })).body).toEqual(first.body);
    server.clock.advance(6_500);
    expect((await withdrawRequest(player, accountId, { key: 'intent-0001' })).body).toEqual(first.body);
    expect(withdrawals(player)).toHaveLength(1);
    expect(cash(player)).toBe(4_500_00);
    // A new intent (a new key) is a new withdrawal.
    expect((await withdrawRequest(player, accountId, { key: 'intent-0002' })).body).toMatchObject({ code: 0, data: { money: 4_000_00 } });
    expect(withdrawals(player)).toHaveLength(2);
  });

  it('runs concurrent repeats of one key once: every one gets the first answer', async () => {
    const { player, accountId } = await funded(5_000_00);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => withdrawRequest(player, accountId, { key: 'double-click' })));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(answers[0]?.body).toMatchObject({ code: 0 });
    expect(withdrawals(player)).toHaveLength(1);
  });

  it('keeps a refusal as the answer of its key, and refuses a key reused for another request', async () => {
    const { player, accountId } = await funded(300_00);
    const refused = await withdrawRequest(player, accountId, { key: 'too-much' });
    expect(refused.body).toMatchObject({ code: 500, msg: expect.stringContaining('Insufficient balance') });
    deposit(server, player.id, 1_000_00, { unlocked: true });
    expect((await withdrawRequest(player, accountId, { key: 'too-much' })).body).toEqual(refused.body);
    const other = await server.request({
      method: 'POST',
      path: ENDPOINTS.withdraw.path,
      body: { amount: 200_00, account_id: accountId },
      token: player.token,
      headers: { [API_HEADERS.idempotencyKey]: 'too-much' },
    });
    expect(other.body).toEqual({ code: 500, msg: IDEMPOTENCY_MESSAGES.reused, data: null });
    expect(withdrawals(player)).toHaveLength(0);
  });

  it('takes a retry with fresh device fields (spec 7: nonce, time, token) as the same intent', async () => {
    const player = await newPlayer(server, 'india');
    const order = (nonce: string, timestamp: number) =>
      server.request({
        method: 'POST',
        path: ENDPOINTS.createOrder.path,
        body: { device_model: 'Pixel 8', device_id: '4815162342', token: player.token, system_type: 2, nonce, timestamp, goods_id: 0, goods_type: 0, amount: 500_00, pay_type: 1, is_add_coin: false, is_join_charge_reward: false, pay_method_id: 1 },
        token: player.token,
        headers: { [API_HEADERS.idempotencyKey]: 'deposit-intent' },
      });
    const first = await order('nonce-1', 1_750_000_000);
    expect(first.body).toMatchObject({ code: 0 });
    server.clock.advance(6_500);
    expect((await order('nonce-2', 1_750_000_006)).body).toEqual(first.body);
    expect(server.services.db.prepare('SELECT COUNT(*) AS n FROM deposit_orders WHERE player_id = ?').get(player.id)).toEqual({ n: 1 });
  });

  it('scopes a key to its player: another player’s same key is their own intent', async () => {
    const one = await funded(1_000_00);
    const two = await funded(1_000_00);
    expect((await withdrawRequest(one.player, one.accountId, { key: 'shared-key' })).body).toMatchObject({ code: 0 });
    expect((await withdrawRequest(two.player, two.accountId, { key: 'shared-key' })).body).toMatchObject({ code: 0 });
    expect(withdrawals(one.player)).toHaveLength(1);
    expect(withdrawals(two.player)).toHaveLength(1);
  });

  it('refuses a malformed key before anything runs', async () => {
    const { player, accountId } = await funded(1_000_00);
    expect((await withdrawRequest(player, accountId, { key: 'not a key!' })).body).toEqual({ code: 500, msg: IDEMPOTENCY_MESSAGES.malformed, data: null });
    expect(withdrawals(player)).toHaveLength(0);
  });

  it('remembers the first answer across a restart', async () => {
    const restartDirs = tempDirs();
    const clock = testClock(START);
    const first = await startTestApiServer(restartDirs, { clock });
    const player = await newPlayer(first, 'india');
    const accountId = await bind(first, player, accountFor('india', 79_999));
    deposit(first, player.id, 1_000_00, { unlocked: true });
    const body = { amount: 500_00, account_id: accountId };
    const headers = { [API_HEADERS.idempotencyKey]: 'before-crash' };
    const answer = await first.request({ method: 'POST', path: ENDPOINTS.withdraw.path, body, token: player.token, headers });
    await first.close();
    const second = await startTestApiServer(restartDirs, { clock, dataDir: first.dataDir });
    clock.advance(13_000);
    const again = await second.request({ method: 'POST', path: ENDPOINTS.withdraw.path, body, token: player.token, headers });
    expect(again.body).toEqual(answer.body);
    expect(second.services.db.prepare('SELECT COUNT(*) AS n FROM withdrawals WHERE player_id = ?').get(player.id)).toEqual({ n: 1 });
    await second.close();
    restartDirs.cleanup();
  });
});
