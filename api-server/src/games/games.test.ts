// The games domain over real HTTP: launching (getGameUrl), the game page and its files, rounds of
// the three engines on the wallet's ledger, and what rounds feed (recents, latest bets, bet tasks,
// VIP betting, poker stats).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MONEY_TYPE, gameSchema, type ApiEnvelope } from '@casino/shared-kernel/api-contract';
import { TOKEN_MESSAGES } from '../server/api-refusal.ts';
import { tempDirs } from '../testing/temp-dirs.ts';
import { dataOf, startTestApiServer, type TestApiServer } from '../testing/test-api-server.ts';
import type { TableView } from '../poker/poker-tables.ts';
import { LEDGER_CAUSE, auditLedger } from '../wallet/ledger.ts';
import { LAUNCH_IDLE_SECONDS, LAUNCH_MESSAGES } from './launches.ts';
import type { RoundAnswer, RoundView } from './rounds.ts';
import { gameIconPath } from '../lobby/lobby-info.ts';

const dirs = tempDirs();
let server: TestApiServer;
let demoToken: string;

beforeAll(async () => {
  server = await startTestApiServer(dirs);
  const login = await server.signInDemo();
  demoToken = login.accessToken;
});

afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

/** The catalogue's originals: a 97 % slot, a 99 % dice and a 97 % crash. */
const SLOT = { game_id: 'orig-fruit-slot', game_type: 'Originals' };
const DICE = { game_id: 'orig-dice', game_type: 'Originals' };
const CRASH = { game_id: 'orig-crash', game_type: 'Originals' };
const NLH = { game_id: 'poker-10001', game_type: 'Popular' };

let nonces = 0;
const newNonce = () => `round-${(nonces += 1)}-${Math.random().toString(36).slice(2, 10)}`;

/** A launch's URL as getGameUrl answers it (on the configured public URL). */
async function launch(
  token: string,
  game: { game_id: string; game_type: string },
  moneyType: number = MONEY_TYPE.CASH,
  mod = 1,
  brand?: string,
): Promise<string> {
  return dataOf(await server.call('gameUrl', { ...game, money_type: moneyType, mod }, { token, ...(brand ? { brand } : {}) })).game_url;
}

/** The same path on the running server (the public URL of the test config names no real port). */
const onServer = (gameUrl: string) => `${server.url}${new URL(gameUrl).pathname}`;

async function getJson<T>(url: string): Promise<ApiEnvelope<T>> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return (await response.json()) as ApiEnvelope<T>;
}

async function round(gameUrl: string, body: Record<string, unknown>): Promise<ApiEnvelope<RoundAnswer>> {
  const response = await fetch(`${onServer(gameUrl)}/round`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ApiEnvelope<RoundAnswer>;
}

const wallet = async (token: string) => dataOf(await server.call('walletInfo', {}, { token }));

/** A new guest with `cash` minor units (granted through the ledger, as a deposit would). */
async function fundedGuest(cash: number, device = `device-${newNonce()}`) {
  const login = dataOf(await server.call('loginRegister', { client_type: 0, channel_id: 1, device_id: device, system_type: 3 }));
  const { id } = dataOf(await server.call('userInfo', {}, { token: login.accessToken }));
  if (cash > 0)
    server.services.ledger.move({
      playerId: id,
      requestKey: `grant-${device}`,
      cause: LEDGER_CAUSE.SEED_GRANT,
      entries: [{ moneyType: MONEY_TYPE.CASH, amount: cash }],
    });
  return { token: login.accessToken, id };
}

const roundCount = (playerId: number) => Number(server.services.db.prepare('SELECT COUNT(*) AS n FROM game_rounds WHERE player_id = ?').get(playerId)?.n);

describe('GET /api/game/getGameUrl', () => {
  it('answers an absolute URL of a game page on this service, a new launch token each time', async () => {
    const first = await launch(demoToken, SLOT);
    const second = await launch(demoToken, SLOT);
    expect(first).toMatch(new RegExp(`^${server.config.publicUrl}/api/play/[A-Za-z0-9_-]{43}$`));
    expect(second).not.toBe(first);
  });

  it('stores only the hash of a launch token', async () => {
    const token = new URL(await launch(demoToken, DICE)).pathname.split('/').pop() ?? '';
    const stored = server.services.db
      .prepare('SELECT token_hash FROM game_launches')
      .all()
      .map((row) => row.token_hash);
    expect(stored).not.toContain(token);
    expect(stored).toHaveLength(new Set(stored).size);
  });

  it('refuses a game that is not in the catalogue, or named with another provider', async () => {
    expect(await server.call('gameUrl', { game_id: 'no-such-game', game_type: 'Originals', money_type: 2, mod: 1 }, { token: demoToken })).toEqual({
      code: 500,
      msg: 'There is no game no-such-game of Originals',
      data: null,
    });
    expect((await server.call('gameUrl', { ...SLOT, game_type: 'PGSoft', money_type: 2, mod: 1 }, { token: demoToken })).code).toBe(500);
  });

  it('refuses a money type other than 1, 2 or 5, and a visitor', async () => {
    expect(await server.call('gameUrl', { ...SLOT, money_type: 4, mod: 1 }, { token: demoToken })).toMatchObject({
      code: 500,
      msg: 'money_type: must be 1 (coin), 2 (cash) or 5 (gold)',
    });
    expect(await server.call('gameUrl', { ...SLOT, money_type: 2, mod: 1 })).toMatchObject({ code: 1013, msg: TOKEN_MESSAGES.missing });
  });

  it('launches every catalogue game (each provider themes its engine)', async () => {
    for (const game of server.services.catalogue.all().filter((_, index) => index % 17 === 0)) {
      const url = await launch(demoToken, { game_id: game.thirdGameId, game_type: game.provider }, MONEY_TYPE.CASH, 2);
      const page = await fetch(onServer(url));
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`engine-${game.engine}`);
      expect(html).toContain('layout-mobile');
    }
  });
});

describe('the game page', () => {
  it('is an HTML page with its own script and style sheet, a strict CSP and no inline script or style', async () => {
    const url = await launch(demoToken, SLOT);
    const page = await fetch(onServer(url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    // Development: the pages of this machine frame the game (the site, a remote's standalone page); no site elsewhere may.
    expect(policy).toContain("frame-ancestors 'self' http://localhost:* http://127.0.0.1:* http://*.localhost:*");
    const ancestors = /frame-ancestors ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(ancestors.filter((source) => source === '*' || source.startsWith('https:'))).toEqual([]);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain('Fruit Slot');
    expect(html).toContain('RTP 97 %');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).not.toMatch(/<style/);
    expect(html).not.toMatch(/\son[a-z]+=/);
    const script = /<script src="([^"]+)"/.exec(html)?.[1];
    const sheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
    for (const [asset, type] of [
      [script, 'text/javascript'],
      [sheet, 'text/css'],
    ] as const) {
      expect(asset).toMatch(/^\/api\/play\/static\/game\.(js|css)\?v=[0-9a-f]{12}$/);
      const file = await fetch(`${server.url}${asset ?? ''}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toContain(type);
      expect(file.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect((await file.text()).length).toBeGreaterThan(1_000);
    }
  });

  it('answers a closed page for an unknown token, never a game', async () => {
    const page = await fetch(`${server.url}/api/play/${'x'.repeat(43)}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain(LAUNCH_MESSAGES.unknown);
  });

  it('reads its state: the game, the balance played, limits, RTP and the engine facts', async () => {
    const url = await launch(demoToken, DICE);
    const state = dataOf(await getJson<Record<string, unknown>>(`${onServer(url)}/state`));
    const { money } = await wallet(demoToken);
    expect(state).toMatchObject({
      game: { third_game_id: 'orig-dice', provider: 'Originals', engine: 'dice', rtp: 99 },
      money_type: MONEY_TYPE.CASH,
      money_label: 'Cash',
      balance: money,
      currency: { symbol: '₹', code: 'INR', locale: 'en' },
      limits: { min_stake: 100, max_stake: 1_000_000 },
      dice: { min_target: 2, max_target: 98, rtp_basis_points: 9900 },
    });
  });

  it('speaks the brand’s language and money on Brasil', async () => {
    const login = await server.signInDemo('brasil');
    const url = await launch(login.accessToken, CRASH, MONEY_TYPE.CASH, 1, 'brasil');
    const html = await (await fetch(onServer(url))).text();
    expect(html).toContain('lang="pt-br"');
    expect(html).toContain('Últimos resultados');
    const state = dataOf(await getJson<Record<string, unknown>>(`${onServer(url)}/state`));
    expect(state).toMatchObject({
      currency: { symbol: 'R$', code: 'BRL', locale: 'pt-br' },
      limits: { min_stake: 50, max_stake: 200_000 },
      crash: { min_cashout: 1.01, max_cashout: 1000 },
    });
    expect(await round(url, { nonce: newNonce(), stake: 300_000, cashout: 2 })).toMatchObject({ code: 500, msg: 'The maximum stake is R$2.000,00' });
  });
});

describe('rounds', () => {
  it('plays the slot, dice and crash on the ledger: each balance moves by exactly −stake + win', async () => {
    const player = await fundedGuest(500_00);
    const games: [typeof SLOT, Record<string, unknown>][] = [
      [SLOT, {}],
      [DICE, { target: 60, direction: 'under' }],
      [DICE, { target: 10, direction: 'over' }],
      [CRASH, { cashout: 1.5 }],
      [CRASH, { cashout: 1000 }],
    ];
    let expected = 500_00;
    for (const [game, params] of games) {
      const url = await launch(player.token, game);
      for (let index = 0; index < 4; index += 1) {
        const stake = 100 + index * 37;
        const answer = dataOf(await round(url, { nonce: newNonce(), stake, ...params }));
        expected += answer.round.win - stake;
        expect(answer).toMatchObject({ replayed: false, balance: expected, round: { stake, money_type: MONEY_TYPE.CASH, balance_after: expected } });
        expect((await wallet(player.token)).money).toBe(expected);
      }
    }
    expect(roundCount(player.id)).toBe(20);
    expect(auditLedger(server.services.db)).toEqual([]);
  });

  it('answers each engine’s result: reels and lines, the roll, the crash point', async () => {
    const slot = dataOf(await round(await launch(demoToken, SLOT), { nonce: newNonce(), stake: 500 })).round;
    expect(slot.result).toMatchObject({ stops: expect.any(Array), grid: expect.any(Array), lines: expect.any(Array), line_pay: expect.any(Number) });
    // A line bet of 100: the win is 100 × the lines' pays, exactly.
    expect(slot.win).toBe(Math.round(100 * Number(slot.result.line_pay)));

    const dice = dataOf(await round(await launch(demoToken, DICE), { nonce: newNonce(), stake: 1_000, target: 50, direction: 'over' })).round;
    const roll = Number(dice.result.roll);
    expect(dice.result).toMatchObject({ target: 50, direction: 'over', chance: 50, payout_multiplier: 1.98, won: roll >= 50 });
    expect(dice.win).toBe(roll >= 50 ? 1_980 : 0);

    const crash = dataOf(await round(await launch(demoToken, CRASH), { nonce: newNonce(), stake: 1_000, cashout: 2.5 })).round;
    const point = Number(crash.result.crash_point);
    expect(crash.result).toMatchObject({ cashout: 2.5, won: point >= 2.5 });
    expect(crash.win).toBe(point >= 2.5 ? 2_500 : 0);
    expect(crash.params).toEqual({ cashout: 2.5 });
  });

  it('plays the bonus balance (money type 1) and refuses gold the player does not hold', async () => {
    const before = await wallet(demoToken);
    const url = await launch(demoToken, DICE, MONEY_TYPE.COIN);
    const answer = dataOf(await round(url, { nonce: newNonce(), stake: 200, target: 50, direction: 'under' }));
    const after = await wallet(demoToken);
    expect(after.coin).toBe(before.coin - 200 + answer.round.win);
    expect(after.money).toBe(before.money);
    const gold = await launch(demoToken, DICE, MONEY_TYPE.GOLD);
    expect(await round(gold, { nonce: newNonce(), stake: 200, target: 50, direction: 'under' })).toEqual({
      code: 500,
      msg: 'Insufficient balance',
      data: null,
    });
  });

  it('refuses stakes above the balance, negative, fractional, huge or not numbers, changing nothing', async () => {
    const player = await fundedGuest(10_00);
    const url = await launch(player.token, SLOT);
    const refusals: [unknown, string][] = [
      [20_00, 'Insufficient balance'],
      [-100, 'stake: must be above 0'],
      [0, 'stake: must be above 0'],
      [150.5, 'stake: must be a whole number of minor units (100 = 1.00), without fractions'],
      [1e20, 'The maximum stake is ₹10,000.00'],
      [10_000_01, 'The maximum stake is ₹10,000.00'],
      [99, 'The minimum stake is ₹1.00'],
      ['100', 'stake: must be a number of minor units (100 = 1.00)'],
      [null, 'stake: must be a number of minor units (100 = 1.00)'],
    ];
    for (const [stake, msg] of refusals) {
      expect(await round(url, { nonce: newNonce(), stake })).toEqual({ code: 500, msg, data: null });
    }
    expect((await wallet(player.token)).money).toBe(10_00);
    expect(roundCount(player.id)).toBe(0);
    expect(dataOf(await server.call('vipInfo', {}, { token: player.token })).user_info.bet_total).toBe(0);
  });

  it('refuses bad engine choices and a body without a nonce', async () => {
    const dice = await launch(demoToken, DICE);
    expect(await round(dice, { nonce: newNonce(), stake: 100, target: 99, direction: 'under' })).toMatchObject({
      code: 500,
      msg: 'target: must be a whole number from 2 to 98',
    });
    expect(await round(dice, { nonce: newNonce(), stake: 100, target: 50, direction: 'sideways' })).toMatchObject({
      code: 500,
      msg: 'direction: must be "under" or "over"',
    });
    const crash = await launch(demoToken, CRASH);
    expect(await round(crash, { nonce: newNonce(), stake: 100, cashout: 1 })).toMatchObject({ code: 500, msg: 'cashout: must be from 1.01 to 1000' });
    expect(await round(crash, { nonce: newNonce(), stake: 100, cashout: 1.234 })).toMatchObject({ code: 500, msg: 'cashout: must have at most two decimals' });
    expect(await round(crash, { stake: 100, cashout: 2 })).toMatchObject({
      code: 500,
      msg: 'nonce: must be 8 to 64 letters, digits, "-" or "_", new for each round',
    });
  });
});

/** Whether a JSON value has a key Fastify's parser refuses (`__proto__`, or `constructor` with a `prototype`), at any depth. */
function poisonsPrototypes(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(
    ([key, inner]) =>
      key === '__proto__' ||
      (key === 'constructor' && typeof inner === 'object' && inner !== null && Object.hasOwn(inner, 'prototype')) ||
      poisonsPrototypes(inner),
  );
}

describe('the round API under malformed input', () => {
  it('answers every body with an envelope, never a 5xx, and moves money only for the rounds it answers', async () => {
    const player = await fundedGuest(1_000_00);
    const url = await launch(player.token, DICE);
    let expected = 1_000_00;
    const spoiled = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          nonce: fc.oneof(fc.uuid(), fc.string(), fc.integer()),
          stake: fc.oneof(fc.integer({ min: -1_000, max: 5_000 }), fc.double(), fc.string(), fc.constant(null), fc.constant(1e300)),
          target: fc.oneof(fc.integer({ min: -5, max: 105 }), fc.double(), fc.string()),
          direction: fc.oneof(fc.constantFrom('under', 'over'), fc.string()),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(spoiled, async (body) => {
        const response = await fetch(`${onServer(url)}/round`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        // JSON that would poison a prototype is refused while it is read (400, still the envelope);
        // every other body reaches the round's own checks, which answer 200 with the envelope.
        expect(response.status).toBe(poisonsPrototypes(body) ? 400 : 200);
        const envelope = (await response.json()) as ApiEnvelope<RoundAnswer | null>;
        expect(typeof envelope.msg).toBe('string');
        if (envelope.code === 0 && envelope.data && !envelope.data.replayed) expected += envelope.data.round.win - envelope.data.round.stake;
      }),
      // fast-check's JSON values hold such keys now and then (seed -222902001): always tried.
      { numRuns: 150, examples: [[JSON.parse('{"__proto__":null}') as unknown], [JSON.parse('{"stake":1,"constructor":{"prototype":{}}}') as unknown]] },
    );
    expect((await wallet(player.token)).money).toBe(expected);
    expect(auditLedger(server.services.db)).toEqual([]);
  });
});

describe('a round sent again', () => {
  it('answers the first result for a retried nonce and bets once', async () => {
    const player = await fundedGuest(100_00);
    const url = await launch(player.token, CRASH);
    const body = { nonce: newNonce(), stake: 1_000, cashout: 3 };
    const first = dataOf(await round(url, body));
    const again = dataOf(await round(url, body));
    expect(again).toEqual({ ...first, replayed: true });
    expect((await wallet(player.token)).money).toBe(100_00 - 1_000 + first.round.win);
    expect(roundCount(player.id)).toBe(1);
  });

  it('bets once when the same nonce arrives 10 times at once', async () => {
    const player = await fundedGuest(100_00);
    const url = await launch(player.token, SLOT);
    const body = { nonce: newNonce(), stake: 2_500 };
    const answers = (await Promise.all(Array.from({ length: 10 }, () => round(url, body)))).map(dataOf);
    expect(new Set(answers.map((answer) => answer.round.id)).size).toBe(1);
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    const win = answers[0]?.round.win ?? 0;
    expect((await wallet(player.token)).money).toBe(100_00 - 2_500 + win);
    expect(roundCount(player.id)).toBe(1);
    expect(auditLedger(server.services.db)).toEqual([]);
  });

  it('plays 10 different rounds sent at once, and never below zero', async () => {
    const player = await fundedGuest(5_000);
    const url = await launch(player.token, DICE);
    const answers = await Promise.all(Array.from({ length: 10 }, () => round(url, { nonce: newNonce(), stake: 1_000, target: 50, direction: 'under' })));
    const played = answers.filter((answer) => answer.code === 0).map(dataOf);
    for (const refused of answers.filter((answer) => answer.code !== 0)) expect(refused.msg).toBe('Insufficient balance');
    const expected = 5_000 + played.reduce((sum, answer) => sum + answer.round.win - answer.round.stake, 0);
    expect((await wallet(player.token)).money).toBe(expected);
    expect(expected).toBeGreaterThanOrEqual(0);
    expect(roundCount(player.id)).toBe(played.length);
  });

  it('refuses a nonce already used for a different bet', async () => {
    const url = await launch(demoToken, DICE);
    const nonce = newNonce();
    dataOf(await round(url, { nonce, stake: 100, target: 50, direction: 'under' }));
    expect(await round(url, { nonce, stake: 200, target: 50, direction: 'under' })).toMatchObject({
      code: 500,
      msg: 'This round nonce was already used for a different bet: send a new nonce for each round',
    });
  });
});

describe('launch tokens', () => {
  it('lapse after 2 hours without play, and stay alive while played', async () => {
    const url = await launch(demoToken, DICE);
    const play = () => round(url, { nonce: newNonce(), stake: 100, target: 50, direction: 'under' });
    server.clock.advance((LAUNCH_IDLE_SECONDS - 60) * 1000);
    expect((await play()).code).toBe(0);
    server.clock.advance((LAUNCH_IDLE_SECONDS - 60) * 1000);
    expect((await play()).code).toBe(0);
    server.clock.advance(LAUNCH_IDLE_SECONDS * 1000);
    const before = await wallet(demoToken);
    expect(await play()).toEqual({ code: 500, msg: LAUNCH_MESSAGES.expired, data: null });
    expect((await getJson(`${onServer(url)}/state`)).msg).toBe(LAUNCH_MESSAGES.expired);
    expect((await fetch(onServer(url))).status).toBe(410);
    expect(await wallet(demoToken)).toEqual(before);
  });

  it('refuse an unknown token and the casino token in its place', async () => {
    for (const token of ['A'.repeat(43), demoToken, 'short']) {
      expect(await round(`${server.config.publicUrl}/api/play/${token}`, { nonce: newNonce(), stake: 100 })).toEqual({
        code: 500,
        msg: LAUNCH_MESSAGES.unknown,
        data: null,
      });
    }
  });

  it('end with the casino session they came from (sign-out)', async () => {
    const player = await fundedGuest(10_00);
    const url = await launch(player.token, SLOT);
    expect((await round(url, { nonce: newNonce(), stake: 100 })).code).toBe(0);
    dataOf(await server.call('logout', {}, { token: player.token }));
    expect(await round(url, { nonce: newNonce(), stake: 100 })).toEqual({ code: 500, msg: LAUNCH_MESSAGES.ended, data: null });
  });
});

describe('what a round feeds', () => {
  it('advances the bet tasks (betTask, walletInfo) and VIP betting; gold stakes count for neither', async () => {
    const player = await fundedGuest(0);
    server.services.ledger.move({
      playerId: player.id,
      requestKey: 'test-deposit-1',
      cause: LEDGER_CAUSE.DEPOSIT,
      entries: [
        { moneyType: MONEY_TYPE.CASH, amount: 50_00 },
        { moneyType: MONEY_TYPE.COIN, amount: 10_00 },
        { moneyType: MONEY_TYPE.GOLD, amount: 10_00 },
      ],
    });
    server.services.betTasks.openForDeposit(player.id, { cash: 50_00, bonus: 10_00, reference: 'test-deposit-1' });
    const cash = await launch(player.token, SLOT);
    dataOf(await round(cash, { nonce: newNonce(), stake: 300 }));
    dataOf(await round(cash, { nonce: newNonce(), stake: 200 }));
    const bonus = await launch(player.token, SLOT, MONEY_TYPE.COIN);
    dataOf(await round(bonus, { nonce: newNonce(), stake: 100 }));
    const gold = await launch(player.token, SLOT, MONEY_TYPE.GOLD);
    dataOf(await round(gold, { nonce: newNonce(), stake: 400 }));

    expect(dataOf(await server.call('betTask', {}, { token: player.token })).cashTaskList).toEqual([
      { cur: 600, target: 50_00, bonus: 0 },
      { cur: 600, target: 100_00, bonus: 10_00 },
    ]);
    expect(await wallet(player.token)).toMatchObject({ taskBonus: 10_00, taskCur: 600, taskTarget: 100_00 });
    expect(dataOf(await server.call('vipInfo', {}, { token: player.token })).user_info.bet_total).toBe(600);
  });

  it('lists the game in recents, most recent first, once each, as spec 3 games', async () => {
    const player = await fundedGuest(50_00);
    expect(dataOf(await server.call('recents', {}, { token: player.token }))).toEqual({ list: [] });
    for (const game of [SLOT, DICE, SLOT, CRASH]) {
      const url = await launch(player.token, game);
      dataOf(await round(url, { nonce: newNonce(), stake: 100, target: 50, direction: 'under', cashout: 2 }));
    }
    // A launch alone (the hidden pre-load frame) is not a game played.
    await launch(player.token, NLH);
    const { list } = dataOf(await server.call('recents', {}, { token: player.token }));
    expect(list.map((game) => game.third_game_id)).toEqual(['orig-crash', 'orig-fruit-slot', 'orig-dice']);
    for (const game of list) expect(gameSchema.parse(game)).toEqual(game);
    expect(list[0]).toMatchObject({
      provider: 'Originals',
      icon_url: `${server.config.publicUrl}${gameIconPath(list[0]?.id ?? 0)}`,
      rtp: 97,
      is_favorite: false,
    });
    expect(await server.call('recents', {})).toMatchObject({ code: 1013 });
  });

  it('lists the latest rounds of a game for anyone, names masked, newest first, on the player’s brand only', async () => {
    const url = await launch(demoToken, CRASH);
    const played: RoundView[] = [];
    for (let index = 0; index < 3; index += 1) played.push(dataOf(await round(url, { nonce: newNonce(), stake: 100 + index, cashout: 2 })).round);
    const gameId = played[0]?.game_id ?? 0;
    const { list } = dataOf(await server.call('latestBetLogs', { id: gameId }));
    expect(list.slice(0, 3)).toEqual(
      played.reverse().map((item) => ({
        uid: 100001,
        nickname: 'De***er',
        face_id: 0,
        game_id: gameId,
        bet_amount: item.stake,
        win_amount: item.win,
        create_time: item.create_time,
      })),
    );
    expect(list.length).toBeLessThanOrEqual(20);
    expect(dataOf(await server.call('latestBetLogs', { id: gameId }, { brand: 'brasil' })).list.every((log) => log.uid !== 100001)).toBe(true);
    expect(await server.call('latestBetLogs', { id: 99_999 })).toEqual({ code: 500, msg: 'There is no game 99999', data: null });
  });

  it('seats a player at the NLH table through the launch, and answers the poker stats from their recorded hands only', async () => {
    const player = await fundedGuest(100_00);
    const url = onServer(await launch(player.token, NLH));
    const post = async (path: string, body: Record<string, unknown>) =>
      (await (
        await fetch(`${url}/poker/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      ).json()) as ApiEnvelope<TableView>;
    // The casino draws the table itself: the launch's page is a note, and it plays no demo rounds.
    expect(await (await fetch(url)).text()).toContain('This poker table is played in the casino');
    expect(await round(url, { nonce: newNonce(), stake: 100, target: 50, direction: 'under' })).toMatchObject({
      code: 500,
      msg: 'This game is a poker table: play it at the table',
    });
    expect(dataOf(await getJson<{ table: TableView | null }>(`${url}/poker`)).table).toBeNull();
    expect(await post('sit', { buy_in: 1 })).toMatchObject({ code: 500, msg: 'The buy-in is 4000 to 10000' });
    let table = dataOf(await post('sit', { buy_in: 5_000, seats: 3 }));
    expect((await wallet(player.token)).money).toBe(100_00 - 5_000);
    let hands = 0;
    while (hands < 5) {
      if (table.street === null) {
        hands += 1;
        if (hands === 5 || table.seats.find((seat) => seat.you)?.stack === 0) break;
        table = dataOf(await post('deal', {}));
      } else {
        const legal = table.legal as NonNullable<TableView['legal']>;
        table = dataOf(await post('act', { action: legal.check ? 'check' : 'call', action_count: table.action_count }));
      }
    }
    expect(await post('act', { action: 'shove', action_count: 0 })).toMatchObject({ code: 500, msg: 'action: must be fold, check, call, raise or all-in' });
    const left = dataOf(await post('leave', {}));
    const recorded = dataOf(await getJson<{ hands: { net: number }[] }>(`${url}/poker`)).hands;
    const net = recorded.reduce((sum, hand) => sum + hand.net, 0);
    expect(left.cash_out).toBe(5_000 + net);
    expect((await wallet(player.token)).money).toBe(100_00 + net);
    const stats = dataOf(await server.call('vipGameStat', { gameCode: 10001 }, { token: player.token }));
    expect(stats.t_played).toBe(recorded.length);
    expect(stats.t_played).toBe(hands);
    // The same hands for /poker, without a launch: newest first, the player's cards only until a showdown.
    const listed = dataOf(await server.call('pokerHands', { gameCode: 10001 }, { token: player.token })).list;
    expect(listed.map((hand) => hand.net)).toEqual(recorded.map((hand) => hand.net));
    expect(listed.map((hand) => hand.id)).toEqual([...listed.map((hand) => hand.id)].sort((a, b) => b - a));
    for (const { hand } of listed) {
      const shown = new Set(hand.shown.map((entry) => entry.seat));
      for (const seat of hand.seats) expect(seat.hole.length > 0).toBe(seat.id === 'player' || shown.has(seat.seat));
    }
    expect(dataOf(await server.call('pokerHands', { gameCode: 10003 }, { token: player.token })).list).toEqual([]);
    expect(await server.call('pokerHands', { gameCode: 10001 })).toMatchObject({ code: 1013 });
    // The player only checked and called: every hand was entered voluntarily or checked, never folded or raised.
    expect(stats).toMatchObject({ s_fold: 0, s_pfr: 0, s_3bet: 0, s_ats: 0 });
    expect(dataOf(await server.call('vipGameStat', { gameCode: 10002 }, { token: player.token }))).toMatchObject({ t_played: 0, s_wins: 0, s_vpip: 0 });
    const other = await fundedGuest(0);
    expect(dataOf(await server.call('vipGameStat', { gameCode: 10001 }, { token: other.token }))).toMatchObject({ t_played: 0, win_cards: 0 });
    expect(await server.call('vipGameStat', { gameCode: 10004 }, { token: player.token })).toMatchObject({ code: 500 });
    const dice = onServer(await launch(player.token, DICE));
    expect(await (await fetch(`${dice}/poker`)).json()).toMatchObject({ code: 500, msg: 'This game is not a poker table' });
  });
});

describe('a restart', () => {
  it('keeps launches, rounds and recents', async () => {
    const player = await fundedGuest(20_00);
    const url = await launch(player.token, DICE);
    const first = dataOf(await round(url, { nonce: newNonce(), stake: 100, target: 50, direction: 'under' }));
    const { dataDir, clock } = server;
    await server.close();
    server = await startTestApiServer(dirs, { dataDir, clock });
    const state = dataOf(await getJson<{ rounds: RoundView[]; balance: number }>(`${onServer(url)}/state`));
    expect(state.rounds.map((item) => item.id)).toEqual([first.round.id]);
    expect(state.balance).toBe(first.balance);
    expect(dataOf(await server.call('recents', {}, { token: player.token })).list.map((game) => game.third_game_id)).toEqual(['orig-dice']);
  });
});
