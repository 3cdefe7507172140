// Responsible gaming's limits over real HTTP: setting them (lower at once, higher after the 24 h
// cool-down and a confirmation), the audit, deposits and bets refused at a limit with its reset
// time, rolling windows, the lowest binding limit, parallel requests, a restart, the dev clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_TYPE, PAY_TYPE, type ApiEnvelope, type ApiPayload, type EndpointName, type GamingLimits, type OrderPayload } from '@casino/shared-kernel/api-contract';
import { GOODS_TYPE } from '../deposits/deposit-catalogue.ts';
import type { RoundAnswer } from '../games/rounds.ts';
import { tempDirs } from '../testing/temp-dirs.ts';
import { dataOf, startTestApiServer, testClock, type TestApiServer } from '../testing/test-api-server.ts';
import { LEDGER_CAUSE, auditLedger } from '../wallet/ledger.ts';
import { roomAt } from './gaming-limits.ts';
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

interface Player {
  id: number;
  token: string;
}

let devices = 0;
async function newPlayer(cash = 0): Promise<Player> {
  const login = dataOf(await server.call('loginRegister', { client_type: 0, channel_id: 1, device_id: `limits-${(devices += 1)}`, system_type: 3 }));
  const { id } = dataOf(await server.call('userInfo', {}, { token: login.accessToken }));
  if (cash > 0)
    server.services.ledger.move({ playerId: id, requestKey: `grant-${id}`, cause: LEDGER_CAUSE.SEED_GRANT, entries: [{ moneyType: MONEY_TYPE.CASH, amount: cash }] });
  return { id, token: login.accessToken };
}

const call = <Name extends EndpointName>(player: Player, name: Name, payload?: ApiPayload<Name> | Record<string, unknown>, language?: string) =>
  server.call(name, payload, { token: player.token, ...(language ? { headers: { 'Accept-Language': language } } : {}) });

const limits = async (player: Player): Promise<GamingLimits> => dataOf(await call(player, 'gamingLimits'));

const setLimit = (player: Player, kind: 'deposit' | 'loss' | 'wager', period: 'day' | 'week' | 'month', amount: number | null) =>
  call(player, 'setGamingLimit', { kind, period, amount });

/** A custom-amount deposit order through the QR method. */
const depositOrder = (amount: number): OrderPayload => ({
  goods_id: 0,
  goods_type: GOODS_TYPE.SHOP,
  amount,
  pay_type: PAY_TYPE.CUSTOM,
  is_add_coin: false,
  is_join_charge_reward: false,
  pay_method_id: 1,
});

async function settle(orderNo: string, outcome: 'paid' | 'failed') {
  const response = await fetch(`${server.url}/dev/orders/${orderNo}/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  expect(response.status).toBe(200);
}

async function deposit(player: Player, amount: number): Promise<string> {
  const result = dataOf(await call(player, 'createOrder', depositOrder(amount)));
  if (!result) throw new Error('expected an order');
  await settle(result.order_no, 'paid');
  return result.order_no;
}

const seconds = () => Math.floor(server.services.now() / 1000);

const auditRows = (playerId: number) =>
  server.services.db
    .prepare('SELECT kind, period, action, old_amount, new_amount, actor FROM gaming_limit_audit WHERE player_id = ? ORDER BY id')
    .all(playerId)
    .map((row) => ({ ...row }));

describe('setting a limit', () => {
  it('applies a first or lower limit at once and holds a higher one for 24 hours and a confirmation, auditing each change', async () => {
    const player = await newPlayer();
    expect((await limits(player)).limits).toEqual([]);

    dataOf(await setLimit(player, 'deposit', 'day', 1_000_00));
    expect((await limits(player)).limits).toEqual([
      { kind: 'deposit', period: 'day', amount: 1_000_00, used: 0, remaining: 1_000_00, pending: false, pending_amount: null, pending_from: 0 },
    ]);

    dataOf(await setLimit(player, 'deposit', 'day', 800_00));
    expect((await limits(player)).limits[0]).toMatchObject({ amount: 800_00, pending: false });

    const asked = seconds();
    const view = dataOf(await setLimit(player, 'deposit', 'day', 2_000_00));
    expect(view.increase_cool_down_hours).toBe(24);
    expect(view.offer_deposit_limit).toBe(true);
    expect(view.limits[0]).toMatchObject({ amount: 800_00, pending: true, pending_amount: 2_000_00, pending_from: asked + 24 * 3600 });

    const early = await call(player, 'confirmGamingLimit', { kind: 'deposit', period: 'day' });
    expect(early).toMatchObject({ code: 500, msg: `This change can be confirmed from ${brandTimeText('india', asked + 24 * 3600)}` });
    expect((await limits(player)).limits[0]).toMatchObject({ amount: 800_00, pending: true });

    clock.advance(24 * HOUR);
    const confirmed = dataOf(await call(player, 'confirmGamingLimit', { kind: 'deposit', period: 'day' }));
    expect(confirmed.limits[0]).toMatchObject({ amount: 2_000_00, pending: false, pending_amount: null, pending_from: 0 });
    expect(await call(player, 'confirmGamingLimit', { kind: 'deposit', period: 'day' })).toMatchObject({
      code: 500,
      msg: 'There is no limit change waiting for confirmation',
    });

    expect(auditRows(player.id)).toEqual([
      { kind: 'deposit', period: 'day', action: 'set', old_amount: null, new_amount: 1_000_00, actor: 'player' },
      { kind: 'deposit', period: 'day', action: 'decreased', old_amount: 1_000_00, new_amount: 800_00, actor: 'player' },
      { kind: 'deposit', period: 'day', action: 'increase_requested', old_amount: 800_00, new_amount: 2_000_00, actor: 'player' },
      { kind: 'deposit', period: 'day', action: 'increased', old_amount: 800_00, new_amount: 2_000_00, actor: 'player' },
    ]);
  });

  it('removes a limit only after the cool-down, and a lower amount meanwhile cancels the wait', async () => {
    const player = await newPlayer();
    dataOf(await setLimit(player, 'wager', 'week', 5_000_00));
    expect(dataOf(await setLimit(player, 'wager', 'week', null)).limits[0]).toMatchObject({ amount: 5_000_00, pending: true, pending_amount: null });
    dataOf(await setLimit(player, 'wager', 'week', 4_000_00));
    expect((await limits(player)).limits[0]).toMatchObject({ amount: 4_000_00, pending: false });

    dataOf(await setLimit(player, 'wager', 'week', null));
    clock.advance(24 * HOUR);
    expect(dataOf(await call(player, 'confirmGamingLimit', { kind: 'wager', period: 'week' })).limits).toEqual([]);
    expect(auditRows(player.id).map((row) => row.action)).toEqual(['set', 'removal_requested', 'decreased', 'removal_requested', 'removed']);
  });

  it('refuses what the contract refuses, without a change', async () => {
    const player = await newPlayer();
    expect((await setLimit(player, 'deposit', 'day', 0)).msg).toBe('amount: must be above 0');
    expect((await call(player, 'setGamingLimit', { kind: 'bonus', period: 'day', amount: 100 })).msg).toBe('kind: must be deposit, loss or wager');
    expect((await call(player, 'setGamingLimit', { kind: 'loss', period: 'year', amount: 100 })).msg).toBe('period: must be day, week or month');
    expect((await server.call('gamingLimits', {})).code).toBe(1013);
    expect(auditRows(player.id)).toEqual([]);
  });

  it('keeps limits, pending increases and the audit across a restart', async () => {
    const restartDirs = tempDirs();
    const restartClock = testClock(Date.UTC(2026, 10, 26, 12, 0, 0));
    let first = await startTestApiServer(restartDirs, { clock: restartClock });
    const login = await first.signInDemo();
    const before = dataOf(await first.call('setGamingLimit', { kind: 'loss', period: 'month', amount: 300_00 }, { token: login.accessToken }));
    dataOf(await first.call('setGamingLimit', { kind: 'loss', period: 'month', amount: 900_00 }, { token: login.accessToken }));
    await first.close();
    first = await startTestApiServer(restartDirs, { clock: restartClock, dataDir: first.dataDir });
    try {
      const after = dataOf(await first.call('gamingLimits', {}, { token: login.accessToken }));
      expect(after.limits).toEqual([{ ...before.limits[0], pending: true, pending_amount: 900_00, pending_from: Math.floor(restartClock.now() / 1000) + 24 * 3600 }]);
    } finally {
      await first.close();
      restartDirs.cleanup();
    }
  });
});

describe('deposit limits', () => {
  it('refuses an order that would pass the daily limit, naming the limit, what is left and when it resets', async () => {
    const player = await newPlayer();
    dataOf(await setLimit(player, 'deposit', 'day', 1_000_00));
    const firstAt = seconds();
    await deposit(player, 800_00);
    clock.advance(HOUR);

    const refused = await call(player, 'createOrder', depositOrder(300_00));
    const resetsAt = brandTimeText('india', firstAt + 24 * 3600);
    expect(refused).toMatchObject({
      code: 500,
      msg: `This deposit would pass your daily deposit limit of ₹ 1,000.00. Left now: ₹ 200.00. The limit resets at ${resetsAt}.`,
      data: null,
    });
    // In the player's language, with the same time.
    expect((await call(player, 'createOrder', depositOrder(300_00), 'pt-br')).msg).toBe(
      `Este depósito ultrapassaria seu limite diário de depósito de ₹ 1.000,00. Disponível agora: ₹ 200,00. O limite é renovado em ${resetsAt}.`,
    );
    expect((await limits(player)).limits[0]).toMatchObject({ used: 800_00, remaining: 200_00 });
    // What is left still goes through; then nothing does.
    await deposit(player, 200_00);
    expect((await call(player, 'createOrder', depositOrder(100_00))).code).toBe(500);

    // Rolling: 24 h after the first deposit its ₹800 leaves the window.
    clock.advance(23 * HOUR);
    expect((await limits(player)).limits[0]).toMatchObject({ used: 200_00, remaining: 800_00 });
    await deposit(player, 300_00);
  });

  it('names an amount above the limit itself without a reset time', async () => {
    const player = await newPlayer();
    dataOf(await setLimit(player, 'deposit', 'week', 500_00));
    expect((await call(player, 'createOrder', depositOrder(600_00))).msg).toBe('This deposit would pass your weekly deposit limit of ₹ 500.00. Left now: ₹ 500.00.');
  });

  it('lets the lowest binding limit win, and counts an order waiting for payment until it fails', async () => {
    const player = await newPlayer();
    dataOf(await setLimit(player, 'deposit', 'day', 1_000_00));
    dataOf(await setLimit(player, 'deposit', 'week', 600_00));
    const waiting = dataOf(await call(player, 'createOrder', depositOrder(500_00)));
    if (!waiting) throw new Error('expected an order');
    expect((await call(player, 'createOrder', depositOrder(200_00))).msg).toMatch(/^This deposit would pass your weekly deposit limit of ₹ 600.00\. Left now: ₹ 100.00\./);
    await settle(waiting.order_no, 'failed');
    expect(dataOf(await call(player, 'createOrder', depositOrder(200_00)))).not.toBeNull();
  });

  it('never lets parallel orders pass the limit together', async () => {
    const player = await newPlayer();
    dataOf(await setLimit(player, 'deposit', 'day', 1_000_00));
    // Different amounts, so the double-click rule (the same order within 60 s) is not what refuses them.
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => call(player, 'createOrder', depositOrder(300_00 + index))));
    const made = answers.filter((answer) => answer.code === 0);
    expect(made).toHaveLength(3);
    expect(answers.filter((answer) => answer.code === 500).every((answer) => answer.msg.startsWith('This deposit would pass your daily deposit limit'))).toBe(true);
    expect((await limits(player)).limits[0]?.used).toBeLessThanOrEqual(1_000_00);
  });
});

describe('loss and wager limits', () => {
  const DICE = { game_id: 'orig-dice', game_type: 'Originals' };
  let nonces = 0;

  async function launch(player: Player, moneyType: number = MONEY_TYPE.CASH): Promise<string> {
    const url = dataOf(await call(player, 'gameUrl', { ...DICE, money_type: moneyType, mod: 1 })).game_url;
    return `${server.url}${new URL(url).pathname}`;
  }

  async function bet(gameUrl: string, stake: number, target = 50): Promise<ApiEnvelope<RoundAnswer>> {
    const response = await fetch(`${gameUrl}/round`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nonce: `limit-round-${(nonces += 1)}`, stake, target, direction: 'over' }),
    });
    return (await response.json()) as ApiEnvelope<RoundAnswer>;
  }

  it('refuses a stake that would pass the wager limit, and counts no gold', async () => {
    const player = await newPlayer(10_000_00);
    dataOf(await setLimit(player, 'wager', 'day', 500_00));
    const url = await launch(player);
    dataOf(await bet(url, 300_00));
    const refused = await bet(url, 300_00);
    expect(refused).toMatchObject({ code: 500, data: null });
    expect(refused.msg).toMatch(/^This bet would pass your daily wager limit of ₹ 500\.00\. Left now: ₹ 200\.00\. The limit resets at /);
    dataOf(await bet(url, 200_00));

    server.services.ledger.move({ playerId: player.id, requestKey: `gold-${player.id}`, cause: LEDGER_CAUSE.SEED_GRANT, entries: [{ moneyType: MONEY_TYPE.GOLD, amount: 1_000_00 }] });
    dataOf(await bet(await launch(player, MONEY_TYPE.GOLD), 300_00));
  });

  it('refuses a stake that, lost, would pass the loss limit: wins give room back', async () => {
    const player = await newPlayer(10_000_00);
    dataOf(await setLimit(player, 'loss', 'day', 100_00));
    const url = await launch(player);
    // Rolls over 99 at 99 % RTP: nearly always lost; play until the loss window is nearly used.
    let lost = 0;
    while (lost + 30_00 <= 100_00) {
      const round = dataOf(await bet(url, 30_00, 98));
      lost += round.round.stake - round.round.win;
    }
    const view = (await limits(player)).limits[0];
    expect(view).toMatchObject({ kind: 'loss', used: lost, remaining: 100_00 - lost });
    const refused = await bet(url, 30_00, 98);
    expect(refused.msg).toMatch(/^This bet would pass your daily loss limit of ₹ 100\.00\./);
    if (view && view.remaining > 0) dataOf(await bet(url, view.remaining, 98));
  });

  it('never lets parallel bets pass the wager limit together', async () => {
    const player = await newPlayer(10_000_00);
    dataOf(await setLimit(player, 'wager', 'day', 1_000_00));
    const url = await launch(player);
    const answers = await Promise.all(Array.from({ length: 12 }, () => bet(url, 300_00)));
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(3);
    const staked = server.services.db
      .prepare(`SELECT -SUM(amount) AS staked FROM ledger WHERE player_id = ? AND cause = 'bet'`)
      .get(player.id);
    expect(Number(staked?.staked)).toBe(900_00);
    expect(auditLedger(server.services.db)).toEqual([]);
  });
});

describe('the window arithmetic', () => {
  it('finds when enough of the window has left for an amount', () => {
    const events = [
      { at: 100, amount: 500 },
      { at: 200, amount: 300 },
    ];
    expect(roomAt(events, 1000, 1000, 200)).toBe(0);
    expect(roomAt(events, 1000, 1000, 300)).toBe(1100);
    expect(roomAt(events, 1000, 1000, 900)).toBe(1200);
    expect(roomAt(events, 1000, 1000, 1001)).toBeNull();
    // A win (negative) leaving the window takes room away again: the first moment that fits counts.
    expect(roomAt([{ at: 100, amount: -400 }, { at: 200, amount: 1200 }], 1000, 1000, 300)).toBe(1200);
  });
});

describe('the development clock', () => {
  it('moves the service clock forward while signatures stay on the real one', async () => {
    const player = await newPlayer();
    const before = (await limits(player)).now;
    const response = await fetch(`${server.url}/dev/clock/advance`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seconds: 3600 }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ offset_seconds: 3600 });
    // Signed on the test's clock, which did not move: still accepted.
    expect((await limits(player)).now).toBe(before + 3600);

    const reset = await fetch(`${server.url}/dev/clock/reset`, { method: 'POST' });
    expect(await reset.json()).toMatchObject({ offset_seconds: 0 });
    expect((await limits(player)).now).toBe(before);

    const bad = await fetch(`${server.url}/dev/clock/advance`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seconds: -5 }) });
    expect(bad.status).toBe(400);
  });

  it('does not exist in production', async () => {
    const productionDirs = tempDirs();
    const production = await startTestApiServer(productionDirs, { mode: 'production', signingKeys: { india: 'x'.repeat(32), brasil: 'y'.repeat(32) } });
    try {
      const response = await fetch(`${production.url}/dev/clock/advance`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"seconds":60}' });
      expect(response.status).toBe(404);
    } finally {
      await production.close();
      productionDirs.cleanup();
    }
  });
});
