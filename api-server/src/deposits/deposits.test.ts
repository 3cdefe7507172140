// The deposits calls over real HTTP, as the cashier and the payment provider use them: shop and
// offers, orders paid through the payment page or by QR code (settled by the provider's dev
// callback), what a confirmed deposit credits, and that every order takes effect once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_PAY_METHOD,
  ORDER_STATUS,
  PAY_TYPE,
  type ApiData,
  type ApiPayload,
  type EndpointName,
  type OrderPayload,
  type OrderResult,
} from '@casino/shared-kernel/api-contract';
import { GameCatalogue } from '../catalogue/game-catalogue.ts';
import { AwardEligibility } from '../accounts/award-eligibility.ts';
import { Players } from '../accounts/players.ts';
import { loadBrands } from '../brands/brands.ts';
import { openDatabase } from '../db/database.ts';
import { SiteSettings } from '../site/site-settings.ts';
import { tempDirs } from '../testing/temp-dirs.ts';
import { BetTasks } from '../wallet/bet-tasks.ts';
import { Ledger } from '../wallet/ledger.ts';
import { withdrawConfigText, withdrawLimits } from '../withdrawals/withdraw-limits.ts';
import { dataOf, startTestApiServer, type TestApiServer } from '../testing/test-api-server.ts';
import { GOODS_TYPE } from './deposit-catalogue.ts';
import { DepositShop } from './deposit-shop.ts';
import { NO_PAYMENT_PROVIDER, createDepositsDomain } from './deposits-domain.ts';
import { DUPLICATE_ORDER_SECONDS, MAX_PROCESSING_ORDERS, ORDER_TTL_SECONDS, type DepositOrderRecord } from './deposit-orders.ts';
import { crc16Ccitt, readEmvFields } from './payment-codes.ts';
import { GamingLimits } from '../responsible-gaming/gaming-limits.ts';

const dirs = tempDirs();
let server: TestApiServer;

beforeAll(async () => {
  server = await startTestApiServer(dirs);
});

afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

interface Player {
  id: number;
  token: string;
  brand: string;
}

let devices = 0;
/** A new guest player of a brand (no deposit yet). */
async function newPlayer(brand = 'india'): Promise<Player> {
  const login = dataOf(
    await server.call(
      'loginRegister',
      {
        client_type: 0,
        channel_id: 1,
        device_id: `deposits-${(devices += 1)}`,
        system_type: 3,
      },
      { brand },
    ),
  );
  const info = dataOf(await server.call('userInfo', {}, { token: login.accessToken, brand }));
  return { id: info.id, token: login.accessToken, brand };
}

const call = <Name extends EndpointName>(player: Player, name: Name, payload?: ApiPayload<Name> | Record<string, unknown>) =>
  server.call(name, payload, { token: player.token, brand: player.brand });

const ok = async <Name extends EndpointName>(player: Player, name: Name, payload?: ApiPayload<Name> | Record<string, unknown>): Promise<ApiData<Name>> =>
  dataOf(await call(player, name, payload));

/** India's ₹500 pack (5 % bonus, 1 % gold) paid through Paytm's payment page unless told otherwise. */
const PACK_500: OrderPayload = {
  goods_id: 3,
  goods_type: GOODS_TYPE.SHOP,
  amount: 500_00,
  pay_type: PAY_TYPE.FIXED,
  is_add_coin: true,
  is_join_charge_reward: false,
  pay_method_id: 2,
};

const custom = (amount: number, overrides: Partial<OrderPayload> = {}): OrderPayload => ({
  ...PACK_500,
  goods_id: 0,
  pay_type: PAY_TYPE.CUSTOM,
  amount,
  ...overrides,
});

async function order(player: Player, payload: OrderPayload): Promise<OrderResult> {
  const result = await ok(player, 'createOrder', payload);
  if (!result) throw new Error('expected an order, got 501');
  return result;
}

/** The path and query of an absolute URL of this service (its public URL is not the test port). */
const localPath = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

async function openPage(url: string) {
  const response = await fetch(`${server.url}${localPath(url)}`);
  return {
    status: response.status,
    headers: response.headers,
    html: await response.text(),
  };
}

/** Posts the page's form as a browser does; answers the redirect's target page. */
async function postForm(url: string, action: 'confirm' | 'cancel', key = new URL(url).searchParams.get('key') ?? '') {
  const path = new URL(url).pathname;
  const response = await fetch(`${server.url}${path}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ key }).toString(),
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) return { status: response.status, html: await response.text() };
  return openPage(`${server.url}${location}`);
}

async function settle(orderNo: string, outcome: 'paid' | 'failed') {
  const response = await fetch(`${server.url}/dev/orders/${orderNo}/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  };
}

async function history(player: Player, payload: { last_id?: number; limit?: number; type?: number } = {}) {
  const page = await ok(player, 'orderList', {
    last_id: 0,
    limit: 20,
    ...payload,
  });
  return { list: page.list as DepositOrderRecord[], last_id: page.last_id };
}

async function audit(): Promise<unknown[]> {
  return (
    (await (await fetch(`${server.url}/dev/ledger/audit`)).json()) as {
      mismatches: unknown[];
    }
  ).mismatches;
}

/** A paid deposit of the shop's ₹100 pack, to raise pay_count. */
async function deposit(player: Player, amount = 100_00): Promise<string> {
  const result = await order(player, custom(amount, { pay_method_id: 1 }));
  expect((await settle(result.order_no, 'paid')).status).toBe(200);
  return result.order_no;
}

const utcDateTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

describe('the cashier', () => {
  it('needs a signed-in player for every call (spec 6)', async () => {
    const calls: [EndpointName, Record<string, unknown>][] = [
      ['shop', { type: 0 }],
      ['paymentList', {}],
      ['payMethods', {}],
      ['createOrder', PACK_500],
      ['orderList', { last_id: 0, limit: 20 }],
      ['chargeReward', {}],
      ['balance', { config_type: 7 }],
      ['firstCharge', { pay_count: 0, pay_type: 2 }],
    ];
    for (const [name, payload] of calls) {
      expect((await server.call(name, payload)).code, name).toBe(1013);
    }
  });

  it('sells the shop in rupees on India and in reais on Brasil, pictures served here', async () => {
    const india = await ok(await newPlayer(), 'shop', { type: 0 });
    expect(Math.abs(india.time - server.clock.now() / 1000)).toBeLessThan(2);
    expect(india.custom_list.map((tier) => tier.amount)).toEqual([100_00, 500_00, 1_000_00, 5_000_00, 10_000_00]);
    expect(india.custom_list[2]).toEqual({
      amount: 1_000_00,
      cash_rate: 100,
      coin_rate: 5,
      gold_rate: 1,
    });
    expect(india.custom_fix_list[1]).toEqual({
      amount: 300_00,
      cash_rate: 100,
      coin_rate: 0,
      gold_rate: 0,
    });
    expect(india.fix_list.map((item) => item.amount)).toEqual([100_00, 200_00, 500_00, 1_000_00, 2_000_00, 5_000_00, 10_000_00, 20_000_00]);
    expect(india.fix_list[2]).toEqual({
      id: 3,
      name: '₹500',
      amount: 500_00,
      coin_num: 25_00,
      gold_num: 5_00,
      lable: '+5%',
      rate: 5,
      img: 'http://127.0.0.1:4330/api/assets/deposits/coins-2.svg',
      stock_uid_num: 0,
      buy_uid_num: 0,
      coin_multi: 10,
      sort: 3,
      coin: 25_00,
      extra_coin: 0,
    });
    const picture = await fetch(`${server.url}${localPath(india.fix_list[2]?.img ?? '')}`);
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await picture.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await fetch(`${server.url}/api/assets/deposits/nothing.svg`)).status).toBe(404);

    const brasil = await ok(await newPlayer('brasil'), 'shop', { type: 0 });
    expect(brasil.fix_list.map((item) => item.amount)).toEqual([20_00, 30_00, 50_00, 100_00, 200_00, 500_00, 1_000_00, 2_000_00]);
    expect(brasil.fix_list[3]?.name).toBe('R$ 100');
    expect(brasil.custom_list[0]?.amount).toBe(10_00);
  });

  it('lists the payment methods: UPI, Paytm and PhonePe on India, PIX on Brasil; the last one used first for the player', async () => {
    const player = await newPlayer();
    const india = [
      { id: 1, name: 'UPI', pay_type: ORDER_PAY_METHOD.QR_CODE, sort_index: 1 },
      { id: 2, name: 'Paytm', pay_type: ORDER_PAY_METHOD.LINK, sort_index: 2 },
      {
        id: 3,
        name: 'PhonePe',
        pay_type: ORDER_PAY_METHOD.LINK,
        sort_index: 3,
      },
    ];
    expect(await ok(player, 'paymentList')).toEqual({ list: india });
    expect(await ok(player, 'payMethods')).toEqual({ list: india });
    const phonePe = await order(player, { ...PACK_500, pay_method_id: 3 });
    await settle(phonePe.order_no, 'paid');
    expect((await ok(player, 'payMethods')).list.map((method) => method.name)).toEqual(['PhonePe', 'UPI', 'Paytm']);
    expect((await ok(player, 'paymentList')).list.map((method) => method.name)).toEqual(['UPI', 'Paytm', 'PhonePe']);

    expect((await ok(await newPlayer('brasil'), 'paymentList')).list).toEqual([
      { id: 1, name: 'PIX', pay_type: ORDER_PAY_METHOD.QR_CODE, sort_index: 1 },
      {
        id: 2,
        name: 'PIX Checkout',
        pay_type: ORDER_PAY_METHOD.LINK,
        sort_index: 2,
      },
    ]);
  });

  it('answers the balance config by the sections asked for', async () => {
    const player = await newPlayer();
    const all = await ok(player, 'balance', { config_type: 7 });
    expect(all.global_list.map((entry) => entry.pay_type)).toEqual([PAY_TYPE.CUSTOM, PAY_TYPE.FIXED]);
    expect(all.global_list[0]).toEqual({
      pay_type: PAY_TYPE.CUSTOM,
      show_pay_list: [1, 2, 3],
      // The withdrawal rules as the withdrawals domain states them.
      with_draw_config: withdrawConfigText('india'),
      reduce_balance: [...withdrawLimits('india').reduceBalance],
      bank_code: 'ICIC',
    });
    expect(JSON.parse(all.global_list[1]?.with_draw_config ?? '')).toHaveProperty('min_amount');
    expect(all.bank_code).toBe('ICIC');
    expect([all.custom_list.length, all.custom_fix_list.length, all.fix_list.length]).toEqual([5, 8, 8]);

    const global = await ok(player, 'balance', { config_type: 1 });
    expect([global.global_list.length, global.custom_list.length, global.custom_fix_list.length, global.fix_list.length]).toEqual([2, 0, 0, 0]);
    const customOnly = await ok(player, 'balance', { config_type: 2 });
    expect([customOnly.global_list.length, customOnly.bank_code, customOnly.custom_list.length, customOnly.fix_list.length]).toEqual([0, '', 5, 0]);
    const packsOnly = await ok(player, 'balance', { config_type: 4 });
    expect([packsOnly.custom_list.length, packsOnly.fix_list.length]).toEqual([0, 8]);
    expect((await call(player, 'balance', { config_type: 8 })).code).toBe(500);
  });

  it('answers the charge reward: its tiers, ticked by default, and how often the player joined', async () => {
    const player = await newPlayer();
    const reward = await ok(player, 'chargeReward');
    expect(reward.global_info).toEqual({ default_flag: true });
    expect(reward.join_num).toBe(0);
    expect(reward.fix_list.map((tier) => [tier.amount, tier.coin_num, tier.gold_num])).toEqual([
      [500_00, 10_00, 5_00],
      [1_000_00, 25_00, 10_00],
      [5_000_00, 150_00, 50_00],
      [10_000_00, 350_00, 100_00],
    ]);
  });
});

describe('an order paid through the payment page', () => {
  it('credits cash, bonus and gold, opens the bet tasks and counts the deposit', async () => {
    const player = await newPlayer();
    const result = await order(player, PACK_500);
    expect(result).toEqual({
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:4330\/api\/pay\/D\d{22}\?key=[\w-]{22}$/),
      br_code: '',
      pay_method: 2,
      order_no: expect.any(String),
    });
    expect(result.url).toContain(`/api/pay/${result.order_no}?`);
    const before = await history(player);
    expect(before.list).toEqual([
      expect.objectContaining({
        order_no: result.order_no,
        amount: 500_00,
        status: ORDER_STATUS.PROCESSING,
        bonus: 25_00,
        gold: 5_00,
      }),
    ]);

    const checkout = await openPage(result.url);
    expect(checkout.status).toBe(200);
    expect(checkout.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(checkout.headers.get('content-security-policy')).toMatch(/default-src 'none'; style-src 'sha256-[^']+'; form-action 'self'/);
    expect(checkout.headers.get('referrer-policy')).toBe('no-referrer');
    expect(checkout.html).not.toMatch(/<script/i);
    for (const shown of ['CASINO INDIA', '₹500.00', 'INR', 'Paytm', result.order_no, 'Confirm payment', 'Cancel']) expect(checkout.html).toContain(shown);
    expect(checkout.html).toContain(`<form method="post" action="${result.order_no}/confirm">`);

    const done = await postForm(result.url, 'confirm');
    expect(done.status).toBe(200);
    expect(done.html).toContain('Payment successful');
    expect(done.html).toContain('Back to the casino');

    expect(await ok(player, 'walletInfo')).toEqual({
      money: 500_00,
      coin: 25_00,
      gold: 5_00,
      taskBonus: 25_00,
      taskCur: 0,
      taskTarget: 250_00,
    });
    expect(await ok(player, 'betTask')).toEqual({
      totalCash: 500_00,
      totalWithdraw: 0,
      cashTaskList: [
        { cur: 0, target: 500_00, bonus: 0 },
        { cur: 0, target: 250_00, bonus: 25_00 },
      ],
    });
    const info = await ok(player, 'userInfo');
    expect([info.pay_count, info.pay_total, info.first_pay_date]).toEqual([1, 500_00, utcDateTime(server.clock.now())]);
    const [record] = (await history(player)).list;
    expect(record).toMatchObject({
      order_no: result.order_no,
      status: ORDER_STATUS.SUCCESS,
      money: 500_00,
      bonus: 25_00,
      gold: 5_00,
      pay_method_name: 'Paytm',
    });
    expect(record?.update_time).toBe(Math.floor(server.clock.now() / 1000));
    expect((await ok(player, 'shop', { type: 0 })).fix_list[2]?.buy_uid_num).toBe(1);

    // A second deposit adds up and keeps the date of the first.
    server.clock.advance(5_000);
    await deposit(player, 1_234_00);
    const after = await ok(player, 'userInfo');
    expect([after.pay_count, after.pay_total, after.first_pay_date]).toEqual([2, 1_734_00, info.first_pay_date]);
    // ₹1,234 reaches the ₹1,000 tier: 5 % bonus, 1 % gold.
    expect(await ok(player, 'walletInfo')).toMatchObject({
      money: 1_734_00,
      coin: 25_00 + 61_70,
      gold: 5_00 + 12_34,
    });
  });

  it('credits once, however often and however many at once the payment is confirmed', async () => {
    const player = await newPlayer();
    const result = await order(player, PACK_500);
    const pages = await Promise.all(Array.from({ length: 10 }, () => postForm(result.url, 'confirm')));
    expect(pages.every((page) => page.status === 200 && page.html.includes('Payment successful'))).toBe(true);
    expect((await postForm(result.url, 'confirm')).html).toContain('Payment successful');
    const settled = await Promise.all(Array.from({ length: 5 }, () => settle(result.order_no, 'paid')));
    expect(settled.map((answer) => [answer.status, answer.body.changed])).toEqual(Array.from({ length: 5 }, () => [200, false]));
    expect(await ok(player, 'walletInfo')).toMatchObject({
      money: 500_00,
      coin: 25_00,
      gold: 5_00,
    });
    expect((await ok(player, 'userInfo')).pay_count).toBe(1);
    expect((await ok(player, 'betTask')).cashTaskList).toHaveLength(2);
    // Cancelling a paid order changes nothing.
    expect((await postForm(result.url, 'cancel')).html).toContain('Payment successful');
    expect((await settle(result.order_no, 'failed')).status).toBe(409);
  });

  it('closes a cancelled order without money, for good', async () => {
    const player = await newPlayer();
    const result = await order(player, PACK_500);
    const page = await postForm(result.url, 'cancel');
    expect(page.html).toContain('Payment cancelled');
    expect(page.html).toContain('Back to the casino');
    expect((await postForm(result.url, 'confirm')).html).toContain('Payment cancelled');
    expect(await settle(result.order_no, 'paid')).toMatchObject({
      status: 409,
      body: { error: expect.stringContaining('already failed (cancelled)') },
    });
    expect(await ok(player, 'walletInfo')).toMatchObject({
      money: 0,
      coin: 0,
      gold: 0,
      taskTarget: 0,
    });
    expect((await ok(player, 'userInfo')).pay_count).toBe(0);
    expect((await history(player)).list).toEqual([
      expect.objectContaining({
        order_no: result.order_no,
        status: ORDER_STATUS.FAIL,
        money: 0,
        bonus: 0,
      }),
    ]);
    expect((await ok(player, 'betTask')).cashTaskList).toEqual([]);
  });

  it('shows the page only to the holder of the link', async () => {
    const owner = await newPlayer();
    const other = await newPlayer();
    const result = await order(owner, PACK_500);
    const wrongKey = `${server.url}/api/pay/${result.order_no}?key=${'A'.repeat(22)}`;
    const page = await openPage(wrongKey);
    expect(page.status).toBe(404);
    expect(page.html).toContain('Payment not found');
    expect((await openPage(`${server.url}/api/pay/D00000000000000000000000?key=x`)).status).toBe(404);
    expect((await openPage(`${server.url}/api/pay/${result.order_no}`)).status).toBe(404);
    expect((await postForm(wrongKey, 'confirm', 'A'.repeat(22))).status).toBe(404);
    expect((await postForm(result.url, 'confirm', '')).status).toBe(404);
    // Another player sees none of it in their history.
    expect((await history(other)).list).toEqual([]);
    expect((await history(owner)).list[0]).toMatchObject({
      order_no: result.order_no,
      status: ORDER_STATUS.PROCESSING,
    });
    expect(await ok(other, 'walletInfo')).toMatchObject({ money: 0 });
  });

  it('lets an unpaid order expire after 30 minutes', async () => {
    const player = await newPlayer();
    const result = await order(player, PACK_500);
    server.clock.advance((ORDER_TTL_SECONDS + 1) * 1000);
    expect((await history(player)).list[0]).toMatchObject({
      status: ORDER_STATUS.FAIL,
    });
    expect((await openPage(result.url)).html).toContain('Payment expired');
    expect((await postForm(result.url, 'confirm')).html).toContain('Payment expired');
    expect((await settle(result.order_no, 'paid')).status).toBe(409);
    expect(await ok(player, 'walletInfo')).toMatchObject({ money: 0 });
  });

  it('shows Brasil its page in Portuguese with reais', async () => {
    const player = await newPlayer('brasil');
    const result = await order(player, {
      ...PACK_500,
      goods_id: 4,
      amount: 100_00,
    });
    const page = await openPage(result.url);
    for (const shown of ['lang="pt-BR"', 'CASSINO BRASIL', 'R$ 100,00', 'BRL', 'PIX Checkout', 'Confirmar pagamento']) expect(page.html).toContain(shown);
    expect((await postForm(result.url, 'confirm')).html).toContain('Voltar ao cassino');
    expect(await ok(player, 'walletInfo')).toMatchObject({
      money: 100_00,
      coin: 8_00,
      gold: 1_00,
    });
  });
});

describe('an order paid by QR code', () => {
  it('carries a UPI intent on India, settled by the provider callback', async () => {
    const player = await newPlayer();
    const result = await order(player, { ...PACK_500, pay_method_id: 1 });
    expect(result.url).toBe('');
    expect(result.pay_method).toBe(ORDER_PAY_METHOD.QR_CODE);
    expect(result.br_code).toBe(
      `upi://pay?pa=casinoindia@icici&pn=CASINO%20INDIA&mc=7995&tr=${result.order_no}&tn=Deposit%20${result.order_no}&am=500.00&cu=INR`,
    );
    expect(await settle(result.order_no, 'paid')).toEqual({
      status: 200,
      body: {
        order_no: result.order_no,
        status: 1,
        result: 'paid',
        changed: true,
      },
    });
    expect(await ok(player, 'walletInfo')).toMatchObject({
      money: 500_00,
      coin: 25_00,
      gold: 5_00,
    });
    expect(await settle(result.order_no, 'failed')).toMatchObject({
      status: 409,
    });
  });

  it('carries a PIX BR Code on Brasil with the order as txid and a valid checksum', async () => {
    const player = await newPlayer('brasil');
    const result = await order(player, custom(57_50, { pay_method_id: 1 }));
    const fields = readEmvFields(result.br_code);
    expect([fields.get('00'), fields.get('01'), fields.get('53'), fields.get('54'), fields.get('58'), fields.get('59'), fields.get('60')]).toEqual([
      '01',
      '12',
      '986',
      '57.50',
      'BR',
      'CASSINO BRASIL',
      'SAO PAULO',
    ]);
    expect(readEmvFields(fields.get('26') ?? '').get('00')).toBe('br.gov.bcb.pix');
    expect(readEmvFields(fields.get('62') ?? '').get('05')).toBe(result.order_no);
    expect(result.br_code.slice(-8, -4)).toBe('6304');
    expect(result.br_code.slice(-4)).toBe(crc16Ccitt(result.br_code.slice(0, -4)));

    expect((await settle(result.order_no, 'paid')).status).toBe(200);
    // R$ 57,50 reaches the R$ 50 tier: 3 % bonus and 1 % gold, rounded down to the centavo.
    expect(await ok(player, 'walletInfo')).toMatchObject({
      money: 57_50,
      coin: 1_72,
      gold: 57,
    });
  });

  it('closes a failed payment without money, and answers an unknown order 404', async () => {
    const player = await newPlayer();
    const result = await order(player, { ...PACK_500, pay_method_id: 1 });
    expect(await settle(result.order_no, 'failed')).toMatchObject({
      status: 200,
      body: { status: 2, result: 'failed', changed: true },
    });
    expect(await settle(result.order_no, 'paid')).toMatchObject({
      status: 409,
    });
    expect(await ok(player, 'walletInfo')).toMatchObject({
      money: 0,
      coin: 0,
      gold: 0,
    });
    expect((await settle('D00000000000000000000000', 'paid')).status).toBe(404);
    const response = await fetch(`${server.url}/dev/orders/${result.order_no}/settle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"outcome":"maybe"}',
    });
    expect(response.status).toBe(400);
  });
});

describe('creating an order', () => {
  it('refuses what the shop does not sell, with a message that says why', async () => {
    const player = await newPlayer();
    const refusals: [OrderPayload | Record<string, unknown>, string][] = [
      [custom(99_99), 'The amount must be between ₹100.00 and ₹50,000.00'],
      [custom(50_000_01), 'The amount must be between ₹100.00 and ₹50,000.00'],
      [{ ...PACK_500, goods_id: 999 }, 'goods_id: 999 is not a pack of the shop'],
      [{ ...PACK_500, goods_id: 101 }, 'goods_id: 101 is not a pack of the shop'],
      [{ ...PACK_500, goods_type: GOODS_TYPE.FIRST_DEPOSIT }, 'goods_id: 3 is not a pack of the first deposit offer'],
      [{ ...PACK_500, amount: 400_00 }, 'amount: this pack costs ₹500.00'],
      [{ ...PACK_500, goods_id: 0 }, 'goods_id: a fixed pack is ordered by its goods_id'],
      [custom(500_00, { goods_id: 3 }), 'goods_id: a custom amount is ordered with goods_id 0'],
      [{ ...PACK_500, pay_method_id: 9 }, 'pay_method_id: 9 is not a payment method of this site'],
      [{ ...PACK_500, goods_type: 5 }, 'goods_type: must be 0 (shop), 3 (daily gift), 22 (first deposit offer) or 23 (second deposit offer)'],
      [custom(500_00, { goods_type: GOODS_TYPE.DAILY_GIFT }), 'The daily gift opens after your second deposit'],
      [{ ...PACK_500, amount: 500.5 }, 'amount: must be a whole number of minor units'],
    ];
    for (const [payload, msg] of refusals) {
      expect(await call(player, 'createOrder', payload), msg).toEqual({
        code: 500,
        msg,
        data: null,
      });
    }
    const brasil = await newPlayer('brasil');
    expect((await call(brasil, 'createOrder', custom(9_99, { pay_method_id: 1 }))).msg).toBe('The amount must be between R$ 10,00 and R$ 10.000,00');
    expect((await call(player, 'shop', { type: 7 })).msg).toBe('type: must be 0 (shop), 3 (daily gift), 22 (first deposit offer) or 23 (second deposit offer)');
    expect((await call(player, 'orderList', { last_id: 0, limit: 20, type: 5 })).msg).toBe('type: must be 0 (every order), 1 (successful) or 2 (failed)');
    expect((await history(player)).list).toEqual([]);
  });

  it('answers 501 and opens nothing for the same deposit sent again while it waits for payment', async () => {
    const player = await newPlayer();
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(player, 'createOrder', PACK_500)));
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, ...Array.from({ length: 9 }, () => 501)]);
    expect(answers.filter((answer) => answer.code === 501).every((answer) => answer.data === null)).toBe(true);
    expect((await history(player)).list).toHaveLength(1);
    // Another pack or amount is another deposit; the same one again after a minute is a new try.
    expect(
      (
        await call(player, 'createOrder', {
          ...PACK_500,
          goods_id: 4,
          amount: 1_000_00,
        })
      ).code,
    ).toBe(0);
    server.clock.advance((DUPLICATE_ORDER_SECONDS + 1) * 1000);
    expect((await call(player, 'createOrder', PACK_500)).code).toBe(0);
    expect((await history(player)).list).toHaveLength(3);
  });

  it(`holds at most ${MAX_PROCESSING_ORDERS} unpaid orders per player`, async () => {
    const player = await newPlayer();
    for (let index = 0; index < MAX_PROCESSING_ORDERS; index += 1) await order(player, custom(100_00 + index));
    expect((await call(player, 'createOrder', custom(200_00))).msg).toMatch(/^You have 10 deposits waiting for payment/);
    const [latest] = (await history(player)).list;
    await settle(latest?.order_no ?? '', 'failed');
    expect((await call(player, 'createOrder', custom(200_00))).code).toBe(0);
  });

  it('gives no bonus when the player declines it, and the charge reward on top when they join', async () => {
    const declined = await newPlayer();
    const plain = await order(declined, { ...PACK_500, is_add_coin: false });
    await postForm(plain.url, 'confirm');
    expect(await ok(declined, 'walletInfo')).toEqual({
      money: 500_00,
      coin: 0,
      gold: 5_00,
      taskBonus: 0,
      taskCur: 0,
      taskTarget: 0,
    });

    const joined = await newPlayer();
    const result = await order(joined, {
      ...PACK_500,
      is_join_charge_reward: true,
    });
    await postForm(result.url, 'confirm');
    // The pack's ₹25 bonus and ₹5 gold, and the ₹500 tier's ₹10 bonus and ₹5 gold.
    expect(await ok(joined, 'walletInfo')).toMatchObject({
      money: 500_00,
      coin: 35_00,
      gold: 10_00,
      taskBonus: 35_00,
    });
    expect((await ok(joined, 'chargeReward')).join_num).toBe(1);
    expect((await history(joined)).list[0]).toMatchObject({
      bonus: 35_00,
      gold: 10_00,
    });
  });

  it('pages the history 20 at a time, newest first', async () => {
    const player = await newPlayer();
    const made: string[] = [];
    for (let index = 0; index < 25; index += 1) {
      const result = await order(player, custom(100_00 + index, { pay_method_id: 1 }));
      made.push(result.order_no);
      await settle(result.order_no, index % 5 === 0 ? 'paid' : 'failed');
    }
    const first = await history(player, { limit: 100 });
    expect(first.list.map((record) => record.order_no)).toEqual(made.slice(5).reverse());
    expect(first.last_id).toBe(first.list.at(-1)?.id);
    const second = await history(player, {
      last_id: first.last_id,
      limit: 100,
    });
    expect(second.list.map((record) => record.order_no)).toEqual(made.slice(0, 5).reverse());
    expect(second.last_id).toBe(0);
    expect((await history(player, { type: ORDER_STATUS.SUCCESS })).list).toHaveLength(5);
    expect((await history(player, { type: ORDER_STATUS.FAIL })).list).toHaveLength(20);
    expect((await history(player, { limit: 3 })).list).toHaveLength(3);
  });
});

describe('the deposit offers', () => {
  it('offers the first deposit offer once, then the second, then the shop', async () => {
    const player = await newPlayer();
    const firstPacks = await ok(player, 'firstCharge', {
      pay_count: 0,
      pay_type: PAY_TYPE.FIXED,
    });
    expect(firstPacks.custom_list).toEqual([]);
    expect(firstPacks.fix_list.map((item) => [item.id, item.amount, item.lable])).toEqual([
      [101, 100_00, '+50%'],
      [102, 300_00, '+80%'],
      [103, 500_00, '+100%'],
      [104, 1_000_00, '+100%'],
      [105, 3_000_00, '+120%'],
    ]);
    // ₹500 at +100 %: the shop's own 3 % for that amount, and the offer's extra.
    expect(firstPacks.fix_list[2]).toMatchObject({
      coin_num: 15_00,
      extra_coin: 485_00,
      coin: 500_00,
      gold_num: 10_00,
      stock_uid_num: 1,
      img: expect.stringContaining('gift-first.svg'),
    });
    const firstCustom = await ok(player, 'firstCharge', {
      pay_count: 0,
      pay_type: PAY_TYPE.CUSTOM,
    });
    expect(firstCustom.fix_list).toEqual([]);
    expect(firstCustom.custom_list.map((tier) => tier.coin_rate)).toEqual([50, 80, 100]);
    // Asking for the second offer before the first deposit gets the shop.
    expect(
      (
        await ok(player, 'firstCharge', {
          pay_count: 1,
          pay_type: PAY_TYPE.FIXED,
        })
      ).fix_list[0]?.id,
    ).toBe(1);

    const first = await order(player, {
      ...PACK_500,
      goods_type: GOODS_TYPE.FIRST_DEPOSIT,
      goods_id: 103,
    });
    await postForm(first.url, 'confirm');
    expect(await ok(player, 'walletInfo')).toMatchObject({
      money: 500_00,
      coin: 500_00,
      gold: 10_00,
      taskBonus: 500_00,
      taskTarget: 5_000_00,
    });

    expect(
      await call(player, 'createOrder', {
        ...PACK_500,
        goods_type: GOODS_TYPE.FIRST_DEPOSIT,
        goods_id: 101,
        amount: 100_00,
      }),
    ).toEqual({
      code: 500,
      msg: 'The first deposit offer is only for your first deposit',
      data: null,
    });
    expect((await call(player, 'createOrder', custom(500_00, { goods_type: GOODS_TYPE.FIRST_DEPOSIT }))).msg).toBe(
      'The first deposit offer is only for your first deposit',
    );
    expect(
      (
        await ok(player, 'firstCharge', {
          pay_count: 0,
          pay_type: PAY_TYPE.FIXED,
        })
      ).fix_list[0]?.id,
    ).toBe(1);
    expect(
      (
        await ok(player, 'firstCharge', {
          pay_count: 1,
          pay_type: PAY_TYPE.FIXED,
        })
      ).fix_list.map((item) => item.id),
    ).toEqual([201, 202, 203, 204]);

    // The second offer, by custom amount: ₹1,000 at its 40 % tier.
    const second = await order(player, custom(1_000_00, { goods_type: GOODS_TYPE.SECOND_DEPOSIT }));
    await postForm(second.url, 'confirm');
    expect(await ok(player, 'walletInfo')).toMatchObject({
      money: 1_500_00,
      coin: 900_00,
      gold: 30_00,
    });
    expect(
      (
        await call(player, 'createOrder', {
          ...PACK_500,
          goods_type: GOODS_TYPE.SECOND_DEPOSIT,
          goods_id: 202,
        })
      ).msg,
    ).toBe('The second deposit offer is only for your second deposit');
    expect(
      (
        await ok(player, 'firstCharge', {
          pay_count: 1,
          pay_type: PAY_TYPE.FIXED,
        })
      ).fix_list[0]?.id,
    ).toBe(1);
  });

  it('credits cash only for an offer another deposit got to first', async () => {
    const player = await newPlayer();
    const small = await order(player, {
      ...PACK_500,
      goods_type: GOODS_TYPE.FIRST_DEPOSIT,
      goods_id: 101,
      amount: 100_00,
    });
    const large = await order(player, {
      ...PACK_500,
      goods_type: GOODS_TYPE.FIRST_DEPOSIT,
      goods_id: 103,
    });
    await postForm(large.url, 'confirm');
    const late = await postForm(small.url, 'confirm');
    expect(late.html).toContain('credited as cash only');
    expect(await ok(player, 'walletInfo')).toMatchObject({
      money: 600_00,
      coin: 500_00,
      gold: 10_00,
    });
    expect((await ok(player, 'userInfo')).pay_count).toBe(2);
    expect((await history(player)).list.find((record) => record.order_no === small.order_no)).toMatchObject({
      status: ORDER_STATUS.SUCCESS,
      bonus: 0,
      gold: 0,
    });
  });

  it('sells the daily gift from the second deposit on, once a day', async () => {
    const player = await newPlayer();
    const gift = {
      ...PACK_500,
      goods_type: GOODS_TYPE.DAILY_GIFT,
      goods_id: 301,
      amount: 300_00,
    };
    const shop = await ok(player, 'shop', { type: GOODS_TYPE.DAILY_GIFT });
    expect(shop).toMatchObject({
      custom_list: [],
      custom_fix_list: [],
      fix_list: [expect.objectContaining({ id: 301, amount: 300_00, lable: '+30%' })],
    });
    expect((shop as typeof shop & { daily_gift: unknown }).daily_gift).toEqual({
      goods_id: 301,
      goods_type: 3,
      amount: 300_00,
      money: 300_00,
      bonus: 90_00,
      gold: 15_00,
      is_today_buy: false,
    });
    expect((await call(player, 'createOrder', gift)).msg).toBe('The daily gift opens after your second deposit');
    await deposit(player);
    await deposit(player, 200_00);

    const bought = await order(player, gift);
    await postForm(bought.url, 'confirm');
    expect(await ok(player, 'walletInfo')).toMatchObject({
      money: 600_00,
      coin: 90_00,
      gold: 15_00,
    });
    const today = await ok(player, 'shop', { type: GOODS_TYPE.DAILY_GIFT });
    expect((today as typeof today & { daily_gift: { is_today_buy: boolean } }).daily_gift.is_today_buy).toBe(true);
    expect(today.fix_list[0]?.buy_uid_num).toBe(1);
    expect(await call(player, 'createOrder', gift)).toEqual({
      code: 500,
      msg: 'Daily_Gift_Today',
      data: null,
    });

    server.clock.advance(24 * 3600 * 1000);
    const tomorrow = await ok(player, 'shop', { type: GOODS_TYPE.DAILY_GIFT });
    expect((tomorrow as typeof tomorrow & { daily_gift: { is_today_buy: boolean } }).daily_gift.is_today_buy).toBe(false);
    const again = await order(player, gift);
    // Two open gift orders paid on one day: the second is a deposit, not a second gift.
    server.clock.advance((DUPLICATE_ORDER_SECONDS + 1) * 1000);
    const extra = await order(player, { ...gift, pay_method_id: 3 });
    await postForm(again.url, 'confirm');
    await postForm(extra.url, 'confirm');
    expect(await ok(player, 'walletInfo')).toMatchObject({
      money: 1_200_00,
      coin: 180_00,
      gold: 30_00,
    });
    expect((await ok(player, 'userInfo')).pay_count).toBe(5);
  });
});

describe('after all that', () => {
  it('keeps every balance equal to its ledger', async () => {
    expect(await audit()).toEqual([]);
  });

  it('keeps orders across a restart: a waiting one can still be paid, a paid one stays paid', async () => {
    const player = await newPlayer();
    const paid = await order(player, PACK_500);
    await postForm(paid.url, 'confirm');
    const waiting = await order(player, {
      ...PACK_500,
      goods_id: 4,
      amount: 1_000_00,
    });
    await server.close();
    server = await startTestApiServer(dirs, {
      dataDir: server.dataDir,
      clock: server.clock,
    });

    expect((await openPage(paid.url)).html).toContain('Payment successful');
    expect((await postForm(waiting.url, 'confirm')).html).toContain('Payment successful');
    expect(await ok(player, 'walletInfo')).toMatchObject({
      money: 1_500_00,
      coin: 25_00 + 80_00,
    });
    expect((await history(player)).list.map((record) => record.status)).toEqual([ORDER_STATUS.SUCCESS, ORDER_STATUS.SUCCESS]);
    expect(await audit()).toEqual([]);
  });

  it("gives a database made before deposits existed each brand's catalogue at start", () => {
    const { db } = openDatabase(dirs.make('upgrade'));
    try {
      db.prepare(
        "INSERT INTO brands (brand, region, currency, currency_symbol, language, area_code, phone_pattern) VALUES ('brasil', 'Brasil', 'BRL', 'R$', 'pt-br', '55', '^\\d{10,11}$')",
      ).run();
      const ledger = new Ledger(db);
      const players = new Players(db, ledger, Date.now);
      const context = {
        db,
        config: server.config,
        brands: loadBrands(db),
        ledger,
        betTasks: new BetTasks(db, ledger),
        players,
        catalogue: new GameCatalogue(db),
        siteSettings: new SiteSettings(db, server.config.publicUrl),
        now: Date.now,
        gamingLimits: new GamingLimits(db, Date.now),
        awards: new AwardEligibility(players, () => false),
      };
      createDepositsDomain(context);
      // A second start finds it there and writes nothing twice.
      createDepositsDomain(context);
      const shop = new DepositShop(db, server.config.publicUrl, Date.now);
      expect(shop.paymentList('brasil').list.map((method) => method.name)).toEqual(['PIX', 'PIX Checkout']);
      expect(shop.goodsOf('brasil', GOODS_TYPE.SHOP)).toHaveLength(8);
    } finally {
      db.close();
    }
  });
});

describe('without the simulated payment provider (production)', () => {
  it('refuses deposits with a clear message and serves no payment page', async () => {
    const production = await startTestApiServer(dirs, { simulatedPayments: false });
    try {
      const login = dataOf(await production.call('loginRegister', { client_type: 0, channel_id: 1, device_id: 'no-provider', system_type: 3 }));
      const answer = await production.call('createOrder', PACK_500, { token: login.accessToken });
      expect(answer).toEqual({ code: 500, msg: NO_PAYMENT_PROVIDER, data: null });
      expect((await production.request({ method: 'GET', path: '/api/pay/X1?key=abc' })).status).toBe(404);
      expect((await production.call('orderList', { last_id: 0, limit: 20 }, { token: login.accessToken })).data).toEqual({ list: [], last_id: 0 });
    } finally {
      await production.close();
    }
  });
});
