import type { DatabaseSync } from 'node:sqlite';
import {
  ACTIVITY_TYPE,
  BALANCE_CONFIG_TYPE,
  PAY_TYPE,
  type BalanceConfig,
  type ChargeReward,
  type CustomDepositEntry,
  type DailyGift,
  type DepositLists,
  type FirstChargePayload,
  type GlobalPayConfig,
  type OrderPayMethod,
  type PaymentMethod,
  type ShopInfo,
  type ShopItem,
} from '@casino/shared-kernel/api-contract';
import type { Brand } from '../brands/brands.ts';
import { isActivityRunning } from '../catalogue/activities.ts';
import { integer, text, type Row } from '../db/database.ts';
import { refuse } from '../server/api-refusal.ts';
import { BONUS_TURNOVER_MULTIPLIER } from '../wallet/bet-tasks.ts';
import { withdrawConfigText, withdrawLimits } from '../withdrawals/withdraw-limits.ts';
import { GOODS_TYPE, type CustomGoodsType, type OrderGoodsType } from './deposit-catalogue.ts';

/** A brand's deposit settings (the deposit_settings row). Amounts in minor units. */
export interface DepositSettings {
  brand: string;
  minAmount: number;
  maxAmount: number;
  merchantName: string;
  merchantCity: string;
  /** The PIX key or the UPI address (VPA) that receives the money. */
  payee: string;
  bankCode: string;
  dayOffsetMinutes: number;
}

export interface PayMethodRecord {
  id: number;
  name: string;
  /** How its orders are paid: a QR code or a link. */
  payMethod: OrderPayMethod;
  sortIndex: number;
}

export interface GoodsRecord {
  id: number;
  goodsType: number;
  name: string;
  amount: number;
  coinNum: number;
  extraCoin: number;
  goldNum: number;
  lable: string;
  /** A path under /api/assets/. */
  img: string;
  stock: number;
  sort: number;
}

/** What `shop` answers for the daily gift: the lists, plus the gift in spec 3's shape. */
export type DailyGiftShop = ShopInfo & { daily_gift: DailyGift };

const goodsRecord = (row: Row): GoodsRecord => ({
  id: integer(row, 'id'),
  goodsType: integer(row, 'goods_type'),
  name: text(row, 'name'),
  amount: integer(row, 'amount'),
  coinNum: integer(row, 'coin_num'),
  extraCoin: integer(row, 'extra_coin'),
  goldNum: integer(row, 'gold_num'),
  lable: text(row, 'lable'),
  img: text(row, 'img'),
  stock: integer(row, 'stock_uid_num'),
  sort: integer(row, 'sort'),
});

const customEntry = (row: Row): CustomDepositEntry => ({
  amount: integer(row, 'amount'),
  cash_rate: integer(row, 'cash_rate'),
  coin_rate: integer(row, 'coin_rate'),
  gold_rate: integer(row, 'gold_rate'),
});

/** The bonus an item credits: its own and the offer's extra. */
export const itemBonus = (item: GoodsRecord) => item.coinNum + item.extraCoin;

/** The offers by goods type, named as a player reads them in a refusal. */
export const OFFER_NAMES: Readonly<Record<number, string>> = {
  [GOODS_TYPE.DAILY_GIFT]: 'daily gift',
  [GOODS_TYPE.FIRST_DEPOSIT]: 'first deposit offer',
  [GOODS_TYPE.SECOND_DEPOSIT]: 'second deposit offer',
};

/** A day of the brand's calendar, 'YYYY-MM-DD', for a moment in ms. */
export const brandDay = (settings: DepositSettings, at: number) => new Date(at + settings.dayOffsetMinutes * 60_000).toISOString().slice(0, 10);

/** An amount as the brand's players write it: ₹1,000.00 or R$ 1.000,00. */
export function formatAmount(brand: Brand, minor: number): string {
  const locale = brand.currency === 'BRL' ? 'pt-BR' : brand.currency === 'INR' ? 'en-IN' : 'en';
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: brand.currency,
  })
    .format(minor / 100)
    .replace(/\u00a0/g, ' ');
}

/**
 * The brand-level deposit catalogue as the calls read it: the shop, the offers, the daily gift,
 * the charge reward, payment methods and the balance config. Nothing here is per player except
 * what a player has bought (`buy_uid_num`, `is_today_buy`, `join_num`).
 */
export class DepositShop {
  private readonly db: DatabaseSync;
  private readonly publicUrl: string;
  private readonly now: () => number;

  constructor(db: DatabaseSync, publicUrl: string, now: () => number) {
    this.db = db;
    this.publicUrl = publicUrl;
    this.now = now;
  }

  settings(brand: string): DepositSettings | undefined {
    const row = this.db.prepare('SELECT * FROM deposit_settings WHERE brand = ?').get(brand);
    if (!row) return undefined;
    return {
      brand,
      minAmount: integer(row, 'min_amount'),
      maxAmount: integer(row, 'max_amount'),
      merchantName: text(row, 'merchant_name'),
      merchantCity: text(row, 'merchant_city'),
      payee: text(row, 'payee'),
      bankCode: text(row, 'bank_code'),
      dayOffsetMinutes: integer(row, 'day_offset_minutes'),
    };
  }

  /** The settings of a brand that takes deposits; a refusal for one that does not. */
  requireSettings(brand: string): DepositSettings {
    const settings = this.settings(brand);
    if (!settings) throw refuse('Deposits are not open on this site yet');
    return settings;
  }

  payMethods(brand: string): PayMethodRecord[] {
    return this.db
      .prepare('SELECT * FROM deposit_pay_methods WHERE brand = ? ORDER BY sort_index, id')
      .all(brand)
      .map((row) => ({
        id: integer(row, 'id'),
        name: text(row, 'name'),
        payMethod: integer(row, 'pay_method') === 1 ? 1 : 2,
        sortIndex: integer(row, 'sort_index'),
      }));
  }

  payMethod(brand: string, id: number): PayMethodRecord | undefined {
    return this.payMethods(brand).find((method) => method.id === id);
  }

  /** GET /api/payment/list: the brand's payment methods in the cashier's order. */
  paymentList(brand: string): { list: PaymentMethod[] } {
    return { list: this.payMethods(brand).map(paymentMethod) };
  }

  /**
   * GET /api/user/paymethod: the methods this player may pay with, the one they last paid with
   * successfully first (the cashier preselects it), then the brand's order.
   */
  playerPayMethods(brand: string, playerId: number): { list: PaymentMethod[] } {
    const last = this.db
      .prepare('SELECT pay_method_id FROM deposit_orders WHERE player_id = ? AND brand = ? AND status = 1 ORDER BY settled_at DESC, id DESC LIMIT 1')
      .get(playerId, brand);
    const lastId = last ? integer(last, 'pay_method_id') : undefined;
    const methods = this.payMethods(brand);
    const ordered = [...methods.filter((method) => method.id === lastId), ...methods.filter((method) => method.id !== lastId)];
    return { list: ordered.map(paymentMethod) };
  }

  goodsItem(brand: string, id: number): GoodsRecord | undefined {
    const row = this.db.prepare('SELECT * FROM deposit_goods WHERE brand = ? AND id = ?').get(brand, id);
    return row ? goodsRecord(row) : undefined;
  }

  goodsOf(brand: string, goodsType: number): GoodsRecord[] {
    return this.db.prepare('SELECT * FROM deposit_goods WHERE brand = ? AND goods_type = ? ORDER BY sort, id').all(brand, goodsType).map(goodsRecord);
  }

  customTiers(brand: string, goodsType: CustomGoodsType): CustomDepositEntry[] {
    return this.db.prepare('SELECT * FROM deposit_custom_tiers WHERE brand = ? AND goods_type = ? ORDER BY amount').all(brand, goodsType).map(customEntry);
  }

  /** The rates of a custom amount: its highest tier reached (below every tier: cash only). */
  customRates(brand: string, goodsType: CustomGoodsType, amount: number): CustomDepositEntry {
    const reached = this.customTiers(brand, goodsType).filter((tier) => tier.amount <= amount);
    const tier = reached.at(-1);
    return {
      amount,
      cash_rate: 100,
      coin_rate: tier?.coin_rate ?? 0,
      gold_rate: tier?.gold_rate ?? 0,
    };
  }

  /** The player's successful purchases per goods item (the daily gift: today's only). */
  private purchases(brand: string, playerId: number): Map<number, number> {
    const settings = this.settings(brand);
    const today = settings ? brandDay(settings, this.now()) : '';
    const rows = this.db
      .prepare(
        `SELECT goods_id, COUNT(*) AS n FROM deposit_orders
         WHERE player_id = ? AND brand = ? AND status = 1 AND goods_id IS NOT NULL AND (goods_type <> ? OR gift_day = ?)
         GROUP BY goods_id`,
      )
      .all(playerId, brand, GOODS_TYPE.DAILY_GIFT, today);
    return new Map(rows.map((row) => [integer(row, 'goods_id'), integer(row, 'n')]));
  }

  /** Goods items in spec 3's shape, absolute picture URLs, with the player's purchases. */
  shopItems(brand: string, playerId: number, goodsType: number): ShopItem[] {
    const bought = this.purchases(brand, playerId);
    return this.goodsOf(brand, goodsType).map((item) => {
      const bonus = itemBonus(item);
      return {
        id: item.id,
        name: item.name,
        amount: item.amount,
        coin_num: item.coinNum,
        gold_num: item.goldNum,
        lable: item.lable,
        rate: Math.round((bonus * 100) / item.amount),
        img: `${this.publicUrl}${item.img}`,
        stock_uid_num: item.stock,
        buy_uid_num: bought.get(item.id) ?? 0,
        coin_multi: BONUS_TURNOVER_MULTIPLIER,
        sort: item.sort,
        coin: bonus,
        extra_coin: item.extraCoin,
      };
    });
  }

  /** The three lists of a goods type: custom tiers, quick amounts with their rates, fixed packs. */
  depositLists(brand: string, playerId: number, goodsType: CustomGoodsType): DepositLists {
    const quick = this.db.prepare('SELECT amount FROM deposit_quick_amounts WHERE brand = ? AND goods_type = ? ORDER BY amount').all(brand, goodsType);
    return {
      custom_list: this.customTiers(brand, goodsType),
      custom_fix_list: quick.map((row) => this.customRates(brand, goodsType, integer(row, 'amount'))),
      fix_list: this.shopItems(brand, playerId, goodsType),
    };
  }

  /** Whether the player bought the daily gift on the brand's current day. */
  boughtGiftToday(settings: DepositSettings, playerId: number): boolean {
    return this.db.prepare('SELECT 1 FROM deposit_orders WHERE player_id = ? AND gift_day = ?').get(playerId, brandDay(settings, this.now())) !== undefined;
  }

  /** Refuses an offer whose event the brand does not run now. */
  requireRunning(brand: string, goodsType: OrderGoodsType): void {
    if (goodsType !== GOODS_TYPE.SHOP && !isActivityRunning(brand, goodsType)) {
      throw refuse(`The ${OFFER_NAMES[goodsType] ?? 'offer'} is not running`);
    }
  }

  /**
   * POST /api/user/shop. `type` picks the list: 0 the shop, 22 and 23 the first and second
   * deposit offers, 3 the daily gift (its pack in fix_list, and `daily_gift` in spec 3's shape).
   */
  shop(brand: string, playerId: number, type: number): ShopInfo | DailyGiftShop {
    const settings = this.requireSettings(brand);
    const time = Math.floor(this.now() / 1000);
    switch (type) {
      case GOODS_TYPE.SHOP:
        return { time, ...this.depositLists(brand, playerId, GOODS_TYPE.SHOP) };
      case GOODS_TYPE.FIRST_DEPOSIT:
      case GOODS_TYPE.SECOND_DEPOSIT: {
        const offer = type === GOODS_TYPE.FIRST_DEPOSIT ? GOODS_TYPE.FIRST_DEPOSIT : GOODS_TYPE.SECOND_DEPOSIT;
        this.requireRunning(brand, offer);
        return { time, ...this.depositLists(brand, playerId, offer) };
      }
      case GOODS_TYPE.DAILY_GIFT: {
        this.requireRunning(brand, GOODS_TYPE.DAILY_GIFT);
        const [gift] = this.shopItems(brand, playerId, GOODS_TYPE.DAILY_GIFT);
        if (!gift) throw refuse('The daily gift is not running');
        return {
          time,
          custom_list: [],
          custom_fix_list: [],
          fix_list: [gift],
          daily_gift: {
            goods_id: gift.id,
            goods_type: GOODS_TYPE.DAILY_GIFT,
            amount: gift.amount,
            money: gift.amount,
            bonus: gift.coin,
            gold: gift.gold_num,
            is_today_buy: this.boughtGiftToday(settings, playerId),
          },
        };
      }
      default:
        throw refuse('type: must be 0 (shop), 3 (daily gift), 22 (first deposit offer) or 23 (second deposit offer)');
    }
  }

  /**
   * POST /api/user/firstcharge: the offer the player can buy now — the first deposit offer when
   * they ask for pay_count 0 and have no deposit yet, the second when they ask for 1 and have
   * one — while its event runs; otherwise the shop's lists. `pay_type` picks the lists: custom
   * amounts (1) or fixed packs (2).
   */
  firstCharge(brand: string, playerId: number, payCount: number, payload: FirstChargePayload): DepositLists {
    this.requireSettings(brand);
    const offer =
      payload.pay_count === 0 && payCount === 0 && isActivityRunning(brand, ACTIVITY_TYPE.FIRST_RECHARGE)
        ? GOODS_TYPE.FIRST_DEPOSIT
        : payload.pay_count === 1 && payCount === 1 && isActivityRunning(brand, ACTIVITY_TYPE.SECOND_RECHARGE)
          ? GOODS_TYPE.SECOND_DEPOSIT
          : GOODS_TYPE.SHOP;
    const lists = this.depositLists(brand, playerId, offer);
    return payload.pay_type === PAY_TYPE.CUSTOM ? { ...lists, fix_list: [] } : { ...lists, custom_list: [], custom_fix_list: [] };
  }

  /**
   * POST /api/user/balance. `config_type` adds sections (spec 4): global (1) the pay types'
   * settings and the bank code; pay type 1 (2) the custom-amount lists; pay type 2 (4) the packs.
   */
  balance(brand: string, playerId: number, configType: number): BalanceConfig {
    const settings = this.requireSettings(brand);
    const wants = (section: number) => (configType & section) !== 0;
    const lists = this.depositLists(brand, playerId, GOODS_TYPE.SHOP);
    const showPayList = this.payMethods(brand).map((method) => method.id);
    const globalList: GlobalPayConfig[] = [PAY_TYPE.CUSTOM, PAY_TYPE.FIXED].map((payType) => ({
      pay_type: payType,
      show_pay_list: showPayList,
      with_draw_config: withdrawConfigText(brand),
      reduce_balance: [...withdrawLimits(brand).reduceBalance],
      bank_code: settings.bankCode,
    }));
    return {
      global_list: wants(BALANCE_CONFIG_TYPE.GLOBAL) ? globalList : [],
      bank_code: wants(BALANCE_CONFIG_TYPE.GLOBAL) ? settings.bankCode : '',
      custom_list: wants(BALANCE_CONFIG_TYPE.PAY_TYPE_1) ? lists.custom_list : [],
      custom_fix_list: wants(BALANCE_CONFIG_TYPE.PAY_TYPE_1) ? lists.custom_fix_list : [],
      fix_list: wants(BALANCE_CONFIG_TYPE.PAY_TYPE_2) ? lists.fix_list : [],
    };
  }

  /**
   * POST /api/user/chargereward: while the recharge-reward event runs, its tiers (a deposit that
   * joins and reaches a tier's amount gets its coin_num and gold_num on top), joining ticked by
   * default, and how many of the player's deposits have joined.
   */
  chargeReward(brand: string, playerId: number): ChargeReward {
    this.requireSettings(brand);
    const running = isActivityRunning(brand, ACTIVITY_TYPE.RECHARGE_REWARD);
    const joined = this.db
      .prepare('SELECT COUNT(*) AS n FROM deposit_orders WHERE player_id = ? AND brand = ? AND status = 1 AND join_charge_reward = 1')
      .get(playerId, brand);
    return {
      global_info: { default_flag: running },
      join_num: joined ? integer(joined, 'n') : 0,
      fix_list: running ? this.shopItems(brand, playerId, GOODS_TYPE.CHARGE_REWARD) : [],
    };
  }

  /** The charge reward's tier a deposit reaches, if the event runs and it reaches one. */
  chargeRewardTier(brand: string, amount: number): GoodsRecord | undefined {
    if (!isActivityRunning(brand, ACTIVITY_TYPE.RECHARGE_REWARD)) return undefined;
    return this.goodsOf(brand, GOODS_TYPE.CHARGE_REWARD)
      .filter((tier) => tier.amount <= amount)
      .sort((a, b) => a.amount - b.amount)
      .at(-1);
  }
}

const paymentMethod = (method: PayMethodRecord): PaymentMethod => ({
  id: method.id,
  name: method.name,
  pay_type: method.payMethod,
  sort_index: method.sortIndex,
});
