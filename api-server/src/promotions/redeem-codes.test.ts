import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_MESSAGES } from '../server/api-refusal.ts';
import { tempDirs } from '../testing/temp-dirs.ts';
import { dataOf, startTestApiServer, testClock, type TestApiServer } from '../testing/test-api-server.ts';
import {
  codesOf,
  createRedeemCode,
  expectRefused,
  ledgerAudit,
  newPlayer,
  newRedeemCode,
  promotionMovements,
  recordDeposit,
  walletOf,
  type TestPlayer,
} from './promotions-test-kit.ts';
import { REDEEM_CODE_MESSAGES } from './redeem-codes.ts';

const dirs = tempDirs();
let server: TestApiServer;
const START = Date.parse('2025-06-02T10:00:00Z');
const NOW = START / 1000;
const DAY = 86_400;

beforeAll(async () => {
  server = await startTestApiServer(dirs, { clock: testClock(START) });
});

afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

const as = (player: TestPlayer) => ({ token: player.token, brand: player.brand });
const redeem = (player: TestPlayer, code: string) => server.call('redeemCode', { code }, as(player));
const betTasks = (player: TestPlayer) =>
  server.services.db.prepare('SELECT kind, amount, target, reference FROM bet_tasks WHERE player_id = ? ORDER BY id').all(player.id);
const usesOf = (brand: string, code: string) =>
  Number(server.services.db.prepare('SELECT uses FROM redeem_codes WHERE brand = ? AND code = ?').get(brand, code)?.uses);
const devList = async (brand: string) => (await (await fetch(`${server.url}/dev/redeem-codes?brand=${brand}`)).json()) as { list: Record<string, unknown>[] };

describe('seeded codes', () => {
  it('gives each brand a welcome code and a depositors-only cash code, and shows the redeem entry', async () => {
    expect((await devList('india')).list.map((code) => [code.code, code.prize_type, code.amount, code.depositors_only, code.uses])).toEqual([
      ['CRICKET100', 'cash', 100_00, true, 0],
      ['WELCOME50', 'bonus', 50_00, false, 0],
    ]);
    expect((await devList('brasil')).list.map((code) => [code.code, code.prize_type, code.amount, code.depositors_only])).toEqual([
      ['FUTEBOL20', 'cash', 20_00, true],
      ['BEMVINDO10', 'bonus', 10_00, false],
    ]);
    expect((await devList('india')).list.find((code) => code.code === 'WELCOME50')).toMatchObject({ max_uses: 100_000, expires_at: NOW + 365 * DAY });
    expect(dataOf(await server.call('rewardCenterList', {})).code_redemption_switch).toBe(true);
    expect(dataOf(await server.call('rewardCenterList', {}, { brand: 'brasil' })).code_redemption_switch).toBe(true);
  });
});

describe('POST /api/rewardCenter/redeem', () => {
  it('pays a bonus code once, typed in any case, with the usual turnover task', async () => {
    const player = await newPlayer(server);
    expect(dataOf(await redeem(player, '  welcome50 '))).toEqual({ code: 'WELCOME50', amount: 50_00, money_type: 1, coin: 50_00, money: 0, redeemed_at: NOW });
    expect(await walletOf(server, player)).toMatchObject({ coin: 50_00, money: 0, taskBonus: 50_00, taskTarget: 500_00 });
    expect(promotionMovements(server, player, 'redeem_code:')).toEqual([{ reference: 'redeem_code:WELCOME50', amount: 50_00, moneyType: 1 }]);
    const movement = server.services.db
      .prepare("SELECT request_key FROM money_movements WHERE player_id = ? AND reference = 'redeem_code:WELCOME50'")
      .get(player.id);
    expect(movement?.request_key).toBe('promotion:redeem_code:WELCOME50');
    expect(betTasks(player)).toEqual([{ kind: 'bonus', amount: 50_00, target: 500_00, reference: 'redeem_code:WELCOME50' }]);
    expectRefused(await redeem(player, 'Welcome50'), REDEEM_CODE_MESSAGES.alreadyRedeemed);
    expect((await walletOf(server, player)).coin).toBe(50_00);
  });

  it('pays a cash code to a depositor, bet once before it can leave', async () => {
    const player = await newPlayer(server);
    recordDeposit(server, player, 100_00);
    expect(dataOf(await redeem(player, 'cricket100'))).toEqual({ code: 'CRICKET100', amount: 100_00, money_type: 2, coin: 0, money: 200_00, redeemed_at: NOW });
    expect(betTasks(player)).toEqual([{ kind: 'cash', amount: 100_00, target: 100_00, reference: 'redeem_code:CRICKET100' }]);
    expect(promotionMovements(server, player, 'redeem_code:')).toEqual([{ reference: 'redeem_code:CRICKET100', amount: 100_00, moneyType: 2 }]);
  });

  it('refuses a depositors-only code to a player who has not deposited, then pays it after a deposit', async () => {
    const player = await newPlayer(server, { brand: 'brasil' });
    expectRefused(await redeem(player, 'FUTEBOL20'), REDEEM_CODE_MESSAGES.depositorsOnly);
    expect(await walletOf(server, player)).toMatchObject({ coin: 0, money: 0 });
    recordDeposit(server, player, 20_00);
    expect(dataOf(await redeem(player, 'FUTEBOL20'))).toMatchObject({ amount: 20_00, money_type: 2, money: 40_00 });
  });

  it('refuses an unknown code and another brand’s code alike, moving nothing', async () => {
    const player = await newPlayer(server);
    expectRefused(await redeem(player, 'NOSUCHCODE'), REDEEM_CODE_MESSAGES.unknown);
    expectRefused(await redeem(player, 'BEMVINDO10'), REDEEM_CODE_MESSAGES.unknown);
    const brasilian = await newPlayer(server, { brand: 'brasil' });
    expectRefused(await redeem(brasilian, 'WELCOME50'), REDEEM_CODE_MESSAGES.unknown);
    expect(await walletOf(server, player)).toMatchObject({ coin: 0, money: 0 });
    expect(await walletOf(server, brasilian)).toMatchObject({ coin: 0, money: 0 });
    expect(usesOf('brasil', 'BEMVINDO10')).toBe(0);
  });

  it('refuses an expired code', async () => {
    await newRedeemCode(server, { code: 'FLASH60', expires_at: NOW + 60 });
    const early = await newPlayer(server);
    expect((await redeem(early, 'FLASH60')).code).toBe(0);
    server.clock.advance(60_000);
    const late = await newPlayer(server);
    expectRefused(await redeem(late, 'FLASH60'), REDEEM_CODE_MESSAGES.expired);
    // A player who redeemed it is told so, rather than that it expired.
    expectRefused(await redeem(early, 'FLASH60'), REDEEM_CODE_MESSAGES.alreadyRedeemed);
    expect(await walletOf(server, late)).toMatchObject({ coin: 0, money: 0 });
  });

  it('refuses a code whose uses are all taken', async () => {
    await newRedeemCode(server, { code: 'ONLYTWO', max_uses: 2, amount: 5_00 });
    const players = [await newPlayer(server), await newPlayer(server), await newPlayer(server)];
    expect((await redeem(players[0]!, 'ONLYTWO')).code).toBe(0);
    expect((await redeem(players[1]!, 'ONLYTWO')).code).toBe(0);
    expectRefused(await redeem(players[2]!, 'ONLYTWO'), REDEEM_CODE_MESSAGES.usedUp);
    expect(usesOf('india', 'ONLYTWO')).toBe(2);
    expect((await walletOf(server, players[2]!)).coin).toBe(0);
  });

  it('checks the payload and needs a signed-in player', async () => {
    const player = await newPlayer(server);
    expectRefused(await redeem(player, 'ab1'), 'code: must be at least 4 characters');
    expectRefused(await redeem(player, 'WELCOME-50'), 'code: must be letters and digits only');
    expectRefused(await server.call('redeemCode', {}, as(player)), 'code: is missing');
    expect(await server.call('redeemCode', { code: 'WELCOME50' })).toEqual({ code: 1013, msg: TOKEN_MESSAGES.missing, data: null });
  });
});

describe('concurrent redeems', () => {
  it('credit once when one player sends ten at once', async () => {
    const player = await newPlayer(server, { brand: 'brasil' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => redeem(player, 'bemvindo10')));
    expect(codesOf(answers)).toEqual([0, ...Array<number>(9).fill(500)]);
    expect(answers.filter((answer) => answer.code !== 0).every((answer) => answer.msg === REDEEM_CODE_MESSAGES.alreadyRedeemed)).toBe(true);
    expect((await walletOf(server, player)).coin).toBe(10_00);
    expect(promotionMovements(server, player, 'redeem_code:')).toHaveLength(1);
  });

  it('give the last use of a code to exactly one of two players racing for it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const code = `LASTONE${round}`;
      await newRedeemCode(server, { code, max_uses: 1, prize_type: 'cash', amount: 7_00 });
      const racers = [await newPlayer(server), await newPlayer(server)];
      const answers = await Promise.all(racers.flatMap((racer) => [redeem(racer, code), redeem(racer, code)]));
      expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1);
      const cash = await Promise.all(racers.map(async (racer) => (await walletOf(server, racer)).money));
      expect(cash.sort((a, b) => a - b)).toEqual([0, 7_00]);
      expect(usesOf('india', code)).toBe(1);
    }
  });
});

describe('POST /dev/redeem-codes', () => {
  const valid = {
    brand: 'india',
    code: 'diwali500',
    prize_type: 'bonus',
    amount: 500_00,
    max_uses: 1000,
    expires_at: '2030-01-31T23:59:59Z',
    depositors_only: true,
  };

  it('creates a code testers can redeem at once, upper-cased, with an ISO or Unix expiry', async () => {
    const made = await createRedeemCode(server, valid);
    expect(made).toEqual({
      status: 201,
      body: {
        code: {
          brand: 'india',
          code: 'DIWALI500',
          prize_type: 'bonus',
          amount: 500_00,
          max_uses: 1000,
          uses: 0,
          depositors_only: true,
          created_at: Math.floor(server.clock.now() / 1000),
          expires_at: Date.parse('2030-01-31T23:59:59Z') / 1000,
        },
      },
    });
    const unix = await createRedeemCode(server, { ...valid, brand: 'brasil', code: 'DIWALI500', expires_at: NOW + 10 * DAY });
    expect(unix.status).toBe(201);
    expect((unix.body.code as Record<string, unknown>).depositors_only).toBe(true);
    const player = await newPlayer(server);
    recordDeposit(server, player, 100_00);
    expect(dataOf(await redeem(player, 'Diwali500'))).toMatchObject({ amount: 500_00, money_type: 1 });
  });

  it('answers 400 naming each problem, and 409 for a code the brand has', async () => {
    expect(await createRedeemCode(server, {})).toEqual({
      status: 400,
      body: {
        error: 'brand: is missing; code: is missing; prize_type: is missing; amount: is missing; max_uses: is missing; expires_at: is missing',
      },
    });
    const bad = await createRedeemCode(server, { ...valid, prize_type: 'gold', amount: 0, max_uses: 1.5, expires_at: 'tomorrow', depositors_only: 'yes' });
    expect(bad).toEqual({
      status: 400,
      body: {
        error:
          'prize_type: must be "bonus" or "cash"; amount: must be above 0; max_uses: must be a whole number; ' +
          'expires_at: must be Unix seconds or an ISO 8601 date-time such as "2030-01-31T23:59:59Z"; depositors_only: must be true or false',
      },
    });
    expect(await createRedeemCode(server, { ...valid, brand: 'mars', code: 'x!', expires_at: NOW - 1 })).toEqual({
      status: 400,
      body: {
        error: `brand: no brand "mars" (known: brasil, india); code: must be at least 4 characters; code: must be letters and digits only; expires_at: must be in the future (now is ${Math.floor(server.clock.now() / 1000)}, ${new Date(Math.floor(server.clock.now() / 1000) * 1000).toISOString()})`,
      },
    });
    expect(await createRedeemCode(server, [1, 2])).toEqual({ status: 400, body: { error: 'body: must be a JSON object' } });
    expect(await createRedeemCode(server, { ...valid, code: 'welcome50' })).toEqual({
      status: 409,
      body: { error: 'code: india already has the code WELCOME50' },
    });
    expect((await fetch(`${server.url}/dev/redeem-codes`)).status).toBe(400);
    expect((await fetch(`${server.url}/dev/redeem-codes?brand=mars`)).status).toBe(400);
  });
});

describe('the reward center switch', () => {
  it('turns off when no code of the brand can be redeemed any more, and on with a new one', async () => {
    const clockDirs = tempDirs();
    const clock = testClock(START);
    const other = await startTestApiServer(clockDirs, { clock });
    try {
      // Past every seeded code's expiry.
      clock.advance(366 * DAY * 1000);
      expect(dataOf(await other.call('rewardCenterList', {})).code_redemption_switch).toBe(false);
      await newRedeemCode(other, { code: 'COMEBACK' });
      expect(dataOf(await other.call('rewardCenterList', {})).code_redemption_switch).toBe(true);
      expect(dataOf(await other.call('rewardCenterList', {}, { brand: 'brasil' })).code_redemption_switch).toBe(false);
    } finally {
      await other.close();
      clockDirs.cleanup();
    }
  });
});

describe('afterwards', () => {
  it('kept every balance equal to its ledger', async () => {
    expect(await ledgerAudit(server)).toEqual([]);
  });
});
