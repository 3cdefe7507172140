import { MAIL_AWARD_TYPE } from '@casino/shared-kernel/api-contract';
import { integer, real } from '../db/database.ts';
import type { DomainContext, DomainSeedContext } from '../server/casino-domain.ts';
import { BONUS_TURNOVER_MULTIPLIER } from '../wallet/bet-tasks.ts';
import { withdrawLimits } from '../withdrawals/withdraw-limits.ts';
import { mailAmounts, type MailAmounts } from './mail-amounts.ts';
import { bonusGiftMail, cashGiftMail, originalsNewsMail } from './mail-texts.ts';
import { demoPlayerNotice, gameNotice, marqueeNotices, noticeInEveryLanguage } from './notice-texts.ts';
import { sendMail } from './send-mail.ts';

/** The originals the game notices announce, by catalogue name. */
const ANNOUNCED_ORIGINALS = ['Crash', 'Dice', 'Fruit Slot'];

/**
 * A brand's first start: its marquee and game notices (in every language), and the demo
 * player's inbox and own marquee line when the database has a demo player. Runs in the seed's
 * transaction; the brand's site settings and VIP ladder are already written.
 */
export function seedMail(context: DomainContext, { brand, demo }: DomainSeedContext): void {
  const { db } = context;
  const now = context.now();
  const seconds = Math.floor(now / 1000);
  const currency = { symbol: brand.currencySymbol };
  const amounts = mailAmounts(brand.brand);

  if (demo) seedDemoInbox(context, demo, currency, amounts);

  const topRate = db.prepare('SELECT MAX(cashback_rate) AS rate FROM vip_levels WHERE brand = ?').get(brand.brand);
  const notice = db.prepare('INSERT INTO notices (brand, player_id, notice_type, title, content, game_id, sort, start_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const marqueeParams = {
    site: brand.title,
    currency,
    minWithdrawal: withdrawLimits(brand.brand).minAmount,
    topCashbackRate: Number(topRate?.rate ?? 0),
  };
  marqueeNotices('en', marqueeParams).forEach((_, sort) => {
    const line = noticeInEveryLanguage((language) => marqueeNotices(language, marqueeParams)[sort] ?? { title: '', content: '' });
    notice.run(brand.brand, null, 1, line.title, line.content, null, sort, seconds);
  });
  if (demo) {
    const own = noticeInEveryLanguage((language) => demoPlayerNotice(language, brand.title));
    notice.run(brand.brand, demo.playerId, 1, own.title, own.content, null, 0, seconds);
  }

  const original = db.prepare("SELECT id, name, rtp FROM games WHERE provider = 'Originals' AND name = ?");
  ANNOUNCED_ORIGINALS.forEach((name, sort) => {
    const game = original.get(name);
    if (!game) return;
    const text = noticeInEveryLanguage((language) => gameNotice(language, { name, rtp: real(game, 'rtp') }));
    notice.run(brand.brand, null, 3, text.title, text.content, integer(game, 'id'), sort, seconds);
  });
}

/**
 * The demo player's inbox: a news mail, a bonus, and (only with withdrawable money) a cash gift, a
 * second apart so the inbox lists them newest first in this order: gift, bonus, news.
 */
function seedDemoInbox(context: DomainContext, demo: NonNullable<DomainSeedContext['demo']>, currency: { symbol: string }, amounts: MailAmounts): void {
  const { db } = context;
  const now = context.now();
  sendMail(db, { playerId: demo.playerId, key: 'demo:news', ...originalsNewsMail(), now: now - 2_000 });
  sendMail(db, {
    playerId: demo.playerId,
    key: 'demo:bonus',
    ...bonusGiftMail(currency, amounts.demoBonus, BONUS_TURNOVER_MULTIPLIER),
    awards: [{ award_type: MAIL_AWARD_TYPE.COINS, amount: amounts.demoBonus }],
    now: now - 1_000,
  });
  if (!demo.withdrawableMoney) return;
  sendMail(db, {
    playerId: demo.playerId,
    key: 'demo:cash-gift',
    ...cashGiftMail(currency, amounts.demoCash),
    awards: [{ award_type: MAIL_AWARD_TYPE.CASH, amount: amounts.demoCash }],
    now,
  });
}
