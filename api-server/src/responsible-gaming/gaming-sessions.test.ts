// The reality check's facts over real HTTP: the session's start and length, stakes, wins and net
// result in cash and bonus since this sign-in (not an earlier one, not gold), and the interval.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_TYPE, MONEY_TYPE, type ApiEnvelope } from '@casino/shared-kernel/api-contract';
import type { RoundAnswer } from '../games/rounds.ts';
import { tempDirs } from '../testing/temp-dirs.ts';
import { dataOf, startTestApiServer, testClock, type TestApiServer } from '../testing/test-api-server.ts';
import { deposit, newPlayer } from '../withdrawals/withdrawal-fixtures.ts';
import { LEDGER_CAUSE } from '../wallet/ledger.ts';

const dirs = tempDirs();
let server: TestApiServer;
const clock = testClock(Date.UTC(2026, 10, 26, 9, 0, 0));

beforeAll(async () => {
  server = await startTestApiServer(dirs, { clock });
});

afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

let nonces = 0;
async function play(token: string, moneyType: number, stake: number): Promise<RoundAnswer> {
  const url = dataOf(await server.call('gameUrl', { game_id: 'orig-dice', game_type: 'Originals', money_type: moneyType, mod: 1 }, { token })).game_url;
  const response = await fetch(`${server.url}${new URL(url).pathname}/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nonce: `session-round-${(nonces += 1)}`, stake, target: 50, direction: 'over' }),
  });
  return dataOf((await response.json()) as ApiEnvelope<RoundAnswer>);
}

describe('the gaming session', () => {
  it('counts this sign-in’s cash and bonus stakes and wins, and how long it has run', async () => {
    const player = await newPlayer(server);
    deposit(server, player.id, 1_000_00, { unlocked: true });
    server.services.ledger.move({ playerId: player.id, requestKey: `gold-${player.id}`, cause: LEDGER_CAUSE.SEED_GRANT, entries: [{ moneyType: MONEY_TYPE.GOLD, amount: 100_00 }] });
    await play(player.token, MONEY_TYPE.CASH, 10_00);

    // A new sign-in: a new session, which counts only its own rounds.
    clock.advance(60_000);
    const mobile = String(server.services.db.prepare('SELECT mobile FROM players WHERE id = ?').get(player.id)?.mobile);
    const token = dataOf(await server.call('login', { client_type: LOGIN_TYPE.PHONE, mobile, password: 'secret-1', system_type: 3 })).accessToken;
    expect(token).not.toBe(player.token);
    const startedAt = Math.floor(clock.now() / 1000);
    const rounds = [await play(token, MONEY_TYPE.CASH, 20_00), await play(token, MONEY_TYPE.CASH, 30_00)];
    await play(token, MONEY_TYPE.GOLD, 5_00);
    clock.advance(25 * 60_000);

    const session = dataOf(await server.call('gamingSession', {}, { token }));
    const wins = rounds.reduce((sum, round) => sum + round.round.win, 0);
    expect(session).toEqual({
      started_at: startedAt,
      now: startedAt + 25 * 60,
      seconds: 25 * 60,
      stakes: 50_00,
      wins,
      net_result: wins - 50_00,
      reality_check_minutes: null,
    });
  });
});

describe('the reality-check interval', () => {
  it('is set, changed and turned off by the player, each change audited', async () => {
    const player = await newPlayer(server);
    expect(dataOf(await server.call('setRealityCheck', { minutes: 30 }, { token: player.token })).reality_check_minutes).toBe(30);
    expect(dataOf(await server.call('setRealityCheck', { minutes: 15 }, { token: player.token })).reality_check_minutes).toBe(15);
    expect(dataOf(await server.call('setRealityCheck', { minutes: null }, { token: player.token })).reality_check_minutes).toBeNull();
    const audit = server.services.db
      .prepare("SELECT action, old_amount, new_amount FROM gaming_limit_audit WHERE player_id = ? AND kind = 'reality_check' ORDER BY id")
      .all(player.id)
      .map((row) => ({ ...row }));
    expect(audit).toEqual([
      { action: 'set', old_amount: null, new_amount: 30 },
      { action: 'set', old_amount: 30, new_amount: 15 },
      { action: 'removed', old_amount: 15, new_amount: null },
    ]);
  });

  it('refuses an interval the site does not offer', async () => {
    const player = await newPlayer(server);
    expect((await server.call('setRealityCheck', { minutes: 7 }, { token: player.token })).msg).toBe('minutes: must be one of 15, 30, 45, 60, 90, 120');
    expect((await server.call('setRealityCheck', { minutes: 1.5 }, { token: player.token })).msg).toBe('minutes: must be a whole number of minutes');
    expect(dataOf(await server.call('gamingSession', {}, { token: player.token })).reality_check_minutes).toBeNull();
  });
});
