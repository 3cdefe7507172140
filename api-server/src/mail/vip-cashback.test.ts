import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_TYPE, MAIL_AWARD_TYPE, MONEY_TYPE, mailText, type Mail } from '@casino/shared-kernel/api-contract';
import { tempDirs } from '../testing/temp-dirs.ts';
import { dataOf, startTestApiServer, testClock, type TestApiServer } from '../testing/test-api-server.ts';
import { LEDGER_CAUSE } from '../wallet/ledger.ts';
import { cashbackOf } from './vip-cashback.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Day D of these tests, 10:00 UTC. */
const D = Date.UTC(2030, 0, 14, 10);
const dirs = tempDirs();
const clock = testClock(D);
let server: TestApiServer;

beforeAll(async () => {
  server = await startTestApiServer(dirs, { clock });
});

afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

interface Player {
  id: number;
  mobile: string;
  token: string;
}

let phones = 0;
async function newPlayer(): Promise<Player> {
  const mobile = `95${String((phones += 1)).padStart(8, '0')}`;
  const login = dataOf(await server.register({ client_type: LOGIN_TYPE.PHONE, mobile, password: 'secret-1', channel_id: 1 }));
  // Cash and bonus to play with: a deposit, as the deposits domain would credit it.
  server.services.ledger.move({
    playerId: login.userInfo.id,
    requestKey: 'test-deposit',
    cause: LEDGER_CAUSE.DEPOSIT,
    entries: [
      { moneyType: MONEY_TYPE.CASH, amount: 1_000_00 },
      { moneyType: MONEY_TYPE.COIN, amount: 100_00 },
    ],
  });
  return { id: login.userInfo.id, mobile, token: login.accessToken };
}

/** A fresh token (the test clock runs past the 2-day token life). */
async function signIn(player: Player): Promise<string> {
  return dataOf(await server.call('login', { client_type: LOGIN_TYPE.PHONE, mobile: player.mobile, password: 'secret-1', system_type: 3 })).accessToken;
}

let rounds = 0;
/** A demo-game round on the ledger as the games domain writes it: the stake, then the win. */
function round(player: Player, stake: number, win: number, moneyType: typeof MONEY_TYPE.CASH | typeof MONEY_TYPE.COIN = MONEY_TYPE.CASH): void {
  rounds += 1;
  const { ledger } = server.services;
  ledger.move({ playerId: player.id, requestKey: `round-${rounds}-bet`, cause: LEDGER_CAUSE.BET, entries: [{ moneyType, amount: -stake }] });
  if (win > 0) ledger.move({ playerId: player.id, requestKey: `round-${rounds}-win`, cause: LEDGER_CAUSE.WIN, entries: [{ moneyType, amount: win }] });
}

/** India's VIP 5: deposits of 100,000 and bets of 500,000 rupees; cashback 1.1 %. */
function makeVip5(player: Player): void {
  server.services.db.prepare('UPDATE players SET pay_total = ?, bet_total = ? WHERE id = ?').run(100_000_00, 500_000_00, player.id);
}

const cashbackMails = async (token: string): Promise<Mail[]> =>
  dataOf(await server.call('mailList', {}, { token })).list.filter((mail) => mailText(mail.title, 'en').startsWith('VIP cashback'));

let vip: Player;
let b: Player;
let c: Player;
let bonusOnly: Player;

describe('the VIP cashback mail', () => {
  it('computes cashback in hundredths of a percent, rounded down', () => {
    expect(cashbackOf(50_000, 1.1)).toBe(550);
    expect(cashbackOf(10_000, 0.3)).toBe(30);
    expect(cashbackOf(999, 0.1)).toBe(0);
    expect(cashbackOf(-5_000, 2.1)).toBe(0);
  });

  it('sends nothing while the day of the losses is not over', async () => {
    vip = await newPlayer();
    b = await newPlayer();
    c = await newPlayer();
    bonusOnly = await newPlayer();
    makeVip5(vip);
    round(vip, 300_00, 80_00);
    round(vip, 50_00, 0, MONEY_TYPE.COIN);
    round(b, 200_00, 0);
    round(c, 200_00, 0);
    round(bonusOnly, 60_00, 0, MONEY_TYPE.COIN);
    expect(await cashbackMails(vip.token)).toEqual([]);
  });

  it("sends the day's cashback the next day, once, with the cash loss times the level's rate", async () => {
    const player = vip;
    clock.advance(14 * HOUR + 5 * 60_000);
    const lists = await Promise.all([1, 2, 3].map(() => cashbackMails(player.token)));
    for (const mails of lists) expect(mails).toHaveLength(1);
    const [mail] = lists[0] ?? [];
    // Net cash loss 220.00 (the bonus stake does not count); VIP 5 pays 1.1 %.
    expect(mail).toMatchObject({
      is_attach: true,
      award_package: [{ award_type: MAIL_AWARD_TYPE.CASH, amount: 2_42 }],
      status: 0,
      create_time: Date.UTC(2030, 0, 15) / 1000,
    });
    expect(mailText(mail?.title ?? '', 'en')).toBe('VIP cashback for 2030-01-14');
    expect(mailText(mail?.content ?? '', 'en')).toBe(
      'Your net loss on 2030-01-14 (UTC) was ₹ 220.00. As a VIP 5 member you get 1.1% back: ₹ 2.42 in cash, with no wagering. Claim it below.',
    );
    expect(mailText(mail?.content ?? '', 'pt-br')).toContain('₹ 220,00');
    expect(await cashbackMails(player.token)).toHaveLength(1);
  });

  it('credits the cashback as cash under the cashback cause', async () => {
    const player = vip;
    const [mail] = await cashbackMails(player.token);
    if (!mail) throw new Error('no cashback mail');
    const before = dataOf(await server.call('walletInfo', {}, { token: player.token }));
    expect(dataOf(await server.call('mailClaim', { mail_id: mail.id }, { token: player.token }))).toEqual({ award_package: mail.award_package });
    expect(dataOf(await server.call('walletInfo', {}, { token: player.token }))).toMatchObject({ money: before.money + 2_42, coin: before.coin });
    expect(server.services.db.prepare("SELECT amount FROM ledger WHERE player_id = ? AND cause = 'cashback'").all(player.id)).toEqual([{ amount: 2_42 }]);
  });

  it('pays no cashback on lost bonus, nor for a day that ended in a win', async () => {
    expect(await cashbackMails(bonusOnly.token)).toEqual([]);
    const player = vip;
    round(player, 10_00, 50_00);
    clock.advance(DAY);
    expect(await cashbackMails(await signIn(player))).toHaveLength(1);
  });

  it('still sends a day a player missed, dated when it was due, at the level of the player (VIP 0: 0.1 %)', async () => {
    clock.advance(DAY);
    const mails = await cashbackMails(await signIn(b));
    expect(mails.map((mail) => [mailText(mail.title, 'en'), mail.award_package, mail.create_time])).toEqual([
      ['VIP cashback for 2030-01-14', [{ award_type: MAIL_AWARD_TYPE.CASH, amount: 20 }], Date.UTC(2030, 0, 15) / 1000],
    ]);
  });

  it('does not reach back more than a week', async () => {
    clock.advance(6 * DAY);
    expect(await cashbackMails(await signIn(c))).toEqual([]);
  });

  it('keeps the books whole', async () => {
    expect(await (await fetch(`${server.url}/dev/ledger/audit`)).json()).toEqual({ mismatches: [] });
  });
});
