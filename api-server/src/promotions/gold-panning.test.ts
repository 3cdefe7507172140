import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoldRushingInfo } from '@casino/shared-kernel/api-contract';
import { TOKEN_MESSAGES } from '../server/api-refusal.ts';
import { tempDirs } from '../testing/temp-dirs.ts';
import { dataOf, startTestApiServer, testClock, type TestApiServer } from '../testing/test-api-server.ts';
import { CAPTCHA_ALPHABET, CAPTCHA_HEIGHT, CAPTCHA_WIDTH, GLYPHS } from './captcha-picture.ts';
import { GOLD_PANNING_MESSAGES, GOLD_PANNING_STATUS } from './gold-panning.ts';
import { CAPTCHA_MESSAGES, CAPTCHAS_PER_MINUTE } from './pic-captchas.ts';
import {
  captchaFor,
  codesOf,
  expectRefused,
  ledgerAudit,
  loseEverything,
  newPlayer,
  promotionMovements,
  recordDeposit,
  walletOf,
  type TestPlayer,
} from './promotions-test-kit.ts';

const dirs = tempDirs();
let server: TestApiServer;

beforeAll(async () => {
  // 10:00 UTC, so the ladder's waits stay within one promotion day.
  server = await startTestApiServer(dirs, { clock: testClock(Date.parse('2025-06-02T10:00:00Z')) });
});

afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

const take = (player: TestPlayer, captcha?: { key: string; answer: string }) =>
  server.call('goldRushingTakeAward', captcha ? { captcha_key: captcha.key, captcha: captcha.answer } : {}, { token: player.token, brand: player.brand });
/** The ladder and the extra fields this server adds to it. */
const info = async (player: TestPlayer) =>
  dataOf(await server.call('goldRushingInfo', {}, { token: player.token, brand: player.brand })) as GoldRushingInfo & Record<string, unknown>;

/** A depositor who has lost it all: who gold panning is for. */
async function brokeDepositor(brand = 'india'): Promise<TestPlayer> {
  const player = await newPlayer(server, { brand });
  recordDeposit(server, player, brand === 'india' ? 100_00 : 20_00);
  loseEverything(server, player);
  return player;
}

describe('POST /api/user/getPicCaptcha', () => {
  it('answers a key and a noisy raster picture (PNG) of 6 characters, which a path-reading script cannot read', async () => {
    const player = await newPlayer(server);
    const captcha = dataOf(await server.call('picCaptcha', {}, { token: player.token }));
    expect(captcha.captcha_key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(captcha.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(captcha.image.split(',')[1] ?? '', 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // Drawn at twice the 180 × 60 the dialog shows.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CAPTCHA_WIDTH * 2, CAPTCHA_HEIGHT * 2]);
    const answer = (await (await fetch(`${server.url}/dev/pic-captcha?key=${captcha.captcha_key}`)).json()) as { answer: string };
    expect(answer.answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{6}$`));
    // The probe's solver reads a picture of paths (proven on one drawn as the old picture was); this one has none.
    const oldStyle = oldStylePicture(answer.answer);
    expect(readByPaths(oldStyle)).toBe(answer.answer);
    expect(readByPaths(png.toString('latin1'))).toBeNull();
  });

  it('draws a different picture each time', async () => {
    const player = await newPlayer(server);
    const [one, two] = await Promise.all([captchaFor(server, player), captchaFor(server, player)]);
    expect(one.key).not.toBe(two.key);
  });

  it('gives visitors a captcha too (sign-in may ask for one), stored hashed', async () => {
    const captcha = dataOf(await server.call('picCaptcha', {}));
    const row = server.services.db.prepare('SELECT * FROM pic_captchas WHERE captcha_key = ?').get(captcha.captcha_key);
    expect(row).toMatchObject({ player_id: null, device_id: '4815162342', used_at: null });
    expect(row?.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Number(row?.expires_at) - Number(row?.created_at)).toBe(300);
  });

  it(`gives one player at most ${CAPTCHAS_PER_MINUTE} pictures a minute`, async () => {
    const player = await newPlayer(server);
    for (let asked = 0; asked < CAPTCHAS_PER_MINUTE; asked += 1) expect((await server.call('picCaptcha', {}, { token: player.token })).code).toBe(0);
    expectRefused(await server.call('picCaptcha', {}, { token: player.token }), CAPTCHA_MESSAGES.tooMany);
    server.clock.advance(61_000);
    expect((await server.call('picCaptcha', {}, { token: player.token })).code).toBe(0);
  });
});

describe('GET /api/goldRushing/getInfo', () => {
  it('shows the day ladder: the first award ready, the others waiting for the one before', async () => {
    const player = await newPlayer(server);
    const data = await info(player);
    expect(data.awards).toEqual([
      { index: 0, amount: 2_0000, limit_seconds: 0, status: GOLD_PANNING_STATUS.READY },
      { index: 1, amount: 3_0000, limit_seconds: 1800, status: GOLD_PANNING_STATUS.WAITING },
      { index: 2, amount: 5_0000, limit_seconds: 7200, status: GOLD_PANNING_STATUS.WAITING },
    ]);
    expect(data).toMatchObject({ share_amount: 1_0000, is_share: false, is_open: false, has_pay: false, broke_below: 1_0000 });
    expect(data.refresh_time).toBe(Date.parse('2025-06-03T00:00:00Z') / 1000);
  });

  it('opens for a depositor who is broke, in the brand money (Brasil: R$0.50, R$1, R$2)', async () => {
    const player = await brokeDepositor('brasil');
    const data = await info(player);
    expect((data.awards as unknown as { amount: number }[]).map((award) => award.amount)).toEqual([5000, 1_0000, 2_0000]);
    expect(data).toMatchObject({ is_open: true, has_pay: true, share_amount: 5000 });
  });

  it('needs a player', async () => {
    expect(await server.call('goldRushingInfo', {})).toEqual({ code: 1013, msg: TOKEN_MESSAGES.missing, data: null });
  });
});

describe('POST /api/goldRushing/takeAward', () => {
  it('refuses a player who never deposited, and one who still has money, keeping their captcha', async () => {
    const newcomer = await newPlayer(server);
    const captcha = await captchaFor(server, newcomer);
    expectRefused(await take(newcomer, captcha), GOLD_PANNING_MESSAGES.noDeposit);
    recordDeposit(server, newcomer, 500_00);
    expectRefused(await take(newcomer, captcha), GOLD_PANNING_MESSAGES.notBroke('₹1.00'));
    loseEverything(server, newcomer);
    expect((await take(newcomer, captcha)).code).toBe(0);
  });

  it('needs the picture captcha: missing, wrong length, wrong, used, expired, or another player’s', async () => {
    const player = await brokeDepositor();
    // The contract's schema turns away a missing or short answer before the captcha is looked at.
    expectRefused(await take(player), 'captcha_key: is missing; captcha: is missing');
    const first = await captchaFor(server, player);
    expectRefused(await take(player, { key: first.key, answer: 'ABC' }), 'captcha: must be exactly 6 characters');
    const wrong = first.answer === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    expectRefused(await take(player, { key: first.key, answer: wrong }), CAPTCHA_MESSAGES.wrong);
    // A wrong answer used the captcha up: the right one no longer helps.
    expectRefused(await take(player, first), CAPTCHA_MESSAGES.used);
    const late = await captchaFor(server, player);
    server.clock.advance(301_000);
    expectRefused(await take(player, late), CAPTCHA_MESSAGES.expired);
    const other = await newPlayer(server);
    expectRefused(await take(player, await captchaFor(server, other)), CAPTCHA_MESSAGES.unknown);
    expectRefused(await take(player, await captchaFor(server)), CAPTCHA_MESSAGES.unknown);
    expect((await walletOf(server, player)).money).toBe(0);
  });

  it('accepts the answer in lower case', async () => {
    const player = await brokeDepositor();
    const captcha = await captchaFor(server, player);
    expect((await take(player, { key: captcha.key, answer: captcha.answer.toLowerCase() })).code).toBe(0);
  });

  it('pays each award as cash once, then counts down to the next, which needs the player broke again', async () => {
    const player = await brokeDepositor();
    const first = dataOf(await take(player, await captchaFor(server, player)));
    expect(first).toMatchObject({ award_index: 0, amount: 2_0000, money_type: 2, money: 2_00, coin: 0 });
    expect(first.awards).toEqual([
      { index: 0, amount: 2_0000, limit_seconds: 0, status: GOLD_PANNING_STATUS.TAKEN },
      { index: 1, amount: 3_0000, limit_seconds: 1800, status: GOLD_PANNING_STATUS.WAITING },
      { index: 2, amount: 5_0000, limit_seconds: 7200, status: GOLD_PANNING_STATUS.WAITING },
    ]);
    // The prize is cash locked behind one turnover, as a deposit's.
    expect(dataOf(await server.call('betTask', {}, { token: player.token })).cashTaskList).toContainEqual({ cur: 0, target: 2_00, bonus: 0 });

    server.clock.advance(10 * 60_000);
    expect((await info(player)).awards[1]).toMatchObject({ limit_seconds: 1200, status: GOLD_PANNING_STATUS.WAITING });
    expectRefused(await take(player, await captchaFor(server, player)), GOLD_PANNING_MESSAGES.waiting(20));
    server.clock.advance(20 * 60_000);
    expect((await info(player)).awards[1]).toMatchObject({ limit_seconds: 0, status: GOLD_PANNING_STATUS.READY });
    expectRefused(await take(player, await captchaFor(server, player)), GOLD_PANNING_MESSAGES.notBroke('₹1.00'));
    loseEverything(server, player);
    expect(dataOf(await take(player, await captchaFor(server, player)))).toMatchObject({ award_index: 1, amount: 3_0000, money: 3_00 });
    expect(promotionMovements(server, player, 'gold_panning:')).toEqual([
      { reference: 'gold_panning:2025-06-02:0', amount: 2_00, moneyType: 2 },
      { reference: 'gold_panning:2025-06-02:1', amount: 3_00, moneyType: 2 },
    ]);
  });

  it('ends the ladder for the day and opens it again the next UTC day', async () => {
    const player = await brokeDepositor();
    for (const wait of [0, 30 * 60_000, 120 * 60_000]) {
      server.clock.advance(wait);
      loseEverything(server, player);
      expect((await take(player, await captchaFor(server, player))).code).toBe(0);
    }
    loseEverything(server, player);
    expectRefused(await take(player, await captchaFor(server, player)), GOLD_PANNING_MESSAGES.allTaken);
    server.clock.advance(24 * 3600_000);
    expect((await info(player)).awards.map((award) => award.status)).toEqual([
      GOLD_PANNING_STATUS.READY,
      GOLD_PANNING_STATUS.WAITING,
      GOLD_PANNING_STATUS.WAITING,
    ]);
    expect((await take(player, await captchaFor(server, player))).code).toBe(0);
  });

  it('credits once when ten claims with ten good captchas arrive at once', async () => {
    const player = await brokeDepositor();
    const captchas = await Promise.all(Array.from({ length: 10 }, () => captchaFor(server, player)));
    const answers = await Promise.all(captchas.map((captcha) => take(player, captcha)));
    expect(codesOf(answers)).toEqual([0, ...Array<number>(9).fill(500)]);
    expect((await walletOf(server, player)).money).toBe(2_00);
    expect(promotionMovements(server, player, 'gold_panning:')).toHaveLength(1);
  });

  it('uses a captcha once when the same claim is sent ten times at once', async () => {
    const player = await brokeDepositor();
    const captcha = await captchaFor(server, player);
    const answers = await Promise.all(Array.from({ length: 10 }, () => take(player, captcha)));
    expect(codesOf(answers)).toEqual([0, ...Array<number>(9).fill(500)]);
    // Each later copy finds the captcha used, or (checked first) the next award still counting down.
    for (const answer of answers.filter((candidate) => candidate.code !== 0))
      expect([CAPTCHA_MESSAGES.used, GOLD_PANNING_MESSAGES.waiting(30)]).toContain(answer.msg);
    expect((await walletOf(server, player)).money).toBe(2_00);
  });
});

describe('POST /api/goldRushing/share', () => {
  it('pays a depositor the share extra once, even when asked ten times at once', async () => {
    const newcomer = await newPlayer(server);
    expectRefused(await server.call('goldRushingShare', {}, { token: newcomer.token }), GOLD_PANNING_MESSAGES.noDeposit);
    const player = await brokeDepositor();
    const answers = await Promise.all(Array.from({ length: 10 }, () => server.call('goldRushingShare', {}, { token: player.token })));
    expect(codesOf(answers)).toEqual([0, ...Array<number>(9).fill(500)]);
    expect(answers.find((answer) => answer.code === 0)?.data).toEqual({ amount: 1_0000, money_type: 2, is_share: true, money: 1_00, coin: 0 });
    expectRefused(await server.call('goldRushingShare', {}, { token: player.token }), GOLD_PANNING_MESSAGES.shared);
    expect((await info(player)).is_share).toBe(true);
    expect(promotionMovements(server, player, 'gold_panning:share')).toEqual([{ reference: 'gold_panning:share', amount: 1_00, moneyType: 2 }]);
  });
});

describe('afterwards', () => {
  it('kept every balance equal to its ledger', async () => {
    expect(await ledgerAudit(server)).toEqual([]);
  });
});

/** A picture as the SVG captcha drew one: each character a path of straight strokes, thicker than the noise curves. */
function oldStylePicture(answer: string): string {
  const characters = Array.from(answer).map((character, position) => {
    const d = (GLYPHS[character] ?? []).map((stroke) => stroke.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${position * 30 + 10 + x * 1.6} ${10 + y * 1.6}`).join(' ')).join(' ');
    return `<path d="${d}" fill="none" stroke="#333" stroke-width="2.8"/>`;
  });
  const noise = '<path d="M0 20 C40 0 90 60 180 30" fill="none" stroke="#555" stroke-width="1.2"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="60">${noise}${characters.join('')}${noise}</svg>`;
}

/**
 * The probe's naive solver: the thick, straight-stroked paths are the characters; each is named by
 * the glyph whose strokes have the same number of points, in left-to-right order. Null when the
 * picture has no such paths.
 */
function readByPaths(picture: string): string | null {
  const paths = [...picture.matchAll(/<path d="([^"]*)"[^>]*stroke-width="([\d.]+)"/g)]
    .filter((match) => Number(match[2]) > 2 && !/[CQ]/.test(match[1] ?? ''))
    .map((match) =>
      (match[1] ?? '')
        .split('M')
        .filter(Boolean)
        .map((stroke) => stroke.split('L').map((point) => point.trim().split(' ').map(Number) as [number, number])),
    );
  if (paths.length === 0) return null;
  // Strokes moved to the origin and scaled to the glyph grid, then compared point for point.
  const normal = (strokes: readonly (readonly (readonly [number, number])[])[], scale: number) => {
    const points = strokes.flat();
    const [minX, minY] = [Math.min(...points.map(([x]) => x)), Math.min(...points.map(([, y]) => y))];
    return strokes.map((stroke) => stroke.map(([x, y]) => `${Math.round((x - minX) / scale)},${Math.round((y - minY) / scale)}`).join(' ')).join('|');
  };
  const glyphOf = new Map(Object.entries(GLYPHS).map(([character, strokes]) => [normal(strokes, 1), character]));
  return paths
    .sort((a, b) => Math.min(...a.flat().map(([x]) => x)) - Math.min(...b.flat().map(([x]) => x)))
    .map((strokes) => glyphOf.get(normal(strokes, 1.6)) ?? '?')
    .join('');
}
