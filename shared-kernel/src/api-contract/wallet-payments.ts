// Wallet and payments of spec 7 (wallet, bet tasks, shop, orders, payment methods, deposit offers,
// withdrawals and withdraw accounts) and their entities of spec 3. Amounts are integer minor units.
import * as z from 'zod/mini';
import { BALANCE_CONFIG_ALL, ORDER_PAY_METHOD, PAY_TYPE, PAYOUT_METHOD } from './enums.ts';
import { amountField, cpfField, deviceFieldsShape, emailField, flagField, idField, mobileField, nameField, pageQueryShape, type Page } from './fields.ts';

/** GET /api/wallet?reserve=1 (spec 3, "Wallet response"). */
export const walletInfoSchema = z.object({
  /** Cash. */
  money: z.number(),
  /** Bonus. */
  coin: z.number(),
  gold: z.number(),
  taskBonus: z.number(),
  taskCur: z.number(),
  taskTarget: z.number(),
});
/** {@link walletInfoSchema} as a type. */
export type WalletInfo = z.infer<typeof walletInfoSchema>;

/** One bet task: progress `cur` of `target`, releasing `bonus`. */
export interface BetTask {
  cur: number;
  target: number;
  bonus: number;
}

/** GET /api/bet_task?reserve=1. */
export interface BetTaskInfo {
  totalCash: number;
  cashTaskList: BetTask[];
  totalWithdraw: number;
}

/** A goods item of the shop and deposit offers (spec 3, "Shop item"); `lable` as the server spells it. */
export interface ShopItem {
  id: number;
  name: string;
  amount: number;
  coin_num: number;
  gold_num: number;
  lable: string;
  rate: number;
  img: string;
  stock_uid_num: number;
  buy_uid_num: number;
  coin_multi: number;
  sort: number;
  coin: number;
  extra_coin: number;
}

/** A custom-amount deposit option and what it adds, as rates. */
export interface CustomDepositEntry {
  amount: number;
  cash_rate: number;
  coin_rate: number;
  gold_rate: number;
}

/** The deposit lists every offer response carries. */
export interface DepositLists {
  custom_list: CustomDepositEntry[];
  custom_fix_list: CustomDepositEntry[];
  fix_list: ShopItem[];
}

/** POST /api/user/shop. `time`: the server's clock, Unix seconds. */
export interface ShopInfo extends DepositLists {
  time: number;
}

/** One pay type's global settings in the balance config. */
export interface GlobalPayConfig {
  pay_type: number;
  show_pay_list: number[];
  /** JSON text: the withdraw settings of this pay type. */
  with_draw_config: string;
  /** The balance kinds a withdrawal reduces (`REDUCE_BALANCE_KIND`). */
  reduce_balance: number[];
  bank_code: string;
}

/** POST /api/user/balance (spec 3, "Balance response"). */
export interface BalanceConfig extends DepositLists {
  global_list: GlobalPayConfig[];
  bank_code: string;
}

/** A payment method (spec 3); `id` goes back as `pay_method_id` of an order. */
export interface PaymentMethod {
  id: number;
  name: string;
  pay_type: number;
  sort_index: number;
}

/** The result of creating an order (spec 3, "Order result"). */
export const orderResultSchema = z.object({
  /** The payment page; opened at once for a link order. */
  url: z.string(),
  /** The QR code text, shown for a QR order. */
  br_code: z.string(),
  pay_method: z.enum(ORDER_PAY_METHOD),
  order_no: z.string(),
});
/** {@link orderResultSchema} as a type. */
export type OrderResult = z.infer<typeof orderResultSchema>;

/** One order of the history (fields not shown in the spec). `status` is an `ORDER_STATUS`. */
export interface OrderRecord {
  order_no: string;
  amount: number;
  status: number;
  /** Unix seconds. */
  create_time: number;
}

/** POST /api/user/chargereward (spec 3, "Charge reward"). */
export interface ChargeReward {
  global_info: { default_flag: boolean };
  join_num: number;
  fix_list: ShopItem[];
}

/**
 * A bound withdraw account (spec 3). Beyond the spec's fields: `account_type`, the account's payout
 * method (a brand may offer several), and `account_no`, the USDT wallet address or the SPEI CLABE.
 */
export interface WithdrawAccount {
  id: number;
  name: string;
  cpf: string;
  email: string;
  phone: string;
  ifscCode: string;
  account_type?: number | undefined;
  account_no?: string | undefined;
}

/** GET /api/withdraw/info (spec 3, "Withdraw info"). */
export const withdrawInfoSchema = z.object({
  can_withdraw: z.number(),
  can_not_withdraw: z.number(),
  day_withdraw: z.number(),
  extra_del_cash: z.number(),
  cash_task_cash: z.number(),
  cash_task_cur: z.number(),
  cash_task_target: z.number(),
  extra_del_coin: z.number(),
  coin_task_coin: z.number(),
  coin_task_cur: z.number(),
  coin_task_target: z.number(),
  day_amount_limit: z.number(),
  /** 1: the player may edit the bound account. */
  withdraw_account_edit: z.int(),
  min_amount: z.number(),
  max_amount: z.number(),
  free_amount: z.number(),
  cfg_amount: z.number(),
  fee_rate: z.number(),
  money: z.number(),
  coin: z.number(),
  /** The brand's default payout method (`PAYOUT_METHOD`): a new account's, unless it names another. */
  account_type: z.int(),
  /** Every payout method the brand offers, the default first; absent: only `account_type`. */
  payout_methods: z.optional(z.array(z.int())),
  account_list: z.array(
    z.object({
      id: idField,
      name: z.string(),
      cpf: z.string(),
      email: z.string(),
      phone: z.string(),
      ifscCode: z.string(),
      /** The account's payout method; absent: the brand's `account_type`. */
      account_type: z.optional(z.int()),
      /** The USDT wallet address or the SPEI CLABE; absent or empty for the other methods. */
      account_no: z.optional(z.string()),
    }),
  ),
});
/** {@link withdrawInfoSchema} as a type. */
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

/** The result of a withdrawal: new balances, and `frozenPlatform` when the platform froze it. */
export interface WithdrawResult {
  money: number;
  coin: number;
  frozenPlatform?: boolean;
}

/** One withdrawal of the history (fields not shown in the spec). `status` is an `ORDER_STATUS`. */
export interface WithdrawRecord {
  id: number;
  amount: number;
  fee: number;
  status: number;
  /** Unix seconds. */
  create_time: number;
}

/** POST /api/user/shop: `type` selects the goods list. */
export const shopPayloadSchema = z.object({
  ...deviceFieldsShape,
  type: z.int('must be a whole number').check(z.nonnegative('must be 0 or more')),
});
/** {@link shopPayloadSchema} as a type. */
export type ShopPayload = z.infer<typeof shopPayloadSchema>;

/**
 * POST /api/user/order. A fixed order (`pay_type` 2) names its goods item; a custom one sends
 * `goods_id` 0. The server accepts code 0 or 501 (spec 8: 501 is "nothing to do").
 */
export const orderPayloadSchema = z.object({
  ...deviceFieldsShape,
  goods_id: z.int('must be a whole number').check(z.nonnegative('must be 0 or more')),
  goods_type: z.int('must be a whole number').check(z.nonnegative('must be 0 or more')),
  amount: amountField,
  pay_type: z.enum(PAY_TYPE, 'must be 1 (custom) or 2 (fixed)'),
  is_add_coin: flagField,
  is_join_charge_reward: flagField,
  pay_method_id: idField,
});
/** {@link orderPayloadSchema} as a type. */
export type OrderPayload = z.infer<typeof orderPayloadSchema>;

/** POST /api/user/order/list and /api/withdraw/list: `{last_id, limit, type}`. */
export const historyPagePayloadSchema = z.object(pageQueryShape);
/** {@link historyPagePayloadSchema} as a type. */
export type HistoryPagePayload = z.infer<typeof historyPagePayloadSchema>;

/** A page of the order history. */
export type OrderPage = Page<OrderRecord>;
/** A page of the withdraw history. */
export type WithdrawPage = Page<WithdrawRecord>;

/** POST /api/user/balance: `config_type` is one `BALANCE_CONFIG_TYPE` or a sum of them (1 to 7). */
export const balancePayloadSchema = z.object({
  config_type: z.int('must be a whole number').check(z.gte(1, 'must be 1 to 7'), z.lte(BALANCE_CONFIG_ALL, 'must be 1 to 7')),
});
/** {@link balancePayloadSchema} as a type. */
export type BalancePayload = z.infer<typeof balancePayloadSchema>;

/** POST /api/user/firstcharge: the first (pay_count 0) or second (1) deposit offer. */
export const firstChargePayloadSchema = z.object({
  pay_count: z.int('must be a whole number').check(z.nonnegative('must be 0 or more')),
  pay_type: z.enum(PAY_TYPE, 'must be 1 (custom) or 2 (fixed)'),
});
/** {@link firstChargePayloadSchema} as a type. */
export type FirstChargePayload = z.infer<typeof firstChargePayloadSchema>;

/** POST /api/user/withdraw. */
export const withdrawPayloadSchema = z.object({ amount: amountField, account_id: idField });
/** {@link withdrawPayloadSchema} as a type. */
export type WithdrawPayload = z.infer<typeof withdrawPayloadSchema>;

/** POST /api/withdraw/delAccount. */
export const deleteWithdrawAccountPayloadSchema = z.object({ ...deviceFieldsShape, id: idField });
/** {@link deleteWithdrawAccountPayloadSchema} as a type. */
export type DeleteWithdrawAccountPayload = z.infer<typeof deleteWithdrawAccountPayloadSchema>;

/**
 * POST /api/withdraw/addAccount (bind a new account) and /api/withdraw/account (rebind: edit the
 * account `id`, allowed when `withdraw_account_edit` is 1). The spec's payload is
 * `{cpf, phone, name, email}`; `ifscCode` serves the IFSC payout method. `account_type` chooses one
 * of the brand's payout methods (absent: the brand's default, or the edited account's own), and
 * `account_no` carries the USDT wallet address or the SPEI CLABE.
 */
export const withdrawAccountPayloadSchema = z.object({
  ...deviceFieldsShape,
  id: z.optional(idField),
  name: nameField,
  cpf: z.optional(cpfField),
  phone: z.optional(mobileField),
  email: z.optional(emailField),
  ifscCode: z.optional(z.string().check(z.regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'must be an IFSC code such as "SBIN0001234"'))),
  account_type: z.optional(z.enum(PAYOUT_METHOD, 'must be a payout method: 1 (IFSC), 5 (bank card), 6 (SPEI) or 1000 (USDT)')),
  account_no: z.optional(z.string('must be text').check(z.regex(/^[0-9A-Za-z]{1,64}$/, 'must be letters and digits only (a wallet address or a CLABE)'))),
});
/** {@link withdrawAccountPayloadSchema} as a type. */
export type WithdrawAccountPayload = z.infer<typeof withdrawAccountPayloadSchema>;
