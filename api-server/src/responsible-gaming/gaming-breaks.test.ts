// Time-outs and self-exclusions over real HTTP: what a break closes (deposits, games, bets,
// promotions, mail awards) and leaves open (the balance, withdrawals, reading its end), that it can
// be lengthened but never shortened, that a permanent one never changes, and that a time-out ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_TYPE, PAY_TYPE, type ApiPayload, type EndpointName } from '@casino/shared-kernel/api-contract';
import { GOODS_TYPE } from '../deposits/deposit-catalogue.ts';
import { tempDirs } from '../testing/temp-dirs.ts';
import { dataOf, startTestApiServer, testClock, type TestApiServer } from '../testing/test-api-server.ts';
import { accountFor, bind, deposit, newPlayer, withdraw, type TestPlayer } from '../withdrawals/withdrawal-fixtures.ts';
import { breakEnd } from './gaming-breaks.ts';
import { brandTimeText } from './limit-texts.ts';

const dirs = tempDirs();
let server: TestApiServer;
const clock = testClock(Date.UTC(2026, 10, 26, 9, 0, 0));
const HOUR = 3600 * 1000;

beforeAll(async () => {
  server = await startTestApiServer(dirs, { clock });
});

afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

const call = <Name extends EndpointName>(player: TestPlayer, name: Name, payload?: ApiPayload<Name> | Record<string, unknown>) =>
  server.call(name, payload, { token: player.token });

const takeBreak = (player: TestPlayer, kind: string, duration: string) => call(player, 'takeGamingBreak', { kind, duration });

const seconds = () => Math.floor(server.services.now() / 1000);

const ORDER = { goods_id: 0, goods_type: GOODS_TYPE.SHOP, amount: 500_00, pay_type: PAY_TYPE.CUSTOM, is_add_coin: false, is_join_charge_reward: false, pay_method_id: 1 };
const DICE = { game_id: 'orig-dice', game_type: 'Originals', money_type: MONEY_TYPE.CASH, mod: 1 };

describe('a 24-hour time-out', () => {
  it('closes deposits, games, bets, promotions and mail awards; leaves the balance and withdrawals open; then ends', async () => {
    const player = await newPlayer(server);
    deposit(server, player.id, 1_000_00, { unlocked: true });
    // A game opened before the break: its next round is refused too.
    const gameUrl = `${server.url}${new URL(dataOf(await call(player, 'gameUrl', DICE)).game_url).pathname}`;

    const started = seconds();
    const view = dataOf(await takeBreak(player, 'time_out', '24h'));
    expect(view.break).toEqual({ kind: 'time_out', started_at: started, ends_at: started + 24 * 3600 });
    const closed = `You are taking a break from play until ${brandTimeText('india', started + 24 * 3600)}: deposits, bets and rewards are closed until then. You can still withdraw.`;

    expect(await call(player, 'createOrder', ORDER)).toMatchObject({ code: 500, msg: closed });
    expect(await call(player, 'gameUrl', DICE)).toMatchObject({ code: 500, msg: closed });
    const round = await fetch(`${gameUrl}/round`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nonce: 'break-round-1', stake: 100, target: 50, direction: 'over' }),
    });
    expect(await round.json()).toMatchObject({ code: 500, msg: closed });
    expect(await call(player, 'mailClaimAll')).toMatchObject({ code: 500, msg: closed });
    expect(await call(player, 'redeemCode', { code: 'WELCOME50' })).toMatchObject({ code: 500, msg: closed });
    expect(await call(player, 'downloadTakeAward')).toMatchObject({ code: 500, msg: closed });

    // Still open: the balance, the break's end, and a withdrawal.
    expect(dataOf(await call(player, 'walletInfo')).money).toBe(1_000_00);
    expect(dataOf(await call(player, 'gamingLimits')).break?.ends_at).toBe(started + 24 * 3600);
    const accountId = await bind(server, player, accountFor('india', 7_001));
    expect((await withdraw(server, player, 200_00, accountId)).code).toBe(0);

    clock.advance(24 * HOUR);
    expect(dataOf(await call(player, 'gamingLimits')).break).toBeNull();
    expect(dataOf(await call(player, 'createOrder', ORDER))).not.toBeNull();
    expect((await call(player, 'gameUrl', DICE)).code).toBe(0);
  });
});

describe('marketing during a break', () => {
  it('stops: the push token is forgotten and none is stored, promotion mails are held until the break ends', async () => {
    const player = await newPlayer(server);
    const uid = Number(server.services.db.prepare('SELECT uid FROM players WHERE id = ?').get(player.id)?.uid);
    const pushToken = () => String(server.services.db.prepare('SELECT fcm_token FROM players WHERE id = ?').get(player.id)?.fcm_token);
    const mailKeys = () => server.services.db.prepare('SELECT mail_key FROM mails WHERE player_id = ?').all(player.id).map((row) => row.mail_key);
    expect((await call(player, 'pushFcm', { uid, token: 'browser-token-1' })).code).toBe(0);
    expect(pushToken()).toBe('browser-token-1');

    dataOf(await takeBreak(player, 'time_out', '24h'));
    expect(pushToken()).toBe('');
    // The browser registers again during the break: answered, but nothing is stored to push to.
    expect((await call(player, 'pushFcm', { uid, token: 'browser-token-2' })).code).toBe(0);
    expect(pushToken()).toBe('');
    // The inbox opens (its messages are the player's) but the welcome bonus mail is not delivered.
    expect((await call(player, 'mailList')).code).toBe(0);
    expect(mailKeys()).not.toContain('welcome');

    clock.advance(24 * HOUR);
    expect((await call(player, 'pushFcm', { uid, token: 'browser-token-3' })).code).toBe(0);
    expect(pushToken()).toBe('browser-token-3');
    dataOf(await call(player, 'mailList'));
    expect(mailKeys()).toContain('welcome');
  });
});

describe('lengthening, never shortening', () => {
  it('takes a longer break over a shorter one, refuses a shorter one, and never changes a permanent one', async () => {
    const player = await newPlayer(server);
    const start = seconds();
    dataOf(await takeBreak(player, 'time_out', '7d'));
    expect(await takeBreak(player, 'time_out', '24h')).toMatchObject({
      code: 500,
      msg: `Your break ends at ${brandTimeText('india', start + 7 * 24 * 3600)}: it can be made longer, never shorter`,
    });
    const longer = dataOf(await takeBreak(player, 'self_exclusion', '6m'));
    expect(longer.break).toEqual({ kind: 'self_exclusion', started_at: start, ends_at: breakEnd('india', start, '6m') });

    dataOf(await takeBreak(player, 'self_exclusion', 'permanent'));
    expect(dataOf(await call(player, 'gamingLimits')).break).toEqual({ kind: 'self_exclusion', started_at: start, ends_at: null });
    expect(await takeBreak(player, 'self_exclusion', '5y')).toMatchObject({ code: 500, msg: 'Your self-exclusion is permanent: it cannot be changed' });
    expect((await call(player, 'createOrder', ORDER)).msg).toBe(
      'You have excluded yourself from play for good: deposits, bets and rewards are closed. You can still withdraw.',
    );
    clock.advance(10 * 365 * 24 * HOUR);
    // Ten years on (the session long expired): still in force.
    expect(server.services.gamingLimits.breaks.current(player.id)?.ends_at).toBeNull();

    // Every step is kept: who, when, the end before and after.
    const rows = server.services.db
      .prepare('SELECT kind, duration, ends_at, previous_ends_at, actor FROM gaming_breaks WHERE player_id = ? ORDER BY id')
      .all(player.id)
      .map((row) => ({ ...row }));
    expect(rows).toEqual([
      { kind: 'time_out', duration: '7d', ends_at: start + 7 * 24 * 3600, previous_ends_at: null, actor: 'player' },
      { kind: 'self_exclusion', duration: '6m', ends_at: breakEnd('india', start, '6m'), previous_ends_at: start + 7 * 24 * 3600, actor: 'player' },
      { kind: 'self_exclusion', duration: 'permanent', ends_at: null, previous_ends_at: breakEnd('india', start, '6m'), actor: 'player' },
    ]);
  });

  it('refuses a duration its kind does not have', async () => {
    const player = await newPlayer(server);
    expect((await takeBreak(player, 'time_out', 'permanent')).msg).toBe('duration: a time-out lasts 24h, 7d, 30d');
    expect((await takeBreak(player, 'self_exclusion', '24h')).msg).toBe('duration: a self-exclusion lasts 6m, 1y, 5y, permanent');
    expect((await takeBreak(player, 'holiday', '24h')).msg).toBe('kind: must be time_out or self_exclusion');
    expect(dataOf(await call(player, 'gamingLimits')).break).toBeNull();
  });
});

describe('the end of a break', () => {
  it('counts months and years on the brand’s calendar', () => {
    // 2026-01-31 10:00 in India.
    const start = Date.UTC(2026, 0, 31, 4, 30) / 1000;
    expect(brandTimeText('india', breakEnd('india', start, '1y') ?? 0)).toBe('2027-01-31 10:00 (UTC+05:30)');
    expect(brandTimeText('india', breakEnd('india', start, '5y') ?? 0)).toBe('2031-01-31 10:00 (UTC+05:30)');
    expect(brandTimeText('brasil', breakEnd('brasil', Date.UTC(2026, 4, 10, 15) / 1000, '6m') ?? 0)).toBe('2026-11-10 12:00 (UTC-03:00)');
    expect(breakEnd('india', start, 'permanent')).toBeNull();
  });
});
