import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlindBoxWheel, UnspecifiedData } from '@casino/shared-kernel/api-contract';
import { tempDirs } from '../testing/temp-dirs.ts';
import { dataOf, startTestApiServer, testClock, type TestApiServer } from '../testing/test-api-server.ts';
import { BLIND_BOX_MESSAGES, BOX_PRIZE_TYPE } from './blind-box.ts';
import { NOT_YOUR_PLAYER_ID } from './player-facts.ts';
import { codesOf, expectRefused, ledgerAudit, newPlayer, promotionMovements, recordDeposit, walletOf, type TestPlayer } from './promotions-test-kit.ts';

const dirs = tempDirs();
let server: TestApiServer;
const START = Date.parse('2025-06-02T10:00:00Z');

beforeAll(async () => {
  server = await startTestApiServer(dirs, { clock: testClock(START) });
});

afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

const as = (player: TestPlayer) => ({ token: player.token, brand: player.brand });
const info = async (player: TestPlayer, unionKey = 'none'): Promise<BlindBoxWheel> =>
  dataOf(await server.call('blindBoxWheelInfo', { union_key: unionKey, player_id: player.id }, as(player)));
const open = (player: TestPlayer, unionKey: string, index: number) =>
  server.call('dailyBlindBoxReward', { union_key: unionKey, player_id: player.id, index }, as(player));
const spin = (player: TestPlayer, unionKey: string) => server.call('blindBoxWheelReward', { union_key: unionKey, player_id: player.id }, as(player));
const withdraw = (player: TestPlayer) => server.call('blindBoxWheelWithdraw', { player_id: player.id }, as(player));
const field = (data: UnspecifiedData, name: string) => data[name] as number;

describe('GET /api/get/blind_box_wheel_info', () => {
  it("answers today's boxes, the wheel and the round key for a new player", async () => {
    const player = await newPlayer(server);
    const data = await info(player);
    expect(data).toMatchObject({
      daily_box_level: 1,
      daily_box_num: 1,
      daily_box_total_num: 1,
      money_num: 0,
      money_type: 2,
      refresh_time: Date.parse('2025-06-03T00:00:00Z') / 1000,
      wheel_num: 3,
      wheel_total_num: 3,
      with_draw_money_num: 50_00,
      with_draw_num: 0,
      is_check: false,
      player_id: player.id,
    });
    expect(data.union_key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(data.item_list).toEqual([{ index: 0, is_open: false, prize_type: BOX_PRIZE_TYPE.CLOSED, amount: 0, money_type: 1 }]);
  });

  it('gives depositors more boxes by level, in the brand money (Brasil: R$20 to withdraw)', async () => {
    const player = await newPlayer(server);
    recordDeposit(server, player, 100_00);
    expect(await info(player)).toMatchObject({ daily_box_level: 2, daily_box_num: 3, daily_box_total_num: 3 });
    recordDeposit(server, player, 900_00);
    expect(await info(player)).toMatchObject({ daily_box_level: 3, daily_box_num: 5 });
    const brasil = await newPlayer(server, { brand: 'brasil' });
    expect(await info(brasil)).toMatchObject({ with_draw_money_num: 20_00, daily_box_num: 1 });
  });
});

describe('player_id', () => {
  it("refuses every blind-box call that names another player's id", async () => {
    const player = await newPlayer(server);
    const other = await newPlayer(server);
    const key = (await info(other)).union_key;
    const calls = [
      server.call('blindBoxWheelInfo', { union_key: key, player_id: other.id }, as(player)),
      server.call('dailyBlindBoxReward', { union_key: key, player_id: other.id, index: 0 }, as(player)),
      server.call('blindBoxWheelReward', { union_key: key, player_id: other.id }, as(player)),
      server.call('blindBoxWheelWithdraw', { player_id: other.id }, as(player)),
      server.call('blindBoxWithdrawList', { player_id: other.id }, as(player)),
      server.call('blindBoxInviteList', { player_id: other.id }, as(player)),
    ];
    for (const answer of await Promise.all(calls)) expectRefused(answer, NOT_YOUR_PLAYER_ID);
    expect(await info(other)).toMatchObject({ daily_box_num: 1, wheel_num: 3 });
  });
});

describe('POST /api/daily_blind_box_reward', () => {
  it('opens each box once, drawing bonus or a wheel spin', async () => {
    const player = await newPlayer(server);
    recordDeposit(server, player, 100_00);
    const key = (await info(player)).union_key;
    const prizes: UnspecifiedData[] = [];
    for (const index of [0, 1, 2]) prizes.push(dataOf(await open(player, key, index)));
    let bonus = 0;
    let spins = 0;
    for (const prize of prizes) {
      if (field(prize, 'prize_type') === BOX_PRIZE_TYPE.BONUS) {
        expect([1_00, 2_00, 5_00, 10_00]).toContain(field(prize, 'amount'));
        bonus += field(prize, 'amount');
      } else {
        expect(prize).toMatchObject({ prize_type: BOX_PRIZE_TYPE.SPIN, amount: 0 });
        spins += 1;
      }
    }
    expect(prizes.map((prize) => field(prize, 'daily_box_num'))).toEqual([2, 1, 0]);
    expectRefused(await open(player, key, 1), BLIND_BOX_MESSAGES.opened);
    expectRefused(await open(player, key, 3), BLIND_BOX_MESSAGES.noSuchBox(3));
    const after = await info(player);
    expect(after).toMatchObject({ daily_box_num: 0, wheel_num: 3 + spins, wheel_total_num: 3 + spins });
    expect(after.item_list.map((item) => item.is_open)).toEqual([true, true, true]);
    expect((await walletOf(server, player)).coin).toBe(bonus);
    expect(promotionMovements(server, player, 'blind_box:').reduce((sum, movement) => sum + movement.amount, 0)).toBe(bonus);
  });

  it('opens a box once when the same open arrives ten times at once', async () => {
    const player = await newPlayer(server);
    const key = (await info(player)).union_key;
    const answers = await Promise.all(Array.from({ length: 10 }, () => open(player, key, 0)));
    expect(codesOf(answers)).toEqual([0, ...Array<number>(9).fill(500)]);
    expect(promotionMovements(server, player, 'blind_box:').length).toBeLessThanOrEqual(1);
    expect(server.services.db.prepare('SELECT COUNT(*) AS n FROM blind_box_opens WHERE player_id = ?').get(player.id)).toEqual({ n: 1 });
  });

  it("refuses yesterday's round key and refreshes the boxes at 00:00 UTC", async () => {
    const player = await newPlayer(server);
    const yesterday = (await info(player)).union_key;
    expect((await open(player, yesterday, 0)).code).toBe(0);
    expectRefused(await open(player, 'made-up-key', 0), BLIND_BOX_MESSAGES.staleKey);
    server.clock.advance(Date.parse('2025-06-03T00:00:01Z') - server.clock.now());
    expectRefused(await open(player, yesterday, 0), BLIND_BOX_MESSAGES.staleKey);
    expectRefused(await spin(player, yesterday), BLIND_BOX_MESSAGES.staleKey);
    const today = await info(player, yesterday);
    expect(today.union_key).not.toBe(yesterday);
    expect(today).toMatchObject({ daily_box_num: 1, refresh_time: Date.parse('2025-06-04T00:00:00Z') / 1000 });
    expect((await open(player, today.union_key, 0)).code).toBe(0);
  });
});

describe('the wheel', () => {
  it('spins the spins a player has, adding money up to the threshold, then withdraws it once as cash', async () => {
    const player = await newPlayer(server);
    let state = await info(player);
    const key = state.union_key;
    let collected = 0;
    for (let spun = 0; spun < 3; spun += 1) {
      const result = dataOf(await spin(player, key));
      collected += field(result, 'amount');
      expect(result).toMatchObject({ money_num: collected, wheel_num: 2 - spun });
    }
    expectRefused(await spin(player, key), BLIND_BOX_MESSAGES.noSpins);
    expectRefused(await withdraw(player), BLIND_BOX_MESSAGES.belowThreshold('₹50.00', `₹${(collected / 100).toFixed(2)}`));

    // Invitees earn spins: one for signing up, two more for depositing.
    state = await info(player);
    while (!state.is_check) {
      if (state.wheel_num === 0) {
        const friend = await newPlayer(server, { invitedBy: player });
        recordDeposit(server, friend, 100_00);
      }
      const result = dataOf(await spin(player, key));
      expect(field(result, 'money_num')).toBeLessThanOrEqual(50_00);
      state = await info(player);
    }
    expect(state).toMatchObject({ money_num: 50_00, is_check: true });
    if (state.wheel_num > 0) expectRefused(await spin(player, key), BLIND_BOX_MESSAGES.full('₹50.00'));

    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(player)));
    expect(codesOf(answers)).toEqual([0, ...Array<number>(9).fill(500)]);
    expect(answers.find((answer) => answer.code === 0)?.data).toMatchObject({ amount: 50_00, money_type: 2, with_draw_num: 1, money_num: 0, money: 50_00 });
    expect((await walletOf(server, player)).money).toBe(50_00);
    expect(promotionMovements(server, player, 'blind_box_wheel:')).toEqual([{ reference: 'blind_box_wheel:withdraw:1', amount: 50_00, moneyType: 2 }]);
    expect(await info(player)).toMatchObject({ money_num: 0, with_draw_num: 1, is_check: false });

    const withdrawals = dataOf(await server.call('blindBoxWithdrawList', { player_id: player.id }, as(player)));
    expect(withdrawals.list).toEqual([expect.objectContaining({ with_draw_num: 1, amount: 50_00, money_type: 2, status: 1 })]);
    const invitees = dataOf(await server.call('blindBoxInviteList', { player_id: player.id }, as(player)));
    expect(invitees.list.length).toBeGreaterThan(0);
    expect(invitees.list[0]).toMatchObject({ is_pay: true, wheel_num: 3 });
    expect(String(invitees.list[0]?.nick_name)).toContain('***');
  });

  it('spins once when the last spin arrives ten times at once', async () => {
    const player = await newPlayer(server);
    const key = (await info(player)).union_key;
    await spin(player, key);
    await spin(player, key);
    const answers = await Promise.all(Array.from({ length: 10 }, () => spin(player, key)));
    expect(codesOf(answers)).toEqual([0, ...Array<number>(9).fill(500)]);
    expect(await info(player)).toMatchObject({ wheel_num: 0 });
  });

  it('lists nothing for a newcomer', async () => {
    const player = await newPlayer(server);
    expect(dataOf(await server.call('blindBoxWithdrawList', { player_id: player.id }, as(player)))).toEqual({ list: [] });
    expect(dataOf(await server.call('blindBoxInviteList', { player_id: player.id }, as(player)))).toEqual({ list: [] });
  });
});

describe('afterwards', () => {
  it('kept every balance equal to its ledger', async () => {
    expect(await ledgerAudit(server)).toEqual([]);
  });
});
