import type { Migration } from '../db/migrations.ts';

/** The deposits domain's tables. Never edit once released: a change is a new migration step. */
export const DEPOSITS_MIGRATION: Migration = {
  version: 3,
  name: 'deposits: shop, payment methods, orders, offers',
  sql: `
    -- Per brand: custom-amount limits, the merchant that payment codes and the payment page name
    -- (payee: the PIX key or the UPI address), the bank code of the balance config, and the offset
    -- of the brand's local day from UTC (the daily gift is once a local day).
    CREATE TABLE deposit_settings (
      brand TEXT PRIMARY KEY REFERENCES brands (brand),
      min_amount INTEGER NOT NULL CHECK (min_amount > 0),
      max_amount INTEGER NOT NULL CHECK (max_amount >= min_amount),
      merchant_name TEXT NOT NULL CHECK (length(merchant_name) BETWEEN 1 AND 25),
      merchant_city TEXT NOT NULL CHECK (length(merchant_city) BETWEEN 1 AND 15),
      payee TEXT NOT NULL CHECK (payee <> ''),
      bank_code TEXT NOT NULL,
      day_offset_minutes INTEGER NOT NULL CHECK (day_offset_minutes BETWEEN -720 AND 840)
    ) STRICT;

    -- The payment methods of a brand; pay_method is how an order of it is paid (ORDER_PAY_METHOD:
    -- 1 a QR code, 2 a link to a payment page). ids count per brand.
    CREATE TABLE deposit_pay_methods (
      brand TEXT NOT NULL REFERENCES brands (brand),
      id INTEGER NOT NULL CHECK (id > 0),
      name TEXT NOT NULL CHECK (name <> ''),
      pay_method INTEGER NOT NULL CHECK (pay_method IN (1, 2)),
      sort_index INTEGER NOT NULL,
      PRIMARY KEY (brand, id)
    ) STRICT;

    -- Goods items (spec 3's shop item) by goods_type: 0 the shop, 3 the daily gift (repeat pay),
    -- 22 the first-deposit offer, 23 the second, 26 the charge reward's tiers (amount: the deposit
    -- that reaches the tier; coin_num and gold_num: the extra). Bonus credited = coin_num +
    -- extra_coin (the offer's extra); stock_uid_num: purchases allowed per player, 0 unlimited.
    -- img is a path under /api/assets/, answered as an absolute URL.
    CREATE TABLE deposit_goods (
      brand TEXT NOT NULL REFERENCES brands (brand),
      id INTEGER NOT NULL CHECK (id > 0),
      goods_type INTEGER NOT NULL CHECK (goods_type IN (0, 3, 22, 23, 26)),
      name TEXT NOT NULL,
      amount INTEGER NOT NULL CHECK (amount > 0),
      coin_num INTEGER NOT NULL CHECK (coin_num >= 0),
      extra_coin INTEGER NOT NULL DEFAULT 0 CHECK (extra_coin >= 0),
      gold_num INTEGER NOT NULL CHECK (gold_num >= 0),
      lable TEXT NOT NULL DEFAULT '',
      img TEXT NOT NULL CHECK (img GLOB '/api/assets/*'),
      stock_uid_num INTEGER NOT NULL DEFAULT 0 CHECK (stock_uid_num >= 0),
      sort INTEGER NOT NULL,
      PRIMARY KEY (brand, id)
    ) STRICT;
    CREATE INDEX deposit_goods_by_type ON deposit_goods (brand, goods_type, sort);

    -- Custom amounts: rate tiers (a custom amount takes the rates of the highest tier it reaches;
    -- percent of the amount) and the quick amounts offered beside the input, per goods_type.
    CREATE TABLE deposit_custom_tiers (
      brand TEXT NOT NULL REFERENCES brands (brand),
      goods_type INTEGER NOT NULL CHECK (goods_type IN (0, 22, 23)),
      amount INTEGER NOT NULL CHECK (amount > 0),
      cash_rate INTEGER NOT NULL CHECK (cash_rate = 100),
      coin_rate INTEGER NOT NULL CHECK (coin_rate BETWEEN 0 AND 500),
      gold_rate INTEGER NOT NULL CHECK (gold_rate BETWEEN 0 AND 100),
      PRIMARY KEY (brand, goods_type, amount)
    ) STRICT;

    CREATE TABLE deposit_quick_amounts (
      brand TEXT NOT NULL REFERENCES brands (brand),
      goods_type INTEGER NOT NULL CHECK (goods_type IN (0, 22, 23)),
      amount INTEGER NOT NULL CHECK (amount > 0),
      PRIMARY KEY (brand, goods_type, amount)
    ) STRICT;

    -- Orders. bonus, gold and reward_* are what the order promised when created (reward_*: the
    -- charge reward's extra); on success they hold what was credited (an offer that lapsed in the
    -- meantime credits cash only). goods_id NULL: a custom amount. pay_key: the secret of the
    -- payment page link. gift_day: the brand's local day a daily gift was bought on (one a day).
    CREATE TABLE deposit_orders (
      id INTEGER PRIMARY KEY,
      order_no TEXT NOT NULL UNIQUE CHECK (length(order_no) BETWEEN 1 AND 25),
      brand TEXT NOT NULL REFERENCES brands (brand),
      player_id INTEGER NOT NULL REFERENCES players (id),
      goods_type INTEGER NOT NULL CHECK (goods_type IN (0, 3, 22, 23)),
      goods_id INTEGER,
      pay_type INTEGER NOT NULL CHECK (pay_type IN (1, 2)),
      pay_method_id INTEGER NOT NULL,
      pay_method INTEGER NOT NULL CHECK (pay_method IN (1, 2)),
      amount INTEGER NOT NULL CHECK (amount > 0),
      bonus INTEGER NOT NULL CHECK (bonus >= 0),
      gold INTEGER NOT NULL CHECK (gold >= 0),
      join_charge_reward INTEGER NOT NULL CHECK (join_charge_reward IN (0, 1)),
      reward_bonus INTEGER NOT NULL CHECK (reward_bonus >= 0),
      reward_gold INTEGER NOT NULL CHECK (reward_gold >= 0),
      payment_code TEXT NOT NULL,
      pay_key TEXT NOT NULL CHECK (length(pay_key) >= 16),
      status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
      result TEXT NOT NULL DEFAULT '' CHECK (result IN ('', 'paid', 'paid_without_offer', 'cancelled', 'failed', 'expired')),
      gift_day TEXT CHECK (gift_day IS NULL OR (goods_type = 3 AND status = 1)),
      created_at INTEGER NOT NULL,
      settled_at INTEGER,
      CHECK ((status = 0) = (settled_at IS NULL) AND (status = 0) = (result = '')),
      CHECK ((pay_type = 1) = (goods_id IS NULL)),
      FOREIGN KEY (brand, pay_method_id) REFERENCES deposit_pay_methods (brand, id),
      FOREIGN KEY (brand, goods_id) REFERENCES deposit_goods (brand, id)
    ) STRICT;
    CREATE INDEX deposit_orders_by_player ON deposit_orders (player_id, id);
    CREATE INDEX deposit_orders_processing ON deposit_orders (player_id, created_at) WHERE status = 0;
    CREATE UNIQUE INDEX deposit_orders_one_gift_a_day ON deposit_orders (player_id, gift_day) WHERE gift_day IS NOT NULL;
  `,
};
