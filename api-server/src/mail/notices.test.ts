import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_HEADERS, DEFAULT_RUN_NOTICE_GOLD_RANGE, LOGIN_TYPE, MONEY_TYPE, WINNER_TICKER_MAX, type NoticeGroups } from '@casino/shared-kernel/api-contract';
import { tempDirs } from '../testing/temp-dirs.ts';
import { dataOf, startTestApiServer, testClock, type TestApiServer } from '../testing/test-api-server.ts';
import { LEDGER_CAUSE } from '../wallet/ledger.ts';
import { NOTICE_MESSAGES } from './notices.ts';
import { BLIND_WHEEL_REFERENCE_PREFIX, WINNER_TICKER_CONFIG, WINNER_TICKER_FILL } from './run-notices.ts';

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

const notices = async (noticeType: number, options: { token?: string; brand?: string; uid?: number; language?: string } = {}): Promise<NoticeGroups> => {
  const { uid, language, ...rest } = options;
  const callOptions = language ? { ...rest, headers: { [API_HEADERS.language]: language } } : rest;
  return dataOf(await server.call('noticeMoodGroup', uid === undefined ? { notice_type: noticeType } : { notice_type: noticeType, uid }, callOptions));
};

/** Past the ticker's cache, so the next read sees the ledger as it is now. */
const nextTicker = () => clock.advance(11_000);

const [LOW, HIGH] = DEFAULT_RUN_NOTICE_GOLD_RANGE;

describe('GET /api/notice/getMoodGroup', () => {
  it('answers the asked group only, every group for 0, and refuses an unknown type', async () => {
    expect(Object.keys(await notices(0)).sort()).toEqual(['blind_wheel_notice', 'game_notice', 'marquee_notice', 'winning_notice']);
    expect(Object.keys(await notices(1))).toEqual(['marquee_notice']);
    expect(Object.keys(await notices(2))).toEqual(['winning_notice']);
    expect(Object.keys(await notices(3))).toEqual(['game_notice']);
    expect(Object.keys(await notices(4))).toEqual(['blind_wheel_notice']);
    expect(await server.call('noticeMoodGroup', { notice_type: 5 })).toEqual({ code: 500, msg: NOTICE_MESSAGES.unknownType, data: null });
    expect(await server.call('noticeMoodGroup', { notice_type: 'all' })).toMatchObject({ code: 500, msg: 'notice_type: must be a whole number' });
  });

  it("shows each brand's marquee in the request's language and the brand's currency", async () => {
    const india = (await notices(1)).marquee_notice ?? [];
    expect(india.map((notice) => notice.content)).toEqual([
      'Welcome to Casino India! Every new player finds a welcome bonus in the mailbox.',
      "VIP cashback: up to 2.1% of yesterday's net loss, sent to your mailbox every day.",
      'Withdrawals from ₹ 100.00 are processed around the clock.',
      'Play responsibly: 18+ only. Set yourself a budget and take breaks.',
    ]);
    const brasil = (await notices(1, { brand: 'brasil', language: 'pt-br' })).marquee_notice ?? [];
    expect(brasil.map((notice) => notice.title)).toEqual(['Boas-vindas', 'Cashback VIP', 'Saques', 'Jogo responsável']);
    expect(brasil[2]?.content).toBe('Saques a partir de R$ 20,00 são processados 24 horas por dia.');
    expect(new Set([...india, ...brasil].map((notice) => notice.id)).size).toBe(8);
  });

  it('answers the same notices in the language a player switches to', async () => {
    const english = (await notices(1)).marquee_notice ?? [];
    const thai = (await notices(1, { language: 'th' })).marquee_notice ?? [];
    // The same notices (a popup seen in one language is not new in another), in the new words.
    expect(thai.map((notice) => notice.id)).toEqual(english.map((notice) => notice.id));
    expect(thai[0]).toMatchObject({ title: 'ยินดีต้อนรับ' });
    expect(thai[2]?.content).toContain('₹');
    const chinese = (await notices(3, { language: 'zh-tw' })).game_notice ?? [];
    expect(chinese[1]?.content).toBe('Dice 已在原創列表上線，返還率 99%。');
    // A language without texts gets the brand's.
    expect(((await notices(1, { brand: 'brasil', language: 'fr' })).marquee_notice ?? [])[0]?.title).toBe('Boas-vindas');
  });

  it("shows a player's own notice to that player's token only, never to a uid named by someone else", async () => {
    const demo = await server.signInDemo('india');
    const own = (await notices(1, { token: demo.accessToken })).marquee_notice ?? [];
    expect(own).toHaveLength(5);
    expect(own[0]).toMatchObject({
      title: 'Demo account',
      content: 'You are signed in to the demo account of Casino India: its money is for trying the site.',
    });
    expect((await notices(1, { uid: demo.userInfo.uid })).marquee_notice).toHaveLength(4);
    const other = dataOf(await server.register({ client_type: LOGIN_TYPE.PHONE, mobile: '9400000001', password: 'secret-1', channel_id: 1 }));
    expect((await notices(1, { token: other.accessToken, uid: demo.userInfo.uid })).marquee_notice).toHaveLength(4);
  });

  it('lists the game notices with what opening the game needs', async () => {
    const games = (await notices(3)).game_notice ?? [];
    expect(games.map((game) => game.name)).toEqual(['Crash', 'Dice', 'Fruit Slot']);
    for (const game of games) {
      const catalogued = server.services.catalogue.byId(Number(game.game_id));
      expect(game).toMatchObject({ third_game_id: catalogued?.thirdGameId, provider: 'Originals', rtp: catalogued?.rtp, end_time: 0 });
      expect(game.icon_url).toBe(`${server.config.publicUrl}/api/assets/games/${String(game.game_id)}.svg`);
    }
    expect(games[1]?.content).toBe('Dice is live in the Original list, with a return to player of 99%.');
    const jogos = (await notices(3, { brand: 'brasil', language: 'pt-br' })).game_notice ?? [];
    expect(jogos[1]?.content).toBe('Dice já está na lista Original, com retorno ao jogador de 99%.');
  });
});

describe('the winner ticker', () => {
  it('is never empty: generated wins in the run-notice range fill it, on no real player', async () => {
    nextTicker();
    const ticker = (await notices(2)).winning_notice;
    expect(ticker?.config).toEqual({ ...WINNER_TICKER_CONFIG, amountInterval: [LOW, HIGH] });
    expect(ticker?.group).toHaveLength(WINNER_TICKER_FILL);
    for (const win of ticker?.group ?? []) {
      expect(win.amount).toBeGreaterThanOrEqual(LOW * 100);
      expect(win.amount).toBeLessThanOrEqual(HIGH * 100);
      expect(win.uid).toBe(0);
      expect(server.services.catalogue.byId(win.game_id)).toBeDefined();
      expect(win.nickname).toMatch(/^.{1,4}$|^.{2}\*\*\*.{2}$/u);
    }
    expect((await notices(2)).winning_notice).toEqual(ticker);
  });

  it("puts the brand's latest real big wins first, names masked, and leaves small wins and other brands out", async () => {
    const login = dataOf(await server.register({ client_type: LOGIN_TYPE.PHONE, mobile: '9400000002', password: 'secret-1', channel_id: 1 }));
    await server.call('updateName', { nick_name: 'Rajesh Kumar' }, { token: login.accessToken });
    const crash = server.services.catalogue.all().find((game) => game.name === 'Crash');
    if (!crash) throw new Error('no Crash in the catalogue');
    const win = (requestKey: string, amount: number, reference: string, playerId = login.userInfo.id) =>
      server.services.ledger.move({ playerId, requestKey, cause: LEDGER_CAUSE.WIN, reference, entries: [{ moneyType: MONEY_TYPE.CASH, amount }] });
    win('big', 750_00, `game:${crash.id}:round:1`);
    win('small', 5_00, `game:${crash.id}:round:2`);
    win('unnamed', 40_00, 'round:3');
    const brasil = await server.signInDemo('brasil');
    win('brasil', 900_00, `game:${crash.id}:round:4`, brasil.userInfo.id);
    nextTicker();
    const group = (await notices(2)).winning_notice?.group ?? [];
    expect(group.slice(0, 2)).toEqual([
      { nickname: 'Ra***ar', amount: 40_00, game_id: 0, face_id: 0, uid: login.userInfo.uid },
      { nickname: 'Ra***ar', amount: 750_00, game_id: crash.id, face_id: 0, uid: login.userInfo.uid },
    ]);
    expect(group).toHaveLength(WINNER_TICKER_FILL);
    expect(group.filter((entry) => entry.uid !== 0)).toHaveLength(2);
    const brasilTicker = (await notices(2, { brand: 'brasil' })).winning_notice?.group ?? [];
    expect(brasilTicker[0]).toMatchObject({ nickname: 'De***er', amount: 900_00, uid: brasil.userInfo.uid });
  });

  it('names the game of a win played on a demo game (the round of its ledger reference)', async () => {
    const demo = await server.signInDemo('india');
    const dice = server.services.catalogue.all().find((game) => game.provider === 'Originals' && game.engine === 'dice');
    if (!dice) throw new Error('no dice original');
    const launch = dataOf(
      await server.call('gameUrl', { game_id: dice.thirdGameId, game_type: dice.provider, money_type: MONEY_TYPE.CASH, mod: 1 }, { token: demo.accessToken }),
    );
    const roundUrl = `${server.url}${new URL(launch.game_url).pathname}/round`;
    // Rolling under 98 wins almost always: a few rounds give a win of about the stake, ₹50.
    const wins = () => server.services.db.prepare("SELECT COUNT(*) AS n FROM ledger WHERE player_id = ? AND cause = 'win'").get(demo.userInfo.id)?.n;
    for (let attempt = 0; attempt < 10 && wins() === 0; attempt += 1) {
      const body = JSON.stringify({ nonce: `mail-ticker-${attempt}`, stake: 50_00, target: 98, direction: 'under' });
      const answer = await fetch(roundUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(((await answer.json()) as { code: number }).code).toBe(0);
    }
    nextTicker();
    const [latest] = (await notices(2)).winning_notice?.group ?? [];
    expect(latest).toMatchObject({ nickname: 'De***er', game_id: dice.id, uid: demo.userInfo.uid });
  });

  it('holds at most the maximum of entries', async () => {
    const login = dataOf(await server.register({ client_type: LOGIN_TYPE.PHONE, mobile: '9400000003', password: 'secret-1', channel_id: 1 }));
    for (let index = 0; index < WINNER_TICKER_MAX + 5; index += 1) {
      server.services.ledger.move({
        playerId: login.userInfo.id,
        requestKey: `many-${index}`,
        cause: LEDGER_CAUSE.WIN,
        entries: [{ moneyType: MONEY_TYPE.CASH, amount: 25_00 + index }],
      });
    }
    nextTicker();
    const group = (await notices(2)).winning_notice?.group ?? [];
    expect(group).toHaveLength(WINNER_TICKER_MAX);
    expect(group.every((entry) => entry.uid === login.userInfo.uid)).toBe(true);
  });
  it('shows a win repeated round after round (same player, game and amount) once, the newest', async () => {
    const login = dataOf(await server.register({ client_type: LOGIN_TYPE.PHONE, mobile: '9400000004', password: 'secret-1', channel_id: 1 }));
    const crash = server.services.catalogue.all().find((game) => game.name === 'Crash');
    if (!crash) throw new Error('no Crash in the catalogue');
    const win = (round: number, amount: number) =>
      server.services.ledger.move({
        playerId: login.userInfo.id,
        requestKey: `repeat-${round}`,
        cause: LEDGER_CAUSE.WIN,
        reference: `game:${crash.id}:round:${round}`,
        entries: [{ moneyType: MONEY_TYPE.CASH, amount }],
      });
    for (let round = 1; round <= 14; round += 1) win(round, 98_00);
    win(15, 120_00);
    nextTicker();
    const mine = ((await notices(2)).winning_notice?.group ?? []).filter((entry) => entry.uid === login.userInfo.uid);
    expect(mine.map((entry) => entry.amount)).toEqual([120_00, 98_00]);
  });
});

describe('the blind-wheel notice', () => {
  it('shows the latest wheel withdrawals first, topped up so it is never empty', async () => {
    const before = (await notices(4)).blind_wheel_notice ?? [];
    expect(before).toHaveLength(WINNER_TICKER_FILL);
    expect(before.every((entry) => entry.uid === 0)).toBe(true);
    const demo = await server.signInDemo('india');
    server.services.ledger.move({
      playerId: demo.userInfo.id,
      requestKey: 'wheel-withdraw-1',
      cause: LEDGER_CAUSE.PROMOTION,
      reference: `${BLIND_WHEEL_REFERENCE_PREFIX}:1`,
      entries: [{ moneyType: MONEY_TYPE.CASH, amount: 100_00 }],
    });
    const after = (await notices(4)).blind_wheel_notice ?? [];
    expect(after[0]).toEqual({
      nickname: 'De***er',
      uid: demo.userInfo.uid,
      face_id: 0,
      amount: 100_00,
      money_type: MONEY_TYPE.CASH,
      create_time: Math.floor(clock.now() / 1000),
    });
    expect(after).toHaveLength(WINNER_TICKER_FILL);
  });

  it('kept the books whole', async () => {
    expect(await (await fetch(`${server.url}/dev/ledger/audit`)).json()).toEqual({ mismatches: [] });
  });
});
