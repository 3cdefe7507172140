import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationTurntable, UnspecifiedData } from '@casino/shared-kernel/api-contract';
import { TOKEN_MESSAGES } from '../server/api-refusal.ts';
import { tempDirs } from '../testing/temp-dirs.ts';
import { dataOf, startTestApiServer, testClock, type TestApiServer } from '../testing/test-api-server.ts';
import { AGENT_TURNTABLE_MESSAGES } from './agent-turntable.ts';
import { INVITATION_MESSAGES } from './invitations.ts';
import { TURNTABLE_MESSAGES } from './invite-turntable.ts';
import { ACTIVITY_INFO_MESSAGES } from './promotions-domain.ts';
import {
  codesOf,
  expectRefused,
  ledgerAudit,
  newPlayer,
  promotionMovements,
  recordDeposit,
  renewToken,
  walletOf,
  type TestPlayer,
} from './promotions-test-kit.ts';

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
const turntable = async (player: TestPlayer) => dataOf(await server.call('activityInfo', { activity_id: 8 }, as(player)));
const rotate = (player: TestPlayer) => server.call('inviteRotate', {}, as(player));
/** A spin's result: what this server answers for `inviteRotate`. */
interface Spin {
  part_id: number;
  index: number;
  amount: number;
  accum_money: number;
  target_amount: number;
  remain_rot_num: number;
  is_first_rotate: boolean;
  is_withdraw: boolean;
  award_cash: number;
  money: number;
}
const spinOf = (data: UnspecifiedData) => data as unknown as Spin;

/** Friends who sign up with the player's code; `deposited` of them deposit too. */
async function invite(player: TestPlayer, count: number, deposited = 0): Promise<TestPlayer[]> {
  const friends = await Promise.all(Array.from({ length: count }, () => newPlayer(server, { brand: player.brand, invitedBy: player })));
  for (const friend of friends.slice(0, deposited)) recordDeposit(server, friend, 100_00);
  return friends;
}

describe('GET /api/invite/infonew', () => {
  it("answers the player's code, link and invitees, names masked", async () => {
    const player = await newPlayer(server);
    const empty = dataOf(await server.call('inviteInfo', { invite_type: 1 }, as(player)));
    expect(empty).toMatchObject({
      invite_type: 1,
      invitation_code: player.invitationCode,
      invite_link: `/?iCode=${player.invitationCode}`,
      invite_url: '',
      invite_count: 0,
      valid_invite_count: 0,
      total_reward: 0,
      list: [],
      rules: { turntable_spins_per_sign_up: 1, turntable_spins_per_deposit: 2, turntable_target_amount: 100_0000 },
    });
    const friends = await invite(player, 2, 1);
    const data = dataOf(await server.call('inviteInfo', { invite_type: 1 }, as(player)));
    expect(data).toMatchObject({ invite_count: 2, valid_invite_count: 1, today_invite_count: 2, today_valid_invite_count: 1 });
    const list = data.list as { uid: string; nick_name: string; is_pay: boolean }[];
    expect(list).toHaveLength(2);
    expect(list.every((row) => /^\d\d\*\*\*\*\d\d$/.test(row.uid) && row.nick_name.includes('***'))).toBe(true);
    expect(list.filter((row) => row.is_pay)).toHaveLength(1);
    // The friend's own page knows nothing of the inviter's.
    expect(dataOf(await server.call('inviteInfo', { invite_type: 1 }, as(friends[0] as TestPlayer)))).toMatchObject({ invite_count: 0 });
  });

  it('refuses another invite_type, and visitors', async () => {
    const player = await newPlayer(server);
    expectRefused(await server.call('inviteInfo', { invite_type: 2 }, as(player)), INVITATION_MESSAGES.inviteType);
    expect(await server.call('inviteInfo', { invite_type: 1 })).toMatchObject({ code: 1013, msg: TOKEN_MESSAGES.missing });
  });
});

describe('GET /api/activity/info {activity_id: 8}', () => {
  it('shows a player who has not joined one free spin, the target, the wheel and the pool', async () => {
    const player = await newPlayer(server);
    const data: InvitationTurntable = await turntable(player);
    expect(data).toMatchObject({
      accum_money: 0,
      target_amount: 100_0000,
      user_money: 0,
      remain_rot_num: 1,
      end_time: START / 1000 + 72 * 3600,
      is_join: false,
      is_open_turn: true,
      part_id: 0,
      award_cash: 0,
      round_end_time: Date.parse('2025-06-03T00:00:00Z') / 1000,
      is_first_rotate: true,
      pool_balance: 100_000_0000,
    });
    expect(data.turntable_cfg).toHaveLength(8);
    expect(data.turntable_cfg[0]).toEqual({ index: 0, amount: 5000, money_type: 2 });
    expect(Array.isArray(data.mood_group)).toBe(true);
  });

  it('answers in Brasil money (collect R$50)', async () => {
    const player = await newPlayer(server, { brand: 'brasil' });
    expect(await turntable(player)).toMatchObject({ target_amount: 50_0000, pool_balance: 10_000_0000 });
  });

  it('refuses other activities', async () => {
    const player = await newPlayer(server);
    expectRefused(await server.call('activityInfo', { activity_id: 17 }, as(player)), ACTIVITY_INFO_MESSAGES.otherActivity);
    expectRefused(await server.call('activityInfo', { activity_id: 9999 }, as(player)), ACTIVITY_INFO_MESSAGES.unknownActivity);
  });
});

describe('POST /api/actInvite/rotate', () => {
  it('joins on the first spin, which lands high; then waits for invitees', async () => {
    const player = await newPlayer(server);
    const first = spinOf(dataOf(await rotate(player)));
    expect([50_0000, 80_0000, 90_0000]).toContain(first.amount);
    expect(first).toMatchObject({ accum_money: first.amount, target_amount: 100_0000, remain_rot_num: 0, is_first_rotate: true, is_withdraw: false });
    expect(first.part_id).toBeGreaterThan(0);
    expectRefused(await rotate(player), TURNTABLE_MESSAGES.noSpins);
    expect(await turntable(player)).toMatchObject({
      is_join: true,
      part_id: first.part_id,
      accum_money: first.amount,
      remain_rot_num: 0,
      is_first_rotate: false,
    });
    // A sign-up earns one spin, a deposit two more.
    await invite(player, 1, 1);
    expect((await turntable(player)).remain_rot_num).toBe(3);
    const second = spinOf(dataOf(await rotate(player)));
    expect(second.amount).toBeLessThanOrEqual(10_0000);
    // A second spin that closes the gap (90% first, then the last 10%) pays the part out: no spins left.
    const reached = first.amount + second.amount === second.target_amount;
    expect(second).toMatchObject({ is_first_rotate: false, remain_rot_num: reached ? 0 : 2, accum_money: first.amount + second.amount });
  });

  it('pays the target as cash once when the spins reach it, then starts a new part', async () => {
    const player = await newPlayer(server);
    let spin = spinOf(dataOf(await rotate(player)));
    while (!spin.is_withdraw) {
      if (spin.remain_rot_num === 0) await invite(player, 1, 1);
      spin = spinOf(dataOf(await rotate(player)));
      expect(spin.accum_money).toBeLessThanOrEqual(100_0000);
    }
    expect(spin).toMatchObject({ accum_money: 100_0000, award_cash: 100_0000, remain_rot_num: 0, money: 100_00 });
    expect((await walletOf(server, player)).money).toBe(100_00);
    expect(promotionMovements(server, player, 'invite_turntable:')).toEqual([{ reference: `invite_turntable:${spin.part_id}`, amount: 100_00, moneyType: 2 }]);
    const after = await turntable(player);
    expect(after).toMatchObject({ is_join: false, part_id: 0, accum_money: 0, remain_rot_num: 1, award_cash: 100_0000, user_money: 100_0000 });
    expect(after.poolResAmount).toBeLessThanOrEqual(100_000_0000 - 100_0000);
    expect(after.mood_group[0]).toMatchObject({ amount: 100_0000, create_time: Math.floor(server.clock.now() / 1000) });
    // Invitees of the old part do not carry over: the new part has its free spin only.
    const next = spinOf(dataOf(await rotate(player)));
    expect(next.part_id).not.toBe(spin.part_id);
    expect(next).toMatchObject({ is_first_rotate: true, remain_rot_num: 0 });
    expect((await walletOf(server, player)).money).toBe(100_00);

    const records = dataOf(await server.call('inviteRewardRecord', { page: 1, limit: 10 }, as(player))) as unknown as {
      list: { type: number; amount: number; part_id: number }[];
      total: number;
    };
    expect(records.list).toHaveLength(Math.min(10, records.total));
    expect(records.list[0]).toMatchObject({ type: 1, part_id: next.part_id });
    expect(records.list[1]).toMatchObject({ type: 2, amount: 100_0000, part_id: spin.part_id });
    const pages = Math.ceil(records.total / 10);
    const last = dataOf(await server.call('inviteRewardRecord', { page: pages, limit: 10 }, as(player))) as unknown as { list: unknown[] };
    expect(last.list).toHaveLength(records.total - (pages - 1) * 10);
    expect((dataOf(await server.call('inviteRewardRecord', { page: pages + 1, limit: 10 }, as(player))) as unknown as { list: unknown[] }).list).toEqual([]);
  });

  it('counts invitees who signed up and deposited before the first spin, once', async () => {
    const player = await newPlayer(server);
    // The friends join and deposit while the player has not spun yet: no part exists so far.
    await invite(player, 2, 1);
    // The free spin, one per sign-up, two more for the deposit.
    expect(await turntable(player)).toMatchObject({ is_join: false, remain_rot_num: 1 + 2 + 2 });
    const first = spinOf(dataOf(await rotate(player)));
    expect(first.remain_rot_num).toBe(4);
    expect((await turntable(player)).remain_rot_num).toBe(4);
  });

  it('spins once when the last spin is asked for ten times at once', async () => {
    const player = await newPlayer(server);
    const answers = await Promise.all(Array.from({ length: 10 }, () => rotate(player)));
    expect(codesOf(answers)).toEqual([0, ...Array<number>(9).fill(500)]);
    expect((await turntable(player)).remain_rot_num).toBe(0);
    expect(server.services.db.prepare("SELECT COUNT(*) AS n FROM invite_turntable_records WHERE player_id = ? AND kind = 'spin'").get(player.id)).toEqual({
      n: 1,
    });
  });

  it('lets a part lapse at its end, short of the target', async () => {
    const player = await newPlayer(server);
    const first = spinOf(dataOf(await rotate(player)));
    server.clock.advance(40 * 3600_000);
    await renewToken(server, player);
    server.clock.advance(32 * 3600_000);
    expect(await turntable(player)).toMatchObject({ is_join: false, accum_money: 0, remain_rot_num: 1 });
    const fresh = spinOf(dataOf(await rotate(player)));
    expect(fresh.part_id).not.toBe(first.part_id);
    expect((await walletOf(server, player)).money).toBe(0);
  });
});

describe('GET /api/actInvite/getPool', () => {
  it('answers visitors the daily pool and the latest payouts', async () => {
    const pool = dataOf(await server.call('invitePool', {}));
    expect(pool).toMatchObject({ pool_balance: 100_000_0000, target_amount: 100_0000 });
    expect(typeof pool.poolResAmount).toBe('number');
    expect(Array.isArray(pool.list)).toBe(true);
  });
});

describe('GET /api/actInvite/getInviteRewardRecord', () => {
  it('is empty for a newcomer, and only ever the caller’s', async () => {
    const player = await newPlayer(server);
    expect(dataOf(await server.call('inviteRewardRecord', { page: 1, limit: 10 }, as(player)))).toMatchObject({ list: [], total: 0, page: 1, limit: 10 });
    expect((await server.call('inviteRewardRecord', { page: 0, limit: 10 }, as(player))).code).toBe(500);
  });
});

describe('POST /api/agent/turntable', () => {
  it('spins once a day for an agent whose invitee deposited, paying bonus', async () => {
    const player = await newPlayer(server);
    expectRefused(await server.call('agentTurntable', {}, as(player)), AGENT_TURNTABLE_MESSAGES.notAgent);
    await invite(player, 1, 0);
    expectRefused(await server.call('agentTurntable', {}, as(player)), AGENT_TURNTABLE_MESSAGES.notAgent);
    await invite(player, 1, 1);
    const answers = await Promise.all(Array.from({ length: 10 }, () => server.call('agentTurntable', {}, as(player))));
    expect(codesOf(answers)).toEqual([0, ...Array<number>(9).fill(500)]);
    const spin = answers.find((answer) => answer.code === 0)?.data as { amount: number; money_type: number; coin: number; index: number };
    expect([1_00, 2_00, 5_00, 10_00, 20_00, 50_00]).toContain(spin.amount);
    expect(spin).toMatchObject({ money_type: 1, coin: spin.amount });
    expect((await walletOf(server, player)).coin).toBe(spin.amount);
    expectRefused(await server.call('agentTurntable', {}, as(player)), AGENT_TURNTABLE_MESSAGES.spunToday);
    server.clock.advance(24 * 3600_000);
    expect((await server.call('agentTurntable', {}, as(player))).code).toBe(0);
    expect(promotionMovements(server, player, 'agent_turntable:')).toHaveLength(2);
  });
});

describe('afterwards', () => {
  it('kept every balance equal to its ledger', async () => {
    expect(await ledgerAudit(server)).toEqual([]);
  });
});
