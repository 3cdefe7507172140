import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_TYPE, ORDER_STATUS, PAYOUT_METHOD, REDUCE_BALANCE_KIND, withdrawInfoSchema } from '@casino/shared-kernel/api-contract';
import { PLAYER_STATE } from '../accounts/players.ts';
import { tempDirs } from '../testing/temp-dirs.ts';
import { dataOf, startTestApiServer, testClock, type TestApiServer } from '../testing/test-api-server.ts';
import type { BetTaskRecord } from '../wallet/bet-tasks.ts';
import { auditLedger } from '../wallet/ledger.ts';
import { accountFor, bind, deposit, devList, ledgerAudit, newPlayer, settle, withdraw, type TestPlayer } from './withdrawal-fixtures.ts';
import { WITHDRAW_ACCOUNT_MESSAGES } from './withdraw-accounts.ts';
import { brandDayStart, withdrawLimits } from './withdraw-limits.ts';
import { withdrawNotice } from './withdraw-notice.ts';
import { REPEAT_WINDOW_SECONDS, WITHDRAW_MESSAGES, turnoverNeeded, withdrawalFee, withdrawalForfeits } from './withdrawals.ts';

const dirs = tempDirs();
let server: TestApiServer;
/** Players this file registers itself, numbered apart from the fixtures' own. */
let players = 0;

// 10:00 in São Paulo, 18:30 in India: no test crosses a brand's midnight unless it means to.
const START = Date.UTC(2030, 0, 15, 13, 0, 0);

beforeAll(async () => {
  server = await startTestApiServer(dirs, { clock: testClock(START) });
});

afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

const refusal = (msg: string) => ({ code: 500, msg, data: null });
const as = (player: TestPlayer) => ({ token: player.token, brand: player.brand });
const info = async (player: TestPlayer) => dataOf(await server.call('withdrawInfo', {}, as(player)));
const history = async (player: TestPlayer, page: { last_id: number; limit: number; type?: number }) =>
  dataOf(await server.call('withdrawList', page, as(player)));
const balances = (player: TestPlayer) => server.services.ledger.balances(player.id);
const withdrawalRows = (player: TestPlayer) =>
  server.services.db.prepare('SELECT id, amount, fee, status FROM withdrawals WHERE player_id = ? ORDER BY id').all(player.id);
const laterSeconds = (seconds: number) => server.clock.advance(seconds * 1000);

let accounts = 0;
/** A player of the brand with a bound account and `cash` deposited (bet through unless `locked`). */
async function funded(brand: 'india' | 'brasil', cash: number, options: { locked?: boolean } = {}) {
  const player = await newPlayer(server, brand);
  accounts += 1;
  const accountId = await bind(server, player, accountFor(brand, 10_000 + accounts));
  if (cash > 0) deposit(server, player.id, cash, { unlocked: !options.locked });
  return { player, accountId };
}

async function lastWithdrawalId(player: TestPlayer): Promise<number> {
  const [latest] = (await history(player, { last_id: 0, limit: 1 })).list;
  if (!latest) throw new Error('no withdrawal');
  return latest.id;
}

describe('GET /api/withdraw/info', () => {
  it('answers balances, what the bet tasks leave free and lock, the limits and the accounts', async () => {
    const { player, accountId } = await funded('india', 3_000_00);
    deposit(server, player.id, 2_000_00, { bonus: 500_00 });
    server.services.betTasks.recordTurnover(player.id, 500_00);
    const answer = await info(player);
    expect(withdrawInfoSchema.parse(answer)).toEqual(answer);
    expect(answer).toEqual({
      can_withdraw: 3_000_00,
      can_not_withdraw: 2_000_00,
      day_withdraw: 0,
      extra_del_cash: 0,
      cash_task_cash: 2_000_00,
      cash_task_cur: 500_00,
      cash_task_target: 2_000_00,
      extra_del_coin: 0,
      coin_task_coin: 500_00,
      coin_task_cur: 500_00,
      coin_task_target: 5_000_00,
      day_amount_limit: 100_000_00,
      withdraw_account_edit: 1,
      min_amount: 100_00,
      max_amount: 50_000_00,
      free_amount: 1_000_00,
      cfg_amount: 1_000_00,
      fee_rate: 2,
      money: 5_000_00,
      coin: 500_00,
      account_type: PAYOUT_METHOD.IFSC,
      payout_methods: [PAYOUT_METHOD.IFSC, PAYOUT_METHOD.USDT, PAYOUT_METHOD.SPEI],
      account_list: [expect.objectContaining({ id: accountId, ifscCode: 'HDFC0000123', account_type: PAYOUT_METHOD.IFSC })],
    });

    expect(await withdraw(server, player, 1_500_00, accountId)).toEqual({ code: 0, msg: 'ok', data: { money: 3_500_00, coin: 500_00 } });
    expect(await info(player)).toMatchObject({ money: 3_500_00, can_withdraw: 1_500_00, can_not_withdraw: 2_000_00, day_withdraw: 1_500_00, cfg_amount: 0 });
  });

  it("answers the brand's own limits and payout method", async () => {
    const player = await newPlayer(server, 'brasil');
    expect(await info(player)).toMatchObject({
      money: 0,
      can_withdraw: 0,
      min_amount: 20_00,
      max_amount: 10_000_00,
      day_amount_limit: 20_000_00,
      free_amount: 200_00,
      account_type: PAYOUT_METHOD.BANK_CARD,
      account_list: [],
    });
  });

  it('answers 1013 without a token', async () => {
    expect(await server.call('withdrawInfo')).toMatchObject({ code: 1013, data: null });
  });
});

describe('POST /api/user/withdraw', () => {
  it('moves the amount from cash to frozen cash through the ledger and records it processing, with the fee above the free amount', async () => {
    const { player, accountId } = await funded('india', 10_000_00);
    expect(await withdraw(server, player, 3_000_00, accountId)).toEqual({ code: 0, msg: 'ok', data: { money: 7_000_00, coin: 0 } });
    expect(balances(player)).toMatchObject({ cash: 7_000_00, frozenCash: 3_000_00 });
    // ₹1,000 of the day is free; 2 % of the other ₹2,000.
    expect(await withdraw(server, player, 500_00, accountId)).toMatchObject({ code: 0, data: { money: 6_500_00 } });
    expect(withdrawalRows(player)).toEqual([
      { id: expect.any(Number) as number, amount: 3_000_00, fee: 40_00, status: ORDER_STATUS.PROCESSING },
      { id: expect.any(Number) as number, amount: 500_00, fee: 10_00, status: ORDER_STATUS.PROCESSING },
    ]);
    const id = await lastWithdrawalId(player);
    const ledgerRows = server.services.db
      .prepare(
        'SELECT l.money_type, l.amount, l.cause FROM ledger l JOIN money_movements m ON m.id = l.movement_id WHERE m.player_id = ? AND m.request_key = ? ORDER BY l.money_type',
      )
      .all(player.id, `withdraw-${id}`);
    expect(ledgerRows).toEqual([
      { money_type: 2, amount: -500_00, cause: 'withdraw' },
      { money_type: 4, amount: 500_00, cause: 'withdraw' },
    ]);
  });

  it('refuses amounts outside the brand limits, in its currency', async () => {
    const { player, accountId } = await funded('india', 100_000_00);
    expect(await withdraw(server, player, 99_99, accountId)).toEqual(refusal('The smallest withdrawal is ₹100.00'));
    expect(await withdraw(server, player, 50_000_01, accountId)).toEqual(refusal('The largest withdrawal is ₹50,000.00'));
    const brasil = await funded('brasil', 100_00);
    expect(await withdraw(server, brasil.player, 19_99, brasil.accountId)).toEqual(refusal('The smallest withdrawal is R$20.00'));
    expect(await withdraw(server, player, 0, accountId)).toMatchObject({ code: 500, msg: expect.stringContaining('amount') as string });
    expect(balances(player).frozenCash).toBe(0);
  });

  it('refuses more than the cash held', async () => {
    const { player, accountId } = await funded('india', 300_00);
    expect(await withdraw(server, player, 300_01, accountId)).toEqual(refusal('Insufficient balance: your cash is ₹300.00'));
    expect(withdrawalRows(player)).toEqual([]);
  });

  it('gates cash behind the turnover its deposit still needs, naming the bet still needed', async () => {
    const { player, accountId } = await funded('india', 1_000_00, { locked: true });
    expect(await withdraw(server, player, 100_00, accountId)).toEqual(
      refusal('₹1,000.00 of your cash is locked by bet tasks: bet ₹1,000.00 more to withdraw ₹100.00 (you can withdraw ₹0.00 now)'),
    );
    server.services.betTasks.recordTurnover(player.id, 400_00);
    expect(await withdraw(server, player, 100_00, accountId)).toEqual(
      refusal('₹1,000.00 of your cash is locked by bet tasks: bet ₹600.00 more to withdraw ₹100.00 (you can withdraw ₹0.00 now)'),
    );
    server.services.betTasks.recordTurnover(player.id, 600_00);
    expect(await withdraw(server, player, 100_00, accountId)).toMatchObject({ code: 0, data: { money: 900_00 } });
  });

  it('lets free cash go while other cash stays locked, and names the task that frees enough', async () => {
    const { player, accountId } = await funded('india', 500_00);
    deposit(server, player.id, 1_000_00);
    deposit(server, player.id, 5_000_00);
    server.services.betTasks.recordTurnover(player.id, 200_00);
    expect(await withdraw(server, player, 1_000_00, accountId)).toEqual(
      refusal('₹6,000.00 of your cash is locked by bet tasks: bet ₹800.00 more to withdraw ₹1,000.00 (you can withdraw ₹500.00 now)'),
    );
    expect(await withdraw(server, player, 2_000_00, accountId)).toEqual(
      refusal('₹6,000.00 of your cash is locked by bet tasks: bet ₹4,800.00 more to withdraw ₹2,000.00 (you can withdraw ₹500.00 now)'),
    );
    expect(await withdraw(server, player, 500_00, accountId)).toMatchObject({ code: 0, data: { money: 6_000_00 } });
  });

  it('refuses an unknown account', async () => {
    const { player } = await funded('india', 500_00);
    expect(await withdraw(server, player, 100_00, 987_654)).toEqual(refusal(WITHDRAW_ACCOUNT_MESSAGES.notFound));
  });

  it('moves no money for a frozen player and answers frozenPlatform', async () => {
    const { player, accountId } = await funded('india', 2_000_00);
    server.services.db.prepare('UPDATE players SET state = ? WHERE id = ?').run(PLAYER_STATE.FROZEN, player.id);
    expect(dataOf(await server.call('checkFrozen', {}, as(player)))).toEqual({ is_frozen: true });
    expect(await withdraw(server, player, 500_00, accountId)).toEqual({ code: 0, msg: 'ok', data: { money: 2_000_00, coin: 0, frozenPlatform: true } });
    expect(balances(player)).toMatchObject({ cash: 2_000_00, frozenCash: 0 });
    expect(withdrawalRows(player)).toEqual([]);
    // The rules still come first: a frozen player learns an amount is out of limits.
    expect(await withdraw(server, player, 1_00, accountId)).toEqual(refusal('The smallest withdrawal is ₹100.00'));

    server.services.db.prepare('UPDATE players SET state = ? WHERE id = ?').run(PLAYER_STATE.ACTIVE, player.id);
    const answer = await withdraw(server, player, 500_00, accountId);
    expect(answer).toEqual({ code: 0, msg: 'ok', data: { money: 1_500_00, coin: 0 } });
  });

  it('refuses the same withdrawal again within a few seconds (a double click or a retry), then allows it', async () => {
    const { player, accountId } = await funded('india', 1_000_00);
    expect((await withdraw(server, player, 200_00, accountId)).code).toBe(0);
    expect(await withdraw(server, player, 200_00, accountId)).toEqual(refusal(WITHDRAW_MESSAGES.repeat));
    // A different amount is a different withdrawal.
    expect((await withdraw(server, player, 201_00, accountId)).code).toBe(0);
    laterSeconds(REPEAT_WINDOW_SECONDS + 1);
    expect((await withdraw(server, player, 200_00, accountId)).code).toBe(0);
    expect(balances(player)).toMatchObject({ cash: 399_00, frozenCash: 601_00 });
  });

  it('takes one of 10 identical withdrawals sent at once', async () => {
    const { player, accountId } = await funded('india', 1_000_00);
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(server, player, 700_00, accountId)));
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1);
    expect(withdrawalRows(player)).toHaveLength(1);
    expect(balances(player)).toMatchObject({ cash: 300_00, frozenCash: 700_00 });
  });

  it('takes exactly one of 10 different withdrawals at once when the cash fits only one', async () => {
    const { player, accountId } = await funded('india', 1_000_00);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => withdraw(server, player, 600_00 + index * 100, accountId)));
    const passed = answers.filter((answer) => answer.code === 0);
    expect(passed).toHaveLength(1);
    for (const answer of answers.filter((item) => item.code !== 0)) expect(answer.msg).toMatch(/^Insufficient balance: your cash is ₹/);
    const [row] = withdrawalRows(player);
    const amount = Number(row?.amount);
    expect(balances(player)).toMatchObject({ cash: 1_000_00 - amount, frozenCash: amount });
    expect(passed[0]?.data).toEqual({ money: 1_000_00 - amount, coin: 0 });
  });

  it("holds to the brand's day limit, frees what a failed withdrawal held, and starts over at the brand's midnight", async () => {
    const { player, accountId } = await funded('brasil', 30_000_00);
    expect((await withdraw(server, player, 10_000_00, accountId)).code).toBe(0);
    laterSeconds(REPEAT_WINDOW_SECONDS + 1);
    expect((await withdraw(server, player, 10_000_00, accountId)).code).toBe(0);
    expect(await withdraw(server, player, 20_00, accountId)).toEqual(
      refusal("You have reached today's withdrawal limit of R$20,000.00; withdraw again tomorrow"),
    );
    expect((await settle(server, await lastWithdrawalId(player), 'fail')).status).toBe(200);
    expect(await info(player)).toMatchObject({ day_withdraw: 10_000_00 });
    expect((await withdraw(server, player, 6_000_00, accountId)).code).toBe(0);
    expect(await withdraw(server, player, 5_000_00, accountId)).toEqual(
      refusal("This would pass today's withdrawal limit of R$20,000.00: you can withdraw up to R$4,000.00 more today"),
    );

    const midnight = (brandDayStart('brasil', server.clock.now()) + 86_400) * 1000;
    server.clock.advance(midnight - server.clock.now() - 2_000);
    expect((await withdraw(server, player, 5_000_00, accountId)).code).toBe(500);
    laterSeconds(3);
    expect(await info(player)).toMatchObject({ day_withdraw: 0, cfg_amount: 200_00 });
    expect((await withdraw(server, player, 5_000_00, accountId)).code).toBe(0);
    // A new day: R$200 free again, 2 % of the rest.
    expect(withdrawalRows(player).at(-1)).toMatchObject({ amount: 5_000_00, fee: 96_00 });
  });
});

describe('settlement (POST /dev/withdrawals/:id/settle)', () => {
  it('pays frozen cash out on success, once', async () => {
    const { player, accountId } = await funded('india', 2_000_00);
    await withdraw(server, player, 1_500_00, accountId);
    const id = await lastWithdrawalId(player);
    const settled = await settle(server, id, 'success');
    expect(settled.status).toBe(200);
    expect(settled.body.withdrawal).toMatchObject({ id, status: ORDER_STATUS.SUCCESS, amount: 1_500_00, fee: 10_00, payout: 1_490_00, player_id: player.id });
    expect(balances(player)).toMatchObject({ cash: 500_00, frozenCash: 0 });
    expect(await settle(server, id, 'success')).toEqual({ status: 409, body: { error: `Withdrawal ${id} is already settled (success)` } });
    expect(await settle(server, id, 'fail')).toMatchObject({ status: 409 });
    expect(balances(player)).toMatchObject({ cash: 500_00, frozenCash: 0 });
    expect((await history(player, { last_id: 0, limit: 20 })).list[0]).toMatchObject({ id, status: ORDER_STATUS.SUCCESS });
  });

  it('returns frozen cash to cash on failure, fee included, and frees the day limit', async () => {
    const { player, accountId } = await funded('india', 2_000_00);
    await withdraw(server, player, 1_500_00, accountId);
    const id = await lastWithdrawalId(player);
    expect((await settle(server, id, 'fail')).body.withdrawal).toMatchObject({ id, status: ORDER_STATUS.FAIL });
    expect(balances(player)).toMatchObject({ cash: 2_000_00, frozenCash: 0 });
    expect(await info(player)).toMatchObject({ day_withdraw: 0, can_withdraw: 2_000_00 });
    expect(await settle(server, id, 'success')).toMatchObject({ status: 409 });
  });

  it('settles once when two outcomes arrive at once', async () => {
    const { player, accountId } = await funded('india', 2_000_00);
    await withdraw(server, player, 1_000_00, accountId);
    const id = await lastWithdrawalId(player);
    const answers = await Promise.all([settle(server, id, 'success'), settle(server, id, 'fail'), settle(server, id, 'success')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const won = answers.find((answer) => answer.status === 200)?.body.withdrawal?.status;
    expect(balances(player)).toMatchObject({ cash: won === ORDER_STATUS.SUCCESS ? 1_000_00 : 2_000_00, frozenCash: 0 });
  });

  it('answers 404 for an unknown withdrawal and 400 for an unknown outcome', async () => {
    expect(await settle(server, 9_999_999, 'success')).toEqual({ status: 404, body: { error: 'No withdrawal 9999999' } });
    const { player, accountId } = await funded('india', 500_00);
    await withdraw(server, player, 100_00, accountId);
    const id = await lastWithdrawalId(player);
    expect(await settle(server, id, 'paid')).toMatchObject({ status: 400 });
    expect(balances(player).frozenCash).toBe(100_00);
  });

  it('lists withdrawals by brand and status for people and tests', async () => {
    const { player, accountId } = await funded('brasil', 500_00);
    await withdraw(server, player, 123_00, accountId);
    const id = await lastWithdrawalId(player);
    const processing = await devList(server, 'brand=brasil&status=0');
    expect(processing.status).toBe(200);
    const listed = processing.body.list?.find((withdrawal) => withdrawal.id === id);
    expect(listed).toMatchObject({
      brand: 'brasil',
      player_id: player.id,
      account_id: accountId,
      amount: 123_00,
      status: 0,
      account: { account_type: PAYOUT_METHOD.BANK_CARD },
    });
    expect(processing.body.list?.every((withdrawal) => withdrawal.brand === 'brasil' && withdrawal.status === 0)).toBe(true);
    expect((await devList(server, 'brand=india')).body.list?.some((withdrawal) => withdrawal.id === id)).toBe(false);
    expect((await devList(server, `player_id=${player.id}`)).body.list?.map((withdrawal) => withdrawal.id)).toEqual([id]);
    expect((await devList(server, 'status=9')).status).toBe(400);
  });
});

describe('POST /api/withdraw/list', () => {
  it('pages 20 at a time, newest first, with last_id as the cursor, and filters by type', async () => {
    const { player, accountId } = await funded('brasil', 5_000_00);
    for (let index = 0; index < 45; index += 1) expect((await withdraw(server, player, 20_00 + index * 100, accountId)).code).toBe(0);
    const first = await history(player, { last_id: 0, limit: 20 });
    expect(first.list).toHaveLength(20);
    expect(first.list[0]).toEqual({
      id: expect.any(Number) as number,
      amount: 64_00,
      fee: 1_28,
      status: ORDER_STATUS.PROCESSING,
      create_time: Math.floor(server.clock.now() / 1000),
    });
    expect(first.last_id).toBe(first.list[19]?.id);
    const second = await history(player, { last_id: first.last_id, limit: 20 });
    expect(second.list).toHaveLength(20);
    expect(second.list[0]?.id).toBeLessThan(first.last_id);
    const third = await history(player, { last_id: second.last_id, limit: 20 });
    expect(third.list).toHaveLength(5);
    expect(third.last_id).toBe(0);
    const all = [...first.list, ...second.list, ...third.list];
    expect(all.map((record) => record.id)).toEqual([...all.map((record) => record.id)].sort((a, b) => b - a));
    expect(all.at(-1)).toMatchObject({ amount: 20_00, fee: 0 });
    // Spec 9's page size is the most a page holds.
    expect((await history(player, { last_id: 0, limit: 100 })).list).toHaveLength(20);

    for (const record of all.slice(0, 3)) await settle(server, record.id, 'success');
    for (const record of all.slice(3, 5)) await settle(server, record.id, 'fail');
    expect((await history(player, { last_id: 0, limit: 20, type: 1 })).list.map((record) => record.id)).toEqual(all.slice(0, 3).map((record) => record.id));
    expect((await history(player, { last_id: 0, limit: 20, type: 2 })).list.map((record) => record.id)).toEqual(all.slice(3, 5).map((record) => record.id));
    const processing = await history(player, { last_id: 0, limit: 20, type: 3 });
    expect(processing.list.every((record) => record.status === ORDER_STATUS.PROCESSING)).toBe(true);
    expect(processing.list[0]?.id).toBe(all[5]?.id);
    expect(await server.call('withdrawList', { last_id: 0, limit: 20, type: 7 }, as(player))).toEqual(refusal(WITHDRAW_MESSAGES.listType));
  });

  it("never lists another player's withdrawals", async () => {
    const { player, accountId } = await funded('india', 500_00);
    await withdraw(server, player, 100_00, accountId);
    const other = await newPlayer(server, 'india');
    expect(await history(other, { last_id: 0, limit: 20 })).toEqual({ list: [], last_id: 0 });
    // Another player's id as a cursor only bounds the player's own list.
    expect(await history(other, { last_id: (await lastWithdrawalId(player)) + 1, limit: 20 })).toEqual({ list: [], last_id: 0 });
  });
});

describe('withdrawNotice (the login response’s withdraw_notice)', () => {
  it('reports the latest settled withdrawal once, then nothing', async () => {
    const { player, accountId } = await funded('india', 3_000_00);
    const other = await funded('india', 1_000_00);
    expect(withdrawNotice(server.services.db, player.id)).toEqual({ has_notice: false, is_succ: false });
    await withdraw(server, player, 500_00, accountId);
    const first = await lastWithdrawalId(player);
    await withdraw(server, player, 600_00, accountId);
    const second = await lastWithdrawalId(player);
    await withdraw(server, other.player, 100_00, other.accountId);
    expect(withdrawNotice(server.services.db, player.id)).toEqual({ has_notice: false, is_succ: false });

    await settle(server, first, 'fail');
    expect(withdrawNotice(server.services.db, player.id)).toEqual({ has_notice: true, is_succ: false });
    expect(withdrawNotice(server.services.db, player.id)).toEqual({ has_notice: false, is_succ: false });

    await settle(server, await lastWithdrawalId(other.player), 'success');
    laterSeconds(10);
    await settle(server, second, 'success');
    expect(withdrawNotice(server.services.db, player.id)).toEqual({ has_notice: true, is_succ: true });
    expect(withdrawNotice(server.services.db, player.id)).toEqual({ has_notice: false, is_succ: false });
    // The other player's outcome was not spent by this player's notice.
    expect(withdrawNotice(server.services.db, other.player.id)).toEqual({ has_notice: true, is_succ: true });
  });

  it('travels in the next login response, once', async () => {
    players += 1;
    const mobile = `96${String(players).padStart(8, '0')}`;
    const signIn = async () =>
      dataOf(await server.call('login', { client_type: LOGIN_TYPE.PHONE, mobile, password: 'secret-1', system_type: 3 }, { brand: 'india' }));
    const login = dataOf(await server.register({ client_type: LOGIN_TYPE.PHONE, mobile, password: 'secret-1', channel_id: 1 }, { brand: 'india' }));
    const player = { id: login.userInfo.id, token: login.accessToken, brand: 'india' } as const;
    const accountId = await bind(server, player, accountFor('india', 20_000 + players));
    deposit(server, player.id, 1_000_00, { unlocked: true });
    await withdraw(server, player, 500_00, accountId);
    await settle(server, await lastWithdrawalId(player), 'success');
    expect((await signIn()).withdraw_notice).toEqual({ has_notice: true, is_succ: true });
    expect((await signIn()).withdraw_notice).toEqual({ has_notice: false, is_succ: false });
  });

  it('tells the latest of several outcomes settled since the last login', async () => {
    const { player, accountId } = await funded('india', 3_000_00);
    await withdraw(server, player, 500_00, accountId);
    const first = await lastWithdrawalId(player);
    await withdraw(server, player, 600_00, accountId);
    const second = await lastWithdrawalId(player);
    await settle(server, second, 'success');
    laterSeconds(10);
    await settle(server, first, 'fail');
    expect(withdrawNotice(server.services.db, player.id)).toEqual({ has_notice: true, is_succ: false });
    expect(withdrawNotice(server.services.db, player.id)).toEqual({ has_notice: false, is_succ: false });
  });
});

describe('the seed', () => {
  it.each([
    ['india', { ifscCode: 'SBIN0001234', phone: '30012345678' }, [1_500_00, 10_00], [500_00, 0]],
    ['brasil', { cpf: '390.533.447-05', phone: '5511900000001' }, [300_00, 2_00], [100_00, 0]],
  ] as const)('gives the %s demo player a bound account and a paid and a failed withdrawal, balances untouched', async (brand, account, paid, failed) => {
    const login = await server.signInDemo(brand);
    const demo = { id: login.userInfo.id, token: login.accessToken, brand };
    expect((await info(demo)).account_list).toEqual([expect.objectContaining(account)]);
    const { list } = await history(demo, { last_id: 0, limit: 20 });
    expect(list.map(({ amount, fee, status }) => ({ amount, fee, status }))).toEqual([
      { amount: paid[0], fee: paid[1], status: ORDER_STATUS.SUCCESS },
      { amount: failed[0], fee: failed[1], status: ORDER_STATUS.FAIL },
    ]);
    expect(balances(demo)).toMatchObject({ frozenCash: 0, cash: login.userInfo.money });
    expect(withdrawNotice(server.services.db, demo.id)).toEqual({ has_notice: false, is_succ: false });
  });
});

describe('the rules as functions', () => {
  const india = withdrawLimits('india');

  it('charges the fee in whole minor units without float drift', () => {
    expect(withdrawalFee(india, 3_000_00, 0)).toBe(40_00);
    expect(withdrawalFee(india, 500_00, 0)).toBe(0);
    expect(withdrawalFee(india, 500_00, 800_00)).toBe(6_00);
    expect(withdrawalFee({ ...india, feeRate: 1.1, freeAmount: 0 }, 1_000_00, 0)).toBe(1_100);
    expect(withdrawalFee({ ...india, feeRate: 2, freeAmount: 0 }, 101, 0)).toBe(3);
  });

  it('forfeits the bonus only where reduce_balance lists bonus', () => {
    expect(withdrawalForfeits(india, { bonus: 700 })).toEqual({ cash: 0, coin: 0 });
    expect(withdrawalForfeits({ ...india, reduceBalance: [REDUCE_BALANCE_KIND.BONUS, REDUCE_BALANCE_KIND.CASH] }, { bonus: 700 })).toEqual({
      cash: 0,
      coin: 700,
    });
  });

  it('finds the turnover that frees enough cash, also when some of the locked cash was lost', () => {
    const task = (amount: number, cur: number): BetTaskRecord => ({ id: amount, kind: 'cash', amount, target: amount, cur, reference: '', createdAt: 0 });
    const tasks = [task(5_000, 200), task(1_000, 200)];
    expect(turnoverNeeded(tasks, 6_000, 1_000)).toBe(800);
    expect(turnoverNeeded(tasks, 6_000, 1_500)).toBe(4_800);
    expect(turnoverNeeded(tasks, 3_000, 1_000)).toBe(4_800);
  });

  it("starts the day at the brand's midnight", () => {
    expect(brandDayStart('brasil', START)).toBe(Date.UTC(2030, 0, 15, 3, 0, 0) / 1000);
    expect(brandDayStart('india', START)).toBe(Date.UTC(2030, 0, 14, 18, 30, 0) / 1000);
    expect(brandDayStart('india', Date.UTC(2030, 0, 15, 18, 30, 0))).toBe(Date.UTC(2030, 0, 15, 18, 30, 0) / 1000);
  });
});

describe('the ledger', () => {
  it('still equals the balances after every test above', async () => {
    expect(await ledgerAudit(server)).toEqual({ mismatches: [] });
    expect(auditLedger(server.services.db)).toEqual([]);
  });
});

describe('a restart', () => {
  it('keeps accounts, sessions and processing withdrawals, which settle afterwards', async () => {
    const restartDirs = tempDirs();
    const clock = testClock(START);
    const before = await startTestApiServer(restartDirs, { clock });
    let player: TestPlayer;
    let accountId: number;
    try {
      player = await newPlayer(before, 'india');
      accountId = await bind(before, player, accountFor('india', 90_001));
      deposit(before, player.id, 2_000_00, { unlocked: true });
      expect((await withdraw(before, player, 700_00, accountId)).code).toBe(0);
    } finally {
      await before.close();
    }
    const after = await startTestApiServer(restartDirs, { clock, dataDir: before.dataDir });
    try {
      expect(after.created).toBe(false);
      const answer = dataOf(await after.call('withdrawInfo', {}, as(player)));
      expect(answer).toMatchObject({ money: 1_300_00, day_withdraw: 700_00, account_list: [expect.objectContaining({ id: accountId })] });
      // The repeat window and the day limit read the stored withdrawals, not memory.
      expect(await withdraw(after, player, 700_00, accountId)).toEqual(refusal(WITHDRAW_MESSAGES.repeat));
      const [record] = dataOf(await after.call('withdrawList', { last_id: 0, limit: 20 }, as(player))).list;
      expect(record).toMatchObject({ amount: 700_00, status: ORDER_STATUS.PROCESSING });
      expect((await settle(after, record?.id ?? 0, 'success')).status).toBe(200);
      expect(after.services.ledger.balances(player.id)).toMatchObject({ cash: 1_300_00, frozenCash: 0 });
      expect(await ledgerAudit(after)).toEqual({ mismatches: [] });
    } finally {
      await after.close();
      restartDirs.cleanup();
    }
  });
});
