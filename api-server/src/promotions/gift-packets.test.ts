import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACTIVITY_TYPE, type GiftPacketOpened } from '@casino/shared-kernel/api-contract';
import { text } from '../db/database.ts';
import { TOKEN_MESSAGES } from '../server/api-refusal.ts';
import { tempDirs } from '../testing/temp-dirs.ts';
import { dataOf, startTestApiServer, testClock, type TestApiServer } from '../testing/test-api-server.ts';
import { GIFT_PACKET_MESSAGES, drawShare } from './gift-packets.ts';
import { codesOf, expectRefused, ledgerAudit, newPlayer, promotionMovements, walletOf, type TestPlayer } from './promotions-test-kit.ts';

const dirs = tempDirs();
let server: TestApiServer;
const START = Date.parse('2025-06-02T10:00:00Z');
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  server = await startTestApiServer(dirs, { clock: testClock(START) });
});

afterAll(async () => {
  await server.close();
  dirs.cleanup();
});

const as = (player: TestPlayer) => ({ token: player.token, brand: player.brand });
const nowSeconds = () => Math.floor(server.clock.now() / 1000);
const makePacket = async (creator: TestPlayer) => dataOf(await server.call('genGiftPacket', {}, as(creator)));
const open = (player: TestPlayer, packet: unknown) => server.call('openGiftPacket', { packet: String(packet) }, as(player));
const players = (count: number, brand = 'india') => Promise.all(Array.from({ length: count }, () => newPlayer(server, { brand })));
const sharesOf = (answers: { code: number; data: GiftPacketOpened | null }[]) =>
  answers.flatMap((answer) => (answer.code === 0 && answer.data ? [answer.data.amount] : []));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('drawShare', () => {
  it('splits any packet into shares of at least one minor unit that add up to it exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 10_000_000 }), (openers, extra) => {
        const amount = openers + extra;
        let remaining = amount;
        const shares: number[] = [];
        for (let left = openers; left >= 1; left -= 1) {
          const share = drawShare(remaining, left);
          expect(share).toBeGreaterThanOrEqual(1);
          remaining -= share;
          expect(remaining).toBeGreaterThanOrEqual(left - 1);
          shares.push(share);
        }
        expect(sum(shares)).toBe(amount);
      }),
    );
  });

  it('draws up to twice the fair share, never more than leaves one unit for each opener to come', () => {
    const lowest = (min: number) => min;
    const highest = (_min: number, maxExclusive: number) => maxExclusive - 1;
    expect(drawShare(50_00, 5, lowest)).toBe(1);
    expect(drawShare(50_00, 5, highest)).toBe(20_00);
    expect(drawShare(5, 5, highest)).toBe(1);
    expect(drawShare(6, 5, highest)).toBe(2);
    expect(drawShare(1234, 1, lowest)).toBe(1234);
    expect(() => drawShare(4, 5)).toThrow('Cannot share 4 among 5');
  });
});

describe('POST /api/giftPacket/open', () => {
  it('shares the packet among five other players, each once, and shows the creator what was taken', async () => {
    const creator = await newPlayer(server);
    const packet = await makePacket(creator);
    expect(packet).toMatchObject({ amount: 50_00, money_type: 1, max_openers: 5, opened_num: 0, taken_amount: 0 });
    expect(packet.packets).toEqual([
      {
        code: packet.code,
        amount: 50_00,
        money_type: 1,
        max_openers: 5,
        opened_num: 0,
        taken_amount: 0,
        create_time: nowSeconds(),
        expire_time: nowSeconds() + 72 * 3600,
      },
    ]);

    const [first, ...others] = await players(5);
    const opened = dataOf(await open(first!, String(packet.code).toLowerCase()));
    expect(opened).toMatchObject({
      activity_id: ACTIVITY_TYPE.GIFT_PACKET,
      code: packet.code,
      money_type: 1,
      money: 0,
      opened_at: nowSeconds(),
      packet_amount: 50_00,
      max_openers: 5,
      opened_num: 1,
    });
    expect(opened.amount).toBeGreaterThanOrEqual(1);
    expect(opened.amount).toBeLessThanOrEqual(20_00);
    expect(opened.remaining_amount).toBe(50_00 - opened.amount);
    expect(opened.coin).toBe(opened.amount);
    // A bonus from a packet is bet ten times before it becomes cash, as every promotion's bonus.
    expect(await walletOf(server, first!)).toMatchObject({ coin: opened.amount, taskBonus: opened.amount, taskTarget: opened.amount * 10 });
    expect(promotionMovements(server, first!, 'gift_packet:')).toEqual([
      { reference: `gift_packet:${String(packet.code)}`, amount: opened.amount, moneyType: 1 },
    ]);
    const movement = server.services.db
      .prepare('SELECT request_key FROM money_movements WHERE player_id = ? AND reference = ?')
      .get(first!.id, `gift_packet:${String(packet.code)}`);
    expect(movement?.request_key).toBe(`promotion:gift_packet:${String(packet.code)}`);

    const rest: GiftPacketOpened[] = [];
    for (const player of others) rest.push(dataOf(await open(player, packet.code)));
    expect(rest.map((share) => share.opened_num)).toEqual([2, 3, 4, 5]);
    expect(rest.at(-1)?.remaining_amount).toBe(0);
    expect(opened.amount + sum(rest.map((share) => share.amount))).toBe(50_00);

    const late = await newPlayer(server);
    expectRefused(await open(late, packet.code), GIFT_PACKET_MESSAGES.allTaken(5));
    expect((await walletOf(server, late)).coin).toBe(0);

    // The creator's next packet lists the first one as taken; the creator is paid nothing for it.
    const next = await makePacket(creator);
    expect((next.packets as Record<string, unknown>[]).map((item) => [item.code, item.opened_num, item.taken_amount])).toEqual([
      [next.code, 0, 0],
      [packet.code, 5, 50_00],
    ]);
    expect(await walletOf(server, creator)).toMatchObject({ coin: 0, money: 0 });
  });

  it('refuses the creator, a second opening, an unknown code and another brand’s packet', async () => {
    const creator = await newPlayer(server);
    const packet = await makePacket(creator);
    expectRefused(await open(creator, packet.code), GIFT_PACKET_MESSAGES.own);
    const friend = await newPlayer(server);
    expect((await open(friend, packet.code)).code).toBe(0);
    expectRefused(await open(friend, packet.code), GIFT_PACKET_MESSAGES.alreadyOpened);
    expectRefused(await open(friend, 'GPZZZZZZZZZZ'), GIFT_PACKET_MESSAGES.unknown);

    const brasilian = await newPlayer(server, { brand: 'brasil' });
    expectRefused(await open(brasilian, packet.code), GIFT_PACKET_MESSAGES.unknown);
    const brasilPacket = await makePacket(brasilian);
    expect(brasilPacket).toMatchObject({ amount: 10_00, max_openers: 5 });
    expectRefused(await open(friend, brasilPacket.code), GIFT_PACKET_MESSAGES.unknown);
    expect(await walletOf(server, brasilian)).toMatchObject({ coin: 0, money: 0 });
    expect(await walletOf(server, creator)).toMatchObject({ coin: 0, money: 0 });
  });

  it('refuses a packet made before packets held money', async () => {
    const creator = await newPlayer(server);
    const at = nowSeconds();
    // As migration step 9 leaves a packet made before it: amount and max_openers 0.
    server.services.db
      .prepare("INSERT INTO gift_packets (brand, player_id, code, day, created_at, expires_at) VALUES ('india', ?, 'GPOLDPACKET2', '2025-06-02', ?, ?)")
      .run(creator.id, at - 60, at + 3600);
    const friend = await newPlayer(server);
    expectRefused(await open(friend, 'GPOLDPACKET2'), GIFT_PACKET_MESSAGES.empty);
    expect((await walletOf(server, friend)).coin).toBe(0);
  });

  it('checks the payload and needs a signed-in player', async () => {
    const player = await newPlayer(server);
    expectRefused(await open(player, 'GP1'), 'packet: must be at least 4 characters');
    expectRefused(await open(player, 'GP-AB23CD45EF'), 'packet: must be letters and digits only');
    expectRefused(await server.call('openGiftPacket', {}, as(player)), 'packet: is missing');
    expect(await server.call('openGiftPacket', { packet: 'GPAB23CD45EF' })).toEqual({ code: 1013, msg: TOKEN_MESSAGES.missing, data: null });
  });

  it('runs on a brand’s stored settings written before packets held money, with the currency’s defaults', async () => {
    const { db } = server.services;
    const stored = db.prepare("SELECT config FROM promotion_configs WHERE brand = 'brasil'").get();
    const original = text(stored ?? {}, 'config');
    const old = JSON.parse(original) as { giftPacket: Record<string, unknown> };
    old.giftPacket = { dailyLimit: 2, validHours: 24 };
    db.prepare("UPDATE promotion_configs SET config = ? WHERE brand = 'brasil'").run(JSON.stringify(old));
    try {
      const creator = await newPlayer(server, { brand: 'brasil' });
      const packet = await makePacket(creator);
      expect(packet).toMatchObject({ day_limit: 2, expire_time: nowSeconds() + 24 * 3600, amount: 10_00, max_openers: 5 });
      const [friend] = await players(1, 'brasil');
      expect(dataOf(await open(friend!, packet.code)).packet_amount).toBe(10_00);
    } finally {
      db.prepare("UPDATE promotion_configs SET config = ? WHERE brand = 'brasil'").run(original);
    }
  });
});

describe('concurrent openings', () => {
  it('credit once when one player opens a packet ten times at once', async () => {
    const creator = await newPlayer(server);
    const packet = await makePacket(creator);
    const player = await newPlayer(server);
    const answers = await Promise.all(Array.from({ length: 10 }, () => open(player, packet.code)));
    expect(codesOf(answers)).toEqual([0, ...Array<number>(9).fill(500)]);
    expect(answers.filter((answer) => answer.code !== 0).every((answer) => answer.msg === GIFT_PACKET_MESSAGES.alreadyOpened)).toBe(true);
    const [share] = sharesOf(answers);
    expect((await walletOf(server, player)).coin).toBe(share);
    expect(promotionMovements(server, player, 'gift_packet:')).toHaveLength(1);
  });

  it('give the last share to exactly one of two players racing for it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const creator = await newPlayer(server);
      const packet = await makePacket(creator);
      const early = await players(4);
      const taken: number[] = [];
      for (const player of early) taken.push(dataOf(await open(player, packet.code)).amount);
      const racers = await players(2);
      const answers = await Promise.all(racers.flatMap((racer) => [open(racer, packet.code), open(racer, packet.code)]));
      expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1);
      expect(answers.filter((answer) => answer.msg === GIFT_PACKET_MESSAGES.allTaken(5)).length).toBeGreaterThanOrEqual(1);
      expect(sum([...taken, ...sharesOf(answers)])).toBe(50_00);
      const coins = await Promise.all(racers.map(async (racer) => (await walletOf(server, racer)).coin));
      expect(coins.filter((coin) => coin > 0)).toHaveLength(1);
    }
  });

  it('give five shares to eight players opening a packet at once, adding up to the packet', async () => {
    const creator = await newPlayer(server, { brand: 'brasil' });
    const packet = await makePacket(creator);
    const crowd = await players(8, 'brasil');
    const answers = await Promise.all(crowd.map((player) => open(player, packet.code)));
    expect(codesOf(answers)).toEqual([0, 0, 0, 0, 0, 500, 500, 500]);
    expect(sum(sharesOf(answers))).toBe(10_00);
    const shareNumbers = server.services.db
      .prepare('SELECT o.share_no FROM gift_packet_opens o JOIN gift_packets p ON p.id = o.packet_id WHERE p.code = ? ORDER BY o.share_no')
      .all(String(packet.code))
      .map((row) => Number(row.share_no));
    expect(shareNumbers).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('limits over time', () => {
  it('lets a player open three packets a UTC day', async () => {
    const creators = await players(4);
    const packets = await Promise.all(creators.map(makePacket));
    const player = await newPlayer(server);
    for (const packet of packets.slice(0, 3)) expect((await open(player, packet.code)).code).toBe(0);
    const coin = (await walletOf(server, player)).coin;
    expectRefused(await open(player, packets[3]?.code), GIFT_PACKET_MESSAGES.dailyOpens(3));
    expect((await walletOf(server, player)).coin).toBe(coin);
    server.clock.advance(Date.parse('2025-06-03T00:00:00Z') - server.clock.now());
    expect((await open(player, packets[3]?.code)).code).toBe(0);
  });

  it('refuses a packet once its 72 hours are over', async () => {
    const creator = await newPlayer(server);
    const packet = await makePacket(creator);
    // Tokens last two days: the openers sign up when they open.
    server.clock.advance(72 * HOUR_MS - 1000);
    expect((await open(await newPlayer(server), packet.code)).code).toBe(0);
    server.clock.advance(1000);
    const late = await newPlayer(server);
    expectRefused(await open(late, packet.code), GIFT_PACKET_MESSAGES.expired);
    expect((await walletOf(server, late)).coin).toBe(0);
  });
});

describe('afterwards', () => {
  it('kept every balance equal to its ledger', async () => {
    expect(await ledgerAudit(server)).toEqual([]);
  });
});
