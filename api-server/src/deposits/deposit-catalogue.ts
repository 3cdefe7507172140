import { brandUtcOffsetMinutes } from '../brands/brand-clock.ts';
import type { DepositSettings } from './deposit-shop.ts';
import type { DatabaseSync } from 'node:sqlite';
import { ACTIVITY_TYPE, ORDER_PAY_METHOD, type OrderPayMethod } from '@casino/shared-kernel/api-contract';
import { inTransaction } from '../db/database.ts';
import { depositPicturePath, type DepositPicture } from './deposit-pictures.ts';

/**
 * `goods_type` of a goods item and of an order: the shop, the daily gift (the repeat-pay event),
 * the first and second deposit offers (their events' ids), and the charge reward's tiers.
 */
export const GOODS_TYPE = {
  SHOP: 0,
  DAILY_GIFT: ACTIVITY_TYPE.REPEAT_PAY,
  FIRST_DEPOSIT: ACTIVITY_TYPE.FIRST_RECHARGE,
  SECOND_DEPOSIT: ACTIVITY_TYPE.SECOND_RECHARGE,
  CHARGE_REWARD: ACTIVITY_TYPE.RECHARGE_REWARD,
} as const;

/** The goods types a player can order (the charge reward's tiers are an extra, not for sale). */
export type OrderGoodsType = typeof GOODS_TYPE.SHOP | typeof GOODS_TYPE.DAILY_GIFT | typeof GOODS_TYPE.FIRST_DEPOSIT | typeof GOODS_TYPE.SECOND_DEPOSIT;
export const ORDER_GOODS_TYPES: readonly OrderGoodsType[] = [GOODS_TYPE.SHOP, GOODS_TYPE.DAILY_GIFT, GOODS_TYPE.FIRST_DEPOSIT, GOODS_TYPE.SECOND_DEPOSIT];

/** The goods types with custom amounts. */
export type CustomGoodsType = typeof GOODS_TYPE.SHOP | typeof GOODS_TYPE.FIRST_DEPOSIT | typeof GOODS_TYPE.SECOND_DEPOSIT;

/** Amounts below are in major units of the brand's currency (written as the operator would); the seed stores minor units. */
interface GoodsSeed {
  id: number;
  goodsType: number;
  name: string;
  amount: number;
  /** The whole bonus the item credits, and its gold. */
  bonus: number;
  gold: number;
  lable: string;
  picture: DepositPicture;
  stock: number;
}

/** A brand's deposit catalogue; its day follows the brand clock (`brands/brand-clock.ts`). */
interface CatalogueSeed extends Omit<DepositSettings, 'brand' | 'dayOffsetMinutes'> {
  payMethods: readonly {
    id: number;
    name: string;
    payMethod: OrderPayMethod;
  }[];
  /** Rate tiers per custom goods type: [amount, coin percent, gold percent]. */
  customTiers: Readonly<Record<CustomGoodsType, readonly (readonly [number, number, number])[]>>;
  quickAmounts: Readonly<Record<CustomGoodsType, readonly number[]>>;
  goods: readonly GoodsSeed[];
}

const { SHOP, DAILY_GIFT, FIRST_DEPOSIT, SECOND_DEPOSIT, CHARGE_REWARD } = GOODS_TYPE;

/** Names of items as the brand writes money: ₹1,000 and R$ 1.000. */
const moneyName = (symbol: string, locale: string) => (amount: number) => `${symbol}${amount.toLocaleString(locale)}`;
const INR = moneyName('₹', 'en-IN');
const BRL = moneyName('R$ ', 'pt-BR');

const plusLabel = (rate: number) => (rate > 0 ? `+${rate}%` : '');
const percentOf = (amount: number, rate: number) => (amount * rate) / 100;

/** The shop's packs: [amount, bonus %, gold %]; pictures grow with the pack. */
function shopPacks(name: (amount: number) => string, packs: readonly (readonly [number, number, number])[]): GoodsSeed[] {
  return packs.map(([amount, bonusRate, goldRate], index) => ({
    id: index + 1,
    goodsType: SHOP,
    name: name(amount),
    amount,
    bonus: percentOf(amount, bonusRate),
    gold: percentOf(amount, goldRate),
    lable: plusLabel(bonusRate),
    picture: `coins-${Math.min(6, Math.floor(index * 0.75) + 1)}` as DepositPicture,
    stock: 0,
  }));
}

/** An offer's packs ([amount, bonus %], 2 % gold), each bought once per player. */
function offerPacks(goodsType: number, firstId: number, name: (amount: number) => string, packs: readonly (readonly [number, number])[]): GoodsSeed[] {
  return packs.map(([amount, bonusRate], index) => ({
    id: firstId + index,
    goodsType,
    name: name(amount),
    amount,
    bonus: percentOf(amount, bonusRate),
    gold: percentOf(amount, 2),
    lable: plusLabel(bonusRate),
    picture: goodsType === FIRST_DEPOSIT ? 'gift-first' : 'gift-second',
    stock: 1,
  }));
}

/** The charge reward's tiers: [deposit reaching the tier, extra bonus, extra gold]. */
function chargeRewardTiers(name: (amount: number) => string, tiers: readonly (readonly [number, number, number])[]): GoodsSeed[] {
  return tiers.map(([amount, bonus, gold], index) => ({
    id: 401 + index,
    goodsType: CHARGE_REWARD,
    name: `${name(amount)}+`,
    amount,
    bonus,
    gold,
    lable: `+${name(bonus)}`,
    picture: 'chest',
    stock: 0,
  }));
}

/**
 * What each brand sells, in its own currency: India in rupees with UPI (a QR code) and the Paytm
 * and PhonePe checkouts (links); Brasil in reais with PIX (a BR Code) and a PIX checkout page.
 */
const CATALOGUES: Readonly<Record<string, CatalogueSeed>> = {
  india: {
    minAmount: 100,
    maxAmount: 50_000,
    merchantName: 'CASINO INDIA',
    merchantCity: 'MUMBAI',
    payee: 'casinoindia@icici',
    bankCode: 'ICIC',
    payMethods: [
      { id: 1, name: 'UPI', payMethod: ORDER_PAY_METHOD.QR_CODE },
      { id: 2, name: 'Paytm', payMethod: ORDER_PAY_METHOD.LINK },
      { id: 3, name: 'PhonePe', payMethod: ORDER_PAY_METHOD.LINK },
    ],
    customTiers: {
      [SHOP]: [
        [100, 0, 0],
        [500, 3, 1],
        [1_000, 5, 1],
        [5_000, 8, 1],
        [10_000, 10, 1],
      ],
      [FIRST_DEPOSIT]: [
        [100, 50, 2],
        [500, 80, 2],
        [1_000, 100, 2],
      ],
      [SECOND_DEPOSIT]: [
        [100, 20, 2],
        [500, 30, 2],
        [1_000, 40, 2],
      ],
    },
    quickAmounts: {
      [SHOP]: [100, 300, 500, 1_000, 3_000, 5_000, 10_000, 50_000],
      [FIRST_DEPOSIT]: [100, 500, 1_000, 5_000],
      [SECOND_DEPOSIT]: [100, 500, 1_000, 5_000],
    },
    goods: [
      ...shopPacks(INR, [
        [100, 0, 0],
        [200, 2, 1],
        [500, 5, 1],
        [1_000, 8, 1],
        [2_000, 10, 1],
        [5_000, 12, 1],
        [10_000, 15, 1],
        [20_000, 20, 1],
      ]),
      ...offerPacks(FIRST_DEPOSIT, 101, (amount) => `First deposit ${INR(amount)}`, [
        [100, 50],
        [300, 80],
        [500, 100],
        [1_000, 100],
        [3_000, 120],
      ]),
      ...offerPacks(SECOND_DEPOSIT, 201, (amount) => `Second deposit ${INR(amount)}`, [
        [200, 30],
        [500, 40],
        [1_000, 50],
        [3_000, 60],
      ]),
      {
        id: 301,
        goodsType: DAILY_GIFT,
        name: 'Daily gift',
        amount: 300,
        bonus: 90,
        gold: 15,
        lable: '+30%',
        picture: 'gift-daily',
        stock: 1,
      },
      ...chargeRewardTiers(INR, [
        [500, 10, 5],
        [1_000, 25, 10],
        [5_000, 150, 50],
        [10_000, 350, 100],
      ]),
    ],
  },
  brasil: {
    minAmount: 10,
    maxAmount: 10_000,
    merchantName: 'CASSINO BRASIL',
    merchantCity: 'SAO PAULO',
    payee: '3f1c9a52-7b4e-4d2a-9c61-8e5f0b7a2d14',
    bankCode: '341',
    payMethods: [
      { id: 1, name: 'PIX', payMethod: ORDER_PAY_METHOD.QR_CODE },
      { id: 2, name: 'PIX Checkout', payMethod: ORDER_PAY_METHOD.LINK },
    ],
    customTiers: {
      [SHOP]: [
        [10, 0, 0],
        [50, 3, 1],
        [100, 5, 1],
        [500, 8, 1],
        [1_000, 10, 1],
      ],
      [FIRST_DEPOSIT]: [
        [10, 50, 2],
        [50, 80, 2],
        [100, 100, 2],
      ],
      [SECOND_DEPOSIT]: [
        [10, 20, 2],
        [50, 30, 2],
        [100, 40, 2],
      ],
    },
    quickAmounts: {
      [SHOP]: [10, 20, 50, 100, 200, 500, 1_000, 5_000],
      [FIRST_DEPOSIT]: [10, 50, 100, 500],
      [SECOND_DEPOSIT]: [10, 50, 100, 500],
    },
    goods: [
      ...shopPacks(BRL, [
        [20, 0, 0],
        [30, 3, 1],
        [50, 5, 1],
        [100, 8, 1],
        [200, 10, 1],
        [500, 12, 1],
        [1_000, 15, 1],
        [2_000, 20, 1],
      ]),
      ...offerPacks(FIRST_DEPOSIT, 101, (amount) => `Primeiro depósito ${BRL(amount)}`, [
        [20, 50],
        [50, 80],
        [100, 100],
        [300, 120],
      ]),
      ...offerPacks(SECOND_DEPOSIT, 201, (amount) => `Segundo depósito ${BRL(amount)}`, [
        [30, 30],
        [50, 40],
        [100, 50],
        [300, 60],
      ]),
      {
        id: 301,
        goodsType: DAILY_GIFT,
        name: 'Presente diário',
        amount: 30,
        bonus: 9,
        gold: 1.5,
        lable: '+30%',
        picture: 'gift-daily',
        stock: 1,
      },
      ...chargeRewardTiers(BRL, [
        [50, 1, 0.5],
        [100, 2.5, 1],
        [500, 15, 5],
        [1_000, 35, 10],
      ]),
    ],
  },
};

const minor = (major: number) => Math.round(major * 100);

/** The custom tier's coin percent for an amount (major units), 0 below the first tier. */
function tierRate(tiers: readonly (readonly [number, number, number])[], amount: number): number {
  let rate = 0;
  for (const [from, coinRate] of tiers) if (amount >= from) rate = coinRate;
  return rate;
}

/** Whether a catalogue is written for the brand (a brand without one takes no deposits). */
export const hasDepositCatalogue = (brand: string) => brand in CATALOGUES;

/**
 * Writes a brand's deposit catalogue: settings, payment methods, custom tiers and quick amounts,
 * goods. An offer's bonus is split into the shop's own bonus for that amount (`coin_num`, by the
 * shop's custom tiers) and the offer's extra on top (`extra_coin`), so the dialog can show both.
 */
export function seedDepositCatalogue(db: DatabaseSync, brand: string): void {
  const catalogue = CATALOGUES[brand];
  if (!catalogue) return;
  inTransaction(db, () => {
    db.prepare(
      'INSERT INTO deposit_settings (brand, min_amount, max_amount, merchant_name, merchant_city, payee, bank_code, day_offset_minutes) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(
      brand,
      minor(catalogue.minAmount),
      minor(catalogue.maxAmount),
      catalogue.merchantName,
      catalogue.merchantCity,
      catalogue.payee,
      catalogue.bankCode,
      brandUtcOffsetMinutes(brand),
    );
    const method = db.prepare('INSERT INTO deposit_pay_methods (brand, id, name, pay_method, sort_index) VALUES (?, ?, ?, ?, ?)');
    catalogue.payMethods.forEach((entry, index) => method.run(brand, entry.id, entry.name, entry.payMethod, index + 1));
    const tier = db.prepare('INSERT INTO deposit_custom_tiers (brand, goods_type, amount, cash_rate, coin_rate, gold_rate) VALUES (?, ?, ?, 100, ?, ?)');
    const quick = db.prepare('INSERT INTO deposit_quick_amounts (brand, goods_type, amount) VALUES (?, ?, ?)');
    for (const goodsType of [SHOP, FIRST_DEPOSIT, SECOND_DEPOSIT] as const) {
      for (const [amount, coinRate, goldRate] of catalogue.customTiers[goodsType]) tier.run(brand, goodsType, minor(amount), coinRate, goldRate);
      for (const amount of catalogue.quickAmounts[goodsType]) quick.run(brand, goodsType, minor(amount));
    }
    const goods = db.prepare(
      `INSERT INTO deposit_goods (brand, id, goods_type, name, amount, coin_num, extra_coin, gold_num, lable, img, stock_uid_num, sort)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    catalogue.goods.forEach((item, index) => {
      const bonus = minor(item.bonus);
      const isOffer = item.goodsType === FIRST_DEPOSIT || item.goodsType === SECOND_DEPOSIT;
      const regular = isOffer ? Math.min(bonus, minor(percentOf(item.amount, tierRate(catalogue.customTiers[SHOP], item.amount)))) : bonus;
      goods.run(
        brand,
        item.id,
        item.goodsType,
        item.name,
        minor(item.amount),
        regular,
        bonus - regular,
        minor(item.gold),
        item.lable,
        depositPicturePath(item.picture),
        item.stock,
        index + 1,
      );
    });
  });
}
