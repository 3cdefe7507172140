import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import {
  ENVELOPE_CODE,
  MONEY_TYPE,
  ORDER_PAY_METHOD,
  ORDER_STATUS,
  PAY_TYPE,
  type HistoryPagePayload,
  type OrderPayload,
  type OrderRecord,
  type OrderResult,
  type Page,
} from '@casino/shared-kernel/api-contract';
import type { Brand } from '../brands/brands.ts';
import { inTransaction, integer, integerOrNull, text, type Row } from '../db/database.ts';
import type { GamingLimits } from '../responsible-gaming/gaming-limits.ts';
import { ApiRefusal, refuse } from '../server/api-refusal.ts';
import type { BetTasks } from '../wallet/bet-tasks.ts';
import { LEDGER_CAUSE, type Ledger, type MoneyEntry } from '../wallet/ledger.ts';
import { GOODS_TYPE, ORDER_GOODS_TYPES, type OrderGoodsType } from './deposit-catalogue.ts';
import { brandDay, formatAmount, itemBonus, OFFER_NAMES, type DepositSettings, type DepositShop, type PayMethodRecord } from './deposit-shop.ts';
import { pixBrCode, upiUri } from './payment-codes.ts';

/** A processing order nobody paid within this time fails as expired (a PIX or UPI charge lapses too). */
export const ORDER_TTL_SECONDS = 30 * 60;
/**
 * The same deposit (goods and amount) ordered again within this time while the first is still
 * processing is a double click, a second tab or a retry: answered 501, "nothing to do" (spec 8).
 */
export const DUPLICATE_ORDER_SECONDS = 60;
/** Unpaid orders a player may hold at once, so nobody fills the table with charges. */
export const MAX_PROCESSING_ORDERS = 10;
/** Spec 9: order history pages hold 20. */
export const ORDER_PAGE_SIZE = 20;

/** The message key of spec 5 for a daily gift already bought today. */
export const DAILY_GIFT_TODAY = 'Daily_Gift_Today';

/** How an order ended: `paid_without_offer` is a deposit credited as cash only because its offer had lapsed. */
export type OrderResultKind = 'paid' | 'paid_without_offer' | 'cancelled' | 'failed' | 'expired';

/** What the payment provider (or the player on the payment page) reports. */
export type SettleOutcome = 'paid' | 'cancelled' | 'failed';

export interface DepositOrder {
  id: number;
  orderNo: string;
  brand: string;
  playerId: number;
  goodsType: number;
  goodsId: number | null;
  payType: number;
  payMethodId: number;
  payMethod: number;
  amount: number;
  bonus: number;
  gold: number;
  joinChargeReward: boolean;
  rewardBonus: number;
  rewardGold: number;
  paymentCode: string;
  payKey: string;
  status: number;
  result: OrderResultKind | '';
  createdAt: number;
  settledAt: number | null;
}

const RESULTS: readonly string[] = ['paid', 'paid_without_offer', 'cancelled', 'failed', 'expired'];

const orderOf = (row: Row): DepositOrder => {
  const result = text(row, 'result');
  return {
    id: integer(row, 'id'),
    orderNo: text(row, 'order_no'),
    brand: text(row, 'brand'),
    playerId: integer(row, 'player_id'),
    goodsType: integer(row, 'goods_type'),
    goodsId: integerOrNull(row, 'goods_id'),
    payType: integer(row, 'pay_type'),
    payMethodId: integer(row, 'pay_method_id'),
    payMethod: integer(row, 'pay_method'),
    amount: integer(row, 'amount'),
    bonus: integer(row, 'bonus'),
    gold: integer(row, 'gold'),
    joinChargeReward: integer(row, 'join_charge_reward') === 1,
    rewardBonus: integer(row, 'reward_bonus'),
    rewardGold: integer(row, 'reward_gold'),
    paymentCode: text(row, 'payment_code'),
    payKey: text(row, 'pay_key'),
    status: integer(row, 'status'),
    result: RESULTS.includes(result) ? (result as OrderResultKind) : '',
    createdAt: integer(row, 'created_at'),
    settledAt: integerOrNull(row, 'settled_at'),
  };
};

/** One order of the history: the contract's fields, plus what a cashier's history shows beside them. */
export interface DepositOrderRecord extends OrderRecord {
  id: number;
  goods_id: number;
  goods_type: number;
  pay_type: number;
  pay_method_id: number;
  pay_method_name: string;
  /** Cash, bonus and gold the order credits (credited, once successful). */
  money: number;
  bonus: number;
  gold: number;
  /** Unix seconds it was settled; 0 while processing. */
  update_time: number;
}

/** The order a settlement ended on, and whether this settlement is what changed it. */
export interface Settlement {
  order: DepositOrder;
  changed: boolean;
}

const isOrderGoodsType = (value: number): value is OrderGoodsType => (ORDER_GOODS_TYPES as readonly number[]).includes(value);

/** 'YYYY-MM-DD HH:MM:SS' in UTC, as user info's first_pay_date. */
const utcDateTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** Order numbers: D, the UTC time to the second, 8 random digits; letters and digits only, as a PIX txid needs. */
function newOrderNo(at: number): string {
  const stamp = new Date(at).toISOString().slice(0, 19).replace(/\D/g, '');
  return `D${stamp}${String(randomInt(100_000_000)).padStart(8, '0')}`;
}

export interface DepositOrdersOptions {
  db: DatabaseSync;
  ledger: Ledger;
  betTasks: BetTasks;
  shop: DepositShop;
  brands: ReadonlyMap<string, Brand>;
  publicUrl: string;
  now: () => number;
  /** Responsible gaming's deposit limits (absent in tests of the orders alone). */
  gamingLimits?: Pick<GamingLimits, 'checkDeposit'>;
}

/**
 * Deposit orders: creation (the rules of the shop and the offers, the payment code or page),
 * settlement (once: the credit, the bet tasks and the player's deposit totals in one
 * transaction), expiry and the history. Every method's work is one synchronous transaction, so
 * two requests for the same order (two tabs, ten confirms at once) take effect once.
 */
export class DepositOrders {
  private readonly options: DepositOrdersOptions;

  constructor(options: DepositOrdersOptions) {
    this.options = options;
  }

  private get db() {
    return this.options.db;
  }

  private nowSeconds(): number {
    return Math.floor(this.options.now() / 1000);
  }

  /** Processing orders past their time fail as expired (lazily: whoever reads them first). */
  private expire(where: { playerId: number } | { orderNo: string }): void {
    const cutoff = this.nowSeconds() - ORDER_TTL_SECONDS;
    const [column, value] = 'playerId' in where ? ['player_id', where.playerId] : ['order_no', where.orderNo];
    this.db
      .prepare(`UPDATE deposit_orders SET status = 2, result = 'expired', settled_at = created_at + ? WHERE ${column} = ? AND status = 0 AND created_at <= ?`)
      .run(ORDER_TTL_SECONDS, value, cutoff);
  }

  /** The pay link of a link order: the simulated payment page, keyed so only its holder opens it. */
  payUrl(order: Pick<DepositOrder, 'orderNo' | 'payKey'>): string {
    return `${this.options.publicUrl}/api/pay/${order.orderNo}?key=${order.payKey}`;
  }

  /**
   * POST /api/user/order. Checks the goods type and its event, the payment method, the player's
   * eligibility (offers by pay_count, the daily gift once a day), the goods item or the custom
   * amount, then opens the order — or answers 501 when the same deposit is already open.
   */
  create(brand: Brand, playerId: number, payload: OrderPayload, language = brand.language): OrderResult {
    const { shop } = this.options;
    const settings = shop.requireSettings(brand.brand);
    const goodsType = payload.goods_type;
    if (!isOrderGoodsType(goodsType)) throw refuse('goods_type: must be 0 (shop), 3 (daily gift), 22 (first deposit offer) or 23 (second deposit offer)');
    const method = shop.payMethod(brand.brand, payload.pay_method_id);
    if (!method) throw refuse(`pay_method_id: ${payload.pay_method_id} is not a payment method of this site`);
    shop.requireRunning(brand.brand, goodsType);

    return inTransaction(this.db, () => {
      this.expire({ playerId });
      this.checkEligibility(settings, playerId, goodsType);
      const terms = this.terms(brand, settings, playerId, goodsType, payload);
      const tier = payload.is_join_charge_reward ? shop.chargeRewardTier(brand.brand, payload.amount) : undefined;

      const duplicate = this.db
        .prepare('SELECT 1 FROM deposit_orders WHERE player_id = ? AND status = 0 AND goods_type = ? AND goods_id IS ? AND amount = ? AND created_at > ?')
        .get(playerId, goodsType, terms.goodsId, payload.amount, this.nowSeconds() - DUPLICATE_ORDER_SECONDS);
      if (duplicate)
        throw new ApiRefusal('This deposit is already waiting for payment', {
          code: ENVELOPE_CODE.ORDER_NO_OP,
        });
      const open = this.db.prepare('SELECT COUNT(*) AS n FROM deposit_orders WHERE player_id = ? AND status = 0').get(playerId);
      if (open && integer(open, 'n') >= MAX_PROCESSING_ORDERS) {
        throw refuse(
          `You have ${MAX_PROCESSING_ORDERS} deposits waiting for payment: pay one of them, or wait ${ORDER_TTL_SECONDS / 60} minutes for them to expire`,
        );
      }

      // Responsible gaming: in this transaction, so orders made at once cannot together pass a limit.
      this.options.gamingLimits?.checkDeposit(brand, playerId, payload.amount, language);
      const orderNo = this.unusedOrderNo();
      const payKey = randomBytes(16).toString('base64url');
      const paymentCode = method.payMethod === ORDER_PAY_METHOD.QR_CODE ? this.paymentCode(brand, settings, method, orderNo, payload.amount) : '';
      this.db
        .prepare(
          `INSERT INTO deposit_orders (order_no, brand, player_id, goods_type, goods_id, pay_type, pay_method_id, pay_method, amount, bonus, gold,
             join_charge_reward, reward_bonus, reward_gold, payment_code, pay_key, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          orderNo,
          brand.brand,
          playerId,
          goodsType,
          terms.goodsId,
          payload.pay_type,
          method.id,
          method.payMethod,
          payload.amount,
          payload.is_add_coin ? terms.bonus : 0,
          terms.gold,
          payload.is_join_charge_reward ? 1 : 0,
          tier?.coinNum ?? 0,
          tier?.goldNum ?? 0,
          paymentCode,
          payKey,
          this.nowSeconds(),
        );
      return {
        url: method.payMethod === ORDER_PAY_METHOD.LINK ? this.payUrl({ orderNo, payKey }) : '',
        br_code: paymentCode,
        pay_method: method.payMethod,
        order_no: orderNo,
      };
    });
  }

  private payCount(playerId: number): number {
    const row = this.db.prepare('SELECT pay_count FROM players WHERE id = ?').get(playerId);
    return row ? integer(row, 'pay_count') : 0;
  }

  /** The offers' conditions (spec 4): first deposit at pay_count 0, second at 1, daily gift from 2 on and once a day. */
  private checkEligibility(settings: DepositSettings, playerId: number, goodsType: OrderGoodsType): void {
    const payCount = this.payCount(playerId);
    if (goodsType === GOODS_TYPE.FIRST_DEPOSIT && payCount !== 0) throw refuse('The first deposit offer is only for your first deposit');
    if (goodsType === GOODS_TYPE.SECOND_DEPOSIT && payCount !== 1) throw refuse('The second deposit offer is only for your second deposit');
    if (goodsType === GOODS_TYPE.DAILY_GIFT) {
      if (payCount < 2) throw refuse('The daily gift opens after your second deposit');
      if (this.options.shop.boughtGiftToday(settings, playerId)) throw refuse(DAILY_GIFT_TODAY);
    }
  }

  /** What the order credits besides its cash: by the goods item, or by the custom amount's tier. */
  private terms(brand: Brand, settings: DepositSettings, playerId: number, goodsType: OrderGoodsType, payload: OrderPayload) {
    const { shop } = this.options;
    if (payload.pay_type === PAY_TYPE.CUSTOM) {
      if (payload.goods_id !== 0) throw refuse('goods_id: a custom amount is ordered with goods_id 0');
      if (goodsType === GOODS_TYPE.DAILY_GIFT) throw refuse('The daily gift is a fixed pack: order it by its goods_id');
      if (payload.amount < settings.minAmount || payload.amount > settings.maxAmount) {
        throw refuse(`The amount must be between ${formatAmount(brand, settings.minAmount)} and ${formatAmount(brand, settings.maxAmount)}`);
      }
      const rates = shop.customRates(brand.brand, goodsType, payload.amount);
      return {
        goodsId: null,
        bonus: Math.floor((payload.amount * rates.coin_rate) / 100),
        gold: Math.floor((payload.amount * rates.gold_rate) / 100),
      };
    }
    if (payload.goods_id === 0) throw refuse('goods_id: a fixed pack is ordered by its goods_id');
    const item = shop.goodsItem(brand.brand, payload.goods_id);
    if (!item || item.goodsType !== goodsType) {
      const where = goodsType === GOODS_TYPE.SHOP ? 'the shop' : `the ${OFFER_NAMES[goodsType] ?? 'offer'}`;
      throw refuse(`goods_id: ${payload.goods_id} is not a pack of ${where}`);
    }
    if (payload.amount !== item.amount) throw refuse(`amount: this pack costs ${formatAmount(brand, item.amount)}`);
    if (item.stock > 0 && goodsType !== GOODS_TYPE.DAILY_GIFT) {
      const bought = this.db
        .prepare('SELECT COUNT(*) AS n FROM deposit_orders WHERE player_id = ? AND goods_id = ? AND brand = ? AND status = 1')
        .get(playerId, item.id, brand.brand);
      if (bought && integer(bought, 'n') >= item.stock) throw refuse('You have already bought this pack as many times as it allows');
    }
    return { goodsId: item.id, bonus: itemBonus(item), gold: item.goldNum };
  }

  private unusedOrderNo(): string {
    const taken = this.db.prepare('SELECT 1 FROM deposit_orders WHERE order_no = ?');
    for (;;) {
      const orderNo = newOrderNo(this.options.now());
      if (!taken.get(orderNo)) return orderNo;
    }
  }

  /** The QR code's text in the brand's payment system: a PIX BR Code in reais, a UPI intent in rupees. */
  private paymentCode(brand: Brand, settings: DepositSettings, method: PayMethodRecord, orderNo: string, amount: number): string {
    if (brand.currency === 'BRL') {
      return pixBrCode({
        key: settings.payee,
        merchantName: settings.merchantName,
        merchantCity: settings.merchantCity,
        amount,
        txid: orderNo,
      });
    }
    if (brand.currency === 'INR')
      return upiUri({
        payee: settings.payee,
        payeeName: settings.merchantName,
        amount,
        orderNo,
      });
    throw refuse(`${method.name} takes no payments in ${brand.currency}`);
  }

  find(orderNo: string): DepositOrder | undefined {
    const row = this.db.prepare('SELECT * FROM deposit_orders WHERE order_no = ?').get(orderNo);
    return row ? orderOf(row) : undefined;
  }

  /**
   * The order a payment link names, when its key matches (compared in constant time), expired
   * first if its time is up. Anything else is "no such order", so a link reveals nothing.
   */
  findByLink(orderNo: string, key: string): DepositOrder | undefined {
    const order = this.find(orderNo);
    if (!order) return undefined;
    const expected = Buffer.from(order.payKey);
    const given = Buffer.from(key);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    if (order.status !== ORDER_STATUS.PROCESSING) return order;
    inTransaction(this.db, () => this.expire({ orderNo }));
    return this.find(orderNo);
  }

  /**
   * Settles an order once: paid credits it, cancelled or failed closes it without money. An order
   * already settled stays as it is (`changed` false). Undefined for an unknown order.
   */
  settle(orderNo: string, outcome: SettleOutcome): Settlement | undefined {
    return inTransaction(this.db, () => {
      this.expire({ orderNo });
      const order = this.find(orderNo);
      if (!order) return undefined;
      if (order.status !== ORDER_STATUS.PROCESSING) return { order, changed: false };
      if (outcome === 'paid') this.credit(order);
      else {
        this.db
          .prepare('UPDATE deposit_orders SET status = 2, result = ?, settled_at = ? WHERE id = ? AND status = 0')
          .run(outcome, this.nowSeconds(), order.id);
      }
      const settled = this.find(orderNo);
      if (!settled) throw new Error(`Order ${orderNo} vanished while settling`);
      return { order: settled, changed: true };
    });
  }

  /**
   * A paid order: cash = the amount; bonus and gold as the order promised, plus the charge
   * reward's extra; its bet tasks; the player's pay_count, pay_total and first_pay_date. An offer
   * that no longer applies (another deposit came first, today's gift already bought) credits the
   * cash and the charge reward only: the money arrived, the offer did not. Runs in settle's transaction.
   */
  private credit(order: DepositOrder): void {
    const { ledger, betTasks, shop } = this.options;
    const payCount = this.payCount(order.playerId);
    const settings = shop.requireSettings(order.brand);
    const today = brandDay(settings, this.options.now());
    const lapsed =
      (order.goodsType === GOODS_TYPE.FIRST_DEPOSIT && payCount !== 0) ||
      (order.goodsType === GOODS_TYPE.SECOND_DEPOSIT && payCount !== 1) ||
      (order.goodsType === GOODS_TYPE.DAILY_GIFT && shop.boughtGiftToday(settings, order.playerId));
    const bonus = lapsed ? 0 : order.bonus;
    const gold = lapsed ? 0 : order.gold;
    const entries: MoneyEntry[] = [{ moneyType: MONEY_TYPE.CASH, amount: order.amount }];
    if (bonus + order.rewardBonus > 0)
      entries.push({
        moneyType: MONEY_TYPE.COIN,
        amount: bonus + order.rewardBonus,
      });
    if (gold + order.rewardGold > 0)
      entries.push({
        moneyType: MONEY_TYPE.GOLD,
        amount: gold + order.rewardGold,
      });
    ledger.move({
      playerId: order.playerId,
      requestKey: `deposit-${order.orderNo}`,
      cause: LEDGER_CAUSE.DEPOSIT,
      reference: order.orderNo,
      entries,
    });
    betTasks.openForDeposit(order.playerId, {
      cash: order.amount,
      bonus: bonus + order.rewardBonus,
      reference: order.orderNo,
    });
    this.db
      .prepare(
        `UPDATE players SET pay_count = pay_count + 1, pay_total = pay_total + ?,
           first_pay_date = CASE WHEN first_pay_date = '' THEN ? ELSE first_pay_date END
         WHERE id = ?`,
      )
      .run(order.amount, utcDateTime(this.options.now()), order.playerId);
    this.db
      .prepare('UPDATE deposit_orders SET status = 1, result = ?, bonus = ?, gold = ?, gift_day = ?, settled_at = ? WHERE id = ? AND status = 0')
      .run(
        lapsed ? 'paid_without_offer' : 'paid',
        bonus,
        gold,
        order.goodsType === GOODS_TYPE.DAILY_GIFT && !lapsed ? today : null,
        this.nowSeconds(),
        order.id,
      );
  }

  /**
   * POST /api/user/order/list: the player's orders, newest first, 20 a page; `last_id` is the
   * cursor (the last page's last id, 0 for the first page). `type`: 0 or absent every order,
   * 1 the successful, 2 the failed (the ORDER_STATUS values; processing orders show under all).
   */
  list(brand: string, playerId: number, payload: HistoryPagePayload): Page<DepositOrderRecord> {
    const type = payload.type ?? 0;
    if (type !== 0 && type !== ORDER_STATUS.SUCCESS && type !== ORDER_STATUS.FAIL) throw refuse('type: must be 0 (every order), 1 (successful) or 2 (failed)');
    const limit = Math.min(payload.limit, ORDER_PAGE_SIZE);
    return inTransaction(this.db, () => {
      this.expire({ playerId });
      const rows = this.db
        .prepare(
          `SELECT o.*, m.name AS pay_method_name FROM deposit_orders o
           JOIN deposit_pay_methods m ON m.brand = o.brand AND m.id = o.pay_method_id
           WHERE o.player_id = ? AND o.brand = ? AND (? = 0 OR o.id < ?) AND (? = 0 OR o.status = ?)
           ORDER BY o.id DESC LIMIT ?`,
        )
        .all(playerId, brand, payload.last_id, payload.last_id, type, type, limit + 1);
      const page = rows.slice(0, limit).map((row): DepositOrderRecord => {
        const order = orderOf(row);
        return {
          id: order.id,
          order_no: order.orderNo,
          amount: order.amount,
          status: order.status,
          create_time: order.createdAt,
          goods_id: order.goodsId ?? 0,
          goods_type: order.goodsType,
          pay_type: order.payType,
          pay_method_id: order.payMethodId,
          pay_method_name: text(row, 'pay_method_name'),
          money: order.status === ORDER_STATUS.FAIL ? 0 : order.amount,
          bonus: order.status === ORDER_STATUS.FAIL ? 0 : order.bonus + order.rewardBonus,
          gold: order.status === ORDER_STATUS.FAIL ? 0 : order.gold + order.rewardGold,
          update_time: order.settledAt ?? 0,
        };
      });
      const last = page.at(-1);
      return { list: page, last_id: rows.length > limit && last ? last.id : 0 };
    });
  }
}
