// The reality check's facts over real HTTP: the session's start and length, stakes, wins and net
// result in cash and bonus since this sign-in (not an earlier one, not gold), and the interval.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_HEADERS, LOGIN_TYPE, MONEY_TYPE, type ApiEnvelope } from '@casino/shared-kernel/api-contract';
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
      session_limit_minutes: null,
      session_ends_at: null,
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

async function signIn(playerId: number): Promise<string> {
  const mobile = String(server.services.db.prepare('SELECT mobile FROM players WHERE id = ?').get(playerId)?.mobile);
  return dataOf(await server.call('login', { client_type: LOGIN_TYPE.PHONE, mobile, password: 'secret-1', system_type: 3 })).accessToken;
}

async function launch(token: string): Promise<ApiEnvelope<{ game_url: string }>> {
  return server.call('gameUrl', { game_id: 'orig-dice', game_type: 'Originals', money_type: MONEY_TYPE.CASH, mod: 1 }, { token });
}

async function round(url: string, stake: number): Promise<ApiEnvelope<RoundAnswer>> {
  const response = await fetch(`${server.url}${new URL(url).pathname}/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nonce: `limit-round-${(nonces += 1)}`, stake, target: 50, direction: 'over' }),
  });
  return (await response.json()) as ApiEnvelope<RoundAnswer>;
}

const REFUSAL = 'You have reached your session time limit of 1 h: play is closed for this session. Sign in again later to start a new session.';

describe('the session time limit', () => {
  it('refuses rounds and game launches once the session has lasted it, until a new sign-in', async () => {
    const player = await newPlayer(server);
    deposit(server, player.id, 1_000_00, { unlocked: true });
    const set = dataOf(await server.call('setSessionLimit', { minutes: 60 }, { token: player.token }));
    const startedAt = Number(server.services.db.prepare('SELECT created_at FROM sessions WHERE player_id = ? ORDER BY created_at LIMIT 1').get(player.id)?.created_at);
    expect(set.session_limit_minutes).toBe(60);
    expect(set.session_ends_at).toBe(startedAt + 3600);
    const url = dataOf(await launch(player.token)).game_url;
    expect((await round(url, 1_00)).code).toBe(0);

    clock.advance(60 * 60_000);
    const refused = await round(url, 1_00);
    expect(refused.msg).toBe(REFUSAL);
    expect((await launch(player.token)).msg).toBe(REFUSAL);
    // The balance is untouched by the refused round, and the wallet still answers.
    expect(dataOf(await server.call('gamingSession', {}, { token: player.token })).stakes).toBe(1_00);

    // A new sign-in is a new session with the whole limit ahead.
    const token = await signIn(player.id);
    const fresh = dataOf(await launch(token)).game_url;
    expect((await round(fresh, 1_00)).code).toBe(0);
  });

  it('answers in the request’s language', async () => {
    const player = await newPlayer(server);
    await server.call('setSessionLimit', { minutes: 15 }, { token: player.token });
    clock.advance(15 * 60_000);
    expect((await server.call('gameUrl', { game_id: 'orig-dice', game_type: 'Originals', money_type: MONEY_TYPE.CASH, mod: 1 }, { token: player.token, headers: { [API_HEADERS.language]: 'pt-br' } })).msg).toBe(
      'Você atingiu seu limite de tempo de sessão de 15 min: o jogo está fechado nesta sessão. Entre novamente mais tarde para começar uma nova sessão.',
    );
  });

  it('binds the running session at once when lowered, and only the next session when raised or removed', async () => {
    const player = await newPlayer(server);
    deposit(server, player.id, 1_000_00, { unlocked: true });
    await server.call('setSessionLimit', { minutes: 120 }, { token: player.token });
    const url = dataOf(await launch(player.token)).game_url;
    clock.advance(40 * 60_000);
    // Lowered to 30 minutes after 40 minutes of play: the session is over at once.
    await server.call('setSessionLimit', { minutes: 30 }, { token: player.token });
    expect((await round(url, 1_00)).msg).toContain('session time limit of 30 min');
    // Raised again (or removed): this session stays closed, the next one gets the new limit.
    await server.call('setSessionLimit', { minutes: 240 }, { token: player.token });
    expect((await round(url, 1_00)).msg).toContain('session time limit of 30 min');
    const removed = dataOf(await server.call('setSessionLimit', { minutes: null }, { token: player.token }));
    expect(removed.session_limit_minutes).toBeNull();
    expect((await round(url, 1_00)).msg).toContain('session time limit of 30 min');
    clock.advance(1_000);
    const token = await signIn(player.id);
    expect(dataOf(await server.call('gamingSession', {}, { token })).session_ends_at).toBeNull();
    clock.advance(8 * 60 * 60_000);
    expect((await round(dataOf(await launch(token)).game_url, 1_00)).code).toBe(0);

    const audit = server.services.db
      .prepare("SELECT action, old_amount, new_amount FROM gaming_limit_audit WHERE player_id = ? AND kind = 'session_time' ORDER BY id")
      .all(player.id)
      .map((row) => ({ ...row }));
    expect(audit).toEqual([
      { action: 'set', old_amount: null, new_amount: 120 },
      { action: 'decreased', old_amount: 120, new_amount: 30 },
      { action: 'increased', old_amount: 30, new_amount: 240 },
      { action: 'removed', old_amount: 240, new_amount: null },
    ]);
  });

  it.each([360, 30, null])('keeps binding the running session when raised to %s within the second it started', async (raised) => {
    // A script signs in, sets 15 minutes and raises it in one second: the raise still waits for the next session.
    const player = await newPlayer(server);
    deposit(server, player.id, 1_000_00, { unlocked: true });
    await server.call('setSessionLimit', { minutes: 15 }, { token: player.token });
    const url = dataOf(await launch(player.token)).game_url;
    expect(dataOf(await server.call('setSessionLimit', { minutes: raised }, { token: player.token })).session_limit_minutes).toBe(raised);
    clock.advance(16 * 60_000);
    expect((await round(url, 1_00)).msg).toContain('session time limit of 15 min');
    expect((await launch(player.token)).msg).toContain('session time limit of 15 min');
    clock.advance(1_000);
    const token = await signIn(player.id);
    expect((await round(dataOf(await launch(token)).game_url, 1_00)).code).toBe(0);
  });

  it('refuses a limit the site does not offer', async () => {
    const player = await newPlayer(server);
    expect((await server.call('setSessionLimit', { minutes: 45 }, { token: player.token })).msg).toBe('minutes: must be one of 15, 30, 60, 120, 180, 240, 360');
  });
});
