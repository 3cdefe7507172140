import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_TYPE, MAIL_AWARD_TYPE, MAIL_STATUS, mailListSchema, mailText, type Mail, type MailList } from '@casino/shared-kernel/api-contract';
import { LANGUAGES } from '@casino/shared-kernel/state';
import { TOKEN_MESSAGES } from '../server/api-refusal.ts';
import { tempDirs } from '../testing/temp-dirs.ts';
import { dataOf, startTestApiServer, testClock, type TestApiServer } from '../testing/test-api-server.ts';
import { BONUS_TURNOVER_MULTIPLIER } from '../wallet/bet-tasks.ts';
import { LEDGER_CAUSE } from '../wallet/ledger.ts';
import { mailAmounts } from './mail-amounts.ts';
import { MAIL_LANGUAGES } from './mail-texts.ts';
import { MAIL_MESSAGES } from './mailbox.ts';
import { sendMail } from './send-mail.ts';

const dirs = tempDirs();
const clock = testClock();
let server: TestApiServer;

beforeAll(async () => {
  server = await startTestApiServer(dirs, { clock });
});

afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

const WELCOME = mailAmounts('india').welcomeBonus;

let phones = 0;
/** A new Indian player: their token and ids. */
async function newPlayer(): Promise<{ token: string; id: number; uid: number; createTime: number }> {
  const mobile = `96${String((phones += 1)).padStart(8, '0')}`;
  const login = dataOf(await server.register({ client_type: LOGIN_TYPE.PHONE, mobile, password: 'secret-1', channel_id: 1 }));
  return { token: login.accessToken, id: login.userInfo.id, uid: login.userInfo.uid, createTime: login.userInfo.create_time };
}

const list = async (token: string): Promise<MailList> => dataOf(await server.call('mailList', {}, { token }));
const wallet = async (token: string) => dataOf(await server.call('walletInfo', {}, { token }));
const refusal = (msg: string) => ({ code: 500, msg, data: null });

/** A mail written straight into a player's inbox, as another domain would send it. */
function mailFor(playerId: number, key: string, awards: { award_type: number; amount: number }[] = []): number {
  return sendMail(server.services.db, { playerId, key, title: { en: `Title ${key}` }, content: { en: `Content ${key}` }, awards, now: clock.now() }).mailId;
}

const byId = (mails: MailList, id: number): Mail | undefined => mails.list.find((mail) => mail.id === id);

describe('POST /api/mail/list', () => {
  it('gives a new player one welcome mail with its bonus, written in every site language', async () => {
    const player = await newPlayer();
    const inbox = await list(player.token);
    expect(mailListSchema.parse(inbox)).toEqual(inbox);
    expect(inbox.unread_num).toBe(1);
    const [welcome] = inbox.list;
    expect(inbox.list).toHaveLength(1);
    expect(welcome).toMatchObject({
      is_attach: true,
      award_package: [{ award_type: MAIL_AWARD_TYPE.COINS, amount: WELCOME }],
      status: MAIL_STATUS.UNREAD,
      create_time: player.createTime,
    });
    if (!welcome) throw new Error('no welcome mail');
    expect(Object.keys(JSON.parse(welcome.title) as object)).toEqual([...LANGUAGES]);
    expect(Object.keys(JSON.parse(welcome.content) as object)).toEqual([...MAIL_LANGUAGES]);
    expect(mailText(welcome.title, 'en')).toBe('Welcome to Casino India!');
    expect(mailText(welcome.content, 'en')).toContain('₹ 20.00');
    expect(mailText(welcome.content, 'pt-br')).toContain('Obrigado por se juntar ao Casino India');
  });

  it('sends the welcome mail once, however often and however concurrently the inbox opens', async () => {
    const player = await newPlayer();
    const answers = await Promise.all([1, 2, 3, 4].map(() => list(player.token)));
    for (const answer of answers) expect(answer.list).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.list[0]?.id)).size).toBe(1);
    expect((await list(player.token)).list).toHaveLength(1);
  });

  it('lists the seeded demo inbox newest first, in the brand language and currency', async () => {
    const india = await server.signInDemo('india');
    const inbox = await list(india.accessToken);
    expect(inbox.list.map((mail) => mailText(mail.title, 'en'))).toEqual([
      'Welcome to Casino India!',
      'A cash gift',
      'A bonus for you',
      'New in the lobby: our originals',
    ]);
    const times = inbox.list.map((mail) => mail.create_time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(inbox.list.map((mail) => mail.award_package)).toEqual([
      [{ award_type: MAIL_AWARD_TYPE.COINS, amount: WELCOME }],
      [{ award_type: MAIL_AWARD_TYPE.CASH, amount: mailAmounts('india').demoCash }],
      [{ award_type: MAIL_AWARD_TYPE.COINS, amount: mailAmounts('india').demoBonus }],
      [],
    ]);
    expect(inbox.list.map((mail) => mail.is_attach)).toEqual([true, true, true, false]);

    const brasil = await server.signInDemo('brasil');
    const caixa = dataOf(await server.call('mailList', {}, { token: brasil.accessToken, brand: 'brasil' }));
    expect(caixa.list.map((mail) => mailText(mail.title, 'pt-br'))).toEqual([
      'Bem-vindo ao Cassino Brasil!',
      'Um presente em dinheiro',
      'Um bônus para você',
      'Novidade no lobby: nossos originais',
    ]);
    expect(mailText(caixa.list[1]?.content ?? '', 'pt-br')).toContain('R$ 10,00');
  });

  it('counts every unread mail: the badge caps at 9, the server does not', async () => {
    const player = await newPlayer();
    for (let index = 0; index < 11; index += 1) mailFor(player.id, `news-${index}`);
    expect((await list(player.token)).unread_num).toBe(12);
  });

  it('needs a signed-in player', async () => {
    expect(await server.call('mailList', {})).toEqual({ code: 1013, msg: TOKEN_MESSAGES.missing, data: null });
  });
});

describe('POST /api/mail/read', () => {
  it('marks a mail read once and answers it with the unread count after', async () => {
    const player = await newPlayer();
    const news = mailFor(player.id, 'news');
    expect((await list(player.token)).unread_num).toBe(2);
    const read = dataOf(await server.call('mailRead', { id: news }, { token: player.token }));
    expect(read).toMatchObject({ id: news, status: MAIL_STATUS.READ, is_attach: false, unread_num: 1 });
    expect(dataOf(await server.call('mailRead', { id: news }, { token: player.token }))).toMatchObject({ status: MAIL_STATUS.READ, unread_num: 1 });
    expect(byId(await list(player.token), news)?.status).toBe(MAIL_STATUS.READ);
  });

  it('refuses an unknown mail and a bad payload', async () => {
    const player = await newPlayer();
    expect(await server.call('mailRead', { id: 999_999 }, { token: player.token })).toEqual(refusal(MAIL_MESSAGES.notFound));
    expect(await server.call('mailRead', { id: 0 }, { token: player.token })).toMatchObject({ code: 500, msg: 'id: must be above 0' });
  });
});

describe('POST /api/mail/claimAward', () => {
  it('credits a bonus award once, behind the same turnover as a deposit bonus, and marks the mail claimed and read', async () => {
    const player = await newPlayer();
    const [welcome] = (await list(player.token)).list;
    if (!welcome) throw new Error('no welcome mail');
    const before = await wallet(player.token);
    expect(dataOf(await server.call('mailClaim', { mail_id: welcome.id }, { token: player.token }))).toEqual({
      award_package: [{ award_type: MAIL_AWARD_TYPE.COINS, amount: WELCOME }],
    });
    const after = await wallet(player.token);
    expect(after).toMatchObject({ coin: before.coin + WELCOME, money: before.money, taskBonus: WELCOME, taskTarget: WELCOME * BONUS_TURNOVER_MULTIPLIER });
    const inbox = await list(player.token);
    expect(byId(inbox, welcome.id)).toMatchObject({ status: MAIL_STATUS.CLAIMED, is_attach: true });
    expect(inbox.unread_num).toBe(0);
    expect(await server.call('mailClaim', { mail_id: welcome.id }, { token: player.token })).toEqual(refusal(MAIL_MESSAGES.alreadyClaimed));
    expect(await wallet(player.token)).toEqual(after);
    const rows = server.services.db.prepare("SELECT cause, amount, money_type FROM ledger WHERE player_id = ? AND cause = 'claim'").all(player.id);
    expect(rows).toEqual([{ cause: LEDGER_CAUSE.CLAIM, amount: WELCOME, money_type: 1 }]);
  });

  it('credits cash awards to cash, and adds up awards of one balance', async () => {
    const player = await newPlayer();
    const gift = mailFor(player.id, 'gift', [
      { award_type: MAIL_AWARD_TYPE.CASH, amount: 1_500 },
      { award_type: MAIL_AWARD_TYPE.CASH, amount: 500 },
      { award_type: 7, amount: 300 },
    ]);
    const before = await wallet(player.token);
    expect(dataOf(await server.call('mailClaim', { mail_id: gift }, { token: player.token })).award_package).toHaveLength(3);
    expect(await wallet(player.token)).toMatchObject({ money: before.money + 2_000, coin: before.coin + 300 });
  });

  it('refuses a mail without an award', async () => {
    const player = await newPlayer();
    const news = mailFor(player.id, 'news');
    expect(await server.call('mailClaim', { mail_id: news }, { token: player.token })).toEqual(refusal(MAIL_MESSAGES.noAward));
  });

  it('credits once when the same claim is sent five times at once', async () => {
    const player = await newPlayer();
    const gift = mailFor(player.id, 'gift', [{ award_type: MAIL_AWARD_TYPE.CASH, amount: 2_500 }]);
    const before = await wallet(player.token);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => server.call('mailClaim', { mail_id: gift }, { token: player.token })));
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, 500, 500, 500, 500]);
    expect(answers.filter((answer) => answer.code === 500).map((answer) => answer.msg)).toEqual(Array(4).fill(MAIL_MESSAGES.alreadyClaimed));
    expect((await wallet(player.token)).money).toBe(before.money + 2_500);
  });

  it('credits once when a claim and a claim all race', async () => {
    const player = await newPlayer();
    const gift = mailFor(player.id, 'gift', [{ award_type: MAIL_AWARD_TYPE.CASH, amount: 4_000 }]);
    await list(player.token);
    const before = await wallet(player.token);
    const answers = await Promise.all([
      server.call('mailClaim', { mail_id: gift }, { token: player.token }),
      server.call('mailClaimAll', {}, { token: player.token }),
      server.call('mailClaimAll', {}, { token: player.token }),
    ]);
    const after = await wallet(player.token);
    expect(after.money).toBe(before.money + 4_000);
    expect(after.coin).toBe(before.coin + WELCOME);
    expect(answers.filter((answer) => answer.code === 0).length).toBeGreaterThanOrEqual(1);
  });
});

describe('POST /api/mail/claimAllAward', () => {
  it('claims every unclaimed award in one go and answers their sums by type', async () => {
    const player = await newPlayer();
    mailFor(player.id, 'cash-1', [{ award_type: MAIL_AWARD_TYPE.CASH, amount: 1_000 }]);
    mailFor(player.id, 'cash-2', [
      { award_type: MAIL_AWARD_TYPE.CASH, amount: 2_000 },
      { award_type: MAIL_AWARD_TYPE.COINS, amount: 700 },
    ]);
    const news = mailFor(player.id, 'news');
    const before = await wallet(player.token);
    const inbox = await list(player.token);
    expect(dataOf(await server.call('mailClaimAll', {}, { token: player.token }))).toEqual({
      award_package: [
        { award_type: MAIL_AWARD_TYPE.COINS, amount: WELCOME + 700 },
        { award_type: MAIL_AWARD_TYPE.CASH, amount: 3_000 },
      ],
    });
    expect(await wallet(player.token)).toMatchObject({ money: before.money + 3_000, coin: before.coin + WELCOME + 700 });
    const after = await list(player.token);
    for (const mail of inbox.list) expect(byId(after, mail.id)?.status).toBe(mail.id === news ? MAIL_STATUS.UNREAD : MAIL_STATUS.CLAIMED);
    expect(after.unread_num).toBe(1);
    expect(await server.call('mailClaimAll', {}, { token: player.token })).toEqual(refusal(MAIL_MESSAGES.nothingToClaim));
  });
});

describe('POST /api/mail/deleteOneMail', () => {
  it('refuses to delete a mail that still holds an award, deletes it once claimed, and keeps it for the audit', async () => {
    const player = await newPlayer();
    const gift = mailFor(player.id, 'gift', [{ award_type: MAIL_AWARD_TYPE.CASH, amount: 900 }]);
    expect((await list(player.token)).unread_num).toBe(2);
    expect(await server.call('mailDelete', { mail_id: gift }, { token: player.token })).toEqual(refusal(MAIL_MESSAGES.claimFirst));
    dataOf(await server.call('mailClaim', { mail_id: gift }, { token: player.token }));
    expect(dataOf(await server.call('mailDelete', { mail_id: gift }, { token: player.token }))).toEqual({ mail_id: gift, unread_num: 1 });
    expect(byId(await list(player.token), gift)).toBeUndefined();
    for (const call of ['mailDelete', 'mailClaim'] as const) {
      expect(await server.call(call, { mail_id: gift }, { token: player.token })).toEqual(refusal(MAIL_MESSAGES.notFound));
    }
    expect(await server.call('mailRead', { id: gift }, { token: player.token })).toEqual(refusal(MAIL_MESSAGES.notFound));
    const kept = server.services.db.prepare('SELECT status, deleted_at FROM mails WHERE id = ?').get(gift);
    expect(kept).toEqual({ status: MAIL_STATUS.CLAIMED, deleted_at: Math.floor(clock.now() / 1000) });
  });

  it('deletes an unread plain mail and lowers the unread count', async () => {
    const player = await newPlayer();
    const news = mailFor(player.id, 'news');
    expect((await list(player.token)).unread_num).toBe(2);
    expect(dataOf(await server.call('mailDelete', { mail_id: news }, { token: player.token }))).toEqual({ mail_id: news, unread_num: 1 });
  });
});

describe('POST /api/mail/deleteAllMail', () => {
  it('deletes the read mails without unclaimed awards and keeps the rest', async () => {
    const player = await newPlayer();
    const unread = mailFor(player.id, 'unread');
    const read = mailFor(player.id, 'read');
    const holding = mailFor(player.id, 'holding', [{ award_type: MAIL_AWARD_TYPE.CASH, amount: 100 }]);
    const claimed = mailFor(player.id, 'claimed', [{ award_type: MAIL_AWARD_TYPE.CASH, amount: 200 }]);
    const [welcome] = (await list(player.token)).list.filter((mail) => mail.award_package[0]?.amount === WELCOME);
    dataOf(await server.call('mailRead', { id: read }, { token: player.token }));
    dataOf(await server.call('mailRead', { id: holding }, { token: player.token }));
    dataOf(await server.call('mailClaim', { mail_id: claimed }, { token: player.token }));
    const before = await wallet(player.token);
    expect(dataOf(await server.call('mailDeleteAll', {}, { token: player.token }))).toEqual({ deleted_num: 2, unread_num: 2 });
    const after = await list(player.token);
    expect(after.list.map((mail) => mail.id).sort((a, b) => a - b)).toEqual([welcome?.id, unread, holding].sort((a = 0, b = 0) => a - b));
    expect(await wallet(player.token)).toEqual(before);
    expect(dataOf(await server.call('mailDeleteAll', {}, { token: player.token }))).toEqual({ deleted_num: 0, unread_num: 2 });
  });
});

describe("another player's mail", () => {
  it('is "not found" for every call, and claim all and delete all of others leave it alone', async () => {
    const owner = await newPlayer();
    const other = await newPlayer();
    const gift = mailFor(owner.id, 'gift', [{ award_type: MAIL_AWARD_TYPE.CASH, amount: 5_000 }]);
    const news = mailFor(owner.id, 'news');
    await list(other.token);
    expect(await server.call('mailRead', { id: news }, { token: other.token })).toEqual(refusal(MAIL_MESSAGES.notFound));
    expect(await server.call('mailClaim', { mail_id: gift }, { token: other.token })).toEqual(refusal(MAIL_MESSAGES.notFound));
    expect(await server.call('mailDelete', { mail_id: news }, { token: other.token })).toEqual(refusal(MAIL_MESSAGES.notFound));
    dataOf(await server.call('mailClaimAll', {}, { token: other.token }));
    dataOf(await server.call('mailDeleteAll', {}, { token: other.token }));
    expect((await wallet(other.token)).money).toBe(0);
    const inbox = await list(owner.token);
    expect(byId(inbox, gift)?.status).toBe(MAIL_STATUS.UNREAD);
    expect(byId(inbox, news)?.status).toBe(MAIL_STATUS.UNREAD);
    expect(byId(await list(other.token), gift)).toBeUndefined();
  });
});

describe('sendMail', () => {
  it('sends one mail per key and player', async () => {
    const player = await newPlayer();
    const first = sendMail(server.services.db, {
      playerId: player.id,
      key: 'order:42',
      title: { en: 'Paid', 'pt-br': 'Pago' },
      content: { en: 'Thanks' },
      now: clock.now(),
    });
    const again = sendMail(server.services.db, {
      playerId: player.id,
      key: 'order:42',
      title: { en: 'Paid again' },
      content: { en: 'Thanks' },
      now: clock.now(),
    });
    expect(first.created).toBe(true);
    expect(again).toEqual({ mailId: first.mailId, created: false });
    const mail = byId(await list(player.token), first.mailId);
    expect(mail?.title).toBe('{"en":"Paid","pt-br":"Pago"}');
    expect(mailText(mail?.title ?? '', 'zh')).toBe('Paid');
  });

  it('refuses a malformed mail as a programming error', () => {
    const mail = { playerId: 1, key: 'bad', title: { en: 'x' }, content: { en: 'y' }, now: clock.now() };
    expect(() => sendMail(server.services.db, { ...mail, awards: [{ award_type: 2, amount: 0 }] })).toThrow(/positive whole number/);
    expect(() => sendMail(server.services.db, { ...mail, awards: [{ award_type: 2, amount: 1.5 }] })).toThrow(/positive whole number/);
    expect(() => sendMail(server.services.db, { ...mail, key: '' })).toThrow(/key/);
  });
});

describe('the books', () => {
  it('keeps every balance equal to its ledger', async () => {
    const answer = await fetch(`${server.url}/dev/ledger/audit`);
    expect(await answer.json()).toEqual({ mismatches: [] });
  });

  it('keeps the inbox across a restart: claimed stays claimed, deleted stays gone, no second welcome', async () => {
    const restartDirs = tempDirs();
    const restartClock = testClock();
    const first = await startTestApiServer(restartDirs, { clock: restartClock });
    const login = await first.signInDemo();
    const token = login.accessToken;
    const inbox = dataOf(await first.call('mailList', {}, { token }));
    const [welcome, gift] = inbox.list;
    if (!welcome || !gift) throw new Error('no demo mails');
    dataOf(await first.call('mailClaim', { mail_id: gift.id }, { token }));
    dataOf(await first.call('mailDelete', { mail_id: gift.id }, { token }));
    await first.close();
    const second = await startTestApiServer(restartDirs, { clock: restartClock, dataDir: first.dataDir });
    try {
      const again = dataOf(await second.call('mailList', {}, { token }));
      expect(again.list.map((mail) => mail.id)).toEqual(inbox.list.filter((mail) => mail.id !== gift.id).map((mail) => mail.id));
      expect(await second.call('mailClaim', { mail_id: gift.id }, { token })).toEqual(refusal(MAIL_MESSAGES.notFound));
      expect(dataOf(await second.call('walletInfo', {}, { token })).money).toBe(login.userInfo.money + mailAmounts('india').demoCash);
    } finally {
      await second.close();
      restartDirs.cleanup();
    }
  });
});
